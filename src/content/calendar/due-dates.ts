/**
 * Tax due dates worked out from rules ("the 25th of the month after the period"), each moved past
 * weekends and the authority's legal holidays to the next business day (authorities.ts). The
 * calendar (calendar.ts) makes every deadline of content/deadlines.json's rules with it; it reads
 * and writes nothing. Days are calendar days, YYYY-MM-DD (days.ts).
 */
import Holidays from 'date-holidays'
import { type Authority, type AuthorityFacts, authorities } from './authorities.ts'
import { addDays, daysInMonth, isIsoDate, isoDay, weekdayOf } from './days.ts'
import { type Period, type PeriodOfYear, periods, periodsOf } from './periods.ts'

export type { Authority }

const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

// --- Legal holidays ------------------------------------------------------------------------------

const INAUGURATION_DAY = 'Inauguration Day'

/** The days the library and the authority's corrections (authorities.ts) make holidays in a year (no observed days yet). */
function holidaysOn(authority: Authority, year: number): [date: string, name: string][] {
  const { state, add, drop, inauguration }: AuthorityFacts['holidays'] = authorities[authority].holidays
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

/** When a deadline of a period falls due: a day of a month counted from the period. */
export interface DueDay {
  /** `after`: the month-th month after the period ends (1 = the month right after it);
   *  `of`: the month-th month of the period itself, counted from its first month (1 = its first month),
   *  which may run past its end (13 of a yearly period = January of the next year). */
  count: 'after' | 'of'
  month: number
  /** The day of that month; a day past the month's end is its last day (31 is always the last). */
  day: number
}

export interface DueRule {
  period: Period
  due: readonly DueDay[]
  authority: Authority
}

export interface DueDate extends PeriodOfYear {
  /** Which of the rule's due days (1-based), for rules with several (estimated tax instalments). */
  instalment: number
  /** The day the rule gives, before moving past weekends and holidays. */
  nominal: string
  /** The day it is really due. */
  date: string
  /** Why it moved, when it did ("2027-04-25 is a Sunday"…); empty when it did not. */
  moved: string[]
}

/** The months (counted from the period's first, 0 = its first) to a due day's month. */
const monthsFromStart = (period: Period, due: DueDay) =>
  due.count === 'of' ? due.month - 1 : periods[period].months - 1 + due.month

function checkRule(rule: DueRule): void {
  for (const due of rule.due) {
    if (!Number.isInteger(due.month) || due.month < 1 || !Number.isInteger(due.day) || due.day < 1 || due.day > 31) {
      throw new RangeError(`not a due day: ${JSON.stringify(due)}`)
    }
  }
}

/** Every due date of the rule whose real date lies within [from, to] (inclusive, YYYY-MM-DD), in date order. */
export function dueDates(rule: DueRule, from: string, to: string): DueDate[] {
  if (!isIsoDate(from) || !isIsoDate(to)) throw new RangeError(`not a YYYY-MM-DD range: ${from}–${to}`)
  checkRule(rule)
  // A due date comes at most this many months after its period's start (and a few days after its nominal day).
  const reach = Math.max(0, ...rule.due.map((due) => monthsFromStart(rule.period, due)))
  const firstYear = Number(from.slice(0, 4)) - Math.ceil((reach + 1) / 12)
  const lastYear = Number(to.slice(0, 4))
  const found: DueDate[] = []
  for (let year = firstYear; year <= lastYear; year++) {
    for (const period of periodsOf(rule.period, year)) {
      rule.due.forEach((due, index) => {
        const months = year * 12 + period.firstMonth - 1 + monthsFromStart(rule.period, due)
        const [dueYear, dueMonth] = [Math.floor(months / 12), (months % 12) + 1]
        const nominal = isoDay(dueYear, dueMonth, Math.min(due.day, daysInMonth(dueYear, dueMonth)))
        const { date, moved } = nextBusinessDay(nominal, rule.authority)
        if (date >= from && date <= to) {
          found.push({ ...period, instalment: index + 1, nominal, date, moved: moved?.reasons ?? [] })
        }
      })
    }
  }
  // A stable sort: due dates on the same day stay in the order of their periods and instalments.
  return found.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}
