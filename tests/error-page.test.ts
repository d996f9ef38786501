import { describe, expect, it } from 'vitest'
import { errorPageVariant } from '../postbuild/error-page.ts'

const notFound = {
  title: 'Page Not Found',
  description: "This address isn't a page.",
  heading: '404 Page Not Found',
  lines: ["The link you clicked may be broken & it's gone.", 'Please go on.'],
}
const copy = { title: 'Address Too Long', heading: '414 Address Too Long', lines: ['Too long <really>.', 'Go on.'] }
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Firm - Page Not Found</title>',
  '<meta name="description" content="This address isn&#x27;t a page."/><script>self.a=1</script></head>',
  '<body><main><h1 class="h">404 Page Not Found</h1>',
  '<p class="line">The link you clicked may be broken &amp; it&#x27;s gone.</p><p class="line">Please go on.</p>',
  '<a href="/">Home</a></main><script type="application/ld+json">{}</script><script type="module" src="/x.js"></script>',
  '</body></html>',
].join('')

describe('an error page in the 404 page design', () => {
  const html = errorPageVariant(page, notFound, copy)

  it("has the variant's title, description, heading and lines in the 404 page's places", () => {
    expect(html).toContain('<title>Firm - Address Too Long</title>')
    expect(html).toContain('<meta name="description" content="Too long &lt;really&gt;.">')
    expect(html).toContain(
      '<h1 class="h">414 Address Too Long</h1><p class="line">Too long &lt;really&gt;.</p><p class="line">Go on.</p><a href="/">Home</a>',
    )
    expect(html).not.toMatch(/404|broken|isn/)
  })

  it('has no scripts', () => {
    expect(html).not.toContain('<script')
  })

  it("fails, naming what is missing, when the 404 page's markup no longer has its words", () => {
    expect(() => errorPageVariant(page.replace('<h1 class="h">404', '<h1>Oops 404'), notFound, copy)).toThrow(
      /<h1> "404 Page Not Found"/,
    )
    expect(() => errorPageVariant(page.replace('Please go on.', 'Go.'), notFound, copy)).toThrow(
      /paragraph "Please go on\."/,
    )
    expect(() => errorPageVariant(page.replace('name="description"', 'name="x"'), notFound, copy)).toThrow(
      /meta description/,
    )
  })
})
