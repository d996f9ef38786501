/**
 * What each published translation's pages and feed say of the English they follow, as prerendered
 * from the test content (scripts/test-content.ts): a deadline and a notice staff added to the English
 * files alone are published in every edition at once, in English, marked English, with the note in
 * the page's language saying they are not translated yet, on its calendar, its home page and in its
 * feed; and a text whose English changed since it was translated (one of each kind: a rule's title,
 * the copyright line, a pattern of the calendar's page, a summary at its length limit) is marked where
 * a page shows it, in the translation's own words, and the page's translation notice then has its
 * sentence saying the English page has changed.
 * Expected words come from content (src/content/site.ts, the same load the build makes).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { editions, inLanguage, site } from '../../e2e/site-pages.ts'
import { ENGLISH_ONLY } from '../../scripts/english-only.ts'
import { languages } from '../../src/content/languages.ts'
import { fillPattern } from '../../src/content/pattern.ts'
import { plainText } from '../../src/content/runs.ts'
import { DEADLINES_FEED_PATH } from '../../src/lib/paths.ts'
import { attr, byTag, client, type Element, elements, langAt, readPage, text } from './dist.ts'

const own = site.own.content
if (!own) throw new Error('the site’s own content does not load')
const englishDeadline = own.deadlines.deadlines?.find((deadline) => deadline.id === ENGLISH_ONLY.deadline)
const englishNotice = own.notices.notices?.find((notice) => notice.id === ENGLISH_ONLY.notice)

/** The elements that show a text in English because the translation lacks it, with the note after. */
const untranslatedNotes = (root: Element | ReturnType<typeof readPage>['document']) =>
  elements(root as Element, (element) => attr(element, 'class') === 'untranslated')

/** The words of an element in the page's language: a part marked as another (lang) is left out. */
function ownWords(node: Element, tag: string): string {
  return node.childNodes
    .map((child) => {
      if (!('tagName' in child)) return 'value' in child ? String(child.value) : ''
      const lang = attr(child, 'lang')
      return lang && lang !== tag ? ' ' : ownWords(child, tag)
    })
    .join('')
}

/** The English run a note follows: its element just before it. */
function runBefore(note: Element): Element | undefined {
  const siblings = (note.parentNode?.childNodes ?? []).filter((node): node is Element => 'tagName' in node)
  return siblings[siblings.indexOf(note) - 1]
}

describe.each(editions.map((language) => [language.name, language] as const))('the %s edition', (_name, language) => {
  const translation = site.translations.find((one) => one.language.folder === language.folder)
  const note = language.content.locale.translated?.untranslated ?? ''

  it.each([
    ['its calendar', '/resources/deadlines/'],
    ['its home page', '/'],
  ])('shows the deadline and the notice added in English alone on %s, in English, with its note', (_page, address) => {
    expect(englishDeadline, `the test content's English deadline ${ENGLISH_ONLY.deadline}`).toBeDefined()
    expect(englishNotice, `the test content's English notice ${ENGLISH_ONLY.notice}`).toBeDefined()
    const { document } = readPage(inLanguage(language, address))
    for (const words of [englishDeadline?.title, englishNotice?.title]) {
      const shown = elements(document, (element) => element.tagName === 'span' && text(element) === words)
      expect(shown.length, `${address}: “${words}”`).toBeGreaterThan(0)
      for (const element of shown) {
        expect(langAt(element), `${address}: “${words}”`).toBe('en')
        const after = untranslatedNotes(element.parentNode as Element)
        expect(after.map(text), `${address}: the note after “${words}”`).toEqual([note])
      }
    }
    expect(note.trim()).not.toBe('')
  })

  it('lists the deadline added in English alone in its feed, in English, saying so', () => {
    const feed = readFileSync(path.join(client, inLanguage(language, DEADLINES_FEED_PATH)), 'utf8')
    const event = new ICAL.Component(ICAL.parse(feed))
      .getAllSubcomponents('vevent')
      .find((one) =>
        String(one.getFirstPropertyValue('uid')).startsWith(`${ENGLISH_ONLY.deadline}-${language.folder}@`),
      )
    expect(event, `the feed's event for ${ENGLISH_ONLY.deadline}`).toBeDefined()
    const summary = event?.getFirstProperty('summary')
    expect(summary?.getFirstValue()).toBe(englishDeadline?.title)
    expect(summary?.getParameter('language')).toBe('en')
    expect(String(event?.getFirstPropertyValue('description')).split('\n')[0]).toBe(note)
  })

  it('puts a note only after a text shown in English, in the page’s language', () => {
    for (const page of language.pages) {
      for (const shown of untranslatedNotes(readPage(page.path).document)) {
        expect(text(shown), page.path).toBe(note)
        expect(langAt(shown), page.path).toBe(language.content.locale.tag)
        const run = runBefore(shown)
        expect(run && attr(run, 'lang'), `${page.path}: the English before “${text(shown)}”`).toBe('en')
      }
    }
  })

  it('lists each text reworded in English alone as behind it, one of each kind, the check passing (scripts/test-content.ts)', () => {
    const behind = (translation?.texts ?? []).filter((one) => one.state === 'behind').map((one) => one.key)
    const [rule] = language.content.deadlines.rules
    const [service] = language.content.services
    expect(behind.sort()).toEqual(
      [
        `deadlines.json → rules[id=${rule?.id}].title`,
        'site.json → footer.copyright',
        'pages/deadlines.json → moved',
        `services.json → [slug=${service?.slug}].summary`,
      ].sort(),
    )
    expect(translation?.problems).toEqual([])
  })

  it('marks a text behind its English where a page shows it, in its own words, and says so in the page’s notice', () => {
    const behind = (translation?.texts ?? []).filter((one) => one.state === 'behind')
    // What a page shows of each: its words, a pattern's with anything where its placeholders are.
    const shown = behind.map((one) => {
      // As text() reads a page: its spaces (an ideographic one among them) as one.
      const words = plainText(one.text ?? '')
        .replace(/\s+/g, ' ')
        .trim()
      const parts = words.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      return { key: one.key, pattern: new RegExp(`^${parts.join('.+?')}$`, 's') }
    })
    const marked = new Set<string>()
    for (const page of language.pages) {
      const { document } = readPage(page.path)
      // The notice's sentence is on every page; the stylesheet shows it where the page marks a text.
      const sentences = byTag(document, 'strong', { 'data-behind-note': true })
      expect(sentences.map(text), page.path).toEqual([plainText(language.content.locale.translated?.behind ?? '')])
      for (const element of byTag(document, 'span', { 'data-behind': true })) {
        const found = shown.find(({ pattern }) => pattern.test(text(element)))
        expect(
          found,
          `${page.path}: “${text(element)}” is a text behind its English, in this translation's words`,
        ).toBeDefined()
        if (found) marked.add(found.key)
      }
    }
    // Each is marked where a page shows it: the footer on every page, the calendar, the home page's services.
    expect([...marked].sort()).toEqual(shown.map((one) => one.key).sort())
  })

  it('writes its lists and brackets with its own marks, as its locale.json gives them', () => {
    const { joins } = language.content.locale
    const audiences = language.content['pages/deadlines'].filter.audiences
    const { document } = readPage(inLanguage(language, '/resources/deadlines/'))
    // A deadline for two groups or more: its line names them joined by the language's separator.
    const shared = elements(document, (element) => (attr(element, 'data-for') ?? '').includes(' '))
    expect(shared.length, 'a deadline concerns two groups').toBeGreaterThan(0)
    for (const item of shared.slice(0, 3)) {
      const [first = '', second = ''] = (attr(item, 'data-for') ?? '').split(' ')
      const names = [first, second].map((group) => plainText(audiences[group as keyof typeof audiences] ?? ''))
      const line = byTag(item, 'p').at(-1)
      expect(line && text(line)).toContain(fillPattern(joins.separator, { a: names[0], b: names[1] }))
    }
    // A separator the language does not use is in none of its pages' own words (English shown is English's).
    if (!JSON.stringify(joins).includes(' · ')) {
      for (const page of language.pages) {
        const [main] = byTag(readPage(page.path).document, 'main')
        expect(main && ownWords(main, language.content.locale.tag), page.path).not.toContain(' · ')
      }
    }
    // The contact page names each language it serves beside its own name for itself, in the language's brackets.
    const contact = readPage(inLanguage(language, '/contact/')).document
    const people = [...language.content.partners, ...language.content.associates]
    for (const code of new Set(people.flatMap((one) => one.languages ?? []))) {
      const name = language.content.locale.languageNames[code]
      const { autonym } = languages[code]
      if (!name || name.toLowerCase() === autonym.toLowerCase()) continue
      expect(text(contact)).toContain(fillPattern(joins.withAutonym, { name, autonym }))
    }
  })

  it('says on its contact page who speaks each language the office serves, in what role, and where advice is in English', () => {
    const words = language.content['pages/contact'].languages
    const { partners, associates, site: siteWords } = language.content
    const people = [
      ...partners.map((partner) => ({
        person: partner,
        title: partner.ownTitle ?? siteWords.partnerTitles[partner.title],
      })),
      ...associates.map((associate) => ({ person: associate, title: associate.title })),
    ]
    const contact = text(readPage(inLanguage(language, '/contact/')).document)
    for (const code of new Set(people.flatMap(({ person }) => person.languages ?? []))) {
      const speakers = people.filter(({ person }) => person.languages?.includes(code))
      for (const { person, title } of speakers) {
        const line = fillPattern(words.person, {
          name: person.name,
          title: plainText(title),
          role: plainText(person.languageRole ?? ''),
        })
        expect(contact, `${code}: ${person.name}`).toContain(line.replace(/\s+/g, ' '))
      }
    }
    // Said wherever no speaker gives advice in the language: once for each such language.
    const advisedIn = new Set(
      people.filter(({ person }) => person.advisesInLanguages).flatMap(({ person }) => person.languages ?? []),
    )
    const served = new Set(people.flatMap(({ person }) => person.languages ?? []))
    const inEnglish = [...served].filter((code) => !advisedIn.has(code)).length
    expect(contact.split(plainText(words.adviceInEnglish)).length - 1).toBe(inEnglish)
  })
})
