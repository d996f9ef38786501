import { MONTHS } from './dates.ts'

// Apart from deadlines.ts, which the home page shares: only the calendar's page groups by month and
// names the weekday.
/** The items of a date-ordered list by month: `2027-01` with its name, "January 2027". */
export function byMonth<T extends { date: string }>(
  items: readonly T[],
): { month: string; name: string; items: T[] }[] {
  const months: { month: string; name: string; items: T[] }[] = []
  for (const item of items) {
    const month = item.date.slice(0, 7)
    const last = months.at(-1)
    if (last?.month === month) last.items.push(item)
    else months.push({ month, name: `${MONTHS[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`, items: [item] })
  }
  return months
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** "2027-04-15" → "Thursday, April 15", the same in every time zone. */
export function dueDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]
  return `${weekday}, ${MONTHS[month - 1]} ${day}`
}
