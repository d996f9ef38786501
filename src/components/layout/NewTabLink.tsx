import site from 'content:site'
import type { ReactNode } from 'react'

interface NewTabLinkProps {
  href: string
  className?: string
  children: ReactNode
}

/** A link to another site that opens in a new tab, and says so to screen readers. */
export function NewTabLink({ href, className, children }: NewTabLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {site.newTabNote}</span>
    </a>
  )
}
