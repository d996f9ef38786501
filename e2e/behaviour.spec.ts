import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import {
  expect,
  holdScripts,
  nameWithCredentials,
  navLabel,
  partners,
  routeAt,
  site,
  test,
  waitForHydration,
} from './fixtures.ts'
import { content } from './site-pages.ts'

const assets = readdirSync(path.resolve(import.meta.dirname, '../dist/client/assets'))
/** The built chunk of a route file, e.g. `contact` → `contact-AbC123.js`. */
function routeChunk(name: string): string {
  const file = assets.find((asset) => asset.startsWith(`${name}-`) && asset.endsWith('.js'))
  if (!file) throw new Error(`no chunk for ${name}`)
  return file
}

function trackDocuments(page: Page): string[] {
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
  })
  return documents
}

const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true })
const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const contact = routeAt('/contact/')
const services = routeAt('/services/')
const team = routeAt('/about/team/')
/** The team page's link to the associates. */
const associatesLink = content['pages/team'].associatesLink.linkText
/** A partner other than the managing partner: a view of its own, not the team page's default. */
const partner = partners.find((p) => p.title === 'partner')!

test.describe('after the first load', () => {
  // That route code stays out of the first load is checked in after-load.spec.ts.
  test('navigation is client-side, with the route code loaded apart from the page', async ({ page }) => {
    const chunk = routeChunk('contact')
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(path.basename(new URL(request.url()).pathname))
    })
    await page.goto('/')
    await waitForHydration(page)
    const documents = trackDocuments(page)
    await footerLink(page, navLabel('/contact/')).click()
    await expect(page).toHaveURL('/contact/')
    await expect(h1(page)).toHaveText(contact.heading)
    await expect(page).toHaveTitle(contact.title)
    expect(documents).toEqual([])
    expect(scripts).toContain(chunk)
  })

  test('reuses the server-rendered state: no data requests on load', async ({ page }) => {
    const dataRequests: string[] = []
    page.on('request', (request) => {
      if (['fetch', 'xhr'].includes(request.resourceType()) || request.url().includes('/_serverFn')) {
        dataRequests.push(request.url())
      }
    })
    await page.goto(`/about/team/?member=${partner.slug}`)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(dataRequests).toEqual([])
  })

  test('a new page starts at the top and back/forward restore the scroll position', async ({ page }) => {
    await page.goto('/services/')
    await waitForHydration(page)
    // Clicking scrolls the link into view first, so measure the position there.
    const link = footerLink(page, navLabel('/contact/'))
    await link.scrollIntoViewIfNeeded()
    const before = await page.evaluate(() => window.scrollY)
    expect(before).toBeGreaterThan(1000)
    await link.click()
    await expect(h1(page)).toHaveText(contact.heading)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(h1(page)).toHaveText(services.heading)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before)
    await page.goForward()
    await expect(h1(page)).toHaveText(contact.heading)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a reload keeps the scroll position, before and after the page hydrates again', async ({ page }) => {
    // The prerendered page carries the router's inline script that puts the position back from session storage.
    expect(await (await page.request.get('/about/team/')).text()).toMatch(/<script>[^<]*sessionStorage[^<]*scrollTo\(/)
    await page.goto('/about/team/')
    await waitForHydration(page)
    await page.getByRole('link', { name: associatesLink }).scrollIntoViewIfNeeded()
    const before = await page.evaluate(() => window.scrollY)
    expect(before).toBeGreaterThan(300)
    // Hold the scripts back: the framework's inline script in the HTML restores the position on its own.
    const release = await holdScripts(page)
    await page.reload()
    await expect(h1(page)).toHaveText(team.heading)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before)
    release()
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    // And the next page still starts at the top.
    await footerLink(page, navLabel('/contact/')).click()
    await expect(h1(page)).toHaveText(contact.heading)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('back to a page after a reload of another restores where the visitor was', async ({ page }) => {
    await page.goto('/services/')
    await waitForHydration(page)
    const link = footerLink(page, navLabel('/contact/'))
    await link.scrollIntoViewIfNeeded()
    const before = await page.evaluate(() => window.scrollY)
    await link.click()
    await expect(h1(page)).toHaveText(contact.heading)
    await page.reload()
    await waitForHydration(page)
    await page.goBack()
    await expect(h1(page)).toHaveText(services.heading)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before)
  })

  test('a visitor who scrolls before the page hydrates stays where they are, and the link they tap works', async ({
    page,
  }) => {
    // Hold the scripts back until the visitor has scrolled.
    const release = await holdScripts(page)
    await page.goto('/about/team/')
    const link = page.getByRole('link', { name: associatesLink })
    await link.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(300)
    release()
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
    await link.click()
    await expect(page).toHaveURL('/about/team/associates/')
  })

  test('a link tapped while the page is still hydrating goes to its page, without hydration errors', async ({
    page,
    context,
  }) => {
    // A slow phone: hydration takes long enough for a tap to land in the middle of it. Three loads at
    // a sixth of the speed take 20–25 s of a busy two-core machine, so the test has the longer time.
    test.slow()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
    for (const delay of [0, 200, 500]) {
      await page.goto('/')
      await page.waitForTimeout(delay)
      await footerLink(page, nameWithCredentials(partner)).click()
      await expect(page).toHaveURL(`/about/team/?member=${partner.slug}`)
      await expect(page.getByRole('heading', { level: 2, name: nameWithCredentials(partner) })).toBeVisible()
      await waitForHydration(page)
    }
  })

  test('a slow route shows the pending state first', async ({ page }) => {
    // Slow from the start: the click finds the code the page began to fetch after hydrating still on its way.
    await page.route(`**/assets/${routeChunk('resources.records')}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000))
      await route.continue()
    })
    await page.goto('/')
    await waitForHydration(page)
    await footerLink(page, site.footer.onlineLinks.records).click()
    const pending = page.getByRole('status')
    await expect(pending).toHaveText(site.pending)
    await expect(h1(page)).toHaveText(routeAt('/resources/records/').heading, { timeout: 10_000 })
    await expect(pending).toHaveCount(0)
  })
})

test.describe('a route chunk that fails to load', () => {
  // The failed requests themselves are logged by the browser.
  test.use({ allowConsoleErrors: true })

  // The chunk is gone for the fetch ahead of the click (after hydrating) and for the click's own
  // try; the reloaded page gets the new build's files.
  test('after a redeploy, reloads once and gets the visitor to the page', async ({ page }) => {
    let failures = 0
    await page.route(`**/assets/${routeChunk('services')}`, async (route) => {
      if (failures++ < 2) return route.fulfill({ status: 404, body: 'gone' })
      return route.continue()
    })
    await page.goto('/')
    await waitForHydration(page)
    const documents = trackDocuments(page)
    await footerLink(page, navLabel('/services/')).click()
    await expect(page).toHaveURL('/services/')
    await expect(h1(page)).toHaveText(services.heading)
    await waitForHydration(page)
    expect(documents).toEqual(['/services/'])
    expect(failures).toBeGreaterThanOrEqual(3)
  })

  test('that keeps failing shows the error view with a way forward, without a reload loop', async ({ page }) => {
    await page.route(`**/assets/${routeChunk('invoice')}`, (route) => route.fulfill({ status: 404, body: 'gone' }))
    await page.goto('/')
    await waitForHydration(page)
    const documents = trackDocuments(page)
    await footerLink(page, site.footer.onlineLinks.pay).click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText(site.error.heading, { timeout: 10_000 })
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: site.error.retry, exact: true })).toHaveAttribute('href', '/invoice/')
    await expect(main.getByRole('link', { name: site.error.home, exact: true })).toHaveAttribute('href', '/')
    await expect(main.getByRole('link', { name: site.error.contact, exact: true })).toHaveAttribute('href', '/contact/')
    // The router's lazy component reloads once; after that the error view stays: no loop.
    const settled = documents.length
    expect(settled).toBeLessThanOrEqual(1)
    await page.waitForTimeout(2000)
    expect(documents).toHaveLength(settled)
    await page.unrouteAll()
    await main.getByRole('link', { name: site.error.retry, exact: true }).click()
    await expect(h1(page)).toHaveText(routeAt('/invoice/').heading)
  })
})

test.describe('server-function channel', () => {
  const browserHeaders = {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-site': 'same-origin',
  }
  for (const url of ['/_serverFn/', '/_serverFn', '/_serverFn/unknown-id', '/_serverFn/abc?payload=%7B%7D']) {
    test(`GET ${url} answers 404, not 500`, async ({ request }) => {
      const response = await request.get(url, { headers: browserHeaders, maxRedirects: 0 })
      expect(response.status()).toBe(404)
    })
  }
  test('POST to an unknown id answers 404', async ({ request }) => {
    const response = await request.post('/_serverFn/unknown-id', {
      headers: { ...browserHeaders, 'content-type': 'application/json', origin: 'http://localhost' },
      data: { data: 1 },
    })
    expect(response.status()).toBe(404)
    expect(await response.text()).not.toMatch(/at .*\.js:\d+/)
  })
})
