/**
 * Translations of the content (content/<code>/): which fields a language writes in its own words and
 * which it copies, what the check reports when a translation falls behind the site's own files, and
 * the specification's English words.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { content, contentKeys } from '~/content/collections.ts'
import { attributeText, fact, httpsUrl, isoDate, perLanguage, slug, specWords, text } from '~/content/fields.ts'
import type { Others } from '~/content/kind.ts'
import { type Locale, locale } from '~/content/kinds/locale.ts'
import { fieldLanguage, jsonSchemaOf, markProblems, specWordsProblems } from '~/content/schema-text.ts'
import { validateContent } from '~/content/site.ts'
import { translations } from '~/content/site-languages.ts'
import { alignTranslation, mergeTranslation, translationProblems } from '~/content/translation/merge.ts'
import { formatTextKey } from '~/content/translation/text-key.ts'
import { checkOwnContent, checkTranslationIn } from '~/content/validate.ts'

const root = path.resolve(import.meta.dirname, '..')
const contentDir = path.join(root, 'content')
const languageOf = (schema: z.ZodType) => fieldLanguage(jsonSchemaOf(schema))
/** The translations the site is published in: a draft just started may lack anything (its check only warns). */
const published = translations(root).filter((language) => language.published)

describe('which fields a translation writes in its own words', () => {
  it('translates prose and copies facts: addresses, dates, slugs, choices, numbers', () => {
    expect(languageOf(text)).toBe('translate')
    expect(languageOf(text.describe('a hint'))).toBe('translate')
    expect(languageOf(httpsUrl)).toBe('copy')
    expect(languageOf(isoDate)).toBe('copy')
    expect(languageOf(slug)).toBe('copy')
    expect(languageOf(z.enum(['a', 'b']))).toBe('copy')
    expect(languageOf(z.number())).toBe('copy')
    expect(languageOf(z.boolean())).toBe('copy')
  })

  it('follows what a schema declares: a name is a fact, an IRS link is written per language', () => {
    expect(languageOf(fact(text))).toBe('copy')
    expect(languageOf(fact(text).describe('a hint').optional())).toBe('copy')
    expect(languageOf(perLanguage(httpsUrl))).toBe('translate')
    expect(languageOf(specWords('Go Home'))).toBe('translate')
  })
})

describe('a translation set beside the site’s own file', () => {
  const schema = z.strictObject({
    name: fact(text),
    intro: text,
    link: httpsUrl,
    items: z.array(z.strictObject({ id: slug, date: isoDate, title: text })),
    lines: z.array(text),
  })
  const own = {
    name: 'Cedar Sound CPA Group',
    intro: 'We prepare returns.',
    link: 'https://www.example.com/',
    items: [
      { id: 'q4', date: '2027-01-15', title: 'Fourth payment' },
      { id: 'w2', date: '2027-02-01', title: 'W-2 forms' },
    ],
    lines: ['One', 'Two'],
  }
  const spanish = {
    name: 'Cedar Sound CPA Group',
    intro: 'Preparamos declaraciones.',
    link: 'https://www.example.com/',
    items: [
      { id: 'w2', date: '2027-02-01', title: 'Formularios W-2' },
      { id: 'q4', date: '2027-01-15', title: 'Cuarto pago' },
    ],
    lines: ['Uno', 'Dos'],
  }

  it('finds nothing when only the prose differs, whatever order the entries with ids are in', () => {
    expect(translationProblems(schema, own, spanish)).toEqual([])
  })

  it('names a fact that differs, with the value it must have', () => {
    const problems = translationProblems(schema, own, {
      ...spanish,
      name: 'Grupo Cedar Sound',
      link: 'https://x.example/',
    })
    expect(problems.map((problem) => problem.field)).toEqual(['name', 'link'])
    expect(problems[0]?.message).toContain('"Cedar Sound CPA Group"')
  })

  it('matches entries by id: a date that disagrees and an entry English no longer has are refused, one it lacks is not', () => {
    const items = [
      { id: 'q4', date: '2027-01-16', title: 'Cuarto pago' },
      { id: 'extra', date: '2027-03-01', title: 'Otro' },
    ]
    const problems = translationProblems(schema, own, { ...spanish, items })
    expect(problems).toEqual([
      expect.objectContaining({ field: 'items[0].date', message: expect.stringContaining('"2027-01-15"') }),
      expect.objectContaining({ field: 'items[1]', message: expect.stringContaining('"extra"') }),
    ])
  })

  it('refuses a list without ids longer than English’s, and nothing the translation lacks', () => {
    const { intro: _, ...withoutIntro } = spanish
    expect(translationProblems(schema, own, { ...withoutIntro, lines: ['Uno'] })).toEqual([])
    const problems = translationProblems(schema, own, { ...spanish, lines: ['Uno', 'Dos', 'Tres'] })
    // Each entry too many, by its place in the translation's list.
    expect(problems.map((problem) => problem.field)).toEqual(['lines[2]'])
  })
})

describe('a translation as its pages get it', () => {
  const schema = z.strictObject({
    name: fact(text),
    intro: text,
    title: attributeText(text),
    items: z.array(z.strictObject({ id: slug, date: isoDate, title: text, details: text.optional() })),
    lines: z.array(text),
  })
  const own = {
    name: 'Cedar Sound CPA Group',
    intro: 'We prepare returns.',
    title: 'Services',
    items: [
      { id: 'q4', date: '2027-01-15', title: 'Fourth payment' },
      { id: 'new', date: '2027-01-20', title: 'Added in English', details: 'Only in English so far.' },
      { id: 'w2', date: '2027-02-01', title: 'W-2 forms' },
    ],
    lines: ['One', 'Two', 'Three'],
  }
  const spanish = {
    intro: 'Preparamos declaraciones.',
    title: '   ',
    items: [
      { id: 'w2', date: '2027-02-01', title: 'Formularios W-2' },
      { id: 'q4', date: '2027-01-15', title: 'Cuarto pago' },
    ],
    lines: ['Uno', 'Dos'],
  }
  const { data, texts } = mergeTranslation(schema, own, spanish)

  it('is the site’s own file with the translation’s words where it has them, in the site’s order', () => {
    expect(data).toEqual({
      name: 'Cedar Sound CPA Group',
      intro: 'Preparamos declaraciones.',
      title: 'Services',
      items: [
        { id: 'q4', date: '2027-01-15', title: 'Cuarto pago' },
        { id: 'new', date: '2027-01-20', title: 'Added in English', details: 'Only in English so far.' },
        { id: 'w2', date: '2027-02-01', title: 'Formularios W-2' },
      ],
      lines: ['Uno', 'Dos', 'Three'],
    })
  })

  it('names each text by its id where its list has them, and which it lacks: an entry, a field, an empty value', () => {
    const lacking = texts.filter((text) => text.text === undefined)
    expect(lacking.map((text) => formatTextKey({ file: 'x.json', steps: text.steps }))).toEqual([
      'x.json → title',
      'x.json → items[id=new].title',
      'x.json → items[id=new].details',
      'x.json → lines[2]',
    ])
    expect(lacking[0]?.attribute).toBe(true)
    // One entry, for one note on the page: the new deadline's two texts.
    expect(lacking[1]?.entry).toBe(lacking[2]?.entry)
  })

  it('is laid out for the editor as the site’s own: its entries in that order, one with the facts for each it lacks', () => {
    expect(alignTranslation(schema, own, spanish)).toEqual({
      name: 'Cedar Sound CPA Group',
      intro: 'Preparamos declaraciones.',
      title: '   ',
      items: [
        { id: 'q4', date: '2027-01-15', title: 'Cuarto pago' },
        { id: 'new', date: '2027-01-20' },
        { id: 'w2', date: '2027-02-01', title: 'Formularios W-2' },
      ],
      lines: ['Uno', 'Dos'],
    })
  })
})

describe('a run of another language marked in a text', () => {
  const schema = z.strictObject({
    name: fact(text),
    intro: text,
    title: attributeText(text),
    items: z.array(z.strictObject({ title: text })),
  })
  const codes = ['en', 'es', 'ja']
  const fields = (problems: { field: string }[]) => problems.map((problem) => problem.field)

  it('is written [words]{lang=xx}, in any text but one that goes into an attribute or the head alone', () => {
    const marked = {
      name: 'Cedar Sound CPA Group',
      intro: 'Junta de Contabilidad ([Washington State Board of Accountancy]{lang=en}), [memo]{lang=en}',
      title: 'Servicios',
      items: [{ title: 'Fideicomisos ([estate]{lang=en})' }],
    }
    expect(markProblems(schema, marked, codes)).toEqual([])
    const problems = markProblems(
      schema,
      {
        ...marked,
        intro: 'La Junta [Board of Accountancy] {lang=en}',
        title: 'Fideicomisos ([estate]{lang=en})',
        items: [{ title: '[estate]{lang=english}' }, { title: '[estate]{lang=fr-CA}' }, { title: '[estate]{lang=xx}' }],
      },
      codes,
    )
    expect(fields(problems)).toEqual(['intro', 'title', 'items[0].title', 'items[1].title', 'items[2].title'])
    expect(problems[0]?.message).toContain('[words]{lang=xx}')
    expect(problems[1]?.message).toContain('attribute')
    expect(problems[4]?.message).toContain('"xx" is not one of the codes a mark may name (en, es, ja)')
  })

  it('is not a difference of facts: a fact marked in a translation is the same fact', () => {
    const own = { name: 'Cedar Sound CPA Group', intro: 'We prepare returns.', title: 'Services', items: [] }
    const spanish = { ...own, name: '[Cedar Sound CPA Group]{lang=en}', intro: 'Preparamos declaraciones.' }
    expect(translationProblems(schema, own, spanish)).toEqual([])
    expect(fields(translationProblems(schema, own, { ...spanish, name: '[Cedar Sound]{lang=en} CPA' }))).toEqual([
      'name',
    ])
  })

  it('is checked in every language’s files, a warning naming the language’s file and field: the page shows its characters', () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'marks-'))
    try {
      cpSync(contentDir, path.join(copy, 'content'), { recursive: true })
      const [code] = translations(root).map((language) => language.folder)
      if (!code) return
      const file = path.join(copy, 'content', code, 'services.json')
      const services = JSON.parse(readFileSync(file, 'utf8')) as { title: string }[]
      const first = services[0] as { title: string }
      first.title = `[${first.title}]{lang=english}`
      writeFileSync(file, JSON.stringify(services))
      const contentCopy = path.join(copy, 'content')
      const report = checkTranslationIn(contentCopy, checkOwnContent(contentCopy).raw, code)
      expect(report.problems).toEqual([])
      expect(report.warnings).toEqual(
        expect.arrayContaining([
          {
            file: `${code}/services.json`,
            field: '[0].title',
            message: expect.stringMatching(/not written as \[words\]\{lang=xx\}/),
          },
        ]),
      )
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  })
})

describe('the specification’s words', () => {
  const schema = z.strictObject({ heading: specWords('404 Page Not Found'), title: specWords('Partner', 'Senior') })

  it('must be written as the specification gives them in the site’s own language', () => {
    expect(specWordsProblems(schema, { heading: '404 Page Not Found', title: 'Senior' })).toEqual([])
    const problems = specWordsProblems(schema, { heading: 'Page not found', title: 'Junior' })
    expect(problems.map((problem) => problem.field)).toEqual(['heading', 'title'])
    expect(problems[0]?.message).toContain('"404 Page Not Found"')
  })

  it('hold the site’s own files to them, and not a translation', () => {
    const folders = published.map((language) => language.folder)
    const own = validateContent(root)
    for (const key of contentKeys) expect(specWordsProblems(content[key].schema, own[key]), key).toEqual([])
    for (const code of folders) expect(() => validateContent(root, code), code).not.toThrow()
  })
})

describe('the check of every translation the editions’ list names', () => {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'translations-'))
  afterAll(() => rmSync(copy, { recursive: true, force: true }))
  cpSync(contentDir, path.join(copy, 'content'), { recursive: true })
  const folders = published.map((language) => language.folder)
  const [first] = folders

  it('passes for each published translation', () => {
    for (const code of folders) expect(() => validateContent(root, code), code).not.toThrow()
  })

  it.runIf(first)(
    'warns, naming the language, file and field, of a date that disagrees and of a deadline English no longer has, and shows English’s',
    () => {
      const file = path.join(copy, 'content', first as string, 'deadlines.json')
      const list = JSON.parse(readFileSync(file, 'utf8')) as { deadlines: { id: string; date: string }[] }
      const last = list.deadlines.at(-1)
      if (!last || list.deadlines.length < 3) throw new Error('the demo list has fewer than three deadlines')
      // The last deadline a weekday later, so the list stays in order and the kind's own checks pass.
      const own = last.date
      const later = new Date(`${own}T12:00:00Z`)
      do later.setUTCDate(later.getUTCDate() + 1)
      while (later.getUTCDay() === 0 || later.getUTCDay() === 6)
      last.date = later.toISOString().slice(0, 10)
      list.deadlines.push({ ...last, id: 'removed-in-english' })
      writeFileSync(file, JSON.stringify(list))
      const contentCopy = path.join(copy, 'content')
      const report = checkTranslationIn(contentCopy, checkOwnContent(contentCopy).raw, first as string)
      const lastIndex = list.deadlines.findIndex((one) => one.id === last.id)
      expect(report.problems).toEqual([])
      expect(report.content?.deadlines.deadlines?.find((one) => one.id === last.id)?.date).toBe(own)
      expect(report.content?.deadlines.deadlines?.some((one) => one.id === 'removed-in-english')).toBe(false)
      expect(report.warnings).toEqual(
        expect.arrayContaining([
          {
            file: `${first}/deadlines.json`,
            field: `deadlines[${lastIndex}].date`,
            message: expect.stringContaining(own),
          },
          {
            file: `${first}/deadlines.json`,
            field: `deadlines[${list.deadlines.length - 1}]`,
            message: expect.stringContaining('removed-in-english'),
          },
        ]),
      )
    },
  )
})

describe('the words a translation adds to its pages (locale.json): its notice, and beside a link to a page in another language', () => {
  const check = (data: Locale, own = false) => locale.check?.(data, { own } as Others) ?? []

  it('are written by every published language but English', () => {
    expect(check(validateContent(root).locale, true)).toEqual([])
    for (const { folder } of published) {
      const own = validateContent(root, folder).locale
      expect(check(own), folder).toEqual([])
      const { otherLanguageLink: _, ...rest } = own
      expect(
        check(rest).map((problem) => problem.field),
        folder,
      ).toEqual(['otherLanguageLink'])
      const { translated: __, ...noNotice } = own
      expect(
        check(noNotice).map((problem) => problem.field),
        folder,
      ).toEqual(['translated'])
    }
  })
})
