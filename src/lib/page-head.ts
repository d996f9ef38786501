/**
 * A page's head from the content table: its tab title (`content:pages`) and description (`content:descriptions`), its
 * canonical address, and its breadcrumbs up the table's parents, each named by its menu label or
 * else its title. Every route's head() is this, plus what is its own (structured data, noindex).
 */

import descriptions from 'content:descriptions'
import firm from 'content:firm/summary'
import locale from 'content:locale/summary'
import pages from 'content:pages'
import site from 'content:site/summary'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { Thing } from 'schema-dts'
import type { PageSummary, SitePath } from '~/content/collections.ts'
import { plainText } from '~/content/runs.ts'
import { inLanguage, inThisLanguage, languages } from './edition.ts'
import { absoluteUrl } from './paths.ts'
import { pageTitle, seo } from './seo.ts'
import { breadcrumbJsonLd, type Crumb, jsonLdScript, pageGraph, webPageJsonLd } from './structured-data.ts'

const pageAt = (path: SitePath): PageSummary => {
  const page = pages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`${path} is not a page in src/content/collections.ts`)
  return page
}

/**
 * A page's tab title and search-engine description, by its address. The description is the
 * prerendered page's alone, as the structured data is (below): search engines and link previews
 * read the page as served, and the browser's bundle carries no page's description (about 0.5 KB
 * of every first visit in English, 1 KB in Japanese). The browser's head() leaves the description
 * tags out rather than writing others (React would add them beside the served ones), so a page
 * changed in the browser keeps the first page's, which nothing reads.
 */
export const pageMeta = (path: SitePath): { title?: string; description?: string } => {
  const { title } = pageAt(path)
  const description = serverDescription(path)
  return { ...(title ? { title } : {}), ...(description ? { description } : {}) }
}

/** A page's description: the prerendered page's alone (src/components/ui/server-markup.ts). */
const serverDescription = createIsomorphicFn().server((path: SitePath) => descriptions[path])

/**
 * The pages from the home page down to this one, each named as a visitor knows it (its menu
 * label, else its title); none for a page without a name (the invoice page has no title).
 */
export function trail(path: SitePath): Crumb[] {
  const crumbs: Crumb[] = []
  for (let page: PageSummary | undefined = pageAt(path); page; page = page.parent ? pageAt(page.parent) : undefined) {
    const label = site.mainNav.find((item) => item.to === page?.path)?.label
    const name = label === undefined ? page.title : plainText(label)
    if (!name) return []
    crumbs.unshift({ name, path: page.path })
  }
  return crumbs
}

/**
 * The same page in every language the site is published in, for search engines: each by its tag,
 * and English again as `x-default`, the page for a reader whose language is none of them. Every
 * language's page lists them all, itself included, so each pair points both ways.
 */
export const alternates = (path: string) => {
  const own = languages[0]
  return [
    ...languages.map((language) => ({
      rel: 'alternate',
      hrefLang: language.tag,
      href: absoluteUrl(firm.siteUrl, inLanguage(language.base, path)),
    })),
    ...(own
      ? [{ rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(firm.siteUrl, inLanguage(own.base, path)) }]
      : []),
  ]
}

/** The page, its breadcrumbs and what it is about, as one graph: the prerendered page's alone. */
const serverGraph = createIsomorphicFn().server(
  (path: SitePath, url: string, meta: ReturnType<typeof pageMeta>, structuredData: readonly Thing[] = []) =>
    withoutMarks(
      pageGraph([
        webPageJsonLd({
          url,
          name: pageTitle(firm.abbreviation, meta.title),
          description: meta.description ?? '',
          language: locale.tag,
        }),
        ...(trail(path).length > 1 ? [breadcrumbJsonLd(trail(path), firm)] : []),
        ...structuredData,
      ]),
    ),
)

/**
 * Structured data with every text as plain text: a run of another language marked in the content
 * (src/content/runs.ts) keeps its words and loses its mark, which JSON-LD has no way to carry.
 */
const withoutMarks = <T>(data: T): T =>
  JSON.parse(JSON.stringify(data, (_key, value: unknown) => (typeof value === 'string' ? plainText(value) : value)))

/**
 * The head of the page at `path`: `canonical` when a view of it is a page of its own (a partner's
 * view of the team page), `noindex` for a page search engines should leave out, `structuredData`
 * for what the page is about, beside the page itself and its breadcrumbs. The canonical is the
 * page in its own language, and the alternates name it in every language.
 *
 * The structured data is the prerendered page's alone: a route passes it from a
 * `createIsomorphicFn().server(…)` (src/components/ui/server-markup.ts), and this function builds
 * the page's graph in one too, so the browser's bundle carries neither it nor its builders
 * (about 0.9 KB of every page's first visit). The browser writes the same one script with the
 * page's address alone; hydrating, React keeps the script's text as the page has it (a data
 * script's `dangerouslySetInnerHTML`, which hydration does not compare), and after a click the new
 * page's script is a new element, so it never carries the previous page's data.
 */
export function pageHead(
  path: SitePath,
  {
    canonical = path,
    noindex,
    structuredData,
  }: { canonical?: string; noindex?: boolean; structuredData?: readonly Thing[] | undefined } = {},
) {
  const url = absoluteUrl(firm.siteUrl, inThisLanguage(canonical))
  const meta = pageMeta(path)
  return {
    meta: [...seo({ abbreviation: firm.abbreviation, ...meta, noindex }), { property: 'og:url', content: url }],
    links: [{ rel: 'canonical', href: url }, ...alternates(canonical)],
    scripts: [
      jsonLdScript(
        serverGraph(path, url, meta, structuredData) ?? { '@context': 'https://schema.org', '@type': 'WebPage', url },
      ),
    ],
  }
}
