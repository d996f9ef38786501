/**
 * Every part of a translated page speaks the page's language, or says which it speaks (WCAG 3.1.2,
 * Language of Parts, which the accessibility statement claims): on every page of every published
 * translation as prerendered, the text a reader gets outside an element whose `lang` is English
 * (the visible text, the tab title, the description and the share tags' titles and descriptions,
 * the alt texts, the names given by `aria-label` and `title`) holds none of
 *
 * - English prose of the site's own content: any run of MIN_WORDS words of one of its prose fields
 *   (the fields a translation writes anew, src/content/schema-text.ts), the facts it copies (the
 *   firm's name, people's names, the address) taken out first: those are names, which WCAG leaves
 *   unmarked;
 * - an English month or weekday name (content/locale.json);
 * - an English name of a language (englishLanguageNames);
 * - a run that the language's own content marks as English somewhere (`[words]{lang=en}`,
 *   src/content/runs.ts) left unmarked elsewhere, in an attribute or the head included, where a
 *   mark cannot go;
 *
 * and no mark shows as it is written. Each language's names and words are read from its content.
 */
import { describe, expect, it } from 'vitest'
import { editions, inLanguage, type SiteLanguage, siteLanguages } from '../../e2e/site-pages.ts'
import { contentKeys, content as kinds } from '../../src/content/collections.ts'
import type { Kind } from '../../src/content/kind.ts'
import { plainText, RUN } from '../../src/content/runs.ts'
import { textFields } from '../../src/content/schema-text.ts'
import { partnerViewPath } from '../../src/lib/paths.ts'
import { attr, type BuiltPage, byTag, type Element, elements, langAt, meta, only, readPage, text } from './dist.ts'

const own = siteLanguages[0] as SiteLanguage

/**
 * The fewest words of English prose that count as a leak. One word is too few: a brand (Xero,
 * Lighthouse), an acronym (IRS, CPA, B&O) or a form's number ("Form 1040") is written the same in
 * every language, and WCAG asks no mark for a proper name or a technical term. Two are too few as
 * well: a place or a product is often two words ("King County", "QuickBooks Online"). From three
 * words on, a run of the English content is its prose: a sentence, a title, an agency's name.
 */
const MIN_WORDS = 3

/** The English names of languages, as the site's own language names them (content/locale.json, `languageNames`). */
const englishLanguageNames = (): { code: string; name: string }[] =>
  Object.entries(own.names).map(([code, name]) => ({ code, name }))

/**
 * A word of a Latin script (English, Spanish, Vietnamese): letters, marks or digits, with the
 * apostrophes, hyphens and ampersands inside it ("Where's", "B&O"). Any other script ends it, so
 * "Consortiumが公開する" is the word "Consortium".
 */
const WORD = /[\p{Script=Latin}\p{N}](?:[\p{Script=Latin}\p{M}\p{N}'’&-]*[\p{Script=Latin}\p{M}\p{N}])?/gu
/** What ends a run of words: anything but the words and the spaces between them (punctuation, another script). */
const BREAK = /[^\p{Script=Latin}\p{M}\p{N}'’&\s-]+/u
/** The runs of words of a text, each broken where its punctuation is: "IRS Publication 509, Tax Calendars" → two. */
const wordRuns = (text: string): string[][] =>
  text
    .split(BREAK)
    .map((part) => part.match(WORD) ?? [])
    .filter((words) => words.length > 0)
/**
 * The stretches of a text's runs of words that are English prose: every MIN_WORDS words in a row
 * that the site's own prose has too, those that overlap joined into one.
 */
function englishStretches(runs: readonly string[][]): string[] {
  return runs.flatMap((words) => {
    const english = words.map(() => false)
    for (let start = 0; start + MIN_WORDS <= words.length; start++) {
      const some = words.slice(start, start + MIN_WORDS).join(' ')
      if (englishProse.has(some.toLowerCase())) english.fill(true, start, start + MIN_WORDS)
    }
    // Each stretch of words found English, as the page writes them.
    return words
      .map((word, index) => (english[index] ? word : '\n'))
      .join(' ')
      .split(/ ?\n ?/)
      .filter(Boolean)
  })
}

/** Every `size` words in a row of the runs, each as one string. */
const nGrams = (runs: readonly string[][], size: number) =>
  runs.flatMap((words) =>
    words.slice(0, Math.max(0, words.length - size + 1)).map((_, index) => words.slice(index, index + size).join(' ')),
  )

/** Every string of a language's content with how a translation treats its field, kind by kind. */
const textsOf = (language: SiteLanguage) =>
  contentKeys.flatMap((key) => {
    const kind: Kind = kinds[key]
    return kind.shared ? [] : textFields(kind.schema, language.content[key])
  })

const ownTexts = textsOf(own)
/**
 * The facts a translation copies that are names (the firm's, people's, the address's parts: a
 * capitalised word or several words), longest first: each is taken out of the prose whole.
 */
const facts = [...new Set(ownTexts.filter((field) => field.language === 'copy').map((field) => field.text))]
  .filter((fact) => /\s/.test(fact) || /^\p{Lu}\p{L}{2,}$/u.test(fact))
  .sort((a, b) => b.length - a.length)
/** A prose text without the facts it names and the placeholders of a pattern ({title}, {firm}). */
const withoutFacts = (text: string) =>
  facts.reduce((rest, fact) => rest.replace(wordsPattern(fact, 'g'), ' | '), plainText(text)).replace(/\{\w+\}/g, ' | ')
/** Every MIN_WORDS words in a row of the site's own prose, in lower case. */
const englishProse = new Set(
  ownTexts
    .filter((field) => field.language === 'translate')
    .flatMap((field) => nGrams(wordRuns(withoutFacts(field.text)), MIN_WORDS))
    .map((words) => words.toLowerCase()),
)
const { months, weekdays } = own.content.locale
const isEnglish = (tag: string | undefined) => tag?.split('-')[0] === 'en'

/** What a reader gets of a page, each part named by where it is, with the `lang` it is in. */
interface Part {
  place: string
  text: string
  lang: string | undefined
}

/** Elements whose text runs on into their neighbour's; any other element ends a run of words. */
const inline = new Set(['a', 'abbr', 'b', 'bdi', 'cite', 'code', 'em', 'i', 'q', 'small', 'span', 'strong', 'time'])
const unread = new Set(['script', 'style', 'template', 'noscript'])

/** The visible text of the body, in pieces: each as long as a run of words goes on, with its language. */
function textParts(body: Element): Part[] {
  const parts: Part[] = []
  let current: Part | undefined
  const end = () => {
    if (current?.text.trim()) parts.push({ ...current, text: current.text.replace(/\s+/g, ' ').trim() })
    current = undefined
  }
  const walk = (element: Element) => {
    for (const child of element.childNodes) {
      if ('tagName' in child) {
        if (unread.has(child.tagName)) continue
        const breaks = !inline.has(child.tagName) || attr(child, 'lang') !== undefined
        if (breaks) end()
        walk(child)
        if (breaks) end()
      } else if (child.nodeName === '#text') {
        const lang = langAt(element)
        if (current && current.lang !== lang) end()
        current ??= { place: 'text', text: '', lang }
        current.text += 'value' in child ? child.value : ''
      }
    }
  }
  walk(body)
  end()
  return parts
}

/** Every part of a page a reader gets: its text, tab title, head tags, alt texts and accessible names. */
function partsOf(page: BuiltPage): Part[] {
  const html = only(page.document, 'html')
  const headTags = ['description', 'og:title', 'og:description', 'twitter:title', 'twitter:description']
  const imageAlts = ['og:image:alt', 'twitter:image:alt']
  return [
    ...byTag(page.document, 'title').map((title) => ({ place: '<title>', text: text(title), lang: langAt(title) })),
    ...[...headTags, ...imageAlts].flatMap((key) =>
      meta(page, key).map((content) => ({ place: `<meta ${key}>`, text: content ?? '', lang: attr(html, 'lang') })),
    ),
    ...textParts(only(page.document, 'body')),
    ...elements(page.document).flatMap((element) =>
      ['alt', 'aria-label', 'title'].flatMap((name) => {
        const value = attr(element, name)
        return value ? [{ place: `<${element.tagName} ${name}>`, text: value, lang: langAt(element) }] : []
      }),
    ),
  ]
}

/** The runs a language's content marks as English: its glosses, agencies and titles. */
const markedEnglish = (language: SiteLanguage) =>
  new Set(
    textsOf(language).flatMap((field) =>
      [...field.text.matchAll(new RegExp(RUN.source, 'g'))].flatMap(([, words = '', code]) =>
        code === 'en' ? [words.replace(/\s+/g, ' ').trim()] : [],
      ),
    ),
  )

/** A pattern that finds `words` as words of their own (WORD's), not inside a longer word. */
function wordsPattern(words: string, flags = ''): RegExp {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const letter = '[\\p{Script=Latin}\\p{M}\\p{N}]'
  return new RegExp(`(?<!${letter})${escaped}(?!${letter})`, `u${flags}`)
}
/** Whether `words` are in `text` as words of their own. */
const hasWords = (text: string, words: string) => wordsPattern(words).test(text)

/** What in a part is English the page does not mark: each finding names the place and the words. */
function englishIn(
  part: Part,
  page: { path: string; lang: string | undefined },
  marked: ReadonlySet<string>,
): string[] {
  if (isEnglish(part.lang)) return []
  const found: string[] = []
  const say = (what: string, words: string) => found.push(`${part.place}: ${what} "${words}" in "${part.text}"`)
  const runs = wordRuns(part.text)
  for (const words of englishStretches(runs)) say('English prose', words)
  const words = new Set(runs.flat())
  for (const name of [...months, ...weekdays]) if (words.has(name)) say('an English month or weekday', name)
  for (const { code, name } of englishLanguageNames()) {
    // A language's name marked as in that language itself is its own name (Tagalog is "Tagalog").
    const itself = part.lang !== page.lang && part.lang?.split('-')[0] === code.split('-')[0]
    if (itself || !hasWords(part.text, name)) continue
    say('an English language name', name)
  }
  for (const run of marked) if (hasWords(part.text, run)) say('words marked English elsewhere', run)
  return found
}

/** Every page of a translation: its pages, each partner's view of the team page, and its 404 page. */
const pagesOf = (language: SiteLanguage) =>
  [
    ...own.pages.map((page) => page.path),
    ...own.content.partners.map((partner) => partnerViewPath(partner.slug)),
    '/404',
  ].map((path) => ({ path, address: inLanguage(language, path) }))

describe.each(editions.map((language) => [language.content.locale.name, language] as const))(
  'every part of every page in %s speaks its language',
  (_name, language) => {
    const marked = markedEnglish(language)

    it.each(pagesOf(language))('$address', ({ path, address }) => {
      const page = readPage(address)
      const parts = partsOf(page)
      expect(parts.length, `${address}: text found`).toBeGreaterThan(10)
      expect(
        parts.filter((part) => /\]\s*\{\s*lang\b/.test(part.text)).map((part) => `${part.place}: "${part.text}"`),
        `${address}: a mark of the content shown as written`,
      ).toEqual([])
      const lang = langAt(only(page.document, 'html'))
      expect(
        parts.flatMap((part) => englishIn(part, { path, lang }, marked)),
        `${address}: English not marked`,
      ).toEqual([])
    })
  },
)
