import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sitePaths } from './src/content/collections.ts'
import { loadContent } from './src/content/load.ts'
import { publishedLanguages } from './src/content/site-languages.ts'
import { inLanguage, pagePath, partnerViewFolder, partnerViewPath } from './src/lib/paths.ts'
import { choicesScript } from './src/loading/choices-script.ts'
import { chunkGroups } from './src/loading/chunk-groups.ts'
import { compileHints } from './src/loading/compile-hints.ts'
import { datedScript } from './src/loading/dated-script.ts'
import { withoutServerFunctions } from './src/loading/without-server-functions.ts'
import { contentModules } from './src/vite-plugins/content.ts'
import { responsiveImages } from './src/vite-plugins/responsive-images.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
/**
 * The language this build is of: the site's own when SITE_EDITION is unset, else a published
 * edition (`es`), built from content/es/ under /es/ into dist/editions/es/ (scripts/build.ts builds
 * them all and puts each edition's pages under dist/client/es/). The pictures and every file of
 * public/ are the site's own build's, at the same addresses for every language.
 */
const edition = process.env.SITE_EDITION || ''
const published = publishedLanguages(root)
const language = published.find((candidate) => candidate.folder === edition)
if (!language) throw new Error(`SITE_EDITION=${edition} is not a published edition (content/editions.json)`)
const { base } = language
// The content is loaded once a build: the content modules and the pictures use this same load.
const { partners } = await loadContent(root)
// Other languages' pages are other builds: this one's crawl stays within its own prefix.
const otherPrefixes = published.filter((other) => other !== language && !other.own).map((other) => other.base)
const inThisEdition = (path: string) =>
  path.startsWith(base) && !otherPrefixes.some((prefix) => path.startsWith(prefix))
const inEdition = (path: string) => inLanguage(base, path)
// The prerenderer appends "/" to the end of the whole path (query included), which
// would turn `member=x` into `member=x/`; a fragment takes that slash instead and
// is never sent with the request.
const partnerViews = partners.map(({ slug }) => ({
  path: `${inEdition(partnerViewPath(slug))}#top`,
  prerender: { outputPath: inEdition(partnerViewFolder(slug)) },
}))
const partnerViewPaths = new Set(partnerViews.map((view) => view.path))

export default defineConfig({
  base,
  ...(edition ? { build: { outDir: `dist/editions/${edition}` }, publicDir: false } : {}),
  server: { port: 3000 },
  // The `~` alias is tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: chunkGroups } } } },
  },
  plugins: [
    contentModules(root, { locale: edition || undefined }),
    withoutServerFunctions(),
    compileHints(),
    datedScript(),
    choicesScript(),
    ...(edition ? [] : [responsiveImages(root)]),
    tailwindcss(),
    tanstackStart({
      server: { build: { inlineCss: true } },
      pages: [...sitePaths.map((route) => ({ path: inEdition(pagePath(route)) })), ...partnerViews],
      prerender: {
        enabled: true,
        autoStaticPathsDiscovery: false,
        crawlLinks: true,
        failOnError: true,
        // Query strings are prerendered only for the partner views listed above, each
        // to its own file (crawled `?member=` links would otherwise race on one file);
        // `#fragment` links are the same page. A link to a file (the deadline calendar's feed) is not a page:
        // postbuild writes it.
        filter: ({ path }) => inThisEdition(path) && (partnerViewPaths.has(path) || !/[?#]|\.[a-z0-9]+$/i.test(path)),
      },
      // Build-only libraries never reach the browser: an import of one from code the browser
      // loads fails the build and names the chain of importers.
      importProtection: {
        behavior: 'error',
        client: { specifiers: ['zod', /^zod\//, 'sharp', 'date-holidays', /^node:/] },
      },
    }),
    viteReact(),
  ],
})
