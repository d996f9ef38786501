/**
 * Checks of the demo firm's own content, and the only tests that may name its values.
 *
 * Every other spec reads what it expects from content/ (e2e/site-pages.ts), so that staff can
 * reword a heading, a bio or a date, add a language to a person or take every notice down
 * (CONTENT.md) without turning the suite red. The few checks here are about the demo itself:
 * that it gives the general tests each case to exercise (they skip a case content lacks), and
 * that it claims nothing false. A firm that makes this site its own changes or deletes this file.
 */
import { languagesServed } from '../src/content/languages.ts'
import { plainText } from '../src/content/runs.ts'
import { associates, expect, partners, test } from './fixtures.ts'
import { content } from './site-pages.ts'

test.describe('the demo content', () => {
  test('lists languages for every case the language tests check: one with the IRS’s own pages and one without', async ({
    page,
  }) => {
    const served = languagesServed([...partners, ...associates], content.locale.languageNames)
    expect(served.map((language) => language.code)).toEqual(['es', 'vi', 'ja'])
    // A partner who speaks a language besides English and one who speaks none (before-calling.spec.ts).
    expect(partners.some((partner) => partner.languages?.length)).toBe(true)
    expect(partners.some((partner) => !partner.languages?.length)).toBe(true)

    await page.goto('/contact/')
    const words = content['pages/contact'].languages
    const items = page.getByRole('region', { name: words.heading }).getByRole('list').first().locator(':scope > li')
    await expect(items).toHaveCount(3)
    // Spanish has the IRS's own pages; Japanese has none, so no link is offered.
    await expect(items.nth(0)).toContainText('Spanish')
    await expect(items.nth(0).getByRole('link')).toHaveAttribute('href', 'https://www.irs.gov/es')
    await expect(items.nth(2)).toContainText('Japanese')
    await expect(items.nth(2).getByRole('link')).toHaveCount(0)
    // Spanish is spoken by a partner who advises in it; Vietnamese by the office manager alone, so
    // the page says that tax advice is given in English (before-calling.spec.ts reads each case).
    await expect(items.nth(0)).not.toContainText(plainText(words.adviceInEnglish))
    await expect(items.nth(1)).toContainText(plainText(words.adviceInEnglish))
  })

  test('shows no license number: the demo firm has none, and a made-up one would be false', async ({ page }) => {
    expect(partners.map((partner) => partner.licenseNumber)).toEqual([undefined, undefined, undefined])
    expect(content['pages/about'].license.licenseNumber).toBeUndefined()
    await page.goto(`/about/team/?member=${partners[0]?.slug}`)
    await expect(page.getByRole('article')).not.toContainText(content['pages/team'].license.numberLabel)
    await page.goto('/about/')
    await expect(page.getByRole('main')).not.toContainText(content['pages/about'].license.numberLabel)
  })

  test('the accessibility statement names the standard the suite checks: WCAG 2.2 at level AA', async ({ page }) => {
    // accessibility.spec.ts runs axe-core with the wcag22aa rules.
    await page.goto('/accessibility/')
    const statement = content['pages/accessibility']
    await expect(page.getByRole('region', { name: statement.standard.heading })).toContainText(
      /\(WCAG\) 2\.2 at level AA/,
    )
  })
})
