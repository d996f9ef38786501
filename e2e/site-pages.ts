/**
 * The site's pages as the suites check them, from the content table (src/content/collections.ts):
 * a page added there is loaded, titled and audited by every suite with no edit here.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildDay } from '../src/content/build-day.ts'
import type { CalendarDeadline } from '../src/content/calendar/calendar.ts'
import type { ShownContent } from '../src/content/check-files.ts'
import { pages } from '../src/content/collections.ts'
import { languageCalendar } from '../src/content/kinds/deadlines.ts'
import { loadContent } from '../src/content/load.ts'
import { plainText, wordsIn } from '../src/content/runs.ts'
import { contentOf, loadSite } from '../src/content/site.ts'
import { type SiteLanguage as Language, publishedLanguages } from '../src/content/site-languages.ts'
import { inLanguage as pathIn } from '../src/lib/paths.ts'
import { pageTitle } from '../src/lib/seo.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
/** The site in every language, loaded and checked as the build loads it (the test content where it is set). */
export const site = loadSite(root)
/** The site's own content, checked as the build checks it: every text as its words (in the site's own language, never flagged). */
export const content = wordsIn(contentOf(site))
/** The day the site was built as (src/content/build-day.ts): its dated views and its feeds took it. */
export const builtOn = buildDay()
/** A language's calendar as the build made it: every deadline of the rules and the one-offs (src/content/calendar/). */
export const calendarOf = (
  words: Pick<ShownContent, 'deadlines' | 'locale' | 'pages/deadlines'> = content,
  day = builtOn,
): CalendarDeadline[] => languageCalendar(words, content, day)
/** The content as the build loads it (the pictures sized), for the views the pages are built from. */
export const loadedContent = () => loadContent(root)

export interface SitePage {
  path: string
  /** The tab title, as the specification writes it: the abbreviation, then " - " and the page's title if it has one. */
  title: string
  /** The page's main heading, as a reader reads it (a run marked as another language, its words alone). */
  heading: string
}

/** The pages of a language, its content given: each at its address under `base`, titled and headed in its words. */
const pagesOf = (words: ShownContent, base: string): SitePage[] =>
  pages.map(({ path: address, key }) => {
    const copy = words[key]
    const title = pageTitle(words.firm.abbreviation, 'title' in copy ? copy.title : undefined)
    const heading = plainText('heading' in copy ? copy.heading : copy.hero.heading)
    return { path: pathIn(base, address), title, heading }
  })

export const sitePages: readonly SitePage[] = pagesOf(content, '/')

/**
 * A language the site is published in (src/content/site-languages.ts: code, tag, prefix, names…),
 * the site's own first, with its content and pages as the suites check them.
 */
export interface SiteLanguage extends Language {
  /** Its content as its pages get it, checked as the build checks it (a translation's texts flagged: runs.ts). */
  content: ShownContent
  /** Its pages, as sitePages lists the site's own. */
  pages: readonly SitePage[]
}

export const siteLanguages: readonly SiteLanguage[] = publishedLanguages(root).map((language) => {
  const words = contentOf(site, language.folder)
  return { ...language, content: words, pages: language.own ? sitePages : pagesOf(words, language.base) }
})
/** The published translations alone. */
export const editions = siteLanguages.slice(1)

/** The language an address is in, by its prefix, and the address without it: `/es/about/` → Spanish, `/about/`. */
export function languageOf(address: string): { language: SiteLanguage; path: string } {
  const language =
    editions.find((candidate) => address.startsWith(candidate.base)) ?? (siteLanguages[0] as SiteLanguage)
  return { language, path: `/${address.slice(language.base.length)}` }
}

/** A page of the site's own language (`/about/`) at its address in `language` (`/es/about/`). */
export const inLanguage = (language: SiteLanguage, path: string) => pathIn(language.base, path)

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
  reflow: siteLanguages.map((language) => ({ language: language.code, pages: laidOutPages(language) })),
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2]) {
  const { writeFileSync } = await import('node:fs')
  writeFileSync(path.resolve(process.argv[2]), `${JSON.stringify(engineCases, null, 2)}\n`)
}
