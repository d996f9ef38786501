/**
 * What search engines and calendar apps read from the built files: the sitemap and robots.txt,
 * the structured data of the firm, its partners and the records guide, and each language's
 * deadlines feed. How a host serves them (status, type, caching) is in e2e/hosts.spec.ts.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { builtOn, calendarOf, editions, inLanguage, type SiteLanguage, siteLanguages } from '../../e2e/site-pages.ts'
import { ENGLISH_ONLY } from '../../scripts/english-only.ts'
import { deadlineAudiences } from '../../src/content/calendar/schema.ts'
import { formatDate } from '../../src/content/dates.ts'
import { codesServed } from '../../src/content/languages.ts'
import { plainText } from '../../src/content/runs.ts'
import { DEADLINES_FEED_PATH, deadlinesFeedPath, partnerViewPath } from '../../src/lib/paths.ts'
import { attr, byTag, client, jsonLd, meta, readPage, text } from './dist.ts'

const own = siteLanguages[0] as SiteLanguage
const { firm, partners, associates } = own.content
const siteUrl = firm.siteUrl.replace(/\/+$/, '')
const titleOf = (partner: (typeof partners)[number]) =>
  partner.ownTitle ?? own.content.site.partnerTitles[partner.title]

describe('the sitemap', () => {
  const sitemap = readFileSync(path.join(client, 'sitemap.xml'), 'utf8')
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'))

  it('lists every page of every language but those that ask not to be indexed, and each partner’s view', () => {
    const indexed = [
      ...own.pages.map((page) => page.path),
      ...partners.map((partner) => partnerViewPath(partner.slug)),
    ].filter((address) => !meta(readPage(address), 'robots').includes('noindex'))
    expect(indexed.length).toBeGreaterThan(1)
    const expected = siteLanguages.flatMap((language) =>
      indexed.map((address) => `${siteUrl}${inLanguage(language, address)}`),
    )
    expect([...locs].sort()).toEqual(expected.sort())
  })

  it('is named by robots.txt', () => {
    expect(readFileSync(path.join(client, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  })
})

describe('structured data', () => {
  it('describes the firm, with the languages it answers in', () => {
    const business = jsonLd(readPage('/contact/')).find((block) => block['@type'] === 'AccountingService')
    expect(business).toMatchObject({ name: firm.name, telephone: firm.phone.tel, email: firm.email })
    expect(business?.contactPoint).toMatchObject({
      '@type': 'ContactPoint',
      availableLanguage: [siteLanguages[0]?.code, ...codesServed([...partners, ...associates])],
    })
  })

  it.each(partners.map((partner) => [partner.name, partner] as const))(
    "describes %s on their view, with the languages they work in, under the page's trail",
    (_name, partner) => {
      const blocks = jsonLd(readPage(partnerViewPath(partner.slug)))
      expect(blocks.find((block) => block['@type'] === 'Person')).toMatchObject({
        name: partner.name,
        jobTitle: titleOf(partner),
        worksFor: { name: firm.name },
        knowsLanguage: ['en', ...(partner.languages ?? [])],
      })
      expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')).toBeTruthy()
    },
  )

  it('dates the records guide and gives its trail', () => {
    const blocks = jsonLd(readPage('/resources/records/'))
    expect(blocks.find((block) => block['@type'] === 'Article')).toMatchObject({ dateModified: expect.any(String) })
    const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList') as unknown as {
      itemListElement: { item: string }[]
    }
    expect(trail.itemListElement.map((item) => item.item)).toEqual([
      `${siteUrl}/`,
      `${siteUrl}/resources/`,
      `${siteUrl}/resources/records/`,
    ])
  })
})

describe('the deadlines feed', () => {
  const read = (language: SiteLanguage) => {
    const file = path.join(client, inLanguage(language, DEADLINES_FEED_PATH))
    const calendar = new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8')))
    return { calendar, events: calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event)) }
  }
  const english = read(own)

  it('has every deadline of the calendar, on its day', () => {
    const deadlines = calendarOf(own.content)
    expect(english.events.map((event) => event.summary)).toEqual(deadlines.map((deadline) => plainText(deadline.title)))
    expect(english.events.map((event) => event.startDate.toString())).toEqual(
      deadlines.map((deadline) => deadline.date),
    )
  })

  it('keeps the static hosts’ rules within what Cloudflare Pages reads: 100 rules, lines of 2,000 characters', () => {
    // Beyond them Cloudflare ignores the file's rules (its documented limits); a new language adds rules.
    const rules = readFileSync(path.join(client, '_headers'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
    expect(rules.filter((line) => !/^\s/.test(line)).length).toBeLessThanOrEqual(100)
    expect(Math.max(...rules.map((line) => line.length))).toBeLessThanOrEqual(2000)
  })

  // Netlify's and Cloudflare's local runtimes type an .ics file themselves, so what the hosts are told is read here:
  // in production a feed without its rule would go out as a download of unknown type.
  it.each(siteLanguages.map((language) => [language.base, language] as const))(
    'under %s, each feed, the whole calendar’s and each group’s, is typed as a calendar in the static hosts’ rules (_headers)',
    (_base, language) => {
      const rules = readFileSync(path.join(client, '_headers'), 'utf8').split(/\n(?=\S)/)
      for (const group of [undefined, ...deadlineAudiences]) {
        const feed = inLanguage(language, deadlinesFeedPath(group))
        // A rule's address is the feed's own, or a folder's splat that holds it (the group feeds').
        const matches = (address: string) =>
          address.endsWith('*') ? feed.startsWith(address.slice(0, -1)) : address === feed
        const typed = rules
          .filter((rule) => matches(rule.split('\n')[0]?.trim() ?? ''))
          .filter((rule) =>
            rule.split('\n').some((line) => line.trim() === 'Content-Type: text/calendar; charset=utf-8'),
          )
        expect(typed, `_headers types ${feed} as a calendar`).toHaveLength(1)
      }
    },
  )

  it.each(siteLanguages.map((language) => [language.base, language] as const))(
    'under %s, each group’s feed holds exactly the deadlines the calendar’s filter shows for it',
    (_base, language) => {
      const calendarPage = readPage(inLanguage(language, '/resources/deadlines/'))
      const items = byTag(calendarPage.document, 'li').filter((item) => attr(item, 'data-due') !== undefined)
      expect(items.length).toBeGreaterThan(0)
      for (const group of deadlineAudiences) {
        // What the filter shows for the group: the page's deadlines still due that concern it.
        const shown = items
          .filter(
            (item) => (attr(item, 'data-for') ?? '').split(' ').includes(group) && attr(item, 'hidden') === undefined,
          )
          .map((item) => `${(attr(item, 'id') ?? '').replace(/^deadline-/, '')} ${attr(item, 'data-due')}`)
        const file = path.join(client, inLanguage(language, deadlinesFeedPath(group)))
        const feed = new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8')))
        const suffix = `${language.own ? '' : `-${language.folder}`}-${group}@`
        const listed = feed
          .getAllSubcomponents('vevent')
          .map((event) => new ICAL.Event(event))
          .filter((event) => event.startDate.toString() >= builtOn)
          .map((event) => `${event.uid.slice(0, event.uid.indexOf(suffix))} ${event.startDate.toString()}`)
        expect(listed, `${group}: its feed and its filter`).toEqual(shown)
        expect(shown.length, group).toBeGreaterThan(0)
        // An X- property is TEXT to calendar apps, its commas escaped; ical.js leaves it as written.
        const calendarName = String(feed.getFirstPropertyValue('x-wr-calname')).replace(/\\([\\;,])/g, '$1')
        expect(calendarName).toContain(plainText(language.content['pages/deadlines'].filter.audiences[group]))
      }
    },
  )

  it.each(siteLanguages.map((language) => [language.base, language] as const))(
    'under %s, the postponement added in English alone moves its window’s deadlines on the page and in every feed',
    (_base, language) => {
      const postponement = own.content.deadlines.postponements?.find((one) => one.id === ENGLISH_ONLY.postponement)
      expect(postponement, 'the test content’s postponement').toBeDefined()
      if (!postponement) return
      const inWindow = (deadline: { date: string; authority: string }) =>
        deadline.authority === postponement.authority &&
        postponement.from <= deadline.date &&
        deadline.date <= postponement.to
      const moved = new Set(
        calendarOf(language.content)
          .filter(inWindow)
          .map((deadline) => deadline.id),
      )
      expect(moved.size, 'deadlines in its window').toBeGreaterThan(0)
      const newDate = formatDate(postponement.newDate, language.content.locale, 'weekdayDate')
      const county = postponement.counties?.[0] ?? ''
      // The page: each deadline in the window says, in the page's words, for whom and to when.
      const page = readPage(inLanguage(language, '/resources/deadlines/'))
      for (const item of byTag(page.document, 'li').filter((one) => attr(one, 'data-due') !== undefined)) {
        const id = (attr(item, 'id') ?? '').replace(/^deadline-/, '')
        const words = text(item)
        expect(words.includes(newDate) && words.includes(county), id).toBe(moved.has(id))
      }
      // Every feed: the events moved are newer versions of themselves, and say so.
      for (const group of [undefined, ...deadlineAudiences]) {
        const feed = new ICAL.Component(
          ICAL.parse(readFileSync(path.join(client, inLanguage(language, deadlinesFeedPath(group))), 'utf8')),
        )
        const suffix = `${language.own ? '' : `-${language.folder}`}${group ? `-${group}` : ''}@`
        for (const event of feed.getAllSubcomponents('vevent')) {
          const uid = String(event.getFirstPropertyValue('uid'))
          const id = uid.slice(0, uid.indexOf(suffix))
          expect(event.getFirstPropertyValue('sequence'), `${group ?? 'all'}: ${id}`).toBe(moved.has(id) ? 1 : 0)
          if (moved.has(id)) expect(String(event.getFirstPropertyValue('description'))).toContain(county)
        }
      }
    },
  )

  it.each(editions.map((language) => [language.content.locale.name, language] as const))(
    'in %s: the same events on the same days as English, in its words, with UIDs of its own',
    (_name, language) => {
      const { calendar, events } = read(language)
      const uids = new Set(english.events.map((event) => event.uid))
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
        language.content['pages/deadlines'].subscribe.calendarName.replace('{firm}', firm.name),
      )
      expect(events.map((event) => event.startDate.toString())).toEqual(
        english.events.map((event) => event.startDate.toString()),
      )
      // Its words without the marks of runs in another language, which a calendar cannot carry.
      expect(events.map((event) => event.summary)).toEqual(
        calendarOf(language.content).map((deadline) => plainText(deadline.title)),
      )
      for (const event of events) expect(uids.has(event.uid), event.uid).toBe(false)
      expect(new Set(events.map((event) => event.uid)).size).toBe(events.length)
    },
  )
})
