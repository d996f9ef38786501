/**
 * A run of another language inside a text of the content, as staff write it in any text field:
 * the words in square brackets, then the language's code in braces, `[Department of Revenue]{lang=en}`
 * (the bracketed span of djot and Pandoc, with its one attribute). A page shows the words alone,
 * marked with their language (`<span lang="en">`, src/components/ui/runs.tsx), so a screen reader
 * reads them in it (WCAG 3.1.2); an attribute, the page's head, structured data and the calendar
 * feed take the words without the mark (plainText). The content check names a mark that is not
 * written so, or whose code is not one of the site's languages (src/content/translation.ts).
 *
 * Pure and free of Node, so the browser's code and the build share it.
 */

/** One run: its words, then its language's code (a BCP 47 primary language subtag). */
export const RUN = /\[([^[\]{}]+)\]\{lang=([a-z]{2,3})\}/

const RUNS = new RegExp(RUN.source, 'g')

/** The text without its marks, each run's words left where they were: for an attribute or data. */
export const plainText = (text: string) => text.replace(RUNS, '$1')

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
