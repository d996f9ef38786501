import { defineConfig } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './scripts/chromium.ts'
import { FIRM_TIME_ZONE } from './src/content/on-day.ts'

const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`

/**
 * End-to-end tests against the production build, served by `npm run serve`,
 * in Debian's Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // One worker a core: the browsers keep both busy (a third worker took as long, and failed a timing test).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // The browser is a visitor in Seattle, as the firm's clients are: its day is the build's day even
    // in the hours when the machine's (UTC) date is already the next, so the pages hide what is past
    // for that visitor, not for someone a day ahead.
    timezoneId: FIRM_TIME_ZONE,
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  // A test runs at one width unless the window changes what it checks. Untagged tests run at desktop
  // width alone; `@phone` tests (the phone menu, reflow) at phone width alone; `@widths` tests (the
  // header's layout, the pictures a width picks, links reached from the menu or the header) at both.
  // What the prerendered files say is read without a browser (tests/built/).
  projects: [
    { name: 'desktop', grepInvert: /@phone\b/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      grep: /@phone\b|@widths\b/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node dist/serve.mjs',
        env: { PORT: String(port), HOST: '127.0.0.1' },
        url: `${baseURL}/healthz`,
        reuseExistingServer: !process.env.CI,
        timeout: 30_000,
      },
})
