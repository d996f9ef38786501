/**
 * Static-host configuration generated from a build: per-page
 * Content-Security-Policy (each page's inline-script hashes), the content
 * editor's own headers (/admin/) and the partner views, for nginx
 * (deploy/nginx.conf includes the files) and for Netlify/Cloudflare Pages
 * (`_headers`, `_redirects`).
 */
import { CACHE_IMMUTABLE, CACHE_NONE, CACHE_REVALIDATE } from '../server/cache-control.ts'
import { contentSecurityPolicy, type EditorOrigins, type InlineHashes } from '../server/csp.ts'
import {
  ADMIN_PATH,
  adminHeaders,
  assetHeaders,
  documentOnlyHeaders,
  securityHeaders,
} from '../server/security-headers.ts'
import { CALENDAR_TYPE } from '../server/static-files.ts'
import {
  DEADLINES_FEED_PATH,
  DEADLINES_GROUP_FEEDS_DIR,
  PARTNER_VIEWS_DIR,
  pageFile,
  TEAM_PATH,
} from '../src/lib/paths.ts'

export interface BuiltPage {
  /** The URL path a visitor uses, e.g. `/about/` (`/about/team/?member=x` for a partner view). */
  url: string
  /** The file under the client folder, e.g. `/about/index.html`. */
  file: string
  /** What the page's inline scripts and styles need in its Content-Security-Policy. */
  hashes: InlineHashes
}

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`

/** nginx: the security headers, repeated in each location (add_header does not inherit). */
export function nginxHeadersConf(): string {
  const lines = Object.entries(securityHeaders)
    .filter(([name]) => name !== 'content-security-policy')
    .map(([name, value]) => `add_header ${name} ${quote(value)} always;`)
  lines.push('add_header content-security-policy $page_csp always;')
  return `${lines.join('\n')}\n`
}

/** nginx: the headers of a hashed asset (assetHeaders), for the assets' locations. */
export function nginxAssetHeadersConf(): string {
  return `${Object.entries(assetHeaders)
    .map(([name, value]) => `add_header ${name} ${quote(value)} always;`)
    .join('\n')}\n`
}

/** nginx: the headers of the content editor's folder (its own policy and COOP, noindex), for its location. */
export function nginxAdminHeadersConf(origins: EditorOrigins): string {
  const lines = Object.entries({ ...securityHeaders, ...adminHeaders(origins) }).map(
    ([name, value]) => `add_header ${name} ${quote(value)} always;`,
  )
  return `${lines.join('\n')}\n`
}

/**
 * nginx: the policy of each page by the file that answers it, the file of each partner view in
 * each language (`$partner_view` for `/about/team/`, `$partner_view_es` for `/es/about/team/`), the
 * 414 page of the language a request is under (`$uri_too_long_page`), and the cache policies
 * (server/cache-control.ts) as variables for deploy/nginx.conf's locations.
 */
export function nginxPagesConf(
  pages: readonly BuiltPage[],
  prefixes: readonly string[],
  partnerSlugs: readonly string[],
  viewFile: (base: string, slug: string) => string,
): string {
  // One entry a file: a partner's view is listed under both of its addresses.
  const files = new Map(pages.map((page) => [page.file, page.hashes]))
  const csp = [...files].map(([file, hashes]) => `  ${file} ${quote(contentSecurityPolicy(hashes))};`)
  const views = prefixes.flatMap((base) => [
    `map $arg_member $${partnerViewVariable(base)} {`,
    `  default ${base}${pageFile(TEAM_PATH)};`,
    ...partnerSlugs.map((slug) => `  ${slug} ${viewFile(base, slug)};`),
    '}',
  ])
  // nginx refuses a request line longer than its buffers before it has parsed the address; $request then
  // holds what it read of the line, which starts with the method and the prefix. The site's own page
  // answers any other target.
  const uriTooLong = [
    'map $request $uri_too_long_page {',
    '  default /414.html;',
    ...prefixes.filter((base) => base !== '/').map((base) => `  ${quote(`~^[A-Z]+ ${base}`)} ${base}414.html;`),
    '}',
  ]
  return [
    'map $uri $page_csp {',
    `  default ${quote(contentSecurityPolicy())};`,
    ...csp,
    '}',
    ...views,
    ...uriTooLong,
    // nginx has no constants: a map with nothing but a default is one.
    ...Object.entries({
      cache_immutable: CACHE_IMMUTABLE,
      cache_revalidate: CACHE_REVALIDATE,
      cache_none: CACHE_NONE,
    }).map(([name, value]) => `map $uri $${name} { default ${quote(value)}; }`),
    '',
  ].join('\n')
}

/** The nginx variable holding a language's partner-view file: `partner_view`, `partner_view_es`. */
const partnerViewVariable = (base: string) => `partner_view${base === '/' ? '' : `_${base.slice(1, -1)}`}`

/**
 * nginx: each edition's locations (`/es/`…), included in deploy/nginx.conf's server block. An
 * edition's pages, assets and partner views are served as the site's own are, and an unknown
 * address under its prefix gets its own 404 page, in its language; its 414 page is served here
 * too, when `$uri_too_long_page` (nginxPagesConf) names it.
 */
export function nginxEditionsConf(editionPrefixes: readonly string[]): string {
  // The headers written out in each location, as headers.conf has them (a generated file cannot name
  // the folder it is installed in, which an include would need).
  const headers = nginxHeadersConf()
    .trimEnd()
    .split('\n')
    .map((line) => `  ${line}`)
  const forAssets = nginxAssetHeadersConf()
    .trimEnd()
    .split('\n')
    .map((line) => `  ${line}`)
  const blocks = editionPrefixes.map((base) =>
    [
      `location ${base}assets/ {`,
      ...forAssets,
      '  etag off;',
      '  add_header Cache-Control $cache_immutable always;',
      '  try_files $uri =404;',
      '}',
      `location ^~ ${base}${PARTNER_VIEWS_DIR.slice(1)}/ { internal; }`,
      `location = ${base}${TEAM_PATH.slice(1)} {`,
      ...headers,
      '  add_header Cache-Control $cache_revalidate always;',
      `  try_files $${partnerViewVariable(base)} =404;`,
      '}',
      // Asked for by their own address, they are unknown addresses under the prefix, as on our server.
      ...['404.html', '414.html'].flatMap((page) => [
        `location = ${base}${page} {`,
        '  internal;',
        `  error_page 404 ${base}404.html;`,
        ...headers,
        '  add_header Cache-Control $cache_none always;',
        '}',
      ]),
      `location ${base} {`,
      `  error_page 404 ${base}404.html;`,
      ...headers,
      '  add_header Cache-Control $cache_revalidate always;',
      '  index index.html;',
      '  try_files $uri $uri/ =404;',
      '}',
    ].join('\n'),
  )
  return `# Written by \`npm run build\` (postbuild/deploy-files.ts): the locations of each published edition.\n${blocks.join('\n\n')}\n`
}

/** Title-cases a header name for the files people read: `x-frame-options` → `X-Frame-Options`. */
const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())

/** A `_headers` block that replaces each header it sets, and drops `remove` (see headersFile). */
function headersBlock(path: string, headers: Record<string, string>, remove: readonly string[] = []): string {
  const set = Object.entries(headers).map(([name, value]) => `  ${headerName(name)}: ${value}`)
  const detach = [...remove, ...Object.keys(headers)].map((name) => `  ! ${headerName(name)}`)
  return [path, ...detach, ...set].join('\n')
}

/**
 * `_headers` for Cloudflare Pages and Netlify, which both read it.
 *
 * Both apply every block whose path matches a request, including the 404 page's
 * answer to an unknown path, which matches only `/*`. They differ on a header set by
 * two matching blocks: Cloudflare joins the values with a comma (two policies, two
 * cache lifetimes), Netlify keeps the last one. So each block first detaches what it
 * sets with `! Name` (Cloudflare's syntax, which also drops Cloudflare's own default
 * `Access-Control-Allow-Origin: *` and `Referrer-Policy`/`X-Content-Type-Options`;
 * Netlify's parser drops a line without a colon silently), and then `/*` can carry the
 * 404 page's policy while each page and `/assets/*` replace what differs for them.
 */
export function headersFile(
  pages: readonly BuiltPage[],
  notFoundPages: readonly { base: string; hashes: InlineHashes }[],
  editorOrigins: EditorOrigins,
): string {
  const prefixes = notFoundPages.map((page) => page.base)
  const shared = Object.fromEntries(
    Object.entries(securityHeaders).filter(([name]) => name !== 'content-security-policy'),
  )
  const byPath = new Map<string, { scripts: Set<string>; styles: Set<string> }>()
  for (const page of pages) {
    const path = page.url.split('?')[0] ?? page.url
    const union = byPath.get(path) ?? { scripts: new Set<string>(), styles: new Set<string>() }
    for (const hash of page.hashes.scripts) union.scripts.add(hash)
    for (const hash of page.hashes.styles) union.styles.add(hash)
    byPath.set(path, union)
  }
  /** The 404 page's hashes and those of every page under `base`. */
  const unionUnder = (base: string, own: InlineHashes): InlineHashes => {
    const under = [...byPath].filter(([path]) => path.startsWith(base)).map(([, union]) => union)
    return {
      scripts: [...new Set([...own.scripts, ...under.flatMap((union) => [...union.scripts])])],
      styles: [...new Set([...own.styles, ...under.flatMap((union) => [...union.styles])])],
    }
  }
  const blocks = [
    // Each language's 404 page answers an unknown address under its prefix (`/*` then `/es/*`), so each
    // prefix's block carries that page's policy, and each page's block replaces it below. A translation's
    // block also allows its pages' own scripts: `netlify dev` matches a page under a prefix that a `404`
    // rule covers (redirectsFile) on that rule's page, as it does a rewritten request, and would otherwise
    // give the page the 404 page's policy. Every hash it adds is one of the site's own inline scripts.
    ...notFoundPages.map(({ base, hashes }) =>
      base === '/'
        ? headersBlock(
            '/*',
            {
              ...shared,
              'content-security-policy': contentSecurityPolicy(hashes),
              'cache-control': CACHE_REVALIDATE,
            },
            ['access-control-allow-origin'],
          )
        : headersBlock(`${base}*`, { 'content-security-policy': contentSecurityPolicy(unionUnder(base, hashes)) }),
    ),
    // A hashed asset drops what only a document needs (documentOnlyHeaders), which `/*` set.
    ...prefixes.map((base) =>
      headersBlock(`${base}assets/*`, { 'cache-control': CACHE_IMMUTABLE }, documentOnlyHeaders),
    ),
    // Each language's deadlines feeds, the whole calendar's and, in their folder, each group's: the
    // hosts would guess a type from `.ics`, this one says it is UTF-8 too. Each is revalidated like a
    // page (`/*`), since every build rewrites it at the same address.
    ...prefixes.flatMap((base) =>
      [DEADLINES_FEED_PATH, `${DEADLINES_GROUP_FEEDS_DIR}*`].map((feeds) =>
        headersBlock(`${base}${feeds.slice(1)}`, { 'content-type': CALENDAR_TYPE }),
      ),
    ),
    // A page's policy lists its own inline code; the team page's also covers its partners' views,
    // which a host may serve at its address.
    ...[...byPath].map(([path, union]) =>
      headersBlock(path, {
        'content-security-policy': contentSecurityPolicy({ scripts: [...union.scripts], styles: [...union.styles] }),
      }),
    ),
    // The content editor: its files at /admin/*, and /admin itself, which a host may answer with the
    // page instead of redirecting (netlify dev does). Each replaces the policy, COOP and caching of `/*`.
    ...[`${ADMIN_PATH}*`, ADMIN_PATH.slice(0, -1)].map((path) =>
      headersBlock(path, { ...adminHeaders(editorOrigins), 'cache-control': CACHE_REVALIDATE }),
    ),
  ]
  return `# Written by \`npm run build\` (postbuild/deploy-files.ts) for Cloudflare Pages and Netlify.\n${blocks.join('\n\n')}\n`
}

/**
 * `_redirects`. Pages need no rule on any host: each is a folder the host serves at its
 * address. Netlify can route a partner's view by its query to the partner's own file
 * (forced with `!`, because the team page's file exists at the same address), in every
 * language, and answers an unknown address under an edition's prefix with that edition's 404
 * page (a rule that applies only when no file matches). Cloudflare Pages rejects rules that
 * match a query, and there the team page's script fetches the partner's file instead
 * (postbuild/partner-view-script.ts); it finds the nearest 404.html up the path by itself.
 */
export function redirectsFile(
  host: 'netlify' | 'other',
  prefixes: readonly string[],
  partnerSlugs: readonly string[],
  viewFolder: (base: string, slug: string) => string,
): string {
  const lines = ['# Written by `npm run build` (postbuild/deploy-files.ts).']
  if (host === 'netlify') {
    lines.push(
      "# Each partner's view answered with the partner's own file, in each language.",
      ...prefixes.flatMap((base) =>
        partnerSlugs.map((slug) => `${base}${TEAM_PATH.slice(1)} member=${slug} ${viewFolder(base, slug)} 200!`),
      ),
      "# An unknown address under a translation's prefix: that language's 404 page.",
      ...prefixes.filter((base) => base !== '/').map((base) => `${base}* ${base}404.html 404`),
    )
  } else {
    lines.push('# No rules: every page is a folder (about/index.html) that the host serves at /about/.')
  }
  return `${lines.join('\n')}\n`
}
