/**
 * A translation checked as its pages get it, in stages, each a pure function of the content:
 *
 *   0. records    each file's records of what its texts were made from taken out of it (records.ts);
 *   1. marks      each run of another language in its texts written as a mark should be (a warning: a
 *                 mark written otherwise is shown as its characters);
 *   2. facts      what it holds that the merge leaves out (a warning): a fact other than the site's own,
 *                 an entry English no longer has (a translator's save in the editor may leave them);
 *   3. merge      its words laid over the site's own files (merge.ts): what it lacks is the site's own;
 *   4. terms      no term its termbase rejects (termbase.ts);
 *   5. states     every text it writes, beside its English: untranslated, current or behind (drift.ts);
 *   6. parse      the merged files through the kinds' schemas and rules, as the site's own are
 *                 (the caller's, which knows the kinds);
 *   7. flags      last, on the parsed content: what a page says of each text (flags.ts).
 *
 * Reading the files and every kind are the caller's (src/content/check-files.ts, given the files by
 * validate.ts or by the editor's save check): the stages get the table's files as values. Build and
 * test side, and the editor's save check; never a page of the site.
 */
import type { z } from 'zod'
import type { ContentProblem } from '../problems.ts'
import { markProblems } from '../schema-text.ts'
import { type Records, type TextState, textStates } from './drift.ts'
import { flagTexts } from './flags.ts'
import { type MergedText, mergeTranslation, translationProblems } from './merge.ts'
import { type MadeFrom, splitRecords } from './records.ts'
import { type Term, termProblems } from './termbase.ts'

/** A file of the content table, as the pipeline needs it. */
export interface TableFile {
  /** Its name under content/ and content/<folder>/: `deadlines.json`. */
  file: string
  schema: z.ZodType
  /** One file for every language, never translated (kind.ts, `shared`). */
  shared: boolean
  /**
   * A language's own settings (kind.ts, `languageSettings`): merged like the others, but nothing in it
   * is made from the English; these fields of it are its translators' bookkeeping, not its text.
   */
  settings?: { bookkeeping: readonly string[] }
}

/** Files by their name under content/. */
export type Files = Readonly<Record<string, unknown>>

export interface TranslationInput {
  /** Its folder under content/: `es`. */
  folder: string
  table: readonly TableFile[]
  /** The site's own files as they are written. */
  own: Files
  /** The translation's files as they are written, with their records; a file it lacks is the site's own. */
  theirs: Files
  /** Its termbase and confirmations, as its locale.json (merged) holds them. */
  terms: readonly Term[]
  confirmed: readonly string[]
  /** The codes a run may be marked with. */
  codes: readonly string[]
  /** The site's own language (`en`), which a text the translation lacks is shown in. */
  ownLanguage: string
  /** What a page says after a text the translation lacks, in its language: “(not translated yet)”. */
  note: string | undefined
  /** Stage 6: the merged files parsed and checked as the site's own are, by file, with what is wrong. */
  parse(merged: Files, problems: ContentProblem[]): Record<string, unknown> | undefined
}

export interface TranslationReport {
  /** Its content as its pages get it, by file: undefined when a file did not parse. */
  content: Record<string, unknown> | undefined
  /** What it may not hold, file and field named: in a published translation they fail the check and the build. */
  problems: ContentProblem[]
  /** What is odd but publishes: a run of another language not marked as one should be. */
  warnings: ContentProblem[]
  /** Every text it writes, beside its English: untranslated, current or behind (drift.ts). */
  texts: TextState[]
  /** Its records of what its texts were made from, by file (records.ts). */
  records: Records
  /** Its files as they are written, without their records. */
  words: Files
}

/** Runs the stages above on one translation. */
export function checkTranslation(input: TranslationInput): TranslationReport {
  const { folder, table, own } = input
  const problems: ContentProblem[] = []
  const warnings: ContentProblem[] = []
  // 0.
  const records = new Map<string, ReadonlyMap<string, MadeFrom>>()
  const theirs: Record<string, unknown> = {}
  for (const [file, data] of Object.entries(input.theirs)) {
    const split = splitRecords(data)
    theirs[file] = split.data
    if (split.records.size > 0) records.set(file, split.records)
  }
  const shownAs = (file: string, shared: boolean) => (shared ? file : `${folder}/${file}`)
  const merged: Record<string, unknown> = {}
  const texts = new Map<string, MergedText[]>()
  for (const { file, schema, shared, settings } of table) {
    if (shared) {
      if (file in theirs) merged[file] = theirs[file]
      continue
    }
    if (!(file in own)) continue
    const mine = theirs[file]
    // 1, 2.
    for (const problem of markProblems(schema, mine, input.codes))
      warnings.push({ file: shownAs(file, false), ...problem })
    for (const problem of translationProblems(schema, own[file], mine))
      warnings.push({ file: shownAs(file, false), ...problem })
    // 3.
    const result = mergeTranslation(schema, own[file], mine)
    merged[file] = result.data
    if (!settings) texts.set(file, result.texts)
  }
  // 4.
  problems.push(
    ...termProblems(
      folder,
      input.terms,
      table
        .filter(({ file, shared }) => !shared && file in theirs)
        .map(({ file, schema, settings }) => ({
          file,
          schema,
          data: theirs[file],
          skip: settings?.bookkeeping ?? [],
        })),
    ),
  )
  // 5.
  const pairs = [...texts].flatMap(([file, list]) =>
    list.map(({ steps, own: english, text }) => ({ file, steps, own: english, text })),
  )
  const states = textStates(pairs, records, input.confirmed)
  // 6.
  const content = input.parse(merged, problems)
  // 7.
  if (content) {
    const { note } = input
    let index = 0
    for (const [file, list] of texts) {
      flagTexts(content[file], list, states.slice(index, index + list.length), { language: input.ownLanguage, note })
      index += list.length
    }
  }
  return { content, problems, warnings, texts: states, records, words: theirs }
}
