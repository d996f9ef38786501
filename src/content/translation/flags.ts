/**
 * The last stage of a translation's check: what the site says of each text on the pages, set beside
 * its words on the parsed content (src/content/runs.ts, `Flagged`), once every schema and rule has
 * read the words alone. A text the translation lacks is shown in the site's own language, marked
 * so, with the translation's note after the first of each entry; a text whose English changed
 * since it was translated is marked behind. Nothing is written into the words, so no schema, feed
 * or structured data ever reads a flag as text. Build and test side, and the editor's save check
 * (src/content/editor/save.ts).
 */
import { type Flagged, wordsOf } from '../runs.ts'
import type { TextState } from './drift.ts'
import type { MergedText } from './merge.ts'

/** Sets a value at a path of parsed data, where the value there is still the words it was parsed from. */
function setAt(data: unknown, at: readonly PropertyKey[], words: string, value: Flagged): void {
  let node = data as Record<PropertyKey, unknown> | undefined
  for (const step of at.slice(0, -1)) node = node?.[step] as Record<PropertyKey, unknown> | undefined
  const last = at.at(-1)
  // A schema that reshapes its file as it parses it (the pictures by key) has nothing of it here to flag.
  if (node && last !== undefined && node[last] === words) node[last] = value
}

/**
 * Flags the texts of a translation's parsed file (`data`, as its schema gave it: new objects, which
 * this changes): `texts` as the merge found them, `states` beside them (drift.ts), in the same order.
 */
export function flagTexts(
  data: unknown,
  texts: readonly MergedText[],
  states: readonly TextState[],
  { language, note }: { language: string; note: string | undefined },
): void {
  const noted = new Set<string>()
  texts.forEach(({ at, own, text, attribute, pattern, entry }, index) => {
    const state = states[index]
    // An attribute cannot carry its language; a pattern with no words ("{a} · {b}") is no language's.
    if (!state || attribute || (pattern && !/\p{L}/u.test(own.replace(/\{\w+\}/g, '')))) return
    if (state.state === 'untranslated') {
      const first = !noted.has(entry)
      noted.add(entry)
      setAt(data, at, own, { words: own, lang: language, ...(first && note ? { note } : {}) })
    } else if (state.state === 'behind' && text !== undefined) {
      setAt(data, at, wordsOf(text), { words: text, behind: true })
    }
  })
}
