import { parseFragment } from 'parse5'
import { describe, expect, it } from 'vitest'
import { escapeHtml, jsonAttribute } from '~/lib/html.ts'

/** The attributes of the first element of `html`, as a browser reads them. */
const attributesOf = (html: string) => {
  const [element] = parseFragment(html).childNodes
  return Object.fromEntries(element && 'attrs' in element ? element.attrs.map((a) => [a.name, a.value]) : [])
}

describe('escapeHtml', () => {
  it('escapes what could end text or an attribute, as React does', () => {
    expect(escapeHtml(`Smith & Co <b>"Tax" 'n' more</b>`)).toBe(
      'Smith &amp; Co &lt;b&gt;&quot;Tax&quot; &#x27;n&#x27; more&lt;/b&gt;',
    )
  })

  it('reads back as the same text in an element and in an attribute', () => {
    const text = `a & b < c > d " e ' f &amp;`
    expect(attributesOf(`<p title="${escapeHtml(text)}"></p>`).title).toBe(text)
    const [paragraph] = parseFragment(`<p>${escapeHtml(text)}</p>`).childNodes
    const [child] = paragraph && 'childNodes' in paragraph ? paragraph.childNodes : []
    expect(child && 'value' in child ? child.value : null).toBe(text)
  })
})

describe('jsonAttribute', () => {
  it('writes JSON in single quotes, with its own quotes as they are', () => {
    expect(jsonAttribute('data-x', { a: ['/b/'] })).toBe(`data-x='{"a":["/b/"]}'`)
  })

  it('reads back as the same value whatever the strings hold, and never shows a tag its end', () => {
    const value = { view: "o'brien", views: ['</script>', '&amp;', '"q"', '>'] }
    const attribute = jsonAttribute('data-x', value)
    expect(attribute).not.toMatch(/[<>]/)
    expect(JSON.parse(attributesOf(`<script ${attribute}></script>`)['data-x'] ?? '')).toEqual(value)
  })
})
