/**
 * The one table of the site's content: every kind of content (src/content/kinds/), by the key that
 * names its file, `content/<key>.json`. Adding a page is its route file plus one line here; adding
 * a kind of content is its module, one line here and its file.
 *
 * From this table follow: the typed modules that pages import (`content:<key>`, served by
 * src/vite-plugins/content.ts from the checked content, typed by modules.gen.d.ts), the check
 * (check-files.ts), the sitemap, tab titles and breadcrumbs (`content:pages`), the editor's
 * configuration (cms-config.ts) and the page lists of the test suites. Build and test side, and
 * the editor's save check (src/content/editor/save.ts); never a page of the site.
 */
import type { z } from 'zod'
import type { AsShown } from './fields.ts'
import type { Kind, PageSpec } from './kind.ts'
import { associates } from './kinds/associates.ts'
import { checklist } from './kinds/checklist.ts'
import { deadlines } from './kinds/deadlines.ts'
import { editions } from './kinds/editions.ts'
import { editor } from './kinds/editor.ts'
import { firm } from './kinds/firm.ts'
import { type Images, images } from './kinds/images.ts'
import { locale } from './kinds/locale.ts'
import { notices } from './kinds/notices.ts'
import { aboutPage } from './kinds/pages/about.ts'
import { accessibilityPage } from './kinds/pages/accessibility.ts'
import { associatesPage } from './kinds/pages/associates.ts'
import { contactPage } from './kinds/pages/contact.ts'
import { deadlinesPage } from './kinds/pages/deadlines.ts'
import { homePage } from './kinds/pages/home.ts'
import { invoicePage } from './kinds/pages/invoice.ts'
import { notFoundPage } from './kinds/pages/not-found.ts'
import { resourcesPage } from './kinds/pages/resources.ts'
import { servicesPage } from './kinds/pages/services.ts'
import { teamPage } from './kinds/pages/team.ts'
import { partners } from './kinds/partners.ts'
import { records } from './kinds/records.ts'
import { resources } from './kinds/resources.ts'
import { services } from './kinds/services.ts'
import { site } from './kinds/site.ts'

/** Every kind by the key of its file. Pages come in the order of the sitemap. */
export const content = {
  firm,
  site,
  locale,
  images,
  partners,
  associates,
  services,
  resources,
  deadlines,
  notices,
  'pages/home': homePage,
  'pages/about': aboutPage,
  'pages/team': teamPage,
  'pages/associates': associatesPage,
  'pages/services': servicesPage,
  'pages/resources': resourcesPage,
  records,
  'pages/deadlines': deadlinesPage,
  checklist,
  'pages/contact': contactPage,
  'pages/invoice': invoicePage,
  'pages/accessibility': accessibilityPage,
  'pages/not-found': notFoundPage,
  editions,
  editor,
} as const satisfies Record<string, Kind>

type Table = typeof content
export type ContentKey = keyof Table

/** A file as its schema parses it (the pictures still as the list the file holds). */
export type Parsed<K extends ContentKey> = z.output<Table[K]['schema']>
/**
 * What `content:<key>` gives: the file as its schema parses it, each text as pages get it (`Prose`,
 * flagged in a translation where it is not current). The pictures come by key, each with the width
 * and height of its file (read by the build, src/content/load.ts).
 */
export type Content<K extends ContentKey> = K extends 'images' ? Images : AsShown<Parsed<K>>

type ItemOf<T> = T extends readonly (infer Item)[] ? Item : T
type SummaryField<K extends ContentKey> = Table[K] extends { summary: readonly (infer F)[] } ? F : never
/** What `content:<key>/summary` gives: the summary fields of the file (of each item, for a list). */
export type Summary<K extends ContentKey> =
  Content<K> extends readonly (infer Item)[]
    ? Pick<Item, SummaryField<K> & keyof Item>[]
    : Pick<Content<K>, SummaryField<K> & keyof Content<K>>

// A summary field the file does not have fails the type check here.
type UnknownSummaryFields = {
  [K in ContentKey]: Exclude<SummaryField<K>, keyof ItemOf<Content<K>>>
}[ContentKey]
const summaryFieldsExist: [UnknownSummaryFields] extends [never] ? true : UnknownSummaryFields = true
void summaryFieldsExist

/** The names of a kind's views, `content:<key>/<view>`. */
export type ViewName<K extends ContentKey> = keyof Table[K]['views'] & string
/** What `content:<key>/<view>` gives. */
export type ViewData<K extends ContentKey, V extends ViewName<K>> = Table[K]['views'][V] extends (
  ...args: never[]
) => infer R
  ? R
  : never

/** The key of a file that is a page's copy. */
export type PageKey = { [K in ContentKey]: Table[K]['page'] extends PageSpec ? K : never }[ContentKey]
/** The address of a page of the site, e.g. `/about/`. */
export type SitePath = NonNullable<Table[PageKey]['page']>['path']

/**
 * What `content:pages` gives for each page, in the order of the table: its title and its place in
 * the site. Its description is in `content:descriptions`, which only the prerendered head reads.
 */
export interface PageSummary {
  path: SitePath
  /** The page above it, for breadcrumbs; none for the home page. */
  parent?: SitePath
  /** The page's own title, after the abbreviation in the tab (Home and the invoice page have none). */
  title?: string
}

/**
 * What `content:languages` gives for each language the site is published in, its own first: every
 * page links to the same page in the others, and names them all in its alternates.
 */
export interface PublishedLanguage {
  /** Its primary language subtag, e.g. `es`, `en` (src/content/site-languages.ts). */
  code: string
  /** Its BCP 47 tag (`hreflang`, `lang`), from its locale.json. */
  tag: string
  /** Its name in itself, e.g. "Español": how a link to it reads. */
  name: string
  /** The address its pages are under: `/` for the site's own language, `/es/` for Spanish. */
  base: `/${string}`
}

export const contentKeys = Object.keys(content) as ContentKey[]
export const contentFile = (key: ContentKey) => `${key}.json`

/** Every page: its address, the page above it and the key of its copy, in the order of the table (the sitemap's). */
export const pages = contentKeys.flatMap((key) => {
  const page: PageSpec | undefined = content[key].page
  return page ? [{ path: page.path as SitePath, parent: page.parent as SitePath | undefined, key: key as PageKey }] : []
})
export const sitePaths: readonly SitePath[] = pages.map((page) => page.path)

/** The summary fields of a file: the table's, or a page's title and description. */
export function summaryFields(key: ContentKey): readonly string[] | undefined {
  const kind: Kind = content[key]
  return kind.summary ?? (kind.page ? ['title', 'description'] : undefined)
}

/** Keeps the summary fields of a file's content (of each item, for a list; of each key, for the pictures). */
export function pickSummary(fields: readonly string[], data: unknown): unknown {
  const pick = (item: Record<string, unknown>) =>
    Object.fromEntries(fields.filter((field) => field in item).map((field) => [field, item[field]]))
  return Array.isArray(data) ? data.map(pick) : pick(data as Record<string, unknown>)
}
