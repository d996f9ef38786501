/**
 * content/deadlines.json: the federal and Washington tax deadlines of the calendar
 * (/resources/deadlines/), its feed and the home page's next ones.
 *
 * A due date that falls on a Saturday, Sunday or legal holiday moves to the next business day
 * (IRS Publication 509; the Department of Revenue says the same of Washington's excise returns),
 * so a deadline written on such a day is a mistake: the check names it. The holidays come from
 * `date-holidays`: for the IRS, the legal holidays of the District of Columbia (the federal ones
 * and DC Emancipation Day); for the Department of Revenue, Washington's (the federal ones and
 * Native American Heritage Day, added below). A list that is running dry, or has not been
 * reviewed for a year, is not a mistake but needs staff: the warnings say what to do.
 */
import Holidays from 'date-holidays'
import { z } from 'zod'
import { duplicates } from '../checks.ts'
import { isoDate, linkLanguage, longText, perLanguage, slug, text } from '../fields.ts'
import { defineKind, type FieldProblem } from '../kind.ts'
import { stillDue } from '../on-day.ts'

/** Who a deadline concerns; a visitor filters the calendar by these. */
export const deadlineAudiences = ['individuals', 'businesses', 'employers', 'trusts-estates', 'wa-excise'] as const
export type DeadlineAudience = (typeof deadlineAudiences)[number]

/** The authorities whose dates the calendar carries, each with the site its sources must be on. */
export const deadlineAuthorities = ['IRS', 'Washington Department of Revenue'] as const

/** A page of the authority that sets a date: the IRS's site or the Department of Revenue's. */
const deadlineSource = z
  .string()
  .regex(
    /^https:\/\/(?:www\.)?(?:irs\.gov|dor\.wa\.gov)\/\S*$/,
    'must be a page on irs.gov or dor.wa.gov, the authority that sets the date',
  )

export const deadlineSchema = z.strictObject({
  id: slug.describe(
    'Stays the same when the deadline is corrected or moved, so calendars update the event instead of adding one, e.g. "individual-returns-2026"',
  ),
  date: isoDate.meta({
    title: 'Due on',
    description: 'The day it is really due: a date on a weekend or legal holiday moves to the next business day',
  }),
  title: text.describe(
    'What is due, in words a client understands, with the form numbers, e.g. "2026 income tax returns for individuals (Form 1040)"',
  ),
  details: longText.optional().describe('One sentence more, if the title needs it (an extension, who files it)'),
  audiences: z
    .array(z.enum(deadlineAudiences))
    .min(1, 'must name at least one group it concerns')
    .meta({ title: 'Who it concerns' }),
  authority: z.enum(deadlineAuthorities).meta({ title: 'Set by' }),
  source: perLanguage(deadlineSource).meta({
    title: 'Source',
    description: "The authority's own page that gives this date: one of the list's sources",
  }),
})

/** content/deadlines.json: every deadline the firm's clients meet, its sources, and when the list was last checked. */
export const deadlinesSchema = z.strictObject({
  reviewedOn: isoDate.meta({
    title: 'Last reviewed on',
    description:
      "The day the list was last checked against IRS Publication 509 and the Department of Revenue's due dates",
  }),
  sources: z
    .array(
      z
        .strictObject({
          title: text.describe('The page as the calendar cites it, e.g. "IRS Publication 509, Tax Calendars"'),
          url: perLanguage(deadlineSource).meta({ title: 'Address' }),
          language: linkLanguage,
        })
        .meta({ title: 'Source' }),
    )
    .min(1)
    .meta({ title: 'Sources', description: 'The pages the dates come from; each deadline names one of them' }),
  deadlines: z
    .array(deadlineSchema.meta({ title: 'Deadline' }))
    .min(1)
    .meta({ title: 'Deadlines' }),
})

interface HolidayRegion {
  country: string
  state: string
  /** Legal holidays the library does not count as public there, as its rules and names. */
  more: readonly (readonly [rule: string, name: string])[]
}

/** Whose legal holidays move each authority's due dates. */
const holidayRegions: Record<Deadline['authority'], HolidayRegion> = {
  IRS: { country: 'US', state: 'DC', more: [] },
  'Washington Department of Revenue': {
    country: 'US',
    state: 'WA',
    // A state legal holiday (RCW 1.16.050) that date-holidays lists as an observance only. The
    // Department counts it: its 2022 calendar starts the October return's penalty on November 29,
    // after Thanksgiving on the 24th, this day on the 25th and the weekend.
    more: [['friday after 4th thursday in November', 'Native American Heritage Day']],
  },
}

const calendars = new Map<string, Map<string, string>>()

/** The legal (public) holidays of a region in a year, by date: `2027-11-26` → `Day after Thanksgiving`. */
function legalHolidays(authority: Deadline['authority'], year: number): Map<string, string> {
  const { country, state, more } = holidayRegions[authority]
  const key = `${country}-${state}-${year}`
  let days = calendars.get(key)
  if (!days) {
    const holidays = new Holidays(country, state)
    for (const [rule, name] of more) holidays.setHoliday(rule, { name, type: 'public' })
    days = new Map(
      holidays
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => [holiday.date.slice(0, 10), holiday.name]),
    )
    calendars.set(key, days)
  }
  return days
}

const weekdayOf = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).getUTCDay()
const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** Why a due date cannot be on this day (a weekend day, a legal holiday), or null when it can. */
export function notABusinessDay(isoDate: string, authority: Deadline['authority']): string | null {
  const weekday = weekdayOf(isoDate)
  if (weekday === 0 || weekday === 6) return `${isoDate} is a ${dayNames[weekday]}`
  const holiday = legalHolidays(authority, Number(isoDate.slice(0, 4))).get(isoDate)
  return holiday ? `${isoDate} is a legal holiday (${holiday})` : null
}

/** The deadlines of content/deadlines.json written on a day that is not a business day, and any out of order. */
export function deadlineDateProblems(deadlines: readonly Deadline[]): FieldProblem[] {
  const problems: FieldProblem[] = []
  deadlines.forEach((deadline, index) => {
    const why = notABusinessDay(deadline.date, deadline.authority)
    if (why) {
      problems.push({
        field: `deadlines[${index}].date`,
        message: `${why}: a due date on a weekend or legal holiday moves to the next business day ("${deadline.title}")`,
      })
    }
    const previous = deadlines[index - 1]
    if (previous && previous.date > deadline.date) {
      problems.push({
        field: `deadlines[${index}].date`,
        message: `comes before the deadline above it (${previous.date}); keep the list in date order`,
      })
    }
  })
  return problems
}

/**
 * How far ahead the home page carries deadlines, from the day it is built: the site is rebuilt every
 * day (DEPLOY.md), and a page kept four months without a rebuild still lists the next three. Its
 * markup stays small however far ahead the calendar reaches.
 */
export const HOME_DAYS_AHEAD = 120

/** How many days of future deadlines must be left before the build asks for the next ones. */
export const MIN_DAYS_AHEAD = 90
/** How long a review holds before the build asks for the next one. */
export const MAX_REVIEW_AGE_DAYS = 365

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/**
 * What staff must do for the calendar to stay true on `today` (YYYY-MM-DD): add the next
 * deadlines when fewer than 90 days of them remain, review the list when its review is over a
 * year old. Empty when the list is current.
 */
export function deadlineWarnings(
  list: { reviewedOn: string; deadlines: readonly Pick<Deadline, 'date'>[] },
  today: string,
): string[] {
  const warnings: string[] = []
  const last =
    list.deadlines
      .map((deadline) => deadline.date)
      .sort()
      .at(-1) ?? ''
  const ahead = last ? daysBetween(today, last) : -1
  if (ahead < MIN_DAYS_AHEAD) {
    warnings.push(
      `content/deadlines.json: ${ahead < 0 ? 'no deadline is left after today' : `the last deadline is ${last}, ${ahead} days away`}; add the coming year's dates from IRS Publication 509 and the Department of Revenue's due dates.`,
    )
  }
  const age = daysBetween(list.reviewedOn, today)
  if (age > MAX_REVIEW_AGE_DAYS) {
    warnings.push(
      `content/deadlines.json: last reviewed on ${list.reviewedOn}, ${age} days ago; check every date against its source and set reviewedOn.`,
    )
  }
  return warnings
}

export const deadlines = defineKind({
  schema: deadlinesSchema,
  editor: { group: 'services', label: 'Tax deadlines' },
  // Each deadline keeps its id (calendars match events by it) and cites a source the list names.
  check: (list) => {
    const cited = new Set(list.sources.map((source) => source.url))
    return [
      ...deadlineDateProblems(list.deadlines),
      ...duplicates(
        list.deadlines.map((deadline) => deadline.id),
        { key: 'id', list: 'deadlines' },
      ),
      ...list.deadlines.flatMap((deadline, index) =>
        cited.has(deadline.source)
          ? []
          : [
              {
                field: `deadlines[${index}].source`,
                message: `${deadline.source} is not one of the sources the list names; add it under sources`,
              },
            ],
      ),
    ]
  },
  warnings: deadlineWarnings,
  views: {
    /** The deadlines from the day on, with the list's sources, and whether staff must bring it up to date. */
    upcoming: (list, _others, day) => ({
      reviewedOn: list.reviewedOn,
      sources: list.sources,
      updating: deadlineWarnings(list, day).length > 0,
      deadlines: stillDue(list.deadlines, day),
    }),
    /**
     * The deadlines from the day on, their dates and titles, for the home page's list (which shows
     * the next three): those of the next HOME_DAYS_AHEAD days, and the next three in any case.
     */
    next: (list, _others, day) =>
      stillDue(list.deadlines, day)
        .filter((deadline, index) => index < 3 || daysBetween(day, deadline.date) <= HOME_DAYS_AHEAD)
        .map(({ date, title }) => ({ date, title })),
    /** What the calendar page says of the list beside its deadlines: when it was reviewed, its sources, whether it is being updated. */
    about: (list, _others, day) => ({
      reviewedOn: list.reviewedOn,
      sources: list.sources,
      updating: deadlineWarnings(list, day).length > 0,
    }),
  },
})

export type Deadline = z.infer<typeof deadlineSchema>
