/**
 * Reads and checks the files of one language under content/ (the table in collections.ts): each
 * against its kind's schema, then each kind's own check across files (unique slugs, pictures and
 * pages that exist, due dates on business days…). The site's own files alone; a translation
 * (content/<folder>/) through the translations' pipeline (src/content/translation/check.ts), which
 * this gives the table's files and the kinds' parse. Used by src/content/site.ts, the one door the
 * build, the scripts and the suites load the site through. Build and test side only. A picture's
 * width and height are read from its file by src/content/kinds/images.ts.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { type ContentKey, content, contentFile, contentKeys, type Parsed, sitePaths } from './collections.ts'
import type { AsShown } from './fields.ts'
import type { Kind, Others } from './kind.ts'
import { locale } from './kinds/locale.ts'
import { languageCodes, primaryLanguage } from './languages.ts'
import { type ContentProblem, fieldPath } from './problems.ts'
import { markProblems, specWordsProblems } from './schema-text.ts'
import { checkTranslation, type Files, type TableFile, type TranslationReport } from './translation/check.ts'
import { MADE_FROM } from './translation/drift.ts'

/** Each content file by its path under content/, with the schema it must satisfy. */
export const contentFiles: Readonly<Record<string, z.ZodType>> = Object.fromEntries(
  contentKeys.map((key) => [contentFile(key), content[key].schema]),
)
/** A table like contentFiles: each content file with its schema. */
export type SchemaTable = Readonly<Record<string, z.ZodType>>

/** Every file as its schema parses it (the pictures still as the list the file holds). */
export type ParsedContent = { [K in ContentKey]: Parsed<K> }
/** Every file as pages get it: a translation's texts flagged where they are not current (translation/flags.ts). */
export type ShownContent = { [K in ContentKey]: AsShown<Parsed<K>> }

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

/** The site's own language (`en`), from its locale.json as written; English where that does not say. */
function ownLanguageOf(ownRaw: RawFiles): string {
  const own = locale.schema
    .pick({ tag: true })
    .loose()
    .safeParse(ownRaw.locale ?? {})
  return primaryLanguage(own.success ? own.data.tag : 'en')
}

/** The codes a run may be marked with: the site's own language and every one of languages.ts. */
const markCodes = (ownRaw: RawFiles): string[] => [...new Set([ownLanguageOf(ownRaw), ...languageCodes])]

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
  const codes = markCodes(raw)
  for (const key of contentKeys) {
    if (!(key in raw)) continue
    const schema = content[key].schema
    for (const problem of markProblems(schema, raw[key], codes)) problems.push({ file: contentFile(key), ...problem })
    // The specification's English words hold for the site's own files; a translation has its own.
    for (const problem of specWordsProblems(schema, raw[key])) problems.push({ file: contentFile(key), ...problem })
  }
  return { raw, content: parseAndCheck(raw, publicDir, contentFile, problems), problems }
}

/** The content table as the translations' pipeline gets it: each file by name, with its schema. */
const table: readonly TableFile[] = contentKeys.map((key) => {
  const kind: Kind = content[key]
  return {
    file: contentFile(key),
    schema: kind.schema,
    shared: kind.shared === true,
    ...(kind.languageSettings ? { settings: kind.languageSettings } : {}),
  }
})
const keyOf = new Map(contentKeys.map((key) => [contentFile(key), key]))
const byFile = (files: RawFiles): Files =>
  Object.fromEntries(Object.entries(files).map(([key, data]) => [contentFile(key as ContentKey), data]))
const byKey = <T>(files: Record<string, T>): Partial<Record<ContentKey, T>> =>
  Object.fromEntries(Object.entries(files).map(([file, data]) => [keyOf.get(file), data]))

/** What the check finds in one translation (content/<folder>/), and its content as its pages get it. */
export interface CheckedTranslation extends Omit<TranslationReport, 'content'> {
  /** Its content: the site's own with its words, each text flagged as pages show it; undefined when a file did not parse. */
  content: ShownContent | undefined
  /** Its files as they are written. */
  raw: RawFiles
}

/**
 * A translation (content/<folder>/), read and set beside the site's own files as they are written
 * (`ownRaw`) by the translations' pipeline (translation/check.ts): merged onto them, checked as the
 * site's own are, every text's state worked out from its records, each text a page shows flagged.
 */
export function checkTranslationIn(
  contentDir: string,
  publicDir: string | null,
  ownRaw: RawFiles,
  folder: string,
): CheckedTranslation {
  const problems: ContentProblem[] = []
  const raw = readFiles(contentDir, folder, problems, { optional: true })
  const records = readContentFile(localeFolders(contentDir, folder), MADE_FROM, problems, `${folder}/${MADE_FROM}`, {
    optional: true,
  })
  // Its termbase, confirmations and note are its own (a language's, never the site's): read as its schema reads them.
  const settings = locale.schema
    .pick({ terms: true, confirmed: true, translated: true })
    .loose()
    .safeParse(raw.locale ?? {})
  const shownAs = (key: ContentKey) => (content[key].shared ? contentFile(key) : `${folder}/${contentFile(key)}`)
  const report = checkTranslation({
    folder,
    table,
    own: byFile(ownRaw),
    theirs: byFile(raw),
    records,
    terms: settings.success ? (settings.data.terms ?? []) : [],
    confirmed: settings.success ? (settings.data.confirmed ?? []) : [],
    codes: markCodes(ownRaw),
    ownLanguage: ownLanguageOf(ownRaw),
    note: settings.success ? settings.data.translated?.untranslated : undefined,
    parse: (merged, found) => {
      const parsed = parseAndCheck(byKey(merged), publicDir, shownAs, found)
      return parsed && byFile(parsed)
    },
  })
  return {
    ...report,
    problems: [...problems, ...report.problems],
    content: report.content && (byKey(report.content) as ShownContent),
    raw,
  }
}
