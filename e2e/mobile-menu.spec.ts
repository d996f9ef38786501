import type { Page } from '@playwright/test'
import { expect, firm, navLabel, routeAt, site, test, waitForHydration } from './fixtures.ts'

/** The five main links, in order, as content/site.json labels them. */
const items = site.mainNav.map((item) => item.label)

// The menu collapses only on small screens: these run in the phone project alone.
test.describe('phone menu', { tag: '@phone' }, () => {
  test('starts closed behind a toggle titled Open Main Menu', async ({ page }) => {
    await page.goto('/services/')
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: 'Open Main Menu' })
    await expect(toggle).toHaveAttribute('title', 'Open Main Menu')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveAttribute('aria-controls', 'main-menu')
    await expect(toggle.locator('svg.lucide-menu')).toBeVisible()
    await expect(toggle.locator('svg.lucide-x')).toBeHidden()
    await expect(page.locator('#main-menu')).toBeHidden()
    await expect(page.getByRole('banner').getByRole('link', { name: navLabel('/services/'), exact: true })).toBeHidden()
    // Closed, its links are out of the tab order and the accessibility tree.
    await toggle.focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('#main-menu') ?? null)).toBeNull()
    await expect(page.getByRole('navigation', { name: site.mainNavLabel })).toHaveCount(0)
  })

  test('opens with the five links and both shortcuts, cross icon shown', async ({ page }) => {
    await page.goto('/services/')
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: 'Open Main Menu' })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle.locator('svg.lucide-x')).toBeVisible()
    await expect(toggle.locator('svg.lucide-menu')).toBeHidden()
    const menu = page.locator('#main-menu')
    await expect(menu).toBeVisible()
    await expectUnderTheHeader(page)
    await expect(
      menu.getByRole('navigation', { name: site.mainNavLabel }).getByRole('list').first().getByRole('link'),
    ).toHaveText(items)
    await expect(menu.getByRole('link', { name: navLabel('/services/'), exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const upload = menu.getByRole('link', { name: /Documentation\s*Secure File Upload/ })
    await expect(upload).toHaveAttribute('href', firm.uploadPortalUrl)
    await expect(upload).toHaveAttribute('target', '_blank')
    await expect(upload).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(menu.getByRole('link', { name: /Payments\s*Pay Invoice Online/ })).toHaveAttribute('href', '/invoice/')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
  })

  test('closes on a click outside it', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: 'Open Main Menu' })
    await toggle.click()
    await expect(page.locator('#main-menu')).toBeVisible()
    await page.getByRole('contentinfo').getByText(firm.tagline).click()
    await expect(page.locator('#main-menu')).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes when an item is chosen, and goes there', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open Main Menu' }).click()
    await page
      .locator('#main-menu')
      .getByRole('link', { name: navLabel('/contact/'), exact: true })
      .click()
    await expect(page).toHaveURL('/contact/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeAt('/contact/').heading)
    await expect(page.locator('#main-menu')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open Main Menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes on Escape and puts focus back on the toggle', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: 'Open Main Menu' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.locator('#main-menu a').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.locator('#main-menu')).toBeHidden()
    await expect(toggle).toBeFocused()
  })
})

test.describe('phone menu without JavaScript', { tag: '@phone' }, () => {
  test.use({ javaScriptEnabled: false })

  test('the same button opens it (a popover), Escape and its close button shut it, and an item navigates', async ({
    page,
  }) => {
    await page.goto('/about/')
    const toggle = page.getByRole('button', { name: 'Open Main Menu' })
    await expect(toggle).toHaveAttribute('title', 'Open Main Menu')
    const menu = page.locator('#main-menu')
    await expect(menu).toBeHidden()
    expect(await expandedState(page)).toBe(false)
    await toggle.click()
    await expect(menu).toBeVisible()
    await expectUnderTheHeader(page)
    expect(await expandedState(page)).toBe(true)
    await expect(toggle.locator('svg.lucide-x')).toBeVisible()
    await expect(menu.getByRole('navigation').getByRole('list').first().getByRole('link')).toHaveText(items)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await toggle.click()
    await menu.getByRole('button', { name: site.menuButton.close }).click()
    await expect(menu).toBeHidden()
    await toggle.click()
    await page.getByRole('contentinfo').getByText(firm.tagline).click()
    await expect(menu).toBeHidden()
    await toggle.click()
    await menu.getByRole('link', { name: navLabel('/resources/'), exact: true }).click()
    await expect(page).toHaveURL('/resources/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeAt('/resources/').heading)
  })
})

/** The panel's top edge is the header's bottom edge, wherever the panel is positioned from. */
async function expectUnderTheHeader(page: Page) {
  const header = await page.getByRole('banner').boundingBox()
  const panel = await page.locator('#main-menu').boundingBox()
  expect(header && panel && Math.abs(panel.y - (header.y + header.height))).toBeLessThan(1)
  expect(panel?.width).toBe(header?.width)
}

/** Whether Chromium's accessibility tree (what a screen reader reads) says the menu button is expanded. */
async function expandedState(page: Page): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      role?: { value?: string }
      name?: { value?: string }
      properties?: { name: string; value: { value?: unknown } }[]
    }[]
  }
  const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === 'Open Main Menu')
  const expanded = button?.properties?.find((property) => property.name === 'expanded')
  return expanded === undefined ? undefined : Boolean(expanded.value.value)
}
