/**
 * content/checklist.json: what a client brings for the coming tax season, the copy of
 * /resources/what-to-bring/. Situations a client recognises (wages, a rental, an estate), each with
 * the documents to bring: who sends each, and when it should arrive, from the calendar's rules
 * (content/deadlines.json), for the season of the day the site is built.
 */
import { z } from 'zod'
import { dueDates } from '../calendar/due-dates.ts'
import { deadlineSource } from '../calendar/schema.ts'
import { formatDate } from '../dates.ts'
import { description, linkLanguage, longText, pageTitle, pattern, perLanguage, slug, text } from '../fields.ts'
import { defineKind } from '../kind.ts'
import type { FieldProblem } from '../problems.ts'
import { type DeadlinesFile, deadlines } from './deadlines.ts'
import { locale } from './locale.ts'

/** The groups a situation belongs to, in the order the page lists them: the calendar's names for them. */
export const checklistGroups = ['individuals', 'businesses', 'trusts-estates'] as const

/** A rule of the calendar, by its id: a yearly one, whose deadline for the season's year dates an item. */
const ruleId = slug.meta({ 'x-cms-widget': 'rule' })

const itemSchema = z.strictObject({
  id: slug.describe('Names the item in every language, e.g. "w2"; never changes'),
  document: text.describe('The document as the client knows it, e.g. "Form W-2, Wage and Tax Statement"'),
  from: text.describe('Who sends it, e.g. "each employer you worked for"'),
  detail: longText.optional().describe('One sentence more, if the client needs it'),
  expected: z
    .strictObject({
      rule: ruleId.meta({
        title: 'By the deadline of',
        description: 'The calendar’s yearly rule by which the sender must send it; its date for the season is shown',
      }),
      extended: ruleId.optional().meta({
        title: 'Or, if the return is extended, by the deadline of',
        description: 'For a Schedule K-1: the rule of the extended return it comes with',
      }),
    })
    .optional()
    .meta({
      title: 'When to expect it',
      description: 'Only where a rule of the calendar gives the date; otherwise no date is shown',
    }),
  source: perLanguage(deadlineSource).meta({
    title: 'Source',
    description: 'The IRS’s or the Department of Revenue’s page that describes it',
  }),
  language: linkLanguage,
})

const situationSchema = z.strictObject({
  id: slug.describe('Names the situation in every language, e.g. "wages"; never changes'),
  group: z.enum(checklistGroups).meta({
    title: 'Group',
    'x-cms-option-labels': {
      individuals: 'Individuals',
      businesses: 'Businesses',
      'trusts-estates': 'Trusts and estates',
    },
  }),
  title: text.describe('The situation as a client says it, e.g. "I had a job"'),
  items: z
    .array(itemSchema.meta({ title: 'Document' }))
    .min(1)
    .meta({ title: 'What to bring' }),
})

export const checklistSchema = z.strictObject({
  title: pageTitle,
  description,
  heading: text,
  intro: longText,
  situations: z
    .array(situationSchema.meta({ title: 'Situation' }))
    .min(1)
    .meta({
      title: 'Situations',
      description:
        'What a client may recognise as theirs, each with the documents to bring, in the order the page lists them',
    }),
  season: pattern(['year', 'date'], ['year'], 'For your {year} tax return, due {date}.').meta({
    title: 'The season',
    description: '{year} is the tax year the list is for, {date} the day its returns are due',
  }),
  seasonEndsWith: ruleId.meta({
    title: 'The season ends with the deadline of',
    description:
      'The calendar’s yearly rule whose deadline ends a season (the individual returns): once it has passed, the page is for the next year',
  }),
  filter: z
    .strictObject({
      legend: text.describe('Above the choices, e.g. "What applies to you?"'),
      groups: z
        .strictObject({ individuals: text, businesses: text, 'trusts-estates': text })
        .meta({ title: 'Names of the groups' }),
      nothingChosen: text.describe('Shown until a choice is ticked, e.g. "Tick what applies to you…"'),
    })
    .meta({ title: 'Choices' }),
  listHeading: text.describe('Above the list, e.g. "What to bring"'),
  fromLabel: text.describe('Before who sends a document, e.g. "From"'),
  expected: pattern(['date'], ['date'], 'Expected by {date}').meta({
    title: 'When a document should arrive',
    description: '{date} is the day the calendar’s rule gives for the season',
  }),
  expectedOrExtended: pattern(
    ['date', 'extended'],
    ['date', 'extended'],
    'Expected by {date}, or by {extended} if the return is extended',
  ).meta({
    title: 'When a Schedule K-1 should arrive',
    description: '{date} is the return’s deadline, {extended} the extended return’s',
  }),
  printText: text.describe('Says the page prints as a list to tick by hand'),
  printButton: text.describe('The button that prints the list'),
  print: z
    .strictObject({
      heading: pattern(['firm'], ['firm'], 'What to bring to {firm}').meta({ title: 'Heading' }),
      contact: pattern(['phone', 'upload'], ['phone'], 'Questions: {phone}. Send documents securely: {upload}').meta({
        title: 'Contact line',
        description: '{phone} is the firm’s phone number, {upload} the secure upload address',
      }),
    })
    .meta({ title: 'On the printed list' }),
  send: z
    .strictObject({ heading: text, text: longText })
    .meta({ title: 'Sending the documents', description: 'Beside the secure upload shortcut' }),
  closing: z.strictObject({ heading: text, intro: longText, buttonText: text }).meta({ title: 'Closing' }),
})

export type Checklist = z.output<typeof checklistSchema>

/** A yearly rule of the calendar by id, or what is wrong with naming it. */
function ruleProblem(field: string, id: string, rules: readonly { id: string; period: string }[]): FieldProblem[] {
  const rule = rules.find((one) => one.id === id)
  if (rule?.period === 'yearly') return []
  const yearly = rules.filter((one) => one.period === 'yearly').map((one) => one.id)
  return [
    {
      field,
      message: `${rule ? `${id} is not a yearly rule` : `${id} is not a rule of content/deadlines.json`}: use one of ${yearly.join(', ')}`,
    },
  ]
}

/** The calendar's rules and one-offs, as content/deadlines.json holds them. */
type Calendar = Pick<DeadlinesFile, 'rules' | 'deadlines'>

/**
 * The day a yearly rule's deadline for tax year `year` is due: a one-off with its id where the
 * calendar has one (a date moved by law), else the rule's own day, moved past weekends and holidays.
 */
export function ruleDeadline(calendar: Calendar, rule: string, year: number): string | undefined {
  const oneOff = calendar.deadlines?.find((deadline) => deadline.id === `${rule}-${year}`)
  if (oneOff) return oneOff.date
  const found = calendar.rules.find((one) => one.id === rule && one.period === 'yearly')
  return found && dueDates(found, `${year}-01-01`, `${year + 2}-12-31`).find((due) => due.year === year)?.date
}

/**
 * The season on `day`: the tax year whose deadline of `endsWith` is the first on or after the day
 * (last year's until it has passed, then this year's), and that deadline's day.
 */
export function seasonOf(calendar: Calendar, endsWith: string, day: string) {
  const year = Number(day.slice(0, 4))
  for (const candidate of [year - 1, year]) {
    const due = ruleDeadline(calendar, endsWith, candidate)
    if (due && due >= day) return { year: candidate, due }
  }
  return undefined
}

export const checklist = defineKind({
  schema: checklistSchema,
  page: { path: '/resources/what-to-bring/', parent: '/resources/' },
  summary: ['title', 'description', 'heading'],
  editor: { group: 'services', label: 'What to bring' },
  check: (data, others) => {
    const rules = others.of(deadlines)?.rules ?? []
    return [
      ...ruleProblem('seasonEndsWith', data.seasonEndsWith, rules),
      ...data.situations.flatMap((situation, index) =>
        situation.items.flatMap((item, at) => [
          ...(item.expected
            ? ruleProblem(`situations[${index}].items[${at}].expected.rule`, item.expected.rule, rules)
            : []),
          ...(item.expected?.extended
            ? ruleProblem(`situations[${index}].items[${at}].expected.extended`, item.expected.extended, rules)
            : []),
        ]),
      ),
    ]
  },
  views: {
    /** The page's words, without the situations (the form's, ChecklistForm.tsx, which the first visit's code leaves out). */
    words: ({ situations: _, seasonEndsWith: __, ...words }) => words,
    /** The season of the day: its tax year, and the day its returns are due, as the language writes it. */
    season: (data, others, day) => {
      const table = others.of(locale)
      const calendar = others.of(deadlines)
      const season = calendar && seasonOf(calendar, data.seasonEndsWith, day)
      return {
        year: season?.year,
        due: season && table ? formatDate(season.due, table, 'weekdayDate') : undefined,
      }
    },
    /**
     * Each item's dates in the season of the day, by `situation/item`, as the language writes a date
     * with its weekday: an item that names no rule has none.
     */
    dates: (data, others, day) => {
      const table = others.of(locale)
      const calendar = others.of(deadlines)
      const season = calendar && seasonOf(calendar, data.seasonEndsWith, day)
      const dateOf = (rule: string | undefined) => {
        const date = calendar && season && rule ? ruleDeadline(calendar, rule, season.year) : undefined
        return date && table ? { date, text: formatDate(date, table, 'weekdayDate') } : undefined
      }
      return Object.fromEntries(
        data.situations.flatMap((situation) =>
          situation.items.map((item) => [
            `${situation.id}/${item.id}`,
            { by: dateOf(item.expected?.rule), extended: dateOf(item.expected?.extended) },
          ]),
        ),
      )
    },
  },
})
