import { test as base, expect, type Page } from '@playwright/test'
import associates from '../content/associates.json' with { type: 'json' }
import firm from '../content/firm.json' with { type: 'json' }
import partners from '../content/partners.json' with { type: 'json' }

export { associates, expect, firm, partners }

/** The nine routes, their tab titles (spec: abbreviation, " - ", page title) and main headings. */
export const routes = [
  { path: '/', title: 'CSCG', heading: 'Careful tax and accounting help, year-round' },
  { path: '/about', title: 'CSCG - About', heading: 'About our firm' },
  { path: '/about/team', title: 'CSCG - Team', heading: 'Our partners' },
  { path: '/about/team/associates', title: 'CSCG - Associates', heading: 'Our associates' },
  { path: '/services', title: 'CSCG - Services', heading: 'Our services' },
  { path: '/resources', title: 'CSCG - Resources', heading: 'Tax resources' },
  { path: '/resources/records', title: 'CSCG - Records', heading: 'What Tax Records To Keep and for How Long?' },
  { path: '/contact', title: 'CSCG - Contact', heading: 'Contact us' },
  { path: '/invoice', title: 'CSCG', heading: 'Pay your invoice' },
] as const

export const managingPartner = partners.find((partner) => partner.title === 'Managing Partner')!
export const nameWithCredentials = (partner: (typeof partners)[number]) =>
  [partner.name, ...partner.credentials].join(', ')

/** True when the project runs at phone size (the menu is collapsed). */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024

interface Fixtures {
  /** Console errors and warnings seen during the test; the test fails on any unless it opts out. */
  consoleProblems: string[]
  allowConsoleErrors: boolean
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [false, { option: true }],
  consoleProblems: [
    async ({ page, allowConsoleErrors }, use) => {
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
      })
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
      await use(problems)
      if (!allowConsoleErrors) expect(problems, 'console errors or warnings').toEqual([])
    },
    { auto: true },
  ],
})

/** Waits until React has hydrated the page (the phone menu becomes a real button then). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => !('$_TSR' in self) || (self as { $_TSR?: { hydrated?: boolean } }).$_TSR?.hydrated === true,
  )
  await expect(page.locator('button[aria-controls="main-menu"]')).toHaveCount(1)
}

/** Which server the suite runs against: our Node server (`npm start`) or nginx with deploy/nginx.conf. */
export const target = (process.env.E2E_TARGET ?? 'node') as 'node' | 'nginx'

/** Tests of the server itself (HTTP-level, load, faults) run once, in the desktop project. */
export const serverOnly = (projectName: string) => projectName !== 'desktop'
