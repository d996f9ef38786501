/**
 * Static-host configuration generated from a build: per-page
 * Content-Security-Policy (each page's inline-script hashes) and the partner
 * views, for nginx (deploy/nginx.conf includes the files) and for
 * Netlify/Cloudflare Pages (`_headers`, `_redirects`).
 */
import { contentSecurityPolicy, type InlineHashes } from '../server/csp.ts'
import { securityHeaders } from '../server/security-headers.ts'

export interface BuiltPage {
  /** The URL path a visitor uses, e.g. `/about` (`/about/team?member=x` for a partner view). */
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

/** nginx: the policy of each page by the file that answers it, and the file of each partner view. */
export function nginxPagesConf(
  pages: readonly BuiltPage[],
  partnerSlugs: readonly string[],
  viewFile: (slug: string) => string,
): string {
  const csp = pages.map((page) => `  ${page.file} ${quote(contentSecurityPolicy(page.hashes))};`)
  const views = partnerSlugs.map((slug) => `  ${slug} ${viewFile(slug)};`)
  return [
    'map $uri $page_csp {',
    `  default ${quote(contentSecurityPolicy())};`,
    ...csp,
    '}',
    'map $arg_member $partner_view {',
    '  default /about/team/index.html;',
    ...views,
    '}',
    '',
  ].join('\n')
}

/** `_headers`: the template, then each URL's policy (the team page allows the inline code of all its views). */
export function headersFile(template: string, pages: readonly BuiltPage[]): string {
  const byPath = new Map<string, { scripts: Set<string>; styles: Set<string> }>()
  for (const page of pages) {
    const path = page.url.split('?')[0] ?? page.url
    const union = byPath.get(path) ?? { scripts: new Set<string>(), styles: new Set<string>() }
    for (const hash of page.hashes.scripts) union.scripts.add(hash)
    for (const hash of page.hashes.styles) union.styles.add(hash)
    byPath.set(path, union)
  }
  const blocks = [...byPath].map(
    ([path, union]) =>
      `${path}\n  Content-Security-Policy: ${contentSecurityPolicy({ scripts: [...union.scripts], styles: [...union.styles] })}`,
  )
  return `${template.trimEnd()}\n\n${blocks.join('\n\n')}\n`
}

/** `_redirects`: the template, then a rewrite from each partner's query to its prerendered view. */
export function redirectsFile(
  template: string,
  partnerSlugs: readonly string[],
  viewFolder: (slug: string) => string,
): string {
  const rewrites = partnerSlugs.map((slug) => `/about/team member=${slug} ${viewFolder(slug)}/ 200`)
  return `${template.trimEnd()}\n# Partner views\n${rewrites.join('\n')}\n`
}
