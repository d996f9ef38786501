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
  newTab = false,
  children,
}: {
  hrefLang: string | undefined
  /** The name of the link's language in this page's, for a language other than English (content:locale/link-words). */
  languageName?: string | undefined
  /** The link opens a new tab: said inside the language's brackets where the pattern has a place for it. */
  newTab?: boolean
  children: ReactNode
}) {
  const { tag, pattern } = words
  const name = nameAdded(hrefLang, languageName)
  if (!pattern || !name) return children
  // The pattern's words before and after the link's own, each with the language's name filled in.
  const [before = '', after = ''] = pattern.split('{text}')
  const added = (piece: string) =>
    piece ? (
      <span lang={tag}>
        <Filled
          pattern={piece}
          parts={{ language: name, newTab: newTab ? <span className="sr-only">{words.newTab}</span> : null }}
        />
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

/** The name LinkText adds to a link to a page in `hrefLang`, if any: none for a page in this page's language. */
function nameAdded(hrefLang: string | undefined, languageName: string | undefined): string | undefined {
  const code = hrefLang && primaryLanguage(hrefLang)
  if (!code || code === primaryLanguage(words.tag)) return undefined
  return code === 'en' ? words.english : languageName
}

/**
 * Whether LinkText says "opens in a new tab" itself, inside the brackets naming the language
 * ("(en inglés; se abre en una pestaña nueva)"), so that the link does not add a second pair.
 */
export const saysNewTab = (hrefLang: string | undefined, languageName: string | undefined): boolean =>
  Boolean(words.pattern?.includes('{newTab}') && words.newTab && nameAdded(hrefLang, languageName))
