/**
 * A run of another language inside a text of the content, as staff write it in any text field:
 * the words in square brackets, then the language's code in braces, `[Department of Revenue]{lang=en}`
 * (the bracketed span of djot and Pandoc, with its one attribute). A page shows the words alone,
 * marked with their language (`<span lang="en">`, src/components/ui/runs.tsx), so a screen reader
 * reads them in it (WCAG 3.1.2); an attribute, the page's head, structured data and the calendar
 * feed take the words without the mark (plainText). The content check names a mark that is not
 * written so, or whose code is not one of the site's languages (src/content/translation.ts).
 *
 * A translation's text may also carry a flag at its start that the site adds itself, never staff
 * (src/content/site.ts, after the check): `{lang=en note=…}` for a text the translation lacks, shown
 * in English with the note in the page's language saying it is not translated yet (`{lang=en}` for
 * the other texts of the same entry), and `{behind}` for a text whose English has changed since it
 * was translated. The check refuses a text that starts with one.
 *
 * Pure and free of Node, so the browser's code and the build share it.
 */

/** One run: its words, then its language's code (a BCP 47 primary language subtag). */
export const RUN = /\[([^[\]{}]+)\]\{lang=([a-z]{2,3})\}/

const RUNS = new RegExp(RUN.source, 'g')

/** What the site says of a whole text of a translation, before its words: see the top of this file. */
export type TextFlag = { language: string; note?: string } | { behind: true }

/** A flag at the start of a text: `{lang=en}`, `{lang=en note=(not translated yet)}`, `{behind}`. */
const FLAG = /^\{(?:lang=([a-z]{2,3})(?: note=([^{}]*))?|(behind))\}/

/** Writes a flag before a text's words. */
export function flagged(text: string, flag: TextFlag): string {
  if ('behind' in flag) return `{behind}${text}`
  return `{lang=${flag.language}${flag.note ? ` note=${flag.note.replace(/[{}]/g, '')}` : ''}}${text}`
}

/** A text's flag, if it has one, and its words after it. */
export function readFlag(text: string): { flag: TextFlag | undefined; words: string } {
  const found = FLAG.exec(text)
  if (!found) return { flag: undefined, words: text }
  const words = text.slice(found[0].length)
  if (found[3]) return { flag: { behind: true }, words }
  return { flag: { language: found[1] ?? '', ...(found[2] ? { note: found[2] } : {}) }, words }
}

/** The text without its marks or flag, each run's words left where they were: for an attribute or data. */
export const plainText = (text: string) => readFlag(text).words.replace(RUNS, '$1')

/**
 * The language a whole text is in when it is not the page's: the flag's, or the run's when one run
 * is all its words (the calendar feed says so of an event, `LANGUAGE=en`). Undefined otherwise.
 */
export function textLanguage(text: string): string | undefined {
  const { flag, words } = readFlag(text)
  if (flag && 'language' in flag) return flag.language
  const whole = new RegExp(`^\\s*${RUN.source}\\s*$`).exec(words)
  return whole?.[2]
}

/** What is wrong with the marks in a text, given the codes a mark may name; empty when nothing is. */
export function runProblems(text: string, codes: readonly string[]): string[] {
  const problems: string[] = []
  if (FLAG.test(text)) problems.push(`starts with ${FLAG.exec(text)?.[0]}, which the site adds itself: take it out`)
  for (const [mark, , code = ''] of text.matchAll(RUNS)) {
    if (!codes.includes(code))
      problems.push(`${mark}: "${code}" is not one of the codes a mark may name (${codes.join(', ')})`)
  }
  // What is left once the marks are taken out holds no half of one: `] {`, `]{`, `{lang`.
  const left = text.replace(FLAG, '').replace(RUNS, '')
  const broken = /\]\s*\{|\{\s*lang\b/.exec(left)
  if (broken) {
    const near = left.slice(Math.max(0, broken.index - 24), broken.index + 16)
    problems.push(`has a mark not written as [words]{lang=xx}, near "${near}"`)
  }
  return problems
}
