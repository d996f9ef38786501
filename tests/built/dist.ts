/**
 * The built site as files: what `npm run build` wrote to dist/client, read as a browser without
 * JavaScript or a crawler reads it (parse5, the HTML parsing algorithm). The suites in this folder
 * check what the prerendered pages say without starting a browser or a server; they run after the
 * build (`npm run test:built`).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type DefaultTreeAdapterTypes, parse } from 'parse5'
import { languageOf } from '../../e2e/site-pages.ts'
import { pageFile, partnerViewFolder } from '../../src/lib/paths.ts'

export type Element = DefaultTreeAdapterTypes.Element
type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document

export const client = path.resolve(import.meta.dirname, '../../dist/client')

if (!existsSync(path.join(client, 'index.html'))) {
  throw new Error(`${client} has no index.html: run the build first (npm run build)`)
}

/**
 * The file a host sends for an address: a page's index.html, a partner's view (`?member=`) its own
 * file, `/404` and `/414` (or `/es/404`, `/es/414`) the language's error pages.
 */
export function fileOf(address: string): string {
  const { language, path: rest } = languageOf(address)
  const folder = path.join(client, language.base)
  if (rest === '/404' || rest === '/414') return path.join(folder, `${rest.slice(1)}.html`)
  const [pathname, query] = rest.split('?')
  const member = new URLSearchParams(query ?? '').get('member')
  return path.join(folder, pageFile(member ? partnerViewFolder(member) : (pathname ?? '/')))
}

export interface BuiltPage {
  address: string
  html: string
  document: DefaultTreeAdapterTypes.Document
}

const cache = new Map<string, BuiltPage>()
/** A prerendered page, parsed; each file is read once per suite. */
export function readPage(address: string): BuiltPage {
  const known = cache.get(address)
  if (known) return known
  const html = readFileSync(fileOf(address), 'utf8')
  const page = { address, html, document: parse(html) }
  cache.set(address, page)
  return page
}

const childrenOf = (node: Node): DefaultTreeAdapterTypes.ChildNode[] => {
  const parent = node as DefaultTreeAdapterTypes.ParentNode
  const own = 'childNodes' in parent ? parent.childNodes : []
  // A <template>'s content is a fragment of its own.
  const content = (node as DefaultTreeAdapterTypes.Template).content
  return content ? [...own, ...content.childNodes] : own
}

/** Every element under `root` in document order, or those `test` accepts. */
export function elements(root: Node, test: (element: Element) => boolean = () => true): Element[] {
  const found: Element[] = []
  const walk = (node: Node) => {
    for (const child of childrenOf(node)) {
      if ('tagName' in child) {
        if (test(child)) found.push(child)
        walk(child)
      }
    }
  }
  walk(root)
  return found
}

/** The elements named `tag` with every attribute given (a value, or `true` for any value). */
export const byTag = (root: Node, tag: string, attributes: Record<string, string | true> = {}) =>
  elements(
    root,
    (element) =>
      element.tagName === tag &&
      Object.entries(attributes).every(([name, value]) => {
        const found = attr(element, name)
        return value === true ? found !== undefined : found === value
      }),
  )

/** The one element that matches, or an error naming what was looked for. */
export function only(root: Node, tag: string, attributes: Record<string, string | true> = {}): Element {
  const found = byTag(root, tag, attributes)
  if (found.length !== 1) throw new Error(`${found.length} <${tag}> with ${JSON.stringify(attributes)}, not one`)
  return found[0] as Element
}

export const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value

/** An element's text as a reader gets it: its text nodes joined, white space collapsed. */
export function text(node: Node): string {
  const parts: string[] = []
  const walk = (current: Node) => {
    for (const child of childrenOf(current)) {
      if (child.nodeName === '#text') parts.push((child as DefaultTreeAdapterTypes.TextNode).value)
      else if ('tagName' in child && child.tagName !== 'script' && child.tagName !== 'style') walk(child)
    }
  }
  walk(node)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/** The nearest ancestor of `element` that `test` accepts. */
export function closest(element: Element, test: (candidate: Element) => boolean): Element | undefined {
  let current: DefaultTreeAdapterTypes.ParentNode | null = element.parentNode
  while (current && 'tagName' in current) {
    if (test(current)) return current
    current = current.parentNode
  }
  return undefined
}

/** The `lang` in force at an element: its own, or its nearest ancestor's. */
export function langAt(element: Element): string | undefined {
  const marked = attr(element, 'lang') !== undefined ? element : closest(element, (a) => attr(a, 'lang') !== undefined)
  return marked && attr(marked, 'lang')
}

/** The head's `<meta>` content by `name` or `property`. */
export const meta = (page: BuiltPage, key: string) =>
  byTag(page.document, 'meta')
    .filter((element) => attr(element, 'name') === key || attr(element, 'property') === key)
    .map((element) => attr(element, 'content'))

/**
 * The nodes of a page's structured data: each JSON-LD script, a graph read as its nodes, each with
 * the document's context.
 */
export function jsonLd(page: BuiltPage): Record<string, unknown>[] {
  return byTag(page.document, 'script', { type: 'application/ld+json' }).flatMap((script) => {
    const source = childrenOf(script)
      .map((child) => (child as DefaultTreeAdapterTypes.TextNode).value ?? '')
      .join('')
    const { '@graph': graph, ...document } = JSON.parse(source) as Record<string, unknown>
    return Array.isArray(graph)
      ? graph.map((node: Record<string, unknown>) => ({ '@context': document['@context'], ...node }))
      : [document]
  })
}
