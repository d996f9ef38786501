/**
 * A translation's termbase (its locale.json → `terms`): for each concept a client must not misread,
 * the term the translation uses and the terms it must not. The check looks for every rejected term
 * in every text the translation writes in its own words, every file; a published edition that uses
 * one fails the check and the build, a draft gets a warning (src/content/check.ts).
 *
 * A term is found whatever its case, and may be a phrase. In a script that puts spaces between
 * words (Spanish, Vietnamese) it is found as whole words only, so that a short term is not found
 * inside a longer word; in one that does not (Japanese) it is found wherever it stands. A word the
 * language also uses for something else (Spanish "extensión": a phone extension, or an extension
 * of time) is found only in a sentence that holds one of the words its entry gives for the sense in
 * which it is wrong (`onlyWith`). Words marked as another language (`[excise tax]{lang=en}`,
 * runs.ts) are not the translation's, and are not searched.
 * Build and test side, and the editor's save check (src/content/editor/save.ts).
 */
import { z } from 'zod'
import { plain } from '../fields.ts'
import type { ContentProblem } from '../problems.ts'
import { RUN } from '../runs.ts'
import { textFields } from '../schema-text.ts'
import { formatField } from './text-key.ts'

/** One concept of the termbase: the English term, this language's, the ones refused, and the source settling it. */
export const termSchema = z.strictObject({
  concept: plain.meta({
    title: 'Concept',
    description: 'The English term and, where it helps, what it means here, e.g. “excise tax (Washington’s return)”',
  }),
  term: plain.meta({ title: 'Term to use', description: 'As this translation writes it' }),
  rejected: z
    .array(
      z
        .strictObject({
          term: plain.meta({ title: 'Term', description: 'A word or a phrase' }),
          onlyWith: z.array(plain).optional().meta({
            title: 'Only wrong beside',
            description:
              'Where the word also means something else (a phone extension, a return on an investment): words of the sentences where it is wrong, e.g. “plazo”, “declaración”; left empty, it is wrong everywhere',
          }),
        })
        .meta({ title: 'Term not to use' }),
    )
    .min(1, 'names at least one term not to use')
    .meta({
      title: 'Terms not to use',
      description: 'Each is looked for in every text of this translation, whole words in scripts with spaces',
    }),
  source: plain.meta({
    title: 'Source',
    description: 'What settles the choice: Publication 850, irs.gov/es, irs.gov/vi, the Department of Revenue…',
  }),
  note: plain
    .meta({ 'x-cms-widget': 'text' })
    .optional()
    .meta({ title: 'Why', description: 'What the rejected terms would make a client think' }),
})
/** One entry of a termbase, as locale.json holds it. */
export type Term = z.infer<typeof termSchema>

/** A text's sentences: a word means what it means within its sentence. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?;:。！？；：])\s*/u).filter(Boolean)

/**
 * Where a rejected term stands in a text in its wrong meaning: the term itself, whole words where
 * its script has them; and where it is a word with another meaning too, only in a sentence that
 * also holds one of the words of the contexts where it is wrong ("extensión" beside "plazo", not
 * in "extensión telefónica").
 */
export function rejectedIn(text: string, rejected: Term['rejected'][number]): string | undefined {
  const pattern = termPattern(rejected.term)
  const contexts = (rejected.onlyWith ?? []).map(termPattern)
  for (const sentence of sentencesOf(text)) {
    const found = pattern.exec(sentence)
    if (found && (contexts.length === 0 || contexts.some((context) => context.test(sentence)))) return found[0]
  }
  return undefined
}

const RUNS = new RegExp(RUN.source, 'g')
/** A text as the translation writes it: a run of another language is a gap between words. */
const ownWords = (text: string) => text.replace(RUNS, ' ').normalize('NFC')

/** A letter of a script that writes spaces between words, where a term must be whole words. */
const SPACED = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}]/u
const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{M}\\p{N}])'
const NOT_WORD_AFTER = '(?![\\p{L}\\p{M}\\p{N}])'

/** A pattern finding `term` in a text, whole words where its script has them, whatever the case. */
export function termPattern(term: string): RegExp {
  const words = term.normalize('NFC')
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const first = words.at(0) ?? ''
  const last = words.at(-1) ?? ''
  return new RegExp(
    `${SPACED.test(first) ? NOT_WORD_BEFORE : ''}${escaped}${SPACED.test(last) ? NOT_WORD_AFTER : ''}`,
    'iu',
  )
}

/** A file of a translation as the termbase reads it: its name under the translation's folder, its schema, its data. */
export interface TermFile {
  file: string
  schema: z.ZodType
  data: unknown
  /** Top-level fields that are about the translation, not text of it (locale.json's termbase itself). */
  skip?: readonly string[]
}

/**
 * Where a translation (the files of content/<folder>/) uses a term its termbase rejects: each names
 * the file and the text (an entry by its id, slug or key, as the worklist does), the term found and
 * the term to write. The termbase's own entries are checked too: a rejected term that is part of the
 * term to use could never be written.
 */
export function termProblems(folder: string, terms: readonly Term[], files: readonly TermFile[]): ContentProblem[] {
  const problems: ContentProblem[] = []
  const finders = terms.flatMap((entry) => entry.rejected.map((rejected) => ({ entry, rejected })))
  terms.forEach((entry, index) => {
    entry.rejected.forEach((rejected, place) => {
      if (!rejected.onlyWith?.length && termPattern(rejected.term).test(entry.term))
        problems.push({
          file: `${folder}/locale.json`,
          field: `terms[${index}].rejected[${place}].term`,
          message: `“${rejected.term}” is part of the term to use, “${entry.term}”: a text could not use one without the other`,
        })
    })
  })
  for (const { file, schema, data, skip = [] } of files) {
    for (const { at, steps, text, language } of textFields(schema, data)) {
      if (language !== 'translate' || skip.includes(String(at[0]))) continue
      const words = ownWords(text)
      for (const { entry, rejected } of finders) {
        const found = rejectedIn(words, rejected)
        if (!found) continue
        problems.push({
          file: `${folder}/${file}`,
          field: formatField(steps),
          message: `uses “${found}”, which the termbase rejects for “${entry.concept}”${rejected.onlyWith?.length ? ' in this sense' : ''}: write “${entry.term}” (${entry.source})`,
        })
      }
    }
  }
  return problems
}
