import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { chunkImportReader, evaluationOrder, staticClosure } from '~/loading/chunk-graph.ts'
import { PLAN_ATTRIBUTE } from '~/loading/page-loader.ts'
import { LOADER_ATTRIBUTE, pageLoaderCode, readPlan, rewritePage } from '~/loading/rewrite.ts'

const loader = await pageLoaderCode()
const graph: Record<string, string[]> = {
  '/assets/index-A.js': ['/assets/framework-F.js', '/assets/react-C.js'],
  '/assets/framework-F.js': ['/assets/react-C.js'],
}
const options = { importsOf: (href: string) => graph[href] ?? [], exists: () => true, loader }

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<link rel="icon" href="/favicon.svg"/></head><body><main>Hello</main><script>window.$_TSR={}</script>${body}</body></html>`
const preloads = [
  '<link rel="modulepreload" href="/assets/index-A.js" fetchPriority="low"/>',
  '<link rel="modulepreload" href="/assets/framework-F.js" fetchPriority="low"/>',
  '<link rel="modulepreload" href="/assets/react-C.js" fetchPriority="low"/>',
  '<link rel="modulepreload" href="/assets/route-B.js" fetchPriority="low"/>',
].join('')
const entry = '<script type="module" async="" src="/assets/index-A.js"></script>'
const framework = page(preloads, entry)

describe('the rewrite of a page', () => {
  const { html, plan } = rewritePage(framework, options)

  it('leaves no script for the browser to fetch while the page loads, and the rest of the page as it was', () => {
    expect(html).not.toMatch(/<link[^>]+modulepreload|type="module"/)
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>')
    expect(html).toContain('<script>window.$_TSR={}</script>')
    expect(html.match(new RegExp(`<script ${LOADER_ATTRIBUTE}=""`, 'g'))).toHaveLength(1)
  })

  it('preloads every file the framework named, entry first, and evaluates the shared chunks before the entry', () => {
    expect(plan).toEqual({
      preload: ['/assets/index-A.js', '/assets/framework-F.js', '/assets/react-C.js', '/assets/route-B.js'],
      evaluate: ['/assets/react-C.js', '/assets/framework-F.js', '/assets/index-A.js'],
    })
    expect(readPlan(html)).toEqual(plan)
  })

  it("writes the same code on every page, the plan in the loader's attribute", () => {
    const other = rewritePage(page(preloads.replace('route-B', 'route-D'), entry), options)
    const loaderOf = (rewritten: string) => /<script data-page-loader=""[^>]*>([^<]*)<\/script>/.exec(rewritten)?.[1]
    expect(loaderOf(html)).toBe(loader)
    expect(loaderOf(other.html)).toBe(loader)
    expect(other.plan.preload).toContain('/assets/route-D.js')
    expect(readPlan(other.html)).toEqual(other.plan)
    expect(html).toContain(`${PLAN_ATTRIBUTE}='${JSON.stringify(plan)}'`)
  })

  it('finds the tags whatever the order, quoting and set of their attributes', () => {
    const reordered = page(
      [
        `<link fetchpriority=low href='/assets/index-A.js' rel="modulepreload">`,
        '<link crossorigin="" href="/assets/framework-F.js" rel="MODULEPRELOAD"/>',
        '<link as="script" rel="preload" href="/assets/react-C.js"/>',
        '<link href="/assets/route-B.js" nonce="n" rel="modulepreload"/>',
      ].join(''),
      '<script src="/assets/index-A.js" crossorigin="" type="module"></script>',
    )
    const rewritten = rewritePage(reordered, options)
    expect(rewritten.plan).toEqual(plan)
    expect(rewritten.html).not.toMatch(/modulepreload"|rel="preload"|type="module"/)
  })

  it('refuses a page whose entry it cannot tell, naming the coupling point', () => {
    const coupling = /the framework's script tags \(src\/loading\/rewrite\.ts\)/
    expect(() => rewritePage(page(preloads, ''), options)).toThrow(coupling)
    expect(() => rewritePage(page(preloads, entry + entry), options)).toThrow(coupling)
    expect(() =>
      rewritePage(page(preloads, '<script type="module">import("/assets/index-A.js")</script>'), options),
    ).toThrow(/found 1 module scripts \(1 inline\)/)
    expect(() =>
      rewritePage(page(preloads, '<script type="module" src="https://cdn.example/x.js"></script>'), options),
    ).toThrow(coupling)
  })

  it('refuses a plan with a file that was not built, or a chunk the framework did not preload', () => {
    expect(() => rewritePage(framework, { ...options, exists: (href) => href !== '/assets/route-B.js' })).toThrow(
      /not built: \/assets\/route-B\.js/,
    )
    expect(() => rewritePage(page(preloads.replace(/<link[^>]+react-C[^>]+>/, ''), entry), options)).toThrow(
      /imports \/assets\/react-C\.js, which the framework did not preload/,
    )
  })

  it('refuses to rewrite a page twice', () => {
    expect(() => rewritePage(html, options)).toThrow(/already has a loader/)
  })
})

describe('the order of evaluation', () => {
  it('puts every chunk after the chunks it imports, each once, and the entry last', () => {
    const imports: Record<string, string[]> = { entry: ['a', 'b'], a: ['c'], b: ['c', 'a'], c: [] }
    expect(evaluationOrder('entry', (href) => imports[href] ?? [])).toEqual(['c', 'a', 'b', 'entry'])
  })

  it('ends on a cycle instead of looping', () => {
    const imports: Record<string, string[]> = { entry: ['a'], a: ['b'], b: ['a'] }
    expect(evaluationOrder('entry', (href) => imports[href] ?? [])).toEqual(['b', 'a', 'entry'])
  })
})

describe('the chunk reader', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'chunks-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const write = (name: string, code: string) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), code)
  }
  write('assets/entry.js', 'import{a}from"./a.js";import"./b.js";const r=()=>import("./route.js");export{a,r}')
  write('assets/a.js', 'import"../assets/b.js";export const a=1')
  write('assets/b.js', 'export const b=import.meta.url')
  write('assets/route.js', 'export default 1')

  it('follows relative static imports and leaves dynamic ones to the router', () => {
    const importsOf = chunkImportReader(dir)
    expect(importsOf('/assets/entry.js')).toEqual(['/assets/a.js', '/assets/b.js'])
    expect(importsOf('/assets/a.js')).toEqual(['/assets/b.js'])
    expect([...staticClosure(['/assets/entry.js'], importsOf)].sort()).toEqual([
      '/assets/a.js',
      '/assets/b.js',
      '/assets/entry.js',
    ])
  })

  it('throws, naming the coupling point, on a specifier it cannot follow', () => {
    write('assets/bare.js', 'import{x}from"react";export{x}')
    write('assets/absolute.js', 'import"/assets/a.js"')
    write('assets/missing.js', 'import"./gone.js"')
    const importsOf = chunkImportReader(dir)
    for (const chunk of ['bare', 'absolute', 'missing']) {
      expect(() => importsOf(`/assets/${chunk}.js`)).toThrow(
        /chunk import specifiers \(src\/loading\/chunk-graph\.ts\)/,
      )
    }
  })
})
