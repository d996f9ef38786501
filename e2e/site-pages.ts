/**
 * The site's pages as the suites check them, from the content table (src/content/collections.ts):
 * a page added there is loaded, titled and audited by every suite with no edit here.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { pages } from '../src/content/collections.ts'
import { loadContent } from '../src/content/load.ts'
import { publishedEditions, validateContent } from '../src/content/validate.ts'
import { pageTitle } from '../src/lib/seo.ts'

const contentDir = fileURLToPath(new URL('../content', import.meta.url))
/** The site's content, checked as the build checks it. */
export const content = validateContent(contentDir, null)
/** The content as the build loads it (the pictures sized), for the views the pages are built from. */
export const loadedContent = () => loadContent(fileURLToPath(new URL('..', import.meta.url)))

export interface SitePage {
  path: string
  /** The tab title, as the specification writes it: the abbreviation, then " - " and the page's title if it has one. */
  title: string
  /** The page's main heading. */
  heading: string
}

/** The pages of a language, its content given: each at its address under `base`, titled and headed in its words. */
const pagesOf = (words: typeof content, base: string): SitePage[] =>
  pages.map(({ path: address, key }) => {
    const copy = words[key]
    const title = pageTitle(words.firm.abbreviation, 'title' in copy ? copy.title : undefined)
    return { path: `${base}${address.slice(1)}`, title, heading: 'heading' in copy ? copy.heading : copy.hero.heading }
  })

export const sitePages: readonly SitePage[] = pagesOf(content, '/')

/** A language the site is published in: the site's own first, then each published translation. */
export interface SiteLanguage {
  /** Its folder under content/ and its prefix's name (`es`); empty for the site's own. */
  code: string
  /** Where its pages are: `/`, `/es/`. */
  base: string
  /** Its content, checked as the build checks it. */
  content: typeof content
  /** Its pages, as sitePages lists the site's own. */
  pages: readonly SitePage[]
}

export const siteLanguages: readonly SiteLanguage[] = [
  { code: '', base: '/', content, pages: sitePages },
  ...publishedEditions(content).map((code) => {
    const words = validateContent(contentDir, null, code)
    return { code, base: `/${code}/`, content: words, pages: pagesOf(words, `/${code}/`) }
  }),
]
/** The published translations alone. */
export const editions = siteLanguages.slice(1)

/** The language an address is in, by its prefix, and the address without it: `/es/about/` → Spanish, `/about/`. */
export function languageOf(address: string): { language: SiteLanguage; path: string } {
  const language =
    editions.find((candidate) => address.startsWith(candidate.base)) ?? (siteLanguages[0] as SiteLanguage)
  return { language, path: `/${address.slice(language.base.length)}` }
}

/** A page of the site's own language (`/about/`) at its address in `language` (`/es/about/`). */
export const inLanguage = (language: SiteLanguage, path: string) => `${language.base}${path.replace(/^\/+/, '')}`

/**
 * What Firefox and WebKit load (e2e/engines/): every page of the site's own language, and one page
 * of each translation, its deadline calendar, the page with the most dates and words in it.
 */
export const enginePages: readonly SitePage[] = [
  ...sitePages,
  ...editions.flatMap(
    (language) => language.pages.find((page) => page.path.endsWith('/resources/deadlines/')) ?? language.pages[0] ?? [],
  ),
]

/** An address a reader can land on, and the status it answers with. */
export interface LaidOutPage {
  path: string
  status: number
}

/**
 * Every address of a language whose layout a reader sees: its pages, each partner's view of the team page and its
 * 404 page. The reflow checks walk them: accessibility.spec.ts in Chromium, e2e/engines/ in Firefox and WebKit.
 */
export const laidOutPages = ({ base, pages: languagePages, content: words }: SiteLanguage): LaidOutPage[] => [
  ...languagePages.map((page) => ({ path: page.path, status: 200 })),
  ...words.partners.map((partner) => ({ path: `${base}about/team/?member=${partner.slug}`, status: 200 })),
  { path: `${base}no-such-page/`, status: 404 },
]

/** What the engine suites check, as `node e2e/site-pages.ts FILE` writes it for e2e/engines/webkit.py. */
export const engineCases = {
  /** Loaded at phone and desktop width, each in a fresh tab (enginePages). */
  pages: enginePages,
  /** Laid out in one window 320 CSS px wide, language by language (laidOutPages). */
  reflow: siteLanguages.map((language) => ({ language: language.code || 'en', pages: laidOutPages(language) })),
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2]) {
  const { writeFileSync } = await import('node:fs')
  writeFileSync(path.resolve(process.argv[2]), `${JSON.stringify(engineCases, null, 2)}\n`)
}
