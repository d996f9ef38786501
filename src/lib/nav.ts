/**
 * How a main-navigation link relates to the current path: the page itself,
 * a section the page lives in (About for /about/team), or neither.
 */
export type NavMatch = 'page' | 'section' | null

export function matchNav(pathname: string, to: string): NavMatch {
  const current = pathname !== '/' ? pathname.replace(/\/+$/, '') : pathname
  if (current === to) return 'page'
  if (to !== '/' && current.startsWith(`${to}/`)) return 'section'
  return null
}
