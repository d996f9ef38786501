/**
 * Another error page in the 404 page's design (header, footer, styles), for a
 * status the app never renders itself, such as 414 for an address too long to
 * serve. It is static: its scripts are left out, because hydrating it would
 * render the 404 page's words again. Links work as links, and the phone menu
 * opens as an HTML popover, as on any page before its JavaScript has run.
 *
 * The words are found as the browser would read them (parse5): the <title>, the
 * meta description, the <h1> and the paragraphs that hold the 404 page's own
 * copy, so they are found however React writes or escapes the markup.
 */
import { type DefaultTreeAdapterTypes, defaultTreeAdapter, parse, serialize } from 'parse5'
import { flagOf, type Prose, plainText } from '../src/content/runs.ts'

type Element = DefaultTreeAdapterTypes.Element

/** An error page's words (content/pages/not-found.json: the 404 page's, and each variant's). */
export interface ErrorPageCopy {
  title: string
  heading: Prose
  lines: readonly Prose[]
}

/** The words the 404 page was rendered with, which are replaced. */
export interface NotFoundCopy extends ErrorPageCopy {
  description: string
}

export function elementsOf(node: DefaultTreeAdapterTypes.ParentNode): Element[] {
  return node.childNodes.flatMap((child) =>
    'tagName' in child
      ? [
          child,
          ...elementsOf(child.tagName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child),
        ]
      : [],
  )
}

export const textOf = (node: DefaultTreeAdapterTypes.ParentNode): string =>
  node.childNodes.map((child) => ('value' in child ? child.value : 'childNodes' in child ? textOf(child) : '')).join('')

function setText(element: Element, text: string): void {
  element.childNodes = []
  defaultTreeAdapter.insertText(element, text)
}

/** Words of the content as an element's text: one a translation lacks is marked with the language it is shown in. */
function setWords(element: Element, text: Prose): void {
  setText(element, plainText(text))
  const flag = flagOf(text)
  if (flag && 'lang' in flag)
    element.attrs = [...element.attrs.filter(({ name }) => name !== 'lang'), { name: 'lang', value: flag.lang }]
}

/** Whether an element shows these words (a note the page adds after words it shows in another language aside). */
const shows = (element: Element, text: Prose) => textOf(element).startsWith(plainText(text))

/** The one element that matches, or an error naming what the 404 page no longer has. */
function one(elements: Element[], what: string, test: (element: Element) => boolean): Element {
  const found = elements.filter(test)
  if (found.length !== 1 || !found[0]) {
    throw new Error(`the 404 page has ${found.length} ${what} where one was expected in its markup`)
  }
  return found[0]
}

export function errorPageVariant(notFoundHtml: string, notFound: NotFoundCopy, copy: ErrorPageCopy): string {
  const document = parse(notFoundHtml)
  const elements = elementsOf(document)

  // The tab title keeps what the site adds around a page's own title (src/lib/seo.ts).
  const title = one(
    elements,
    `<title> holding "${notFound.title}"`,
    (element) => element.tagName === 'title' && textOf(element).includes(notFound.title),
  )
  setText(title, textOf(title).replace(notFound.title, copy.title))

  const description = one(
    elements,
    `meta description "${notFound.description}"`,
    (element) =>
      element.tagName === 'meta' &&
      element.attrs.some((attribute) => attribute.name === 'name' && attribute.value === 'description') &&
      element.attrs.some((attribute) => attribute.name === 'content' && attribute.value === notFound.description),
  )
  description.attrs = description.attrs.map((attribute) =>
    attribute.name === 'content' ? { ...attribute, value: plainText(copy.lines[0] ?? copy.heading) } : attribute,
  )

  const heading = one(
    elements,
    `<h1> "${plainText(notFound.heading)}"`,
    (element) => element.tagName === 'h1' && shows(element, notFound.heading),
  )
  setWords(heading, copy.heading)

  // The paragraphs of the 404 page's lines give way to the variant's, in the first one's place and style.
  const paragraphs = notFound.lines.map((line) =>
    one(elements, `paragraph "${plainText(line)}"`, (element) => element.tagName === 'p' && shows(element, line)),
  )
  const [first] = paragraphs
  const parent = first?.parentNode
  if (!first || !parent) throw new Error("the 404 page's copy has no lines")
  for (const line of copy.lines) {
    const paragraph = defaultTreeAdapter.createElement('p', first.namespaceURI, first.attrs)
    setWords(paragraph, line)
    defaultTreeAdapter.insertBefore(parent, paragraph, first)
  }
  for (const paragraph of paragraphs) defaultTreeAdapter.detachNode(paragraph)

  for (const script of elements.filter((element) => element.tagName === 'script')) defaultTreeAdapter.detachNode(script)
  return serialize(document)
}
