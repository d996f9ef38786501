import { escapeHtml } from '../src/lib/html.ts'

/** The start of a page of the editor's, up to its body: never indexed, with what `head` adds. */
export const editorPageStart = (title: string, language: string, head: readonly string[]): string[] => [
  '<!doctype html>',
  `<html lang="${escapeHtml(language)}">`,
  '<head>',
  '<meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<meta name="robots" content="noindex">',
  `<title>${escapeHtml(title)}</title>`,
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
  ...head,
  '</head>',
  '<body>',
]
