import { describe, expect, it } from 'vitest'
import { evaluationOrder, firstVisitScriptUrls, loadScriptsAfterLoad } from '../scripts/scripts-after-load.ts'

const page = `<html><head><link rel="modulepreload" href="/assets/index-A.js" fetchPriority="low"/><link rel="modulepreload" href="/assets/route-B.js" fetchPriority="low"/><link rel="modulepreload" href="/assets/react-C.js" fetchPriority="low"/><link rel="icon" href="/favicon.svg"/></head><body><main></main><script>window.$_TSR={}</script><script type="module" async="" src="/assets/index-A.js"></script></body></html>`

// The entry imports React; the route chunk, loaded by the router, imports React too.
const chunkImports: Record<string, string[]> = {
  '/assets/index-A.js': ['/assets/react-C.js'],
  '/assets/route-B.js': ['/assets/react-C.js'],
  '/assets/react-C.js': [],
}
const importsOf = (href: string) => chunkImports[href] ?? []

describe('loadScriptsAfterLoad', () => {
  const rewritten = loadScriptsAfterLoad(page, importsOf)

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
    expect(rewritten).toContain('["/assets/index-A.js","/assets/route-B.js","/assets/react-C.js"]')
    expect(firstVisitScriptUrls(rewritten).sort()).toEqual([
      '/assets/index-A.js',
      '/assets/react-C.js',
      '/assets/route-B.js',
    ])
    expect(firstVisitScriptUrls(page).sort()).toEqual([
      '/assets/index-A.js',
      '/assets/react-C.js',
      '/assets/route-B.js',
    ])
  })

  it('evaluates the shared chunks one at a time before the entry, and leaves route chunks to the router', () => {
    expect(rewritten).toContain('for(const href of ["/assets/react-C.js","/assets/index-A.js"]){await import(href)')
  })

  it('refuses a page whose entry script it cannot find', () => {
    expect(() => loadScriptsAfterLoad('<html><body></body></html>', importsOf)).toThrow(
      /expected one module entry script/,
    )
  })
})

describe('evaluationOrder', () => {
  it('puts every chunk after the chunks it imports, each once, and the entry last', () => {
    const graph: Record<string, string[]> = {
      entry: ['start', 'react-dom', 'runtime'],
      start: ['router', 'react-dom', 'runtime'],
      router: ['react-dom', 'react', 'runtime'],
      'react-dom': ['runtime'],
      react: ['runtime'],
      runtime: [],
    }
    const order = evaluationOrder('entry', (href) => graph[href] ?? [])
    expect(order).toEqual(['runtime', 'react-dom', 'react', 'router', 'start', 'entry'])
  })

  it('ends on a cycle instead of looping', () => {
    const graph: Record<string, string[]> = { entry: ['a'], a: ['b'], b: ['a'] }
    expect(evaluationOrder('entry', (href) => graph[href] ?? [])).toEqual(['b', 'a', 'entry'])
  })
})
