import { type Prose, withWords, wordsOf } from './runs.ts'

type Values = Readonly<Record<string, string | undefined>>

const fill = (words: string, values: Values) => words.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')

/**
 * A pattern of the content filled with its values: each `{name}` replaced by the value of that name,
 * and by nothing where there is none (a date's `{weekday}`, a labelled value's `{label}`, a choice's
 * `{a}` and `{b}`). The content check has made sure a pattern names only what its field allows
 * (`pattern` in src/content/fields.ts). The words alone, for an attribute, the head or a feed. Pure:
 * the server, the build and the browser share it.
 */
export const fillPattern = (pattern: Prose, values: Values): string => fill(wordsOf(pattern), values)

/** fillPattern for a text a page shows through runs(): what the site says of the pattern kept beside the filled words. */
export const fillFlagged = (pattern: Prose, values: Values): Prose => withWords(pattern, fillPattern(pattern, values))

/** Names joined as a language joins a list (locale.json → `joins.and`): "a, b and c", "a、b、c". */
export function joinNames(names: readonly string[], { between, last }: { between: Prose; last: Prose }): string {
  if (names.length <= 1) return names[0] ?? ''
  const head = names.slice(0, -1).reduce((joined, name) => fillPattern(between, { a: joined, b: name }))
  return fillPattern(last, { a: head, b: names.at(-1) })
}
