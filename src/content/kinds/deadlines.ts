/**
 * content/deadlines.json: the federal and Washington tax deadlines of the calendar
 * (/resources/deadlines/), its feeds and the home page's next ones.
 *
 * A recurring deadline is a rule: what is due, for whom, set by whom and its source, its period
 * (monthly, quarterly, yearly) and the day it falls due counted from the period; the build makes
 * every deadline of it from the day it runs through at least twelve months ahead
 * (src/content/calendar.ts), each moved past weekends and the authority's legal holidays
 * (src/content/due-dates.ts: the District of Columbia's for the IRS, IRC § 7503; Washington's for
 * the Department of Revenue, RCW 1.16.050). A one-off deadline (a date no rule gives, or one moved
 * by law: it replaces the rule's deadline of the same id) is written as it is due, so one written on
 * a weekend or holiday is a mistake the check names. A postponement after a disaster moves the
 * deadlines of its window for the counties it names. A review over a year old is not a mistake but
 * needs staff: the warnings say what to do.
 */
import { z } from 'zod'
import { formatDate } from '../../lib/dates.ts'
import {
  type CalendarDeadline,
  type CalendarWords,
  calendarDeadlines,
  type DeadlineAudience,
  deadlineAudiences,
  titlePlaceholders,
} from '../calendar.ts'
import { duplicates } from '../checks.ts'
import { type Authority, notABusinessDay } from '../due-dates.ts'
import { isoDate, linkLanguage, longText, perLanguage, slug, text } from '../fields.ts'
import { defineKind, type FieldProblem, type Others } from '../kind.ts'
import { stillDue, todayAtTheFirm } from '../on-day.ts'
import { joinNames } from '../pattern.ts'
import { type Locale, locale } from './locale.ts'
import { type DeadlinesPage, deadlinesPage } from './pages/deadlines.ts'

export { type DeadlineAudience, deadlineAudiences }

/** The authorities whose dates the calendar carries, each with the site its sources must be on. */
export const deadlineAuthorities = ['IRS', 'Washington Department of Revenue'] as const satisfies readonly Authority[]

/** Washington's counties, which a postponement after a disaster names. */
export const washingtonCounties = [
  'Adams',
  'Asotin',
  'Benton',
  'Chelan',
  'Clallam',
  'Clark',
  'Columbia',
  'Cowlitz',
  'Douglas',
  'Ferry',
  'Franklin',
  'Garfield',
  'Grant',
  'Grays Harbor',
  'Island',
  'Jefferson',
  'King',
  'Kitsap',
  'Kittitas',
  'Klickitat',
  'Lewis',
  'Lincoln',
  'Mason',
  'Okanogan',
  'Pacific',
  'Pend Oreille',
  'Pierce',
  'San Juan',
  'Skagit',
  'Skamania',
  'Snohomish',
  'Spokane',
  'Stevens',
  'Thurston',
  'Wahkiakum',
  'Walla Walla',
  'Whatcom',
  'Whitman',
  'Yakima',
] as const

/** A page of the authority that sets a date: the IRS's site or the Department of Revenue's. */
const deadlineSource = z
  .string()
  .regex(
    /^https:\/\/(?:www\.)?(?:irs\.gov|dor\.wa\.gov)\/\S*$/,
    'must be a page on irs.gov or dor.wa.gov, the authority that sets the date',
  )

/** What a deadline is, for whom, set by whom, and where that is said: a rule's and a one-off's alike. */
const deadlineFields = {
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
}

/** A title that may name its period: each `{name}` one of calendar.ts's placeholders. */
const periodTitle = (description: string) =>
  text
    .refine(
      (value) =>
        [...value.matchAll(/\{(\w*)\}/g)].every((found) =>
          (titlePlaceholders as readonly string[]).includes(found[1] ?? ''),
        ),
      `may name only ${titlePlaceholders.map((name) => `{${name}}`).join(', ')}`,
    )
    .describe(description)

/** When a rule's deadline falls due: a day of a month counted from its period. */
const dueDaySchema = z.strictObject({
  count: z.enum(['after', 'of']).meta({
    title: 'Month counted',
    description: 'After the period ends (1 = the next month), or from the period’s first month (1 = that month)',
    'x-cms-option-labels': { after: 'after the period ends', of: 'from the start of the period' },
  }),
  month: z.number().int().min(1).max(24).meta({
    title: 'Month',
    description:
      'e.g. 1 after a month for the 25th of the next month; 4 after a year for April 15; 13 from the start of a year for January of the next',
  }),
  day: z.number().int().min(1).max(31).meta({
    title: 'Day',
    description: 'The day of that month; 31 is its last day whatever its length',
  }),
  title: periodTitle(
    'Only where the rule has several due days with titles of their own, e.g. "First {year} estimated tax payment…"',
  )
    .optional()
    .meta({ title: 'Title of this due day' }),
})

/** A recurring deadline: what is due, and when, counted from its period. */
export const ruleSchema = z.strictObject({
  id: slug.describe(
    'Never changes: each deadline’s id is made from it and its period ("wa-monthly" → "wa-monthly-2027-03"), which calendars recognise',
  ),
  title: periodTitle(
    'What is due, in words a client understands, with the form numbers; {year} is the period’s year, {month} its month, {firstMonth}–{lastMonth} a quarter’s months (with {monthNumber}, {firstMonthNumber}, {lastMonthNumber} and {quarter} as numbers), e.g. "Monthly sales, use and B&O tax return for {month} {year}"',
  ),
  ...deadlineFields,
  period: z.enum(['monthly', 'quarterly', 'yearly']).meta({ title: 'Period' }),
  due: z
    .array(dueDaySchema.meta({ title: 'Due day' }))
    .min(1)
    .meta({
      title: 'Due on',
      description:
        'When it falls due, counted from its period: one day, or several (four estimated tax payments a year). A day on a weekend or legal holiday moves to the next business day by itself',
    }),
  from: isoDate.meta({
    title: 'First period',
    description:
      'The first day of the first period the rule covers: the deadlines of earlier periods are one-offs, or none',
  }),
})

/** A deadline no rule gives, or one moved by law: with the id of a rule's deadline, it replaces it. */
export const deadlineSchema = z.strictObject({
  id: slug.describe(
    'Stays the same when the deadline is corrected or moved, so calendars update the event instead of adding one, e.g. "individual-returns-2026"; a rule’s deadline’s id replaces that deadline',
  ),
  date: isoDate.meta({
    title: 'Due on',
    description: 'The day it is really due: a date on a weekend or legal holiday moves to the next business day',
  }),
  title: text.describe(
    'What is due, in words a client understands, with the form numbers, e.g. "2026 income tax returns for individuals (Form 1040)"',
  ),
  ...deadlineFields,
})

/** Relief after a disaster: the deadlines of a window, for the counties it names, move to a new date. */
export const postponementSchema = z
  .strictObject({
    id: slug.describe('Names the postponement, e.g. "december-2025-storms"'),
    title: text.describe('The relief, as its source names it, e.g. "IRS relief for the December 2025 storms"'),
    source: perLanguage(deadlineSource).meta({
      title: 'Source',
      description: 'The authority’s page announcing the relief',
    }),
    authority: z
      .enum(deadlineAuthorities)
      .meta({ title: 'Granted by', description: 'Its deadlines are the ones moved' }),
    counties: z
      .array(z.enum(washingtonCounties))
      .optional()
      .meta({ title: 'Counties', description: 'The counties it covers; leave empty for all of Washington' }),
    from: isoDate.meta({ title: 'Deadlines from', description: 'The first original due date it covers' }),
    to: isoDate.meta({ title: 'Deadlines through', description: 'The last original due date it covers' }),
    newDate: isoDate.meta({
      title: 'New due date',
      description: 'The day those deadlines are due instead; the postponement leaves the page and the feeds after it',
    }),
  })
  .superRefine((postponement, ctx) => {
    if (postponement.to < postponement.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `must not be before ${postponement.from}` })
    if (postponement.newDate < postponement.from)
      ctx.addIssue({ code: 'custom', path: ['newDate'], message: `must not be before ${postponement.from}` })
  })

/** content/deadlines.json: the rules and the one-off deadlines, their sources, the postponements, and the last review. */
export const deadlinesSchema = z.strictObject({
  reviewedOn: isoDate.meta({
    title: 'Last reviewed on',
    description:
      "The day the rules were last checked against IRS Publication 509 and the Department of Revenue's due dates",
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

export type DeadlinesFile = z.infer<typeof deadlinesSchema>
export type Deadline = z.infer<typeof deadlineSchema>
export type Rule = z.infer<typeof ruleSchema>

export { notABusinessDay }

/** The one-off deadlines written on a day that is not a business day, and any out of order. */
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

/** The words the calendar writes itself in a language: its date table, and the calendar page's patterns. */
export function calendarWords(
  table: Pick<Locale, 'months' | 'weekdays' | 'formats' | 'joins'>,
  page: Pick<DeadlinesPage, 'moved' | 'postponed'>,
): CalendarWords {
  return {
    months: table.months,
    formatDate: (isoDate) => formatDate(isoDate, table, 'weekdayDate'),
    moved: page.moved,
    postponed: page.postponed,
    and: (names) => joinNames(names, table.joins.and),
  }
}

/** The calendar of a language's content as of `day`: every deadline of the rules and the one-offs. */
export function calendarFor(
  list: DeadlinesFile,
  table: Parameters<typeof calendarWords>[0],
  page: Parameters<typeof calendarWords>[1],
  day: string,
): CalendarDeadline[] {
  return calendarDeadlines(
    { rules: list.rules, deadlines: list.deadlines ?? [], postponements: list.postponements ?? [] },
    day,
    calendarWords(table, page),
  )
}

/** calendarFor, with the language's date table and the calendar page's words from the other files. */
function calendarOf(list: DeadlinesFile, others: Others, day: string): CalendarDeadline[] {
  const table = others.of(locale)
  const page = others.of(deadlinesPage)
  return table && page ? calendarFor(list, table, page, day) : []
}

export const deadlines = defineKind({
  schema: deadlinesSchema,
  editor: { group: 'services', label: 'Tax deadlines' },
  // Each deadline keeps its id (calendars match events by it) and cites a source the list names.
  check: (list, others) => {
    const cited = new Set(list.sources.map((source) => source.url))
    const oneOffs = list.deadlines ?? []
    const uncited = (where: string, source: string) =>
      cited.has(source)
        ? []
        : [
            {
              field: `${where}.source`,
              message: `${source} is not one of the sources the list names; add it under sources`,
            },
          ]
    return [
      ...deadlineDateProblems(oneOffs),
      ...duplicates(
        list.rules.map((rule) => rule.id),
        { key: 'id', list: 'rules' },
      ),
      ...duplicates(
        oneOffs.map((deadline) => deadline.id),
        { key: 'id', list: 'deadlines' },
      ),
      ...duplicates(
        (list.postponements ?? []).map((postponement) => postponement.id),
        { key: 'id', list: 'postponements' },
      ),
      ...list.rules.flatMap((rule, index) => uncited(`rules[${index}]`, rule.source)),
      ...oneOffs.flatMap((deadline, index) => uncited(`deadlines[${index}]`, deadline.source)),
      // Two deadlines with one id would be one event in a calendar: a rule's and a one-off's may share it, nothing else.
      ...duplicates(
        calendarOf(list, others, todayAtTheFirm()).map((deadline) => deadline.id),
        { key: 'id', list: 'the calendar' },
      ),
    ]
  },
  // The rules keep the calendar twelve months ahead: what staff must do is review them each year.
  warnings: (list, day) => reviewWarnings(list.reviewedOn, day),
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
     * the next three): those of the next HOME_DAYS_AHEAD days, and the next three in any case.
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
