import { expect, partners, routes, test } from './fixtures.ts'

const pages = [...routes.map((route) => route.path), ...partners.map((p) => `/about/team/?member=${p.slug}`)]

test.describe('images', () => {
  // Each page in turn in one tab, a step apiece (a failure names its page).
  test('on every page, every picture is sized, lazy unless it leads the page, and loads', async ({ page }) => {
    test.setTimeout(pages.length * 20_000)
    for (const path of pages) {
      await test.step(path, async () => {
        await page.goto(path)
        const images = await page.locator('main img').evaluateAll((elements) =>
          (elements as HTMLImageElement[]).map((img) => ({
            src: img.getAttribute('src'),
            srcset: img.getAttribute('srcset'),
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
            loading: img.getAttribute('loading'),
            priority: img.getAttribute('fetchpriority'),
          })),
        )
        const preloads = await page
          .locator('head link[rel="preload"][as="image"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
        for (const image of images) {
          expect(Number(image.width), `${image.src} width`).toBeGreaterThan(0)
          expect(Number(image.height), `${image.src} height`).toBeGreaterThan(0)
          if (image.priority === 'high') {
            expect(image.loading, `${image.src} leads the page`).toBe('eager')
            expect(preloads, `${image.src} is preloaded`).toContain(image.src)
          } else {
            expect(image.loading, `${image.src} is lazy`).toBe('lazy')
          }
        }
        // Every file a picture names (each srcset candidate included) is there.
        const urls = new Set(
          [
            ...images.flatMap((image) => [
              image.src,
              ...(image.srcset ?? '').split(',').map((c) => c.trim().split(' ')[0]),
            ]),
            ...(await page
              .locator('main source')
              .evaluateAll((sources) =>
                sources.flatMap((s) => (s.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(' ')[0])),
              )),
          ].filter((url): url is string => Boolean(url)),
        )
        for (const url of urls) {
          const response = await page.request.get(url)
          expect(response.status(), url).toBe(200)
          expect(response.headers()['content-type'], url).toMatch(/^image\//)
        }
        // And the browser can draw each one once it is scrolled into view.
        const drawn = page.locator('main img')
        for (let index = 0; index < (await drawn.count()); index++) {
          const img = drawn.nth(index)
          await img.scrollIntoViewIfNeeded()
          await expect
            .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
            .toBe(true)
        }
      })
    }
  })

  test('the partner portrait that leads the team page is preloaded with high priority', async ({ page }) => {
    await page.goto('/about/team/')
    const portrait = page.locator('main img[fetchpriority="high"]')
    await expect(portrait).toHaveCount(1)
    const src = await portrait.getAttribute('src')
    await expect(page.locator(`head link[rel="preload"][as="image"][href="${src}"]`)).toHaveCount(1)
  })
})
