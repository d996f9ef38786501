/**
 * Dates as visitors read them, written from the language's table (content/locale.json): "November
 * 16, 2026", "Thursday, April 15", "January 2027". By hand rather than with Intl.DateTimeFormat:
 * its output differs between Node's ICU and browsers (narrow no-break spaces, words), which breaks
 * hydration, and the first formatter a page creates loads the browser's locale data, which held up
 * hydration of the records page for tens of milliseconds on a slowed phone CPU. The same table and
 * the same code give the server and the browser the same string, in every time zone.
 */
import type { Locale } from './kinds/locale.ts'
import { fillPattern } from './pattern.ts'

export type DateTable = Pick<Locale, 'months' | 'weekdays' | 'formats'>
export type DateForm = keyof Locale['formats']

/** "2026-11-16" in one of the table's forms ("date" unless named). */
export function formatDate(isoDate: string, table: DateTable, form: DateForm = 'date'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  const month = Number(match?.[2])
  const name = table.months[month - 1]
  if (!match || !name) throw new Error(`not an ISO date (YYYY-MM-DD): ${isoDate}`)
  const [year, day] = [Number(match[1]), Number(match[3])]
  const values: Record<string, string> = {
    weekday: table.weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '',
    day: String(day),
    month: name,
    monthNumber: String(month),
    year: match[1] as string,
  }
  return fillPattern(table.formats[form], values)
}
