/**
 * Dated content in the browser: the visitor's own date decides which deadlines are past, which is
 * next, and which notices have ended. The prerendered page is right on the day it was built (its
 * content modules start that day, src/content/dated.ts); a page opened later corrects itself twice,
 * with the same rule each time:
 *  - before its first paint, DATED_SCRIPT (dated-script.ts, inline right after the list it corrects)
 *    hides what is past and moves the "next" mark, so nothing shifts once the page is on screen;
 *  - once React has hydrated, useToday() gives the components the visitor's date, and they render
 *    exactly what the script left on screen.
 */
import { useSyncExternalStore } from 'react'

const pad = (n: number) => String(n).padStart(2, '0')

/** A date as YYYY-MM-DD in the visitor's own time zone. */
export const localIsoDate = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`

const noSubscription = () => () => {}
const visitorsDate = () => localIsoDate(new Date())
/** Null while the page is built and while it hydrates (the page as built), then the visitor's date. */
const builtDate = () => null

export function useToday(): string | null {
  return useSyncExternalStore(noSubscription, visitorsDate, builtDate)
}

/** What of a list is still due on `today` (null: the page as built, all of it). */
export const stillDue = <T extends { date: string }>(items: readonly T[], today: string | null): T[] =>
  today === null ? [...items] : items.filter((item) => item.date >= today)
