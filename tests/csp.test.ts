import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, cspForHtml, inlineHashes } from '../server/csp.ts'

const hash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`

const page = `<!doctype html><html><head>
<style data-tsr-inline-css="">body{color:red}</style>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script type="module" async src="/assets/index.js"></script>
</head><body><script>window.$_TSR={}</script><script type="module">import('/a.js')</script></body></html>`

describe('inlineHashes', () => {
  it('hashes the inline scripts a browser runs and the inline styles, and nothing else', () => {
    expect(inlineHashes(page)).toEqual({
      scripts: [hash('window.$_TSR={}'), hash("import('/a.js')")],
      styles: [hash('body{color:red}')],
    })
  })
})

describe('contentSecurityPolicy', () => {
  it('allows only our origin when a page has nothing inline', () => {
    const csp = contentSecurityPolicy()
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("style-src 'self';")
    expect(csp).not.toContain('unsafe-inline')
  })

  it("adds each page's hashes to the directive they belong to", () => {
    const csp = cspForHtml(page)
    expect(csp).toContain(`style-src 'self' ${hash('body{color:red}')};`)
    expect(csp).toMatch(new RegExp(`script-src 'self' [^;]*${hash('window.$_TSR={}').replace(/[$+/]/g, '\\$&')}`))
    expect(csp).not.toContain(hash('{"@type":"Organization"}'))
  })
})
