import { flagged, readFlag } from './runs.ts'

type Values = Readonly<Record<string, string | undefined>>

const fill = (words: string, values: Values) => words.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')

/**
 * A pattern of the content filled with its values: each `{name}` replaced by the value of that name,
 * and by nothing where there is none (a date's `{weekday}`, a labelled value's `{label}`, a choice's
 * `{a}` and `{b}`). The content check has made sure a pattern names only what its field allows
 * (`pattern` in src/content/fields.ts). The words alone, for an attribute, the head or a feed: a
 * pattern a translation lacks, shown in English, loses its flag (runs.ts). Pure: the server, the
 * build and the browser share it.
 */
export const fillPattern = (pattern: string, values: Values): string => fill(readFlag(pattern).words, values)

/** fillPattern for a text a page shows through runs(): the pattern's flag kept before the filled words. */
export function fillFlagged(pattern: string, values: Values): string {
  const { flag, words } = readFlag(pattern)
  return flag ? flagged(fill(words, values), flag) : fill(words, values)
}

/** Names joined as a language joins a list (locale.json → `joins.and`): "a, b and c", "a、b、c". */
export function joinNames(names: readonly string[], { between, last }: { between: string; last: string }): string {
  if (names.length <= 1) return names[0] ?? ''
  const head = names.slice(0, -1).reduce((joined, name) => fillPattern(between, { a: joined, b: name }))
  return fillPattern(last, { a: head, b: names.at(-1) })
}
