import locale from 'content:locale/summary'
import { Fragment, type ReactNode } from 'react'
import { flagOf, type Prose, wordsOf } from '~/content/runs.ts'
import { withFlag } from './runs.tsx'

/**
 * A pattern of the content (`"{label}: {value}"`, `"【{title}】{message}"`) with each placeholder
 * replaced by its part, so a language sets the order and the punctuation around parts the code
 * draws. The content check allows only the placeholders a pattern's field names (fields.ts's `pattern`).
 * A pattern with words that a translation lacks is shown in English, marked and noted as runs() marks
 * a text; each part in it keeps the page's language (a date written in it, a name), so a screen
 * reader reads the pattern's words in English and the parts in the page's own.
 */
export function Filled({ pattern, parts }: { pattern: Prose; parts: Record<string, ReactNode> }) {
  const flag = flagOf(pattern)
  const inOther = flag && 'lang' in flag
  const filled = wordsOf(pattern)
    .split(/(\{\w+\})/)
    .map((piece, index) => {
      const part = /^\{\w+\}$/.test(piece) ? parts[piece.slice(1, -1)] : undefined
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pattern's pieces, always in its order
        <Fragment key={index}>
          {part === undefined ? piece : inOther ? <span lang={locale.tag}>{part}</span> : part}
        </Fragment>
      )
    })
  return withFlag(flag, filled)
}
