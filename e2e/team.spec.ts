import { expect, managingPartner, nameWithCredentials, partners, test, titleOf, waitForHydration } from './fixtures.ts'
import { content } from './site-pages.ts'

const { associatesLink, chooserLabel, languagesLabel, license } = content['pages/team']

async function expectProfile(page: import('@playwright/test').Page, partner: (typeof partners)[number]) {
  const profile = page.locator('article[aria-labelledby="partner-name"]')
  await expect(profile.getByRole('heading', { level: 2 })).toHaveText(nameWithCredentials(partner))
  await expect(profile).toContainText(titleOf(partner))
  for (const paragraph of partner.bio) await expect(profile.getByText(paragraph)).toBeVisible()
  // The content's entries, then the languages (when the partner lists any) and the license.
  await expect(profile.locator('dt')).toHaveText([
    ...partner.info.map((entry) => entry.title),
    ...(partner.languages?.length ? [languagesLabel] : []),
    license.heading,
  ])
  for (const [index, entry] of partner.info.entries()) {
    await expect(profile.locator('dd').nth(index)).toHaveText(entry.content)
  }
  // Each of the content's entries with its icon.
  for (const icon of ['star', 'education'] as const) {
    const entries = partner.info.filter((entry) => entry.icon === icon).length
    await expect(profile.locator(`svg[data-icon="${icon}"]`)).toHaveCount(entries)
  }
  const portrait = content.images.find((image) => image.key === partner.image)
  await expect(profile.getByRole('img', { name: portrait?.alt ?? partner.name, exact: true })).toBeVisible()
}

/** Values of ?member= that name no partner, some of them hostile. */
const hostile = [
  'nobody',
  // A slug in capitals.
  managingPartner.slug.toUpperCase(),
  '<script>window.__pwned=1</script>',
  '"><img src=x onerror="window.__pwned=1">',
  "'; alert(1); //",
  '%00%0d%0aSet-Cookie:x=1',
  '{"slug":"x"}',
  '123',
  'x'.repeat(1500),
]

test.describe('team page @host', () => {
  for (const partner of partners) {
    test(`?member=${partner.slug} shows ${partner.name}`, async ({ page }) => {
      const response = await page.goto(`/about/team/?member=${partner.slug}`)
      expect(response?.status()).toBe(200)
      await expectProfile(page, partner)
      await expect(
        page.getByRole('navigation', { name: chooserLabel }).getByRole('link', { name: new RegExp(partner.name) }),
      ).toHaveAttribute('aria-current', 'page')
      await waitForHydration(page)
    })
  }

  test('without member, shows the managing partner', async ({ page }) => {
    await page.goto('/about/team/')
    await expectProfile(page, managingPartner)
  })

  // What a host decides for an unknown or hostile value is which file it sends; the script that reads the value
  // in the browser is the same on every host, and is checked below, on our server.
  test('an unknown or hostile member is answered with the team page, the value unused', async ({ request }) => {
    for (const value of hostile) {
      const response = await request.get(`/about/team/?member=${encodeURIComponent(value)}`)
      expect(response.status(), value).toBe(200)
      expect(response.headers()['set-cookie'], value).toBeUndefined()
      const html = await response.text()
      // The team page's file, or the managing partner's own where a host matches slugs without case (nginx): the
      // same profile either way.
      expect(html, value).toMatch(
        new RegExp(`<link rel="canonical" href="[^"]*/about/team/(\\?member=${managingPartner.slug})?"`),
      )
      if (/[<>"']/.test(value)) expect(html, value).not.toContain(value)
    }
  })
})

test.describe('team page', () => {
  // Each value in turn in one tab, a step apiece (a failure names its value); every page load is a new document.
  test('an unknown or hostile member shows the managing partner safely', async ({ page }) => {
    test.setTimeout(hostile.length * 15_000)
    let dialogs = 0
    page.on('dialog', async (dialog) => {
      dialogs++
      await dialog.dismiss()
    })
    for (const value of hostile) {
      await test.step(value.slice(0, 40), async () => {
        const response = await page.goto(`/about/team/?member=${encodeURIComponent(value)}`)
        expect(response?.status()).toBe(200)
        expect(response?.headers()['set-cookie']).toBeUndefined()
        await expectProfile(page, managingPartner)
        await waitForHydration(page)
        expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
        expect(await page.locator('img[src="x"]').count()).toBe(0)
        expect(dialogs).toBe(0)
      })
    }
  })

  test('choosing a partner switches the profile without a page load', async ({ page }) => {
    await page.goto('/about/team/')
    await waitForHydration(page)
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    const other = partners.find((partner) => partner !== managingPartner)!
    await page
      .getByRole('navigation', { name: chooserLabel })
      .getByRole('link', { name: new RegExp(other.name) })
      .click()
    await expect(page).toHaveURL(`/about/team/?member=${other.slug}`)
    await expectProfile(page, other)
    expect(documents).toEqual([])
  })

  test('links to the associates', async ({ page }) => {
    await page.goto('/about/team/')
    await page.getByRole('link', { name: associatesLink.linkText }).click()
    await expect(page).toHaveURL('/about/team/associates/')
  })
})
