import { expect, firm, jsonLdNodes, literally, partners, routes, test, titleOf } from './fixtures.ts'
import { content, siteLanguages } from './site-pages.ts'

const site = firm.siteUrl
/** The picture a shared link previews with (content/images.json's `share-default`). */
const shareImage = content.images.find((image) => image.key === 'share-default')?.src ?? ''
const canonical = (path: string) => (path === '/' ? `${site}/` : `${site}${path}`)

const jsonLd = jsonLdNodes

test.describe('search and sharing', () => {
  test('each page has its own description, a self-referential canonical and social tags', async ({ page }) => {
    const descriptions = new Set<string>()
    for (const route of routes) {
      await page.goto(route.path)
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(description?.length, route.path).toBeGreaterThanOrEqual(50)
      descriptions.add(description ?? '')
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical(route.path))
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical(route.path))
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', route.title)
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${site}${shareImage}`)
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
      await expect(page.locator('html')).toHaveAttribute('lang', content.locale.tag)
      await expect(page.locator('meta[name="theme-color"]')).toHaveCount(1)
      const robots = page.locator('meta[name="robots"]')
      if (route.path === '/invoice/') await expect(robots).toHaveAttribute('content', 'noindex')
      else await expect(robots).toHaveCount(0)
    }
    expect(descriptions.size).toBe(routes.length)
  })

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

  test('structured data describes the firm, the partners, the guide and the trail', async ({ page }) => {
    await page.goto('/')
    const firmData = (await jsonLd(page)).find((block) => block['@type'] === 'AccountingService')
    expect(firmData).toMatchObject({ name: firm.name, telephone: firm.phone.tel, email: firm.email })

    for (const partner of partners) {
      await page.goto(`/about/team/?member=${partner.slug}`)
      const blocks = await jsonLd(page)
      expect(blocks.find((block) => block['@type'] === 'Person')).toMatchObject({
        name: partner.name,
        jobTitle: titleOf(partner),
        worksFor: { name: firm.name },
      })
      expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')).toBeTruthy()
    }

    await page.goto('/resources/records/')
    const blocks = await jsonLd(page)
    expect(blocks.find((block) => block['@type'] === 'Article')).toMatchObject({ dateModified: expect.any(String) })
    const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList') as unknown as {
      itemListElement: { name: string; item: string }[]
    }
    expect(trail.itemListElement.map((item) => item.item)).toEqual([
      `${site}/`,
      `${site}/resources/`,
      `${site}/resources/records/`,
    ])
  })

  test('sitemap.xml lists every indexable URL and robots.txt points at it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    expect(sitemap.headers()['content-type']).toContain('xml')
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    // Every language's pages, each under its prefix.
    const expected = siteLanguages.flatMap(({ base }) => [
      ...routes
        .filter((route) => route.path !== '/invoice/')
        .map((route) => canonical(`${base}${route.path.slice(1)}`)),
      ...partners.map((partner) => `${site}${base}about/team/?member=${partner.slug}`),
    ])
    expect([...locs].sort()).toEqual(expected.sort())
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
