/**
 * Links to other sites on every page of every translation, as the prerendered files have them:
 * each is marked with the language of the page it leads to (`hreflang`), and where that is not the
 * page's own language, the page says so in its own words, the name its locale.json gives that
 * language (`languageNames`), in the link's text or right after it, marked as the page's language.
 * A phone number or an e-mail address is no other site; nor is an address of the firm's own.
 */
import { describe, expect, it } from 'vitest'
import { editions } from '../../e2e/site-pages.ts'
import { primaryLanguage } from '../../src/content/languages.ts'
import { partnerViewPath } from '../../src/lib/paths.ts'
import { attr, byTag, type Element, elements, readPage, text } from './dist.ts'

/** What follows a link in its parent, up to the next element that is or holds a link. */
function nodesAfter(link: Element) {
  const siblings = link.parentNode?.childNodes ?? []
  const after = siblings.slice(siblings.indexOf(link) + 1)
  const end = after.findIndex((node) => 'tagName' in node && (node.tagName === 'a' || byTag(node, 'a').length > 0))
  return end < 0 ? after : after.slice(0, end)
}
const textAfter = (link: Element) =>
  nodesAfter(link)
    .map((node) => ('tagName' in node ? text(node) : 'value' in node ? node.value : ''))
    .join('')

describe.each(editions.map((language) => [language.content.locale.name, language] as const))(
  'links to other sites in %s',
  (_name, language) => {
    const { tag, languageNames } = language.content.locale
    const own = new URL(language.content.firm.siteUrl).origin
    // Every page of the language: its routes, its partners' views and its 404 page.
    const addresses = [
      ...language.pages.map((page) => page.path),
      ...language.content.partners.map((partner) => `${language.base}${partnerViewPath(partner.slug).slice(1)}`),
      `${language.base}404`,
    ]

    it.each(addresses)('%s: each has hreflang, and names a language other than the page’s', (address) => {
      const links = byTag(readPage(address).document, 'a').filter((link) => {
        const href = attr(link, 'href') ?? ''
        return /^https?:/.test(href) && new URL(href).origin !== own
      })
      expect(links.length, `${address} links to no other site: the footer does on every page`).toBeGreaterThan(0)
      for (const link of links) {
        const where = `${address}: ${attr(link, 'href')} ("${text(link)}")`
        const hreflang = attr(link, 'hreflang')
        expect(hreflang, `${where} has no hreflang`).toMatch(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/)
        const linked = primaryLanguage(hreflang ?? '')
        if (linked === primaryLanguage(tag)) continue
        const name = languageNames?.[linked as keyof typeof languageNames]
        expect(name, `${language.code}/locale.json → languageNames.${linked}`).toBeDefined()
        expect(`${text(link)} ${textAfter(link)}`, `${where} leads to a page in ${linked}`).toContain(name)
        // The name is in the page's language, marked so: the link's own words may be in another.
        const marked = [...elements(link), ...nodesAfter(link)].filter(
          (node): node is Element => 'tagName' in node && attr(node, 'lang') === tag && text(node).includes(name ?? ''),
        )
        expect(marked.length, `${where}: "${name}" marked lang="${tag}"`).toBeGreaterThan(0)
      }
    })
  },
)
