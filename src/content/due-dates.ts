/**
 * Tax due dates worked out from rules ("the 25th of the month after the period"), each moved past
 * weekends and the authority's legal holidays to the next business day. It will drive the deadline
 * calendar (content/deadlines.json); it reads and writes nothing.
 *
 * - IRS: a due date on a Saturday, Sunday or legal holiday moves to the next day that is none of
 *   them, and a legal holiday is one of the District of Columbia (IRC § 7503): the holidays of
 *   D.C. Code § 28-2701 (the federal ones of 5 U.S.C. § 6103, DC Emancipation Day of
 *   § 1-612.02a, Inauguration Day).
 * - Washington Department of Revenue: the same, past the state's legal holidays (RCW 1.16.050).
 *
 * The holidays come from `date-holidays`, corrected where it differs from those statutes (see
 * `legalHolidays`). Days are calendar days, YYYY-MM-DD, worked on in UTC.
 */
import Holidays from 'date-holidays'

export type Authority = 'IRS' | 'Washington Department of Revenue'

// --- Calendar days -------------------------------------------------------------------------------

const DAY_MS = 86_400_000
const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const isoPattern = /^\d{4}-\d{2}-\d{2}$/

const toIso = (time: number) => new Date(time).toISOString().slice(0, 10)
const timeOf = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`)
/** The day `days` after (or before) a YYYY-MM-DD day. */
export const addDays = (isoDate: string, days: number) => toIso(timeOf(isoDate) + days * DAY_MS)
const weekdayOf = (isoDate: string) => new Date(timeOf(isoDate)).getUTCDay()
/** The last day (28–31) of a month, 1–12. */
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()
const pad = (n: number) => String(n).padStart(2, '0')

// --- Legal holidays ------------------------------------------------------------------------------

const INAUGURATION_DAY = 'Inauguration Day'

interface HolidayRegion {
  state: string
  /** Legal holidays the library does not count as public there, as its rules and names. */
  add: readonly (readonly [rule: string, name: string])[]
  /** Holidays the library counts as public there that the statute does not, as its rules. */
  drop: readonly string[]
  /** Whether Inauguration Day (D.C. Code § 28-2701) is a legal holiday. */
  inauguration: boolean
}

const regions: Record<Authority, HolidayRegion> = {
  IRS: { state: 'DC', add: [], drop: [], inauguration: true },
  'Washington Department of Revenue': {
    state: 'WA',
    // A state legal holiday (RCW 1.16.050) that date-holidays lists as an observance only. The
    // Department counts it: its 2022 calendar starts the October return's penalty on November 29,
    // after Thanksgiving on the 24th, this day on the 25th and the weekend.
    add: [['friday after 4th thursday in November', 'Native American Heritage Day']],
    // date-holidays gives Washington every federal holiday, but Columbus Day is not in RCW 1.16.050.
    drop: ['2nd monday in October'],
    inauguration: false,
  },
}

/** The days the library and the corrections above make holidays in a year (no observed days yet). */
function holidaysOn(authority: Authority, year: number): [date: string, name: string][] {
  const { state, add, drop, inauguration } = regions[authority]
  const library = new Holidays('US', state)
  for (const [rule, name] of add) library.setHoliday(rule, { name, type: 'public' })
  const days = library
    .getHolidays(year)
    // Its own substitute days are left out and worked out again below: it types some as bank
    // holidays only (Veterans Day), and misses others (Emancipation Day on a Sunday).
    .filter((holiday) => holiday.type === 'public' && !holiday.substitute && !drop.includes(holiday.rule))
    .map((holiday): [string, string] => [holiday.date.slice(0, 10), holiday.name])
  // January 20 of the year after a presidential election; date-holidays does not have it.
  if (inauguration && (year - 1965) % 4 === 0) days.push([`${year}-01-20`, INAUGURATION_DAY])
  return days
}

const calendars = new Map<string, Map<string, string>>()

/**
 * The legal holidays of an authority in a year, in date order: `2028-04-17` → `Emancipation Day
 * (observed)`. Each holiday's own date, and where it falls on a weekend the weekday it is observed
 * on: the Friday before a Saturday, the Monday after a Sunday (D.C. Code § 28-2701, RCW 1.16.050).
 * The statute wins over date-holidays, which misses some observed days (Emancipation Day on Sunday,
 * April 16, 2028 is observed Monday the 17th; Veterans Day on a weekend it calls a bank holiday).
 * Inauguration Day moves only off a Sunday: § 28-2701 excludes it from the Saturday rule.
 */
export function legalHolidays(authority: Authority, year: number): Map<string, string> {
  const key = `${authority} ${year}`
  let days = calendars.get(key)
  if (!days) {
    const found = new Map<string, string>()
    const put = (date: string, name: string) => {
      if (date.startsWith(`${year}-`) && !found.has(date)) found.set(date, name)
    }
    // Next year's too: New Year's Day on a Saturday is observed on December 31 of this one.
    for (const [date, name] of [...holidaysOn(authority, year), ...holidaysOn(authority, year + 1)]) {
      put(date, name)
      const weekday = weekdayOf(date)
      if (weekday === 0) put(addDays(date, 1), `${name} (observed)`)
      if (weekday === 6 && name !== INAUGURATION_DAY) put(addDays(date, -1), `${name} (observed)`)
    }
    days = new Map([...found].sort(([a], [b]) => (a < b ? -1 : 1)))
    calendars.set(key, days)
  }
  return days
}

/** Why a due date cannot be on this day (a weekend day, a legal holiday), or null when it can. */
export function notABusinessDay(isoDate: string, authority: Authority): string | null {
  const weekday = weekdayOf(isoDate)
  if (weekday === 0 || weekday === 6) return `${isoDate} is a ${dayNames[weekday]}`
  const holiday = legalHolidays(authority, Number(isoDate.slice(0, 4))).get(isoDate)
  return holiday ? `${isoDate} is a legal holiday (${holiday})` : null
}

/** The first business day on or after `isoDate`, and why each day before it was skipped. */
export function nextBusinessDay(
  isoDate: string,
  authority: Authority,
): { date: string; moved: { from: string; reasons: string[] } | null } {
  const reasons: string[] = []
  let date = isoDate
  for (let why = notABusinessDay(date, authority); why; why = notABusinessDay(date, authority)) {
    reasons.push(why)
    date = addDays(date, 1)
  }
  return { date, moved: reasons.length ? { from: isoDate, reasons } : null }
}

// --- Rules ---------------------------------------------------------------------------------------

export type Period = 'monthly' | 'quarterly' | 'yearly'

/** When a deadline of a period falls due: a day of a month counted from the period. */
export interface DueDay {
  /** `after`: the month-th month after the period ends (1 = the month right after it);
   *  `of`: the month-th month of the period itself, counted from its first month (1 = its first month),
   *  which may run past its end (13 of a yearly period = January of the next year). */
  count: 'after' | 'of'
  month: number
  /** The day of that month, or 'last' for its last day. A day past the month's end is its last day. */
  day: number | 'last'
}

export interface DueRule {
  period: Period
  due: readonly DueDay[]
  authority: Authority
}

export interface DueDate {
  /** The period: its year, and its month (1–12) or quarter (1–4) where it has one. */
  year: number
  month?: number
  quarter?: number
  /** Which of the rule's due days (1-based), for rules with several (estimated tax instalments). */
  instalment: number
  /** The day the rule gives, before moving past weekends and holidays. */
  nominal: string
  /** The day it is really due. */
  date: string
  /** Why it moved, when it did ("2027-04-25 is a Sunday"…); empty when it did not. */
  moved: string[]
}

/** How many months a period spans, and so how many of them a year holds. */
const periodMonths: Record<Period, number> = { monthly: 1, quarterly: 3, yearly: 12 }

/** The periods of a year: their labels and first months (1–12). */
function periodsOf(period: Period): { label: Pick<DueDate, 'month' | 'quarter'>; first: number }[] {
  const length = periodMonths[period]
  return Array.from({ length: 12 / length }, (_, index) => ({
    label: period === 'monthly' ? { month: index + 1 } : period === 'quarterly' ? { quarter: index + 1 } : {},
    first: index * length + 1,
  }))
}

/** The first month (1–12) of a due date's period. */
export const firstMonthOf = (due: Pick<DueDate, 'month' | 'quarter'>) =>
  due.month ?? (due.quarter ? (due.quarter - 1) * 3 + 1 : 1)

/** The months (counted from the period's first, 0 = its first) to a due day's month. */
const monthsFromStart = (period: Period, due: DueDay) =>
  due.count === 'of' ? due.month - 1 : periodMonths[period] - 1 + due.month

function checkRule(rule: DueRule): void {
  for (const due of rule.due) {
    const dayOk = due.day === 'last' || (Number.isInteger(due.day) && due.day >= 1 && due.day <= 31)
    if (!Number.isInteger(due.month) || due.month < 1 || !dayOk) {
      throw new RangeError(`not a due day: ${JSON.stringify(due)}`)
    }
  }
}

/** Every due date of the rule whose real date lies within [from, to] (inclusive, YYYY-MM-DD), in date order. */
export function dueDates(rule: DueRule, from: string, to: string): DueDate[] {
  if (!isoPattern.test(from) || !isoPattern.test(to)) throw new RangeError(`not a YYYY-MM-DD range: ${from}–${to}`)
  checkRule(rule)
  // A due date comes at most this many months after its period's start (and a few days after its nominal day).
  const reach = Math.max(0, ...rule.due.map((due) => monthsFromStart(rule.period, due)))
  const firstYear = Number(from.slice(0, 4)) - Math.ceil((reach + 1) / 12)
  const lastYear = Number(to.slice(0, 4))
  const found: DueDate[] = []
  for (let year = firstYear; year <= lastYear; year++) {
    for (const { label, first } of periodsOf(rule.period)) {
      rule.due.forEach((due, index) => {
        const months = year * 12 + first - 1 + monthsFromStart(rule.period, due)
        const [dueYear, dueMonth] = [Math.floor(months / 12), (months % 12) + 1]
        const last = daysInMonth(dueYear, dueMonth)
        const day = due.day === 'last' ? last : Math.min(due.day, last)
        const nominal = `${dueYear}-${pad(dueMonth)}-${pad(day)}`
        const { date, moved } = nextBusinessDay(nominal, rule.authority)
        if (date >= from && date <= to) {
          found.push({ year, ...label, instalment: index + 1, nominal, date, moved: moved?.reasons ?? [] })
        }
      })
    }
  }
  // A stable sort: due dates on the same day stay in the order of their periods and instalments.
  return found.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}
