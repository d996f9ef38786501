/**
 * Checks the files of one language under content/ (the table in collections.ts): each against its
 * kind's schema, then each kind's own check across files (unique slugs, pictures and pages that
 * exist, due dates on business days…). Used by src/content/site.ts (the build, the scripts and the
 * suites load the site through it) and by the unit tests. Build and test side only. A picture's
 * width and height are read from its file by src/content/kinds/images.ts.
 *
 * A translation (content/<folder>/) is checked as its pages get it: the site's own files with its
 * words wherever it has them (translation.ts, mergeTranslation), so what staff add in English alone
 * is published at once, in English, flagged so that a page says it is not translated yet
 * (runs.ts). Beside it come what the translation may not hold (a fact other than the site's own, an
 * entry English no longer has, a term its termbase rejects) and the state of every text it writes
 * (drift.ts: untranslated, current, or behind its English).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { type ContentKey, content, contentFile, contentKeys, type Parsed, sitePaths } from './collections.ts'
import { MADE_FROM, type Records, recordsSchema, type TextState, textStates } from './drift.ts'
import type { Kind, Others } from './kind.ts'
import { languageCodes, primaryLanguage } from './languages.ts'
import { ContentError, type ContentProblem, fieldPath } from './problems.ts'
import { flagged } from './runs.ts'
import { termProblems } from './termbase.ts'
import {
  type MergedText,
  markProblems,
  mergeTranslation,
  specWordsProblems,
  translationProblems,
} from './translation.ts'

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
 * `npm test` builds and checks the site with test content (scripts/test-content.ts), so the
 * notices' tests never wait for staff to post one. Never set for a build that is published.
 */
const contentOverride = () => (process.env.CONTENT_OVERRIDE ? path.resolve(process.env.CONTENT_OVERRIDE) : null)

/** Where a language's files are read from: the test override's folder first when there is one, then content/'s. */
export const localeFolders = (contentDir: string, locale?: string) => {
  const override = contentOverride()
  return [...(override ? [localeFolder(override, locale)] : []), localeFolder(contentDir, locale)]
}

/** A file from the first folder that has it: its data, or undefined and a problem when it is missing or not JSON. */
export function readContentFile(
  dirs: readonly string[],
  file: string,
  problems: ContentProblem[],
  shown: string,
  { optional = false }: { optional?: boolean } = {},
): unknown {
  const full = path.join(dirs.find((dir) => existsSync(path.join(dir, file))) ?? dirs.at(-1) ?? '', file)
  if (!existsSync(full)) {
    if (!optional) problems.push({ file: shown, field: '(whole file)', message: 'file is missing' })
    return undefined
  }
  try {
    return JSON.parse(readFileSync(full, 'utf8'))
  } catch (error) {
    problems.push({ file: shown, field: '(whole file)', message: `is not valid JSON: ${(error as Error).message}` })
    return undefined
  }
}

/** The files of a language as they are written, by key; a shared file (the editor's settings) is the site's own. */
export type RawFiles = Partial<Record<ContentKey, unknown>>

function readFiles(
  contentDir: string,
  locale: string | undefined,
  problems: ContentProblem[],
  { optional = false } = {},
): RawFiles {
  const raw: RawFiles = {}
  for (const key of contentKeys) {
    const kind: Kind = content[key]
    const own = kind.shared || !locale
    const data = readContentFile(
      localeFolders(contentDir, own ? undefined : locale),
      contentFile(key),
      problems,
      own ? contentFile(key) : `${locale}/${contentFile(key)}`,
      // A translation may lack a file: the site's own words stand in for all of it.
      { optional: optional && !own },
    )
    if (data !== undefined) raw[key] = data
  }
  return raw
}

/** The codes a run may be marked with: the site's own language and every one of languages.ts. */
function markCodes(contentDir: string): string[] {
  const ownTag = (
    readContentFile(localeFolders(contentDir), contentFile('locale'), [], contentFile('locale'), {
      optional: true,
    }) as { tag?: unknown } | undefined
  )?.tag
  return [...(typeof ownTag === 'string' ? [primaryLanguage(ownTag)] : []), ...languageCodes]
}

/**
 * Parses every file against its kind's schema and runs every kind's check across them. `shownAs`
 * names a file in problems. Returns the content when every file parsed.
 */
function parseAndCheck(
  raw: RawFiles,
  publicDir: string | null,
  shownAs: (key: ContentKey) => string,
  problems: ContentProblem[],
): ParsedContent | undefined {
  const parsed = new Map<z.ZodType, unknown>()
  for (const key of contentKeys) {
    const kind: Kind = content[key]
    if (!(key in raw)) continue
    const result = kind.schema.safeParse(raw[key])
    if (result.success) parsed.set(kind.schema, result.data)
    else
      for (const issue of result.error.issues)
        problems.push({ file: shownAs(key), field: fieldPath(issue.path), message: issue.message })
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
  if (parsed.size < contentKeys.length) return undefined
  return Object.fromEntries(contentKeys.map((key) => [key, parsed.get(content[key].schema)])) as ParsedContent
}

/**
 * The site's own files, checked: their data as written (what a translation is set beside), their
 * content, and what is wrong with them (`content` undefined when a file did not parse).
 */
export function checkOwnContent(contentDir: string, publicDir: string | null) {
  const problems: ContentProblem[] = []
  const raw = readFiles(contentDir, undefined, problems)
  const codes = markCodes(contentDir)
  for (const key of contentKeys) {
    if (!(key in raw)) continue
    const schema = content[key].schema
    for (const problem of markProblems(schema, raw[key], codes)) problems.push({ file: contentFile(key), ...problem })
    // The specification's English words hold for the site's own files; a translation has its own.
    for (const problem of specWordsProblems(schema, raw[key])) problems.push({ file: contentFile(key), ...problem })
  }
  return { raw, content: parseAndCheck(raw, publicDir, contentFile, problems), problems }
}

/**
 * Validates the files of a language (the site's own when `locale` is left out). Returns the parsed
 * content when it is sound; throws a ContentError naming every file and field that is not. A
 * translation is returned as its pages get it (checkTranslation). `publicDir` is where image files
 * live; pass null to skip the file check.
 */
export function validateContent(contentDir: string, publicDir: string | null, locale?: string): ParsedContent {
  const own = checkOwnContent(contentDir, publicDir)
  if (!locale) {
    if (own.problems.length > 0 || !own.content) throw new ContentError(own.problems)
    return own.content
  }
  if (!own.content) throw new ContentError(own.problems)
  const translation = checkTranslation(contentDir, publicDir, own.raw, locale)
  if (translation.problems.length > 0 || !translation.content) throw new ContentError(translation.problems)
  return translation.content
}

/** What the check finds in one translation (content/<folder>/), and its content as its pages get it. */
export interface TranslationReport {
  /** Its folder under content/. */
  folder: string
  /** Its content: the site's own with its words, each text flagged as runs.ts says; undefined when a file did not parse. */
  content: ParsedContent | undefined
  /** What it may not hold, file and field named: in a published translation they fail the check and the build. */
  problems: ContentProblem[]
  /** Every text it writes, beside its English: untranslated, current or behind (drift.ts). */
  texts: TextState[]
  /** Its files as they are written. */
  raw: RawFiles
  /** Its records of what its texts were made from (made-from.json). */
  records: Records
}

/** Sets a value at a path of plain data (the merged files, before their schemas parse them). */
function setAt(data: unknown, at: readonly PropertyKey[], value: unknown): void {
  let node = data as Record<PropertyKey, unknown>
  for (const step of at.slice(0, -1)) node = node[step] as Record<PropertyKey, unknown>
  const last = at.at(-1)
  if (last !== undefined) node[last] = value
}

/**
 * A translation (content/<folder>/), set beside the site's own files as they are written
 * (`ownRaw`): merged onto them (the site's own words wherever it lacks its own), checked as the
 * site's own are, every text's state worked out from its records (drift.ts), and each text shown
 * as a page must show it flagged (runs.ts): one it lacks in English, with the note of its
 * locale.json (`translated.untranslated`) after the first of each entry; one behind its English.
 */
export function checkTranslation(
  contentDir: string,
  publicDir: string | null,
  ownRaw: RawFiles,
  folder: string,
): TranslationReport {
  const problems: ContentProblem[] = []
  const raw = readFiles(contentDir, folder, problems, { optional: true })
  const codes = markCodes(contentDir)
  const shownAs = (key: ContentKey) => (content[key].shared ? contentFile(key) : `${folder}/${contentFile(key)}`)
  const merged: RawFiles = {}
  const texts: (MergedText & { key: ContentKey })[] = []
  for (const key of contentKeys) {
    const kind: Kind = content[key]
    if (kind.shared) {
      if (key in raw) merged[key] = raw[key]
      continue
    }
    if (!(key in ownRaw)) continue
    const schema = kind.schema
    const mine = raw[key]
    for (const problem of markProblems(schema, mine, codes)) problems.push({ file: shownAs(key), ...problem })
    for (const problem of translationProblems(schema, ownRaw[key], mine))
      problems.push({ file: shownAs(key), ...problem })
    const result = mergeTranslation(schema, ownRaw[key], mine)
    merged[key] = result.data
    // A language's locale.json says how it writes, not what: nothing in it is made from the English file.
    if (key !== 'locale') texts.push(...result.texts.map((text) => ({ ...text, key })))
  }
  const locale = merged.locale as { terms?: unknown; confirmed?: unknown; translated?: { untranslated?: unknown } }
  problems.push(...termProblems(folder, locale.terms, raw))

  const records = recordsSchema.safeParse(
    readContentFile(localeFolders(contentDir, folder), MADE_FROM, problems, `${folder}/${MADE_FROM}`, {
      optional: true,
    }) ?? {},
  )
  if (!records.success)
    for (const issue of records.error.issues)
      problems.push({ file: `${folder}/${MADE_FROM}`, field: fieldPath(issue.path), message: issue.message })
  const recorded: Records = records.success ? records.data : {}
  const confirmed = Array.isArray(locale.confirmed) ? locale.confirmed.filter((one) => typeof one === 'string') : []
  const states = textStates(
    texts.map(({ key, steps, own, text }) => ({ file: contentFile(key), steps, own, text })),
    recorded,
    confirmed,
  )

  // What each page shows of a text: flagged where it is not the translation's own, current words.
  const note = typeof locale.translated?.untranslated === 'string' ? locale.translated.untranslated : undefined
  const noted = new Set<string>()
  texts.forEach(({ key, at, own, text, attribute, pattern, entry }, index) => {
    const state = states[index]
    // A pattern is shown in English and marked only where it has words: "{a} · {b}" is no language's.
    if (!state || attribute || (pattern && !/\p{L}/u.test(own.replace(/\{\w+\}/g, '')))) return
    if (state.state === 'untranslated') {
      const first = !noted.has(`${key} ${entry}`)
      noted.add(`${key} ${entry}`)
      const language = primaryLanguage(String((ownRaw.locale as { tag?: unknown } | undefined)?.tag ?? 'en'))
      setAt(merged[key], at, flagged(own, { language, ...(first && note ? { note } : {}) }))
    } else if (state.state === 'behind' && text !== undefined) {
      setAt(merged[key], at, flagged(text, { behind: true }))
    }
  })
  const parsed = parseAndCheck(merged, publicDir, shownAs, problems)
  return { folder, content: parsed, problems, texts: states, raw, records: recorded }
}
