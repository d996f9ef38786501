/**
 * Smoke suite in Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi (Playwright cannot
 * drive a stock Firefox). The checks mirror e2e/engines/webkit.py; both read e2e/engines/cases.json and the pages of e2e/site-pages.ts.
 * Besides the smoke checks, every page of every language is laid out in a window 320 CSS px wide (reflow.js).
 * Run by scripts/e2e-engines.sh with ENGINE_BASE_URL pointing at a running server.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'puppeteer-core'
import puppeteer from 'puppeteer-core'
import { engineCases } from '../site-pages.ts'

interface Size {
  width: number
  height: number
}
interface Cases {
  widths: { phone: Size; desktop: Size; reflow: Size }
  hydrationTimeoutMs: number
  menu: { path: string; link: string; target: string; heading: string }
  headerLink: { path: string; link: string; target: string; heading: string }
  partner: { path: string; nameStartsWith: string }
  notFound: { path: string; status: number; heading: string }
}
interface TestResult {
  name: string
  ok: boolean
  error: string | null
  ms: number
}
interface Probe {
  problems: string[]
  hydratedAt: number | null
}
/** What reflow.js finds: how many px the page reaches past the window's right edge, and what sticks out. */
interface Reflow {
  overflow: number
  culprits: string[]
}
type Width = keyof Cases['widths']

const here = dirname(fileURLToPath(import.meta.url))
const cases = JSON.parse(readFileSync(join(here, 'cases.json'), 'utf8')) as Cases
// Every page of the content table, with its heading (the same list the Playwright suites use).
const routes = engineCases.pages
const probeSource = readFileSync(join(here, 'probe.js'), 'utf8')
const reflowSource = readFileSync(join(here, 'reflow.js'), 'utf8')
const baseUrl = process.env.ENGINE_BASE_URL ?? 'http://127.0.0.1:4175'
const reportFile = process.env.ENGINE_REPORT ?? 'reports/engine-firefox.json'
const executablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
// ENGINE_GREP runs only the checks whose name it matches (a regular expression), as webkit.py does.
const chosen = new RegExp(process.env.ENGINE_GREP ?? '')
const urlFor = (path: string) => new URL(path, baseUrl).href
const pathnameOf = (path: string) => new URL(urlFor(path)).pathname

function fail(message: string): never {
  throw new Error(message)
}

/** Polls a condition in the page (the function is serialized, so it gets its data as `arg`). */
async function waitFor(
  page: Page,
  what: string,
  check: (arg: string) => boolean,
  arg = '',
  timeout = 5000,
): Promise<void> {
  const end = Date.now() + timeout
  for (;;) {
    if (await page.evaluate(check, arg)) return
    if (Date.now() > end) fail(`timed out after ${timeout} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const readProbe = (page: Page) =>
  page.evaluate(() => {
    const probe = (window as { __engineProbe?: Probe }).__engineProbe
    return probe ? { problems: [...probe.problems], hydratedAt: probe.hydratedAt } : null
  })

/** Page-side problems (probe) plus what the browser reports over BiDi (console, uncaught errors). */
async function expectNoProblems(page: Page, reported: string[]): Promise<Probe> {
  const probe = (await readProbe(page)) ?? fail('the probe script did not run in the page')
  const problems = [...probe.problems, ...reported]
  if (problems.length > 0) fail(`console/page/CSP problems: ${JSON.stringify(problems)}`)
  return probe
}

async function waitForHeading(page: Page, heading: string): Promise<void> {
  await waitFor(
    page,
    `<h1> "${heading}"`,
    (text) => document.querySelector('h1')?.textContent?.trim() === text,
    heading,
  )
}

async function waitForHydration(page: Page): Promise<void> {
  await waitFor(
    page,
    '<html data-hydrated>',
    () => document.documentElement.hasAttribute('data-hydrated'),
    '',
    cases.hydrationTimeoutMs,
  )
}

async function open(browser: Browser, width: Width, path: string, status = 200) {
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  const reported: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') reported.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => reported.push(`pageerror: ${error instanceof Error ? error.message : error}`))
  await page.setViewport(cases.widths[width])
  await page.evaluateOnNewDocument(probeSource)
  const response = await page.goto(urlFor(path), { waitUntil: 'load' })
  const got = response?.status()
  if (got !== status) fail(`${path} answered ${got ?? 'nothing'}, expected ${status}`)
  // A redirect would hide behind the final 200; the address must be the one asked for.
  const landed = await page.evaluate(() => location.pathname + location.search)
  if (landed !== path) fail(`${path} ended up at ${landed}`)
  const size = await page.evaluate(() => [innerWidth, innerHeight])
  if (size[0] !== cases.widths[width].width) fail(`viewport is ${size.join('×')}, expected ${width} size`)
  return { page, reported, close: () => context.close() }
}

// Page-side predicates; each is serialized on its own, so none may call another.
const menuShown = () => {
  const menu = document.querySelector('#main-menu')
  if (!menu) return false
  const box = menu.getBoundingClientRect()
  return box.width > 0 && box.height > 0 && getComputedStyle(menu).visibility !== 'hidden' && menu.checkVisibility()
}
// Hidden: not rendered, or rendered with `visibility: hidden` (the scripted menu keeps its layout while closed).
const menuHidden = () => {
  const menu = document.querySelector('#main-menu')
  if (!menu) return true
  return (
    !menu.checkVisibility() ||
    getComputedStyle(menu).visibility === 'hidden' ||
    menu.getBoundingClientRect().height === 0
  )
}
const expanded = (value: string) =>
  document.querySelector('button[aria-controls="main-menu"]')?.getAttribute('aria-expanded') === value
const atPath = (pathname: string) => location.pathname === pathname

/** A visible link found by its exact text inside a container (the header also holds the closed phone menu). */
async function linkIn(page: Page, container: string, text: string) {
  for (const link of await page.$$(`${container} a`)) {
    const matches = await link.evaluate(
      (node, wanted) => node.textContent?.trim() === wanted && node.checkVisibility(),
      text,
    )
    if (matches) return link
  }
  return fail(`no visible link "${text}" in ${container}`)
}

const hydrationMs: Record<string, number> = {}

/**
 * The reflow walk's one window, opened by the first language's check and kept by the others: a page after
 * another in the same tab, its cache warm, as a reader follows links; a fresh tab a page would cost more.
 */
let reflowWindow: Promise<Page> | undefined
const openReflowWindow = (browser: Browser) => {
  reflowWindow ??= browser
    .createBrowserContext()
    .then((context) => context.newPage())
    .then(async (page) => {
      await page.setViewport(cases.widths.reflow)
      return page
    })
  return reflowWindow
}

/** Loads a page in the reflow window and says how it overflows, at load and once hydrated; null if it fits. */
async function overflowOf(page: Page, path: string, status: number): Promise<string | null> {
  const response = await page.goto(urlFor(path), { waitUntil: 'load' })
  if (response?.status() !== status) return `answered ${response?.status() ?? 'nothing'}, expected ${status}`
  const [landed, width] = await page.evaluate(() => [location.pathname + location.search, innerWidth] as const)
  if (landed !== path) return `ended up at ${landed}`
  if (width !== cases.widths.reflow.width) return `the window is ${width} px wide`
  // Laid out with its own fonts: reading the layout starts their loads, then they are waited for.
  await waitFor(page, 'its fonts', () => document.documentElement.scrollWidth > 0 && document.fonts.status === 'loaded')
  const measure = () => page.evaluate(`${reflowSource}; reflow()`) as Promise<Reflow>
  const atLoad = await measure()
  // Hydrated, the closed phone menu keeps its layout (hidden): its links are laid out beside the page's.
  await waitForHydration(page)
  const hydrated = await measure()
  const found = atLoad.overflow >= hydrated.overflow ? atLoad : hydrated
  if (found.overflow <= 0) return null
  const when = found === atLoad ? 'at load' : 'hydrated'
  return `${found.overflow} px too wide (${when}): ${found.culprits.join('; ') || 'nothing found past the edge'}`
}

function checks(browser: Browser): [string, () => Promise<void>][] {
  const list: [string, () => Promise<void>][] = []
  for (const width of ['phone', 'desktop'] as const) {
    for (const route of routes) {
      list.push([
        `${width} ${route.path} loads with 200, shows its heading, hydrates, no console/CSP problems`,
        async () => {
          const { page, reported, close } = await open(browser, width, route.path)
          try {
            await waitForHeading(page, route.heading)
            await waitForHydration(page)
            const probe = await expectNoProblems(page, reported)
            if (width === 'desktop' && probe.hydratedAt !== null) hydrationMs[route.path] = probe.hydratedAt
          } finally {
            await close()
          }
        },
      ])
    }
    list.push([
      `${width} partner view ${cases.partner.path} shows ${cases.partner.nameStartsWith}`,
      async () => {
        const { page, reported, close } = await open(browser, width, cases.partner.path)
        try {
          await waitFor(
            page,
            `a partner <h2> starting with "${cases.partner.nameStartsWith}"`,
            (name) =>
              !!document
                .querySelector('article[aria-labelledby="partner-name"] h2')
                ?.textContent?.trim()
                .startsWith(name),
            cases.partner.nameStartsWith,
          )
          await waitForHydration(page)
          await expectNoProblems(page, reported)
        } finally {
          await close()
        }
      },
    ])
    list.push([
      `${width} ${cases.notFound.path} answers ${cases.notFound.status} with the 404 page`,
      async () => {
        const { page, reported, close } = await open(browser, width, cases.notFound.path, cases.notFound.status)
        try {
          await waitForHeading(page, cases.notFound.heading)
          await expectNoProblems(page, reported)
        } finally {
          await close()
        }
      },
    ])
  }

  for (const { language, pages } of engineCases.reflow) {
    list.push([
      `${cases.widths.reflow.width} px wide, no page of ${language} scrolls sideways (${pages.length} pages)`,
      async () => {
        const page = await openReflowWindow(browser)
        const failures: string[] = []
        for (const { path, status } of pages) {
          const failure = await overflowOf(page, path, status).catch((error: unknown) =>
            error instanceof Error ? error.message : String(error),
          )
          if (failure !== null) failures.push(`${path} ${failure}`)
        }
        if (failures.length > 0) fail(failures.join('\n        '))
      },
    ])
  }

  const { menu, headerLink } = cases
  list.push([
    'phone menu opens, closes on Escape with focus back on its button, and an item navigates',
    async () => {
      const { page, reported, close } = await open(browser, 'phone', menu.path)
      try {
        await waitForHydration(page)
        const toggle = (await page.$('button[aria-controls="main-menu"]')) ?? fail('no menu button after hydration')
        await waitFor(page, 'aria-expanded="false" at first', expanded, 'false', 1000)
        await waitFor(page, '#main-menu hidden at first', menuHidden, '', 1000)
        await toggle.click()
        await waitFor(page, 'aria-expanded="true" after a click', expanded, 'true')
        await waitFor(page, '#main-menu visible after a click', menuShown)
        // Focus inside the menu first, so the check sees focus come back to the button.
        await page.evaluate(() => document.querySelector<HTMLElement>('#main-menu a')?.focus())
        await waitFor(
          page,
          'focus on the first menu link',
          () => document.activeElement?.closest('#main-menu') !== null,
        )
        await page.keyboard.press('Escape')
        await waitFor(page, 'aria-expanded="false" after Escape', expanded, 'false')
        await waitFor(page, '#main-menu hidden after Escape', menuHidden)
        await waitFor(
          page,
          'focus back on the menu button after Escape',
          () => document.activeElement === document.querySelector('button[aria-controls="main-menu"]'),
        )
        await toggle.click()
        await waitFor(page, '#main-menu visible when opened again', menuShown)
        await (await linkIn(page, '#main-menu', menu.link)).click()
        await waitFor(page, `the URL path ${pathnameOf(menu.target)}`, atPath, pathnameOf(menu.target))
        await waitForHeading(page, menu.heading)
        await waitFor(page, '#main-menu hidden after choosing an item', menuHidden)
        await waitFor(page, 'aria-expanded="false" after choosing an item', expanded, 'false')
        await expectNoProblems(page, reported)
      } finally {
        await close()
      }
    },
  ])
  list.push([
    `desktop header link "${headerLink.link}" navigates without a page load`,
    async () => {
      const { page, reported, close } = await open(browser, 'desktop', headerLink.path)
      try {
        await waitForHydration(page)
        await page.evaluate(() => {
          ;(window as { __noReload?: number }).__noReload = 1
        })
        await (await linkIn(page, 'header nav', headerLink.link)).click()
        await waitFor(page, `the URL path ${pathnameOf(headerLink.target)}`, atPath, pathnameOf(headerLink.target))
        await waitForHeading(page, headerLink.heading)
        const marker = await page.evaluate(() => (window as { __noReload?: number }).__noReload)
        if (marker !== 1) fail('the page reloaded: window.__noReload is gone')
        await expectNoProblems(page, reported)
      } finally {
        await close()
      }
    },
  ])
  return list
}

function median(values: number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const round = (value: number | null) => (value === null ? null : Math.round(value))

async function main(): Promise<number> {
  const started = Date.now()
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true })
  // puppeteer reports 'firefox/153.7.0'; the package is the ESR.
  const version = (await browser.version()).replace(/^firefox\//i, 'Firefox ESR ')
  console.log(`Firefox suite: ${version} against ${baseUrl}`)
  const tests: TestResult[] = []
  try {
    for (const [name, run] of checks(browser).filter(([name]) => chosen.test(name))) {
      const start = Date.now()
      let error: string | null = null
      try {
        await run()
      } catch (caught) {
        error = caught instanceof Error ? caught.message : String(caught)
      }
      const ms = Date.now() - start
      tests.push({ name, ok: error === null, error, ms })
      console.log(
        `${error === null ? '  ok  ' : '  FAIL'} ${name} (${ms} ms)${error === null ? '' : `\n        ${error}`}`,
      )
    }
  } finally {
    await browser.close()
  }
  const times = Object.values(hydrationMs)
  const failed = tests.filter((test) => !test.ok).length
  const report = {
    engine: 'firefox',
    browser: version,
    baseUrl,
    stats: { expected: tests.length - failed, unexpected: failed, flaky: 0, skipped: 0 },
    tests,
    hydrationMs: {
      median: round(median(times)),
      min: times.length > 0 ? round(Math.min(...times)) : null,
      max: times.length > 0 ? round(Math.max(...times)) : null,
      routes: Object.fromEntries(Object.entries(hydrationMs).map(([path, ms]) => [path, Math.round(ms)])),
    },
    durationMs: Date.now() - started,
  }
  mkdirSync(dirname(reportFile), { recursive: true })
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`)
  console.log(
    `Firefox: ${report.stats.expected} passed, ${failed} failed in ${(report.durationMs / 1000).toFixed(1)} s; ` +
      `hydration median ${report.hydrationMs.median ?? '–'} ms over ${times.length} routes`,
  )
  return failed > 0 || tests.length === 0 ? 1 : 0
}

process.exitCode = await main()
