import { expect, firm, nameWithCredentials, partners, test } from './fixtures.ts'

test.describe('footer', () => {
  test('states what the firm does and lists the four columns as specified', async ({ page }) => {
    await page.goto('/resources/')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText(
      'provides a full range of tax services for small and medium sized businesses, individuals, trusts and estates.',
    )
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
      'Website Links',
      'The Team',
      'Online Services',
      'Connect With Us',
    ])

    const website = footer.getByRole('list', { name: 'Website Links' }).getByRole('link')
    await expect(website).toHaveText(['Home', 'About', 'Services', 'Resources', 'Contact'])

    const team = footer.getByRole('list', { name: 'The Team' }).getByRole('link')
    await expect(team).toHaveText([...partners.map(nameWithCredentials), 'Our Associates'])
    for (const [index, partner] of partners.entries()) {
      await expect(team.nth(index)).toHaveAttribute('href', `/about/team/?member=${partner.slug}`)
    }
    await expect(team.last()).toHaveAttribute('href', '/about/team/associates/')

    const online = footer.getByRole('list', { name: 'Online Services' }).getByRole('link')
    await expect(online).toHaveText(['Tax Records', 'Tax Refund', /Secure File Upload/, 'Pay Your Invoice'])
    await expect(online.nth(0)).toHaveAttribute('href', '/resources/records/')
    await expect(online.nth(1)).toHaveAttribute('href', '/resources/')
    await expect(online.nth(2)).toHaveAttribute('href', firm.uploadPortalUrl)
    await expect(online.nth(2)).toHaveAttribute('target', '_blank')
    await expect(online.nth(2)).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(online.nth(3)).toHaveAttribute('href', '/invoice/')

    const connect = footer.getByRole('list', { name: 'Connect With Us' }).getByRole('link')
    await expect(connect).toHaveCount(3)
    await expect(connect.nth(0)).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//)
    await expect(connect.nth(0)).toContainText(firm.address.street)
    await expect(connect.nth(1)).toHaveAttribute('href', `tel:${firm.phone.tel}`)
    await expect(connect.nth(1)).toHaveText(firm.phone.display)
    await expect(connect.nth(2)).toHaveAttribute('href', `mailto:${firm.email}`)
  })

  test('shows the 2024 copyright, the privacy policy as plain text and the developer credit as a link', async ({
    page,
  }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText(`© 2024 ${firm.legalName}.`)).toBeVisible()
    await expect(footer.getByText('Privacy Policy', { exact: true })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveCount(0)
    const credit = footer.getByRole('link', { name: firm.developer.name })
    await expect(credit).toHaveAttribute('href', firm.developer.url)
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
