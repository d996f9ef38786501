/**
 * The visitor's date, for the components of dated content: which deadlines are past, which is
 * next and which notices are shown is decided by src/content/on-day.ts; this says on which day.
 * The prerendered page shows the day it was built; before its first paint the dated script
 * (src/loading/dated.ts) corrects it to the visitor's date, and once React has hydrated, useToday()
 * gives the components that date, so they render exactly what the script left on screen.
 *
 * After hydration the date arrives as a transition, which React renders in slices; an external
 * store whose browser value differs from the server's would render it synchronously instead. The
 * commit that follows is still one task, so a component keeps what depends on the date small
 * (the calendar's DatedDeadlines). Nothing on screen changes with it: the script showed that day.
 */
import { startTransition, useEffect, useState } from 'react'
import { localIsoDate } from '~/content/on-day.ts'
import { isHydrated } from '~/loading/hydration-mark.ts'

const visitorsDate = () => localIsoDate(new Date())

/**
 * Null while the page is built and while it hydrates (the page as built), then the visitor's date;
 * at once for a component first drawn after hydration (a page reached by a click), which has no
 * built page to match.
 */
export function useToday(): string | null {
  const [today, setToday] = useState(() => (import.meta.env.SSR || !isHydrated() ? null : visitorsDate()))
  useEffect(() => {
    if (today === null) startTransition(() => setToday(visitorsDate()))
  }, [today])
  return today
}
