/**
 * Checks the files of one language under content/ (the table in collections.ts): each against its
 * kind's schema, then each kind's own check across files (unique slugs, pictures and pages that
 * exist, due dates on business days…). Used by src/content/load.ts (the build), by `npm test`,
 * and by `npm run content:check`. Build and test side only. A picture's width and height are read
 * from its file by src/content/kinds/images.ts.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { type ContentKey, content, contentFile, contentKeys, type Parsed, sitePaths } from './collections.ts'
import type { Kind, Others } from './kind.ts'
import { languageCodes, primaryLanguage } from './languages.ts'
import { ContentError, type ContentProblem, fieldPath } from './problems.ts'
import { termProblems } from './termbase.ts'
import { markProblems, specWordsProblems, translationProblems } from './translation.ts'

/** Each content file by its path under content/, with the schema it must satisfy. */
export const contentFiles: Readonly<Record<string, z.ZodType>> = Object.fromEntries(
  contentKeys.map((key) => [contentFile(key), content[key].schema]),
)
/** A table like contentFiles: each content file with its schema. */
export type SchemaTable = Readonly<Record<string, z.ZodType>>

/** Every file as its schema parses it (the pictures still as the list the file holds). */
export type ParsedContent = { [K in ContentKey]: Parsed<K> }

/**
 * The folder of a language's files under content/: the site's own language is content/ itself,
 * another language a folder named by its tag (`content/es/`). No kind knows which it is read from.
 */
export const localeFolder = (contentDir: string, locale?: string) =>
  locale ? path.join(contentDir, locale) : contentDir

/**
 * A folder whose files stand in for the site's own (`CONTENT_OVERRIDE`, from the working folder):
 * `npm test` builds and checks the site with a notice dated from the day of the build
 * (scripts/test-content.ts), so the notices' tests never wait for staff to post one. Never set for
 * a build that is published.
 */
const contentOverride = () => (process.env.CONTENT_OVERRIDE ? path.resolve(process.env.CONTENT_OVERRIDE) : null)

/** Where a language's files are read from: the test override's folder first when there is one, then content/'s. */
export const localeFolders = (contentDir: string, locale?: string) => {
  const override = contentOverride()
  return [...(override ? [localeFolder(override, locale)] : []), localeFolder(contentDir, locale)]
}

/** A file from the first folder that has it. */
function readJson(dirs: readonly string[], file: string, problems: ContentProblem[], shown: string): unknown {
  const full = path.join(dirs.find((dir) => existsSync(path.join(dir, file))) ?? dirs.at(-1) ?? '', file)
  if (!existsSync(full)) {
    problems.push({ file: shown, field: '(whole file)', message: 'file is missing' })
    return undefined
  }
  try {
    return JSON.parse(readFileSync(full, 'utf8'))
  } catch (error) {
    problems.push({ file: shown, field: '(whole file)', message: `is not valid JSON: ${(error as Error).message}` })
    return undefined
  }
}

/**
 * Validates the files of a language (the site's own when `locale` is left out). Returns the parsed
 * content when it is sound; throws a ContentError naming every file and field that is not.
 * `publicDir` is where image files live; pass null to skip the file check.
 */
export function validateContent(contentDir: string, publicDir: string | null, locale?: string): ParsedContent {
  const problems: ContentProblem[] = []
  const dirsIn = (code?: string) => localeFolders(contentDir, code)
  // A file shared by every language (the editor's settings) is read from the site's own folder.
  const dirsOf = (kind: Kind) => dirsIn(kind.shared ? undefined : locale)
  const shownAs = (key: ContentKey) =>
    locale && !content[key].shared ? `${locale}/${contentFile(key)}` : contentFile(key)
  // A run of another language may be marked in any language of languages.ts or the site's own.
  const ownTag = (readJson(dirsIn(), contentFile('locale'), [], contentFile('locale')) as { tag?: unknown } | undefined)
    ?.tag
  const markCodes = [...(typeof ownTag === 'string' ? [primaryLanguage(ownTag)] : []), ...languageCodes]
  // Each file that parsed, by its kind; a file that did not is missing here and its rules are skipped.
  const parsed = new Map<z.ZodType, unknown>()
  for (const key of contentKeys) {
    const kind: Kind = content[key]
    const raw = readJson(dirsOf(kind), contentFile(key), problems, shownAs(key))
    if (raw === undefined) continue
    const result = kind.schema.safeParse(raw)
    if (result.success) {
      parsed.set(kind.schema, result.data)
      for (const problem of markProblems(kind.schema, raw, markCodes)) problems.push({ file: shownAs(key), ...problem })
      // The specification's English words hold for the site's own files; a translation has its own.
      if (!locale)
        for (const problem of specWordsProblems(kind.schema, raw)) problems.push({ file: shownAs(key), ...problem })
    } else {
      for (const issue of result.error.issues) {
        problems.push({ file: shownAs(key), field: fieldPath(issue.path), message: issue.message })
      }
    }
  }
  const others: Others = {
    of: <S extends z.ZodType>(kind: { schema: S }) => parsed.get(kind.schema) as z.output<S> | undefined,
    sitePaths,
    publicDir,
  }
  for (const key of contentKeys) {
    const kind: Kind = content[key]
    if (!parsed.has(kind.schema) || !kind.check) continue
    for (const problem of kind.check(parsed.get(kind.schema), others)) problems.push({ file: shownAs(key), ...problem })
  }
  if (problems.length > 0 || parsed.size < contentKeys.length) throw new ContentError(problems)
  return Object.fromEntries(contentKeys.map((key) => [key, parsed.get(content[key].schema)])) as ParsedContent
}

/** What the check finds in one translation (content/<code>/), file and field named. */
export interface TranslationReport {
  code: string
  /** Built and linked from every page: its problems fail the check and the build. */
  published: boolean
  problems: ContentProblem[]
}

/**
 * Checks each translation (src/content/site-languages.ts, published and drafts) against the site's
 * own files: each file against its kind's schema and checks, as the site's own are, then set beside
 * the site's own (src/content/translation.ts): every field there, every fact as the site's own
 * language has it, every entry of a list matched by its id or slug; and against its own termbase
 * (src/content/termbase.ts): no term it rejects. `own` is the site's own
 * content, already checked.
 */
export function checkTranslations(
  contentDir: string,
  publicDir: string | null,
  own: ParsedContent,
  translations: readonly { folder: string; published: boolean }[],
): TranslationReport[] {
  return translations.map(({ folder: code, published }) => {
    let translated: ParsedContent
    try {
      translated = validateContent(contentDir, publicDir, code)
    } catch (error) {
      if (error instanceof ContentError) return { code, published, problems: error.problems }
      throw error
    }
    const problems = contentKeys.flatMap((key) => {
      const kind: Kind = content[key]
      if (kind.shared) return []
      return translationProblems(kind.schema, own[key], translated[key]).map((problem) => ({
        file: `${code}/${contentFile(key)}`,
        ...problem,
      }))
    })
    // Its own termbase: a term it rejects, used anywhere (termbase.ts).
    problems.push(...termProblems(code, translated))
    return { code, published, problems }
  })
}
