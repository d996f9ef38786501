import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import type { ShownContent } from '../src/content/check-files.ts'
import { plainText } from '../src/content/runs.ts'
import { HYDRATED_ATTRIBUTE } from '../src/loading/hydration-mark.ts'
import { content, type SitePage, sitePages } from './site-pages.ts'

export { expect }
export const { associates, firm, partners, site } = content

/** Every page of the content table, with its tab title (spec: abbreviation, " - ", page title) and main heading. */
export const routes = sitePages

export const managingPartner = partners.find((partner) => partner.title === 'managing-partner')!

/** A partner's title as a language's pages write it: the partner's own in that language, else the shared one. */
/** A partner's title as a reader reads it, in a language's content (the site's own by default). */
export const titleOf = (
  partner: Pick<ShownContent['partners'][number], 'ownTitle' | 'title'>,
  words: Pick<ShownContent, 'site'> = content,
) => plainText(partner.ownTitle ?? words.site.partnerTitles[partner.title])
export const nameWithCredentials = (partner: (typeof partners)[number]) =>
  [partner.name, ...partner.credentials].join(', ')

/** A page of the content table by its address: its tab title and main heading as content writes them. */
export function routeAt(path: string): SitePage {
  const route = sitePages.find((candidate) => candidate.path === path)
  if (!route) throw new Error(`no page at ${path} in the content table`)
  return route
}

/** The label of the main menu's item for a page (content/site.json's `mainNav`), the same in the header and footer. */
export function navLabel(path: string): string {
  const item = site.mainNav.find((candidate) => candidate.to === path)
  if (!item) throw new Error(`the main menu has no item for ${path}`)
  return item.label
}

/**
 * A page's source with the character references that React and parse5 write decoded, for checks
 * that look for content's words in it however they were escaped.
 */
export const decodeHtml = (html: string) =>
  html.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos|nbsp);/gi, (_reference, name: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }
    if (name[0] !== '#') return named[name.toLowerCase()] ?? ''
    return String.fromCodePoint(
      name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
    )
  })

/** The words of some HTML as a reader sees them: without its tags (a heading keeps two words in a span) and entities. */
export const wordsOfHtml = (html: string) => decodeHtml(html.replace(/<[^>]*>/g, ''))

/** A pattern that matches `text` itself, for names that content writes and a page shows with more around them. */
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

/** A label and its value as the pages join them (content/locale.json's `labelled`). */
export const labelled = (label: string, value: string) =>
  content.locale.labelled.replace('{label}', label).replace('{value}', value)

/** True when the project runs at phone size (the menu is collapsed). */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024

interface Fixtures {
  /** Console errors and warnings seen during the test; the test fails on any unless it opts out. */
  consoleProblems: string[]
  allowConsoleErrors: boolean
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [false, { option: true }],
  // It listens on the test's browser context, not a page of its own: a test that only reads files or
  // sends requests then opens no page at all (a page costs about a second here), and every page the
  // test opens in that context is heard.
  consoleProblems: [
    async ({ context, allowConsoleErrors }, use) => {
      const problems: string[] = []
      context.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
      })
      context.on('weberror', (error) => problems.push(`pageerror: ${error.error().message}`))
      await use(problems)
      if (!allowConsoleErrors) expect(problems, 'console errors or warnings').toEqual([])
    },
    { auto: true },
  ],
})

/** The WCAG levels and axe's best practices that every audit of a page runs. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * axe-core on the page as it is, its violations alone (it then builds no report of what passed). It
 * runs in the page itself ("legacy mode"): by default the library opens a blank page for every
 * audit to gather the results of cross-origin frames, and the site has no frames at all (axe's
 * `frame-tested` rule would name one it could not reach). That blank page was most of an audit's
 * time: 2.4–2.8 s against about 1 s here, on the same pages.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] })

/** Waits until React has hydrated the page: the site's own mark, and the phone menu is a real button. */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '', { timeout: 15_000 })
  // The phone menu's script has taken over from the popover (MobileMenu.tsx): the button tells its state.
  await expect(page.locator('button[aria-controls="main-menu"]')).toHaveAttribute('aria-expanded', /^(true|false)$/)
}

/**
 * What serves the site under test: our Node server (`npm start`), nginx with deploy/nginx.conf,
 * or a static host's own local runtime serving dist/client (scripts/e2e-hosts.sh): Cloudflare
 * Pages (`wrangler pages dev`), Netlify (`netlify dev`) or a plain static server with no rules.
 * Tests tagged @host run against every one of them, and those tagged @server (how a server answers
 * at the HTTP level: security.spec.ts) against our server and nginx; the rest, which read the same
 * files whichever host serves them, against our server only.
 */
export const target = (process.env.E2E_TARGET ?? 'node') as 'node' | 'nginx' | 'cloudflare' | 'netlify' | 'static'

/** Hosts that route `?member=` to the partner's own file (without JavaScript too). */
export const routesPartnerQuery = ['node', 'nginx', 'netlify'].includes(target)
/** Hosts that apply the site's headers (a plain static server applies none). */
export const appliesHeaders = target !== 'static'

/** The security headers every response carries, a page's or the editor's (COOP and CSP differ between them). */
export const securityHeaders = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
}

/** A response's headers as sent, repeated ones kept apart (a host may join or repeat them). */
export function headersOf(response: { headersArray(): { name: string; value: string }[] }) {
  const all = new Map<string, string[]>()
  for (const { name, value } of response.headersArray()) {
    const key = name.toLowerCase()
    all.set(key, [...(all.get(key) ?? []), value])
  }
  return all
}

/**
 * Records, from the start of the next page, every layout shift that counts in CLS (none right after
 * an input); the returned function reads them once the frame after the last one is drawn.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as { __shifts?: number[] }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () =>
    page.evaluate(async () => {
      // A shift is reported once the frame that has it is drawn: two frames on.
      for (const _ of [1, 2]) await new Promise(requestAnimationFrame)
      return (window as { __shifts?: number[] }).__shifts ?? []
    })
}

/** Holds every script request back until the returned function is called. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Makes the page's browser ask to save data (`navigator.connection.saveData`), as a phone in
 * data-saver mode does: the site then fetches no page's code ahead of a click.
 */
export async function saveData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })
  })
}
