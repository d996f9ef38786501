/**
 * Every page of the site's own language in a browser, with and without JavaScript, on our server. What
 * the prerendered files say in every language (title, heading, menus, head) is read without a browser
 * (tests/built/pages.test.ts); what a host adds to them (status, headers, a policy that lets each page's
 * scripts run, hydration) is hosts.spec.ts's, on every host.
 */
import { expect, firm, navLabel, routes, test, waitForHydration } from './fixtures.ts'

// Each page in turn in one tab, a step apiece (a failure names its page): a fresh tab for each cost more
// than the page's own checks.
test.describe('every route', () => {
  test('shows a finished page with header, footer and title, and nothing in the console', async ({
    page,
    consoleProblems,
  }) => {
    test.setTimeout(routes.length * 15_000)
    for (const route of routes) {
      await test.step(route.path, async () => {
        const response = await page.goto(route.path)
        expect(response?.status()).toBe(200)
        await expect(page).toHaveTitle(route.title)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
        await expect(page.getByRole('banner')).toBeVisible()
        await expect(page.getByRole('contentinfo')).toBeVisible()
        // The firm's name in the header, linking home.
        const wordmark = page.getByRole('banner').getByRole('link', { name: firm.name })
        await expect(wordmark).toBeVisible()
        await expect(wordmark).toHaveAttribute('href', '/')
        await waitForHydration(page)
        // What this page wrote to the console, under its own address (the fixture would name no page).
        expect(consoleProblems.splice(0), `console errors or warnings on ${route.path}`).toEqual([])
      })
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('every route shows its content and the layout', async ({ page }) => {
    test.setTimeout(routes.length * 15_000)
    for (const route of routes) {
      await test.step(route.path, async () => {
        await page.goto(route.path)
        await expect(page).toHaveTitle(route.title)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
        await expect(
          page.getByRole('contentinfo').getByRole('link', { name: navLabel('/contact/'), exact: true }),
        ).toBeVisible()
        await expect(
          page.getByRole('banner').getByRole('link', { name: navLabel('/services/'), exact: true }),
        ).toBeVisible()
      })
    }
  })
})
