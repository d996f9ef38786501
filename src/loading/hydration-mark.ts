import { whenIdle } from './next-task.ts'

/**
 * The site's own sign that React has hydrated the page: `<html data-hydrated>`. The
 * in-page loader keeps early link clicks from the router until it is there, the router's
 * scroll predicate treats the render before it as hydration, and every test and bench
 * that waits for hydration waits for this attribute (never for the framework's globals).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

export const isHydrated = (): boolean => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)

/**
 * Sets the mark once the main thread is idle, then runs `afterwards`. The root layout commits
 * before a route whose code was still arriving has hydrated its own part; idle time comes
 * after that work.
 */
export function markHydratedWhenIdle(afterwards?: () => void): void {
  void whenIdle(200).then(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
    afterwards?.()
  })
}
