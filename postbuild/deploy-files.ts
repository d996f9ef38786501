/**
 * Static-host configuration generated from a build: per-page
 * Content-Security-Policy (each page's inline-script hashes), the content
 * editor's own headers (/admin/) and the partner views, for nginx
 * (deploy/nginx.conf includes the files) and for Netlify/Cloudflare Pages
 * (`_headers`, `_redirects`).
 */
import { CACHE_IMMUTABLE, CACHE_NONE, CACHE_REVALIDATE } from '../server/cache-control.ts'
import { contentSecurityPolicy, type EditorOrigins, type InlineHashes } from '../server/csp.ts'
import { ADMIN_PATH, adminHeaders, securityHeaders } from '../server/security-headers.ts'
import { CALENDAR_TYPE } from '../server/static-files.ts'
import { DEADLINES_FEED_PATH, pageFile, TEAM_PATH } from '../src/lib/paths.ts'

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

/** nginx: the headers of the content editor's folder (its own policy and COOP, noindex), for its location. */
export function nginxAdminHeadersConf(origins: EditorOrigins): string {
  const lines = Object.entries({ ...securityHeaders, ...adminHeaders(origins) }).map(
    ([name, value]) => `add_header ${name} ${quote(value)} always;`,
  )
  return `${lines.join('\n')}\n`
}

/**
 * nginx: the policy of each page by the file that answers it, the file of each partner view, and
 * the cache policies (server/cache-control.ts) as variables for deploy/nginx.conf's locations.
 */
export function nginxPagesConf(
  pages: readonly BuiltPage[],
  partnerSlugs: readonly string[],
  viewFile: (slug: string) => string,
): string {
  // One entry a file: a partner's view is listed under both of its addresses.
  const files = new Map(pages.map((page) => [page.file, page.hashes]))
  const csp = [...files].map(([file, hashes]) => `  ${file} ${quote(contentSecurityPolicy(hashes))};`)
  const views = partnerSlugs.map((slug) => `  ${slug} ${viewFile(slug)};`)
  return [
    'map $uri $page_csp {',
    `  default ${quote(contentSecurityPolicy())};`,
    ...csp,
    '}',
    'map $arg_member $partner_view {',
    `  default /${pageFile(TEAM_PATH)};`,
    ...views,
    '}',
    // nginx has no constants: a map with nothing but a default is one.
    ...Object.entries({
      cache_immutable: CACHE_IMMUTABLE,
      cache_revalidate: CACHE_REVALIDATE,
      cache_none: CACHE_NONE,
    }).map(([name, value]) => `map $uri $${name} { default ${quote(value)}; }`),
    '',
  ].join('\n')
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
  notFoundHashes: InlineHashes,
  editorOrigins: EditorOrigins,
): string {
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
  const blocks = [
    headersBlock(
      '/*',
      {
        ...shared,
        'content-security-policy': contentSecurityPolicy(notFoundHashes),
        'cache-control': CACHE_REVALIDATE,
      },
      ['access-control-allow-origin'],
    ),
    headersBlock('/assets/*', { 'cache-control': CACHE_IMMUTABLE }),
    // The deadlines feed: the hosts would guess a type from `.ics`, this one says it is UTF-8 too. It is
    // revalidated like a page (`/*`), since every build rewrites it at the same address.
    headersBlock(DEADLINES_FEED_PATH, { 'content-type': CALENDAR_TYPE }),
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
 * (forced with `!`, because the team page's file exists at the same address); Cloudflare
 * Pages rejects rules that match a query, and there the team page's script fetches the
 * partner's file instead (postbuild/partner-view-script.ts).
 */
export function redirectsFile(
  host: 'netlify' | 'other',
  partnerSlugs: readonly string[],
  viewFolder: (slug: string) => string,
): string {
  const lines = ['# Written by `npm run build` (postbuild/deploy-files.ts).']
  if (host === 'netlify') {
    lines.push(
      "# Each partner's view answered with the partner's own file.",
      ...partnerSlugs.map((slug) => `${TEAM_PATH} member=${slug} ${viewFolder(slug)} 200!`),
    )
  } else {
    lines.push('# No rules: every page is a folder (about/index.html) that the host serves at /about/.')
  }
  return `${lines.join('\n')}\n`
}
