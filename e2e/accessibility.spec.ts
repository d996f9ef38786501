import type { Page } from '@playwright/test'
import {
  axeOn,
  axeTags,
  expect,
  firm,
  navLabel,
  partners,
  routeAt,
  routes,
  site,
  test,
  waitForHydration,
} from './fixtures.ts'
import { laidOutPages, siteLanguages } from './site-pages.ts'

/**
 * axe's whole audit, its violations named under the page's address. `translation` leaves out the contrast of
 * colours, the slowest rule: a translation has the English page's stylesheet, colours and sizes, whose contrast
 * is audited on every English page at both widths; its words and languages get every other rule.
 */
async function expectNoAxeViolations(page: Page, { translation = false, path = '' } = {}) {
  const builder = axeOn(page).withTags(axeTags)
  const results = await (translation ? builder.disableRules(['color-contrast']) : builder).analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  expect.soft(summary, path).toEqual([])
}

/**
 * The pages each audit visits: a language's pages, and its view of a partner (every partner's in English). An
 * unknown or hostile ?member= draws the team page with the managing partner, audited here as the team page;
 * that it does so safely is team.spec.ts's.
 */
const auditedPages = siteLanguages.map((language) => ({
  language,
  paths: [
    ...language.pages.map((route) => route.path),
    ...(language.base === '/'
      ? partners.map((partner) => `/about/team/?member=${partner.slug}`)
      : [`${language.base}about/team/?member=${partners.at(-1)?.slug}`]),
  ],
}))

test.describe('axe-core finds no violations', () => {
  // One test a language, its pages one after another in the same tab: a fresh tab for each page cost more
  // than the page's audit. Each page's violations are reported under its address, and every page is audited
  // whatever an earlier one found.
  for (const { language, paths } of auditedPages) {
    test(`on every page under ${language.base}`, async ({ page }) => {
      // axe reads every element of a page: 12–18 s for the calendar on a busy two-core machine.
      test.setTimeout(paths.length * 20_000)
      const translation = language.base !== '/'
      for (const path of paths) {
        await page.goto(path)
        await waitForHydration(page)
        await expectNoAxeViolations(page, { translation, path })
      }
    })
  }

  test.describe('on the 404 page', () => {
    test.use({ allowConsoleErrors: true })
    test('with the designed page under every language', async ({ page }) => {
      // An audit a language, as the pages above: seconds each on a busy machine.
      test.setTimeout(siteLanguages.length * 20_000)
      for (const { base } of siteLanguages) {
        await page.goto(`${base}no-such-page`)
        await expectNoAxeViolations(page, { path: `${base}no-such-page` })
      }
    })
  })

  test('with the phone menu open', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/about/')
    await waitForHydration(page)
    await page.getByRole('button', { name: site.menuButton.open }).click()
    await expect(page.locator('#main-menu')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  // What the window changes: the whole audit runs at desktop width above; at a phone's width the layout is
  // another, and so are the sizes of what a thumb taps (WCAG 2.5.8), what text sits on and what scrolls.
  test('at phone width, on every page: targets a thumb can tap, text in contrast, scrolling regions reachable', {
    tag: '@phone',
  }, async ({ page }) => {
    test.setTimeout(90_000)
    for (const address of [...routes.map((route) => route.path), `/about/team/?member=${partners.at(-1)?.slug}`]) {
      await page.goto(address)
      await waitForHydration(page)
      const results = await axeOn(page)
        .withRules(['target-size', 'color-contrast', 'scrollable-region-focusable', 'meta-viewport'])
        .analyze()
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
        ),
        address,
      ).toEqual([])
    }
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

  test('the phone menu opens with Space and Enter and closes with Escape', { tag: '@phone' }, async ({ page }) => {
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

/**
 * What a reader sees of the type on the page at its width: each heading whose last line holds one
 * word alone (a fragment of a hyphenated word counts as one; in Japanese, one character), where an
 * earlier line holds more, and each place the phone number is broken across lines.
 */
function typographyFaults(page: Page, phone: string) {
  return page.evaluate((phone) => {
    const faults: string[] = []
    const cjk = /^(ja|zh|ko)\b/.test(document.documentElement.lang)
    /** The rectangles of a text's pieces, grouped into lines by their tops. */
    const lines = (rects: DOMRect[]) => {
      const found: { top: number; height: number; pieces: number }[] = []
      for (const rect of [...rects].sort((a, b) => a.top - b.top)) {
        const line = found.at(-1)
        if (line && rect.top < line.top + line.height / 2) line.pieces++
        else found.push({ top: rect.top, height: rect.height, pieces: 1 })
      }
      return found
    }
    const rectsOf = (node: Node, start: number, end: number) => {
      const range = document.createRange()
      range.setStart(node, start)
      range.setEnd(node, end)
      return [...range.getClientRects()].filter((rect) => rect.width > 0)
    }
    for (const heading of document.querySelectorAll('h1, h2, h3')) {
      if (!heading.checkVisibility()) continue
      const rects: DOMRect[] = []
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const piece of (node.textContent ?? '').matchAll(cjk ? /\S/g : /\S+/g)) {
          rects.push(...rectsOf(node, piece.index, piece.index + piece[0].length))
        }
      }
      const found = lines(rects)
      if (found.length > 1 && found.at(-1)?.pieces === 1 && found.some((line) => line.pieces > 1)) {
        faults.push(`a word alone on the last line of “${heading.textContent?.trim()}”`)
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(phone) ?? -1
      if (at < 0 || !node.parentElement?.checkVisibility()) continue
      if (lines(rectsOf(node, at, at + phone.length)).length > 1) {
        faults.push(`the phone number broken across lines in “${node.parentElement.textContent?.trim()}”`)
      }
    }
    return faults
  }, phone)
}

// Each test sets the window's width itself, so it runs once, in the desktop project: a window of 320 CSS px, as
// a desktop browser zoomed to 400% gives (WCAG 1.4.10), then the widths of phones, tablets and desktops. A phone's
// viewport would widen itself to fit what overflows, and hide it.
test.describe('reflow, zoom and type', () => {
  // Fifteen pages at five widths, one after another: 30–40 s on a busy two-core machine.
  test.describe.configure({ timeout: 120_000 })
  // A language's 404 page is among them, and Chromium reports its status on the console; what every page
  // writes there is checked by the page checks.
  test.use({ allowConsoleErrors: true })
  for (const language of siteLanguages) {
    test(`at 320, 390, 640, 768 and 1280 px wide nothing scrolls sideways, no heading leaves a word alone on its last line and the phone number stays on one line (${language.code})`, async ({
      page,
    }) => {
      // Each page is loaded once and laid out at every width, as a window resized by its reader; every fault
      // is listed before the test fails, so one run shows them all.
      const faults: string[] = []
      for (const { path: address, status } of laidOutPages(language)) {
        await page.setViewportSize({ width: 320, height: 800 })
        const response = await page.goto(address)
        expect(response?.status(), address).toBe(status)
        for (const width of [320, 390, 640, 768, 1280]) {
          await page.setViewportSize({ width, height: 800 })
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
          if (overflow > 0) faults.push(`${address} at ${width} px: scrolls sideways by ${overflow} px`)
          for (const fault of await typographyFaults(page, firm.phone.display)) {
            faults.push(`${address} at ${width} px: ${fault}`)
          }
        }
      }
      expect(faults).toEqual([])
    })
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

test('the viewport allows zooming', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', 'width=device-width, initial-scale=1')
})
