/**
 * Every page of every published language as its prerendered file says it, which is what a crawler,
 * a link preview and a browser without JavaScript get from every host: its language, title and
 * heading, the main menu and the footer in its words, itself as canonical and every language as its
 * alternates, the links to the same page in the other languages, the translation's notice, the
 * description and the share tags, and structured data that parses. The words expected are read from
 * each language's content files. What a browser adds (hydration, navigation) is in e2e/.
 */
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { editions, inLanguage, type SiteLanguage, siteLanguages } from '../../e2e/site-pages.ts'
import { plainText } from '../../src/content/runs.ts'
import { partnerViewPath } from '../../src/lib/paths.ts'
import { pageTitle } from '../../src/lib/seo.ts'
import { attr, byTag, type Element, elements, fileOf, jsonLd, meta, only, readPage, text } from './dist.ts'

const own = siteLanguages[0] as SiteLanguage
const siteUrl = own.content.firm.siteUrl.replace(/\/+$/, '')
const tagOf = (language: SiteLanguage) => language.content.locale.tag
const shareImage = own.content.images.find((image) => image.key === 'share-default')?.src
/** The pages' own addresses, without a language's prefix: every page, and each partner's view of the team page. */
const samePages = [
  ...own.pages.map((page) => page.path),
  ...own.content.partners.map((partner) => partnerViewPath(partner.slug)),
]
const footerOf = (address: string) => only(readPage(address).document, 'footer')

describe.each(siteLanguages.map((language) => [language.content.locale.name, language] as const))(
  'every page in %s, as prerendered',
  (_name, language) => {
    const { content } = language
    const addresses = samePages.map((path) => ({ path, address: inLanguage(language, path) }))

    it.each(addresses)('$address: a file in its language, with its title and heading', ({ address }) => {
      expect(existsSync(fileOf(address)), fileOf(address)).toBe(true)
      const page = readPage(address)
      expect(attr(only(page.document, 'html'), 'lang')).toBe(tagOf(language))
      const listed = language.pages.find((candidate) => candidate.path === address)
      if (listed) {
        expect(text(only(page.document, 'title'))).toBe(listed.title)
        expect(text(only(page.document, 'h1'))).toBe(listed.heading.replace(/\s+/g, ' ').trim())
      }
    })

    it.each(addresses)('$address: the main menu and the footer in its words', ({ address }) => {
      const { document } = readPage(address)
      const [nav] = byTag(document, 'nav', { 'aria-label': content.site.mainNavLabel })
      expect(nav, `${address}: <nav aria-label="${content.site.mainNavLabel}">`).toBeDefined()
      for (const item of content.site.mainNav) {
        const links = byTag(nav as Element, 'a').filter((link) => text(link) === item.label)
        expect(
          links.map((link) => attr(link, 'href')),
          `${address}: ${item.label}`,
        ).toEqual([inLanguage(language, item.to)])
      }
      const headings = elements(footerOf(address), (element) => /^h[2-4]$/.test(element.tagName)).map(text)
      for (const heading of [content.site.footer.websiteLinks, content.site.footer.team, content.site.footer.connect]) {
        expect(headings, address).toContain(heading)
      }
    })

    it.each(addresses)('$address: itself as canonical, every language as an alternate', ({ path, address }) => {
      const page = readPage(address)
      expect(byTag(page.document, 'link', { rel: 'canonical' }).map((link) => attr(link, 'href'))).toEqual([
        `${siteUrl}${address}`,
      ])
      const alternates = byTag(page.document, 'link', { rel: 'alternate', hreflang: true }).map((link) => [
        attr(link, 'hreflang'),
        attr(link, 'href'),
      ])
      expect(alternates, address).toEqual([
        ...siteLanguages.map((other) => [tagOf(other), `${siteUrl}${inLanguage(other, path)}`]),
        ['x-default', `${siteUrl}${path}`],
      ])
      // Open Graph's form, as each language's locale.json gives it: the language and a territory, `es_LA`.
      expect(meta(page, 'og:locale'), address).toEqual([language.ogLocale])
      expect(meta(page, 'og:locale:alternate').sort(), address).toEqual(
        siteLanguages
          .filter((other) => other !== language)
          .map((other) => other.ogLocale)
          .sort(),
      )
    })

    it.each(addresses)(
      '$address: links to the same page in each other language, named and marked in it',
      ({ path, address }) => {
        const [list, ...more] = byTag(footerOf(address), 'ul', { 'aria-label': content.locale.languagesLabel })
        expect(list && more, `${address}: one list of languages in the footer`).toEqual([])
        const links = byTag(list as Element, 'a')
        expect(links, address).toHaveLength(siteLanguages.length - 1)
        for (const other of siteLanguages.filter((candidate) => candidate !== language)) {
          const link = links.find((candidate) => text(candidate) === other.content.locale.name)
          expect(link, `${address} → ${other.content.locale.name}`).toBeDefined()
          if (!link) continue
          expect(attr(link, 'href'), address).toBe(inLanguage(other, path))
          expect(attr(link, 'lang'), address).toBe(tagOf(other))
          expect(attr(link, 'hreflang'), address).toBe(tagOf(other))
        }
      },
    )

    it.each(addresses)(
      '$address: a translation says so and links to the English page, which governs',
      ({ path, address }) => {
        const page = readPage(address)
        const translated = content.locale.translated
        if (language === own) {
          expect(translated, 'the site’s own language has no translation notice').toBeUndefined()
          return
        }
        expect(translated, `${language.code}/locale.json → translated`).toBeDefined()
        expect(text(only(page.document, 'body')), address).toContain(translated?.notice)
        const english = byTag(page.document, 'a').filter((link) => text(link) === translated?.englishLink)
        expect(
          english.map((link) => attr(link, 'href')),
          address,
        ).toEqual([path])
      },
    )

    it.each(addresses)(
      '$address: a description and share tags of its own, and structured data in its language',
      ({ address }) => {
        const page = readPage(address)
        const listed = language.pages.find((candidate) => candidate.path === address)
        const [description] = meta(page, 'description')
        expect(description?.length ?? 0, address).toBeGreaterThanOrEqual(50)
        expect(meta(page, 'og:url'), address).toEqual([`${siteUrl}${address}`])
        if (listed) expect(meta(page, 'og:title'), address).toEqual([listed.title])
        expect(meta(page, 'og:image'), address).toEqual([`${siteUrl}${shareImage}`])
        expect(meta(page, 'twitter:card'), address).toEqual(['summary_large_image'])
        expect(meta(page, 'theme-color'), address).toHaveLength(1)
        const noindex = address === inLanguage(language, '/invoice/')
        expect(meta(page, 'robots'), address).toEqual(noindex ? ['noindex'] : [])
        const [first] = byTag(page.document, 'script', { type: 'application/ld+json' })
        expect(first && text(first), address).toContain(`"inLanguage":"${tagOf(language)}"`)
      },
    )

    it.each(addresses)(
      '$address: the structured data tells the same language facts as the English page',
      ({ path, address }) => {
        // Who speaks what is a fact of the firm, not of the page: every edition says what English says.
        const facts = (at: string) => {
          const found: string[] = []
          const walk = (value: unknown, key = ''): void => {
            if (key === 'availableLanguage' || key === 'knowsLanguage')
              found.push(`${key}: ${[value].flat().join(' ')}`)
            else if (Array.isArray(value)) for (const item of value) walk(item)
            else if (value && typeof value === 'object')
              for (const [name, item] of Object.entries(value)) walk(item, name)
          }
          walk(jsonLd(readPage(at)))
          return found
        }
        expect(facts(address), address).toEqual(facts(path))
      },
    )

    it.each(addresses)('$address: links make sense out of context, and a link to a new tab says so', ({ address }) => {
      for (const link of byTag(readPage(address).document, 'a')) {
        const name = text(link)
        expect(name.toLowerCase(), address).not.toMatch(/^(click here|here|more|read more|link)$/)
        if (attr(link, 'target') !== '_blank') continue
        // Said once: on its own, or inside the brackets that name the page's language ("(en inglés; se abre…)").
        const said = [plainText(content.site.newTabNote), content.locale.newTabInLink].filter(
          (note) => note && name.includes(note),
        )
        expect(said, `${address}: ${attr(link, 'href')}: ${name}`).toHaveLength(1)
      }
    })

    it('each page has a description of its own', () => {
      const descriptions = language.pages.map((page) => meta(readPage(page.path), 'description')[0])
      expect(new Set(descriptions).size).toBe(language.pages.length)
    })

    it.each(addresses)(
      '$address: structured data that parses, names schema.org and its types, and leaves nothing empty',
      ({ address }) => {
        const empty = (value: unknown): boolean =>
          value === null ||
          value === '' ||
          (Array.isArray(value)
            ? value.length === 0 || value.some(empty)
            : typeof value === 'object' && Object.values(value as object).some(empty))
        const blocks = jsonLd(readPage(address))
        expect(blocks.length, address).toBeGreaterThan(0)
        for (const block of blocks) {
          expect(block['@context'], address).toBe('https://schema.org')
          expect(block['@type'], address).toMatch(/^[A-Z][A-Za-z]+$/)
          expect(empty(block), `${address}: ${JSON.stringify(block).slice(0, 80)}`).toBe(false)
        }
      },
    )
  },
)

describe('the page for an address too long to serve', () => {
  it.each(siteLanguages.map((language) => [language.base, language] as const))(
    '%s414.html: in its language and its words, with its menu and footer, and no script',
    (_base, language) => {
      const { content } = language
      const copy = content['pages/not-found'].uriTooLong
      const address = inLanguage(language, '/414')
      expect(existsSync(fileOf(address)), fileOf(address)).toBe(true)
      const page = readPage(address)
      expect(attr(only(page.document, 'html'), 'lang')).toBe(tagOf(language))
      expect(text(only(page.document, 'title'))).toBe(pageTitle(content.firm.abbreviation, copy.title))
      expect(text(only(page.document, 'h1'))).toBe(copy.heading)
      for (const line of copy.lines) expect(text(only(page.document, 'main')), address).toContain(line)
      const [nav] = byTag(page.document, 'nav', { 'aria-label': content.site.mainNavLabel })
      expect(nav, `${address}: <nav aria-label="${content.site.mainNavLabel}">`).toBeDefined()
      const menu = byTag(nav as Element, 'a').map((link) => [text(link), attr(link, 'href')])
      for (const item of content.site.mainNav)
        expect(menu, address).toContainEqual([item.label, inLanguage(language, item.to)])
      const headings = elements(footerOf(address), (element) => /^h[2-4]$/.test(element.tagName)).map(text)
      expect(headings, address).toContain(content.site.footer.websiteLinks)
      // Static: hydrating it would render the 404 page's words (postbuild/error-page.ts).
      expect(byTag(page.document, 'script'), address).toEqual([])
    },
  )
})

describe.each(editions.map((language) => [language.content.locale.name, language] as const))(
  'links to other sites in %s',
  (_name, language) => {
    it.each(['/resources/', '/resources/deadlines/', '/contact/'])(
      '%s: an English page is marked English, the IRS’s own pages in their language',
      (path) => {
        const page = readPage(inLanguage(language, path))
        const main = only(page.document, 'main')
        const links = byTag(main, 'a', { target: '_blank' })
        expect(links.length).toBeGreaterThan(0)
        for (const link of links) {
          const href = attr(link, 'href') ?? ''
          const hreflang = attr(link, 'hreflang')
          const irsInLanguage = href.startsWith(`https://www.irs.gov/${language.code}`)
          const otherIrs = /^https:\/\/www\.irs\.gov\/(es|zh-hans|zh-hant|vi|ko|ru|ht)(\/|$)/.exec(href)
          if (irsInLanguage) expect(hreflang, href).toBe(tagOf(language))
          else if (otherIrs) expect(hreflang, href).toMatch(new RegExp(`^${otherIrs[1]}$`, 'i'))
          else expect(hreflang, `${language.code}: ${href}`).toBe('en')
        }
      },
    )
  },
)
