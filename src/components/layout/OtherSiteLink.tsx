import site from 'content:site/summary'
import type { ReactNode } from 'react'
import { linkLanguage } from '~/lib/edition.ts'
import { LinkText } from './LinkText.tsx'

/** Adds to a link's words the name of its page's language, where that is not this page's (LinkText). */
export type NameLanguage = (words: ReactNode) => ReactNode

export interface OtherSiteLinkProps {
  href: string
  /**
   * The language of the page linked to: content's where it says (a `…Language` field), else, in a
   * translation, the IRS's own pages in its language are in it and everything else is English.
   */
  hrefLang?: string | undefined
  /** The name of that language in this page's, where it is neither English nor this page's (LinkText). */
  languageName?: string | undefined
  /** Opens in a new tab, and says so to screen readers. */
  newTab?: boolean
  className?: string
  /**
   * The link's words, followed by the name of their page's language where that is not this page's;
   * or, where an icon or a label must stay after them, a function that places it itself.
   */
  children: ReactNode | ((named: NameLanguage) => ReactNode)
}

/**
 * A link to another site: marked with the language of the page it leads to (`hreflang`), and,
 * where that is not this page's, saying so in this page's words. The site's own language marks
 * only what content says is in another language, and adds no words.
 */
export function OtherSiteLink({
  href,
  hrefLang = linkLanguage(href),
  languageName,
  newTab,
  className,
  children,
}: OtherSiteLinkProps) {
  const named: NameLanguage = (words) => (
    <LinkText hrefLang={hrefLang} languageName={languageName}>
      {words}
    </LinkText>
  )
  return (
    <a
      href={href}
      hrefLang={hrefLang}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      className={className}
    >
      {typeof children === 'function' ? children(named) : named(children)}
      {newTab ? <span className="sr-only"> {site.newTabNote}</span> : null}
    </a>
  )
}
