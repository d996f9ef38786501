/**
 * Calendar days, written YYYY-MM-DD and worked on in UTC, so that a day is the same day on every
 * machine: the one place the calendar, the kinds and the scripts count days. Pure.
 */

const DAY_MS = 86_400_000
const timeOf = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`)
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10)

/** Whether a text is a day written YYYY-MM-DD. */
export const isIsoDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text)

/** The day `days` after (or before) a day. */
export const addDays = (isoDate: string, days: number) => toIso(timeOf(isoDate) + days * DAY_MS)

/** How many days from one day to another (negative when the other is before). */
export const daysBetween = (from: string, to: string) => Math.round((timeOf(to) - timeOf(from)) / DAY_MS)

/** The day of the week, 0 for Sunday. */
export const weekdayOf = (isoDate: string) => new Date(timeOf(isoDate)).getUTCDay()

/** The last day (28–31) of a month, 1–12. */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

const pad = (n: number) => String(n).padStart(2, '0')
/** A day from its year, month (1–12) and day of the month. */
export const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`

/** The last day of the month `months` after a day's month (0: its own month). */
export const endOfMonth = (isoDate: string, months = 0) => {
  const [year = 0, month = 1] = isoDate.split('-').map(Number)
  return toIso(Date.UTC(year, month + months, 0))
}
