/**
 * Runs after `vite build`:
 *  1. fails the build unless every route was prerendered in every language (the framework can
 *     skip a page without failing, e.g. when a crawl filter is wrong);
 *  2. writes each language's 404.html (dist/client/404.html, dist/client/es/404.html…) from its
 *     built server, so static hosts and our own server answer unknown paths with the designed page
 *     in the language of the path, and gives every page its Open Graph alternate languages; prints
 *     what each translation does not translate yet and what is behind its English;
 *  3. makes every page fetch its JavaScript after it has loaded (src/loading/rewrite.ts, which
 *     keeps the pages as the framework wrote them in dist/framework-pages/ for the tests),
 *     gives the team page's files their partner-view script (partner-view-script.ts),
 *     and writes each language's 414.html beside its 404.html, the page for an address too long
 *     to serve;
 *  4. writes the content editor at /admin/ (postbuild/admin.ts);
 *  5. writes the sitemap (every language's pages), robots.txt, each language's deadlines feeds for
 *     calendars (the whole calendar's and each group's) and the static hosts' header files;
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
import { buildDay } from '../src/content/build-day.ts'
import { sitePaths } from '../src/content/collections.ts'
import { languageCalendar } from '../src/content/kinds/deadlines.ts'
import { contentOf, loadSite, translationLines } from '../src/content/site.ts'
import { publishedLanguages } from '../src/content/site-languages.ts'
import {
  deadlinesFeedPath,
  PARTNER_VIEWS_DIR,
  pageFile,
  pagePath,
  partnerViewFolder,
  partnerViewPath,
  TEAM_PATH,
  inLanguage as under,
} from '../src/lib/paths.ts'
import { indexablePages, robotsTxt, sitemapXml } from '../src/lib/sitemap.ts'
import { chunkImportReader } from '../src/loading/chunk-graph.ts'
import { rewriteBuiltPages } from '../src/loading/rewrite.ts'
import { buildAdmin } from './admin.ts'
import {
  type BuiltPage,
  headersFile,
  nginxAdminHeadersConf,
  nginxAssetHeadersConf,
  nginxEditionsConf,
  nginxHeadersConf,
  nginxPagesConf,
  redirectsFile,
} from './deploy-files.ts'
import { errorPageVariant } from './error-page.ts'
import { calendarOptions, deadlineFeeds } from './feeds.ts'
import { partnerViewScript, withPartnerViewScript } from './partner-view-script.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const clientDir = path.join(root, 'dist/client')
/** Every file of the client folder, relative to it (the platform walks the tree). */
const clientFiles = () =>
  readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)))

/** The prerendered file of a page, by its address, as nginx's $uri names it (`/about/` → /about/index.html). */
const fileFor = (urlPath: string) => `/${pageFile(urlPath)}`

function fail(message: string): never {
  console.error(`[postbuild] ${message}`)
  process.exit(1)
}

// The content, checked once for this process (the pictures were sized by the Vite build, which needed them),
// and the day the site is built as, which its dated views took (build-day.ts).
const site = loadSite(root)
const now = new Date()
const builtOn = buildDay(now)
const content = contentOf(site)
/**
 * Every language built (scripts/build.ts): the site's own at `/`, each published edition under its
 * prefix, with its content and the server its Vite build wrote.
 */
const languages = publishedLanguages(root).map((language) => {
  const own = contentOf(site, language.folder)
  return {
    ...language,
    content: own,
    /** Its calendar of the build's day, made once: its feeds' events. */
    calendar: languageCalendar(own, content, builtOn),
    serverEntry: language.own
      ? path.join(root, 'dist/server/server.js')
      : path.join(root, 'dist/editions', language.folder, 'server/server.js'),
  }
})

for (const { base, folder } of languages) {
  const missing = sitePaths.filter((route) => !existsSync(path.join(clientDir, fileFor(under(base, pagePath(route))))))
  if (missing.length > 0)
    fail(`these routes were not prerendered${folder ? ` in ${folder}` : ''}: ${missing.join(', ')}`)
  for (const route of sitePaths) {
    const html = readFileSync(path.join(clientDir, fileFor(under(base, pagePath(route)))), 'utf8')
    if (!html.includes('<main') || !html.includes('</footer>'))
      fail(`prerendered ${under(base, route)} has no <main> or footer`)
  }
}

// Each language's 404 page, from its own server, for an address under its prefix.
for (const { base, serverEntry } of languages) {
  const server = (await import(pathToFileURL(serverEntry).href)).default as {
    fetch: (request: Request) => Promise<Response>
  }
  const notFound = await server.fetch(
    new Request(`http://localhost${base}__this-page-does-not-exist__/`, { headers: { accept: 'text/html' } }),
  )
  if (notFound.status !== 404) fail(`the ${base} 404 page answered ${notFound.status}`)
  writeFileSync(path.join(clientDir, base, '404.html'), await notFound.text())
}

// Open Graph names each other language a page is in (the router's head keeps one tag per property).
const ogAlternates = (own: string) =>
  languages
    .map((language) => language.ogLocale)
    .filter((other) => other !== own)
    .map((other) => `<meta property="og:locale:alternate" content="${other}"/>`)
    .join('')
for (const { base, ogLocale } of languages) {
  const others = new Set(languages.map((language) => language.base).filter((other) => other !== base && other !== '/'))
  for (const file of clientFiles()) {
    const url = `/${file.split(path.sep).join('/')}`
    if (!url.endsWith('.html') || !url.startsWith(base) || [...others].some((other) => url.startsWith(other))) continue
    const full = path.join(clientDir, file)
    const html = readFileSync(full, 'utf8')
    const tag = `<meta property="og:locale" content="${ogLocale}"/>`
    if (!html.includes(tag)) continue
    writeFileSync(full, html.replace(tag, `${tag}${ogAlternates(ogLocale)}`))
  }
}

// What each translation does not say yet in its words, or says of an English that changed since: listed in the
// build's output, for its translators (the worklist, written with the editor below, shows each).
const translationNotes = translationLines(site)
if (translationNotes.length > 0) console.warn(translationNotes.join('\n'))

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

// The team page and each partner's view, in every language: the script that ends a partner's view on its
// partner on any host.
const partners = content.partners
const slugs = partners.map((partner) => partner.slug)
for (const { base } of languages) {
  for (const [view, urlPath] of [
    [null, TEAM_PATH] as const,
    ...slugs.map((slug) => [slug, partnerViewFolder(slug)] as const),
  ]) {
    const file = path.join(clientDir, fileFor(under(base, urlPath)))
    if (!existsSync(file)) fail(`${under(base, urlPath)} was not prerendered`)
    writeFileSync(file, withPartnerViewScript(readFileSync(file, 'utf8'), await partnerViewScript(view, slugs, base)))
  }
}

// Each language's page for an address too long to serve, beside its 404.html: that 404 page's design with the
// language's own words. Our server and nginx answer before they have parsed such an address, and choose the
// page by the prefix it starts with.
for (const { base, content: words } of languages) {
  const notFoundCopy = words['pages/not-found']
  try {
    writeFileSync(
      path.join(clientDir, base, '414.html'),
      errorPageVariant(
        readFileSync(path.join(clientDir, base, '404.html'), 'utf8'),
        notFoundCopy,
        notFoundCopy.uriTooLong,
      ),
    )
  } catch (error) {
    fail(`${base}414.html: ${(error as Error).message}`)
  }
}

// The content editor, after the pages' scripts are final (it has no inline code for the loader to touch) and
// before headers and compression; its origins go into the policies written below.
let editorOrigins: EditorOrigins
try {
  editorOrigins = await buildAdmin(root, clientDir, site, builtOn)
} catch (error) {
  fail(`/admin/: ${(error as Error).message}`)
}

// Search engines: every indexable page of every language (noindex pages left out), and robots.txt pointing
// at the sitemap. The alternates of each page are in its head.
const { firm } = content
const pages = languages.flatMap(({ base, content: { records } }) => {
  const noindex = sitePaths.filter((route) =>
    readFileSync(path.join(clientDir, fileFor(under(base, pagePath(route)))), 'utf8').includes('content="noindex"'),
  )
  return indexablePages(sitePaths, noindex, slugs, { '/resources/records/': records.reviewedOn }).map((page) => ({
    ...page,
    path: under(base, page.path),
  }))
})
writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemapXml(firm.siteUrl, pages))
writeFileSync(path.join(clientDir, 'robots.txt'), robotsTxt(firm.siteUrl))

// Calendars: every deadline as an all-day event (postbuild/feeds.ts), stamped with the build's time, in each
// language's words at its own address: the whole calendar, and each group's.
for (const { folder, base, content: edition, calendar } of languages) {
  const options = calendarOptions(
    { firm, locale: edition.locale, page: edition['pages/deadlines'], sources: edition.deadlines.sources },
    { now, ...(folder ? { edition: folder } : {}) },
  )
  for (const { group, text } of deadlineFeeds(calendar, options)) {
    const feedFile = path.join(clientDir, under(base, deadlinesFeedPath(group)))
    mkdirSync(path.dirname(feedFile), { recursive: true })
    writeFileSync(feedFile, text)
  }
}

// Static hosts: per-page Content-Security-Policy and partner-view rules, in every language.
const builtPages: BuiltPage[] = [
  ...languages.flatMap(({ base }) => [
    ...sitePaths.map((route) => ({ url: under(base, pagePath(route)), file: fileFor(under(base, pagePath(route))) })),
    ...slugs.flatMap((slug) => [
      { url: under(base, partnerViewPath(slug)), file: fileFor(under(base, partnerViewFolder(slug))) },
      // Where a host cannot route by query, the partner's file is reached at its own folder (and
      // Netlify matches a rewritten request's headers on the file it rewrote to): one rule for them all.
      { url: `${under(base, PARTNER_VIEWS_DIR)}/*`, file: fileFor(under(base, partnerViewFolder(slug))) },
    ]),
    { url: under(base, '/404.html'), file: under(base, '/404.html') },
    { url: under(base, '/414.html'), file: under(base, '/414.html') },
  ]),
].map((page) => ({ ...page, hashes: inlineHashes(readFileSync(path.join(clientDir, page.file), 'utf8')) }))
const prefixes = languages.map((language) => language.base)
mkdirSync(path.join(root, 'dist/nginx'), { recursive: true })
writeFileSync(path.join(root, 'dist/nginx/headers.conf'), nginxHeadersConf())
writeFileSync(path.join(root, 'dist/nginx/asset-headers.conf'), nginxAssetHeadersConf())
writeFileSync(path.join(root, 'dist/nginx/admin-headers.conf'), nginxAdminHeadersConf(editorOrigins))
writeFileSync(
  path.join(root, 'dist/nginx/pages.conf'),
  nginxPagesConf(builtPages, prefixes, slugs, (base, slug) => fileFor(under(base, partnerViewFolder(slug)))),
)
writeFileSync(path.join(root, 'dist/nginx/editions.conf'), nginxEditionsConf(prefixes.filter((base) => base !== '/')))
const notFoundHashes = (base: string) =>
  builtPages.find((page) => page.url === under(base, '/404.html'))?.hashes ?? fail(`${base}404.html has no hashes`)
writeFileSync(
  path.join(clientDir, '_headers'),
  headersFile(
    builtPages.filter((page) => !page.url.endsWith('.html')),
    prefixes.map((base) => ({ base, hashes: notFoundHashes(base) })),
    editorOrigins,
  ),
)
// The rules of the host the build runs on (Netlify sets NETLIFY), and Netlify's in dist/netlify/ for its
// local runtime in the tests (scripts/e2e-hosts.sh) and for a manual upload.
const viewFolder = (base: string, slug: string) => under(base, partnerViewFolder(slug))
const netlifyRedirects = redirectsFile('netlify', prefixes, slugs, viewFolder)
mkdirSync(path.join(root, 'dist/netlify'), { recursive: true })
writeFileSync(path.join(root, 'dist/netlify/_redirects'), netlifyRedirects)
writeFileSync(
  path.join(clientDir, '_redirects'),
  process.env.NETLIFY ? netlifyRedirects : redirectsFile('other', prefixes, slugs, viewFolder),
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
  `[postbuild] ${sitePaths.length} prerendered pages checked in each of ${languages.length} languages; a 404.html, a 414.html and deadlines feeds (${languages[0]?.calendar.length ?? 0} events, and each group's) for each, sitemap.xml (${pages.length} URLs) and robots.txt written; ${hostCompresses ? 'no files precompressed (the host compresses)' : `${count} files precompressed`}`,
)
