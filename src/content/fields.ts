/**
 * The field types that several kinds of content share (src/content/kinds/), with the editor's
 * hints that go with them. A field that belongs to one kind lives in that kind's module.
 *
 * The schemas run at build and test time, and in the editor's save check (src/content/editor/save.ts);
 * a page of the site receives the parsed data (src/vite-plugins/content.ts), never zod. They are
 * also the one source of the browser editor's configuration (src/content/cms-config.ts): `title`
 * and `description` become a field's label and hint, written for the firm's staff, and the
 * `x-cms-…` keys below choose the editor's input where the rule alone cannot say which one fits.
 */
import { z } from 'zod'
import { languageCodes, languageLabel } from './languages.ts'
import type { Prose } from './runs.ts'

declare module 'zod' {
  interface GlobalMeta {
    /**
     * `text`: a multi-line box (bios, intros, descriptions); `image`: a picture chosen or uploaded in the editor;
     * `page`: one of the site's pages, chosen from a list; `uuid`: an id the editor makes up and shows, never
     * typed; `confirmation`: a translated text behind its English, chosen from those the build found
     * (src/content/translation/drift.ts).
     */
    'x-cms-widget'?: 'text' | 'image' | 'page' | 'uuid' | 'confirmation' | 'rule'
    /** Where the editor puts an uploaded picture, from the repository root (with a leading slash). */
    'x-cms-media-folder'?: string
    /** The file types the editor offers to upload, as an `accept` attribute. */
    'x-cms-accept'?: string
    /** The value is the `key` of an entry in this top-level list file, picked from that list in the editor. */
    'x-cms-relation'?: string
    /** How the editor labels each value of a choice (an enum, or a list of one), by value. */
    'x-cms-option-labels'?: Record<string, string>
    /**
     * How a translation treats the field (src/content/schema-text.ts): `translate`, each language
     * writes its own; `copy`, a fact every language copies from the site's own. Unset, prose is
     * translated and everything else copied.
     */
    'x-i18n'?: 'translate' | 'copy'
    /**
     * Optional in the site's own language, required in every translation (the check's rule, the
     * kind's own): the editor then requires it of each translation.
     */
    'x-required-in-translations'?: true
    /** Words the specification fixes in the site's own language (English); other languages write their own. */
    'x-spec-words'?: readonly string[]
    /**
     * The text goes into an attribute or the page's head alone (a tab title, a description, an alt
     * text, a name read by screen readers), where no part of it can be marked as another language:
     * the check refuses a run marked in it (src/content/runs.ts).
     */
    'x-attribute'?: true
    /** A pattern of placeholders (`pattern` below): the code fills it in, so it is never shown as it is. */
    'x-pattern'?: true
    /** The rules of a text's placeholders, each a regular expression with the check's words (placeholderRules). */
    'x-placeholders'?: readonly (readonly [string, string])[]
    /**
     * Words a reader reads (`text` below): what a translation writes and a page may get flagged
     * (src/content/runs.ts, Prose). Every prose field is made from `text`, so its type says so
     * (tests/content-contract.test.ts holds every schema to it).
     */
    'x-prose'?: true
  }
}

/** Text that is never empty, as it is written: a fact, or words that go into an attribute. */
export const plain = z.string().trim().min(1, 'must not be empty')
/**
 * Words a reader reads, which each language writes in its own: a translation's pages get them as
 * `Prose` (src/content/runs.ts), flagged where the translation lacks them or is behind its English.
 * The brand is the type's alone: it tells `AsShown` below which strings a page may get flagged.
 */
export const text = plain.meta({ 'x-prose': true }).brand<'Prose'>()
/** A text of words a reader reads, as a kind's schema parses it. */
export type ProseValue = z.output<typeof text>

/**
 * A kind's content as code gets it: each of its texts a `Prose`, which in a translation may carry
 * what the site says of it (src/content/translation/flags.ts); every other value as parsed.
 */
export type AsShown<T> = T extends ProseValue ? Prose : T extends object ? { [K in keyof T]: AsShown<T[K]> } : T
/** What a schema gives code: its output, as pages get it (AsShown). */
export type ShownOf<S extends z.ZodType> = AsShown<z.output<S>>

/** A fact written as text (a name, an address, a phone number as shown): every language copies it. */
export const fact = <S extends z.ZodType>(schema: S) => schema.meta({ 'x-i18n': 'copy' })
/** A value that looks like a fact but differs by language, such as the address of an IRS page in that language. */
export const perLanguage = <S extends z.ZodType>(schema: S) => schema.meta({ 'x-i18n': 'translate' })
const spec = (words: readonly string[]) => ({
  'x-spec-words': words,
  description: `In English: ${words.map((word) => `"${word}"`).join(' or ')}`,
})
/** Text the specification gives word for word in English; each other language writes it in its own words. */
export const specWords = (...words: readonly [string, ...string[]]) => text.meta(spec(words))
/** specWords for an attribute (a button's name): never flagged, so plain text. */
export const specLabel = (...words: readonly [string, ...string[]]) => plain.meta(spec(words))
/**
 * Text that goes into an attribute or the page's head alone, where no run of another language can
 * be marked (`[words]{lang=en}`, src/content/runs.ts): a translation writes it all in its own words.
 */
export const attributeText = <S extends z.ZodType>(schema: S) => schema.meta({ 'x-attribute': true })
/** Text of a sentence or more: the editor offers a multi-line box. */
export const longText = text.meta({ 'x-cms-widget': 'text' })

/**
 * A pattern of placeholders in braces: each must be one of `names`, and each of `required` must be
 * there. As written, for a language's own way of writing (locale.json), which no translation takes
 * from English and so is never flagged.
 */
export const writingPattern = (names: readonly string[], required: readonly string[], example: string) =>
  withPlaceholders(plain, names, required).meta({ description: `e.g. "${example}"`, 'x-pattern': true })

/**
 * The rules of a pattern's placeholders as regular expressions, each with the check's words: each
 * `{name}` one of `names`, each of `required` there. The check and the editor (which shows a
 * field's `x-placeholders` beside it, src/content/cms-config.ts) test the same ones.
 */
export function placeholderRules(names: readonly string[], required: readonly string[]): [string, string][] {
  const wordOf = (name: string) => name.replace(/[^\w]/g, '')
  return [
    [
      `^(?![\\s\\S]*\\{(?!(?:${names.map(wordOf).join('|')})\\})\\w*\\})[\\s\\S]*$`,
      `may name only ${names.map((name) => `{${name}}`).join(', ')}`,
    ],
    ...(required.length > 0
      ? [
          [
            `^${required.map((name) => `(?=[\\s\\S]*\\{${wordOf(name)}\\})`).join('')}[\\s\\S]*$`,
            `must name ${required.map((name) => `{${name}}`).join(' and ')}`,
          ] as [string, string],
        ]
      : []),
  ]
}

/** A text held to the rules of its placeholders (placeholderRules), which it carries for the editor. */
export const withPlaceholders = <S extends z.ZodString>(
  schema: S,
  names: readonly string[],
  required: readonly string[],
) => {
  const rules = placeholderRules(names, required)
  return rules
    .reduce<S>((held, [source, message]) => held.refine((value) => new RegExp(source).test(value), message), schema)
    .meta({ 'x-placeholders': rules })
}
/** A pattern of placeholders with words a reader reads: a page gets it as `Prose`, as it gets a text. */
export const pattern = (names: readonly string[], required: readonly string[], example: string) =>
  writingPattern(names, required, example).meta({ 'x-prose': true }).brand<'Prose'>()
export const paragraphs = z.array(longText).min(1, 'needs at least one paragraph')
export const httpsUrl = z.url({ protocol: /^https$/, message: 'must be a full https:// address' })
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens, e.g. "jane-doe"')
  .meta({ description: 'Lowercase words joined by hyphens, unique in this list' })
export const isoDate = z.iso.date('must be a date written as YYYY-MM-DD')

/**
 * A page of the site, written as its address (`/about/`). Which addresses exist is the content
 * table's to say (src/content/collections.ts): the check refuses any other (checks.ts's pageLinkProblem), and
 * the editor offers the table's pages as a choice.
 */
export const sitePath = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+\/)*$/, 'must be a page of the site, written as its address, e.g. "/about/"')
  .meta({ 'x-cms-widget': 'page' })

/** Meta description: search engines show about 50–160 characters. */
export const description = attributeText(
  z
    .string()
    .trim()
    .min(50, 'must be at least 50 characters (search engines show it under the title)')
    .max(160, 'must be at most 160 characters (search engines cut longer ones)')
    .meta({
      title: 'Search-engine description',
      description: 'Shown under the title in search results; 50–160 characters, different on every page',
      'x-cms-widget': 'text',
    }),
)

/** A part of a page with a heading and a line under it. */
export const section = z.strictObject({ heading: text, intro: longText })
export const pageTitle = attributeText(plain.describe('Shown in the browser tab'))
/** Words before a date, e.g. "Last reviewed". */
export const reviewedLabel = text.describe('Words before the date, e.g. "Last reviewed"')

/** A page of Washington's Board of Accountancy, or its register on the state's open-data portal. */
export const boardPage = z
  .string()
  .regex(
    /^https:\/\/(?:acb\.wa\.gov|data\.wa\.gov)\/\S*$/,
    'must be a page of the Board of Accountancy (acb.wa.gov) or of its register on data.wa.gov',
  )

/**
 * The copy around a license (LicenseLink on the pages): its own `fields`, then the words before the
 * number and the link to the Board's page where anyone can look the license up.
 */
export const licenseCopy = <F extends z.core.$ZodLooseShape>(
  title: string,
  whose: string,
  lookup: { title: string; description: string },
  fields: F,
) =>
  z
    .strictObject({
      ...fields,
      numberLabel: text.describe(`Words before ${whose} license number, when there is one`),
      linkText: text.describe(`The link to the Board’s ${lookup.title.toLowerCase()}`),
      lookupUrl: boardPage.meta(lookup),
    })
    .meta({ title })

/** A license number as the Board's register shows it; never made up. */
export const licenseNumber = (title: string, description: string) =>
  z
    .string()
    .regex(/^[A-Z0-9-]{2,12}$/, 'must be the number as the Board of Accountancy’s register shows it, e.g. "12345"')
    .optional()
    .meta({ title, description })

/** The languages besides English a person serves clients in: a choice from src/content/languages.ts. */
export const personLanguages = z
  .array(z.enum(languageCodes))
  .refine((codes) => new Set(codes).size === codes.length, 'lists a language twice')
  .optional()
  .meta({
    title: 'Languages besides English',
    description:
      'Only a language this person really serves clients in: a meeting, a phone call, a letter. English is assumed',
    'x-cms-option-labels': Object.fromEntries(languageCodes.map((code) => [code, languageLabel(code)])),
  })

/** What a person helps clients with in the languages they list: the contact page says it beside their name. */
export const languageRole = text.optional().meta({
  title: 'In those languages, helps with',
  description:
    'What this person does for clients in the languages above, e.g. "appointments, invoices and documents" or "tax returns and planning": the contact page names it beside them',
})
/** Whether a person gives tax advice in the languages they list (the contact page says where advice is given in English). */
export const advisesInLanguages = z.boolean().optional().meta({
  title: 'Gives tax advice in those languages',
  description:
    'Only a person licensed to advise who does so in those languages; the contact page says where tax advice is given in English',
})

/**
 * The language of the page a link to another site leads to, where content knows better than the
 * site's rule (src/lib/edition.ts, `linkLanguage`): the IRS's own pages in the page's language are
 * in it, every other site is English. A translation that links a page in another language says so
 * here, and its pages then name that language beside the link (locale.json, `otherLanguageLink`).
 */
export const linkLanguage = perLanguage(z.enum(['en', ...languageCodes]))
  .optional()
  .meta({
    title: 'Language of the page linked to',
    description:
      'Only where it is neither English nor the IRS’s own page in this language, which the site knows by itself',
    'x-cms-option-labels': {
      en: 'English',
      ...Object.fromEntries(languageCodes.map((code) => [code, languageLabel(code)])),
    },
  })

/** The copy of a page that is a heading and a line under it, and whatever a page adds to it. */
export const simplePage = z.strictObject({
  title: pageTitle,
  description,
  heading: text,
  intro: longText,
})
