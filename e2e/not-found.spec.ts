import { pageTitle } from '../src/lib/seo.ts'
import { expect, firm, test, wordsOfHtml } from './fixtures.ts'
import { content } from './site-pages.ts'

// The heading, the two lines and the two buttons are the specification's own words (the schema,
// src/content/kinds/pages/not-found.ts, allows no others); the tab title and the description are content's.
const notFound = content['pages/not-found']
const lines = [
  'The link you clicked may be broken or the page may have been removed or renamed.',
  'Please go to one of the pages below to continue.',
]

for (const javaScriptEnabled of [true, false]) {
  test.describe(`404 with JavaScript ${javaScriptEnabled ? 'on' : 'off'} @host`, () => {
    test.use({ javaScriptEnabled })
    // The browser itself logs the 404 status of the document as a console error.
    test.use({ allowConsoleErrors: true })

    test('answers status 404 with the specified page', async ({ page, consoleProblems }) => {
      const response = await page.goto('/no/such/page')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
      for (const line of lines) await expect(page.getByText(line)).toBeVisible()
      await expect(page).toHaveTitle(pageTitle(firm.abbreviation, notFound.title))
      // A shared link to a dead address still previews with a sentence, and claims no canonical URL.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', notFound.description)
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).click()
      await expect(page).toHaveURL('/contact/')
      await page.goBack()
      await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click()
      await expect(page).toHaveURL('/')
      expect(consoleProblems.filter((text) => !text.includes('404'))).toEqual([])
    })
  })
}

test('unknown paths of every shape answer 404 with the designed page', async ({ request }) => {
  for (const path of ['/missing-page', '/about/nobody', '/services/x/y', '/index.php', '/assets/nope.js']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(wordsOfHtml(await response.text()), path).toContain(content['pages/not-found'].heading)
  }
})
