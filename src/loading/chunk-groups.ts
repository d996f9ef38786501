/**
 * How the browser build splits the shared code (vite.config.ts passes this to Rolldown's
 * `output.codeSplitting`): React and the rest of node_modules in chunks of their own, which the
 * in-page loader evaluates one per task (page-loader.ts). As one 330 KB chunk they took a single
 * task of 20–50 ms here, which Lighthouse counts four times over for a phone. Two chunks rather
 * than more: each split costs about 1 KB of compression.
 */
export const chunkGroups = {
  groups: [
    { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
    { name: 'framework', test: /node_modules[\\/]/, priority: 1 },
  ],
}
