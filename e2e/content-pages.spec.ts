import { associates, expect, firm, nameWithCredentials, partners, test } from './fixtures.ts'
import { content } from './site-pages.ts'

const { records, resources, services } = content

test('home: hero with shortcuts and a call, services, partners, resources and a closing call', async ({ page }) => {
  await page.goto('/')
  const main = page.getByRole('main')
  const hero = main.locator('section').first()
  await expect(hero).toContainText('individuals, business owners, and the trustees and executors')
  const upload = hero.getByRole('link', { name: /Secure File Upload/ })
  await expect(upload).toHaveAttribute('href', firm.uploadPortalUrl)
  await expect(upload).toHaveAttribute('target', '_blank')
  await expect(hero.getByRole('link', { name: 'Pay Invoice Online' })).toHaveAttribute('href', '/invoice/')
  await expect(hero.getByRole('link', { name: `Call ${firm.phone.display}` })).toHaveAttribute(
    'href',
    `tel:${firm.phone.tel}`,
  )
  await expect(main.getByRole('heading', { level: 3 }).filter({ hasText: /^(Bookkeeping|Assurance)$/ })).toHaveCount(2)
  for (const service of services) {
    await expect(
      main.getByRole('link', { name: new RegExp(service.title.replace('&', '\\&')) }).first(),
    ).toHaveAttribute('href', `/services/#${service.slug}`)
  }
  for (const partner of partners) {
    await expect(main.getByRole('link', { name: nameWithCredentials(partner) })).toHaveAttribute(
      'href',
      `/about/team/?member=${partner.slug}`,
    )
  }
  for (const resource of resources) {
    await expect(main.getByRole('heading', { name: resource.title, exact: true })).toBeVisible()
  }
  await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact/')
})

test('about: the firm, how it works, and links to the team', async ({ page }) => {
  await page.goto('/about/')
  await expect(page.getByRole('heading', { level: 2, name: 'Our story' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'How we work' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: /partners/i })).toHaveAttribute('href', '/about/team/')
  await expect(page.getByRole('main').getByRole('link', { name: /associates/i })).toHaveAttribute(
    'href',
    '/about/team/associates/',
  )
})

test('associates: all nine with name, title and bio', async ({ page }) => {
  await page.goto('/about/team/associates/')
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(9)
  for (const [index, associate] of associates.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(associate.name)
    await expect(card).toContainText(associate.title)
    await expect(card).toContainText(associate.bio[0]!)
    await expect(card.getByRole('img')).toHaveAttribute('alt', new RegExp(associate.name))
  }
})

test('services: six cards with image, title, subtitle and description', async ({ page }) => {
  await page.goto('/services/')
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(6)
  for (const [index, service] of services.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(service.title)
    await expect(card).toContainText(service.subtitle)
    await expect(card).toContainText(service.description[0]!)
    const image = card.locator('img')
    await expect(image).toHaveAttribute('src', `/images/services/${service.slug}.svg`)
    await expect(image).toHaveAttribute('width', '640')
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  }
})

test('resources: the records guide and the IRS refund tool, then the deadline calendar beside them', async ({
  page,
}) => {
  await page.goto('/resources/')
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(3)
  await expect(cards.nth(2).getByRole('heading')).toHaveText('Tax Deadlines')
  await expect(cards.nth(0).getByRole('heading')).toHaveText('What Tax Records To Keep and for How Long?')
  await expect(cards.nth(1).getByRole('heading')).toHaveText("Where's My Refund?")
  const irs = cards.nth(1).getByRole('link', { name: /Go to IRS Website/ })
  await expect(irs).toHaveAttribute('href', 'https://www.irs.gov/refunds')
  await expect(irs).toHaveAttribute('target', '_blank')
  await expect(irs).toHaveAttribute('rel', 'noopener noreferrer')
  await cards.nth(0).getByRole('link', { name: 'Continue Reading' }).click()
  await expect(page).toHaveURL('/resources/records/')
  await expect(page.getByRole('table')).toBeVisible()
})

test('records: a scannable table, its source, the review date and a way to reach the firm', async ({ page }) => {
  await page.goto('/resources/records/')
  const table = page.getByRole('table', { name: records.tableCaption })
  await expect(table.getByRole('columnheader')).toHaveText([records.columns.situation, records.columns.keep])
  await expect(table.locator('tbody tr')).toHaveCount(records.rows.length)
  await expect(table).toContainText('3 years')
  await expect(table).toContainText('7 years')
  await expect(table).toContainText('6 years')
  await expect(table).toContainText('At least 4 years')
  await expect(page.getByRole('link', { name: /How long should I keep records/ })).toHaveAttribute(
    'href',
    records.source.url,
  )
  await expect(page.locator(`time[datetime="${records.reviewedOn}"]`)).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: firm.phone.display })).toHaveAttribute(
    'href',
    `tel:${firm.phone.tel}`,
  )
})

test('contact: address with a map link, phone, e-mail, hours and the shortcuts', async ({ page }) => {
  await page.goto('/contact/')
  const main = page.getByRole('main')
  await expect(main.locator('address')).toContainText(firm.address.street)
  await expect(main.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('href', firm.mapsUrl)
  await expect(main.getByRole('link', { name: firm.phone.display })).toHaveAttribute('href', `tel:${firm.phone.tel}`)
  await expect(main.getByRole('link', { name: firm.email })).toHaveAttribute('href', `mailto:${firm.email}`)
  for (const row of firm.officeHours) await expect(main).toContainText(`${row.days}${row.hours}`)
  await expect(main.getByRole('link', { name: /Secure File Upload/ })).toHaveAttribute('href', firm.uploadPortalUrl)
  await expect(main.getByRole('link', { name: /Pay Invoice Online/ })).toHaveAttribute('href', '/invoice/')
})

test('invoice: pay online in a new tab, check instructions, billing help, noindex', async ({ page }) => {
  await page.goto('/invoice/')
  const main = page.getByRole('main')
  const pay = main.getByRole('link', { name: /Pay your invoice online/ })
  await expect(pay).toHaveAttribute('href', firm.paymentUrl)
  await expect(pay).toHaveAttribute('target', '_blank')
  await expect(pay).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(main).toContainText('new tab')
  await expect(main).toContainText('invoice number')
  await expect(main).toContainText(firm.remittance.payableTo)
  await expect(main).toContainText(firm.remittance.lines[1]!)
  await expect(main).toContainText('cash')
  await expect(main.getByRole('link', { name: firm.billingEmail })).toHaveAttribute(
    'href',
    `mailto:${firm.billingEmail}`,
  )
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
})
