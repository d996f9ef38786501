/**
 * The tax-deadline calendar, the home page's next deadlines and the notices, with Playwright's
 * clock as the visitor's "today". The pages were built on the day the suite runs (the build's
 * day, in Seattle): the dates below are taken from the content relative to it, so the suite holds
 * whatever day it runs.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { todayAtTheFirm } from '../src/content/deadline-rules.ts'
import { views } from '../src/content/views.ts'
import { formatIsoDate } from '../src/lib/dates.ts'
import { expect, holdScripts, test, waitForHydration } from './fixtures.ts'
import { loadedContent } from './site-pages.ts'

const PATH = '/resources/deadlines/'
const builtOn = todayAtTheFirm()
const content = await loadedContent()
const upcoming = views['deadlines/upcoming'](content, builtOn).deadlines
const [first, second, third] = upcoming
/** The day after the second upcoming deadline: the first two are past. */
const later = first && second ? dayAfter(second.date) : builtOn
const notice = views['notices/current'](content, builtOn)[0]

function dayAfter(isoDate: string): string {
  const day = new Date(`${isoDate}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + 1)
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

test.describe('the tax-deadline calendar', () => {
  test.skip(!first || !second || !third, 'fewer than three deadlines are left after the day of the build')

  test('on the day it was built: every deadline from that day on, the first marked next', async ({ page }) => {
    await setToday(page, builtOn)
    await page.goto(PATH)
    await waitForHydration(page)
    await expect(page).toHaveTitle(/ - Tax Deadlines$/)
    await expect(shownDeadlines(page)).toHaveCount(upcoming.length)
    await expect(shownDeadlines(page).first().locator('time')).toHaveAttribute('datetime', first?.date ?? '')
    await expect(nextMark(page)).toBeVisible()
    await expect(nextMark(page)).toHaveCount(1)
    await expect(shownDeadlines(page).first()).toContainText('Next deadline')
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
      await expect(shownDeadlines(page).first()).toContainText('Next deadline')
      await expect(nextMark(page)).toHaveCount(1)
    }
    await expectLater()
    release()
    await waitForHydration(page)
    await expectLater()
    expect(await layoutShifts(page)).toEqual([])
  })

  test('filters by whom a deadline concerns, months with none hidden', async ({ page }) => {
    await page.goto(PATH)
    await waitForHydration(page)
    await page.getByLabel('Employers', { exact: true }).check()
    const forEmployers = upcoming.filter((deadline) => deadline.audiences.includes('employers'))
    await expect(shownDeadlines(page)).toHaveCount(forEmployers.length)
    for (const item of await shownDeadlines(page).all()) {
      await expect(item).toHaveAttribute('data-for', /\bemployers\b/)
    }
    const months = new Set(forEmployers.map((deadline) => deadline.date.slice(0, 7)))
    await expect(page.locator('[data-group]:visible')).toHaveCount(months.size)
    await page.getByLabel('Everyone').check()
    await expect(shownDeadlines(page)).toHaveCount(upcoming.length)
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the filter works all the same', async ({ page }) => {
      await page.goto(PATH)
      await page.getByLabel('Washington excise tax').check()
      const forExcise = upcoming.filter((deadline) => deadline.audiences.includes('wa-excise'))
      await expect(shownDeadlines(page)).toHaveCount(forExcise.length)
      await expect(page.locator('[data-for]:visible:not([data-for~="wa-excise"])')).toHaveCount(0)
    })
  })

  test('cites its sources, its review date, postponements and the feed', async ({ page }) => {
    await page.goto(PATH)
    const reviewed = content.deadlines.reviewedOn
    await expect(page.getByText(`Last reviewed: ${formatIsoDate(reviewed)}`)).toBeVisible()
    for (const source of content.deadlines.sources) {
      await expect(page.getByRole('link', { name: source.title }).first()).toHaveAttribute('href', source.url)
    }
    await expect(page.getByRole('link', { name: /disaster situations/ })).toHaveAttribute(
      'href',
      'https://www.irs.gov/newsroom/tax-relief-in-disaster-situations',
    )
    const subscribe = page.getByRole('link', { name: 'Subscribe in your calendar app' })
    await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/[^/]+\/resources\/deadlines\/calendar\.ics$/)
    await expect(page.getByRole('link', { name: /Download the calendar/ })).toHaveAttribute(
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
    await expect(page.getByRole('link', { name: 'Subscribe in your calendar app' })).toBeHidden()
    await expect(shownDeadlines(page)).toHaveCount(upcoming.length)
  })

  test('is the third resource card, and the home page lists the next three', async ({ page }) => {
    await page.goto('/resources/')
    await page.getByRole('link', { name: 'See the deadlines' }).click()
    await expect(page).toHaveURL(PATH)
    const home = page.locator('section[aria-labelledby="deadlines-heading"] [data-due]:visible')
    await setToday(page, builtOn)
    await page.goto('/')
    await expect(home).toHaveCount(3)
    await expect(home.first().locator('time')).toHaveAttribute('datetime', first?.date ?? '')
    // A day after the first: it is gone before the page is drawn and once hydrated; the second leads.
    await setToday(page, dayAfter(first?.date ?? builtOn))
    await page.goto('/')
    await expect(home).toHaveCount(2)
    await expect(home.first().locator('time')).toHaveAttribute('datetime', second?.date ?? '')
    await waitForHydration(page)
    await expect(home).toHaveCount(2)
    await expect(home.first().locator('time')).toHaveAttribute('datetime', second?.date ?? '')
    expect(await layoutShifts(page)).toEqual([])
  })
})

test.describe('a notice', () => {
  test.skip(!notice, 'no notice is current on the day of the build')
  const region = (page: Page) => page.getByRole('region', { name: 'Notices' })

  test('shows on every page during its days, above the content, with its last day', async ({ page }) => {
    for (const path of ['/', '/contact/', PATH]) {
      await setToday(page, builtOn)
      await page.goto(path)
      await expect(region(page)).toBeVisible()
      await expect(region(page)).toContainText(notice?.title ?? '')
      await expect(region(page)).toContainText(`Until ${formatIsoDate(notice?.lastDay ?? builtOn)}`)
      const [regionBox, mainBox] = [await region(page).boundingBox(), await page.locator('main').boundingBox()]
      expect((regionBox?.y ?? 0) < (mainBox?.y ?? 0)).toBe(true)
    }
    await waitForHydration(page)
    await expect(region(page)).toBeVisible()
  })

  test('is gone after its last day and before its first, before the page is drawn and once hydrated', async ({
    page,
  }) => {
    for (const day of [dayAfter(notice?.lastDay ?? builtOn), '2020-01-01']) {
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

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('a page kept from earlier still shows it, with its last day written out', async ({ page }) => {
      await page.goto('/about/')
      await expect(region(page)).toContainText(`Until ${formatIsoDate(notice?.lastDay ?? builtOn)}`)
    })
  })
})
