/**
 * How the browser build splits the shared code (vite.config.ts passes this to Rolldown's
 * `output.codeSplitting`): React and the rest of node_modules in chunks of their own, which the
 * in-page loader evaluates one per task (page-loader.ts). As one 330 KB chunk they took a single
 * task of 20–50 ms here, which Lighthouse counts four times over for a phone. Two chunks rather
 * than more: each split costs about 1 KB of compression. Lucide's icons stay out of both, so a page
 * carries only the icons it draws (the icon runtime is in the framework chunk).
 */
export const chunkGroups = {
  groups: [
    { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
    // Each icon goes with the pages that draw it: in this group, every page would carry every icon.
    // With it, how the language joins parts: the layout joins with it, so every page loads it; in a
    // chunk of its own (Rolldown's choice, as pages join too) it cost every page a chunk's overhead.
    {
      name: 'framework',
      test: /node_modules[\\/](?!lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/])|[\\/]src[\\/]components[\\/]ui[\\/]joined\.tsx$|^\0content:locale\/joins$/,
      priority: 1,
    },
    // The firm's whole file, which the contact and invoice pages draw from: left to itself, Rolldown put it
    // with the code every page loads, where every page needs only its summary (content:firm/summary).
    { name: 'firm', test: /^\0content:firm$/, priority: 2 },
    // The services' summaries, likewise: the home and contact pages draw them, no other page does.
    { name: 'service-summaries', test: /^\0content:services\/summary$/, priority: 2 },
  ],
}
