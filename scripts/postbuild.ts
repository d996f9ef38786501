/**
 * Runs after `vite build`:
 *  1. fails the build unless every route was prerendered (the framework can
 *     skip a page without failing, e.g. when a crawl filter is wrong);
 *  2. writes dist/client/404.html from the built server, so static hosts and
 *     our own server answer unknown paths with the designed page;
 *  3. makes every page fetch its JavaScript after it has loaded (scripts-after-load.ts);
 *  4. writes the sitemap, robots.txt and the static hosts' header files;
 *  5. precompresses text files (.br, .gz) so no request pays for compression.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { inlineHashes } from '../server/csp.ts'
import { sitePaths } from '../src/content/schemas.ts'
import { partnerViewOutput, partnerViewPath } from '../src/lib/partner-views.ts'
import { indexablePages, robotsTxt, sitemapXml } from '../src/lib/sitemap.ts'
import { chunkImportReader } from './chunk-imports.ts'
import { type BuiltPage, headersFile, nginxHeadersConf, nginxPagesConf, redirectsFile } from './deploy-files.ts'
import { loadScriptsAfterLoad } from './scripts-after-load.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const clientDir = path.join(root, 'dist/client')
const serverEntry = path.join(root, 'dist/server/server.js')

const htmlFileFor = (route: string) =>
  path.join(clientDir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`)

function fail(message: string): never {
  console.error(`[postbuild] ${message}`)
  process.exit(1)
}

const missing = sitePaths.filter((route) => !existsSync(htmlFileFor(route)))
if (missing.length > 0) fail(`these routes were not prerendered: ${missing.join(', ')}`)
for (const route of sitePaths) {
  const html = readFileSync(htmlFileFor(route), 'utf8')
  if (!html.includes('<main') || !html.includes('</footer>')) fail(`prerendered ${route} has no <main> or footer`)
}

const server = (await import(pathToFileURL(serverEntry).href)).default as {
  fetch: (request: Request) => Promise<Response>
}
const notFound = await server.fetch(
  new Request('http://localhost/__this-page-does-not-exist__', { headers: { accept: 'text/html' } }),
)
if (notFound.status !== 404) fail(`the 404 page answered ${notFound.status}`)
writeFileSync(path.join(clientDir, '404.html'), await notFound.text())

// Before anything hashes or compresses the pages: JavaScript after the page has loaded.
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}
// The loader evaluates the shared chunks in the order they import each other.
const importsOf = chunkImportReader(clientDir)
for (const file of htmlFiles(clientDir)) {
  try {
    writeFileSync(file, loadScriptsAfterLoad(readFileSync(file, 'utf8'), importsOf))
  } catch (error) {
    fail(`${path.relative(clientDir, file)}: ${(error as Error).message}`)
  }
}

// Search engines: every indexable page (noindex pages left out), and robots.txt pointing at the sitemap.
const firm = JSON.parse(readFileSync(path.join(root, 'content/firm.json'), 'utf8')) as { siteUrl: string }
const partners = JSON.parse(readFileSync(path.join(root, 'content/partners.json'), 'utf8')) as { slug: string }[]
const records = JSON.parse(readFileSync(path.join(root, 'content/records.json'), 'utf8')) as { reviewedOn: string }
const noindex = sitePaths.filter((route) => readFileSync(htmlFileFor(route), 'utf8').includes('content="noindex"'))
const pages = indexablePages(
  sitePaths,
  noindex,
  partners.map((partner) => partner.slug),
  { '/resources/records': records.reviewedOn },
)
writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemapXml(firm.siteUrl, pages))
writeFileSync(path.join(clientDir, 'robots.txt'), robotsTxt(firm.siteUrl))

// Static hosts: per-page Content-Security-Policy and partner-view rules (deploy/ holds the templates).
const slugs = partners.map((partner) => partner.slug)
const viewFile = (slug: string) => `${partnerViewOutput(slug)}/index.html`
for (const slug of slugs) {
  if (!existsSync(path.join(clientDir, viewFile(slug)))) fail(`the view of partner ${slug} was not prerendered`)
}
const builtPages: BuiltPage[] = [
  ...sitePaths.map((route) => ({ url: route, file: route === '/' ? '/index.html' : `${route}/index.html` })),
  ...slugs.map((slug) => ({ url: partnerViewPath(slug), file: viewFile(slug) })),
  { url: '/404.html', file: '/404.html' },
].map((page) => ({ ...page, hashes: inlineHashes(readFileSync(path.join(clientDir, page.file), 'utf8')) }))
const deployDir = path.join(root, 'deploy')
mkdirSync(path.join(root, 'dist/nginx'), { recursive: true })
writeFileSync(path.join(root, 'dist/nginx/headers.conf'), nginxHeadersConf())
writeFileSync(path.join(root, 'dist/nginx/pages.conf'), nginxPagesConf(builtPages, slugs, viewFile))
writeFileSync(
  path.join(clientDir, '_headers'),
  headersFile(
    readFileSync(path.join(deployDir, '_headers'), 'utf8'),
    builtPages.filter((page) => page.url !== '/404.html'),
  ),
)
writeFileSync(
  path.join(clientDir, '_redirects'),
  redirectsFile(readFileSync(path.join(deployDir, '_redirects'), 'utf8'), slugs, partnerViewOutput),
)

const compressible = /\.(html|css|js|mjs|svg|json|xml|txt|webmanifest)$/
let count = 0
function compressTree(dir: string) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) {
      compressTree(full)
      continue
    }
    if (!compressible.test(entry)) continue
    const data = readFileSync(full)
    if (data.length < 256) continue
    writeFileSync(
      `${full}.br`,
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    )
    writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }))
    count++
  }
}
compressTree(clientDir)
console.log(
  `[postbuild] ${sitePaths.length} prerendered pages checked; 404.html, sitemap.xml (${pages.length} URLs) and robots.txt written; ${count} files precompressed`,
)
