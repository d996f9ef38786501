/**
 * The checklist of what to bring (/resources/what-to-bring/), in every language: ticked situations
 * show exactly their documents with no script; printed on Letter paper it is one list with a box
 * to tick before each document and the firm's phone, on at most two pages; once loaded, nothing a
 * visitor does on it reaches the network, and a reload finds their choice again. The situations and
 * their documents come from each language's content.
 */
import type { Page } from '@playwright/test'
import { plainText } from '../src/content/runs.ts'
import { expect, firm, test, waitForHydration } from './fixtures.ts'
import { inLanguage, type SiteLanguage, siteLanguages } from './site-pages.ts'

const PATH = '/resources/what-to-bring/'

/** Two situations of different groups where the content has them: the first, and the first of another group. */
function twoSituations(language: SiteLanguage) {
  const { situations } = language.content.checklist
  const [first] = situations
  const second = situations.find((one) => one.group !== first?.group) ?? situations[1]
  if (!first || !second) throw new Error('the checklist has fewer than two situations')
  return [first, second]
}

/**
 * The documents shown, by their words, in the order the page shows them: without the note after a
 * text not translated yet, or what its link adds (the language of the page it opens, a new tab).
 */
const shownDocuments = (page: Page) =>
  page.locator('.checklist-item:visible [data-document]').evaluateAll((documents) =>
    documents.map((document) => {
      const words = document.cloneNode(true) as Element
      for (const note of words.querySelectorAll('.untranslated')) note.remove()
      return words.textContent?.trim()
    }),
  )

/** Ticks a situation by its box's value, as a visitor clicks its label. */
const tick = (page: Page, id: string) => page.locator(`.checklist input[value="${id}"]`).check()

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const language of siteLanguages) {
    test(`two situations ticked show exactly their documents, and print as one list on at most two Letter pages (${language.code})`, async ({
      page,
    }) => {
      const chosen = twoSituations(language)
      await page.goto(inLanguage(language, PATH))
      await expect(page.locator('.checklist-nothing')).toBeVisible()
      await expect(page.locator('.checklist-item:visible')).toHaveCount(0)
      for (const situation of chosen) await tick(page, situation.id)
      await expect(page.locator('.checklist-nothing')).toBeHidden()
      const expected = chosen.flatMap((situation) => situation.items.map((item) => plainText(item.document)))
      expect(await shownDocuments(page)).toEqual(expected)

      // Printed: the two situations' documents alone, each after a box to tick, under the firm's phone.
      await page.emulateMedia({ media: 'print' })
      expect(await shownDocuments(page)).toEqual(expected)
      await expect(page.locator('.checklist input[type="checkbox"]:visible')).toHaveCount(0)
      const boxes = await page
        .locator('.checklist-item:visible')
        .evaluateAll((items) => items.map((item) => getComputedStyle(item, '::before').borderTopStyle))
      expect(boxes).toEqual(expected.map(() => 'solid'))
      // The printed list's own heading: the firm's name and phone, in the page's language.
      await expect(page.locator('[data-printed]')).toBeVisible()
      await expect(page.locator('[data-printed]')).toContainText(firm.phone.display)
      await expect(page.locator('[data-printed]')).toContainText(firm.name)
      await expect(page.locator('header#top')).toBeHidden()
      const pdf = await page.pdf({ format: 'Letter', preferCSSPageSize: true })
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0
      expect(pages, `${language.code}: printed pages`).toBeGreaterThan(0)
      expect(pages, `${language.code}: printed pages`).toBeLessThanOrEqual(2)
    })
  }
})

test('once loaded, ticking, printing and choosing again make no request, and a reload finds the choice again', async ({
  page,
}) => {
  const [own] = siteLanguages
  if (!own) throw new Error('no language')
  const chosen = twoSituations(own)
  await page.goto(PATH)
  await waitForHydration(page)
  // What the page fetches once hydrated (the code of the pages it links to) is done.
  await page.waitForLoadState('networkidle')
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  for (const situation of chosen) await tick(page, situation.id)
  const another = page.locator(
    chosen.reduce((selector, one) => `${selector}:not([value="${one.id}"])`, '.checklist input'),
  )
  await another.first().check()
  await another.first().uncheck()
  await page.emulateMedia({ media: 'print' })
  await page.pdf({ format: 'Letter' })
  await page.emulateMedia({ media: 'screen' })
  expect(requests).toEqual([])

  await page.reload()
  for (const situation of chosen) await expect(page.locator(`.checklist input[value="${situation.id}"]`)).toBeChecked()
  await expect(page.locator('.checklist input[type="checkbox"]:checked')).toHaveCount(chosen.length)
  expect(await shownDocuments(page)).toEqual(
    chosen.flatMap((situation) => situation.items.map((item) => plainText(item.document))),
  )
})
