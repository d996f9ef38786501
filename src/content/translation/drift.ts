/**
 * Which texts of a translation are behind their English: written from an English text that has
 * changed since. A pure function of the content, so the same commit gives the same answer on every
 * clone, shallow or not, and on a copy with no git at all.
 *
 * What a text was made from is kept in the content: content/<folder>/made-from.json records, for
 * each text by its key (text-key.ts: list entries by id, slug or key, so a list reordered, added to
 * or cut keeps its records), the English it was made from and a hash of the translation as the two
 * last agreed. A text is
 *
 * - current when its English is the one recorded, or when a translator confirmed that the
 *   translation holds for the English as it now is (in /admin: locale.json → `confirmed`, chosen
 *   from a list, CONTENT.md);
 * - behind when its English changed since and the translation is the one recorded: nobody has
 *   touched it. The record's English is what the worklist shows as the English before;
 * - current when both changed: a translator wrote it anew (rewritten);
 * - untranslated when the translation lacks it (the English is shown: translation.ts).
 *
 * A record is stale when the translation changed since it was written: a translator's edit in
 * /admin, which writes no record. The answer today is still right, but a later change to that
 * English would count as rewritten; `npm run content:format` brings every record up to date
 * (recordsFor), and the check says how many are stale until it has run. A record found under
 * another key (an entry of a list without ids moved) is the text's as long as both its English
 * and its translation match. Build and test side only.
 */
import { z } from 'zod'
import { confirmation, formatField, formatTextKey, type KeyStep, sameWords, textHash } from './text-key.ts'

/**
 * A translated text a translator confirmed after its English changed: chosen in /admin from the texts
 * that are behind (its key and the English it now holds for), never typed.
 */
export const confirmationSchema = z
  .string()
  .regex(
    confirmation.pattern,
    'must be a text as the worklist and the editor name it, e.g. “services.json → [slug=bookkeeping].summary (English 1c0d6e2f9a)”',
  )
  .meta({ title: 'Text', 'x-cms-widget': 'confirmation' })

/** The file of a translation's records, beside its content files. */
export const MADE_FROM = 'made-from.json'

const hash = z.string().regex(/^[0-9a-f]{10}$/, 'must be ten hex digits')

/** content/<folder>/made-from.json: by file, by field (text-key.ts, after the file), what the text was made from. */
export const recordsSchema = z.record(
  z.string(),
  z.record(
    z.string(),
    z.strictObject({
      /** The English the translation was made from, as it then read. */
      english: z.string(),
      /** The translation's hash, as it then read. */
      translation: hash,
    }),
  ),
)
export type Records = z.infer<typeof recordsSchema>

/** One text a translation writes, set beside its English. */
export interface TextState {
  /** Its key, file and field (text-key.ts): `deadlines.json → deadlines[id=…].title`. */
  key: string
  file: string
  /** Its field within the file, as the key writes it: `deadlines[id=…].title`. */
  field: string
  /** The English as it now is. */
  english: string
  /** The translation's text, or undefined where it lacks one. */
  text: string | undefined
  state: 'current' | 'behind' | 'untranslated'
  /** For a text behind its English: the English it was made from. */
  before?: string
  /**
   * Its record: as `npm run content:format` would write it, out of date (the translation changed
   * since), or missing (a translation new since the records were written); none for a text not
   * translated yet, which needs none.
   */
  record: 'fresh' | 'stale' | 'missing' | 'none'
}

/** A text of a translation's file, as translation.ts's mergeTranslation gives it. */
export interface TextPair {
  file: string
  steps: readonly KeyStep[]
  own: string
  text: string | undefined
}

/** Every text of a translation beside its English, current, behind or untranslated, by the rules above. */
export function textStates(
  pairs: readonly TextPair[],
  records: Records,
  confirmed: readonly string[] = [],
): TextState[] {
  const confirmations = new Set(confirmed)
  return pairs.map(({ file, steps, own, text }) => {
    const key = formatTextKey({ file, steps })
    const field = formatField(steps)
    const base = { key, file, field, english: own, text }
    if (text === undefined) return { ...base, state: 'untranslated', record: 'none' }
    const made = textHash(text)
    const inFile = records[file] ?? {}
    const same = (english: string) => sameWords(english, own)
    let record = inFile[field]
    // An entry of a list without ids that moved: its record under its old place, if both texts match.
    if (!record || !same(record.english))
      record = Object.values(inFile).find((one) => same(one.english) && one.translation === made) ?? record
    if (!record) return { ...base, state: 'current', record: 'missing' }
    const fresh = record.translation === made ? 'fresh' : 'stale'
    if (same(record.english)) return { ...base, state: 'current', record: fresh }
    if (confirmations.has(confirmation.format(key, own))) return { ...base, state: 'current', record: 'stale' }
    if (record.translation === made) return { ...base, state: 'behind', before: record.english, record: 'fresh' }
    return { ...base, state: 'current', record: 'stale' }
  })
}

/**
 * The records `npm run content:format` writes from the state of every text: a current text records
 * its English and its translation as they are now, a text behind keeps what it was made from, an
 * untranslated text has none. Keys in the order of the content.
 */
export function recordsFor(states: readonly TextState[], previous: Records): Records {
  const records: Records = {}
  for (const { file, field, english, text, state } of states) {
    if (text === undefined) continue
    const kept = previous[file]?.[field]
    records[file] ??= {}
    records[file][field] = state === 'behind' && kept ? kept : { english, translation: textHash(text) }
  }
  return records
}
