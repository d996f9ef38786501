/**
 * The content check of one language's files, as values: each file against its kind's schema, then
 * each kind's own check across files (unique slugs, pictures and pages that exist, due dates on
 * business days…); a translation (content/<folder>/) through the translations' pipeline
 * (src/content/translation/check.ts), which this gives the table's files and the kinds' parse.
 * Pure: reading the files is validate.ts's (the build, the scripts, the suites), or the editor's
 * page's (src/content/editor/save-hook.ts, which checks what a save would write before it is written).
 */
import type { z } from 'zod'
import { type ContentKey, content, contentFile, contentKeys, type Parsed, sitePaths } from './collections.ts'
import type { AsShown } from './fields.ts'
import type { Kind, Others } from './kind.ts'
import { locale } from './kinds/locale.ts'
import { languageCodes, primaryLanguage } from './languages.ts'
import { type ContentProblem, fieldPath } from './problems.ts'
import { markProblems, specWordsProblems } from './schema-text.ts'
import { checkTranslation, type Files, type TableFile, type TranslationReport } from './translation/check.ts'

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

/** The files of a language as they are written, by key; a shared file (the editor's settings) is the site's own. */
export type RawFiles = Partial<Record<ContentKey, unknown>>

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
  shownAs: (key: ContentKey) => string,
  problems: ContentProblem[],
  own: boolean,
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
    own,
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
 * The site's own files as written (`raw`), checked: their content, and what is wrong with them
 * (`content` undefined when a file did not parse). `problems` holds what reading them found.
 */
export function checkOwnFiles(raw: RawFiles, problems: ContentProblem[] = []) {
  const codes = markCodes(raw)
  const warnings: ContentProblem[] = []
  for (const key of contentKeys) {
    if (!(key in raw)) continue
    const schema = content[key].schema
    // A run of another language not marked as it should be is shown as its characters: a warning.
    for (const problem of markProblems(schema, raw[key], codes)) warnings.push({ file: contentFile(key), ...problem })
    // The specification's English words hold for the site's own files; a translation has its own.
    for (const problem of specWordsProblems(schema, raw[key])) problems.push({ file: contentFile(key), ...problem })
  }
  return { raw, content: parseAndCheck(raw, contentFile, problems, true), problems, warnings }
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
/** A language's files by their names (`services.json`) rather than their keys. */
export const byFileName = (files: RawFiles): Files =>
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
 * A translation's files as written (`raw`, content/<folder>/), set beside the site's own as written
 * (`ownRaw`) by the translations' pipeline (translation/check.ts): merged onto them, checked as the
 * site's own are, every text's state worked out from its records, each text a page shows flagged.
 * `problems` holds what reading them found.
 */
export function checkTranslationFiles(
  ownRaw: RawFiles,
  folder: string,
  raw: RawFiles,
  problems: ContentProblem[] = [],
): CheckedTranslation {
  // Its termbase, confirmations and note are its own (a language's, never the site's): read as its schema reads them.
  const settings = locale.schema
    .pick({ terms: true, confirmed: true, translated: true })
    .loose()
    .safeParse(raw.locale ?? {})
  const shownAs = (key: ContentKey) => (content[key].shared ? contentFile(key) : `${folder}/${contentFile(key)}`)
  const report = checkTranslation({
    folder,
    table,
    own: byFileName(ownRaw),
    theirs: byFileName(raw),
    terms: settings.success ? (settings.data.terms ?? []) : [],
    confirmed: settings.success ? (settings.data.confirmed ?? []) : [],
    codes: markCodes(ownRaw),
    ownLanguage: ownLanguageOf(ownRaw),
    note: settings.success ? settings.data.translated?.untranslated : undefined,
    parse: (merged, found) => {
      const parsed = parseAndCheck(byKey(merged), shownAs, found, false)
      return parsed && byFileName(parsed)
    },
  })
  return {
    ...report,
    problems: [...problems, ...report.problems],
    content: report.content && (byKey(report.content) as ShownContent),
    raw,
  }
}
