/**
 * What content/deadlines.json holds of the calendar, as schemas: a recurring deadline's rule (its
 * period and due days, periods.ts), a one-off deadline, a postponement, and whom each concerns.
 * The kind (src/content/kinds/deadlines.ts) assembles the file from them; the calendar
 * (calendar.ts) takes their types. Build and test side, and the editor's save check
 * (src/content/editor/save.ts); never a page of the site: it holds zod.
 */
import { z } from 'zod'
import {
  isoDate,
  linkLanguage,
  longText,
  perLanguage,
  plain,
  type ShownOf,
  slug,
  text,
  withPlaceholders,
} from '../fields.ts'
import { type AuthorityFacts, authorities, authorityNames } from './authorities.ts'
import { washingtonCounties } from './counties.ts'
import { periodNames, titlePlaceholders } from './periods.ts'

/** Who a deadline concerns; a visitor filters the calendar by these, and each has a feed of its own. */
export const deadlineAudiences = ['individuals', 'businesses', 'employers', 'trusts-estates', 'wa-excise'] as const
export type DeadlineAudience = (typeof deadlineAudiences)[number]

/** A page of the authority that sets a date: the IRS's site or the Department of Revenue's. */
const hosts = Object.values(authorities).flatMap((authority: AuthorityFacts) => authority.hosts)
export const deadlineSource = z
  .string()
  .regex(
    new RegExp(`^https://(?:www\\.)?(?:${hosts.map((host) => host.replaceAll('.', '\\.')).join('|')})/\\S*$`),
    `must be a page on ${hosts.join(' or ')}, the authority that sets the date`,
  )

/** What a deadline is, for whom, set by whom, and where that is said: a rule's and a one-off's alike. */
const deadlineFields = {
  details: longText.optional().describe('One sentence more, if the title needs it (an extension, who files it)'),
  audiences: z
    .array(z.enum(deadlineAudiences))
    .min(1, 'must name at least one group it concerns')
    .meta({ title: 'Who it concerns' }),
  authority: z.enum(authorityNames).meta({ title: 'Set by' }),
  source: perLanguage(deadlineSource).meta({
    title: 'Source',
    description: "The authority's own page that gives this date: one of the list's sources",
  }),
}

/** A title that may name its period: each `{name}` one of calendar.ts's placeholders. */
const periodTitle = (description: string) =>
  withPlaceholders(plain, titlePlaceholders, []).meta({ 'x-prose': true }).brand<'Prose'>().describe(description)

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
  period: z.enum(periodNames).meta({ title: 'Period' }),
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
export const postponementSchema = z.strictObject({
  id: slug.describe('Names the postponement, e.g. "december-2025-storms"'),
  title: text.describe('The relief, as its source names it, e.g. "IRS relief for the December 2025 storms"'),
  source: perLanguage(deadlineSource).meta({
    title: 'Source',
    description: 'The authority’s page announcing the relief',
  }),
  authority: z.enum(authorityNames).meta({ title: 'Granted by', description: 'Its deadlines are the ones moved' }),
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

/** A source the deadlines cite: the authority's page, as the calendar names it. */
export const sourceSchema = z
  .strictObject({
    title: text.describe('The page as the calendar cites it, e.g. "IRS Publication 509, Tax Calendars"'),
    url: perLanguage(deadlineSource).meta({ title: 'Address' }),
    language: linkLanguage,
  })
  .meta({ title: 'Source' })

export type Rule = ShownOf<typeof ruleSchema>
export type OneOff = ShownOf<typeof deadlineSchema>
export type Postponement = ShownOf<typeof postponementSchema>
export type Source = ShownOf<typeof sourceSchema>
