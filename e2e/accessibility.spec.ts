import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import {
  expect,
  firm,
  isPhone,
  navLabel,
  partners,
  routeAt,
  routes,
  site,
  target,
  test,
  waitForHydration,
} from './fixtures.ts'
import { editions, siteLanguages } from './site-pages.ts'

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}

const pages = [
  ...siteLanguages.flatMap((language) => language.pages.map((route) => route.path)),
  ...editions.map((language) => `${language.base}about/team/?member=${partners.at(-1)?.slug}`),
  ...partners.map((partner) => `/about/team/?member=${partner.slug}`),
  '/about/team/?member=nobody',
  `/about/team/?member=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
  `/about/team/?member=${'x'.repeat(500)}`,
]

test.describe('axe-core finds no violations', () => {
  // axe reads every element of the page: 12–18 s for a calendar on a busy two-core machine.
  test.describe.configure({ timeout: 60_000 })
  for (const path of pages) {
    test(`on ${path.slice(0, 60)}`, async ({ page }) => {
      const translated = editions.some((language) => path.startsWith(language.base))
      test.skip(
        translated && target !== 'node',
        'a translation’s files are the same on every host: audited on our server',
      )
      // A translation has the English page's markup with other words: audited once, at desktop size, where its
      // language links are in the header bar; at phone size its longer words are checked by the reflow tests below.
      test.skip(translated && isPhone(page), 'a translation is audited at desktop size')
      await page.goto(path)
      await waitForHydration(page)
      await expectNoAxeViolations(page)
    })
  }

  test.describe('on the 404 page', () => {
    test.use({ allowConsoleErrors: true })
    for (const { base } of siteLanguages) {
      test(`with the designed page under ${base}`, async ({ page }) => {
        test.skip(target !== 'node' && base !== '/', 'a translation’s files are the same on every host')
        await page.goto(`${base}no-such-page`)
        await expectNoAxeViolations(page)
      })
    }
  })

  test('with the phone menu open', async ({ page }) => {
    test.skip(!isPhone(page), 'the menu exists at phone size')
    await page.goto('/about/')
    await waitForHydration(page)
    await page.getByRole('button', { name: site.menuButton.open }).click()
    await expect(page.locator('#main-menu')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('keyboard', () => {
  test('the first Tab reaches a visible skip link that moves focus to the main content', async ({ page }) => {
    await page.goto('/services/')
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: site.skipLink })
    await expect(skip).toBeFocused()
    const box = await skip.boundingBox()
    expect(box?.width).toBeGreaterThan(40)
    expect(box?.height).toBeGreaterThan(20)
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  test('every control shows a visible focus ring, and Tab never gets stuck', async ({ page }) => {
    await page.goto('/contact/')
    await waitForHydration(page)
    const seen = new Set<string>()
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        if (!el || el === document.body) return null
        const style = getComputedStyle(el)
        return {
          key: `${el.tagName}:${el.textContent?.trim().slice(0, 40)}:${el.getAttribute('href')}`,
          outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
          visible: el.getBoundingClientRect().width > 0,
        }
      })
      if (!focused) break
      if (!focused.visible) continue
      expect(focused.outline, `focus ring on ${focused.key}`).toBe(true)
      seen.add(focused.key)
    }
    // Tabbing went through the whole page (footer included, its last link the developer's) without a trap.
    expect([...seen].some((key) => key.endsWith(`:${firm.developer.url}`))).toBe(true)
  })

  test('the phone menu opens with Space and Enter and closes with Escape', async ({ page }) => {
    test.skip(!isPhone(page), 'the menu exists at phone size')
    await page.goto('/')
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: site.menuButton.open })
    await toggle.focus()
    await page.keyboard.press('Space')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  })

  test('after a client-side navigation focus moves to the new heading and the title is announced', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: navLabel('/services/'), exact: true })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(page.locator('[aria-live="polite"]')).toHaveText(routeAt('/services/').title)
  })
})

test.describe('reflow and zoom', () => {
  // Fifteen pages at each width, one after another: 13–16 s on a busy two-core machine.
  test.describe.configure({ timeout: 60_000 })
  for (const { code, base, pages: languagePages } of siteLanguages) {
    for (const width of [320, 640]) {
      test(`at ${width} px wide nothing scrolls sideways (${code || 'en'})`, async ({ page }) => {
        // A translation's words are longer or shorter than English, its layout the same: once is enough.
        test.skip(base !== '/' && isPhone(page), 'a translation’s reflow is checked in one project')
        await page.setViewportSize({ width, height: 800 })
        const addresses = [
          ...languagePages.map((route) => route.path),
          ...partners.map((partner) => `${base}about/team/?member=${partner.slug}`),
        ]
        for (const address of addresses) {
          await page.goto(address)
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
          expect(overflow, address).toBeLessThanOrEqual(0)
        }
      })
    }
  }
})

test('motion is turned off for people who ask for less', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const duration = await page.evaluate(() => {
    const probe = document.createElement('div')
    probe.style.transition = 'opacity 2s'
    document.body.append(probe)
    return getComputedStyle(probe).transitionDuration
  })
  expect(Number.parseFloat(duration)).toBeLessThan(0.001)
})

test('links make sense out of context and new-tab links say so', async ({ page }) => {
  for (const route of routes) {
    await page.goto(route.path)
    const names = await page.getByRole('link').evaluateAll((links) =>
      links.map((link) => ({
        text: (link.textContent ?? '').trim(),
        newTab: link.getAttribute('target') === '_blank',
      })),
    )
    for (const link of names) {
      expect(link.text.toLowerCase()).not.toMatch(/^(click here|here|more|read more|link)$/)
      if (link.newTab) expect(link.text).toContain(site.newTabNote)
    }
  }
})

test('the viewport allows zooming', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', 'width=device-width, initial-scale=1')
})
