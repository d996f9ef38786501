import { describe, expect, it } from 'vitest'
import { type DateTable, formatDate } from '~/content/dates.ts'
import { byMonth } from '~/lib/by-month.ts'

// Tables of the shape content/locale.json holds, written here so the formatter is tested apart
// from what staff write in that file.
const english: DateTable = {
  months: [
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
  ],
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  formats: {
    date: '{month} {day}, {year}',
    weekdayDate: '{weekday}, {month} {day}, {year}',
    weekdayDayMonth: '{weekday}, {month} {day}',
    monthYear: '{month} {year}',
  },
}
const japanese: DateTable = {
  months: english.months.map((_, index) => `${index + 1}月`),
  weekdays: ['日', '月', '火', '水', '木', '金', '土'],
  formats: {
    date: '{year}年{monthNumber}月{day}日',
    weekdayDate: '{year}年{monthNumber}月{day}日（{weekday}）',
    weekdayDayMonth: '{monthNumber}月{day}日（{weekday}）',
    monthYear: '{year}年{monthNumber}月',
  },
}

describe('formatDate', () => {
  it('writes a date in the table’s words and order, whatever the time zone', () => {
    expect(formatDate('2026-11-16', english)).toBe('November 16, 2026')
    expect(formatDate('2026-01-01', english)).toBe('January 1, 2026')
    expect(formatDate('2027-04-15', english, 'weekdayDayMonth')).toBe('Thursday, April 15')
    expect(formatDate('2027-01-15', english, 'weekdayDate')).toBe('Friday, January 15, 2027')
    expect(formatDate('2027-01-15', japanese, 'weekdayDate')).toBe('2027年1月15日（金）')
    expect(formatDate('2027-12-31', japanese, 'monthYear')).toBe('2027年12月')
  })
  it('refuses anything but a calendar date', () => {
    expect(() => formatDate('2026-13-01', english)).toThrow(/not an ISO date/)
    expect(() => formatDate('16 November 2026', english)).toThrow(/not an ISO date/)
  })
})

describe('byMonth', () => {
  it('groups a date-ordered list by month, named by the table', () => {
    const groups = byMonth([{ date: '2027-01-15' }, { date: '2027-01-31' }, { date: '2027-03-01' }], english)
    expect(groups.map(({ month, name, items }) => [month, name, items.length])).toEqual([
      ['2027-01', 'January 2027', 2],
      ['2027-03', 'March 2027', 1],
    ])
  })
})
