/**
 * The deadlines feed (postbuild/feeds.ts), read back with an independent parser, Mozilla's ical.js:
 * every deadline of content/deadlines.json on its true day with its source, and the text rules of
 * RFC 5545 (escaping, folding, line ends) checked on the raw file.
 */
import path from 'node:path'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import type { CalendarDeadline } from '~/content/calendar/calendar.ts'
import { languageCalendar } from '~/content/kinds/deadlines.ts'
import { fillPattern } from '~/content/pattern.ts'
import { plainText, textLanguage } from '~/content/runs.ts'
import { validateContent } from '~/content/site.ts'
import { publishedLanguages } from '~/content/site-languages.ts'
import { calendarOptions, deadlinesCalendar, foldLine } from '../postbuild/feeds.ts'

const root = path.resolve(import.meta.dirname, '..')
const english = validateContent(root)
const { firm, locale, 'pages/deadlines': page } = english
/** The groups' names as the calendar's page gives them. */
const audiences = page.filter.audiences
const host = new URL(firm.siteUrl).host
const now = new Date('2026-11-24T20:15:07.250Z')
const options = calendarOptions({ firm, locale, page }, { now })
/** The calendar as built on the day of `now`: every deadline of the rules and the one-offs. */
const list = languageCalendar(english, english, '2026-11-24')
const feed = deadlinesCalendar(list, options)

const parse = (text: string) => new ICAL.Component(ICAL.parse(text))
const events = (text: string) => parse(text).getAllSubcomponents('vevent')
/** A property's value as ical.js reads it. */
const value = (component: ICAL.Component, name: string) => component.getFirstPropertyValue(name)

/** The day after an ISO date, counted on a calendar rather than in hours. */
const nextDay = (isoDate: string) => {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

const deadline = (overrides: Partial<CalendarDeadline> = {}): CalendarDeadline => ({
  id: 'a-return-2027',
  date: '2027-04-15',
  title: 'A return',
  audiences: ['individuals'],
  authority: 'IRS',
  source: 'https://www.irs.gov/publications/p509',
  postponements: [],
  ...overrides,
})

describe('the deadlines feed', () => {
  it('is a published Gregorian calendar named for the firm, refreshed daily', () => {
    const calendar = parse(feed)
    expect(calendar.name).toBe('vcalendar')
    expect(value(calendar, 'version')).toBe('2.0')
    expect(value(calendar, 'prodid')).toContain(firm.name)
    expect(value(calendar, 'calscale')).toBe('GREGORIAN')
    expect(value(calendar, 'method')).toBe('PUBLISH')
    expect(value(calendar, 'x-wr-calname')).toBe(page.subscribe.calendarName.replace('{firm}', firm.name))
    expect(String(value(calendar, 'refresh-interval'))).toBe('P1D')
    expect(value(calendar, 'x-published-ttl')).toBe('P1D')
  })

  it('has one all-day event per deadline, each on its true day with its source cited', () => {
    const found = events(feed)
    expect(found).toHaveLength(list.length)
    const uids = found.map((event) => value(event, 'uid'))
    expect(new Set(uids).size).toBe(uids.length)
    list.forEach((expected, index) => {
      const event = new ICAL.Event(found[index])
      const what = expected.id
      expect(event.uid, what).toBe(`${expected.id}@${host}`)
      expect(event.startDate.isDate, what).toBe(true)
      expect(event.startDate.toString(), what).toBe(expected.date)
      expect(event.endDate.isDate, what).toBe(true)
      expect(event.endDate.toString(), what).toBe(nextDay(expected.date))
      expect(event.summary, what).toBe(expected.title)
      expect(value(event.component, 'url'), what).toBe(expected.source)
      expect(event.description.split('\n'), what).toContain(`${page.sourceLabel}: ${expected.source}`)
      if (expected.details) expect(event.description.startsWith(`${expected.details}\n`), what).toBe(true)
      if (expected.moved) expect(event.description.split('\n'), what).toContain(expected.moved)
      expect(value(event.component, 'sequence'), what).toBe(0)
      expect(value(event.component, 'transp'), what).toBe('TRANSPARENT')
    })
  })

  it('stamps every event with the time it was written, in UTC', () => {
    for (const event of events(feed)) {
      const stamp = value(event, 'dtstamp') as ICAL.Time
      expect(stamp.zone?.tzid).toBe('UTC')
      expect(stamp.toJSDate().toISOString()).toBe('2026-11-24T20:15:07.000Z')
    }
    expect(feed).toContain('\r\nDTSTAMP:20261124T201507Z\r\n')
  })

  it('ends every line with CRLF and folds none longer than 75 octets', () => {
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true)
    const lines = feed.slice(0, -2).split('\r\n')
    for (const line of lines) {
      expect(line, JSON.stringify(line)).not.toMatch(/[\r\n]/)
      expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75)
    }
    // The real list has long titles: some lines were folded.
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
  })

  it('escapes text so that it reads back as written', () => {
    const title = 'Returns, payments; a \\ backslash\nand a second line'
    const details = 'Due Monday; the 15th, a Sunday.\r\nSee the source.'
    const text = deadlinesCalendar([deadline({ title, details })], {
      ...options,
      name: 'A, B; C',
      calendarName: 'A, B; C tax deadlines',
    })
    // Read unfolded (RFC 5545 §3.1): the line is longer than 75 octets with its language.
    expect(text.replace(/\r\n[ \t]/g, '')).toContain(
      `SUMMARY;LANGUAGE=${locale.tag}:Returns\\, payments\\; a \\\\ backslash\\nand a second line\r\n`,
    )
    const [component] = events(text)
    const event = new ICAL.Event(component)
    expect(event.summary).toBe(title)
    expect(event.description).toBe(
      `Due Monday; the 15th, a Sunday.\nSee the source.\n\n${page.subscribe.audiencesLabel}: ${audiences.individuals}\n${page.sourceLabel}: ${deadline().source}`,
    )
    // ical.js hands an X- property over as written; RFC 5545 §3.8.8.2 makes it text, escaped as such.
    expect(text).toContain('\r\nX-WR-CALNAME:A\\, B\\; C tax deadlines\r\n')
  })

  it('folds between characters, never inside one, and the parser joins the lines again', () => {
    const title = `Quarterly return ${'é€𝄞 '.repeat(30)}`.trim()
    const text = deadlinesCalendar([deadline({ title })], options)
    for (const line of text.slice(0, -2).split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(new ICAL.Event(events(text)[0]).summary).toBe(title)
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75))
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`)
  })

  it('puts a deadline at the end of a month or a year on its day, and ends it the next', () => {
    const text = deadlinesCalendar(
      [deadline({ id: 'a', date: '2027-12-31' }), deadline({ id: 'b', date: '2028-02-28' })],
      options,
    )
    expect(text).toContain('DTSTART;VALUE=DATE:20271231\r\nDTEND;VALUE=DATE:20280101\r\n')
    expect(text).toContain('DTSTART;VALUE=DATE:20280228\r\nDTEND;VALUE=DATE:20280229\r\n')
  })

  it('in a translation: its own words, its own UIDs, the same days', () => {
    for (const { folder: code, own } of publishedLanguages(root)) {
      if (own) continue
      const edition = validateContent(root, code)
      const translatedList = languageCalendar(edition, english, '2026-11-24')
      const text = deadlinesCalendar(
        translatedList,
        calendarOptions({ firm, locale: edition.locale, page: edition['pages/deadlines'] }, { now, edition: code }),
      )
      const calendar = parse(text)
      expect(value(calendar, 'x-wr-calname'), code).toBe(
        edition['pages/deadlines'].subscribe.calendarName.replace('{firm}', firm.name),
      )
      const found = events(text).map((component) => new ICAL.Event(component))
      expect(
        found.map((event) => event.startDate.toString()),
        code,
      ).toEqual(list.map((deadline) => deadline.date))
      found.forEach((event, index) => {
        const translated = translatedList[index]
        expect(event.uid).toBe(`${translated?.id}-${code}@${host}`)
        expect(translated?.id).toBe(list[index]?.id)
        // A run marked as English (`[estimated tax]{lang=en}`) is its words alone: a calendar cannot mark it.
        expect(event.summary).toBe(plainText(translated?.title ?? ''))
        expect(event.description).not.toMatch(/\]\{lang=|\{lang=|\{behind\}/)
        // A title the translation has not written yet is the English, and says so.
        expect(event.component.getFirstProperty('summary')?.getParameter('language')).toBe(
          textLanguage(translated?.title ?? '') ?? edition.locale.tag,
        )
      })
    }
  })
})

describe('a translation’s feed', () => {
  const translations = publishedLanguages(root).filter((language) => !language.own)
  it.each(translations.map((language) => [language.name, language] as const))(
    '%s: names the language of a source in another, as its pages do beside a link',
    (_name, language) => {
      const words = validateContent(root, language.folder)
      const { otherLanguageLink, languageNames } = words.locale
      const own = calendarOptions(
        { firm, locale: words.locale, page: words['pages/deadlines'], sources: words.deadlines.sources },
        { now, edition: language.folder },
      )
      const text = deadlinesCalendar(languageCalendar(words, english, '2026-11-24'), own)
      const irs = `https://www.irs.gov/${language.folder}/`
      let checked = 0
      for (const event of events(text)) {
        const source = String(value(event, 'url'))
        const description = String(value(event, 'description'))
        const named = source.startsWith(irs)
          ? source
          : fillPattern(otherLanguageLink ?? '{text}', { text: source, language: languageNames.en })
        expect(description, source).toContain(named)
        if (!source.startsWith(irs)) checked++
      }
      expect(checked, 'events whose source is in English').toBeGreaterThan(0)
      // The site's own feed names no language beside its sources.
      expect(feed).not.toContain(
        fillPattern(otherLanguageLink ?? '{text}', { text: '', language: languageNames.en }).trim(),
      )
    },
  )
})
