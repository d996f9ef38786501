/**
 * The languages a person on the firm's pages may list: a fixed set, so the editor offers a choice
 * and search engines get BCP 47 codes. The site's own language (content/locale.json) is assumed for
 * everyone and never listed. The set leads with the languages most spoken at home in King County
 * after English; add one here (its names and, where the IRS publishes its own pages in it, their
 * address) before anyone can list it.
 *
 * Plain data with no zod: pages import it for the names, the schemas (src/content/fields.ts) for the codes.
 */

export interface IrsPages {
  /** The IRS's own pages in the language. */
  url: `https://www.irs.gov/${string}`
  /** The link's words, in the language itself. */
  text: string
  /** The language tag of those words and of the page (a script may be named, e.g. zh-Hans). */
  lang: string
}

export interface Language {
  /** Its name in English, as the site writes it. */
  name: string
  /** Its name in the language itself, shown beside the English one so a speaker finds it at a glance. */
  autonym: string
  /** Where the IRS publishes information in it; none when the IRS has no pages of its own in it. */
  irs: readonly IrsPages[]
}

/**
 * The IRS's pages at `https://www.irs.gov/<path>`, named by `text` in the language tagged `lang`.
 * Marked free of side effects: pages import this module for its helpers, and the bundler leaves the
 * table below out of a page that does not use it only when it knows these calls can go.
 */
/* @__NO_SIDE_EFFECTS__ */
function irsPages(path: string, text: string, lang = path) {
  return { url: `https://www.irs.gov/${path}`, text, lang } as const satisfies IrsPages
}

export const languages = {
  es: { name: 'Spanish', autonym: 'español', irs: [irsPages('es', 'IRS.gov en español')] },
  zh: {
    name: 'Chinese',
    autonym: '中文',
    irs: [irsPages('zh-hans', 'IRS.gov 简体中文', 'zh-Hans'), irsPages('zh-hant', 'IRS.gov 繁體中文', 'zh-Hant')],
  },
  vi: { name: 'Vietnamese', autonym: 'Tiếng Việt', irs: [irsPages('vi', 'IRS.gov bằng tiếng Việt')] },
  ko: { name: 'Korean', autonym: '한국어', irs: [irsPages('ko', 'IRS.gov 한국어')] },
  ru: { name: 'Russian', autonym: 'русский', irs: [irsPages('ru', 'IRS.gov на русском')] },
  so: { name: 'Somali', autonym: 'Soomaali', irs: [] },
  am: { name: 'Amharic', autonym: 'አማርኛ', irs: [] },
  tl: { name: 'Tagalog', autonym: 'Tagalog', irs: [] },
  uk: { name: 'Ukrainian', autonym: 'українська', irs: [] },
  ht: { name: 'Haitian Creole', autonym: 'Kreyòl ayisyen', irs: [irsPages('ht', 'IRS.gov an Kreyòl ayisyen')] },
  ja: { name: 'Japanese', autonym: '日本語', irs: [] },
  hi: { name: 'Hindi', autonym: 'हिन्दी', irs: [] },
  pa: { name: 'Punjabi', autonym: 'ਪੰਜਾਬੀ', irs: [] },
  fr: { name: 'French', autonym: 'français', irs: [] },
  de: { name: 'German', autonym: 'Deutsch', irs: [] },
  pt: { name: 'Portuguese', autonym: 'português', irs: [] },
} as const satisfies Record<string, Language>

export type LanguageCode = keyof typeof languages
export const languageCodes = Object.keys(languages) as [LanguageCode, ...LanguageCode[]]

/** The language of a BCP 47 tag without its script or region: `en-US` → `en`. */
export const primaryLanguage = (tag: string) => tag.split('-')[0] ?? tag

/** How the editor labels a code: "Spanish (español)". */
export const languageLabel = (code: LanguageCode) => {
  const { name, autonym } = languages[code]
  return name === autonym ? name : `${name} (${autonym})`
}

export interface LanguageServed {
  code: LanguageCode
  /** Its name in the page's language (that language's locale.json, `languageNames`). */
  name: string
  /** Its name in itself. */
  autonym: string
  /** Where the IRS publishes information in it. */
  irs: readonly IrsPages[]
  /** The names of the people who serve clients in it, in the order of the site's lists. */
  people: string[]
}

type Speaker = { name: string; languages?: readonly LanguageCode[] }

/** The codes of the languages the office serves besides English: every language someone lists, once, in the set's order. */
export const codesServed = (people: readonly Speaker[]): LanguageCode[] =>
  languageCodes.filter((code) => people.some((person) => person.languages?.includes(code)))

/**
 * The languages the office serves besides English, from what each person lists, in the order of
 * the set above: each named in the page's language (`names`, its locale.json's `languageNames`)
 * and in itself, with the IRS's pages in it and who speaks it.
 */
export function languagesServed(
  people: readonly Speaker[],
  names: Readonly<Partial<Record<string, string>>>,
): LanguageServed[] {
  return codesServed(people).map((code) => ({
    code,
    name: names[code] ?? languages[code].autonym,
    autonym: languages[code].autonym,
    irs: languages[code].irs,
    people: people.filter((person) => person.languages?.includes(code)).map((person) => person.name),
  }))
}
