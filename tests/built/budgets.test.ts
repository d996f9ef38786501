/**
 * Byte budgets of a first visit, from the built files as they are sent
 * (brotli). Deterministic, so they are checked on every run; Lighthouse and
 * throughput live in `npm run bench`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { content, siteLanguages } from '../../e2e/site-pages.ts'
import { partnerViewPath } from '../../src/lib/paths.ts'
import { chunkImportReader, staticClosure } from '../../src/loading/chunk-graph.ts'
import { readPlan } from '../../src/loading/rewrite.ts'
import { client, fileOf } from './dist.ts'

const KB = 1024
/** Budgets, brotli-compressed: the targets of the performance issue. */
const budget = {
  javascript: 100 * KB,
  css: 10 * KB,
  /**
   * The document as sent, the stylesheet inlined into its head included, and each deadline it lists
   * on top (`<li data-due>`: the calendar lists twelve months of them, the home page four): a page's
   * own markup is held to 15 KB whatever the year's calendar holds, and a deadline to what one costs
   * today, its date, title, details, whom it concerns and its source (about 90 B in Japanese).
   */
  html: 15 * KB,
  deadline: 110,
  /** A document of the checklist (`<li class="checklist-item">`), likewise: its name, sender, date and source. */
  document: 110,
  routeChunks: 5 * KB,
  total: 150 * KB,
}
/**
 * A floor under the JavaScript count: React DOM alone is about 57 KB. Fewer bytes mean the
 * count lost track of what the page loads (the loader's plan or the chunk reader in
 * src/loading/ no longer matches the build), not that the page got lighter.
 */
const javascriptFloor = 75 * KB

const brotliSize = (file: string) => statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size

const importsOf = chunkImportReader(client)
/** The scripts a page loads at once: the loader's plan, and everything those files import statically. */
function firstVisitScripts(html: string): Set<string> {
  const plan = readPlan(html)
  if (!plan) throw new Error('the page has no loader (src/loading/rewrite.ts)')
  return staticClosure([...plan.preload, ...plan.evaluate], importsOf)
}

const stylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="((?:\/[a-z]{2,3})?\/assets\/[^"]+\.css)"/g)].map(
    (match) => match[1] as string,
  )
/** CSS inlined into the document, as its own brotli stream (it is sent inside the HTML). */
const inlineCssBytes = (html: string) => {
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('')
  return css ? brotliCompressSync(css).length : 0
}

/** Every page of every language: each language's pages, its partners' views and its 404 page. */
const pages = siteLanguages.flatMap(({ base, pages: routes }) => [
  ...routes.map((route) => route.path),
  ...content.partners.map((p) => `${base}${partnerViewPath(p.slug).slice(1)}`),
  `${base}404`,
])

describe('first-visit byte budgets (brotli)', () => {
  const scriptsOf = new Map(pages.map((page) => [page, firstVisitScripts(readFileSync(fileOf(page), 'utf8'))]))
  const routeOf = (page: string) => page.split('?')[0]
  /** A route's own chunks: scripts that no other route's first visit loads. */
  const ownChunks = (page: string) =>
    [...(scriptsOf.get(page) ?? [])].filter((asset) =>
      pages.every((other) => routeOf(other) === routeOf(page) || !scriptsOf.get(other)?.has(asset)),
    )

  it.each(pages)('%s', (page) => {
    const html = readFileSync(fileOf(page), 'utf8')
    const scripts = scriptsOf.get(page) ?? new Set<string>()
    const js = [...scripts].reduce((sum, asset) => sum + brotliSize(path.join(client, asset)), 0)
    const linkedCss = stylesheets(html).reduce((sum, asset) => sum + brotliSize(path.join(client, asset)), 0)
    const css = linkedCss + inlineCssBytes(html)
    const document = brotliSize(fileOf(page))
    const own = ownChunks(page)
    expect(scripts.size).toBeGreaterThan(0)
    expect(css, 'the page is styled').toBeGreaterThan(0)
    expect(js, 'JavaScript').toBeLessThanOrEqual(budget.javascript)
    expect(js, 'JavaScript counted: React DOM at least').toBeGreaterThanOrEqual(javascriptFloor)
    expect(css, 'CSS').toBeLessThanOrEqual(budget.css)
    // The page's own markup, and on top each deadline it lists.
    const items = html.match(/<li [^>]*\bdata-due=[\s\S]*?<\/li>/g) ?? []
    const documents = html.match(/<li class="checklist-item">[\s\S]*?<\/li>/g) ?? []
    const ownMarkup = brotliCompressSync(
      [...items, ...documents].reduce((rest, item) => rest.replace(item, ''), html),
    ).length
    expect(ownMarkup, 'HTML, without the deadlines and documents it lists').toBeLessThanOrEqual(budget.html)
    expect(
      document - ownMarkup,
      `HTML of the ${items.length} deadlines and ${documents.length} documents it lists`,
    ).toBeLessThanOrEqual(items.length * budget.deadline + documents.length * budget.document)
    for (const asset of own) {
      expect(brotliSize(path.join(client, asset)), `route chunk ${asset}`).toBeLessThanOrEqual(budget.routeChunks)
    }
    expect(document + js + linkedCss, 'HTML, JavaScript and CSS together').toBeLessThanOrEqual(budget.total)
  })
})
