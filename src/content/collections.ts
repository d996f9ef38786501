/**
 * The one table of the site's content: every file under content/, with its schema, the summary
 * fields that code on every page load may import, the page it is the copy of (if any), and where
 * staff edit it in /admin. Adding a page is its route file plus one entry here; adding a kind of
 * content is one entry here (and its schema in schemas.ts).
 *
 * From this table follow: the typed modules that pages import (`content:<key>`, served by
 * src/vite-plugins/content.ts from the validated data, typed by modules.gen.d.ts), the check
 * (validate.ts), the sitemap and tab titles (`content:pages`), the editor's configuration
 * (cms-config.ts) and the page lists of the test suites. Build and test side only: it holds zod.
 */
import type { z } from 'zod'
import {
  aboutPageSchema,
  accessibilityPageSchema,
  associatesPageSchema,
  associatesSchema,
  contactPageSchema,
  deadlinesPageSchema,
  deadlinesSchema,
  editorSchema,
  firmSchema,
  homePageSchema,
  type Images,
  imageListSchema,
  invoicePageSchema,
  notFoundPageSchema,
  noticesSchema,
  partnersSchema,
  recordsGuideSchema,
  resourcesSchema,
  servicesPageSchema,
  servicesSchema,
  simplePageSchema,
  siteSchema,
  teamPageSchema,
} from './schemas.ts'

/** The groups of the editor's side bar, in the order staff see them (icons: Material Symbols names). */
export const editorGroups = {
  settings: { label: 'Firm and site', icon: 'storefront' },
  people: { label: 'People', icon: 'group' },
  services: { label: 'Services and resources', icon: 'work' },
  pictures: { label: 'Pictures', icon: 'photo_library' },
  pages: { label: 'Page text', icon: 'article' },
} as const
export type EditorGroup = keyof typeof editorGroups

export interface ContentKind {
  /** What the file must satisfy. */
  schema: z.ZodType
  /** The address of the page whose copy this file is: the page is prerendered, titled and in the sitemap. */
  page?: `/${string}`
  /**
   * Fields of `content:<key>/summary`, for code that every page load runs (the layout, head()
   * functions): names and titles without the bios and page copy. A page's summary is always its
   * title and description (`content:pages`).
   */
  summary?: readonly string[]
  /** Where the file is edited in /admin, with its label there; null keeps it out of the editor. */
  editor: { group: EditorGroup; label: string } | null
}

/** Every content file by key; the file is `content/<key>.json`. Pages come in the order of the sitemap. */
export const content = {
  firm: { schema: firmSchema, editor: { group: 'settings', label: 'Firm details' } },
  site: { schema: siteSchema, editor: { group: 'settings', label: 'Menus, footer and messages' } },
  images: {
    schema: imageListSchema,
    // Of the pictures, every page load needs only the social-preview one.
    summary: ['share-default'],
    editor: { group: 'pictures', label: 'Pictures' },
  },
  partners: {
    schema: partnersSchema,
    summary: ['name', 'credentials', 'slug', 'title', 'image', 'languages'],
    editor: { group: 'people', label: 'Partners' },
  },
  associates: { schema: associatesSchema, editor: { group: 'people', label: 'Associates' } },
  services: {
    schema: servicesSchema,
    summary: ['slug', 'title', 'subtitle', 'summary'],
    editor: { group: 'services', label: 'Services' },
  },
  resources: { schema: resourcesSchema, editor: { group: 'services', label: 'Resource cards' } },
  deadlines: { schema: deadlinesSchema, editor: { group: 'services', label: 'Tax deadlines' } },
  notices: { schema: noticesSchema, editor: { group: 'settings', label: 'Notices on every page' } },
  'pages/home': { schema: homePageSchema, page: '/', editor: { group: 'pages', label: 'Home' } },
  'pages/about': { schema: aboutPageSchema, page: '/about/', editor: { group: 'pages', label: 'About' } },
  'pages/team': { schema: teamPageSchema, page: '/about/team/', editor: { group: 'pages', label: 'Partners page' } },
  'pages/associates': {
    schema: associatesPageSchema,
    page: '/about/team/associates/',
    editor: { group: 'pages', label: 'Associates page' },
  },
  'pages/services': {
    schema: servicesPageSchema,
    page: '/services/',
    editor: { group: 'pages', label: 'Services page' },
  },
  'pages/resources': {
    schema: simplePageSchema,
    page: '/resources/',
    editor: { group: 'pages', label: 'Resources page' },
  },
  records: {
    schema: recordsGuideSchema,
    page: '/resources/records/',
    summary: ['title', 'description', 'heading', 'reviewedOn', 'source'],
    editor: { group: 'services', label: 'Records-retention guide' },
  },
  'pages/deadlines': {
    schema: deadlinesPageSchema,
    page: '/resources/deadlines/',
    editor: { group: 'pages', label: 'Tax deadlines page' },
  },
  'pages/contact': { schema: contactPageSchema, page: '/contact/', editor: { group: 'pages', label: 'Contact' } },
  'pages/invoice': {
    schema: invoicePageSchema,
    page: '/invoice/',
    editor: { group: 'pages', label: 'Pay an invoice' },
  },
  'pages/accessibility': {
    schema: accessibilityPageSchema,
    page: '/accessibility/',
    editor: { group: 'pages', label: 'Accessibility statement' },
  },
  'pages/not-found': {
    schema: notFoundPageSchema,
    // The browser shows the 404 view; the 414 page's words are for the build alone (postbuild).
    summary: ['title', 'description', 'heading', 'lines', 'homeButton', 'contactButton'],
    editor: { group: 'pages', label: 'Page not found (404 and 414)' },
  },
  // Where the editor saves and how staff sign in: a wrong value saved from the editor would lock
  // staff out of it, and only a developer could undo that, so it is changed in git.
  editor: { schema: editorSchema, editor: null },
} as const satisfies Record<string, ContentKind>

type Table = typeof content
export type ContentKey = keyof Table

/**
 * What `content:<key>` gives: the file as its schema parses it. The pictures come by key, each
 * with the width and height of its file (read by the build, src/content/load.ts).
 */
export type Content<K extends ContentKey> = K extends 'images' ? Images : z.output<Table[K]['schema']>

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

/** The key of a file that is a page's copy. */
export type PageKey = { [K in ContentKey]: Table[K] extends { page: string } ? K : never }[ContentKey]
/** The address of a page of the site, e.g. `/about/`. */
export type SitePath = Table[PageKey]['page']

/** What `content:pages` gives for each page, in the order of the table: enough for tab titles and the sitemap. */
export interface PageSummary {
  path: SitePath
  /** The page's own title, after the abbreviation in the tab (Home and the invoice page have none). */
  title?: string
  description: string
}

export const contentKeys = Object.keys(content) as ContentKey[]
export const contentFile = (key: ContentKey) => `${key}.json`

/** Every page: its address and the key of its copy, in the order of the table (the sitemap's). */
export const pages = contentKeys.flatMap((key) => {
  const kind: ContentKind = content[key]
  return kind.page ? [{ path: kind.page as SitePath, key: key as PageKey }] : []
})
export const sitePaths: readonly SitePath[] = pages.map((page) => page.path)

/** The summary fields of a file: the table's, or a page's title and description. */
export function summaryFields(key: ContentKey): readonly string[] | undefined {
  const kind: ContentKind = content[key]
  return kind.summary ?? (kind.page ? ['title', 'description'] : undefined)
}

/** Keeps the summary fields of a file's content (of each item, for a list; of each key, for the pictures). */
export function pickSummary(fields: readonly string[], data: unknown): unknown {
  const pick = (item: Record<string, unknown>) =>
    Object.fromEntries(fields.filter((field) => field in item).map((field) => [field, item[field]]))
  return Array.isArray(data) ? data.map(pick) : pick(data as Record<string, unknown>)
}
