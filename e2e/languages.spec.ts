/**
 * The language editions in a browser: what differs between the languages and needs one, checked once
 * per language rather than by running every suite four times. The switcher works with and without
 * JavaScript, on a phone and a desktop; notices and partners' titles are in each language's words;
 * nothing chooses a language for the visitor; the calendar's capitals and the Japanese and Vietnamese
 * type are drawn as their readers expect. What every page of every language says in its prerendered
 * file (lang, title, canonical, alternates, links to the other languages, feeds, the sitemap) is read
 * without a browser: tests/built/pages.test.ts and search.test.ts. The words expected are read from
 * each language's content files.
 */
import type { Page } from '@playwright/test'
import { formatDate } from '../src/content/dates.ts'
import { isShownOn, todayAtTheFirm } from '../src/content/on-day.ts'
import { flagOf, type Prose, plainText } from '../src/content/runs.ts'
import { TEAM_PATH } from '../src/lib/paths.ts'
import { expect, isPhone, managingPartner, partners, test, titleOf, waitForHydration } from './fixtures.ts'
import { editions, inLanguage, type SiteLanguage, siteLanguages } from './site-pages.ts'

const own = siteLanguages[0] as SiteLanguage
const partner = partners.find((candidate) => candidate !== managingPartner) ?? managingPartner
const tagOf = (language: SiteLanguage) => language.content.locale.tag

/** Clicks a main menu link of a language's page, from the phone menu on a phone: the router moves to its page. */
async function followMainLink(page: Page, language: SiteLanguage, item: { label: Prose }) {
  if (isPhone(page)) await page.getByRole('button', { name: language.content.site.menuButton.open }).click()
  await page
    .getByRole('navigation', { name: language.content.site.mainNavLabel })
    .getByRole('link', { name: plainText(item.label), exact: true })
    .filter({ visible: true })
    .first()
    .click()
}

test.describe('the language links', () => {
  test('lead from a partner’s view to the same view in another language, with JavaScript', async ({ page }) => {
    const [from, to] = [editions[0], editions.at(-1)] as [SiteLanguage, SiteLanguage]
    await page.goto(inLanguage(from, `${TEAM_PATH}?member=${partner.slug}`))
    await waitForHydration(page)
    if (isPhone(page)) await page.getByRole('button', { name: from.content.site.menuButton.open }).click()
    const links = page.getByRole('list', { name: from.content.locale.languagesLabel }).filter({ visible: true }).first()
    await links.getByRole('link', { name: to.content.locale.name, exact: true }).click()
    await expect(page).toHaveURL(inLanguage(to, `${TEAM_PATH}?member=${partner.slug}`))
    await expect(page.locator('html')).toHaveAttribute('lang', tagOf(to))
    await waitForHydration(page)
    const name = page.locator('article[aria-labelledby="partner-name"]').getByRole('heading', { level: 2 })
    await expect(name).toContainText(partner.name)
  })

  test('follow the page as the router changes it', async ({ page }) => {
    const language = editions[0] as SiteLanguage
    await page.goto(inLanguage(language, '/'))
    await waitForHydration(page)
    const item = language.content.site.mainNav.find((candidate) => candidate.to !== '/')
    if (!item) throw new Error('no main link besides home')
    await followMainLink(page, language, item)
    await expect(page).toHaveURL(inLanguage(language, item.to))
    await expect(page.locator('html')).toHaveAttribute('lang', tagOf(language))
    const footerLinks = page.locator('footer').getByRole('list', { name: language.content.locale.languagesLabel })
    await expect(footerLinks.getByRole('link', { name: own.content.locale.name, exact: true })).toHaveAttribute(
      'href',
      item.to,
    )
  })

  test('say the English changed on a page that shows a text behind it, as the router moves between pages', async ({
    page,
  }) => {
    const language = editions[0] as SiteLanguage
    const item = language.content.site.mainNav.find((candidate) => candidate.to === '/contact/')
    const behind = language.content.locale.translated?.behind
    if (!item || !behind) throw new Error('no contact page in the menu, or no words for a text behind its English')
    const sentence = page.getByText(plainText(behind), { exact: true })
    // The sentence shows exactly where the page marks a text behind its English (runs.tsx, app.css).
    const expectSaid = async (where: string) => {
      const marked = await page.locator('[data-behind]').count()
      if (marked > 0) await expect(sentence, where).toBeVisible()
      else await expect(sentence, where).toBeHidden()
      return marked
    }
    await page.goto(inLanguage(language, '/'))
    await waitForHydration(page)
    const onHome = await expectSaid('home')
    await followMainLink(page, language, item)
    await expect(page).toHaveURL(inLanguage(language, item.to))
    const onContact = await expectSaid(item.to)
    // The test content rewords the footer's copyright line, on every page, and a service's summary, which
    // the home page shows and the contact page does not: the page the router draws marks its own.
    expect(onHome).toBeGreaterThan(onContact)
    expect(onContact).toBeGreaterThan(0)
    await page.goBack()
    await expect(page).toHaveURL(inLanguage(language, '/'))
    expect(await expectSaid('home, back')).toBe(onHome)
  })

  test.describe('without JavaScript', { tag: '@widths' }, () => {
    test.use({ javaScriptEnabled: false })
    test('work from the footer and, on a phone, from the menu', async ({ page }) => {
      const language = editions.at(-1) as SiteLanguage
      await page.goto(inLanguage(language, '/contact/'))
      if (isPhone(page)) {
        await page.getByRole('button', { name: language.content.site.menuButton.open }).click()
        await expect(
          page.locator('#main-menu').getByRole('link', { name: own.content.locale.name, exact: true }),
        ).toBeVisible()
        await page.keyboard.press('Escape')
      }
      await page.locator('footer').getByRole('link', { name: own.content.locale.name, exact: true }).click()
      await expect(page).toHaveURL('/contact/')
      await expect(page.locator('html')).toHaveAttribute('lang', tagOf(own))
    })
  })
})

test.describe('each language', () => {
  test('writes its notices in its own order and punctuation, with the last day in its words', async ({ page }) => {
    const builtOn = todayAtTheFirm()
    const fill = (pattern: Prose, parts: Record<string, string>) =>
      plainText(pattern).replace(/\{(\w+)\}/g, (_, name: string) => parts[name] ?? '')
    for (const language of siteLanguages) {
      const { site, locale, notices } = language.content
      const shown = (notices.notices ?? []).filter((notice) => isShownOn(notice, builtOn))
      expect(
        shown.length,
        `${language.base}: npm test builds with a notice of the day (scripts/test-content.ts)`,
      ).toBeGreaterThan(0)
      await page.goto(language.base)
      const items = page.getByRole('region', { name: site.notices.label }).getByRole('listitem')
      await expect(items, language.base).toHaveCount(shown.length)
      for (const notice of shown) {
        const until = fill(site.notices.until, { date: formatDate(notice.lastDay, locale) })
        // A notice not translated yet reads in English, its title followed by the note saying so.
        const flag = flagOf(notice.title)
        const title = `${plainText(notice.title)}${flag && 'note' in flag ? flag.note : ''}`
        const parts = { title, message: plainText(notice.message), link: plainText(notice.link?.text ?? ''), until }
        const item = items.filter({ has: page.locator('strong', { hasText: plainText(notice.title) }) })
        await expect(item, language.base).toHaveText(fill(site.notices.layout, parts).replace(/\s+/g, ' '))
        await expect(item.locator('time'), language.base).toHaveAttribute('datetime', notice.lastDay)
      }
    }
  })

  test('names each partner by the title of their own language, on the home page and in their view', async ({
    page,
  }) => {
    // Every language's home page and each partner's view: a walk whose time grows with the languages.
    test.setTimeout(siteLanguages.length * 20_000)
    for (const language of siteLanguages) {
      await page.goto(language.base)
      for (const partner of language.content.partners) {
        const title = titleOf(partner, language.content)
        const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: partner.name }) })
        await expect(card.getByText(title, { exact: true }), `${language.base}: ${partner.name}`).toBeVisible()
      }
    }
    for (const language of siteLanguages) {
      for (const partner of language.content.partners) {
        await page.goto(inLanguage(language, `${TEAM_PATH}?member=${partner.slug}`))
        const profile = page.locator('article[aria-labelledby="partner-name"]')
        await expect(profile.getByText(titleOf(partner, language.content), { exact: true })).toBeVisible()
      }
    }
  })

  test('is chosen by its address alone: no redirect, cookie or guess from Accept-Language', async ({ request }) => {
    for (const language of editions) {
      const response = await request.get('/', {
        headers: { 'accept-language': `${tagOf(language)},en;q=0.1` },
        maxRedirects: 0,
      })
      expect(response.status()).toBe(200)
      expect(await response.text()).toContain(`<html lang="${tagOf(own)}"`)
      expect(response.headers()['set-cookie']).toBeUndefined()
      expect(response.headers().vary ?? '').not.toMatch(/accept-language|cookie/i)
    }
  })
})

test.describe('typography', () => {
  test('Japanese takes the Japanese system faces, strict line breaking and headings broken by phrase; Vietnamese headings room for their marks', async ({
    page,
  }) => {
    const japanese = editions.find((language) => tagOf(language) === 'ja')
    const vietnamese = editions.find((language) => tagOf(language) === 'vi')
    test.skip(!japanese || !vietnamese, 'the Japanese and Vietnamese editions are not published')
    await page.goto(inLanguage(japanese as SiteLanguage, '/'))
    const style = await page.evaluate(() => {
      const body = getComputedStyle(document.body)
      const heading = getComputedStyle(document.querySelector('h1') as Element)
      return {
        body: body.fontFamily,
        heading: heading.fontFamily,
        lineBreak: body.lineBreak,
        headingBreak: heading.wordBreak,
        headingWrap: heading.textWrapStyle,
      }
    })
    expect(style.body).toMatch(/^"Hiragino Sans"/)
    expect(style.heading).toMatch(/^"Hiragino Mincho ProN"/)
    expect(style.lineBreak).toBe('strict')
    // Headings break between phrases, never inside a word, and balance their lines.
    expect(style.headingBreak).toBe('auto-phrase')
    expect(style.headingWrap).toBe('balance')
    await page.goto(inLanguage(vietnamese as SiteLanguage, '/'))
    const leading = await page.evaluate(() => {
      const heading = getComputedStyle(document.querySelector('h1') as Element)
      return Number.parseFloat(heading.lineHeight) / Number.parseFloat(heading.fontSize)
    })
    expect(leading).toBeGreaterThanOrEqual(1.29)
  })

  test('the calendar opens its month headings and its deadlines’ dates with a capital in every language ("enero de 2027": Enero)', async ({
    page,
  }) => {
    let checked = 0
    for (const language of siteLanguages) {
      await page.goto(inLanguage(language, '/resources/deadlines/'))
      const opening = page.locator('main section[aria-labelledby^="month-"] :is(h2, li > p:first-child > time)')
      expect(await opening.count(), language.base).toBeGreaterThan(1)
      // What the reader sees: the width the page gives its first letter, against that letter set in
      // the element's own font as a capital and as a small letter, each before the letter that follows
      // it ("Tu" is set closer than "T" and "u"). A digit or a kana has no case.
      const letters = await opening.evaluateAll((elements) => {
        const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
        return elements.flatMap((element) => {
          const text = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode()
          const [letter = '', next = ''] = text?.textContent ?? ''
          if (!text || letter.toUpperCase() === letter.toLowerCase()) return []
          const range = document.createRange()
          range.setStart(text, 0)
          range.setEnd(text, 1)
          context.font = getComputedStyle(element).font
          const width = (glyph: string) => context.measureText(glyph + next).width - context.measureText(next).width
          return [
            {
              letter,
              shown: range.getBoundingClientRect().width,
              capital: width(letter.toUpperCase()),
              small: width(letter.toLowerCase()),
            },
          ]
        })
      })
      checked += letters.length
      for (const { letter, shown, capital, small } of letters) {
        if (Math.abs(capital - small) < 0.5) continue
        expect(Math.abs(shown - capital), `${language.base}: ${letter} is drawn as a capital`).toBeLessThan(
          Math.abs(shown - small),
        )
      }
    }
    expect(checked).toBeGreaterThan(0)
  })
})
