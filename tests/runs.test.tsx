/**
 * A run of another language marked in the content (`[words]{lang=en}`): a page shows its words in
 * an element that carries their language, an attribute or data takes them without the mark.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { runs } from '~/components/ui/runs.tsx'
import { plainText } from '~/content/runs.ts'

const shown = (text: string) => renderToStaticMarkup(<p>{runs(text)}</p>)

describe('a run marked as another language', () => {
  it('is its words in a span with their language, the text around it as it is', () => {
    expect(shown('Junta de Contabilidad ([Washington State Board of Accountancy]{lang=en}).')).toBe(
      '<p>Junta de Contabilidad (<span lang="en">Washington State Board of Accountancy</span>).</p>',
    )
    expect(shown('[estate]{lang=en}と[trustee]{lang=en}')).toBe(
      '<p><span lang="en">estate</span>と<span lang="en">trustee</span></p>',
    )
  })

  it('leaves a text without a mark as it is, brackets and braces included', () => {
    expect(runs('Form 1040 [draft] {title}')).toBe('Form 1040 [draft] {title}')
    expect(shown('a < b & c')).toBe('<p>a &lt; b &amp; c</p>')
  })

  it('is its words alone in an attribute or data', () => {
    expect(plainText('Fideicomisos ([estate]{lang=en}) y [memo]{lang=en}')).toBe('Fideicomisos (estate) y memo')
    expect(plainText('Form 1040 [draft]')).toBe('Form 1040 [draft]')
  })
})
