/**
 * What a client checks before calling: the languages people here speak (on their profiles, their
 * cards and the contact page, with the IRS's own pages in each), the licenses anyone can verify with
 * the state board, and the accessibility statement reached from the footer.
 */
import type { Locator } from '@playwright/test'
import { languagesServed } from '../src/content/languages.ts'
import { fillPattern } from '../src/content/pattern.ts'
import { plainText } from '../src/content/runs.ts'
import {
  associates,
  expect,
  firm,
  labelled,
  partners,
  routeAt,
  site,
  test,
  titleOf,
  waitForHydration,
} from './fixtures.ts'
import { content } from './site-pages.ts'

const served = languagesServed([...partners, ...associates], content.locale.languageNames)
const NEW_TAB = site.newTabNote

async function expectNewTabLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(link).toContainText(NEW_TAB)
}

test.describe('languages', () => {
  // Whoever content says speaks what: e2e/demo-content.spec.ts checks that the demo has both kinds of partner.
  const speaker = partners.find((partner) => partner.languages?.length)
  const monolingual = partners.find((partner) => !partner.languages?.length)

  test("a partner's profile names the languages they work in, each also in its own words", async ({ page }) => {
    test.skip(!speaker, 'no partner lists a language')
    await page.goto(`/about/team/?member=${speaker?.slug}`)
    const profile = page.getByRole('article')
    const { languagesLabel } = content['pages/team']
    const entry = profile.locator('dt', { hasText: languagesLabel }).locator('xpath=following-sibling::dd')
    for (const code of speaker?.languages ?? []) {
      const language = served.find((candidate) => candidate.code === code)!
      await expect(entry).toContainText(language.name)
      if (language.autonym !== language.name) {
        await expect(entry.locator(`[lang="${code}"]`)).toHaveText(language.autonym)
      }
    }
    await expect(entry).toHaveCount(1)
  })

  test('a partner who lists no language has no languages entry on their profile', async ({ page }) => {
    test.skip(!monolingual, 'every partner lists a language')
    await page.goto(`/about/team/?member=${monolingual?.slug}`)
    await expect(page.getByRole('article')).toBeVisible()
    await expect(page.getByRole('article')).not.toContainText(content['pages/team'].languagesLabel)
  })

  test("an associate's card names their languages; a card of someone who lists none says nothing", async ({ page }) => {
    await page.goto('/about/team/associates/')
    for (const associate of associates) {
      const card = page.locator(`[id="${associate.slug}"]`)
      const line = card.getByText(content['pages/associates'].languagesLabel)
      if (!associate.languages?.length) {
        await expect(line).toHaveCount(0)
        continue
      }
      await expect(line.first()).toBeVisible()
      for (const code of associate.languages) {
        const language = served.find((candidate) => candidate.code === code)!
        const named =
          language.autonym === language.name
            ? language.name
            : fillPattern(content.locale.joins.withAutonym, { name: language.name, autonym: language.autonym })
        await expect(card).toContainText(named)
      }
    }
  })

  test('the contact page lists every language served, who speaks it and what they help with, and the IRS in it', async ({
    page,
  }) => {
    const words = content['pages/contact'].languages
    const titled = [
      ...partners.map((partner) => ({ person: partner, title: titleOf(partner) })),
      ...associates.map((associate) => ({ person: associate, title: associate.title })),
    ]
    await page.goto('/contact/')
    const section = page.getByRole('region', { name: words.heading })
    const items = section.getByRole('list').first().locator(':scope > li')
    await expect(items).toHaveCount(served.length)
    for (const [index, language] of served.entries()) {
      const item = items.nth(index)
      await expect(item).toContainText(language.name)
      // Each person who speaks it, by name and title, with what they help with in it.
      const speakers = titled.filter(({ person }) => person.languages?.includes(language.code))
      for (const { person, title } of speakers) {
        const line = fillPattern(words.person, { name: person.name, title, role: plainText(person.languageRole ?? '') })
        await expect(item.getByRole('listitem').filter({ hasText: person.name })).toHaveText(line)
      }
      // Said plainly where the advice itself is given in English.
      const advised = speakers.some(({ person }) => person.advisesInLanguages)
      await expect(item.getByText(plainText(words.adviceInEnglish))).toHaveCount(advised ? 0 : 1)
      // The IRS's own pages in the language where it has them; where it has none, no link is offered.
      const links = item.getByRole('link')
      await expect(links).toHaveCount(language.irs.length)
      for (const [n, irs] of language.irs.entries()) {
        await expectNewTabLink(links.nth(n), irs.url)
        await expect(links.nth(n).locator(`[lang="${irs.lang}"]`)).toHaveText(irs.text)
      }
    }
  })
})

test.describe('licenses anyone can verify', () => {
  test("each partner's profile links to the Board of Accountancy's license search, in a new tab, with the number only when content has one", async ({
    page,
  }) => {
    const { license } = content['pages/team']
    for (const partner of partners) {
      await page.goto(`/about/team/?member=${partner.slug}`)
      const profile = page.getByRole('article')
      const link = profile.getByRole('link', { name: license.linkText })
      await expectNewTabLink(link, license.lookupUrl)
      await expect(link).toHaveAccessibleName(`${license.linkText} ${NEW_TAB}`)
      // A number is shown only as content writes it (copied from the register), never one made up.
      if (partner.licenseNumber) {
        await expect(profile).toContainText(labelled(license.numberLabel, partner.licenseNumber))
      } else await expect(profile).not.toContainText(license.numberLabel)
    }
  })

  test("the about page links to the firm's own license in the Board's register", async ({ page }) => {
    const { license } = content['pages/about']
    await page.goto('/about/')
    const section = page.getByRole('region', { name: license.heading })
    await expectNewTabLink(section.getByRole('link'), license.lookupUrl)
    if (license.licenseNumber) {
      await expect(section).toContainText(labelled(license.numberLabel, license.licenseNumber))
    } else await expect(section).not.toContainText(license.numberLabel)
  })
})

test.describe('the accessibility statement', () => {
  const statement = content['pages/accessibility']
  const route = routeAt('/accessibility/')

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
        // Which standard it names is the demo's claim, checked in e2e/demo-content.spec.ts.
        await expect(main.getByRole('region', { name: statement.standard.heading })).toContainText(
          statement.standard.intro,
        )
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
      })
    })
  }
})
