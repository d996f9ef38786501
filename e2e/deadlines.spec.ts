/**
 * The tax-deadline calendar, the home page's next deadlines and the notices, with Playwright's
 * clock as the visitor's "today". The pages were built on the day the suite runs (the build's
 * day, in Seattle): the dates below are taken from the content relative to it, so the suite holds
 * whatever day it runs.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { formatDate } from '../src/content/dates.ts'
import { deadlines as deadlinesKind } from '../src/content/kinds/deadlines.ts'
import { notices as noticesKind } from '../src/content/kinds/notices.ts'
import { othersIn, parsedIn } from '../src/content/load.ts'
import { todayAtTheFirm } from '../src/content/on-day.ts'
import { wordsIn } from '../src/content/runs.ts'
import { pageFile } from '../src/lib/paths.ts'
import { datedScriptCode } from '../src/loading/dated-script.ts'
import {
  axeOn,
  axeTags,
  expect,
  holdScripts,
  labelled,
  literally,
  routeAt,
  routes,
  test,
  waitForHydration,
} from './fixtures.ts'
import { calendarOf, editions, inLanguage, loadedContent } from './site-pages.ts'

const PATH = '/resources/deadlines/'
const builtOn = todayAtTheFirm()
const loaded = await loadedContent()
/** The site's own content: its texts as their words (never flagged in the site's own language). */
const content = wordsIn(loaded)
const copy = content['pages/deadlines']
const others = othersIn(loaded)
const upcoming = wordsIn(deadlinesKind.views.upcoming(parsedIn(loaded).deadlines, others, builtOn).deadlines)
const [first, second, third] = upcoming
/** The day after the second upcoming deadline: the first two are past. */
const later = first && second ? dayAfter(second.date) : builtOn
const notice = wordsIn(noticesKind.views.current(parsedIn(loaded).notices, others, builtOn)[0])
/** Days on which no notice at all is shown: after the last one ends, and before the first begins. */
const noticeDays = (content.notices.notices ?? []).flatMap((each) => [each.firstDay, each.lastDay]).sort()
const withoutNotices = [dayAfter(noticeDays.at(-1) ?? builtOn), dayAfter(noticeDays[0] ?? builtOn, -1)]

function dayAfter(isoDate: string, days = 1): string {
  const day = new Date(`${isoDate}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/** The same day `months` later (a day the month lacks runs on into the next). */
function monthsAfter(isoDate: string, months: number): string {
  const day = new Date(`${isoDate}T12:00:00Z`)
  day.setUTCMonth(day.getUTCMonth() + months)
  return day.toISOString().slice(0, 10)
}

/** The visitor's clock reads noon, local time, on this day. */
const setToday = (page: Page, isoDate: string) => page.clock.setFixedTime(new Date(`${isoDate}T12:00:00`))

/** The layout shifts that count in CLS (not right after an input), each with what moved. */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }
        const describe = (entry: Shift) =>
          `${entry.value.toFixed(4)} ${entry.sources.map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80)).join(' | ')}`
        new PerformanceObserver((list) => {
          const shifts = (list.getEntries() as Shift[]).filter((entry) => !entry.hadRecentInput)
          resolve(shifts.map(describe))
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve([]), 500)
      }),
  )

const shownDeadlines = (page: Page) => page.locator('[data-due]:visible')
const nextMark = (page: Page) => page.locator('[data-next]:visible')
const homeDeadlines = (page: Page) => page.locator('section[aria-labelledby="deadlines-heading"] [data-due]:visible')

/**
 * The home page lists exactly the first three deadlines of the calendar still due on `day`
 * (content/deadlines.json, in its order: by date), each with its date and title.
 */
async function expectNextThree(page: Page, day: string) {
  const expected = calendarOf(content)
    .filter((deadline) => deadline.date >= day)
    .slice(0, 3)
    .map((deadline) => ({ date: deadline.date, title: deadline.title }))
  await expect
    .poll(() =>
      homeDeadlines(page).evaluateAll((items) =>
        items.map((item) => ({ date: item.getAttribute('data-due'), title: item.lastElementChild?.textContent })),
      ),
    )
    .toEqual(expected)
  await expect(homeDeadlines(page).locator('time')).toHaveText(
    expected.map(({ date }) => formatDate(date, content.locale)),
  )
}

test.describe('the tax-deadline calendar', () => {
  // The build warns once fewer than 90 days of deadlines are left; with fewer than three, these tests fail, never skip.
  if (!first || !second || !third) {
    throw new Error(
      "fewer than three deadlines are left after the day of the build: add the coming year's (CONTENT.md)",
    )
  }

  test('on the day it was built: every deadline from that day on, the first marked next', async ({ page }) => {
    await setToday(page, builtOn)
    await page.goto(PATH)
    await waitForHydration(page)
    await expect(page).toHaveTitle(routeAt(PATH).title)
    await expect(shownDeadlines(page)).toHaveCount(upcoming.length)
    await expect(shownDeadlines(page).first().locator('time')).toHaveAttribute('datetime', first?.date ?? '')
    await expect(nextMark(page)).toBeVisible()
    await expect(nextMark(page)).toHaveCount(1)
    await expect(shownDeadlines(page).first()).toContainText(copy.nextLabel)
    expect(await layoutShifts(page)).toEqual([])
  })

  test("on a later day: the visitor's date hides what is past before the page is drawn, and after hydration", async ({
    page,
  }) => {
    await setToday(page, later)
    const release = await holdScripts(page)
    await page.goto(PATH)
    // Before any script of the framework: the page's own inline correction has run.
    const expectLater = async () => {
      await expect(shownDeadlines(page)).toHaveCount(upcoming.length - 2)
      await expect(page.locator(`[data-due="${first?.date}"]`).first()).toBeHidden()
      await expect(shownDeadlines(page).first().locator('time')).toHaveAttribute('datetime', third?.date ?? '')
      await expect(shownDeadlines(page).first()).toContainText(copy.nextLabel)
      await expect(nextMark(page)).toHaveCount(1)
    }
    await expectLater()
    release()
    await waitForHydration(page)
    await expectLater()
    expect(await layoutShifts(page)).toEqual([])
  })

  test('filters by whom a deadline concerns, months with none hidden', async ({ page }) => {
    // The longest page, filtered twice and then audited by axe: on a busy 2-core machine that passes 30 s.
    test.slow()
    await page.goto(PATH)
    await waitForHydration(page)
    await page.getByLabel(copy.filter.audiences.employers, { exact: true }).check()
    const forEmployers = upcoming.filter((deadline) => deadline.audiences.includes('employers'))
    await expect(shownDeadlines(page)).toHaveCount(forEmployers.length)
    for (const item of await shownDeadlines(page).all()) {
      await expect(item).toHaveAttribute('data-for', /\bemployers\b/)
    }
    const months = new Set(forEmployers.map((deadline) => deadline.date.slice(0, 7)))
    await expect(page.locator('[data-group]:visible')).toHaveCount(months.size)
    await page.getByLabel(copy.filter.everyone).check()
    await expect(shownDeadlines(page)).toHaveCount(upcoming.length)
    const results = await axeOn(page).withTags(axeTags).analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
  })

  test('four, seven and eleven months after the build, every edition’s home page lists the next deadlines still due', async ({
    page,
  }) => {
    for (const language of editions) {
      for (const months of [4, 7, 11]) {
        const day = monthsAfter(builtOn, months)
        const expected = calendarOf(language.content)
          .filter((deadline) => deadline.date >= day)
          .slice(0, 3)
          .map((deadline) => deadline.date)
        expect(expected.length, `${language.folder}, ${day}: the calendar has deadlines ahead`).toBeGreaterThan(0)
        await setToday(page, day)
        await page.goto(inLanguage(language, '/'))
        await expect
          .poll(() => homeDeadlines(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-due'))))
          .toEqual(expected)
      }
    }
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the filter works all the same', async ({ page }) => {
      await page.goto(PATH)
      await page.getByLabel(copy.filter.audiences['wa-excise']).check()
      const forExcise = upcoming.filter((deadline) => deadline.audiences.includes('wa-excise'))
      await expect(shownDeadlines(page)).toHaveCount(forExcise.length)
      await expect(page.locator('[data-for]:visible:not([data-for~="wa-excise"])')).toHaveCount(0)
    })
  })

  test('cites its sources, its review date, postponements and the feed', async ({ page }) => {
    await page.goto(PATH)
    const reviewed = content.deadlines.reviewedOn
    await expect(
      page.getByText(labelled(content['pages/deadlines'].reviewedLabel, formatDate(reviewed, content.locale))),
    ).toBeVisible()
    for (const source of content.deadlines.sources) {
      await expect(page.getByRole('link', { name: source.title }).first()).toHaveAttribute('href', source.url)
    }
    await expect(page.getByRole('link', { name: literally(copy.note.linkText) })).toHaveAttribute('href', copy.note.url)
    const subscribe = page.getByRole('link', { name: copy.subscribe.subscribeText })
    await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/[^/]+\/resources\/deadlines\/calendar\.ics$/)
    await expect(page.getByRole('link', { name: literally(copy.subscribe.downloadText) })).toHaveAttribute(
      'href',
      '/resources/deadlines/calendar.ics',
    )
    for (const time of await page.locator('[data-due] time').all()) {
      await expect(time).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
    }
  })

  test('prints the deadlines without the filter and the buttons', async ({ page }) => {
    await page.goto(PATH)
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('fieldset')).toBeHidden()
    await expect(page.getByRole('link', { name: copy.subscribe.subscribeText })).toBeHidden()
    await expect(shownDeadlines(page)).toHaveCount(upcoming.length)
  })

  test('is a resource card, and the home page lists the next three', async ({ page }) => {
    const card = content.resources.find((resource) => resource.buttonLink === PATH)
    expect(card, 'a resource card leads to the calendar').toBeDefined()
    await page.goto('/resources/')
    await page.getByRole('link', { name: literally(card?.buttonText ?? PATH) }).click()
    await expect(page).toHaveURL(PATH)
    const home = homeDeadlines(page)
    await setToday(page, builtOn)
    await page.goto('/')
    await expect(home).toHaveCount(3)
    await expect(home.first().locator('time')).toHaveAttribute('datetime', first?.date ?? '')
    // A day after the first: it is gone before the page is drawn and once hydrated; the second leads, three still.
    await setToday(page, dayAfter(first?.date ?? builtOn))
    await page.goto('/')
    await expect(home).toHaveCount(3)
    await expect(home.first().locator('time')).toHaveAttribute('datetime', second?.date ?? '')
    await waitForHydration(page)
    await expect(home).toHaveCount(3)
    await expect(home.first().locator('time')).toHaveAttribute('datetime', second?.date ?? '')
    expect(await layoutShifts(page)).toEqual([])
  })
})

/** What the home page carries (content:deadlines/next): the deadlines of the coming year, the next three at least. */
const carried = deadlinesKind.views.next(parsedIn(loaded).deadlines, others, builtOn)

test.describe("the home page's next deadlines, on a page built months before", () => {
  // Four, seven and eleven months on, and as long as the page carries three: the day of the third-last deadline it carries.
  for (const [when, day] of [
    ['four months', monthsAfter(builtOn, 4)],
    ['seven months', monthsAfter(builtOn, 7)],
    ['eleven months', monthsAfter(builtOn, 11)],
    ['the last day it carries three', carried.at(-3)?.date ?? builtOn],
  ] as const) {
    test(`${when} after the build: the next three still due, before the page is drawn and once hydrated`, async ({
      page,
    }) => {
      await setToday(page, day)
      const release = await holdScripts(page)
      await page.goto('/')
      // Before any script of the framework: the page's own inline correction has run.
      await expectNextThree(page, day)
      release()
      await waitForHydration(page)
      await expectNextThree(page, day)
      expect(await layoutShifts(page)).toEqual([])
    })

    test(`${when} after the build: the same three when a click brings the visitor home`, async ({ page }) => {
      await setToday(page, day)
      await page.goto('/contact/')
      await waitForHydration(page)
      // A mark on the document: still there after the click, so the router rendered the page, not the browser.
      await page.evaluate(() => document.documentElement.setAttribute('data-before-click', ''))
      await page.locator('header a[href="/"]').first().click()
      await expect(page).toHaveURL('/')
      await expectNextThree(page, day)
      await expect(page.locator('html')).toHaveAttribute('data-before-click', '')
    })
  }

  test('four, seven and eleven months after the build, every edition’s home page lists the next deadlines still due', async ({
    page,
  }) => {
    for (const language of editions) {
      for (const months of [4, 7, 11]) {
        const day = monthsAfter(builtOn, months)
        const expected = calendarOf(language.content)
          .filter((deadline) => deadline.date >= day)
          .slice(0, 3)
          .map((deadline) => deadline.date)
        expect(expected.length, `${language.folder}, ${day}: the calendar has deadlines ahead`).toBeGreaterThan(0)
        await setToday(page, day)
        await page.goto(inLanguage(language, '/'))
        await expect
          .poll(() => homeDeadlines(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-due'))))
          .toEqual(expected)
      }
    }
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the page shows the next three of the day it was built', async ({ page }) => {
      await page.goto('/')
      await expectNextThree(page, builtOn)
    })
  })
})

test.describe('a notice', () => {
  // npm test builds with a notice from the day of the build (scripts/test-content.ts): there is always one.
  if (!notice) {
    throw new Error('no notice is current on the day of the build: build and test with CONTENT_OVERRIDE (npm test)')
  }
  const region = (page: Page) => page.getByRole('region', { name: content.site.notices.label })
  const until = content.site.notices.until.replace('{date}', formatDate(notice.lastDay, content.locale))

  test('shows on every page during its days, above the content, with its last day', async ({ page }) => {
    for (const path of ['/', '/contact/', PATH]) {
      await setToday(page, builtOn)
      await page.goto(path)
      await expect(region(page)).toBeVisible()
      await expect(region(page)).toContainText(notice.title)
      await expect(region(page)).toContainText(until)
      const [regionBox, mainBox] = [await region(page).boundingBox(), await page.locator('main').boundingBox()]
      expect((regionBox?.y ?? 0) < (mainBox?.y ?? 0)).toBe(true)
    }
    await waitForHydration(page)
    await expect(region(page)).toBeVisible()
  })

  test('is gone on a day outside every notice’s days, before the page is drawn and once hydrated', async ({ page }) => {
    for (const day of withoutNotices) {
      await setToday(page, day)
      const release = await holdScripts(page)
      await page.goto('/')
      await expect(region(page)).toBeHidden()
      release()
      await waitForHydration(page)
      await expect(region(page)).toBeHidden()
      expect(await layoutShifts(page)).toEqual([])
      await page.unrouteAll()
    }
  })

  test('four, seven and eleven months after the build, every edition’s home page lists the next deadlines still due', async ({
    page,
  }) => {
    for (const language of editions) {
      for (const months of [4, 7, 11]) {
        const day = monthsAfter(builtOn, months)
        const expected = calendarOf(language.content)
          .filter((deadline) => deadline.date >= day)
          .slice(0, 3)
          .map((deadline) => deadline.date)
        expect(expected.length, `${language.folder}, ${day}: the calendar has deadlines ahead`).toBeGreaterThan(0)
        await setToday(page, day)
        await page.goto(inLanguage(language, '/'))
        await expect
          .poll(() => homeDeadlines(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-due'))))
          .toEqual(expected)
      }
    }
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('a page kept from earlier still shows it, with its last day written out', async ({ page }) => {
      await page.goto('/about/')
      await expect(region(page)).toContainText(until)
    })
  })
})

test.describe('the dated script', () => {
  test("is one code after each dated list of every page, which every page's policy allows on every host", async ({
    request,
  }) => {
    const code = await datedScriptCode()
    const hash = `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`
    const dist = path.resolve(import.meta.dirname, '../dist')
    // Cloudflare Pages and Netlify: each page's block of _headers; nginx: each page file's line of the map.
    const headersFile = readFileSync(path.join(dist, 'client/_headers'), 'utf8').split('\n\n')
    const nginxMap = readFileSync(path.join(dist, 'nginx/pages.conf'), 'utf8').split('\n')
    for (const route of routes) {
      const html = readFileSync(path.join(dist, 'client', pageFile(route.path)), 'utf8')
      // After the notices on every page, and after each list of its own; no other script of the kind.
      const lists = html.split('data-dated=').length
      expect(html.split(`<script>${code}</script>`).length - 1, route.path).toBe(lists)
      const others = [...html.matchAll(/<script\b[^>]*>([^<]*)<\/script>/g)].filter(
        ([, script]) => script !== code && script?.includes('data-due'),
      )
      expect(others, route.path).toEqual([])
      expect((await request.get(route.path)).headers()['content-security-policy'], route.path).toContain(hash)
      const block = headersFile.find((lines) => lines.startsWith(`${route.path}\n`)) ?? ''
      const hostPolicy = block.split('\n').find((line) => line.includes('Content-Security-Policy:'))
      expect(hostPolicy, route.path).toContain(hash)
      const nginxPolicy = nginxMap.find((line) => line.startsWith(`  /${pageFile(route.path)} `))
      expect(nginxPolicy, route.path).toContain(hash)
    }
  })
})
