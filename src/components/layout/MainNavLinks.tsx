import site from 'content:site/summary'
import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { matchNav } from '~/lib/nav.ts'
import { cn } from '../ui/cn.ts'
import { runs } from '../ui/runs.tsx'

interface MainNavLinksProps {
  /** Classes for every link, and for the highlighted one. */
  linkClassName: string
  activeClassName: string
}

/**
 * The main navigation, named for screen readers: the five main links, with the current page (or
 * its section) highlighted, and what the nav holds after them (`children`). The header shows it on
 * wide screens, the phone menu on narrow ones.
 */
export function MainNavLinks({
  className,
  listClassName,
  children,
  ...links
}: MainNavLinksProps & { className: string; listClassName: string; children?: ReactNode }) {
  return (
    <nav aria-label={site.mainNavLabel} className={className}>
      <ul className={listClassName}>
        {site.mainNav.map((item) => (
          <NavItem key={item.to} {...item} {...links} />
        ))}
      </ul>
      {children}
    </nav>
  )
}

/**
 * One main link. It follows the router for its own highlight only, so a page change renders
 * again the two links whose highlight moves, not all five in each of the two lists.
 */
function NavItem({ to, label, linkClassName, activeClassName }: MainNavLinksProps & (typeof site.mainNav)[number]) {
  const match = useRouterState({ select: (state) => matchNav(state.location.pathname, to) })
  return (
    <li>
      <Link
        to={to}
        // Set by hand: the router would mark a section link as the page itself.
        aria-current={match === 'page' ? 'page' : match === 'section' ? 'true' : undefined}
        activeOptions={{ exact: true }}
        className={cn(linkClassName, match && activeClassName)}
      >
        {runs(label)}
      </Link>
    </li>
  )
}
