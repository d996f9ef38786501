import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { TEAM_PATH } from '~/lib/paths.ts'

interface PartnerViewLinkProps {
  slug: string
  /** `false` on the team page itself, where choosing a partner redraws the profile below the chooser. */
  resetScroll?: boolean
  'aria-current'?: 'page'
  className?: string
  children: ReactNode
}

/** A link to a partner's own view of the team page: `partnerViewPath(slug)`, built by the router. */
export function PartnerViewLink({ slug, children, ...props }: PartnerViewLinkProps) {
  return (
    <Link to={TEAM_PATH} search={{ member: slug }} {...props}>
      {children}
    </Link>
  )
}
