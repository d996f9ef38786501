import { describe, expect, it } from 'vitest'
import { firstVisitScriptUrls, loadScriptsAfterLoad } from '../scripts/scripts-after-load.ts'

const page = `<html><head><link rel="modulepreload" href="/assets/index-A.js" fetchPriority="low"/><link rel="modulepreload" href="/assets/route-B.js" fetchPriority="low"/><link rel="icon" href="/favicon.svg"/></head><body><main></main><script>window.$_TSR={}</script><script type="module" async="" src="/assets/index-A.js"></script></body></html>`

describe('loadScriptsAfterLoad', () => {
  const rewritten = loadScriptsAfterLoad(page)

  it('leaves no script for the browser to fetch while the page loads', () => {
    expect(rewritten).not.toContain('<link rel="modulepreload"')
    expect(rewritten).not.toContain('src="/assets/')
    expect(rewritten).toContain('<link rel="icon" href="/favicon.svg"/>')
    expect(rewritten).toContain('<script>window.$_TSR={}</script>')
  })

  it('fetches the same scripts after the load event and the first contentful paint', () => {
    expect(rewritten).toMatch(
      /<script data-scripts-after-load="">addEventListener\("click",[^<]*addEventListener\("load",/,
    )
    expect(rewritten).toContain('hasAttribute("data-hydrated")')
    expect(rewritten).toContain('getEntriesByName("first-contentful-paint")')
    expect(rewritten).toContain('["/assets/index-A.js","/assets/route-B.js"]')
    expect(rewritten).toContain('import("/assets/index-A.js")')
    expect(firstVisitScriptUrls(rewritten).sort()).toEqual(['/assets/index-A.js', '/assets/route-B.js'])
    expect(firstVisitScriptUrls(page).sort()).toEqual(['/assets/index-A.js', '/assets/route-B.js'])
  })

  it('refuses a page whose entry script it cannot find', () => {
    expect(() => loadScriptsAfterLoad('<html><body></body></html>')).toThrow(/expected one module entry script/)
  })
})
