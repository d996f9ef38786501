/**
 * A translation's pages that show a text behind its English (src/content/drift.ts) say so in their
 * translation note: the note's sentence for it (locale.json → `translated.behind`), prerendered
 * hidden on every page (LanguageLinks.tsx), is shown on those pages. Every page of the language
 * also carries the list of them, so that after a move to another page in the browser the note
 * shows or hides it for the page now read (followSamePage), with no content in the bundle.
 *
 * A page shows a text when the text is in its words as a reader or a search engine gets them: the
 * text of the page, its attributes (a description, an alt text) and its structured data.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'parse5'
import { PARTNER_VIEWS_DIR, partnerViewPath } from '../src/lib/paths.ts'
import { elementsOf, textOf } from './error-page.ts'

/** How the note's sentence is prerendered: hidden, with no list yet (LanguageLinks.tsx). */
const UNMARKED = 'data-behind="" hidden=""'

const words = (text: string) => text.replace(/\s+/g, ' ').trim()

/** Everything a page says: its text (structured data included) and its attributes' values. */
function pageWords(html: string): string {
  const document = parse(html)
  const attributes = elementsOf(document).flatMap((element) => element.attrs.map((attribute) => attribute.value))
  return words([textOf(document), ...attributes].join('\n'))
}

/**
 * The address a page of a language's folder is read at, as followSamePage names it: `/services/`,
 * a partner's view `/about/team/?member=<slug>`; null for a file that is no page (404.html).
 */
function pageOf(file: string): string | null {
  if (!file.endsWith('index.html')) return null
  const address = `/${path.dirname(file).split(path.sep).join('/')}/`.replace(/^\/\.\/$/, '/')
  const view = new RegExp(`^${PARTNER_VIEWS_DIR}/([^/]+)/$`).exec(address)
  return view?.[1] ? partnerViewPath(view[1]) : address
}

/**
 * Marks the pages of one language's folder (`dist/client/es`): each that shows one of `texts`, the
 * translation's texts behind their English, shows the note's sentence. Returns those pages' addresses.
 */
export function markBehindPages(folder: string, texts: readonly string[]): string[] {
  const needles = texts.map(words).filter(Boolean)
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
  const pages = files.map((file) => {
    const html = readFileSync(path.join(folder, file), 'utf8')
    const said = pageWords(html)
    return { file, html, page: pageOf(file), behind: needles.some((needle) => said.includes(needle)) }
  })
  const behind = pages.flatMap(({ page, behind }) => (page && behind ? [page] : []))
  for (const { file, html, behind: shows } of pages) {
    if (!html.includes(UNMARKED)) continue
    const marked = `data-behind="${behind.join(' ')}"${shows ? '' : ' hidden=""'}`
    writeFileSync(path.join(folder, file), html.replace(UNMARKED, marked))
  }
  return behind
}
