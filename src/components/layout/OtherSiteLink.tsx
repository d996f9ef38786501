import words from 'content:locale/link-words'
import site from 'content:site/summary'
import type { ReactNode } from 'react'
import { Filled } from '~/components/ui/filled.tsx'
import { runs } from '~/components/ui/runs.tsx'
import { linkLanguage } from '~/lib/edition.ts'
import { LinkText, saysNewTab } from './LinkText.tsx'

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
  // In a translation, a new tab is said inside the brackets that name the page's language, where they are.
  const noteInside = Boolean(newTab) && saysNewTab(hrefLang, languageName)
  const named: NameLanguage = (words) => (
    <LinkText hrefLang={hrefLang} languageName={languageName} newTab={noteInside}>
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
      {newTab && !noteInside ? (
        <span className="sr-only">
          <Filled pattern={words.space} parts={{ a: '', b: runs(site.newTabNote) }} />
        </span>
      ) : null}
    </a>
  )
}
