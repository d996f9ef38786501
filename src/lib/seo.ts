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

/** The head tags every route sets through its own `head()`. */
export function seo({ abbreviation, title, description, noindex }: SeoInput): MetaTag[] {
  const fullTitle = pageTitle(abbreviation, title)
  const tags: MetaTag[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
  ]
  if (noindex) tags.push({ name: 'robots', content: 'noindex' })
  return tags
}
