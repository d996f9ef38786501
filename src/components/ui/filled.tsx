import { Fragment, type ReactNode } from 'react'
import { readFlag } from '~/content/runs.ts'
import { withFlag } from './runs.tsx'

/**
 * A pattern of the content (`"{label}: {value}"`, `"【{title}】{message}"`) with each placeholder
 * replaced by its part, so a language sets the order and the punctuation around parts the code
 * draws. The content check allows only the placeholders a pattern's field names (fields.ts's `pattern`).
 * A pattern with words that a translation lacks is shown in English, marked and noted as runs() marks a text.
 */
export function Filled({ pattern, parts }: { pattern: string; parts: Record<string, ReactNode> }) {
  const { flag, words } = readFlag(pattern)
  const filled = words.split(/(\{\w+\})/).map((piece, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pattern's pieces, always in its order
    <Fragment key={index}>{/^\{\w+\}$/.test(piece) ? parts[piece.slice(1, -1)] : piece}</Fragment>
  ))
  return withFlag(flag, filled)
}
