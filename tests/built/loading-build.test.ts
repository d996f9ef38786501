/**
 * The loading machinery (src/loading/) against this build's real output: the pages as the
 * framework wrote them (kept in dist/framework-pages/ by the build) and the chunks Rolldown
 * wrote. An upgrade that reorders or changes the attributes of the framework's tags must not
 * change what a page loads; one that changes what the rewrite or the chunk reader relies on
 * must fail with a message naming the coupling point.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageFile } from '../../src/lib/paths.ts'
import { chunkImportReader } from '../../src/loading/chunk-graph.ts'
import { COMPILE_HINT, HINTED_FROM } from '../../src/loading/compile-hints.ts'
import { pageLoaderCode, readPlan, rewritePage } from '../../src/loading/rewrite.ts'

const dist = path.resolve(import.meta.dirname, '../../dist')
const client = path.join(dist, 'client')
const originals = path.join(dist, 'framework-pages')
const loader = await pageLoaderCode()
const importsOf = chunkImportReader(client)
const options = { importsOf, exists: (href: string) => existsSync(path.join(client, href)), loader }

const pages = readdirSync(originals, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))

/** Every `<link>` and `<script>` start tag with its attributes rewritten by `change`. */
function changeTags(html: string, change: (name: string, attributes: [string, string][]) => [string, string][]) {
  return html.replace(/<(link|script)\b([^>]*?)(\/?)>/g, (_tag, name: string, attributes: string, slash: string) => {
    const parsed = [...attributes.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)].map(
      (match) => [match[1], match[2] ?? ''] as [string, string],
    )
    const written = change(name, parsed).map(([key, value]) => ` ${key}="${value}"`)
    return `<${name}${written.join('')}${slash}>`
  })
}

describe('the loader on this build', () => {
  it('every page as the framework wrote it was kept, and its rewrite is what the build served', () => {
    expect(pages.length).toBeGreaterThanOrEqual(12)
    for (const file of pages) {
      const { plan } = rewritePage(readFileSync(path.join(originals, file), 'utf8'), options)
      const served = readFileSync(path.join(client, file), 'utf8')
      expect(readPlan(served), file).toEqual(plan)
      // One loader for every page: the plan is in its attribute, so one hash in every page's policy.
      expect(/<script data-page-loader=""[^>]*>([^<]*)<\/script>/.exec(served)?.[1], file).toBe(loader)
      expect(plan.evaluate.length, `${file}: shared chunks evaluated one per task`).toBeGreaterThanOrEqual(3)
    }
  })

  it('reversed attributes, and attributes added or dropped, load the same files', () => {
    for (const file of pages) {
      const original = readFileSync(path.join(originals, file), 'utf8')
      const expected = rewritePage(original, options).plan
      const reversed = changeTags(original, (_name, attributes) => [...attributes].reverse())
      const changedSet = changeTags(original, (name, attributes) => [
        ['data-framework', 'next'],
        ...attributes.filter(([key]) => key.toLowerCase() !== 'fetchpriority' && key !== 'async'),
        ...(name === 'script' ? [['crossorigin', ''] as [string, string]] : []),
      ])
      for (const variant of [reversed, changedSet]) {
        expect(variant).not.toBe(original)
        const { html, plan } = rewritePage(variant, options)
        expect(plan, file).toEqual(expected)
        expect(html).not.toMatch(/rel="modulepreload"|type="module"/)
      }
    }
  })

  it('a framework that writes its entry or its preloads another way fails the rewrite, naming the coupling point', () => {
    const original = readFileSync(path.join(originals, pageFile('/')), 'utf8')
    const inlineEntry = original.replace(
      /<script type="module" async="" src="([^"]+)"><\/script>/,
      '<script type="module">import("$1")</script>',
    )
    // The entry without its type (a classic script), and preloads of another kind than a script's.
    const classicEntry = changeTags(original, (name, attributes) =>
      name === 'script' && attributes.some(([key]) => key === 'src')
        ? attributes.filter(([key]) => key !== 'type')
        : attributes,
    )
    const fetchPreloads = changeTags(original, (name, attributes) =>
      name === 'link' && attributes.some(([key, value]) => key === 'rel' && value === 'modulepreload')
        ? [...attributes.filter(([key]) => key !== 'rel'), ['rel', 'preload'], ['as', 'fetch']]
        : attributes,
    )
    for (const variant of [inlineEntry, classicEntry, fetchPreloads]) {
      expect(variant).not.toBe(original)
      expect(() => rewritePage(variant, options)).toThrow(/the framework's script tags \(src\/loading\/rewrite\.ts\)/)
    }
  })

  it('chunks that import each other another way fail the chunk reader, naming the coupling point', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'chunks-'))
    try {
      cpSync(path.join(client, 'assets'), path.join(copy, 'assets'), { recursive: true })
      const plan = readPlan(readFileSync(path.join(client, pageFile('/')), 'utf8'))
      const entry = plan?.evaluate.at(-1) as string
      const code = readFileSync(path.join(copy, entry), 'utf8')
      const absolute = code.replace(/from\s*"\.\/([^"]+)"/g, 'from"/assets/$1"')
      expect(absolute).not.toBe(code)
      writeFileSync(path.join(copy, entry), absolute)
      expect(() => chunkImportReader(copy)(entry)).toThrow(/chunk import specifiers \(src\/loading\/chunk-graph\.ts\)/)
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  })

  it('no chunk of any language calls Intl: Chromium loads its locale data on first use, 30–120 ms of one task', () => {
    const folders = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter(
      (entry) => path.basename(entry) === 'assets' && !entry.startsWith('admin'),
    )
    expect(folders.length).toBeGreaterThanOrEqual(1)
    for (const folder of folders) {
      for (const chunk of readdirSync(path.join(client, folder)).filter((file) => file.endsWith('.js'))) {
        expect(readFileSync(path.join(client, folder, chunk), 'utf8'), `${folder}/${chunk}`).not.toMatch(/\bIntl\./)
      }
    }
  })

  it("every chunk of 2 KB or more opens with V8's compile hint, which counts on the first line only", () => {
    const chunks = readdirSync(path.join(client, 'assets')).filter((file) => file.endsWith('.js'))
    let hinted = 0
    for (const chunk of chunks) {
      const code = readFileSync(path.join(client, 'assets', chunk), 'utf8')
      if (code.split('\n', 1)[0] === COMPILE_HINT) hinted++
      else expect(code.length, `${chunk} has no hint`).toBeLessThan(HINTED_FROM)
    }
    expect(hinted).toBeGreaterThanOrEqual(10)
  })
})
