import locale from 'content:locale/summary'
import type { ReactNode } from 'react'
import { type Flagged, flagOf, type Prose, RUN, wordsOf } from '~/content/runs.ts'

/**
 * A text of the content as a page shows it: each run marked as another language
 * (`[Department of Revenue]{lang=en}`, src/content/runs.ts) becomes its words in a
 * `<span lang="en">`, so a screen reader reads them in that language (WCAG 3.1.2). A text a
 * translation lacks, shown in English, is one such span, with the note after it in the page's own
 * language where the site put one; a text behind its English is marked `data-behind`, which shows
 * the translation notice's sentence saying so (LanguageLinks.tsx, app.css). A text without a mark,
 * every text of the site's own language so far, is returned as it is. Only for a text shown as
 * text: an attribute takes plainText.
 */
export function runs(text: Prose): ReactNode {
  return withFlag(flagOf(text), marked(wordsOf(text)))
}

/**
 * A heading's text, as runs gives it, with its last two words kept on one line: a heading never
 * leaves one word alone on its last line ("year-" / "round"), in any language at any width. The two
 * words are one inline block (`.together`, app.css), which the line breaker moves whole and which
 * wraps inside itself only where the two are wider than the line. A heading of one or two words,
 * or one ending in a run of another language, is shown as it is; so is one written in a script
 * without spaces (Japanese).
 */
export function headingRuns(text: Prose): ReactNode {
  return withFlag(flagOf(text), marked(wordsOf(text), true))
}

/** What the site says of a text, made markup around it as shown: marked English with its note, or marked behind. */
export function withFlag(flag: Flagged | undefined, shown: ReactNode): ReactNode {
  if (!flag) return shown
  if ('behind' in flag) return <span data-behind="">{shown}</span>
  return (
    <>
      <span lang={flag.lang}>{shown}</span>
      {/* In the page's language, even inside another text shown in English (a pattern a translation lacks). */}
      {flag.note ? (
        <span lang={locale.tag} className="untranslated">
          {flag.note}
        </span>
      ) : null}
    </>
  )
}

function marked(text: string, lastWordsTogether = false): ReactNode {
  // Split on every mark: the text before it, its words, its code, the text after, and so on.
  const parts = text.split(RUN)
  const [whole, before = '', together, after] = (lastWordsTogether && LAST_TWO_WORDS.exec(parts.at(-1) ?? '')) || []
  if (whole && together && !UNSPACED.test(together) && (parts.length > 1 || /\S/.test(before))) {
    return (
      <>
        {marked(text.slice(0, text.length - whole.length + before.length))}
        <span className="together">{together}</span>
        {after}
      </>
    )
  }
  return parts.length < 2
    ? text
    : parts.map((part, index) =>
        index % 3 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the text's own pieces, always in its order
          <span key={index} lang={parts[index + 1]}>
            {part}
          </span>
        ) : index % 3 ? null : (
          part
        ),
      )
}

/** A text's last two words (2), what comes before them (1, ending in a space) and any space after (3). */
const LAST_TWO_WORDS = /^([\s\S]*\s)(\S+\s+\S+)(\s*)$/
/**
 * Kana and Han, written without spaces between words (languages.ts has no other such script): a
 * "word" there is a phrase or a whole clause, which as one block would stand wider than a phone's
 * line (WebKit does not wrap inside it).
 */
const UNSPACED = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/
