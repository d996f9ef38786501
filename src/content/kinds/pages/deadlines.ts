import { z } from 'zod'
import type { DeadlineAudience } from '../../calendar/schema.ts'
import type { ShownOf } from '../../fields.ts'
import {
  attributeText,
  description,
  httpsUrl,
  linkLanguage,
  longText,
  pageTitle,
  pattern,
  perLanguage,
  plain,
  reviewedLabel,
  section,
  text,
  withPlaceholders,
} from '../../fields.ts'
import { definePage } from '../../kind.ts'

/** The tax-deadline calendar's page: its words; the deadlines themselves are content/deadlines.json. */
export const deadlinesPageSchema = z.strictObject({
  title: pageTitle,
  description,
  heading: text,
  intro: longText,
  bring: z
    .strictObject({
      text: text.describe('A sentence before the link, e.g. "Getting ready to file?"'),
      linkText: text.describe('The link’s words, e.g. "See what to bring"'),
    })
    .meta({
      title: 'Link to what to bring',
      description: 'Under the intro: the checklist of documents (/resources/what-to-bring/)',
    }),
  filter: z
    .strictObject({
      legend: text.describe('The question above the choices, e.g. "Show the deadlines for"'),
      everyone: text.describe('The choice that shows every deadline'),
      audiences: z
        .strictObject({
          individuals: text,
          businesses: text,
          employers: text,
          'trusts-estates': text,
          'wa-excise': text,
        } satisfies Record<DeadlineAudience, z.ZodType>)
        .meta({ title: 'Names of the groups' }),
    })
    .meta({ title: 'Filter' }),
  nextLabel: text.describe('The mark on the next deadline'),
  moved: pattern(
    ['nominal'],
    ['nominal'],
    '{nominal} is a weekend day or a legal holiday, so it is due the next business day.',
  ).meta({
    title: 'A due date moved past a weekend or holiday',
    description: 'Under a deadline a rule gives on the next business day: {nominal} is the day the rule names',
  }),
  postponed: z
    .strictObject({
      inCounty: pattern(
        ['date', 'counties', 'relief'],
        ['date', 'counties', 'relief'],
        'Postponed to {date} for clients in {counties} County ({relief})',
      ).meta({
        title: 'In one county',
        description: '{counties} is the county’s name, {relief} the relief’s title, linked',
      }),
      inCounties: pattern(
        ['date', 'counties', 'relief'],
        ['date', 'counties', 'relief'],
        'Postponed to {date} for clients in {counties} counties ({relief})',
      ).meta({
        title: 'In several counties',
        description: '{counties} are the counties’ names, {relief} the relief’s title, linked',
      }),
      inWashington: pattern(
        ['date', 'relief'],
        ['date', 'relief'],
        'Postponed to {date} for clients anywhere in Washington ({relief})',
      ).meta({ title: 'In all of Washington' }),
    })
    .meta({
      title: 'A deadline postponed after a disaster',
      description: 'Under each deadline a postponement moves, until its new date has passed',
    }),
  sourceLabel: text.describe('Words before each deadline’s source'),
  updating: z
    .strictObject({
      text: longText,
      linkText: text,
      url: perLanguage(httpsUrl).meta({ title: 'Address', description: 'The IRS’s own tax calendar' }),
      language: linkLanguage,
    })
    .meta({ title: 'While the list is being updated' }),
  subscribe: z
    .strictObject({
      heading: text,
      text: longText,
      subscribeText: text,
      downloadText: text,
      audiencesLabel: attributeText(plain).meta({
        title: 'Label before whom a deadline concerns',
        description: 'In each event of the calendar file, e.g. "For"',
      }),
      calendarName: attributeText(withPlaceholders(plain, ['firm'], ['firm'])).meta({
        title: 'Name of the calendar',
        description: 'What a calendar app calls the subscribed calendar; {firm} is the firm’s name',
      }),
      groupCalendarName: attributeText(withPlaceholders(plain, ['firm', 'group'], ['firm', 'group'])).meta({
        title: 'Name of a group’s calendar',
        description:
          'What a calendar app calls the calendar of one group’s deadlines; {group} is the group as the filter names it, e.g. "{firm} tax deadlines: {group}"',
      }),
    })
    .meta({ title: 'Subscribe' }),
  note: z
    .strictObject({
      heading: text,
      text: longText,
      linkText: text,
      url: perLanguage(httpsUrl).meta({ title: 'Address', description: 'The IRS page on disaster relief' }),
      language: linkLanguage,
    })
    .meta({ title: 'Dates can change' }),
  sourcesHeading: text,
  reviewedLabel,
  closing: section.extend({ buttonText: text }),
})

export const deadlinesPage = definePage(
  deadlinesPageSchema,
  { path: '/resources/deadlines/', parent: '/resources/' },
  'Tax deadlines page',
)

export type DeadlinesPage = ShownOf<typeof deadlinesPageSchema>
