/**
 * The languages of the site, one value for every process that needs them: the build and its
 * post-build steps, the content plugin and the editor's configuration, the scripts and the test
 * suites. Read from content alone: content/editions.json says which languages exist and in what
 * order (published, then drafts), and each language's locale.json says its tag, its name, how it
 * names the others and its Open Graph locale. Nothing else lists, orders or spells the site's
 * languages, so a language is added by a folder and one entry in editions.json.
 *
 * Build and test side only (it reads files); the browser gets its projection, `content:languages`
 * (src/vite-plugins/content.ts), the published languages alone.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { editionsSchema } from './kinds/editions.ts'
import { localeSchema } from './kinds/locale.ts'
import { primaryLanguage } from './languages.ts'
import { ContentError, type ContentProblem, fieldPath } from './problems.ts'
import { localeFolders } from './validate.ts'

export interface SiteLanguage {
  /** Its primary language subtag, which pages and people are tagged with: `en`, `es`. */
  code: string
  /** Its folder under content/: empty for the site's own language, `es` for Spanish. */
  folder: string
  /** Its BCP 47 tag, from its locale.json (`lang`, `hreflang`). */
  tag: string
  /** The address its pages are under: `/` for the site's own language, `/es/` for Spanish. */
  base: `/${string}`
  /** The site's own language, whose pages are the originals. */
  own: boolean
  /** Built and linked from every page; a draft is translated and checked, but built nowhere. */
  published: boolean
  /** Its name in itself, e.g. "Español": how a link to it reads. */
  name: string
  /** How it names languages, by code (`en` included): its locale.json's `languageNames`. */
  names: Readonly<Record<string, string>>
  /** Its Open Graph locale (`og:locale`), e.g. `es_LA`. */
  ogLocale: string
}

/** The prefix of a language's pages: `/` for the site's own, `/es/` for the folder `es`. */
export const languageBase = (folder: string): `/${string}` => (folder ? `/${folder}/` : '/')

/** A file from the first folder that has it; undefined when none has it or it is not JSON (the check says which). */
function readJson(dirs: readonly string[], file: string): unknown {
  const found = dirs.map((dir) => path.join(dir, file)).find((full) => existsSync(full))
  try {
    return found === undefined ? undefined : JSON.parse(readFileSync(found, 'utf8'))
  } catch {
    return undefined
  }
}

const problemsOf = (file: string, issues: readonly { path: PropertyKey[]; message: string }[]): ContentProblem[] =>
  issues.map((issue) => ({ file, field: fieldPath(issue.path), message: issue.message }))

function languageOf(contentDir: string, folder: string, published: boolean): SiteLanguage {
  const file = folder ? `${folder}/locale.json` : 'locale.json'
  const raw = readJson(localeFolders(contentDir, folder || undefined), 'locale.json')
  const result = localeSchema.safeParse(raw)
  if (!result.success && published) throw new ContentError(problemsOf(file, result.error.issues))
  const locale = result.success ? result.data : undefined
  // A draft whose locale.json does not check yet still has a folder to translate in the editor.
  const tag = locale?.tag ?? folder
  return {
    code: primaryLanguage(tag),
    folder,
    tag,
    base: languageBase(folder),
    own: folder === '',
    published,
    name: locale?.name ?? folder,
    names: locale?.languageNames ?? {},
    ogLocale: locale?.ogLocale ?? tag.replace('-', '_'),
  }
}

/** The site's own language first, so there is always one. */
export type SiteLanguages = readonly [SiteLanguage, ...SiteLanguage[]]

const cache = new Map<string, SiteLanguages>()

/**
 * Every language of the site under `root` (the folder holding content/): its own first, then the
 * published translations in the order editions.json gives them, then the drafts. Read once per
 * process; a published language whose locale.json does not check throws, file and field named.
 */
export function siteLanguages(root: string): SiteLanguages {
  const known = cache.get(root)
  if (known) return known
  const contentDir = path.join(root, 'content')
  const editions = editionsSchema.safeParse(readJson(localeFolders(contentDir), 'editions.json'))
  if (!editions.success) throw new ContentError(problemsOf('editions.json', editions.error.issues))
  const list: SiteLanguages = [
    languageOf(contentDir, '', true),
    ...(editions.data.editions ?? []).map((folder) => languageOf(contentDir, folder, true)),
    ...(editions.data.drafts ?? []).map((folder) => languageOf(contentDir, folder, false)),
  ]
  cache.set(root, list)
  return list
}

/** The published languages alone, the site's own first: what is built, linked and listed. */
export const publishedLanguages = (root: string) => siteLanguages(root).filter((language) => language.published)

/** The translations alone, published and drafts: what the check compares with the site's own and the editor edits. */
export const translations = (root: string) => siteLanguages(root).filter((language) => !language.own)

/** Forgets what was read, so the next call reads content again (`vite dev` after a change). */
export const forgetSiteLanguages = (root: string) => cache.delete(root)
