/**
 * The deadline calendar as a page and a feed list it, from content/deadlines.json: every deadline
 * each rule makes from the day the site is built through at least twelve months ahead (and the
 * past year, which a subscribed calendar keeps), each due day moved past weekends and the
 * authority's legal holidays (due-dates.ts); the one-off deadlines beside them, a one-off with the
 * id a rule would give replacing that deadline (a date moved by law); each titled in the language's
 * own words from its rule's pattern; and each postponement staff posted for the deadlines of its
 * window, until its new date has passed. Build and test side only (date-holidays).
 */
import { type Authority, addDays, type DueDate, dueDates, firstMonthOf, type Period } from './due-dates.ts'
import { fillFlagged, fillPattern } from './pattern.ts'

/** Who a deadline concerns; a visitor filters the calendar by these, and each has a feed of its own. */
export const deadlineAudiences = ['individuals', 'businesses', 'employers', 'trusts-estates', 'wa-excise'] as const
export type DeadlineAudience = (typeof deadlineAudiences)[number]

/** What a rule's title may name, each filled from its period: see fillTitle. */
export const titlePlaceholders = [
  'year',
  'month',
  'monthNumber',
  'firstMonth',
  'lastMonth',
  'firstMonthNumber',
  'lastMonthNumber',
  'quarter',
] as const

/** A recurring deadline's rule, as content/deadlines.json holds it (kinds/deadlines.ts). */
export interface RuleLike {
  id: string
  title: string
  details?: string | undefined
  audiences: readonly string[]
  authority: Authority
  source: string
  period: Period
  due: readonly { count: 'after' | 'of'; month: number; day: number; title?: string | undefined }[]
  from: string
}

export interface OneOff {
  id: string
  date: string
  title: string
  details?: string | undefined
  audiences: readonly string[]
  authority: Authority
  source: string
}

export interface PostponementLike {
  id: string
  title: string
  source: string
  authority: Authority
  counties?: readonly string[] | undefined
  from: string
  to: string
  newDate: string
}

/** The language's words for what the calendar writes itself, and its date table. */
export interface CalendarWords {
  /** The month names, January first. */
  months: readonly string[]
  /** Writes a date as the calendar does, weekday first ("Friday, May 1, 2026"). */
  formatDate: (isoDate: string) => string
  /** A due date moved past a weekend or holiday: `{nominal}` is the day the rule gives. */
  moved: string
  /** A postponement, in counties or in all of Washington: `{date}`, `{counties}`, `{relief}`. */
  postponed: { inCounties: string; inWashington: string }
  /** Joins names as the language lists them ("King, Pierce and Snohomish"). */
  and: (names: readonly string[]) => string
}

/**
 * A postponement as a deadline shows it: the language's pattern for it, with `{date}` the new date
 * as written, `{counties}` the counties joined, and `{relief}` the relief's title, which the page
 * links to its source.
 */
export interface Postponed {
  id: string
  pattern: string
  date: string
  counties: string
  relief: string
  source: string
  newDate: string
}

/** A postponement's line as plain words (the feed's). */
export const postponedText = ({ pattern, date, counties, relief }: Postponed) =>
  fillPattern(pattern, { date, counties, relief })

/** A deadline as the calendar lists it. */
export interface CalendarDeadline {
  /** Stays the same across builds: calendars match the feed's events by it. */
  id: string
  /** The day it is really due. */
  date: string
  title: string
  details?: string
  /** Why it is due on that day rather than the rule's: the day moved past a weekend or holiday. */
  moved?: string
  audiences: readonly string[]
  authority: Authority
  source: string
  /** The postponements that move it for some clients, until their new dates have passed. */
  postponements: Postponed[]
}

/**
 * The last day of the month thirteen months after `day`'s: how far ahead the calendar reaches, at
 * least twelve months whatever the day of the month.
 */
export function calendarEnd(day: string): string {
  const [year = 0, month = 1] = day.split('-').map(Number)
  return new Date(Date.UTC(year + 1, month + 1, 0)).toISOString().slice(0, 10)
}

/** How far back the calendar keeps what has passed: a subscribed calendar keeps its year. */
export const calendarStart = (day: string) => addDays(day, -366)

/** The id of a rule's deadline: the rule's id, the period's year, its month or quarter, its instalment. */
export function generatedId(rule: Pick<RuleLike, 'id' | 'period' | 'due'>, due: DueDate): string {
  const period =
    rule.period === 'monthly'
      ? `-${String(due.month).padStart(2, '0')}`
      : rule.period === 'quarterly'
        ? `-q${due.quarter}`
        : ''
  return `${rule.id}-${due.year}${period}${rule.due.length > 1 ? `-${due.instalment}` : ''}`
}

/** A title's placeholders filled with its period, in the language's words; its flag (runs.ts) kept. */
export function fillTitle(title: string, due: Pick<DueDate, 'year' | 'month' | 'quarter'>, months: readonly string[]) {
  const first = firstMonthOf(due)
  const last = due.month ?? (due.quarter ? due.quarter * 3 : 12)
  return fillFlagged(title, {
    year: String(due.year),
    month: months[first - 1],
    monthNumber: String(first),
    firstMonth: months[first - 1],
    lastMonth: months[last - 1],
    firstMonthNumber: String(first),
    lastMonthNumber: String(last),
    quarter: due.quarter ? String(due.quarter) : undefined,
  })
}

/** Whether a postponement moves a deadline: its authority's, due within its window. */
const covers = (postponement: PostponementLike, deadline: { date: string; authority: Authority }) =>
  postponement.authority === deadline.authority &&
  postponement.from <= deadline.date &&
  deadline.date <= postponement.to

/**
 * The calendar as of `day` (YYYY-MM-DD, the day the site is built): every deadline of the rules
 * due from a year before it to calendarEnd(day), every one-off (a one-off replacing the rule's
 * deadline of the same id), in date order; each with the postponements that move it and whose new
 * date has not passed.
 */
export function calendarDeadlines(
  list: { rules?: readonly RuleLike[]; deadlines: readonly OneOff[]; postponements?: readonly PostponementLike[] },
  day: string,
  words: CalendarWords,
): CalendarDeadline[] {
  const oneOffs = new Map(list.deadlines.map((deadline) => [deadline.id, deadline]))
  const generated: CalendarDeadline[] = (list.rules ?? []).flatMap((rule) => {
    // From the rule's first period, or a year back, whichever is later (ISO dates compare as strings).
    const from = [rule.from, calendarStart(day)].sort().at(-1) ?? rule.from
    return dueDates(rule, from, calendarEnd(day)).flatMap((due) => {
      const id = generatedId(rule, due)
      // A deadline of a period before the rule's first is a one-off's, or none.
      const periodStart = `${due.year}-${String(firstMonthOf(due)).padStart(2, '0')}-01`
      if (periodStart < rule.from || oneOffs.has(id)) return []
      const title = rule.due[due.instalment - 1]?.title ?? rule.title
      return [
        {
          id,
          date: due.date,
          title: fillTitle(title, due, words.months),
          ...(rule.details ? { details: rule.details } : {}),
          ...(due.moved.length > 0
            ? { moved: fillFlagged(words.moved, { nominal: words.formatDate(due.nominal) }) }
            : {}),
          audiences: rule.audiences,
          authority: rule.authority,
          source: rule.source,
          postponements: [] as Postponed[],
        },
      ]
    })
  })
  const all: CalendarDeadline[] = [
    ...generated,
    ...list.deadlines.map((deadline) => ({ ...deadline, postponements: [] as Postponed[] })),
  ]
  // Stable: deadlines of one day stay in the order of the rules, then the one-offs.
  all.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  const current = (list.postponements ?? []).filter((postponement) => postponement.newDate >= day)
  for (const deadline of all) {
    for (const postponement of current) {
      if (!covers(postponement, deadline)) continue
      const counties = postponement.counties ?? []
      deadline.postponements.push({
        id: postponement.id,
        pattern: counties.length > 0 ? words.postponed.inCounties : words.postponed.inWashington,
        date: words.formatDate(postponement.newDate),
        counties: words.and(counties),
        relief: postponement.title,
        source: postponement.source,
        newDate: postponement.newDate,
      })
    }
  }
  return all
}
