import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, firm, isPhone, recordLayoutShifts, routeAt, routes, site, test } from './fixtures.ts'

/** The five main links, in order: their labels as content/site.json writes them. */
const mainLinks = site.mainNav.map((item) => ({ name: item.label, href: item.to }))

// The desktop project alone: the phone menu has its own tests (mobile-menu.spec.ts).
test.describe('header at desktop size', () => {
  test('has the five main links in order', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('banner').getByRole('navigation', { name: site.mainNavLabel })
    const links = nav.getByRole('link')
    await expect(links).toHaveText(mainLinks.map((link) => link.name))
    for (const [index, link] of mainLinks.entries()) await expect(links.nth(index)).toHaveAttribute('href', link.href)
  })

  // Each page in turn in one tab, a step apiece (a failure names its page).
  test('highlights the right link on every page', async ({ page }) => {
    test.setTimeout(routes.length * 15_000)
    for (const route of routes) {
      await test.step(route.path, async () => {
        await page.goto(route.path)
        const nav = page.getByRole('banner').getByRole('navigation', { name: site.mainNavLabel })
        const expected = mainLinks.find((link) => link.href === route.path)
        const section = mainLinks.find((link) => link.href !== '/' && route.path.startsWith(link.href))
        for (const link of mainLinks) {
          const locator = nav.getByRole('link', { name: link.name, exact: true })
          if (link === expected) await expect(locator).toHaveAttribute('aria-current', 'page')
          else if (link === section) await expect(locator).toHaveAttribute('aria-current', 'true')
          else await expect(locator).not.toHaveAttribute('aria-current', /.*/)
        }
        const highlighted = expected ?? section
        if (highlighted) {
          const active = nav.getByRole('link', { name: highlighted.name, exact: true })
          const otherLink = mainLinks.find((link) => link !== highlighted) ?? highlighted
          const other = nav.getByRole('link', { name: otherLink.name, exact: true })
          const [activeBg, otherBg] = await Promise.all([
            active.evaluate((el) => getComputedStyle(el).backgroundColor),
            other.evaluate((el) => getComputedStyle(el).backgroundColor),
          ])
          expect(activeBg).not.toBe(otherBg)
        }
      })
    }
  })

  test('offers the two shortcuts with their labels', async ({ page }) => {
    await page.goto('/about/')
    const banner = page.getByRole('banner')
    const upload = banner.getByRole('link', { name: /Documentation\s*Secure File Upload/ })
    await expect(upload).toHaveAttribute('href', firm.uploadPortalUrl)
    await expect(upload).toHaveAttribute('target', '_blank')
    await expect(upload).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(upload).toContainText(site.newTabNote)
    const pay = banner.getByRole('link', { name: /Payments\s*Pay Invoice Online/ })
    await pay.click()
    await expect(page).toHaveURL('/invoice/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeAt('/invoice/').heading)
  })

  test('is drawn whole when the page reaches the browser in two parts, so nothing in it moves', async ({
    page,
    baseURL,
  }) => {
    // A slow network or a busy phone hands the parser the page in pieces. This one cuts it inside the
    // header, after its first list (the other languages), and sends the rest a moment later.
    const origin = baseURL ?? ''
    const server = createServer(async (request, response) => {
      const upstream = await fetch(new URL(request.url ?? '/', origin), { headers: { 'accept-encoding': 'identity' } })
      const body = Buffer.from(await upstream.arrayBuffer())
      const type = upstream.headers.get('content-type') ?? ''
      response.writeHead(upstream.status, type ? { 'content-type': type } : {})
      const html = type.startsWith('text/html') ? body.toString('utf8') : ''
      const listEnd = html.indexOf('</ul>', html.indexOf('<header'))
      if (listEnd < 0) return response.end(body)
      const cut = listEnd + '</ul>'.length
      response.write(html.slice(0, cut))
      setTimeout(() => response.end(html.slice(cut)), 500)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const layoutShifts = await recordLayoutShifts(page)
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
      await expect(page.getByRole('banner').getByRole('link', { name: site.shortcuts.pay.text })).toBeVisible()
      expect(await layoutShifts()).toEqual([])
    } finally {
      server.close()
    }
  })

  test('hides the menu toggle', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Open Main Menu' })).toBeHidden()
    expect(isPhone(page)).toBe(false)
  })
})
