/**
 * Which texts of a translation are behind their English: written from an English text that has
 * changed since. A pure function of the content, so the same commit gives the same answer on every
 * clone, shallow or not, and on a copy with no git at all.
 *
 * What a text was made from is kept in the translation's own files, beside the text (records.ts):
 * the English it was made from and a hash of the translation as the two last agreed. The editor
 * writes them with every save of a file (src/content/editor/save-hook.ts, recordsFor below), so a
 * translator's rewrite or confirmation is recorded by the save itself. A text is
 *
 * - current when its English is the one recorded, or when a translator confirmed that the
 *   translation holds for the English as it now is (in /admin: locale.json → `confirmed`, chosen
 *   from a list, CONTENT.md);
 * - behind when its English changed since and the translation is the one recorded: nobody has
 *   touched it. The record's English is what the worklist shows as the English before;
 * - current when both changed: a translator wrote it anew (rewritten), by hand rather than in the
 *   editor, which would have recorded it;
 * - untranslated when the translation lacks it (the English is shown: merge.ts).
 *
 * A record is stale when the translation changed since it was written (an edit by hand): the
 * answer today is still right, and `npm run content:format` tidies it; the editor never leaves one.
 * A record found under another field (an entry of a list without ids moved) is the text's as long as
 * both its English and its translation match. Build and test side, and the editor's page.
 */
import { z } from 'zod'
import type { MadeFrom } from './records.ts'
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

/** A translation's records: by file, by field (records.ts). */
export type Records = ReadonlyMap<string, ReadonlyMap<string, MadeFrom>>

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
   * Its record: as the next save would write it; out of date (the translation changed by hand
   * since); missing (a translation new since); confirmed still to hold for the English as it now is,
   * which the next save of its file records; none for a text not translated yet, which needs none.
   */
  record: 'fresh' | 'stale' | 'missing' | 'confirmed' | 'none'
}

/** A text of a translation's file, as merge.ts's mergeTranslation gives it. */
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
    const inFile = records.get(file) ?? new Map<string, MadeFrom>()
    const same = (english: string) => sameWords(english, own)
    let record = inFile.get(field)
    // An entry of a list without ids that moved: its record under its old place, if both texts match.
    if (!record || !same(record.english))
      record = [...inFile.values()].find((one) => same(one.english) && one.translation === made) ?? record
    if (!record) return { ...base, state: 'current', record: 'missing' }
    const fresh = record.translation === made ? 'fresh' : 'stale'
    if (same(record.english)) return { ...base, state: 'current', record: fresh }
    if (confirmations.has(confirmation.format(key, own))) return { ...base, state: 'current', record: 'confirmed' }
    if (record.translation === made) return { ...base, state: 'behind', before: record.english, record: 'fresh' }
    return { ...base, state: 'current', record: 'stale' }
  })
}

/**
 * The records a save writes, by file, from the state of every text: a current text records its
 * English and its translation as they are now, a text behind keeps what it was made from, an
 * untranslated text has none. Fields in the order of the content.
 */
export function recordsFor(states: readonly TextState[], previous: Records): Map<string, Map<string, MadeFrom>> {
  const records = new Map<string, Map<string, MadeFrom>>()
  for (const { file, field, english, text, state } of states) {
    if (text === undefined) continue
    const kept = previous.get(file)?.get(field)
    const inFile = records.get(file) ?? new Map<string, MadeFrom>()
    records.set(file, inFile)
    inFile.set(field, state === 'behind' && kept ? kept : { english, translation: textHash(text) })
  }
  return records
}
