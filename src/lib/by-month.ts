import { type DateTable, formatDate } from '../content/dates.ts'

// Apart from dates.ts, which other pages share: only the calendar's page groups by month.
/** The items of a date-ordered list by month: `2027-01` with its name, "January 2027". */
export function byMonth<T extends { date: string }>(
  items: readonly T[],
  table: DateTable,
): { month: string; name: string; items: T[] }[] {
  const months: { month: string; name: string; items: T[] }[] = []
  for (const item of items) {
    const month = item.date.slice(0, 7)
    const last = months.at(-1)
    if (last?.month === month) last.items.push(item)
    else months.push({ month, name: formatDate(`${month}-01`, table, 'monthYear'), items: [item] })
  }
  return months
}
