import { associates, expect, firm, literally, nameWithCredentials, partners, site, test } from './fixtures.ts'
import { content, loadedContent } from './site-pages.ts'

const { records, resources, services } = content
/** The pictures by key, each with the size the build read from its file. */
const { images } = await loadedContent()
const home = content['pages/home']
const about = content['pages/about']
const invoice = content['pages/invoice']

test('home: hero with shortcuts and a call, services, partners, resources and a closing call', async ({ page }) => {
  await page.goto('/')
  const main = page.getByRole('main')
  const hero = main.locator('section').first()
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(home.hero.heading)
  await expect(hero).toContainText(home.hero.text)
  const upload = hero.getByRole('link', { name: literally(site.shortcuts.upload.text) })
  await expect(upload).toHaveAttribute('href', firm.uploadPortalUrl)
  await expect(upload).toHaveAttribute('target', '_blank')
  await expect(hero.getByRole('link', { name: site.shortcuts.pay.text })).toHaveAttribute('href', '/invoice/')
  await expect(hero.getByRole('link', { name: `${home.hero.callLabel} ${firm.phone.display}` })).toHaveAttribute(
    'href',
    `tel:${firm.phone.tel}`,
  )
  // Each service as a card that links to its place on the services page, titled by a heading.
  for (const service of services) {
    const card = main.locator(`a[href="/services/#${service.slug}"]`)
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.title)
    await expect(main.getByRole('link', { name: literally(service.title) }).first()).toHaveAttribute(
      'href',
      `/services/#${service.slug}`,
    )
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
  await expect(
    main.getByRole('region', { name: home.closing.heading }).getByRole('link', { name: home.closing.buttonText }),
  ).toHaveAttribute('href', '/contact/')
})

test('about: the firm, how it works, and links to the team', async ({ page }) => {
  await page.goto('/about/')
  await expect(page.getByRole('heading', { level: 2, name: about.story.heading })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: about.values.heading })).toBeVisible()
  for (const item of about.values.items) await expect(page.getByRole('main')).toContainText(item.title)
  await expect(page.getByRole('main').getByRole('link', { name: about.team.partnersLinkText })).toHaveAttribute(
    'href',
    '/about/team/',
  )
  await expect(page.getByRole('main').getByRole('link', { name: about.team.associatesLinkText })).toHaveAttribute(
    'href',
    '/about/team/associates/',
  )
})

test('associates: every one, in order, with name, title and bio', async ({ page }) => {
  await page.goto('/about/team/associates/')
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(associates.length)
  for (const [index, associate] of associates.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(associate.name)
    await expect(card).toContainText(associate.title)
    await expect(card).toContainText(associate.bio[0]!)
    await expect(card.getByRole('img')).toHaveAttribute('alt', images[associate.image]?.alt ?? '')
  }
})

test('services: a card for each, with image, title, subtitle and description', async ({ page }) => {
  await page.goto('/services/')
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(services.length)
  for (const [index, service] of services.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(service.title)
    await expect(card).toContainText(service.subtitle)
    await expect(card).toContainText(service.description[0]!)
    const picture = images[service.image]!
    const image = card.locator('img')
    await expect(image).toHaveAttribute('src', picture.src)
    await expect(image).toHaveAttribute('width', String(picture.width))
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  }
})

test('resources: the records guide and the IRS refund tool, then the deadline calendar beside them', async ({
  page,
}) => {
  await page.goto('/resources/')
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(resources.length)
  for (const [index, resource] of resources.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('heading')).toHaveText(resource.title)
    const link = card.getByRole('link', { name: literally(resource.buttonText) })
    await expect(link).toHaveAttribute('href', resource.buttonLink)
    if (resource.linkExternal) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    } else await expect(link).not.toHaveAttribute('target', /.*/)
  }
  const guide = resources.findIndex((resource) => resource.buttonLink === '/resources/records/')
  expect(guide, 'a card leads to the records guide').toBeGreaterThanOrEqual(0)
  await cards.nth(guide).getByRole('link', { name: resources[guide]?.buttonText }).click()
  await expect(page).toHaveURL('/resources/records/')
  await expect(page.getByRole('table')).toBeVisible()
})

test('records: a scannable table, its source, the review date and a way to reach the firm', async ({ page }) => {
  await page.goto('/resources/records/')
  const table = page.getByRole('table', { name: records.tableCaption })
  await expect(table.getByRole('columnheader')).toHaveText([records.columns.situation, records.columns.keep])
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(records.rows.length)
  for (const [index, row] of records.rows.entries()) {
    await expect(rows.nth(index).getByRole('rowheader')).toContainText(row.situation)
    await expect(rows.nth(index).getByRole('cell')).toHaveText(row.keep)
  }
  await expect(page.getByRole('link', { name: literally(records.source.title) })).toHaveAttribute(
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
  await expect(main.getByRole('link', { name: content['pages/contact'].mapLinkText })).toHaveAttribute(
    'href',
    firm.mapsUrl,
  )
  await expect(main.getByRole('link', { name: firm.phone.display })).toHaveAttribute('href', `tel:${firm.phone.tel}`)
  await expect(main.getByRole('link', { name: firm.email })).toHaveAttribute('href', `mailto:${firm.email}`)
  for (const row of firm.officeHours) await expect(main).toContainText(`${row.days}${row.hours}`)
  await expect(main.getByRole('link', { name: literally(site.shortcuts.upload.text) })).toHaveAttribute(
    'href',
    firm.uploadPortalUrl,
  )
  await expect(main.getByRole('link', { name: literally(site.shortcuts.pay.text) })).toHaveAttribute(
    'href',
    '/invoice/',
  )
})

test('invoice: pay online in a new tab, check instructions, billing help, noindex', async ({ page }) => {
  await page.goto('/invoice/')
  const main = page.getByRole('main')
  const pay = main.getByRole('link', { name: literally(invoice.payButton) })
  await expect(pay).toHaveAttribute('href', firm.paymentUrl)
  await expect(pay).toHaveAttribute('target', '_blank')
  await expect(pay).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(main).toContainText(invoice.opensNote)
  const needs = main.getByRole('region', { name: invoice.needs.heading })
  for (const item of invoice.needs.items) await expect(needs).toContainText(item)
  const check = main.getByRole('region', { name: invoice.check.heading })
  await expect(check).toContainText(firm.remittance.payableTo)
  for (const line of firm.remittance.lines) await expect(check).toContainText(line)
  for (const step of invoice.check.steps) await expect(check).toContainText(step)
  await expect(main.getByRole('link', { name: firm.billingEmail })).toHaveAttribute(
    'href',
    `mailto:${firm.billingEmail}`,
  )
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
})
