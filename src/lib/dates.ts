export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * "2026-11-16" → "November 16, 2026", independent of the reader's time zone.
 * Written out by hand rather than with Intl.DateTimeFormat: the first formatter a
 * page creates loads the browser's locale data, which held up hydration of the
 * records page for tens of milliseconds on a slowed phone CPU.
 */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  const month = MONTHS[Number(match?.[2]) - 1]
  if (!match || !month) throw new Error(`not an ISO date (YYYY-MM-DD): ${isoDate}`)
  return `${month} ${Number(match[3])}, ${match[1]}`
}
