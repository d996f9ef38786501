import { expect, firm, test, waitForHydration } from './fixtures.ts'

const items = ['Home', 'About', 'Services', 'Resources', 'Contact']

test.describe('phone menu', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, 'the menu collapses only on small screens')

  test('starts closed behind a toggle titled Open Main Menu', async ({ page }) => {
    await page.goto('/services/')
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: 'Open Main Menu' })
    await expect(toggle).toHaveAttribute('title', 'Open Main Menu')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveAttribute('aria-controls', 'main-menu')
    await expect(toggle.locator('svg.lucide-menu')).toHaveCount(1)
    await expect(page.locator('#main-menu')).toBeHidden()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Services', exact: true })).toBeHidden()
  })

  test('opens with the five links and both shortcuts, cross icon shown', async ({ page }) => {
    await page.goto('/services/')
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: 'Open Main Menu' })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle.locator('svg.lucide-x')).toHaveCount(1)
    const menu = page.locator('#main-menu')
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('navigation', { name: 'Main' }).getByRole('list').first().getByRole('link')).toHaveText(
      items,
    )
    await expect(menu.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page')
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
    await page.locator('#main-menu').getByRole('link', { name: 'Contact', exact: true }).click()
    await expect(page).toHaveURL('/contact/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
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

test.describe('phone menu without JavaScript', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, 'the menu collapses only on small screens')
  test.use({ javaScriptEnabled: false })

  test('opens and closes through links, with every item reachable', async ({ page }) => {
    await page.goto('/about/')
    const opener = page.getByRole('link', { name: 'Open Main Menu' })
    await expect(opener).toHaveAttribute('title', 'Open Main Menu')
    await expect(page.locator('#main-menu')).toBeHidden()
    await opener.click()
    const menu = page.locator('#main-menu')
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('navigation').getByRole('list').first().getByRole('link')).toHaveText(items)
    await menu.getByRole('link', { name: 'Close Main Menu' }).click()
    await expect(menu).toBeHidden()
    await opener.click()
    await menu.getByRole('link', { name: 'Resources', exact: true }).click()
    await expect(page).toHaveURL('/resources/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax resources')
  })
})
