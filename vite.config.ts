import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sitePaths } from './src/content/schemas.ts'
import { contentCheck, contentMeta } from './src/content/vite-plugin.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  server: { port: 3000 },
  resolve: {
    alias: {
      '~content': `${root}content`,
      '~': `${root}src`,
    },
  },
  plugins: [
    contentCheck(root),
    contentMeta(root),
    tailwindcss(),
    tanstackStart({
      pages: sitePaths.map((path) => ({ path })),
      prerender: {
        enabled: true,
        autoStaticPathsDiscovery: false,
        crawlLinks: true,
        failOnError: true,
        // `?member=` views depend on the query string, which a static file cannot
        // vary on: they are server-rendered (and would race on one output file).
        // `#fragment` links are the same page.
        filter: ({ path }) => !/[?#]/.test(path),
      },
    }),
    viteReact(),
  ],
})
