/**
 * "After the first load", for BENCHMARKS.md: what a visitor waits for once a page has loaded.
 * Chromium (Playwright), with the CPU slowed 4× and the network held to a slow 4G connection
 * (150 ms round trip, 1.6 Mbps down, 750 kbps up) from the first request on. Each run is a new
 * visitor (empty cache): the first page loads, hydrates and sits with its network quiet for a
 * second, as someone reading it would; then links are clicked one after another.
 *
 * - A hop: from the click (the click event's time stamp) to the frame that shows the new page's
 *   `<h1>`, taken as the first task after the animation frame in which the heading is found.
 * - The phone menu: the Event Timing duration of the tap on its button (the longest entry of
 *   that interaction: input delay, handlers and the next paint), opening and closing. Event
 *   Timing leaves out interactions under 16 ms, so 16 stands for "16 or less".
 *
 * `node scripts/bench-after-load.ts [base URL] [runs]` runs it alone against a running server, and
 * then against the floor (scripts/after-load-floor.ts) served from `dist/client` four ports up.
 */

import { fileURLToPath } from 'node:url'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { plainText } from '../src/content/runs.ts'
import { validateContent } from '../src/content/site.ts'
import { HYDRATED_ATTRIBUTE } from '../src/loading/hydration-mark.ts'
import { startFloorServer } from './after-load-floor.ts'
import { chromiumFlags, chromiumPath } from './chromium.ts'

const { site } = validateContent(fileURLToPath(new URL('..', import.meta.url)))

export const AFTER_LOAD_RUNS = 5
const CPU_SLOWDOWN = 4
const NETWORK = { latency: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750 }
export const throttling = `CPU slowed ${CPU_SLOWDOWN}×; network ${NETWORK.latency} ms round trip, ${NETWORK.downloadKbps / 1024} Mbps down, ${NETWORK.uploadKbps} kbps up (Chromium's network emulation)`

/** Where a hop starts and the link it clicks: header links at desktop width, menu and footer links on a phone. */
interface Hop {
  name: string
  /** The link to click, as Playwright finds it on the page the previous hop reached. */
  link: (page: Page) => ReturnType<Page['locator']>
  /** On a phone, the menu is opened first (not timed). */
  viaMenu?: boolean
}

const navLabel = (to: string) => {
  const label = site.mainNav.find((item) => item.to === to)?.label
  return label === undefined ? to : plainText(label)
}
const headerLink = (to: string) => (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('navigation')
    .getByRole('link', { name: navLabel(to), exact: true })
const menuLink = (to: string) => (page: Page) =>
  page.locator('#main-menu').getByRole('link', { name: navLabel(to), exact: true })
const footerLink = (href: string) => (page: Page) => page.locator(`#site-footer a[href="${href}"]`).first()

const desktopHops: Hop[] = [
  { name: 'desktop: header → Services', link: headerLink('/services/') },
  { name: 'desktop: header → About', link: headerLink('/about/') },
  { name: 'desktop: header → Resources', link: headerLink('/resources/') },
  { name: 'desktop: footer → Contact', link: footerLink('/contact/') },
]
const phoneHops: Hop[] = [
  { name: 'phone: menu → Services', link: menuLink('/services/'), viaMenu: true },
  { name: 'phone: menu → Contact', link: menuLink('/contact/'), viaMenu: true },
  { name: 'phone: footer → Record retention', link: footerLink('/resources/records/') },
]

/** Installed before the page's own scripts: keeps every Event Timing entry of an interaction. */
const recordInteractions = () => {
  const entries: { id: number; duration: number }[] = []
  ;(window as unknown as { __interactions: typeof entries }).__interactions = entries
  new PerformanceObserver((list) => {
    // interactionId is not in TypeScript's DOM types yet.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (entry.interactionId) entries.push({ id: entry.interactionId, duration: entry.duration })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.latency,
    downloadThroughput: (NETWORK.downloadKbps * 1024) / 8,
    uploadThroughput: (NETWORK.uploadKbps * 1024) / 8,
  })
  await page.addInitScript(recordInteractions)
  return page
}

/** Loads the first page and waits for its hydration mark and then a second with no request in flight. */
async function settle(page: Page, url: string) {
  let inFlight = 0
  let quietSince = Date.now()
  page.on('request', () => inFlight++)
  const done = () => {
    inFlight--
    if (inFlight === 0) quietSince = Date.now()
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  await page.goto(url)
  await page.waitForFunction((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE, {
    timeout: 30_000,
  })
  while (inFlight > 0 || Date.now() - quietSince < 1000) await page.waitForTimeout(100)
}

/**
 * Clicks (or taps) the link and answers the time from the click to the frame showing the new `<h1>`.
 * The pointer goes straight to the link's centre, as the menu's taps do: Playwright's own click
 * checks (visibility, stability, and listeners of its own on the click's events) would run on the
 * page's main thread inside the time measured. The path reached afterwards shows that the click
 * landed on the link.
 */
async function timeHop(page: Page, hop: Hop, tap: boolean): Promise<number> {
  if (hop.viaMenu) {
    await page.getByRole('button', { name: site.menuButton.open }).tap()
    await page.locator('#main-menu').waitFor({ state: 'visible' })
  }
  const link = hop.link(page)
  await link.scrollIntoViewIfNeeded()
  const href = await link.getAttribute('href')
  const box = await link.boundingBox()
  if (!href || !box) throw new Error(`${hop.name}: the link is not on screen`)
  // A finger or a mouse takes longer than this to reach the link once the menu has opened or the
  // page has scrolled; the frames those made are not the hop's.
  await page.waitForTimeout(300)
  // The watch is in place before the click: the promise it leaves on the page is awaited after.
  await page.evaluate(() => {
    const before = document.querySelector('main h1')
    const beforeText = before?.textContent
    let clickedAt = Number.NaN
    addEventListener(
      'click',
      (event) => {
        clickedAt = event.timeStamp
      },
      { capture: true, once: true },
    )
    ;(window as unknown as { __hop: Promise<number> }).__hop = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        const heading = document.querySelector('main h1')
        if (!heading || (heading === before && heading.textContent === beforeText)) return
        observer.disconnect()
        requestAnimationFrame(() => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve(performance.now() - clickedAt)
          channel.port2.postMessage(null)
        })
      })
      observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    })
  })
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
  if (tap) await page.touchscreen.tap(x, y)
  else await page.mouse.click(x, y)
  const ms = await page.evaluate(() => (window as unknown as { __hop: Promise<number> }).__hop)
  // Let the page finish the navigation's work (focus, announcement, title) before the next hop.
  await page.waitForTimeout(500)
  const reached = new URL(page.url()).pathname
  if (reached !== href) throw new Error(`${hop.name}: the click reached ${reached}, not ${href}`)
  return ms
}

/** The longest Event Timing entry of the page's latest interaction (16 when none reached 16 ms). */
async function lastInteraction(page: Page): Promise<number> {
  await page.waitForTimeout(300)
  return page.evaluate(() => {
    const entries = (window as unknown as { __interactions: { id: number; duration: number }[] }).__interactions
    const last = entries.at(-1)?.id
    const durations = entries.filter((entry) => entry.id === last).map((entry) => entry.duration)
    ;(window as unknown as { __interactions: unknown[] }).__interactions.length = 0
    return durations.length > 0 ? Math.max(...durations) : 16
  })
}

/**
 * Taps the menu button twice, straight at its centre. The panel's state is read only once the
 * interaction's entries are in: waiting on it with Playwright would poll the page during the
 * frame being measured.
 */
async function timeMenu(page: Page): Promise<{ open: number; close: number }> {
  const box = await page.getByRole('button', { name: site.menuButton.open }).boundingBox()
  if (!box) throw new Error('the menu button is not on screen')
  const tap = () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  await lastInteraction(page)
  const menu = page.locator('#main-menu')
  await tap()
  const open = await lastInteraction(page)
  if (!(await menu.isVisible())) throw new Error('the first tap did not open the menu')
  await tap()
  const close = await lastInteraction(page)
  if (await menu.isVisible()) throw new Error('the second tap did not close the menu')
  return { open, close }
}

export interface AfterLoadResult {
  hops: Record<string, number[]>
  menu: { open: number[]; close: number[] }
}

export async function measureAfterLoad(baseUrl: string, runs = AFTER_LOAD_RUNS): Promise<AfterLoadResult> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  const hops = Object.fromEntries([...desktopHops, ...phoneHops].map((hop) => [hop.name, [] as number[]]))
  const result: AfterLoadResult = { hops, menu: { open: [], close: [] } }
  try {
    for (let run = 0; run < runs; run++) {
      const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await throttledPage(desktop)
      await settle(page, `${baseUrl}/`)
      for (const hop of desktopHops) hops[hop.name]?.push(await timeHop(page, hop, false))
      await desktop.close()

      const phone = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 3,
      })
      const phonePage = await throttledPage(phone)
      await settle(phonePage, `${baseUrl}/`)
      const menu = await timeMenu(phonePage)
      result.menu.open.push(menu.open)
      result.menu.close.push(menu.close)
      for (const hop of phoneHops) hops[hop.name]?.push(await timeHop(phonePage, hop, true))
      await phone.close()
    }
  } finally {
    await browser.close()
  }
  return result
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}
const ms = (value: number) => String(Math.round(value))

/**
 * Two Markdown tables (hops, menu) and the figures the bench's targets are checked against.
 * With the floor's result (scripts/after-load-floor.ts), each row also says what the same step
 * took without the site's code.
 */
export function afterLoadReport(result: AfterLoadResult, floor?: AfterLoadResult) {
  const floorHeader = floor ? ' floor median ms | floor worst ms |' : ''
  const floorRule = floor ? ' ---: | ---: |' : ''
  const floorCells = (values: number[] | undefined) =>
    floor ? ` ${values ? ms(median(values)) : '–'} | ${values ? ms(Math.max(...values)) : '–'} |` : ''
  const row = (name: string, values: number[], floorValues: number[] | undefined) =>
    `| ${name} | ${ms(median(values))} | ${ms(Math.max(...values))} | ${values.map(ms).join(' ')} |${floorCells(floorValues)}`
  const allHops = Object.values(result.hops).flat()
  const floorHops = floor ? Object.values(floor.hops).flat() : undefined
  const hops = [
    `| hop (click → new \`<h1>\` on screen) | median ms | worst ms | each run, ms |${floorHeader}`,
    `| --- | ---: | ---: | --- |${floorRule}`,
    ...Object.entries(result.hops).map(([name, values]) => row(name, values, floor?.hops[name])),
    `| **every hop** | **${ms(median(allHops))}** | **${ms(Math.max(...allHops))}** | |${floorCells(floorHops)}`,
  ].join('\n')
  const menu = [
    `| phone menu (Event Timing duration of the tap) | median ms | worst ms | each run, ms |${floorHeader}`,
    `| --- | ---: | ---: | --- |${floorRule}`,
    row('open', result.menu.open, floor?.menu.open),
    row('close', result.menu.close, floor?.menu.close),
  ].join('\n')
  const toggles = [...result.menu.open, ...result.menu.close]
  return {
    hops,
    menu,
    navigationMedian: median(allHops),
    navigationWorst: Math.max(...allHops),
    menuOpenMedian: median(result.menu.open),
    menuCloseMedian: median(result.menu.close),
    menuWorst: Math.max(...toggles),
    floor: floor && {
      navigationMedian: median(floorHops ?? []),
      navigationWorst: Math.max(...(floorHops ?? [])),
      menuOpenMedian: median(floor.menu.open),
      menuCloseMedian: median(floor.menu.close),
    },
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:4300'
  const runs = Number(process.argv[3] ?? AFTER_LOAD_RUNS)
  const site = await measureAfterLoad(base, runs)
  // The floor is served from the same build, four ports up (4304 beside 4300, as in the bench).
  const floorPort = Number(new URL(base).port || 80) + 4
  const stopFloor = await startFloorServer(fileURLToPath(new URL('../dist/client', import.meta.url)), floorPort)
  try {
    const report = afterLoadReport(site, await measureAfterLoad(`http://127.0.0.1:${floorPort}`, runs))
    console.log(`${throttling}\n\n${report.hops}\n\n${report.menu}`)
  } finally {
    stopFloor()
  }
}
