import { absoluteUrl, pagePath, partnerViewPath, TEAM_PATH } from './paths.ts'

export interface SitemapEntry {
  path: string
  lastmod?: string
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** sitemap.xml for the given pages (absolute URLs built from the site's address). */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = absoluteUrl(siteUrl, entry.path)
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''
    return `  <url><loc>${escapeXml(loc)}</loc>${lastmod}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** Crawlers may read every page; not the server-function channel, nor the content editor (postbuild/admin.ts). */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /_serverFn/\nDisallow: /admin/\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`
}

/**
 * Every indexable page: the site's routes except the ones marked noindex, plus
 * each partner's own view of the team page.
 */
export function indexablePages(
  routes: readonly string[],
  noindex: readonly string[],
  partnerSlugs: readonly string[],
  lastmod: Record<string, string> = {},
): SitemapEntry[] {
  const pages: SitemapEntry[] = routes
    .filter((route) => !noindex.includes(route))
    .map((route) => ({ path: pagePath(route), ...(lastmod[route] ? { lastmod: lastmod[route] } : {}) }))
  const teamIndex = pages.findIndex((page) => page.path === TEAM_PATH)
  const partnerPages = partnerSlugs.map((slug) => ({ path: partnerViewPath(slug) }))
  pages.splice(teamIndex + 1, 0, ...partnerPages)
  return pages
}
