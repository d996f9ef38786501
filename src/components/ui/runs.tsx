import type { ReactNode } from 'react'
import { RUN } from '~/content/runs.ts'

/**
 * A text of the content as a page shows it: each run marked as another language
 * (`[Department of Revenue]{lang=en}`, src/content/runs.ts) becomes its words in a
 * `<span lang="en">`, so a screen reader reads them in that language (WCAG 3.1.2). A text without
 * a mark, every text of the site's own language so far, is returned as it is. Only for a text
 * shown as text: an attribute takes plainText.
 */
export function runs(text: string): ReactNode {
  // Split on every mark: the text before it, its words, its code, the text after, and so on.
  const parts = text.split(RUN)
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
