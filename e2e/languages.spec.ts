/**
 * The language editions: what differs between the languages, checked once per language rather
 * than by running every suite four times. Every page of every published language (site-pages.ts)
 * is in its language, names itself as canonical and every language as its alternates, and links
 * to the same page in the others; the switcher works with and without JavaScript, on a phone
 * and a desktop; each language has its 404 page and its own feed; nothing chooses a language for
 * the visitor. The words expected are read from each language's content files.
 */
import ICAL from 'ical.js'
import { isShownOn, todayAtTheFirm } from '../src/content/on-day.ts'
import { formatDate } from '../src/lib/dates.ts'
import { DEADLINES_FEED_PATH, TEAM_PATH } from '../src/lib/paths.ts'
import {
  expect,
  isPhone,
  managingPartner,
  partners,
  serverOnly,
  target,
  test,
  titleOf,
  waitForHydration,
} from './fixtures.ts'
import { editions, inLanguage, type SiteLanguage, siteLanguages } from './site-pages.ts'

const own = siteLanguages[0] as SiteLanguage
const partner = partners.find((candidate) => candidate !== managingPartner) ?? managingPartner
const siteUrl = own.content.firm.siteUrl.replace(/\/+$/, '')
/** A page's address in a language: `/about/` in Spanish is `/es/about/`. */
const tagOf = (language: SiteLanguage) => language.content.locale.tag
/** The page's own addresses, without their language's prefix: every page, and a partner's view of the team page. */
const samePages = [...own.pages.map((page) => page.path), `${TEAM_PATH}?member=${partner.slug}`]

test.describe('every page of every language, read as the server sends it', () => {
  // The markup as prerendered: the links and the head are what a crawler and a browser without
  // JavaScript get. The same files are served by every host, so this runs on our server alone.
  test.use({ javaScriptEnabled: false })
  test.beforeEach(({}, testInfo) => {
    test.skip(serverOnly(testInfo.project.name), 'the files are the same at every size')
    test.skip(target !== 'node', 'the same files on every host: hosts.spec.ts checks what a host adds')
  })

  for (const language of siteLanguages) {
    test(`in ${language.content.locale.name}: lang, title, headings, navigation, footer, canonical, alternates and links to the other languages`, async ({
      page,
    }) => {
      const { content } = language
      for (const path of samePages) {
        const address = inLanguage(language, path)
        const response = await page.goto(address)
        expect(response?.status(), address).toBe(200)
        await expect(page.locator('html'), address).toHaveAttribute('lang', tagOf(language))
        const listed = language.pages.find((candidate) => candidate.path === address.split('?')[0])
        if (listed && !path.includes('?')) {
          await expect(page, address).toHaveTitle(listed.title)
          await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(listed.heading)
        }
        // The main navigation and the footer's columns, in the language's words.
        const nav = page.getByRole('navigation', { name: content.site.mainNavLabel }).first()
        for (const item of content.site.mainNav) {
          await expect(nav.getByRole('link', { name: item.label, exact: true }), address).toHaveAttribute(
            'href',
            inLanguage(language, item.to),
          )
        }
        for (const heading of [
          content.site.footer.websiteLinks,
          content.site.footer.team,
          content.site.footer.connect,
        ]) {
          await expect(
            page.locator('footer').getByRole('heading', { name: heading, exact: true }),
            address,
          ).toBeVisible()
        }
        // Itself as canonical; every language and x-default (English) as alternates, absolute.
        await expect(page.locator('link[rel="canonical"]'), address).toHaveAttribute('href', `${siteUrl}${address}`)
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]))
        expect(alternates, address).toEqual([
          ...siteLanguages.map((other) => [tagOf(other), `${siteUrl}${inLanguage(other, path)}`]),
          ['x-default', `${siteUrl}${path}`],
        ])
        // Open Graph's form: the language and a territory, `es_ES`.
        const primary = tagOf(language).split('-')[0]
        await expect(page.locator('meta[property="og:locale"]'), address).toHaveAttribute(
          'content',
          new RegExp(`^${primary}_[A-Z]{2}$`),
        )
        await expect(page.locator('meta[property="og:locale:alternate"]'), address).toHaveCount(
          siteLanguages.length - 1,
        )
        // The same page in each other language, named in that language and marked so, in the footer.
        const footerLinks = page.locator('footer').getByRole('list', { name: content.locale.languagesLabel })
        for (const other of siteLanguages.filter((candidate) => candidate !== language)) {
          const link = footerLinks.getByRole('link', { name: other.content.locale.name, exact: true })
          await expect(link, `${address} → ${other.content.locale.name}`).toHaveAttribute(
            'href',
            inLanguage(other, path),
          )
          await expect(link).toHaveAttribute('lang', tagOf(other))
          await expect(link).toHaveAttribute('hreflang', tagOf(other))
        }
        await expect(footerLinks.getByRole('link'), address).toHaveCount(siteLanguages.length - 1)
        // A translation says so, and links to the English page, which governs.
        const translated = content.locale.translated
        if (language === own) {
          expect(translated, 'the site’s own language has no translation notice').toBeUndefined()
        } else {
          expect(translated, `${language.code}/locale.json → translated`).toBeDefined()
          const notice = page.getByText(translated?.notice ?? '', { exact: false })
          await expect(notice, address).toBeVisible()
          await expect(page.getByRole('link', { name: translated?.englishLink }), address).toHaveAttribute('href', path)
        }
        // JSON-LD names the page's language.
        const data = await page.locator('script[type="application/ld+json"]').first().textContent()
        expect(data, address).toContain(`"inLanguage":"${tagOf(language)}"`)
      }
    })
  }

  test('links to pages in English are marked English in a translation, the IRS’s own pages in its language', async ({
    page,
  }) => {
    for (const language of editions) {
      for (const path of ['/resources/', '/resources/deadlines/', '/contact/']) {
        await page.goto(inLanguage(language, path))
        const links = await page
          .locator('main a[target="_blank"]')
          .evaluateAll((found) =>
            found.map((link) => ({ href: link.getAttribute('href') ?? '', hreflang: link.getAttribute('hreflang') })),
          )
        expect(links.length).toBeGreaterThan(0)
        for (const { href, hreflang } of links) {
          const irsInLanguage = href.startsWith(`https://www.irs.gov/${language.code}`)
          const otherIrs = /^https:\/\/www\.irs\.gov\/(es|zh-hans|zh-hant|vi|ko|ru|ht)(\/|$)/.exec(href)
          if (irsInLanguage) expect(hreflang, href).toBe(tagOf(language))
          else if (otherIrs) expect(hreflang, href).toMatch(new RegExp(`^${otherIrs[1]}$`, 'i'))
          else expect(hreflang, `${language.code}: ${href}`).toBe('en')
        }
      }
    }
  })
})

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
    if (isPhone(page)) await page.getByRole('button', { name: language.content.site.menuButton.open }).click()
    await page
      .getByRole('navigation', { name: language.content.site.mainNavLabel })
      .getByRole('link', { name: item.label, exact: true })
      .filter({ visible: true })
      .first()
      .click()
    await expect(page).toHaveURL(inLanguage(language, item.to))
    await expect(page.locator('html')).toHaveAttribute('lang', tagOf(language))
    const footerLinks = page.locator('footer').getByRole('list', { name: language.content.locale.languagesLabel })
    await expect(footerLinks.getByRole('link', { name: own.content.locale.name, exact: true })).toHaveAttribute(
      'href',
      item.to,
    )
  })

  test.describe('without JavaScript', () => {
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
  test.beforeEach(({}, testInfo) => test.skip(serverOnly(testInfo.project.name), 'HTTP-level tests run once'))

  test('has its 404 page, in its language, for an unknown address under its prefix', async ({ request }) => {
    for (const language of siteLanguages) {
      const response = await request.get(inLanguage(language, '/no-such-page/'))
      expect(response.status(), language.base).toBe(404)
      const html = await response.text()
      expect(html, language.base).toContain(`<html lang="${tagOf(language)}"`)
      expect(html, language.base).toContain(language.content['pages/not-found'].heading)
    }
  })

  test('writes its notices in its own order and punctuation, with the last day in its words', async ({ page }) => {
    const builtOn = todayAtTheFirm()
    const fill = (pattern: string, parts: Record<string, string>) =>
      pattern.replace(/\{(\w+)\}/g, (_, name: string) => parts[name] ?? '')
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
        const parts = { title: notice.title, message: notice.message, link: notice.link?.text ?? '', until }
        const item = items.filter({ has: page.locator('strong', { hasText: notice.title }) })
        await expect(item, language.base).toHaveText(fill(site.notices.layout, parts).replace(/\s+/g, ' '))
        await expect(item.locator('time'), language.base).toHaveAttribute('datetime', notice.lastDay)
      }
    }
  })

  test('names each partner by the title of their own language, on the home page and in their view', async ({
    page,
  }) => {
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

  test('has its own feed: the same events on the same days as English, in its words, with UIDs of its own', async ({
    request,
  }) => {
    const read = async (language: SiteLanguage) => {
      const response = await request.get(inLanguage(language, DEADLINES_FEED_PATH))
      expect(response.status(), language.base).toBe(200)
      expect(response.headers()['content-type']?.toLowerCase(), language.base).toBe('text/calendar; charset=utf-8')
      const calendar = new ICAL.Component(ICAL.parse(await response.text()))
      return { calendar, events: calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event)) }
    }
    const english = await read(own)
    const uids = new Set(english.events.map((event) => event.uid))
    for (const language of editions) {
      const { calendar, events } = await read(language)
      const deadlines = language.content.deadlines.deadlines
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
        language.content['pages/deadlines'].subscribe.calendarName.replace('{firm}', own.content.firm.name),
      )
      expect(events.map((event) => event.startDate.toString())).toEqual(
        english.events.map((event) => event.startDate.toString()),
      )
      expect(events.map((event) => event.summary)).toEqual(deadlines.map((deadline) => deadline.title))
      for (const event of events) expect(uids.has(event.uid), event.uid).toBe(false)
      expect(new Set(events.map((event) => event.uid)).size).toBe(events.length)
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

  test('is listed page by page in the sitemap, but for the pages search engines are asked to leave out', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const indexed: string[] = []
    for (const path of samePages) {
      if (!(await (await request.get(path)).text()).includes('content="noindex"')) indexed.push(path)
    }
    expect(indexed.length).toBeGreaterThan(1)
    for (const language of siteLanguages) {
      for (const path of indexed) {
        expect(sitemap, path).toContain(`<loc>${siteUrl}${inLanguage(language, path).replace('&', '&amp;')}</loc>`)
      }
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
