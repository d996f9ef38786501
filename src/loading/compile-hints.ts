import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): a script
 * whose first line is this comment has every function compiled as it arrives, on a background
 * thread, rather than on the main thread the first time each one runs.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * A chunk smaller than this is left without the hint: its code compiles in a fraction of a
 * millisecond wherever it runs, while the comment, compressed alone in each such file, cost a
 * first visit with the linked pages' code about 20 bytes a file (a dozen files: imports, data).
 */
export const HINTED_FROM = 2048

/**
 * Puts the compile hint on the first line of every chunk of the browser build of 2 KB or more.
 * Every such chunk qualifies: the framework's, React's and the layout's code runs at hydration and on the first
 * page change, and a page's own chunk, fetched at idle (prefetch-routes.ts), runs when its link
 * is clicked. Without the hint the first page change spent 50–70 ms of a slowed phone's main
 * thread compiling the router's and React's update paths and the new page's code.
 *
 * It runs after Vite's own last touch to the chunks (the list of a dynamic import's
 * dependencies, which Vite puts at the top of the chunk that imports), since the hint counts on
 * the first line only.
 */
export function compileHints(): Plugin {
  return {
    name: 'cscg:compile-hints',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.code.length >= HINTED_FROM) chunk.code = `${COMPILE_HINT}\n${chunk.code}`
        }
      },
    },
  }
}
