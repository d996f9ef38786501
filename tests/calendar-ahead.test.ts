/**
 * The calendar keeps itself. Built as if today were each of several days in 2027 and 2028 (the
 * build's clock is the day every content module and feed is made for: BUILD_DAY, src/content/build-day.ts),
 * every published language's calendar page and each of its feeds hold every deadline of the rules
 * due in the twelve months ahead, titled in the edition's own words. A postponement staff add
 * moves the deadlines in its window, on the page and in the feeds, and is gone once its new date
 * has passed. The rules and the words come from content; the dates' arithmetic against the
 * statutes is tests/due-dates.test.ts's.
 */
import path from 'node:path'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { type CalendarDeadline, generatedId } from '~/content/calendar/calendar.ts'
import { dueDates } from '~/content/calendar/due-dates.ts'
import { type DeadlinesFile, languageCalendar } from '~/content/kinds/deadlines.ts'
import { type LoadedContent, loadContent } from '~/content/load.ts'
import { flagOf, plainText } from '~/content/runs.ts'
import { publishedLanguages } from '~/content/site-languages.ts'
import { contentModuleData } from '~/vite-plugins/content.ts'
import { calendarOptions, deadlineFeeds } from '../postbuild/feeds.ts'

const root = path.resolve(import.meta.dirname, '..')
const days = ['2027-01-04', '2027-06-15', '2027-12-31', '2028-02-29', '2028-11-28']
const languages = publishedLanguages(root)

/** The same day twelve months on (29 February → 28 February). */
function yearOn(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  const next = new Date(Date.UTC(year + 1, month - 1, date))
  if (next.getUTCMonth() !== month - 1) next.setUTCDate(0)
  return next.toISOString().slice(0, 10)
}

type Upcoming = { deadlines: CalendarDeadline[] }
/** What the calendar page lists when built on `day`: the module the build gives it. */
const pageList = (loaded: LoadedContent, day: string) =>
  (contentModuleData('content:deadlines/upcoming', loaded, day) as Upcoming).deadlines

/** The site's own language's content: a translation's calendar fills what it lacks in its words. */
const original = await loadContent(root)

/** A language's feeds as the build writes them on `day`, from `loaded` (its content) and its calendar. */
const feedsOf = (
  loaded: LoadedContent,
  day: string,
  edition?: string,
  list = languageCalendar(loaded, original, day),
) =>
  deadlineFeeds(
    list,
    calendarOptions(
      { firm: loaded.firm, locale: loaded.locale, page: loaded['pages/deadlines'], sources: loaded.deadlines.sources },
      { now: new Date(`${day}T16:00:00Z`), ...(edition ? { edition } : {}) },
    ),
  )

/** A feed's events, as a calendar app reads them: UID without its suffix, and day. */
function feedEvents(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((event) => ({
    uid: String(event.getFirstPropertyValue('uid')),
    date: String(event.getFirstPropertyValue('dtstart')),
    summaryLanguage: event.getFirstProperty('summary')?.getParameter('language'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    description: String(event.getFirstPropertyValue('description')),
  }))
}

/** Every deadline the rules give from `day` through twelve months on, by id, as the site's own content writes them. */
function dueAhead(list: DeadlinesFile, day: string): Map<string, string> {
  const oneOffs = new Set((list.deadlines ?? []).map((deadline) => deadline.id))
  const ahead = new Map<string, string>()
  for (const rule of list.rules) {
    for (const due of dueDates(rule, day, yearOn(day))) {
      const id = generatedId(rule, due)
      const periodStart = `${due.year}-${String(due.firstMonth).padStart(2, '0')}-01`
      // A one-off in its place (a date moved by law) and a period before the rule's first are not the rule's.
      if (!oneOffs.has(id) && periodStart >= rule.from) ahead.set(id, due.date)
    }
  }
  return ahead
}

describe.each(languages.map((language) => [language.name, language] as const))('the %s calendar', (_name, language) => {
  const edition = language.folder || undefined

  it.each(days)(
    'built on %s, lists every deadline of the twelve months ahead, in its own words, page and feeds alike',
    async (day) => {
      const loaded = await loadContent(root, language.folder || undefined)
      const ahead = dueAhead(loaded.deadlines, day)
      expect(ahead.size).toBeGreaterThan(0)
      const listed = pageList(loaded, day)
      const byId = new Map(listed.map((deadline) => [deadline.id, deadline]))
      for (const [id, date] of ahead) expect(byId.get(id)?.date, `${day}: ${id}`).toBe(date)
      expect(listed.at(-1)?.date ?? '', `${day}: the list's last deadline`).toSatisfy(
        (last: string) => last >= [...ahead.values()].sort().at(-1)!,
      )
      // Each title in the edition's words: none is shown in English for want of a translation.
      for (const deadline of listed) {
        const flag = flagOf(deadline.title)
        expect(flag && 'lang' in flag ? flag.lang : undefined, `${day}: ${deadline.id}`).toBeUndefined()
      }

      const feeds = feedsOf(loaded, day, edition)
      expect(feeds.map((feed) => feed.group ?? 'all')).toContain('all')
      for (const { group, text } of feeds) {
        const events = feedEvents(text)
        const suffix = `${edition ? `-${edition}` : ''}${group ? `-${group}` : ''}@`
        const inFeed = new Map(events.map((event) => [event.uid.slice(0, event.uid.indexOf(suffix)), event]))
        // The feed keeps the past year too; from the day on, it holds what the page lists for its group.
        const shown = listed.filter((deadline) => !group || deadline.audiences.includes(group))
        expect(
          events.filter((event) => event.date >= day).map((event) => event.uid.slice(0, event.uid.indexOf(suffix))),
          `${day}: ${group ?? 'all'}`,
        ).toEqual(shown.map((deadline) => deadline.id))
        for (const deadline of shown) {
          expect(inFeed.get(deadline.id)?.date, `${day}: ${group ?? 'all'}: ${deadline.id}`).toBe(deadline.date)
          // Its title is in the feed's language, not English for want of a translation.
          expect(inFeed.get(deadline.id)?.summaryLanguage).toBe(loaded.locale.tag)
        }
      }
    },
  )
})

describe('the Washington return, named for what it is', () => {
  // A service business that owes B&O alone must see that these deadlines are theirs.
  it.each(languages.map((language) => [language.name, language] as const))(
    '%s: every Washington excise title, the filter and the feed name B&O',
    async (_name, language) => {
      const edition = language.folder || undefined
      const loaded = await loadContent(root, edition)
      const day = days[0] ?? ''
      const excise = languageCalendar(loaded, original, day).filter((deadline) =>
        deadline.audiences.includes('wa-excise'),
      )
      expect(excise.length).toBeGreaterThan(0)
      for (const deadline of excise) expect(plainText(deadline.title), deadline.id).toContain('B&O')
      expect(plainText(loaded['pages/deadlines'].filter.audiences['wa-excise'])).toContain('B&O')
      const feed = feedsOf(loaded, day, edition).find(({ group }) => group === 'wa-excise')
      const calendar = new ICAL.Component(ICAL.parse(feed?.text ?? ''))
      expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toContain('B&O')
      for (const event of calendar.getAllSubcomponents('vevent')) {
        expect(String(event.getFirstPropertyValue('summary'))).toContain('B&O')
        expect(String(event.getFirstPropertyValue('description'))).toContain('B&O')
      }
    },
  )
})

describe('a postponement staff add', () => {
  const day = days[1] ?? ''
  const plusDays = (date: string, count: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10)

  it.each(languages.map((language) => [language.name, language] as const))(
    '%s: moves the deadlines in its window, on the page and in the feed with a higher SEQUENCE, until its new date',
    async (_name, language) => {
      const edition = language.folder || undefined
      const loaded = await loadContent(root, edition)
      const page = loaded['pages/deadlines']
      // For King County, the first federal deadline after the day, to ninety days after it.
      const first = languageCalendar(loaded, original, day).find(
        (deadline) => deadline.date >= day && deadline.authority === 'IRS',
      )
      if (!first) throw new Error(`no federal deadline after ${day}`)
      const postponement = {
        id: 'test-king-county-storms',
        title: 'Relief for the storms in King County',
        source: first.source,
        authority: 'IRS' as const,
        counties: ['King' as const],
        from: first.date,
        to: first.date,
        newDate: plusDays(first.date, 90),
      }
      const deadlines = { ...loaded.deadlines, postponements: [postponement] }
      const builtOn = (on: string) => {
        const list = languageCalendar({ ...loaded, deadlines }, original, on)
        return { page: list, feed: feedEvents(feedsOf(loaded, on, edition, list)[0]?.text ?? '') }
      }

      const before = builtOn(day)
      const moved = before.page.filter((deadline) => deadline.postponements.length > 0)
      expect(moved.map((deadline) => deadline.date)).toEqual(moved.map(() => first.date))
      expect(moved.map((deadline) => deadline.id)).toContain(first.id)
      for (const deadline of moved) {
        const [line] = deadline.postponements
        expect(line?.newDate).toBe(postponement.newDate)
        expect(line?.pattern).toBe(page.postponed.inCounty)
        expect(line?.counties).toBe('King')
      }
      const uid = (id: string) => `${id}${edition ? `-${edition}` : ''}@`
      for (const event of before.feed) {
        const postponed = moved.some((deadline) => event.uid.startsWith(uid(deadline.id)))
        expect(event.sequence, event.uid).toBe(postponed ? 1 : 0)
        if (postponed) expect(event.description).toContain('King')
      }

      // Built the day after its new date, it is gone from the page and the feed.
      const after = builtOn(plusDays(postponement.newDate, 1))
      expect(after.page.filter((deadline) => deadline.postponements.length > 0)).toEqual([])
      expect(after.feed.filter((event) => event.sequence > 0)).toEqual([])
    },
  )
})
