import { absoluteUrl, pagePath, partnerViewPath, TEAM_PATH } from './paths.ts'

/** Tab title: the firm's abbreviation, then " - " and the page title when the page has one. */
export function pageTitle(abbreviation: string, title?: string): string {
  return title ? `${abbreviation} - ${title}` : abbreviation
}

interface SeoInput {
  abbreviation: string
  title?: string
  description: string
  noindex?: boolean
}

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string }

/** The page-specific head tags every route sets through its own `head()`; the root adds the shared ones. */
export function seo({ abbreviation, title, description, noindex }: SeoInput): MetaTag[] {
  const fullTitle = pageTitle(abbreviation, title)
  const tags: MetaTag[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
  ]
  if (noindex) tags.push({ name: 'robots', content: 'noindex' })
  return tags
}

/**
 * The canonical path of a page: its folder address (`/about/`), and no query
 * string except a `member` that names a partner (each partner's view is its own
 * page; any other value shows the default view, so it canonicalises to the team page).
 */
export function canonicalPath(
  pathname: string,
  search: Record<string, unknown>,
  partnerSlugs: readonly string[],
): string {
  const path = pagePath(pathname)
  if (path === TEAM_PATH && typeof search.member === 'string' && partnerSlugs.includes(search.member)) {
    return partnerViewPath(search.member)
  }
  return path
}

/** Head tags shared by every page: canonical URL, social preview, site name. */
export function sharedHead({
  siteUrl,
  siteName,
  path,
  image,
}: {
  siteUrl: string
  siteName: string
  path?: string
  image: { src: string; alt: string; width: number; height: number }
}) {
  const url = path === undefined ? undefined : absoluteUrl(siteUrl, path)
  const imageUrl = absoluteUrl(siteUrl, image.src)
  const meta: MetaTag[] = [
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
  ]
  if (url) meta.push({ property: 'og:url', content: url })
  return { meta, links: url ? [{ rel: 'canonical', href: url }] : [] }
}
