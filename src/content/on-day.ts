/**
 * What of the dated content is current on a given day, one rule wherever it is decided: the
 * build's views (the day of the build, src/content/kinds/), the components once hydrated (the visitor's
 * date) and the inline script that corrects a prerendered page before its first paint
 * (src/loading/dated.ts). Days are ISO dates (YYYY-MM-DD), which compare as strings.
 *
 * Pure and without imports, so the browser's bundle and the inline script's take it as it is.
 */

/** A deadline: due on its date, so still due on that day and before. */
export interface Due {
  date: string
}

/** A notice: shown from its first day to its last, both included. */
export interface Shown {
  firstDay: string
  lastDay: string
}

/**
 * The deadlines of a date-ordered list still due on `day`, only the first `count` of them when
 * given. A null day is the day the list was made for, on which all of it is due.
 */
export function stillDue<T extends Due>(items: readonly T[], day: string | null, count = Infinity): T[] {
  return (day === null ? items : items.filter((item) => item.date >= day)).slice(0, count)
}

/** The next deadline on `day`: the first of a date-ordered list still due. */
export const nextDue = <T extends Due>(items: readonly T[], day: string | null): T | undefined =>
  stillDue(items, day, 1)[0]

/** Whether a notice is shown on `day`. */
export const isShownOn = (notice: Shown, day: string): boolean => notice.firstDay <= day && day <= notice.lastDay

const pad = (n: number) => String(n).padStart(2, '0')

/** The day of a moment where the visitor is: YYYY-MM-DD in their own time zone. */
export const localIsoDate = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`

/** Where the firm and its clients are: Seattle's time zone. */
export const FIRM_TIME_ZONE = 'America/Los_Angeles'

/**
 * Today where the firm is (YYYY-MM-DD), in Seattle whatever the machine's time zone: the day the
 * build takes as "today", so the prerendered pages start on it.
 */
export const todayAtTheFirm = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: FIRM_TIME_ZONE }).format(now)
