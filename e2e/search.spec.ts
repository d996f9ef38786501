import { expect, firm, literally, partners, test, waitForHydration } from './fixtures.ts'
import { content } from './site-pages.ts'

const site = firm.siteUrl
/** The picture a shared link previews with (content/images.json's `share-default`). */
const shareImage = content.images.find((image) => image.key === 'share-default')?.src ?? ''

test.describe('search and sharing', () => {
  test('the share image exists at the size the tags announce', async ({ request }) => {
    const response = await request.get(shareImage)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    const png = await response.body()
    expect(png.readUInt32BE(16)).toBe(1200)
    expect(png.readUInt32BE(20)).toBe(630)
  })

  test("each partner's view is its own canonical page; unknown values canonicalise to the team page", async ({
    page,
  }) => {
    for (const partner of partners) {
      await page.goto(`/about/team/?member=${partner.slug}`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${site}/about/team/?member=${partner.slug}`,
      )
    }
    await page.goto('/about/team/?member=nobody')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}/about/team/`)
  })

  test('the structured data the server wrote stays as it was once the page hydrates', async ({ page }) => {
    // Each page's JSON-LD is server-written markup (src/lib/page-head.ts), which the browser bundle leaves out;
    // what it says is read from the files (tests/built/). This checks that hydration keeps it, on a partner's view.
    const partner = partners.at(-1)
    const address = `/about/team/?member=${partner?.slug}`
    const response = await page.request.get(address)
    const served = [...(await response.text()).matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => match[1],
    )
    expect(served.length).toBeGreaterThan(0)
    await page.goto(address)
    await waitForHydration(page)
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(served.length)
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toEqual(served)
  })

  test('sitemap.xml is served as XML and robots.txt points at it', async ({ request }) => {
    // What the sitemap lists, and the tags and structured data of every page: tests/built/.
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    expect(sitemap.headers()['content-type']).toContain('xml')
    const robots = await request.get('/robots.txt')
    expect(await robots.text()).toContain(`Sitemap: ${site}/sitemap.xml`)
  })
})

test.describe('print', () => {
  test('the records guide prints the table, source, review date and contact line without navigation', async ({
    page,
  }) => {
    await page.goto('/resources/records/')
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await expect(page.getByRole('table')).toBeVisible()
    await expect(page.getByRole('link', { name: literally(content.records.source.title) })).toBeVisible()
    await expect(page.getByRole('main').locator('time[datetime]')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: firm.phone.display })).toBeVisible()
    const pdf = await page.pdf({ format: 'Letter' })
    expect(pdf.byteLength).toBeGreaterThan(10_000)
  })
})
