import { absoluteUrl } from './paths.ts'

/** Tab title: the firm's abbreviation, then " - " and the page title when the page has one. */
export function pageTitle(abbreviation: string, title?: string): string {
  return title ? `${abbreviation} - ${title}` : abbreviation
}

interface SeoInput {
  abbreviation: string
  title?: string
  /** Left out in the browser (src/lib/page-head.ts): the description tags are then the served page's. */
  description?: string
  noindex?: boolean
}

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string }

/** The page-specific head tags every route sets through its own `head()`; the root adds the shared ones. */
export function seo({ abbreviation, title, description, noindex }: SeoInput): MetaTag[] {
  const fullTitle = pageTitle(abbreviation, title)
  const tags: MetaTag[] = [
    { title: fullTitle },
    { property: 'og:title', content: fullTitle },
    { name: 'twitter:title', content: fullTitle },
    ...(description === undefined
      ? []
      : [
          { name: 'description', content: description },
          { property: 'og:description', content: description },
          { name: 'twitter:description', content: description },
        ]),
  ]
  if (noindex) tags.push({ name: 'robots', content: 'noindex' })
  return tags
}

/** Head tags shared by every page: social preview, site name, the language of the page. */
export function sharedHead({
  siteUrl,
  siteName,
  locale,
  image,
}: {
  siteUrl: string
  siteName: string
  /**
   * The page's language and territory in Open Graph's form (its locale.json's ogLocale). Left out in the browser
   * (src/routes/__root.tsx): the served page's tag stands, as the description's does.
   */
  locale?: string | undefined
  image: { src: string; alt: string; width: number; height: number }
}) {
  const imageUrl = absoluteUrl(siteUrl, image.src)
  const meta: MetaTag[] = [
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: 'website' },
    ...(locale === undefined ? [] : [{ property: 'og:locale', content: locale }]),
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
  ]
  return { meta }
}
