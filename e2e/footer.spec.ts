import { fillPattern } from '../src/content/pattern.ts'
import { expect, firm, literally, nameWithCredentials, partners, site, test } from './fixtures.ts'

const { footer } = site

test.describe('footer', () => {
  test('states what the firm does and lists the four columns as specified', async ({ page }) => {
    await page.goto('/resources/')
    const contentinfo = page.getByRole('contentinfo')
    await expect(contentinfo).toContainText(firm.tagline)
    // The four columns the specification names, in its order, headed as content/site.json writes them.
    await expect(contentinfo.getByRole('heading', { level: 2 })).toHaveText([
      footer.websiteLinks,
      footer.team,
      footer.onlineServices,
      footer.connect,
    ])

    const website = contentinfo.getByRole('list', { name: footer.websiteLinks }).getByRole('link')
    await expect(website).toHaveText(site.mainNav.map((item) => item.label))
    for (const [index, item] of site.mainNav.entries())
      await expect(website.nth(index)).toHaveAttribute('href', item.to)

    const team = contentinfo.getByRole('list', { name: footer.team }).getByRole('link')
    await expect(team).toHaveText([...partners.map(nameWithCredentials), footer.associatesLink])
    for (const [index, partner] of partners.entries()) {
      await expect(team.nth(index)).toHaveAttribute('href', `/about/team/?member=${partner.slug}`)
    }
    await expect(team.last()).toHaveAttribute('href', '/about/team/associates/')

    const online = contentinfo.getByRole('list', { name: footer.onlineServices }).getByRole('link')
    const { records, refund, upload, pay } = footer.onlineLinks
    await expect(online).toHaveText([records, refund, literally(upload), pay])
    await expect(online.nth(0)).toHaveAttribute('href', '/resources/records/')
    await expect(online.nth(1)).toHaveAttribute('href', '/resources/')
    await expect(online.nth(2)).toHaveAttribute('href', firm.uploadPortalUrl)
    await expect(online.nth(2)).toHaveAttribute('target', '_blank')
    await expect(online.nth(2)).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(online.nth(2)).toContainText(site.newTabNote)
    await expect(online.nth(3)).toHaveAttribute('href', '/invoice/')

    const connect = contentinfo.getByRole('list', { name: footer.connect }).getByRole('link')
    await expect(connect).toHaveCount(3)
    await expect(connect.nth(0)).toHaveAttribute('href', firm.mapsUrl)
    await expect(connect.nth(0)).toContainText(firm.address.street)
    await expect(connect.nth(1)).toHaveAttribute('href', `tel:${firm.phone.tel}`)
    await expect(connect.nth(1)).toHaveText(firm.phone.display)
    await expect(connect.nth(2)).toHaveAttribute('href', `mailto:${firm.email}`)
  })

  test('shows the copyright year and legal name, the privacy policy as plain text and the developer credit as a link', async ({
    page,
  }) => {
    await page.goto('/')
    const contentinfo = page.getByRole('contentinfo')
    const copyright = fillPattern(footer.copyright, { year: String(firm.copyrightYear), name: firm.legalName })
    await expect(contentinfo.getByText(copyright)).toBeVisible()
    await expect(contentinfo.getByText(footer.privacy, { exact: true })).toBeVisible()
    await expect(contentinfo.getByRole('link', { name: footer.privacy })).toHaveCount(0)
    const credit = contentinfo.getByRole('link', { name: firm.developer.name })
    await expect(credit).toHaveAttribute('href', firm.developer.url)
    await expect(credit.locator('xpath=..')).toContainText(footer.developerCredit)
  })

  test('footer partner links select that partner', async ({ page }) => {
    await page.goto('/')
    const partner = partners.find((p) => p.title === 'partner')!
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: nameWithCredentials(partner) })
      .click()
    await expect(page).toHaveURL(`/about/team/?member=${partner.slug}`)
    await expect(page.getByRole('heading', { level: 2, name: nameWithCredentials(partner) })).toBeVisible()
  })
})
