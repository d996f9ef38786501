/**
 * The checklist of what to bring (content/checklist.json): each document's date comes from the
 * calendar's rules for the season of the day the site is built, and follows the season across its
 * end; a rule the checklist names must be one of the calendar's yearly rules. The situations, the
 * rules and the days around the season's end come from content.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { addDays } from '~/content/calendar/days.ts'
import { dueDates } from '~/content/calendar/due-dates.ts'
import { formatDate } from '~/content/dates.ts'
import type { Others } from '~/content/kind.ts'
import { checklist } from '~/content/kinds/checklist.ts'
import { deadlines } from '~/content/kinds/deadlines.ts'
import { type LoadedContent, loadContent, parsedIn } from '~/content/load.ts'
import { publishedLanguages } from '~/content/site-languages.ts'
import { contentModuleData } from '~/vite-plugins/content.ts'
import { builtOn } from '../e2e/site-pages.ts'

const root = path.resolve(import.meta.dirname, '..')
const own = await loadContent(root)
const list = parsedIn(own).checklist
const rules = parsedIn(own).deadlines.rules

type Season = { year?: number; due?: string }
type Dates = Record<string, { by?: { date: string; text: string }; extended?: { date: string; text: string } }>
const seasonOn = (loaded: LoadedContent, day: string) =>
  contentModuleData('content:checklist/season', loaded, day) as Season
const datesOn = (loaded: LoadedContent, day: string) =>
  contentModuleData('content:checklist/dates', loaded, day) as Dates

/** The day a yearly rule gives for a tax year, moved past weekends and holidays (due-dates.ts, from the rule alone). */
function ruleDate(id: string, year: number): string | undefined {
  const rule = rules.find((one) => one.id === id)
  if (!rule) return undefined
  return dueDates(rule, `${year}-01-01`, `${year + 2}-12-31`).find((due) => due.year === year)?.date
}

/** The day the season of `day` ends: the deadline of the rule it names, for its tax year. */
const seasonEnd = (day: string) => {
  const { year } = seasonOn(own, day)
  return year === undefined ? undefined : ruleDate(list.seasonEndsWith, year)
}

describe('what to bring, dated by the calendar', () => {
  const end = seasonEnd(builtOn)
  if (!end) throw new Error('the calendar has no end of the season ahead of the build day')
  // Before the season's end, and after it: the next season.
  const before = addDays(end, -30)
  const after = addDays(end, 30)

  it('is for the tax year whose returns are due next, and the next one once they are past', () => {
    const year = seasonOn(own, before).year ?? 0
    expect(ruleDate(list.seasonEndsWith, year)).toBe(end)
    expect(seasonOn(own, after).year).toBe(year + 1)
  })

  it('gives each document the date its rule gives for the season, and the next season’s after the end', () => {
    const dated = list.situations.flatMap((situation) =>
      situation.items.flatMap((item) => (item.expected ? [{ key: `${situation.id}/${item.id}`, item }] : [])),
    )
    expect(dated.length).toBeGreaterThan(0)
    for (const day of [before, after]) {
      const year = seasonOn(own, day).year ?? 0
      const dates = datesOn(own, day)
      for (const { key, item } of dated) {
        expect(dates[key]?.by?.date, `${key} on ${day}`).toBe(ruleDate(item.expected?.rule ?? '', year))
        expect(dates[key]?.extended?.date, `${key} on ${day}`).toBe(
          item.expected?.extended ? ruleDate(item.expected.extended, year) : undefined,
        )
      }
    }
  })

  it('writes each date as each language writes a date with its weekday', async () => {
    for (const language of publishedLanguages(root)) {
      const loaded = language.own ? own : await loadContent(root, language.folder)
      const table = parsedIn(loaded).locale
      for (const dates of Object.values(datesOn(loaded, before))) {
        if (dates.by) expect(dates.by.text, language.folder).toBe(formatDate(dates.by.date, table, 'weekdayDate'))
      }
    }
  })

  it('shows no date for a document no rule dates', () => {
    const dates = datesOn(own, before)
    for (const situation of list.situations) {
      for (const item of situation.items.filter((one) => !one.expected)) {
        expect(dates[`${situation.id}/${item.id}`], `${situation.id}/${item.id}`).toEqual({
          by: undefined,
          extended: undefined,
        })
      }
    }
  })
})

describe('a rule the checklist names', () => {
  // What the check sees of the other files: the calendar's rules.
  const others = {
    of: ((kind: { schema: unknown }) =>
      kind.schema === deadlines.schema ? parsedIn(own).deadlines : undefined) as Others['of'],
    sitePaths: [],
    own: true,
  } satisfies Others
  // The file as its schema parses it, as the check gets it.
  const data = checklist.schema.parse(JSON.parse(readFileSync(path.join(root, 'content/checklist.json'), 'utf8')))
  const problems = (rule: string) => checklist.check?.({ ...data, seasonEndsWith: rule }, others) ?? []
  const yearly = rules.find((rule) => rule.period === 'yearly')?.id ?? ''
  const other = rules.find((rule) => rule.period !== 'yearly')?.id

  it('must be one of the calendar’s yearly rules, the check says which', () => {
    expect(checklist.check?.(data, others) ?? []).toEqual([])
    expect(problems(yearly)).toEqual([])
    expect(problems('no-such-rule')).toEqual([
      {
        field: 'seasonEndsWith',
        message: expect.stringMatching(/^no-such-rule is not a rule of content\/deadlines\.json: use one of /),
      },
    ])
    if (other) expect(problems(other)[0]?.message).toMatch(new RegExp(`^${other} is not a yearly rule: use one of `))
  })
})
