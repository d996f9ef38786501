/**
 * src/content/calendar/due-dates.ts against the statutes. The holidays here are built from the statutes' own
 * rules, not from date-holidays (which the module uses): D.C. Code § 28-2701 and § 1-612.02a for the
 * IRS (IRC § 7503), RCW 1.16.050 for the Department of Revenue. From them, the 2028 due dates of the
 * calendar's rules are worked out here day by day, and the calendar's own dates are cross-checked.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  type Authority,
  type DueDate,
  type DueRule,
  dueDates,
  legalHolidays,
  nextBusinessDay,
  notABusinessDay,
} from '~/content/calendar/due-dates.ts'
import { calendarFor, calendarWords, deadlinesSchema } from '~/content/kinds/deadlines.ts'
import { locale } from '~/content/kinds/locale.ts'
import { deadlinesPage } from '~/content/kinds/pages/deadlines.ts'

const root = path.resolve(import.meta.dirname, '..')
const IRS: Authority = 'IRS'
const DOR: Authority = 'Washington Department of Revenue'
const years = [2026, 2027, 2028, 2029, 2030, 2031, 2032]

// --- Calendar days, in UTC -----------------------------------------------------------------------

/** A day as YYYY-MM-DD; a day or month out of range carries over (day 0 = the month before's last). */
const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10)
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
const [SUN, MON, THU, SAT] = [0, 1, 4, 6]
/** The n-th given weekday of a month. */
const nth = (n: number, day: number, year: number, month: number) =>
  iso(year, month, 1 + ((day - weekday(iso(year, month, 1)) + 7) % 7) + 7 * (n - 1))
/** The last given weekday of a month. */
const lastWeekday = (day: number, year: number, month: number) => {
  const last = iso(year, month + 1, 0)
  return plusDays(last, -((weekday(last) - day + 7) % 7))
}

// --- The statutes' holidays ----------------------------------------------------------------------

interface StatuteHoliday {
  name: string
  on: (year: number) => string | null
  /** Whether, on a Saturday, the Friday before is a holiday too (all but Inauguration Day). */
  fridayBefore: boolean
}
const holiday = (name: string, on: (year: number) => string | null, fridayBefore = true): StatuteHoliday => ({
  name,
  on,
  fridayBefore,
})

const newYear = holiday("New Year's Day", (y) => iso(y, 1, 1))
const mlk = holiday('Martin Luther King Jr. Day', (y) => nth(3, MON, y, 1))
const presidents = holiday("Washington's Birthday / Presidents' Day", (y) => nth(3, MON, y, 2))
const memorial = holiday('Memorial Day', (y) => lastWeekday(MON, y, 5))
const juneteenth = holiday('Juneteenth', (y) => iso(y, 6, 19))
const independence = holiday('Independence Day', (y) => iso(y, 7, 4))
const labor = holiday('Labor Day', (y) => nth(1, MON, y, 9))
const veterans = holiday('Veterans Day', (y) => iso(y, 11, 11))
const thanksgiving = holiday('Thanksgiving Day', (y) => nth(4, THU, y, 11))
const christmas = holiday('Christmas Day', (y) => iso(y, 12, 25))

/** D.C. Code § 28-2701 (the federal holidays of 5 U.S.C. § 6103 and more). */
const dcHolidays = [
  newYear,
  mlk,
  presidents,
  holiday('DC Emancipation Day', (y) => iso(y, 4, 16)), // § 1-612.02a
  memorial,
  juneteenth,
  independence,
  labor,
  holiday("Columbus Day / Indigenous Peoples' Day", (y) => nth(2, MON, y, 10)),
  veterans,
  thanksgiving,
  christmas,
  // January 20 after a presidential election; § 28-2701 moves it off a Sunday only.
  holiday('Inauguration Day', (y) => ((y - 1) % 4 === 0 ? iso(y, 1, 20) : null), false),
]

/** RCW 1.16.050: no Columbus Day; Native American Heritage Day, the day after Thanksgiving. */
const waHolidays = [
  newYear,
  mlk,
  presidents,
  memorial,
  juneteenth,
  independence,
  labor,
  veterans,
  thanksgiving,
  holiday('Native American Heritage Day', (y) => plusDays(nth(4, THU, y, 11), 1)),
  christmas,
]

/** A year's holidays: each one's own date, and the Monday after a Sunday one, the Friday before a Saturday one. */
function statuteHolidays(list: readonly StatuteHoliday[], year: number): Set<string> {
  const days = new Set<string>()
  for (const { on, fridayBefore } of list) {
    // Next year's New Year's Day, on a Saturday, makes this year's December 31 a holiday.
    for (const date of [on(year), on(year + 1)]) {
      if (!date) continue
      const observed = [date]
      if (weekday(date) === SUN) observed.push(plusDays(date, 1))
      if (weekday(date) === SAT && fridayBefore) observed.push(plusDays(date, -1))
      for (const day of observed) if (day.startsWith(`${year}-`)) days.add(day)
    }
  }
  return days
}

const statuteCalendars: Record<Authority, readonly StatuteHoliday[]> = { IRS: dcHolidays, [DOR]: waHolidays }
const isHoliday = (date: string, authority: Authority) =>
  statuteHolidays(statuteCalendars[authority], Number(date.slice(0, 4))).has(date)

/** A nominal due day rolled past Saturdays, Sundays and the statute's holidays, and how many days it moved. */
function roll(nominal: string, authority: Authority): { date: string; skipped: number } {
  let date = nominal
  let skipped = 0
  while (weekday(date) === SAT || weekday(date) === SUN || isHoliday(date, authority)) {
    date = plusDays(date, 1)
    skipped++
  }
  return { date, skipped }
}

// --- The calendar's rules, and their nominal days written out -------------------------------------

type Period = Pick<DueDate, 'year' | 'index' | 'firstMonth' | 'lastMonth'>
/** A month of a year, a quarter of it, the year itself, as periods. */
const month = (year: number, m: number): Period => ({ year, index: m - 1, firstMonth: m, lastMonth: m })
const quarter = (year: number, q: number): Period => ({ year, index: q - 1, firstMonth: 3 * q - 2, lastMonth: 3 * q })
const wholeYear = (year: number): Period => ({ year, index: 0, firstMonth: 1, lastMonth: 12 })
interface Nominal {
  period: Period
  instalment: number
  nominal: string
}
const quarters = [1, 2, 3, 4]
const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
/** The last day of the month after a quarter. */
const afterQuarter = (y: number, q: number) => iso(y, 3 * q + 2, 0)
/** A year's instalments, first to last, due on the nominal days given. */
const instalments = (y: number, nominals: string[]): Nominal[] =>
  nominals.map((nominal, index) => ({ period: wholeYear(y), instalment: index + 1, nominal }))

const rules = {
  waMonthly: {
    rule: { period: 'monthly', due: [{ count: 'after', month: 1, day: 25 }], authority: DOR },
    // The 25th of the next month.
    nominals: (y: number) => months.map((m) => ({ period: month(y, m), instalment: 1, nominal: iso(y, m + 1, 25) })),
  },
  waQuarterly: {
    rule: { period: 'quarterly', due: [{ count: 'after', month: 1, day: 31 }], authority: DOR },
    nominals: (y: number) =>
      quarters.map((q) => ({ period: quarter(y, q), instalment: 1, nominal: afterQuarter(y, q) })),
  },
  waAnnual: {
    rule: { period: 'yearly', due: [{ count: 'after', month: 4, day: 15 }], authority: DOR },
    nominals: (y: number) => [{ period: wholeYear(y), instalment: 1, nominal: iso(y + 1, 4, 15) }],
  },
  individualReturn: {
    rule: { period: 'yearly', due: [{ count: 'after', month: 4, day: 15 }], authority: IRS },
    nominals: (y: number) => [{ period: wholeYear(y), instalment: 1, nominal: iso(y + 1, 4, 15) }],
  },
  individualEstimated: {
    rule: {
      period: 'yearly',
      due: [4, 6, 9, 13].map((month) => ({ count: 'of', month, day: 15 })),
      authority: IRS,
    },
    nominals: (y: number) => instalments(y, [iso(y, 4, 15), iso(y, 6, 15), iso(y, 9, 15), iso(y + 1, 1, 15)]),
  },
  corporationEstimated: {
    rule: {
      period: 'yearly',
      due: [4, 6, 9, 12].map((month) => ({ count: 'of', month, day: 15 })),
      authority: IRS,
    },
    nominals: (y: number) => instalments(y, [iso(y, 4, 15), iso(y, 6, 15), iso(y, 9, 15), iso(y, 12, 15)]),
  },
  form941: {
    rule: { period: 'quarterly', due: [{ count: 'after', month: 1, day: 31 }], authority: IRS },
    nominals: (y: number) =>
      quarters.map((q) => ({ period: quarter(y, q), instalment: 1, nominal: afterQuarter(y, q) })),
  },
  formsW2: {
    rule: { period: 'yearly', due: [{ count: 'after', month: 1, day: 31 }], authority: IRS },
    nominals: (y: number) => [{ period: wholeYear(y), instalment: 1, nominal: iso(y + 1, 1, 31) }],
  },
  paper1099: {
    rule: { period: 'yearly', due: [{ count: 'after', month: 2, day: 28 }], authority: IRS },
    nominals: (y: number) => [{ period: wholeYear(y), instalment: 1, nominal: iso(y + 1, 2, 28) }],
  },
} satisfies Record<string, { rule: DueRule; nominals: (year: number) => Nominal[] }>

/** The due date of one period and instalment, as the module gives it. */
function dueFor(rule: DueRule, period: Period, instalment = 1): DueDate | undefined {
  return dueDates(rule, `${period.year}-01-01`, `${period.year + 2}-12-31`).find(
    (due) => due.year === period.year && due.index === period.index && due.instalment === instalment,
  )
}

describe('legal holidays', () => {
  for (const [authority, list] of [
    [IRS, dcHolidays],
    [DOR, waHolidays],
  ] as const) {
    it(`are the statute's for ${authority}, 2026–2032`, () => {
      for (const year of years) {
        expect([...legalHolidays(authority, year).keys()].sort(), `${authority} ${year}`).toEqual(
          [...statuteHolidays(list, year)].sort(),
        )
      }
    })
  }

  it("name why a day is not a business day, each authority's own", () => {
    expect(notABusinessDay('2027-01-02', IRS)).toBe('2027-01-02 is a Saturday')
    expect(notABusinessDay('2027-01-03', DOR)).toBe('2027-01-03 is a Sunday')
    expect(notABusinessDay('2027-01-04', IRS)).toBeNull()
    expect(notABusinessDay('2028-04-17', IRS)).toMatch(/^2028-04-17 is a legal holiday \(.*Emancipation.*\)$/)
    expect(notABusinessDay('2028-04-17', DOR)).toBeNull()
    expect(notABusinessDay('2027-11-26', DOR)).toMatch(/legal holiday \(Native American Heritage Day\)/)
    expect(notABusinessDay('2027-11-26', IRS)).toBeNull()
    expect(notABusinessDay('2027-10-11', IRS)).toMatch(/legal holiday/) // the 2nd Monday of October
    expect(notABusinessDay('2027-10-11', DOR)).toBeNull() // not a Washington holiday
    expect(notABusinessDay('2028-11-10', DOR)).toMatch(/legal holiday/) // Veterans Day is a Saturday
    expect(notABusinessDay('2029-11-12', IRS)).toMatch(/legal holiday/) // Veterans Day is a Sunday
    expect(notABusinessDay('2027-12-31', IRS)).toMatch(/legal holiday/) // New Year's Day 2028 is a Saturday
    expect(notABusinessDay('2029-01-19', IRS)).toBeNull() // Inauguration Day, a Saturday, stays there
  })

  it('give the next business day and why each day before it was skipped', () => {
    expect(nextBusinessDay('2027-01-04', IRS)).toEqual({ date: '2027-01-04', moved: null })
    const moved = nextBusinessDay('2028-04-15', IRS)
    expect(moved.date).toBe('2028-04-18')
    expect(moved.moved?.from).toBe('2028-04-15')
    expect(moved.moved?.reasons).toEqual([
      '2028-04-15 is a Saturday',
      '2028-04-16 is a Sunday',
      expect.stringMatching(/^2028-04-17 is a legal holiday \(.*Emancipation.*\)$/),
    ])
  })
})

describe('due dates', () => {
  for (const [name, { rule, nominals }] of Object.entries(rules)) {
    it(`of ${name} in 2028 are the nominal days rolled past weekends and the statute's holidays`, () => {
      const expected = [2026, 2027, 2028]
        .flatMap(nominals)
        .map(({ period, instalment, nominal }) => ({
          ...period,
          instalment,
          nominal,
          ...roll(nominal, rule.authority),
        }))
        .filter(({ date }) => date.startsWith('2028-'))
        .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
      const actual = dueDates(rule, '2028-01-01', '2028-12-31')
      expect(actual.map(({ moved, ...due }) => ({ ...due, skipped: moved.length }))).toEqual(expected)
      // Each reason names the day it skipped, one after another from the nominal day.
      for (const due of actual) {
        expect(due.moved.map((reason) => reason.slice(0, 10))).toEqual(
          due.moved.map((_, index) => plusDays(due.nominal, index)),
        )
      }
    })
  }

  it('are the known ones', () => {
    expect(dueFor(rules.individualReturn.rule, wholeYear(2027))?.date).toBe('2028-04-18')
    expect(dueFor(rules.waAnnual.rule, wholeYear(2027))?.date).toBe('2028-04-17')
    expect(dueFor(rules.waMonthly.rule, month(2027, 10))).toEqual({
      ...month(2027, 10),
      instalment: 1,
      nominal: '2027-11-25',
      date: '2027-11-29',
      moved: [
        '2027-11-25 is a legal holiday (Thanksgiving Day)',
        '2027-11-26 is a legal holiday (Native American Heritage Day)',
        '2027-11-27 is a Saturday',
        '2027-11-28 is a Sunday',
      ],
    })
    expect(dueFor(rules.waMonthly.rule, month(2026, 11))?.date).toBe('2026-12-28')
    expect(dueFor(rules.form941.rule, quarter(2026, 4))?.date).toBe('2027-02-01')
    expect(dueFor(rules.individualEstimated.rule, wholeYear(2027), 4)?.nominal).toBe('2028-01-15')
  })

  it('take a day past the end of the month as its last, and keep to the range', () => {
    const rule: DueRule = { period: 'yearly', due: [{ count: 'of', month: 14, day: 31 }], authority: DOR }
    expect(dueDates(rule, '2028-01-01', '2028-12-31').map((due) => due.nominal)).toEqual(['2028-02-29'])
    expect(dueDates(rules.waMonthly.rule, '2027-11-26', '2027-11-29').map((due) => due.date)).toEqual(['2027-11-29'])
    expect(dueDates(rules.waMonthly.rule, '2027-11-25', '2027-11-28')).toEqual([])
  })

  it("agree with the calendar's Washington returns and Forms 941 (content/deadlines.json)", () => {
    const list = JSON.parse(readFileSync(path.join(root, 'content/deadlines.json'), 'utf8')) as {
      deadlines: { id: string; date: string }[]
    }
    const patterns: [RegExp, DueRule, (match: RegExpMatchArray) => Period][] = [
      [/^wa-monthly-(\d{4})-(\d{2})$/, rules.waMonthly.rule, (m) => month(Number(m[1]), Number(m[2]))],
      [/^wa-quarterly-(\d{4})-q(\d)$/, rules.waQuarterly.rule, (m) => quarter(Number(m[1]), Number(m[2]))],
      [/^wa-annual-(\d{4})$/, rules.waAnnual.rule, (m) => wholeYear(Number(m[1]))],
      [/^form-941(?:-940)?-(\d{4})-q(\d)$/, rules.form941.rule, (m) => quarter(Number(m[1]), Number(m[2]))],
    ]
    const checked = list.deadlines.filter(({ id }) => /^(?:wa-monthly-|wa-quarterly-|wa-annual-|form-941)/.test(id))
    expect(checked.length).toBeGreaterThan(0)
    for (const { id, date } of checked) {
      const [pattern, rule, period] = patterns.find(([pattern]) => pattern.test(id)) ?? []
      expect(pattern, `${id}: an id the test understands`).toBeDefined()
      if (!pattern || !rule || !period) continue
      expect(dueFor(rule, period(id.match(pattern)!))?.date, id).toBe(date)
    }
  })
})

describe("the calendar's own rules (content/deadlines.json)", () => {
  const read = (file: string) => JSON.parse(readFileSync(path.join(root, 'content', file), 'utf8'))
  const list = deadlinesSchema.parse(read('deadlines.json'))
  const words = locale.schema.parse(read('locale.json'))
  const page = deadlinesPage.schema.parse(read('pages/deadlines.json'))
  const lengths = { monthly: 1, quarterly: 3, yearly: 12 } as const

  /**
   * The nominal days a rule gives for the periods of a year, worked out here from its words: the
   * period's first month, the month counted from it (`of`) or after its end (`after`), that
   * month's day or its last.
   */
  function nominalDays(rule: DueRule, year: number): string[] {
    const length = lengths[rule.period]
    return Array.from({ length: 12 / length }, (_, index) => index * length + 1).flatMap((first) =>
      rule.due.map(({ count, month, day }) => {
        const target = first + (count === 'of' ? month - 1 : length - 1 + month)
        const last = iso(year, target + 1, 0)
        return day > Number(last.slice(8)) ? last : iso(year, target, day)
      }),
    )
  }

  it.each(list.rules.map((rule) => [rule.id, rule] as const))(
    '%s: every 2028 deadline of the calendar built in 2028 falls on the day the statutes give',
    (id, rule) => {
      const expected = [2026, 2027, 2028]
        .flatMap((year) => nominalDays(rule, year))
        .map((nominal) => roll(nominal, rule.authority).date)
        .filter((date) => date.startsWith('2028-'))
        .sort()
      // The rule's own deadlines: without the one-offs, which may replace one (a date moved by law).
      const own = new RegExp(`^${id}-\\d{4}(-\\d{2}|-q\\d)?(-\\d)?$`)
      const built = calendarFor({ ...list, deadlines: [] }, calendarWords(words, page), '2028-06-30')
        .filter((deadline) => own.test(deadline.id) && deadline.date.startsWith('2028-'))
        .map((deadline) => deadline.date)
      expect(expected.length).toBeGreaterThan(0)
      expect(built).toEqual(expected)
    },
  )
})
