/**
 * content/deadlines.json: the federal and Washington tax deadlines of the calendar
 * (/resources/deadlines/), its feeds and the home page's next ones.
 *
 * A recurring deadline is a rule: what is due, for whom, set by whom and its source, its period
 * and the day it falls due counted from the period (src/content/calendar/: the schemas, the periods
 * and authorities, the due dates past weekends and legal holidays, and the calendar of a day). A
 * one-off deadline (a date no rule gives, or one moved by law: it replaces the rule's deadline of
 * the same id) is written as it is due, so one written on a weekend or holiday is a mistake the
 * check names. A postponement after a disaster moves the deadlines of its window for the counties
 * it names. A review over a year old, or a source the list does not name, is not a mistake but
 * needs staff: the warnings say what to do.
 */
import { z } from 'zod'
import {
  type CalendarDeadline,
  type CalendarWords,
  calendarDeadlines,
  type LanguageWords,
} from '../calendar/calendar.ts'
import { daysBetween } from '../calendar/days.ts'
import { notABusinessDay } from '../calendar/due-dates.ts'
import { deadlineSchema, postponementSchema, ruleSchema, sourceSchema } from '../calendar/schema.ts'
import { duplicates } from '../checks.ts'
import { formatDate } from '../dates.ts'
import { isoDate, type ShownOf } from '../fields.ts'
import { defineKind, type ShownOthers } from '../kind.ts'
import { stillDue } from '../on-day.ts'
import { joinNames } from '../pattern.ts'
import type { FieldProblem } from '../problems.ts'
import { plainText } from '../runs.ts'
import { type Locale, locale } from './locale.ts'
import { type DeadlinesPage, deadlinesPage } from './pages/deadlines.ts'

/** content/deadlines.json: the rules and the one-off deadlines, their sources, the postponements, and the last review. */
export const deadlinesSchema = z.strictObject({
  reviewedOn: isoDate.meta({
    title: 'Last reviewed on',
    description:
      "The day the rules were last checked against IRS Publication 509 and the Department of Revenue's due dates",
  }),
  sources: z
    .array(sourceSchema)
    .min(1)
    .meta({ title: 'Sources', description: 'The pages the dates come from; each deadline names one of them' }),
  rules: z
    .array(ruleSchema.meta({ title: 'Rule' }))
    .min(1)
    .meta({ title: 'Recurring deadlines', description: 'The build makes each deadline of them, twelve months ahead' }),
  deadlines: z
    .array(deadlineSchema.meta({ title: 'Deadline' }))
    .optional()
    .meta({ title: 'One-off deadlines', description: 'A deadline no rule gives, or one moved by law' }),
  postponements: z
    .array(postponementSchema.meta({ title: 'Postponement' }))
    .optional()
    .meta({
      title: 'Postponements',
      description: 'Relief after a disaster: each leaves the page and the feeds by itself after its new date',
    }),
})

export type DeadlinesFile = ShownOf<typeof deadlinesSchema>

/**
 * The one-off deadlines written on a day that is not a business day: the calendar moves each to the
 * next business day and says why, but a one-off is meant to be written as it is really due.
 */
export function deadlineDateProblems(deadlines: DeadlinesFile['deadlines']): FieldProblem[] {
  return (deadlines ?? []).flatMap((deadline, index) => {
    const why = notABusinessDay(deadline.date, deadline.authority)
    return why
      ? [
          {
            field: `deadlines[${index}].date`,
            message: `${why}: a due date on a weekend or legal holiday moves to the next business day ("${plainText(deadline.title)}"), and the calendar shows it there`,
          },
        ]
      : []
  })
}

/** A postponement whose window runs backwards, or whose new date is not after the deadlines it covers: it moves none of them. */
export function postponementProblems(postponements: DeadlinesFile['postponements']): FieldProblem[] {
  return (postponements ?? []).flatMap((postponement, index) => [
    ...(postponement.to < postponement.from
      ? [{ field: `postponements[${index}].to`, message: `is before ${postponement.from}, so it covers no deadline` }]
      : []),
    ...(postponement.newDate <= postponement.from
      ? [
          {
            field: `postponements[${index}].newDate`,
            message: `is not after ${postponement.from}, so it moves no deadline of its window later`,
          },
        ]
      : []),
  ])
}

/**
 * How far ahead the home page carries deadlines, from the day it is built: a year, as far as the
 * calendar reaches, so a page kept without a rebuild still lists the next ones (its dated script
 * shows those still due on the visitor's day).
 */
export const HOME_DAYS_AHEAD = 366

/** How many days of future deadlines must be left before the build asks for the next ones. */
export const MIN_DAYS_AHEAD = 90
/** How long a review holds before the build asks for the next one. */
export const MAX_REVIEW_AGE_DAYS = 365

/**
 * What staff must do for the calendar to stay true on `today` (YYYY-MM-DD): add deadlines when
 * fewer than 90 days of them remain (the rules keep twelve months ahead, so only a list without
 * rules runs dry), and review the rules when their review is over a year old. Empty when current.
 */
export function deadlineWarnings(
  list: { reviewedOn: string; deadlines: readonly Pick<CalendarDeadline, 'date'>[] },
  today: string,
): string[] {
  const warnings: string[] = reviewWarnings(list.reviewedOn, today)
  const last =
    list.deadlines
      .map((deadline) => deadline.date)
      .sort()
      .at(-1) ?? ''
  const ahead = last ? daysBetween(today, last) : -1
  if (ahead < MIN_DAYS_AHEAD) {
    warnings.unshift(
      `content/deadlines.json: ${ahead < 0 ? 'no deadline is left after today' : `the last deadline is ${last}, ${ahead} days away`}; add a rule for each recurring deadline, or the coming year's dates.`,
    )
  }
  return warnings
}

/** The review staff owe the rules once a year (CONTENT.md, "The yearly review"), when it is over a year old. */
export function reviewWarnings(reviewedOn: string, today: string): string[] {
  const age = daysBetween(reviewedOn, today)
  return age > MAX_REVIEW_AGE_DAYS
    ? [
        `content/deadlines.json: last reviewed on ${reviewedOn}, ${age} days ago; check each rule against IRS Publication 509 and the Department of Revenue's due dates (CONTENT.md, "The yearly review") and set reviewedOn.`,
      ]
    : []
}

/** How a language writes what the calendar writes itself, from its date table and joins. */
export const languageWords = (table: Pick<Locale, 'months' | 'weekdays' | 'formats' | 'joins'>): LanguageWords => ({
  months: table.months,
  formatDate: (isoDate) => formatDate(isoDate, table, 'weekdayDate'),
  and: (names) => joinNames(names, table.joins.and),
})

/**
 * The calendar's words in a language: its date table and the calendar page's patterns, and the
 * site's own language's table (`original`), which a pattern the translation lacks is filled in.
 */
export const calendarWords = (
  table: Parameters<typeof languageWords>[0],
  page: Pick<DeadlinesPage, 'moved' | 'postponed'>,
  original: Parameters<typeof languageWords>[0] = table,
): CalendarWords => ({
  ...languageWords(table),
  moved: page.moved,
  postponed: page.postponed,
  original: languageWords(original),
})

/** The calendar of a language's deadlines as of `day`: every deadline of the rules and the one-offs. */
export const calendarFor = (list: DeadlinesFile, words: CalendarWords, day: string): CalendarDeadline[] =>
  calendarDeadlines(
    { rules: list.rules, deadlines: list.deadlines ?? [], postponements: list.postponements ?? [] },
    day,
    words,
  )

/** What a language's calendar is made from: its deadlines, its date table and the calendar page's words. */
export interface CalendarContent {
  deadlines: DeadlinesFile
  locale: Locale
  'pages/deadlines': DeadlinesPage
}

/** A language's calendar of `day` from its content, with the site's own language's table (`original`) beside it. */
export const languageCalendar = (content: CalendarContent, original: Pick<CalendarContent, 'locale'>, day: string) =>
  calendarFor(content.deadlines, calendarWords(content.locale, content['pages/deadlines'], original.locale), day)

/** calendarFor, with the language's words from the other files of the build. */
function calendarOf(list: DeadlinesFile, others: ShownOthers, day: string): CalendarDeadline[] {
  const table = others.of(locale)
  const page = others.of(deadlinesPage)
  return table && page ? calendarFor(list, calendarWords(table, page, others.original.of(locale) ?? table), day) : []
}

/** The sources a rule or a one-off names that the list does not: printed for staff, not a failure (the page shows the address). */
export function uncitedSources(list: Pick<DeadlinesFile, 'sources' | 'rules' | 'deadlines'>): string[] {
  const cited = new Set(list.sources.map((source) => source.url))
  return [...list.rules, ...(list.deadlines ?? [])]
    .filter((deadline) => !cited.has(deadline.source))
    .map(
      (deadline) =>
        `content/deadlines.json: ${deadline.id} names the source ${deadline.source}, which the list of sources does not; add it under sources so the calendar shows its title.`,
    )
}

export const deadlines = defineKind({
  schema: deadlinesSchema,
  editor: { group: 'services', label: 'Tax deadlines' },
  // Each deadline keeps its id (calendars match events by it).
  check: (list) => [
    ...duplicates(
      list.rules.map((rule) => rule.id),
      { key: 'id', list: 'rules' },
    ),
    ...duplicates(
      (list.deadlines ?? []).map((deadline) => deadline.id),
      { key: 'id', list: 'deadlines' },
    ),
    ...duplicates(
      (list.postponements ?? []).map((postponement) => postponement.id),
      { key: 'id', list: 'postponements' },
    ),
  ],
  // The rules keep the calendar twelve months ahead: what staff must do is review them each year, and
  // put right what the calendar had to read its own way.
  warnings: (list, day) => [
    ...reviewWarnings(list.reviewedOn, day),
    ...uncitedSources(list),
    ...[...deadlineDateProblems(list.deadlines), ...postponementProblems(list.postponements)].map(
      ({ field, message }) => `content/deadlines.json → ${field}: ${message}`,
    ),
  ],
  views: {
    /** The deadlines from the day on, with the list's sources, and whether staff must bring it up to date. */
    upcoming: (list, others, day) => {
      const all = calendarOf(list, others, day)
      return {
        reviewedOn: list.reviewedOn,
        sources: list.sources,
        updating: deadlineWarnings({ reviewedOn: list.reviewedOn, deadlines: all }, day).length > 0,
        deadlines: stillDue(all, day),
      }
    },
    /**
     * The deadlines from the day on, their dates and titles, for the home page's list (which shows
     * the next three still due on the visitor's day): those of the next HOME_DAYS_AHEAD days.
     */
    next: (list, others, day) =>
      stillDue(calendarOf(list, others, day), day)
        .filter((deadline, index) => index < 3 || daysBetween(day, deadline.date) <= HOME_DAYS_AHEAD)
        .map(({ date, title }) => ({ date, title })),
    /** What the calendar page says of the list beside its deadlines: when it was reviewed, its sources, whether it is being updated. */
    about: (list, others, day) => ({
      reviewedOn: list.reviewedOn,
      sources: list.sources,
      updating:
        deadlineWarnings({ reviewedOn: list.reviewedOn, deadlines: calendarOf(list, others, day) }, day).length > 0,
    }),
  },
})
