/**
 * Another error page in the 404 page's design (header, footer, styles), for a
 * status the app never renders itself, such as 414 for an address too long to
 * serve. It is static: its scripts are left out, because hydrating it would
 * render the 404 page's words again. Links work as links, and the phone menu
 * opens with CSS like on any page before its JavaScript has run.
 */
import type { NotFoundPage } from '../src/content/schemas.ts'
import { escapeHtml } from '../src/lib/html.ts'

export interface ErrorPageCopy {
  title: string
  heading: string
  lines: readonly string[]
}

function replaceAll(html: string, from: string, to: string, what: string): string {
  if (!html.includes(from)) throw new Error(`the 404 page's ${what} ("${from}") was not found in its markup`)
  return html.split(from).join(to)
}

export function errorPageVariant(notFoundHtml: string, notFound: NotFoundPage, copy: ErrorPageCopy): string {
  const [first, last] = notFound.lines
  const firstLine = escapeHtml(first)
  const lastLine = escapeHtml(last)
  const start = notFoundHtml.lastIndexOf('<p', notFoundHtml.indexOf(firstLine))
  const end = notFoundHtml.indexOf('</p>', notFoundHtml.indexOf(lastLine)) + '</p>'.length
  const paragraph = /^<p[^>]*>/.exec(notFoundHtml.slice(start))?.[0]
  if (start < 0 || end < start || !paragraph) throw new Error("the 404 page's lines were not found in its markup")
  let html = `${notFoundHtml.slice(0, start)}${copy.lines.map((line) => `${paragraph}${escapeHtml(line)}</p>`).join('')}${notFoundHtml.slice(end)}`
  html = replaceAll(html, escapeHtml(notFound.heading), escapeHtml(copy.heading), 'heading')
  html = replaceAll(html, escapeHtml(notFound.title), escapeHtml(copy.title), 'title')
  html = replaceAll(html, escapeHtml(notFound.description), escapeHtml(copy.lines[0] ?? copy.heading), 'description')
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
}
