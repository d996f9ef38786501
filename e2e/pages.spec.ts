import { existsSync } from 'node:fs'
import path from 'node:path'
import { pageFile } from '../src/lib/paths.ts'
import { decodeHtml, expect, firm, isPhone, navLabel, routes, site, test, waitForHydration } from './fixtures.ts'

const clientDir = path.resolve(import.meta.dirname, '../dist/client')

test.describe('every route @host', () => {
  for (const route of routes) {
    test(`${route.path} shows a finished page with header, footer and title`, async ({ page }) => {
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
    })
  }
})

test.describe('prerendered HTML', () => {
  for (const route of routes) {
    test(`${route.path} exists as a file and carries title, content, navigation and footer`, async ({ request }) => {
      const file = path.join(clientDir, pageFile(route.path))
      expect(existsSync(file), file).toBe(true)
      const response = await request.get(route.path)
      expect(response.status()).toBe(200)
      const html = decodeHtml(await response.text())
      expect(html).toContain(`<title>${route.title}</title>`)
      expect(html).toContain(route.heading)
      expect(html).toContain(`<nav aria-label="${site.mainNavLabel}"`)
      expect(html).toContain(site.footer.websiteLinks)
      expect(html).toContain('<footer')
    })
  }
})

test.describe('without JavaScript @host', () => {
  test.use({ javaScriptEnabled: false })
  for (const route of routes) {
    test(`${route.path} shows its content and the layout`, async ({ page }) => {
      await page.goto(route.path)
      await expect(page).toHaveTitle(route.title)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: navLabel('/contact/'), exact: true }),
      ).toBeVisible()
      if (!isPhone(page)) {
        await expect(
          page.getByRole('banner').getByRole('link', { name: navLabel('/services/'), exact: true }),
        ).toBeVisible()
      }
    })
  }
})
