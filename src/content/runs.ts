/**
 * A text of the content as pages get it, and the runs of another language inside it.
 *
 * A run is written by staff in any text field: the words in square brackets, then the language's
 * code in braces, `[Department of Revenue]{lang=en}` (the bracketed span of djot and Pandoc, with
 * its one attribute). A page shows the words alone, marked with their language (`<span lang="en">`,
 * src/components/ui/runs.tsx), so a screen reader reads them in it (WCAG 3.1.2); an attribute, the
 * page's head, structured data and the calendar feed take the words without the mark (plainText).
 * The content check names a mark that is not written so, or whose code is not one of the site's
 * languages (src/content/schema-text.ts).
 *
 * A text of a translation is `Prose`: the translation's own words as a string, or, where the site
 * has something to say of them, the words with that beside them (`Flagged`): a text the
 * translation lacks, shown in the site's own language and marked so, or a text whose original has
 * changed since it was translated. The flag is set on parsed content, after every check
 * (src/content/translation/flags.ts), and never written into the words: a page marks it in markup
 * (`lang`, `data-behind`), a feed with `LANGUAGE=`, and nothing of it reaches structured data.
 *
 * Pure and free of Node, so the browser's code and the build share it.
 */

/** One run: its words, then its language's code (a BCP 47 primary language subtag). */
export const RUN = /\[([^[\]{}]+)\]\{lang=([a-z]{2,3})\}/

const RUNS = new RegExp(RUN.source, 'g')

/** A text a translation lacks, shown in the site's own language: `note` is said after the first of an entry's. */
export interface ShownInOriginal {
  words: string
  /** The language it is shown in (the site's own). */
  lang: string
  /** In the page's language, that it is not translated yet (locale.json, `translated.untranslated`). */
  note?: string
}

/** A translated text whose original changed since it was translated. */
export interface Behind {
  words: string
  behind: true
}

/** What the site says of a text beside its words. */
export type Flagged = ShownInOriginal | Behind

/** A text of the content as a page gets it: its words, flagged where a translation is not current. */
export type Prose = string | Flagged

/** Whether a value is a text of the content (a string, or words with a flag), rather than other markup. */
export const isProse = (value: unknown): value is Prose =>
  typeof value === 'string' || (typeof value === 'object' && value !== null && 'words' in value)

/** Data with each text as its words alone, what the site says of them left out. */
export type Worded<T> = T extends string
  ? T
  : T extends Flagged
    ? string
    : T extends object
      ? { [K in keyof T]: Worded<T[K]> }
      : T

/** Every text of some data as its words alone (Worded): for what reads the content's words, not a page. */
export function wordsIn<T>(data: T): Worded<T> {
  const visit = (value: unknown): unknown => {
    if (isProse(value)) return wordsOf(value)
    if (Array.isArray(value)) return value.map(visit)
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, visit(item)]))
    return value
  }
  return visit(data) as Worded<T>
}

/** The words of a text, whatever is said of them. */
export const wordsOf = (text: Prose): string => (typeof text === 'string' ? text : text.words)

/** What the site says of a text, if anything. */
export const flagOf = (text: Prose): Flagged | undefined => (typeof text === 'string' ? undefined : text)

/** The same flag around other words (a pattern filled in, a title made from a rule's). */
export const withWords = (text: Prose, words: string): Prose => {
  const flag = flagOf(text)
  return flag ? { ...flag, words } : words
}

/** The words without the runs' marks, each run's words left where they were: for an attribute or data. */
export const plainText = (text: Prose) => wordsOf(text).replace(RUNS, '$1')

/**
 * The language a whole text is in when it is not the page's: the flag's, or the run's when one run
 * is all its words (the calendar feed says so of an event, `LANGUAGE=en`). Undefined otherwise.
 */
export function textLanguage(text: Prose): string | undefined {
  const flag = flagOf(text)
  if (flag && 'lang' in flag) return flag.lang
  const whole = new RegExp(`^\\s*${RUN.source}\\s*$`).exec(wordsOf(text))
  return whole?.[2]
}

/** What is wrong with the marks in a text, given the codes a mark may name; empty when nothing is. */
export function runProblems(text: string, codes: readonly string[]): string[] {
  const problems: string[] = []
  for (const [mark, , code = ''] of text.matchAll(RUNS)) {
    if (!codes.includes(code))
      problems.push(`${mark}: "${code}" is not one of the codes a mark may name (${codes.join(', ')})`)
  }
  // What is left once the marks are taken out holds no half of one: `] {`, `]{`, `{lang`.
  const left = text.replace(RUNS, '')
  const broken = /\]\s*\{|\{\s*lang\b/.exec(left)
  if (broken) {
    const near = left.slice(Math.max(0, broken.index - 24), broken.index + 16)
    problems.push(`has a mark not written as [words]{lang=xx}, near "${near}"`)
  }
  return problems
}
