/**
 * The dated script (src/loading/dated.ts): what the server build writes after each dated list, and
 * what it does to the list on a given day, in a small stand-in for the browser's DOM (parse5's tree:
 * attributes, `hidden`, and the `[data-…]` selectors the script uses).
 */
import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { showCurrent } from '~/loading/dated.ts'
import { datedScript, datedScriptCode } from '~/loading/dated-script.ts'

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.DocumentFragment
type ElementNode = DefaultTreeAdapterTypes.Element

const isElement = (node: Node): node is ElementNode => 'tagName' in node
const childElements = (node: Node) => ('childNodes' in node ? node.childNodes.filter(isElement) : [])
const descendants = (node: Node): ElementNode[] =>
  childElements(node).flatMap((child) => [child, ...descendants(child)])

const wrapped = new WeakMap<Node, FakeElement>()
const wrap = (node: Node) => wrapped.get(node) ?? new FakeElement(node)

/** An element as the script uses it; anything else it asks for throws, so the stand-in cannot pass unnoticed. */
class FakeElement {
  readonly node: Node
  constructor(node: Node) {
    this.node = node
    wrapped.set(node, this)
  }
  private get attrs() {
    return isElement(this.node) ? this.node.attrs : []
  }
  getAttribute(name: string): string | null {
    return this.attrs.find((attribute) => attribute.name === name)?.value ?? null
  }
  hasAttribute(name: string): boolean {
    return this.getAttribute(name) !== null
  }
  get hidden(): boolean {
    return this.hasAttribute('hidden')
  }
  set hidden(hidden: boolean) {
    if (!isElement(this.node)) throw new Error('not an element')
    this.node.attrs = this.attrs.filter((attribute) => attribute.name !== 'hidden')
    if (hidden) this.node.attrs.push({ name: 'hidden', value: '' })
  }
  querySelectorAll(selectors: string): FakeElement[] {
    const names = selectors.split(',').map((selector) => {
      const name = /^\[([a-z-]+)\]$/.exec(selector.trim())?.[1]
      if (!name) throw new Error(`the stand-in DOM knows [attribute] selectors only, not ${selector}`)
      return name
    })
    return descendants(this.node)
      .map(wrap)
      .filter((element) => names.some((name) => element.hasAttribute(name)))
  }
  querySelector(selectors: string): FakeElement | null {
    return this.querySelectorAll(selectors)[0] ?? null
  }
  get previousElementSibling(): FakeElement | null {
    const parent = 'parentNode' in this.node ? this.node.parentNode : null
    const siblings = parent ? childElements(parent as Node) : []
    const before = siblings[siblings.indexOf(this.node as ElementNode) - 1]
    return before ? wrap(before) : null
  }
}

/** A page's markup, and its elements found by an attribute. */
function page(html: string) {
  const root = wrap(parseFragment(html))
  const all = (name: string) => [...root.querySelectorAll(`[${name}]`)]
  const one = (name: string) => all(name)[0] as FakeElement
  const shown = (name: string, value = (element: FakeElement) => element.getAttribute(name)) =>
    all(name)
      .filter((element) => !element.hidden)
      .map(value)
  const scripts = descendants(root.node)
    .filter((node) => node.tagName === 'script')
    .map(wrap)
  return { all, one, shown, scripts }
}

const calendar = (empty = '<div data-when-empty hidden>Being updated</div>') => `
  <div data-list data-dated>
    <section data-group data-month="2026-12">
      <ol>
        <li data-due="2026-12-15"><span data-next>Next</span></li>
        <li data-due="2026-12-28"><span data-next hidden>Next</span></li>
      </ol>
    </section>
    <section data-group data-month="2027-01">
      <ol>
        <li data-due="2027-01-15"><span data-next hidden>Next</span></li>
        <li data-due="2027-01-25"><span data-next hidden>Next</span></li>
      </ol>
    </section>
    ${empty}
  </div><script>dated</script>`

const home = `
  <ol data-list data-dated data-first="3">
    <li data-due="2026-11-25"></li><li data-due="2026-12-15"></li><li data-due="2026-12-28"></li>
    <li data-due="2027-01-15" hidden></li><li data-due="2027-01-25" hidden></li><li data-due="2027-02-01" hidden></li>
  </ol><script>dated</script>`

const notices = `
  <div data-list data-hide-empty>
    <section><ul>
      <li data-from="2026-11-20" data-until="2026-12-01" data-notice="holidays"></li>
      <li data-from="2026-11-01" data-until="2027-01-01" data-notice="move"></li>
    </ul></section>
  </div><script>dated</script>`

const run = (html: string, day: string) => {
  const dom = page(html)
  showCurrent(dom.one('data-list') as unknown as HTMLElement, day)
  return dom
}

describe('the dated script on a day', () => {
  it('hides the deadlines that are past and moves the next mark to the first still due', () => {
    const dom = run(calendar(), '2026-12-16')
    expect(dom.shown('data-due')).toEqual(['2026-12-28', '2027-01-15', '2027-01-25'])
    expect(dom.all('data-next').map((mark) => mark.hidden)).toEqual([true, false, true, true])
    expect(dom.shown('data-month')).toEqual(['2026-12', '2027-01'])
    expect(dom.one('data-when-empty').hidden).toBe(true)
  })

  it('hides a month with nothing left, and shows the message when nothing is', () => {
    const later = run(calendar(), '2027-01-01')
    expect(later.shown('data-month')).toEqual(['2027-01'])
    expect(later.shown('data-due')).toEqual(['2027-01-15', '2027-01-25'])
    const past = run(calendar(), '2027-01-26')
    expect(past.shown('data-due')).toEqual([])
    expect(past.shown('data-month')).toEqual([])
    expect(past.all('data-next').every((mark) => mark.hidden)).toBe(true)
    expect(past.one('data-when-empty').hidden).toBe(false)
  })

  it('shows a deadline on its own day, and the page as built on the day it was built', () => {
    const dom = run(calendar(), '2026-12-15')
    expect(dom.shown('data-due')).toHaveLength(4)
    expect(dom.all('data-next').map((mark) => mark.hidden)).toEqual([false, true, true, true])
  })

  it('shows the first n still due of a list that asks for n, the next ones as the first pass', () => {
    expect(run(home, '2026-11-24').shown('data-due')).toEqual(['2026-11-25', '2026-12-15', '2026-12-28'])
    expect(run(home, '2026-12-16').shown('data-due')).toEqual(['2026-12-28', '2027-01-15', '2027-01-25'])
    expect(run(home, '2027-01-20').shown('data-due')).toEqual(['2027-01-25', '2027-02-01'])
    expect(run(home, '2027-03-01').shown('data-due')).toEqual([])
  })

  it('shows a notice from its first day to its last, and hides the region when none is left', () => {
    expect(run(notices, '2026-11-19').shown('data-notice')).toEqual(['move'])
    expect(run(notices, '2026-11-20').shown('data-notice')).toEqual(['holidays', 'move'])
    expect(run(notices, '2026-12-01').shown('data-notice')).toEqual(['holidays', 'move'])
    const after = run(notices, '2027-01-02')
    expect(after.shown('data-notice')).toEqual([])
    expect(after.one('data-list').hidden).toBe(true)
    expect(run(notices, '2027-01-01').one('data-list').hidden).toBe(false)
  })
})

describe('the dated script in the pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('goes into the server build only, the same code after every list', async () => {
    const plugin = datedScript()
    const load = (environment: string) =>
      (plugin.load as (this: unknown, id: string) => Promise<string>).call(
        { environment: { name: environment } },
        '\0virtual:dated-script',
      )
    const code = await datedScriptCode()
    expect(await load('ssr')).toBe(`export default ${JSON.stringify(code)}`)
    expect(await load('client')).toBe('export default ""')
    expect(code).not.toMatch(/<\/script|<!--/i)
  })

  it("corrects the element just before it, whatever the list, on the visitor's own date", async () => {
    const code = await datedScriptCode()
    vi.useFakeTimers({ toFake: ['Date'] })
    // Late in the evening where the visitor is: their date, whatever the date in UTC.
    vi.setSystemTime(new Date(2026, 11, 16, 23, 30))
    const dom = page(`${notices}${calendar()}${home}`)
    expect(dom.scripts).toHaveLength(3)
    for (const script of dom.scripts) {
      vi.stubGlobal('document', { currentScript: script })
      new Function(code)()
    }
    expect(dom.shown('data-notice')).toEqual(['move'])
    const next = ['2026-12-28', '2027-01-15', '2027-01-25']
    expect(dom.shown('data-due')).toEqual([...next, ...next])
    expect(dom.all('data-next').map((mark) => mark.hidden)).toEqual([true, false, true, true])
  })
})
