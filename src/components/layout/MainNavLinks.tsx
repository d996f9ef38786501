import { Link, useRouterState } from '@tanstack/react-router'
import { site } from '~/content/site.ts'
import { matchNav } from '~/lib/nav.ts'
import { cn } from '../ui/cn.ts'

interface MainNavLinksProps {
  /** Classes for every link, and for the highlighted one. */
  linkClassName: string
  activeClassName: string
}

/** The five main links, with the current page (or its section) highlighted. */
export function MainNavLinks({ linkClassName, activeClassName }: MainNavLinksProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <>
      {site.mainNav.map((item) => {
        const match = matchNav(pathname, item.to)
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              // Set by hand: the router would mark a section link as the page itself.
              aria-current={match === 'page' ? 'page' : match === 'section' ? 'true' : undefined}
              activeOptions={{ exact: true }}
              className={cn(linkClassName, match && activeClassName)}
            >
              {item.label}
            </Link>
          </li>
        )
      })}
    </>
  )
}
