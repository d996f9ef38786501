/**
 * What a client checks before calling: the languages people here speak (on their profiles, their
 * cards and the contact page, with the IRS's own pages in each), the licenses anyone can verify with
 * the state board, and the accessibility statement reached from the footer.
 */
import type { Locator } from '@playwright/test'
import { languagesServed } from '../src/content/languages.ts'
import { associates, expect, firm, isPhone, jsonLdNodes, partners, routes, test, waitForHydration } from './fixtures.ts'
import { content } from './site-pages.ts'

const served = languagesServed([...partners, ...associates])
const NEW_TAB = '(opens in a new tab)'

async function expectNewTabLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(link).toContainText(NEW_TAB)
}

const jsonLd = jsonLdNodes

test.describe('languages', () => {
  const speaker = partners.find((partner) => partner.languages?.length)!
  const monolingual = partners.find((partner) => !partner.languages?.length)!

  test("a partner's profile names the languages they work in, each also in its own words", async ({ page }) => {
    await page.goto(`/about/team/?member=${speaker.slug}`)
    const profile = page.getByRole('article')
    const entry = profile.getByRole('definition').filter({ has: page.locator('[lang]') })
    for (const code of speaker.languages ?? []) {
      const language = served.find((candidate) => candidate.code === code)!
      await expect(entry).toContainText(language.name)
      await expect(entry.locator(`[lang="${code}"]`)).toHaveText(language.autonym)
    }
    await expect(profile).toContainText(content['pages/team'].languagesLabel)

    await page.goto(`/about/team/?member=${monolingual.slug}`)
    await expect(page.getByRole('article')).not.toContainText(content['pages/team'].languagesLabel)
  })

  test("an associate's card names their languages; a card of someone who lists none says nothing", async ({ page }) => {
    await page.goto('/about/team/associates/')
    for (const associate of associates) {
      const card = page.locator(`[id="${associate.slug}"]`)
      const line = card.getByText(`${content['pages/associates'].languagesLabel}:`)
      if (!associate.languages?.length) {
        await expect(line).toHaveCount(0)
        continue
      }
      for (const code of associate.languages) {
        const language = served.find((candidate) => candidate.code === code)!
        await expect(card).toContainText(`${language.name} (${language.autonym})`)
      }
    }
  })

  test('the contact page lists every language served, who speaks it, and the IRS in it where the IRS has pages', async ({
    page,
  }) => {
    expect(served.map((language) => language.code)).toEqual(['es', 'vi', 'ja'])
    await page.goto('/contact/')
    const section = page.getByRole('region', { name: content['pages/contact'].languages.heading })
    const items = section.getByRole('listitem')
    await expect(items).toHaveCount(served.length)
    for (const [index, language] of served.entries()) {
      const item = items.nth(index)
      await expect(item).toContainText(language.name)
      await expect(item).toContainText(language.people.join(', '))
      const links = item.getByRole('link')
      await expect(links).toHaveCount(language.irs.length)
      for (const [n, irs] of language.irs.entries()) {
        await expectNewTabLink(links.nth(n), irs.url)
        await expect(links.nth(n).locator(`[lang="${irs.lang}"]`)).toHaveText(irs.text)
      }
    }
    // Spanish and Vietnamese have the IRS's own pages; Japanese has none, so no link is offered.
    await expect(items.nth(0).getByRole('link')).toHaveAttribute('href', 'https://www.irs.gov/es')
    await expect(items.nth(2).getByRole('link')).toHaveCount(0)
  })

  test('search engines read the languages: the firm’s contact point and each partner', async ({ page }) => {
    await page.goto('/contact/')
    const business = (await jsonLd(page)).find((block) => block['@type'] === 'AccountingService')
    expect(business?.contactPoint).toMatchObject({
      '@type': 'ContactPoint',
      availableLanguage: ['en', ...served.map((language) => language.code)],
    })
    await page.goto(`/about/team/?member=${speaker.slug}`)
    const person = (await jsonLd(page)).find((block) => block['@type'] === 'Person')
    expect(person?.knowsLanguage).toEqual(['en', ...(speaker.languages ?? [])])
  })
})

test('the structured data of every page parses, names schema.org and its types, and leaves no field empty', async ({
  page,
}) => {
  test.skip(isPhone(page), 'the same markup at every width')
  const empty = (value: unknown): boolean =>
    value === null ||
    value === '' ||
    (Array.isArray(value)
      ? value.length === 0 || value.some(empty)
      : typeof value === 'object' && Object.values(value as object).some(empty))
  for (const path of [...routes.map((route) => route.path), ...partners.map((p) => `/about/team/?member=${p.slug}`)]) {
    await page.goto(path)
    const blocks = await jsonLd(page)
    for (const block of blocks) {
      expect(block['@context'], path).toBe('https://schema.org')
      expect(block['@type'], path).toMatch(/^[A-Z][A-Za-z]+$/)
      expect(empty(block), `${path}: ${JSON.stringify(block).slice(0, 80)}`).toBe(false)
    }
  }
})

test.describe('licenses anyone can verify', () => {
  test("each partner's profile links to the Board of Accountancy's license search, in a new tab, and shows no made-up number", async ({
    page,
  }) => {
    const { license } = content['pages/team']
    for (const partner of partners) {
      await page.goto(`/about/team/?member=${partner.slug}`)
      const profile = page.getByRole('article')
      const link = profile.getByRole('link', { name: license.linkText })
      await expectNewTabLink(link, license.lookupUrl)
      await expect(link).toHaveAccessibleName(`${license.linkText} ${NEW_TAB}`)
      // The demo partners have no license number in content, and none is shown.
      expect(partner.licenseNumber).toBeUndefined()
      await expect(profile).not.toContainText(license.numberLabel)
    }
  })

  test("the about page links to the firm's own license in the Board's register", async ({ page }) => {
    await page.goto('/about/')
    const section = page.getByRole('region', { name: content['pages/about'].license.heading })
    await expectNewTabLink(section.getByRole('link'), content['pages/about'].license.lookupUrl)
    await expect(section).not.toContainText(content['pages/about'].license.numberLabel)
  })
})

test.describe('the accessibility statement', () => {
  const statement = content['pages/accessibility']
  const route = routes.find((candidate) => candidate.path === '/accessibility/')!

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ javaScriptEnabled })

      test("is one tap from every page's footer, beside the privacy line", async ({ page }) => {
        await page.goto('/services/')
        if (javaScriptEnabled) await waitForHydration(page)
        const footer = page.getByRole('contentinfo')
        const link = footer.getByRole('link', { name: content.site.footer.accessibility, exact: true })
        // Not one of the four columns: the bottom line, with the privacy label.
        await expect(
          footer.getByRole('list').getByRole('link', { name: content.site.footer.accessibility }),
        ).toHaveCount(0)
        await expect(link.locator('xpath=..')).toContainText(content.site.footer.privacy)
        await link.click()
        await expect(page).toHaveURL(/\/accessibility\/$/)
        await expect(page).toHaveTitle(route.title)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(statement.heading)
      })

      test('names the standard, the checks, what falls short, how to get help and when it was reviewed', async ({
        page,
      }) => {
        await page.goto('/accessibility/')
        const main = page.getByRole('main')
        await expect(main).toContainText(/\(WCAG\) 2\.2 at level AA/)
        for (const section of [statement.standard, statement.testing, statement.limitations, statement.help]) {
          await expect(main.getByRole('region', { name: section.heading })).toBeVisible()
        }
        await expect(main.getByRole('region', { name: statement.testing.heading }).getByRole('listitem')).toHaveCount(
          statement.testing.items.length,
        )
        const help = main.getByRole('region', { name: statement.help.heading })
        await expect(help.getByRole('link', { name: firm.phone.display })).toHaveAttribute(
          'href',
          `tel:${firm.phone.tel}`,
        )
        await expect(help.getByRole('link', { name: firm.email })).toHaveAttribute('href', `mailto:${firm.email}`)
        await expect(help).toContainText(statement.help.responseTime)
        await expect(main.locator(`time[datetime="${statement.reviewedOn}"]`)).toBeVisible()
        if (isPhone(page)) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
          expect(overflow).toBeLessThanOrEqual(0)
        }
      })
    })
  }
})
