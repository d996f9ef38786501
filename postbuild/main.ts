/**
 * Runs after `vite build`:
 *  1. fails the build unless every route was prerendered (the framework can
 *     skip a page without failing, e.g. when a crawl filter is wrong);
 *  2. writes dist/client/404.html from the built server, so static hosts and
 *     our own server answer unknown paths with the designed page;
 *  3. makes every page fetch its JavaScript after it has loaded (src/loading/rewrite.ts, which
 *     keeps the pages as the framework wrote them in dist/framework-pages/ for the tests),
 *     gives the team page's files their partner-view script (partner-view-script.ts),
 *     and writes 414.html, the page for an address too long to serve;
 *  4. writes the content editor at /admin/ (postbuild/admin.ts);
 *  5. writes the sitemap, robots.txt, the deadlines feed for calendars and the static hosts' header files;
 *  6. precompresses text files (.br, .gz) so no request pays for compression, unless
 *     the build runs on a host that compresses responses itself (Cloudflare Pages sets
 *     CF_PAGES, Netlify sets NETLIFY; PRECOMPRESS=0 says so anywhere else): there the
 *     files would only be published as pages of their own.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { type EditorOrigins, inlineHashes } from '../server/csp.ts'
import { sitePaths } from '../src/content/collections.ts'
import { validateContent } from '../src/content/validate.ts'
import { deadlinesCalendar } from '../src/lib/ical.ts'
import {
  DEADLINES_FEED_PATH,
  PARTNER_VIEWS_DIR,
  pageFile,
  pagePath,
  partnerViewFolder,
  partnerViewPath,
  TEAM_PATH,
} from '../src/lib/paths.ts'
import { indexablePages, robotsTxt, sitemapXml } from '../src/lib/sitemap.ts'
import { chunkImportReader } from '../src/loading/chunk-graph.ts'
import { rewriteBuiltPages } from '../src/loading/rewrite.ts'
import { buildAdmin } from './admin.ts'
import {
  type BuiltPage,
  headersFile,
  nginxAdminHeadersConf,
  nginxHeadersConf,
  nginxPagesConf,
  redirectsFile,
} from './deploy-files.ts'
import { errorPageVariant } from './error-page.ts'
import { partnerViewScript, withPartnerViewScript } from './partner-view-script.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const clientDir = path.join(root, 'dist/client')
const serverEntry = path.join(root, 'dist/server/server.js')
/** Every file of the client folder, relative to it (the platform walks the tree). */
const clientFiles = () =>
  readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)))

/** The prerendered file of a page, by its address, as nginx's $uri names it (`/about/` → /about/index.html). */
const fileFor = (urlPath: string) => `/${pageFile(urlPath)}`
const htmlFileFor = (route: string) => path.join(clientDir, pageFile(route))

function fail(message: string): never {
  console.error(`[postbuild] ${message}`)
  process.exit(1)
}

// The content, checked once for this process (the pictures were sized by the Vite build, which needed them).
const content = validateContent(path.join(root, 'content'), null)

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
  new Request('http://localhost/__this-page-does-not-exist__/', { headers: { accept: 'text/html' } }),
)
if (notFound.status !== 404) fail(`the 404 page answered ${notFound.status}`)
writeFileSync(path.join(clientDir, '404.html'), await notFound.text())

// Before anything hashes or compresses the pages: JavaScript after the page has loaded.
const originalsDir = path.join(root, 'dist/framework-pages')
rmSync(originalsDir, { recursive: true, force: true })
try {
  await rewriteBuiltPages(
    clientDir,
    clientFiles()
      .filter((file) => file.endsWith('.html'))
      .map((file) => path.join(clientDir, file)),
    originalsDir,
    chunkImportReader(clientDir),
  )
} catch (error) {
  fail((error as Error).message)
}

// The team page and each partner's view: the script that ends a partner's view on its partner on any host.
const partners = content.partners
const slugs = partners.map((partner) => partner.slug)
for (const [view, urlPath] of [
  [null, TEAM_PATH] as const,
  ...slugs.map((slug) => [slug, partnerViewFolder(slug)] as const),
]) {
  const file = path.join(clientDir, fileFor(urlPath))
  if (!existsSync(file)) fail(`${urlPath} was not prerendered`)
  writeFileSync(file, withPartnerViewScript(readFileSync(file, 'utf8'), await partnerViewScript(view, slugs)))
}

// The page for an address too long to serve: the 404 page's design with its own words.
const notFoundCopy = content['pages/not-found']
try {
  writeFileSync(
    path.join(clientDir, '414.html'),
    errorPageVariant(readFileSync(path.join(clientDir, '404.html'), 'utf8'), notFoundCopy, notFoundCopy.uriTooLong),
  )
} catch (error) {
  fail(`414.html: ${(error as Error).message}`)
}

// The content editor, after the pages' scripts are final (it has no inline code for the loader to touch) and
// before headers and compression; its origins go into the policies written below.
let editorOrigins: EditorOrigins
try {
  editorOrigins = buildAdmin(root, clientDir, content)
} catch (error) {
  fail(`/admin/: ${(error as Error).message}`)
}

// Search engines: every indexable page (noindex pages left out), and robots.txt pointing at the sitemap.
const { firm, records } = content
const noindex = sitePaths.filter((route) => readFileSync(htmlFileFor(route), 'utf8').includes('content="noindex"'))
const pages = indexablePages(sitePaths, noindex, slugs, { '/resources/records/': records.reviewedOn })
writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemapXml(firm.siteUrl, pages))
writeFileSync(path.join(clientDir, 'robots.txt'), robotsTxt(firm.siteUrl))

// Calendars: every deadline as an all-day event (src/lib/ical.ts), stamped with the build's time.
const feedFile = path.join(clientDir, DEADLINES_FEED_PATH)
mkdirSync(path.dirname(feedFile), { recursive: true })
writeFileSync(
  feedFile,
  deadlinesCalendar(content.deadlines.deadlines, {
    siteUrl: firm.siteUrl,
    name: firm.name,
    language: content.locale.tag,
    now: new Date(),
    audiences: content['pages/deadlines'].filter.audiences,
  }),
)

// Static hosts: per-page Content-Security-Policy and partner-view rules.
const builtPages: BuiltPage[] = [
  ...sitePaths.map((route) => ({ url: pagePath(route), file: fileFor(pagePath(route)) })),
  ...slugs.flatMap((slug) => [
    { url: partnerViewPath(slug), file: fileFor(partnerViewFolder(slug)) },
    // Where a host cannot route by query, the partner's file is reached at its own folder (and
    // Netlify matches a rewritten request's headers on the file it rewrote to): one rule for them all.
    { url: `${PARTNER_VIEWS_DIR}/*`, file: fileFor(partnerViewFolder(slug)) },
  ]),
  { url: '/404.html', file: '/404.html' },
  { url: '/414.html', file: '/414.html' },
].map((page) => ({ ...page, hashes: inlineHashes(readFileSync(path.join(clientDir, page.file), 'utf8')) }))
mkdirSync(path.join(root, 'dist/nginx'), { recursive: true })
writeFileSync(path.join(root, 'dist/nginx/headers.conf'), nginxHeadersConf())
writeFileSync(path.join(root, 'dist/nginx/admin-headers.conf'), nginxAdminHeadersConf(editorOrigins))
writeFileSync(
  path.join(root, 'dist/nginx/pages.conf'),
  nginxPagesConf(builtPages, slugs, (slug) => fileFor(partnerViewFolder(slug))),
)
const notFoundHashes = builtPages.find((page) => page.url === '/404.html')?.hashes ?? fail('404.html has no hashes')
writeFileSync(
  path.join(clientDir, '_headers'),
  headersFile(
    builtPages.filter((page) => !page.url.endsWith('.html')),
    notFoundHashes,
    editorOrigins,
  ),
)
// The rules of the host the build runs on (Netlify sets NETLIFY), and Netlify's in dist/netlify/ for its
// local runtime in the tests (scripts/e2e-hosts.sh) and for a manual upload.
const netlifyRedirects = redirectsFile('netlify', slugs, partnerViewFolder)
mkdirSync(path.join(root, 'dist/netlify'), { recursive: true })
writeFileSync(path.join(root, 'dist/netlify/_redirects'), netlifyRedirects)
writeFileSync(
  path.join(clientDir, '_redirects'),
  process.env.NETLIFY ? netlifyRedirects : redirectsFile('other', slugs, partnerViewFolder),
)

const compressible = /\.(html|css|js|mjs|svg|json|xml|txt|webmanifest|yml|ics)$/
function compressAll(): number {
  let count = 0
  for (const file of clientFiles()) {
    if (!compressible.test(file)) continue
    const full = path.join(clientDir, file)
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
  return count
}
const hostCompresses = Boolean(process.env.CF_PAGES || process.env.NETLIFY) || process.env.PRECOMPRESS === '0'
const count = hostCompresses ? 0 : compressAll()
console.log(
  `[postbuild] ${sitePaths.length} prerendered pages checked; 404.html, 414.html, sitemap.xml (${pages.length} URLs), robots.txt and the deadlines feed (${content.deadlines.deadlines.length} events) written; ${hostCompresses ? 'no files precompressed (the host compresses)' : `${count} files precompressed`}`,
)
