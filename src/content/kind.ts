/**
 * What a kind of content is: one module under src/content/kinds/ holds its schema, its page (if
 * it is a page's copy), its summary fields, where staff edit it, and optionally the rules that
 * look beyond its own file (`check`), what it asks of staff as days pass (`warnings`) and what
 * follows from it (`views`). The table (collections.ts) lists the kinds; the check, the loader and
 * the content plugin run every kind's hooks and name none. Build and test side, and the editor's
 * save check (src/content/editor/save.ts); never a page of the site: it holds zod.
 */
import type { z } from 'zod'
import type { AsShown } from './fields.ts'
import type { ContentProblem, FieldProblem } from './problems.ts'

/** The groups of the editor's side bar, in the order staff see them (icons: Material Symbols names). */
export const editorGroups = {
  settings: { label: 'Firm and site', icon: 'storefront' },
  people: { label: 'People', icon: 'group' },
  services: { label: 'Services and resources', icon: 'work' },
  pictures: { label: 'Pictures', icon: 'photo_library' },
  pages: { label: 'Page text', icon: 'article' },
} as const
export type EditorGroup = keyof typeof editorGroups

/** What a kind's check and views see besides its own file. */
export interface Others {
  /** Another kind's content as its schema parsed it, or undefined when that file has a problem. */
  of<S extends z.ZodType>(kind: { schema: S }): z.output<S> | undefined
  /** The addresses of the site's pages, e.g. `/about/`. */
  sitePaths: readonly string[]
  /** Whether the files checked are the site's own language's (else a translation's, merged onto them). */
  own: boolean
}

/**
 * What a kind's views see besides its own file: the others as pages get them (a translation's
 * texts flagged where they are not current, src/content/translation/flags.ts), and the site's own
 * language's, whose words a text shown in it is filled with (a rule's title a translation lacks).
 */
export interface ShownOthers {
  of<S extends z.ZodType>(kind: { schema: S }): AsShown<z.output<S>> | undefined
  /** The same files in the site's own language (the build's own, in the site's own language's build). */
  original: { of<S extends z.ZodType>(kind: { schema: S }): AsShown<z.output<S>> | undefined }
  sitePaths: readonly string[]
}

/** A view of the content: what follows from a file and the others, or from the day (YYYY-MM-DD in Seattle). */
// Written as a method so that a kind's view of its own data fits the table's kind of any data.
export type View<S extends z.ZodType> = {
  view(data: AsShown<z.output<S>>, others: ShownOthers, day: string): unknown
}['view']

export interface PageSpec {
  /** The page's address, e.g. `/about/`: the page is prerendered, titled and in the sitemap. */
  path: `/${string}`
  /** The page above it, for breadcrumbs; none for the home page. */
  parent?: `/${string}`
}

export interface Kind<S extends z.ZodType = z.ZodType, P extends PageSpec | undefined = PageSpec | undefined> {
  /** What the file must satisfy. */
  schema: S
  /** The page whose copy this file is. */
  page?: P
  /**
   * Fields of `content:<key>/summary`, for code that every page load runs (the layout, head()
   * functions): names and titles without the bios and page copy. A page's summary is always its
   * title and description (`content:pages`).
   */
  summary?: readonly string[]
  /** One file for every language (content/<key>.json), never translated: settings rather than words. */
  shared?: boolean
  /**
   * A language's own settings (how it writes dates, names and joins; its termbase): each language
   * has its own file and lacks nothing of it that the site's own fills in, but nothing in it is made
   * from the English, so no text of it is behind or flagged; `bookkeeping` names its fields that are
   * its translators' notes rather than its text (src/content/translation/check.ts).
   */
  languageSettings?: { bookkeeping: readonly string[] }
  /** Where the file is edited in /admin, with its label there; null keeps it out of the editor. */
  editor: { group: EditorGroup; label: string } | null
  /** Rules across files that the schema cannot express: each problem names a field of this file. */
  check?(data: z.output<S>, others: Others): FieldProblem[]
  /** What staff must do soon on `day` for the content to stay true: printed by the build, not a failure. */
  warnings?(data: AsShown<z.output<S>>, day: string): string[]
  /**
   * What code receives of the file when it is more than the schema gives (the pictures, each with
   * its file's size): read by the build after the check, with the problems it finds.
   */
  deliver?(
    data: AsShown<z.output<S>>,
    publicDir: string,
  ): Promise<{ data: unknown; problems: ContentProblem[]; warnings?: string[] }>
  /** Modules `content:<key>/<view>`: what follows from this file, the others, and the day of the build. */
  views?: Readonly<Record<string, View<S>>>
  /**
   * The file names pictures (images.json keys): `content:<key>/pictures` gives those, each sized,
   * so a page carries the pictures it draws rather than every picture of the site.
   */
  pictures?: true
}

/** Declares a kind, keeping its schema's and page's types for the table. */
export function defineKind<
  S extends z.ZodType,
  const P extends PageSpec | undefined = undefined,
  const V extends Readonly<Record<string, View<S>>> = Record<never, never>,
  const F extends readonly string[] | undefined = undefined,
>(kind: Kind<S, P> & { views?: V; summary?: F }): Kind<S, P> & { page: P; views: V; summary: F } {
  return { ...kind, page: kind.page as P, views: (kind.views ?? {}) as V, summary: kind.summary as F }
}

/** A kind that is the copy of a page, edited under "Page text" by the label given. */
export const definePage = <S extends z.ZodType, const P extends PageSpec>(schema: S, page: P, label: string) =>
  defineKind({ schema, page, editor: { group: 'pages', label } })
