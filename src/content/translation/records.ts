/**
 * Where a translation keeps the record of what each of its texts was made from: in its own files,
 * beside the texts, so that the editor's save of a file writes the file's records with it
 * (src/content/editor/save-hook.ts) and nothing else is ever to be brought up to date.
 *
 * A record is `{ english, text, translation }`: the English the text was made from, the text's
 * field, and a hash of the translation as the two last agreed (drift.ts). The records of a list
 * entry that has an id, slug or key are that entry's `madeFrom`, each text named within the entry
 * (`title`, `bio[1]`), so an entry moved, added or removed in the editor takes its records with it;
 * every other text's record is in the file's own `madeFrom`, named from the file (`hero.heading`,
 * `values.items[2].text`). The site's own language has none. The keys are in the order the editor
 * writes a field it does not know: alphabetical.
 *
 * Pure: the build and the editor's page share it.
 */
import { entryName, isObject, type KeyStep } from '../schema-text.ts'
import { formatField } from './text-key.ts'

/** The field of a file or of a list entry that holds its records. */
export const RECORDS_FIELD = 'madeFrom'

/** What a text of a translation was made from. */
export interface MadeFrom {
  /** The English the translation was made from, as it then read. */
  english: string
  /** The translation's hash (text-key.ts), as it then read. */
  translation: string
}

/** A file's records by the text's field (`rules[id=wa-monthly].title`). */
export type FileRecords = ReadonlyMap<string, MadeFrom>

const HASH = /^[0-9a-f]{10}$/

/** A record as a file writes it, or undefined for anything else. */
function readRecord(value: unknown): { text: string; made: MadeFrom } | undefined {
  if (!isObject(value)) return undefined
  const { english, text, translation } = value
  if (typeof english !== 'string' || typeof text !== 'string' || typeof translation !== 'string') return undefined
  return HASH.test(translation) ? { text, made: { english, translation } } : undefined
}

/** A field within an entry (`title`, `bio[1]`) as a field of the file, after the entry's own. */
const within = (entry: string, field: string) => (entry ? `${entry}.${field}` : field)

/**
 * A translation's file without its records, and its records by field. A record that is not written
 * as one is left out, as is one of a text the file no longer has (its next save drops it).
 */
export function splitRecords(data: unknown): { data: unknown; records: Map<string, MadeFrom> } {
  const records = new Map<string, MadeFrom>()
  const take = (value: Record<string, unknown>, entry: string) => {
    const { [RECORDS_FIELD]: held, ...rest } = value
    for (const record of Array.isArray(held) ? held : []) {
      const found = readRecord(record)
      if (found) records.set(within(entry, found.text), found.made)
    }
    return rest
  }
  const visit = (value: unknown, steps: KeyStep[]): unknown => {
    if (Array.isArray(value)) {
      const name = entryName(value)
      return value.map((item, index) => {
        if (!name || !isObject(item)) return visit(item, [...steps, index])
        const step = { name, value: String(item[name]) }
        return visit(take(item, formatField([...steps, step])), [...steps, step])
      })
    }
    if (isObject(value))
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, visit(item, [...steps, key])]))
    return value
  }
  const own = isObject(data) ? take(data, '') : data
  return { data: visit(own, []), records }
}

const written = (records: readonly { text: string; made: MadeFrom }[]) =>
  records.map(({ text, made }) => ({ english: made.english, text, translation: made.translation }))

/**
 * A translation's file with its records written where they belong (above): `records` by field, in
 * the order they are to be written. The file's own records, and any of an entry it does not hold,
 * go in its own `madeFrom`; a place with none has no `madeFrom` at all.
 */
export function placeRecords(data: unknown, records: FileRecords): unknown {
  const placed = new Set<string>()
  const place = (value: Record<string, unknown>, entry: string) => {
    const { [RECORDS_FIELD]: _, ...rest } = value
    const mine = [...records].flatMap(([field, made]) =>
      !placed.has(field) && field.startsWith(`${entry}.`) ? [{ text: field.slice(entry.length + 1), made }] : [],
    )
    for (const { text } of mine) placed.add(within(entry, text))
    return mine.length > 0 ? { ...rest, [RECORDS_FIELD]: written(mine) } : rest
  }
  const visit = (value: unknown, steps: KeyStep[]): unknown => {
    if (Array.isArray(value)) {
      const name = entryName(value)
      return value.map((item, index) => {
        if (!name || !isObject(item)) return visit(item, [...steps, index])
        const step = { name, value: String(item[name]) }
        return place(visit(item, [...steps, step]) as Record<string, unknown>, formatField([...steps, step]))
      })
    }
    if (isObject(value)) {
      const { [RECORDS_FIELD]: _, ...rest } = value
      return Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, visit(item, [...steps, key])]))
    }
    return value
  }
  const inner = visit(data, [])
  if (!isObject(inner)) return inner
  const rest = [...records].filter(([field]) => !placed.has(field)).map(([text, made]) => ({ text, made }))
  return rest.length > 0 ? { ...inner, [RECORDS_FIELD]: written(rest) } : inner
}
