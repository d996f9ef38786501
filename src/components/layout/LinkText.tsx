import words from 'content:locale/link-words'
import type { ReactNode } from 'react'
import { primaryLanguage } from '~/content/languages.ts'
import { Filled } from '../ui/filled.tsx'

/**
 * A link's words, and with them, where the page it leads to is in another language than this
 * page, that language named in this page's words as its locale.json writes it (`otherLanguageLink`,
 * `languageNames`): "Publicación 509 del IRS (en inglés)", "…（英語）". `hreflang` tells browsers
 * and search engines; this tells the reader, before the click. The added words are this page's
 * language, and marked so: a link's own words may be in another (the IRS's pages in Spanish,
 * named in Spanish on every page). The site's own language adds nothing.
 */
export function LinkText({
  hrefLang,
  languageName,
  children,
}: {
  hrefLang: string | undefined
  /** The name of the link's language in this page's, for a language other than English (content:locale/link-words). */
  languageName?: string | undefined
  children: ReactNode
}) {
  const { tag, pattern, english } = words
  const code = hrefLang && primaryLanguage(hrefLang)
  const name = !code || code === primaryLanguage(tag) ? undefined : code === 'en' ? english : languageName
  if (!pattern || !name) return children
  // The pattern's words before and after the link's own, each with the language's name filled in.
  const [before = '', after = ''] = pattern.split('{text}')
  const added = (piece: string) =>
    piece ? (
      <span lang={tag}>
        <Filled pattern={piece} parts={{ language: name }} />
      </span>
    ) : null
  // One element, so that a link laid out as a row (a button with an icon) keeps the name beside its words.
  return (
    <span>
      {added(before)}
      {children}
      {added(after)}
    </span>
  )
}
