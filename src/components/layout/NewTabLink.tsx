import site from 'content:site/summary'
import type { ReactNode } from 'react'
import { linkLanguage } from '~/lib/edition.ts'

interface NewTabLinkProps {
  href: string
  /** The language of the page linked to; in a translation, English unless it is the IRS's own page in its language. */
  hrefLang?: string
  className?: string
  children: ReactNode
}

/** A link to another site that opens in a new tab, and says so to screen readers. */
export function NewTabLink({ href, hrefLang = linkLanguage(href), className, children }: NewTabLinkProps) {
  return (
    <a href={href} hrefLang={hrefLang} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {site.newTabNote}</span>
    </a>
  )
}
