/**
 * The visitor's date, for the components of dated content: which deadlines are past, which is
 * next and which notices are shown is decided by src/content/on-day.ts; this says on which day.
 * The prerendered page shows the day it was built; before its first paint the dated script
 * (src/loading/dated.ts) corrects it to the visitor's date, and once React has hydrated, useToday()
 * gives the components that date, so they render exactly what the script left on screen.
 */
import { useSyncExternalStore } from 'react'
import { localIsoDate } from '~/content/on-day.ts'

const noSubscription = () => () => {}
const visitorsDate = () => localIsoDate(new Date())
/** Null while the page is built and while it hydrates (the page as built), then the visitor's date. */
const builtDate = () => null

export function useToday(): string | null {
  return useSyncExternalStore(noSubscription, visitorsDate, builtDate)
}
