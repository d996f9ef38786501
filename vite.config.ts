import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { responsiveImages } from './src/build/responsive-images.ts'
import { withoutServerFunctions } from './src/build/without-server-functions.ts'
import { sitePaths } from './src/content/schemas.ts'
import { contentCheck, contentMeta } from './src/content/vite-plugin.ts'
import { pagePath, partnerViewFolder, partnerViewPath } from './src/lib/paths.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
const partnerSlugs = (JSON.parse(readFileSync(`${root}content/partners.json`, 'utf8')) as { slug: string }[]).map(
  (partner) => partner.slug,
)
// The prerenderer appends "/" to the end of the whole path (query included), which
// would turn `member=x` into `member=x/`; a fragment takes that slash instead and
// is never sent with the request.
const partnerViews = partnerSlugs.map((slug) => ({
  path: `${partnerViewPath(slug)}#top`,
  prerender: { outputPath: partnerViewFolder(slug) },
}))
const partnerViewPaths = new Set(partnerViews.map((view) => view.path))

export default defineConfig({
  server: { port: 3000 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React and the framework in chunks of their own, which the page's loader evaluates
            // one per task (scripts/scripts-after-load.ts). As one 330 KB chunk they took a single
            // task of 20–50 ms here, which Lighthouse counts four times over for a phone. Two
            // chunks rather than more: each split costs about 1 KB of compression.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
                { name: 'framework', test: /node_modules[\\/]/, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  resolve: {
    alias: {
      '~content': `${root}content`,
      '~': `${root}src`,
    },
  },
  plugins: [
    contentCheck(root),
    contentMeta(root),
    withoutServerFunctions(),
    responsiveImages(root),
    tailwindcss(),
    tanstackStart({
      server: { build: { inlineCss: true } },
      pages: [...sitePaths.map((route) => ({ path: pagePath(route) })), ...partnerViews],
      prerender: {
        enabled: true,
        autoStaticPathsDiscovery: false,
        crawlLinks: true,
        failOnError: true,
        // Query strings are prerendered only for the partner views listed above, each
        // to its own file (crawled `?member=` links would otherwise race on one file);
        // `#fragment` links are the same page.
        filter: ({ path }) => partnerViewPaths.has(path) || !/[?#]/.test(path),
      },
    }),
    viteReact(),
  ],
})
