/**
 * After the first load: the code of the pages a page links to is fetched once the page has
 * hydrated (src/loading/prefetch-routes.ts), never before, so that a click renders the next
 * page without waiting on the network. How fast that is belongs to `npm run bench`; here, what
 * is and is not fetched, and when.
 */

import path from 'node:path'
import type { Page, Request } from '@playwright/test'
import { chunkImportReader, staticClosure } from '../src/loading/chunk-graph.ts'
import { HYDRATED_ATTRIBUTE } from '../src/loading/hydration-mark.ts'
import { readPlan } from '../src/loading/rewrite.ts'
import { expect, routes, saveData, test, waitForHydration } from './fixtures.ts'
import { inLanguage, laidOutPages, siteLanguages } from './site-pages.ts'

const client = path.resolve(import.meta.dirname, '../dist/client')
const importsOf = chunkImportReader(client)

const isScript = (request: Request) => new URL(request.url()).pathname.endsWith('.js')

/** Records when `<html data-hydrated>` appears, on the page's own clock. */
const recordHydrationTime = (mark: string) => {
  new MutationObserver((_records, observer) => {
    if (!document.documentElement?.hasAttribute(mark)) return
    ;(window as unknown as { hydratedAt: number }).hydratedAt = performance.now()
    observer.disconnect()
  }).observe(document, { attributes: true, subtree: true, attributeFilter: [mark] })
}

/** Waits until the page has fetched nothing new for a second. */
async function settled(page: Page) {
  const count = () => page.evaluate(() => performance.getEntriesByType('resource').length)
  let last = -1
  await expect
    .poll(
      async () => {
        const now = await count()
        const same = now === last
        last = now
        return same
      },
      { intervals: [1000], timeout: 20_000 },
    )
    .toBe(true)
}

/** Script paths the page fetched, with their start times. */
const scriptsFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
  )

test.describe('route code ahead of the click', () => {
  test('before the hydration mark a page fetches only its own scripts; the pages it links to come after', async ({
    page,
  }) => {
    await page.addInitScript(recordHydrationTime, HYDRATED_ATTRIBUTE)
    await page.goto('/')
    await waitForHydration(page)
    await settled(page)
    const html = await (await page.request.get('/')).text()
    const plan = readPlan(html)
    if (!plan) throw new Error('the page has no loader (src/loading/rewrite.ts)')
    const ownScripts = staticClosure([...plan.preload, ...plan.evaluate], importsOf)
    const hydratedAt = await page.evaluate(() => (window as unknown as { hydratedAt: number }).hydratedAt)
    const fetched = await scriptsFetched(page)
    const before = fetched.filter((script) => script.at < hydratedAt).map((script) => script.path)
    const after = fetched.filter((script) => script.at >= hydratedAt).map((script) => script.path)
    expect(before.filter((script) => !ownScripts.has(script))).toEqual([])
    // The home page links to every other page: their route chunks arrive after the mark.
    expect(after.length).toBeGreaterThanOrEqual(routes.length - 1)
  })

  for (const language of siteLanguages) {
    // The site's own language at both widths (the header's links, and the phone menu's); a translation differs in
    // its prefix, not in its layout: its links are followed at desktop size.
    test(`every header, menu and footer link then opens its page without fetching a script (${language.code})`, {
      tag: language.base === '/' ? '@widths' : [],
    }, async ({ page, isMobile }) => {
      const address = (path: string) => inLanguage(language, path)
      const headingOf = (path: string) => language.pages.find((route) => route.path === path)?.heading ?? path
      await page.goto(address('/'))
      await waitForHydration(page)
      await settled(page)
      const scripts: string[] = []
      page.on('request', (request) => {
        if (isScript(request)) scripts.push(request.url())
      })
      const hops = ['/services/', '/about/', '/resources/', '/contact/', '/'].map(address)
      for (const to of hops) {
        if (isMobile) {
          await page.getByRole('button', { name: language.content.site.menuButton.open }).click()
          await page.locator('#main-menu').locator(`a[href="${to}"]`).click()
        } else {
          await page.getByRole('banner').getByRole('navigation').locator(`a[href="${to}"]`).click()
        }
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(to))
      }
      for (const to of ['/resources/records/', '/about/team/associates/', '/invoice/'].map(address)) {
        await page.getByRole('contentinfo').locator(`a[href="${to}"]`).click()
        await expect(page).toHaveURL(to)
      }
      expect(scripts).toEqual([])
    })
  }

  test('a visitor saving data gets no pages ahead, only the one they point at', async ({ page }) => {
    await saveData(page)
    await page.goto('/')
    await waitForHydration(page)
    await settled(page)
    const own = (await scriptsFetched(page)).length
    await page.waitForTimeout(1000)
    expect((await scriptsFetched(page)).length).toBe(own)
    // Focus on a link is intent enough: the router fetches that page's code.
    await page.getByRole('contentinfo').locator('a[href="/invoice/"]').focus()
    await expect
      .poll(async () => (await scriptsFetched(page)).some((script) => script.path.includes('invoice')))
      .toBe(true)
  })
})

/**
 * What a first visit costs, as Lighthouse counts it (its "total byte weight" and its scripts' share): every
 * response's body as sent and its headers, as Chromium's network stack reports each once it has arrived
 * (`encodedDataLength`), the code of the linked pages fetched after the hydration mark included. Over http
 * Chromium asks for gzip, not brotli, as Lighthouse's Chrome did. Bytes, not time: the same on any machine.
 */
const KB = 1024
const visitBudget = { script: 160 * KB, total: 180 * KB }

test.describe("a first visit's bytes, as Lighthouse counts them", () => {
  // Lighthouse's phone, whose width and density pick the pictures' files; a cold cache for every page.
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  // Some twenty pages a language, each loaded until its network has been quiet for a second.
  test.describe.configure({ timeout: 240_000 })
  // A language's 404 page is among them, and Chromium reports its status on the console.
  test.use({ allowConsoleErrors: true })
  for (const language of siteLanguages) {
    test(`every page of ${language.code} costs at most 160 KB of JavaScript and 180 KB in all, the linked pages' code included`, async ({
      page,
    }) => {
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
      const types = new Map<string, string>()
      let counted = { script: 0, total: 0 }
      cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type))
      cdp.on('Network.loadingFinished', (event) => {
        counted.total += event.encodedDataLength
        if (types.get(event.requestId) === 'Script') counted.script += event.encodedDataLength
      })
      const over: string[] = []
      const largest = { script: 0, total: 0 }
      for (const { path: address, status } of laidOutPages(language)) {
        counted = { script: 0, total: 0 }
        const response = await page.goto(address)
        expect(response?.status(), address).toBe(status)
        await waitForHydration(page)
        await settled(page)
        const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
        if (counted.script > visitBudget.script) over.push(`${address}: ${kb(counted.script)} of JavaScript`)
        if (counted.total > visitBudget.total) over.push(`${address}: ${kb(counted.total)} in all`)
        expect(counted.script, `${address}: the page's own scripts and the linked pages' code`).toBeGreaterThan(
          100 * KB,
        )
        largest.script = Math.max(largest.script, counted.script)
        largest.total = Math.max(largest.total, counted.total)
      }
      test.info().annotations.push({
        type: 'largest',
        description: `${(largest.script / KB).toFixed(1)} KB of JavaScript, ${(largest.total / KB).toFixed(1)} KB in all`,
      })
      expect(over).toEqual([])
    })
  }
})
