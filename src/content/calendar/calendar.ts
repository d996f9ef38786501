/**
 * The deadline calendar as a page and a feed list it, from content/deadlines.json: every deadline
 * each rule makes from the day the site is built through at least twelve months ahead (and the
 * past year, which a subscribed calendar keeps), each due day moved past weekends and the
 * authority's legal holidays (due-dates.ts); the one-off deadlines beside them, a one-off with the
 * id a rule would give replacing that deadline (a date moved by law); each titled in the language's
 * own words from its rule's pattern; and each postponement staff posted for the deadlines of its
 * window, until its new date has passed. Build and test side, and the editor's save check
 * (src/content/editor/save.ts); never a page of the site (date-holidays).
 */

import { fillFlagged } from '../pattern.ts'
import { flagOf, type Prose } from '../runs.ts'
import type { Authority } from './authorities.ts'
import { addDays, endOfMonth, isoDay } from './days.ts'
import { type DueDate, dueDates, nextBusinessDay } from './due-dates.ts'
import { periods, titleValues } from './periods.ts'
import type { OneOff, Postponement, Rule } from './schema.ts'

/** How a language writes what the calendar writes itself: its month names, dates and lists. */
export interface LanguageWords {
  /** The month names, January first. */
  months: readonly string[]
  /** Writes a date as the calendar does, weekday first ("Friday, May 1, 2026"). */
  formatDate: (isoDate: string) => string
  /** Joins names as the language lists them ("King, Pierce and Snohomish"). */
  and: (names: readonly string[]) => string
}

/** The calendar's words in a language: its patterns, its way of writing, and the site's own language's. */
export interface CalendarWords extends LanguageWords {
  /** A due date moved past a weekend or holiday: `{nominal}` is the day the rule gives. */
  moved: Prose
  /** A postponement, in one county, in several or in all of Washington: `{date}`, `{counties}`, `{relief}`. */
  postponed: { inCounty: Prose; inCounties: Prose; inWashington: Prose }
  /**
   * How the site's own language writes: a pattern a translation lacks is shown in it, and the
   * months, dates and names in it are written its way (a rule's English title with English months).
   */
  original: LanguageWords
}

/** The words a pattern is filled with: the site's own language's where the pattern is shown in it. */
const wordsFor = (pattern: Prose, words: CalendarWords): LanguageWords => {
  const flag = flagOf(pattern)
  return flag && 'lang' in flag ? words.original : words
}

/**
 * A postponement as a deadline shows it: the language's pattern for it, with `{date}` the new date
 * as written, `{counties}` the counties joined, and `{relief}` the relief's title, which the page
 * links to its source.
 */
export interface Postponed {
  id: string
  pattern: Prose
  date: string
  counties: string
  relief: Prose
  source: string
  newDate: string
}

/** A deadline as the calendar lists it. */
export interface CalendarDeadline {
  /** Stays the same across builds: calendars match the feed's events by it. */
  id: string
  /** The day it is really due. */
  date: string
  title: Prose
  details?: Prose
  /** Why it is due on that day rather than the rule's: the day moved past a weekend or holiday. */
  moved?: Prose
  audiences: OneOff['audiences']
  authority: Authority
  source: string
  /** The postponements that move it for some clients, until their new dates have passed. */
  postponements: Postponed[]
}

/**
 * The last day of the month thirteen months after `day`'s: how far ahead the calendar reaches, at
 * least twelve months whatever the day of the month.
 */
export const calendarEnd = (day: string) => endOfMonth(day, 13)

/** How far back the calendar keeps what has passed: a subscribed calendar keeps its year. */
export const calendarStart = (day: string) => addDays(day, -366)

/** The id of a rule's deadline: the rule's id, the period's year, its month or quarter, its instalment. */
export const generatedId = (rule: Pick<Rule, 'id' | 'period' | 'due'>, due: DueDate) =>
  `${rule.id}-${due.year}${periods[rule.period].idPart(due)}${rule.due.length > 1 ? `-${due.instalment}` : ''}`

/** A rule's title with its period's placeholders filled, in the words of the language it is shown in. */
export const fillTitle = (title: Prose, rule: Pick<Rule, 'period'>, due: DueDate, words: CalendarWords) =>
  fillFlagged(title, titleValues(rule.period, due, wordsFor(title, words).months))

/**
 * Whether a postponement moves a deadline: its authority's, due within its window, to a later day.
 * A window whose last day is before its first covers nothing (the check warns of it).
 */
const covers = (postponement: Postponement, deadline: { date: string; authority: Authority }) =>
  postponement.authority === deadline.authority &&
  postponement.from <= deadline.date &&
  deadline.date <= postponement.to &&
  deadline.date < postponement.newDate

/**
 * The calendar as of `day` (YYYY-MM-DD, the day the site is built): every deadline of the rules
 * due from a year before it to calendarEnd(day), every one-off (a one-off replacing the rule's
 * deadline of the same id), in date order; each with the postponements that move it and whose new
 * date has not passed.
 */
export function calendarDeadlines(
  list: { rules: readonly Rule[]; deadlines: readonly OneOff[]; postponements: readonly Postponement[] },
  day: string,
  words: CalendarWords,
): CalendarDeadline[] {
  const oneOffs = new Map(list.deadlines.map((deadline) => [deadline.id, deadline]))
  const moved = (nominal: string) =>
    fillFlagged(words.moved, { nominal: wordsFor(words.moved, words).formatDate(nominal) })
  const generated = list.rules.flatMap((rule) => {
    // From the rule's first period, or a year back, whichever is later (ISO dates compare as strings).
    const from = [rule.from, calendarStart(day)].sort().at(-1) ?? rule.from
    return dueDates(rule, from, calendarEnd(day)).flatMap((due): CalendarDeadline[] => {
      const id = generatedId(rule, due)
      // A deadline of a period before the rule's first is a one-off's, or none.
      if (isoDay(due.year, due.firstMonth, 1) < rule.from || oneOffs.has(id)) return []
      const title = rule.due[due.instalment - 1]?.title ?? rule.title
      return [
        {
          id,
          date: due.date,
          title: fillTitle(title, rule, due, words),
          ...(rule.details ? { details: rule.details } : {}),
          ...(due.moved.length > 0 ? { moved: moved(due.nominal) } : {}),
          audiences: rule.audiences,
          authority: rule.authority,
          source: rule.source,
          postponements: [],
        },
      ]
    })
  })
  // One-offs in any order, the list being the calendar's to sort; one written on a weekend or legal
  // holiday is due the next business day, as the law moves it (the check warns of it).
  const all: CalendarDeadline[] = [
    ...generated,
    ...list.deadlines.map(({ id, date, title, details, audiences, authority, source }) => {
      const due = nextBusinessDay(date, authority)
      return {
        id,
        date: due.date,
        title,
        ...(details ? { details } : {}),
        ...(due.moved ? { moved: moved(date) } : {}),
        audiences,
        authority,
        source,
        postponements: [],
      }
    }),
  ]
  // Stable: deadlines of one day stay in the order of the rules, then the one-offs.
  all.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  const current = list.postponements.filter((postponement) => postponement.newDate >= day)
  for (const deadline of all) {
    for (const postponement of current) {
      if (!covers(postponement, deadline)) continue
      const counties = postponement.counties ?? []
      const { inCounty, inCounties, inWashington } = words.postponed
      const pattern = counties.length === 0 ? inWashington : counties.length === 1 ? inCounty : inCounties
      const written = wordsFor(pattern, words)
      deadline.postponements.push({
        id: postponement.id,
        pattern,
        date: written.formatDate(postponement.newDate),
        counties: written.and(counties),
        relief: postponement.title,
        source: postponement.source,
        newDate: postponement.newDate,
      })
    }
  }
  return all
}
