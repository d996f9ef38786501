import { pagePath } from './paths.ts'

/**
 * How a main-navigation link relates to the current path: the page itself,
 * a section the page lives in (About for /about/team), or neither.
 */
export type NavMatch = 'page' | 'section' | null

export function matchNav(pathname: string, to: string): NavMatch {
  const current = pagePath(pathname)
  const target = pagePath(to)
  if (current === target) return 'page'
  if (target !== '/' && current.startsWith(target)) return 'section'
  return null
}
