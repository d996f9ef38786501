/**
 * content/locale.json: the language the site is written in, and how it writes a date. Every date,
 * month and weekday a visitor sees is written from this table (src/content/dates.ts), by hand rather
 * than with Intl.DateTimeFormat, whose output differs between Node and browsers (a hydration
 * mismatch) and whose first use loads the browser's locale data (tens of milliseconds of a slowed
 * phone's hydration). The server and the browser so write exactly the same string.
 */
import { z } from 'zod'
import type { ShownOf } from '../fields.ts'
import { perLanguage, plain, writingPattern } from '../fields.ts'
import { defineKind, type Others } from '../kind.ts'
import { type LanguageCode, languageCodes, languages } from '../languages.ts'
import type { FieldProblem } from '../problems.ts'
import { confirmationSchema } from '../translation/drift.ts'
import { termSchema } from '../translation/termbase.ts'

/** What a date pattern may name. */
export const datePlaceholders = ['weekday', 'day', 'month', 'monthNumber', 'year'] as const

const datePattern = (required: readonly string[], example: string) =>
  writingPattern(datePlaceholders, required, example)

export const localeSchema = z.strictObject({
  tag: perLanguage(
    z
      .string()
      .regex(/^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-[A-Z]{2})?$/, 'must be a BCP 47 language tag such as "en-US" or "es"'),
  ).meta({
    title: 'Language tag',
    description: 'The language of the pages, for browsers, screen readers and search engines (BCP 47), e.g. en-US',
  }),
  name: plain.meta({
    title: 'Name of the language',
    description: 'As its own speakers write it, e.g. "English", "Español": how a link to this edition reads',
  }),
  languagesLabel: plain.meta({
    title: 'Label of the language links',
    description: 'Names the links to the same page in the other languages, for screen readers, e.g. "Languages"',
  }),
  translated: perLanguage(
    z.strictObject({
      notice: plain.meta({
        title: 'Notice',
        description: 'That the page is translated from English and that the English page governs where they differ',
      }),
      englishLink: plain.meta({ title: 'Link to the English page', description: 'Written in this language' }),
      behind: plain.meta({
        title: 'When the English has changed',
        description:
          'Added to the notice on a page that shows a text whose English has changed since it was translated, e.g. "The English page has changed since this translation."',
      }),
      untranslated: plain.meta({
        title: 'Not yet translated',
        description:
          'Shown after a text that is not yet translated, which the page shows in English, in this language with its own brackets, e.g. “(in English: not yet translated)”',
      }),
    }),
  )
    .optional()
    .meta({
      'x-required-in-translations': true,
      title: 'Translation notice',
      description: 'Shown on every page of a translation (required there); the site’s own language has none',
    }),
  months: z.array(plain).length(12, 'needs the twelve months, January first').meta({ title: 'Months' }),
  weekdays: z.array(plain).length(7, 'needs the seven days, Sunday first').meta({ title: 'Days of the week' }),
  formats: z
    .strictObject({
      date: datePattern(['day', 'year'], '{month} {day}, {year}'),
      weekdayDate: datePattern(['weekday', 'day', 'year'], '{weekday}, {month} {day}, {year}'),
      weekdayDayMonth: datePattern(['weekday', 'day'], '{weekday}, {month} {day}'),
      monthYear: datePattern(['year'], '{month} {year}'),
    })
    .meta({ title: 'How dates are written' }),
  labelled: writingPattern(['label', 'value'], ['label', 'value'], '{label}: {value}').meta({
    title: 'A label and its value',
    description: 'e.g. "{label}: {value}" for "Last reviewed: November 24, 2026"',
  }),
  languageNames: perLanguage(
    z.strictObject({
      en: plain.meta({ title: 'English' }),
      ...(Object.fromEntries(
        languageCodes.map((code) => [code, plain.meta({ title: languages[code].name })]),
      ) as Record<LanguageCode, typeof plain>),
    }),
  ).meta({
    title: 'Names of languages',
    description:
      'How this language names each language the site is in or people here speak, by code, e.g. "Spanish" in English and "スペイン語" in Japanese for es: the contact page, the people’s profiles, the structured data and the words beside a link to a page in another language use these',
  }),
  ogLocale: perLanguage(
    z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, 'must be an Open Graph locale such as "en_US" or "es_LA"'),
  ).meta({
    title: 'Open Graph locale',
    description:
      'The language and territory a shared link is labelled with, from Facebook’s list of locales: the firm’s territory (en_US) where the list has it for this language, else the list’s general one (es_LA, vi_VN, ja_JP)',
  }),
  otherLanguageLink: perLanguage(
    writingPattern(['text', 'language', 'newTab'], ['text', 'language'], '{text} (en {language}{newTab})').meta({
      title: 'A link to a page in another language',
      description:
        'How a link to another site’s page that is not in this language says so: {text} is the link’s words, {language} the name of that language from “Names of languages”, and {newTab} where a link that opens a new tab says so to screen readers, in the same brackets, e.g. "{text} (en {language}{newTab})" for “Publicación 509 del IRS (en inglés)”. Required in every language but English',
    }),
  )
    .optional()
    .meta({ 'x-required-in-translations': true }),
  newTabInLink: perLanguage(
    plain.optional().meta({
      title: 'A new tab, in a link’s note',
      description:
        'What screen readers hear at {newTab} of “A link to a page in another language”, e.g. "; se abre en una pestaña nueva"',
    }),
  ),
  terms: perLanguage(z.array(termSchema)).optional().meta({
    title: 'Termbase',
    description:
      'The terms this translation uses for the concepts that matter most to a client, and the terms it must not use: the check fails a published translation that uses a rejected term (CONTENT.md, “The termbase”)',
  }),
  confirmed: perLanguage(z.array(confirmationSchema)).optional().meta({
    title: 'Translations that still hold',
    description:
      'A text whose English changed, which a translator confirms is still right (a typo fixed in English): add one and choose the text from the list (CONTENT.md, “When the English changes”)',
  }),
  joins: z
    .strictObject({
      and: z
        .strictObject({
          between: writingPattern(['a', 'b'], ['a', 'b'], '{a}, {b}').meta({ title: 'Between two names of several' }),
          last: writingPattern(['a', 'b'], ['a', 'b'], '{a} and {b}').meta({ title: 'Before the last name' }),
        })
        .meta({
          title: 'Names listed together',
          description:
            'e.g. “Spanish and Vietnamese”, “King, Pierce and Snohomish” (a person’s languages, a postponement’s counties)',
        }),
      separator: writingPattern(['a', 'b'], ['a', 'b'], '{a} · {b}').meta({
        title: 'Between items of a line',
        description: 'e.g. “Individuals · Businesses” (whom a deadline concerns), the IRS’s pages side by side',
      }),
      space: writingPattern(['a', 'b'], ['a', 'b'], '{a} {b}').meta({
        title: 'Between two sentences or a sentence and a link',
        description: 'A space in most languages; none in Japanese',
      }),
      withAutonym: writingPattern(['name', 'autonym'], ['name', 'autonym'], '{name} ({autonym})').meta({
        title: 'A language named, with its own name',
        description: 'e.g. “Spanish (español)”, “スペイン語（español）”',
      }),
    })
    .meta({
      title: 'How parts of a text are joined',
      description: 'The punctuation the pages put between names, items and sentences, in this language',
    }),
  address: writingPattern(
    ['street', 'suite', 'city', 'region', 'postalCode'],
    ['street', 'city', 'region', 'postalCode'],
    '{street}, {suite}\\n{city}, {region} {postalCode}',
  ).meta({
    title: 'How the office’s address is written',
    description:
      'One line of the envelope per line; on one line (the footer) the lines are joined by commas. A missing suite is left out with its comma',
    'x-cms-widget': 'text',
  }),
})

/**
 * A language other than the site's own shows its notice on every page (`translated`), and links
 * pages in English (and the IRS's in the languages people here speak): it says how such a link
 * reads, with the names of `languageNames`.
 */
function translationWordsProblems(data: Locale, { own }: Others): FieldProblem[] {
  if (own) return []
  return [
    ...(data.translated ? [] : [{ field: 'translated', message: 'is missing: every page of a translation shows it' }]),
    ...(data.otherLanguageLink
      ? []
      : [
          {
            field: 'otherLanguageLink',
            message: 'is missing: the pages say so beside a link to a page in another language',
          },
        ]),
    ...(data.otherLanguageLink?.includes('{newTab}') && !data.newTabInLink
      ? [{ field: 'newTabInLink', message: 'is missing: “A link to a page in another language” names {newTab}' }]
      : []),
  ]
}

export const locale = defineKind({
  schema: localeSchema,
  languageSettings: { bookkeeping: ['terms', 'confirmed'] },
  check: translationWordsProblems,
  // Every page writes its language in <html lang> and its social preview, the address in its
  // footer, and labels beside their values; only pages that show a date need the date table. The
  // language links and a translation's notice are markup of the prerendered page (LanguageLinks.tsx).
  summary: ['tag', 'address', 'labelled'],
  views: {
    /** The date table alone, for the pages that write dates (src/content/dates.ts). */
    dates: ({ months, weekdays, formats }: Locale) => ({ months, weekdays, formats }),
    /** The words of the language links and of a translation's notice, for the prerendered markup alone. */
    links: (data: Locale) => ({
      languagesLabel: data.languagesLabel,
      translated: data.translated,
      space: data.joins.space,
    }),
    /**
     * What a link to another site's page in another language adds to its words (LinkText.tsx): the
     * pattern and the name of English, the language of nearly every page the site links to, with
     * this language's tag to compare and mark them. A link to a page in a third language gets its
     * name from its caller (the contact page's links to the IRS in each language people speak),
     * so every page's code does not carry the names of every language. The site's own language
     * has no pattern, and its links add nothing.
     */
    'link-words': (data: Locale) => ({
      tag: data.tag,
      pattern: data.otherLanguageLink,
      english: data.otherLanguageLink ? data.languageNames.en : undefined,
      newTab: data.newTabInLink,
      space: data.joins.space,
    }),
    /** How this language joins names, items and sentences, for the pages that show them. */
    joins: (data: Locale) => data.joins,
  },
  editor: { group: 'settings', label: 'Language and dates' },
})

export type Locale = ShownOf<typeof localeSchema>
