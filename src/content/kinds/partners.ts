/**
 * content/partners.json: the three partners, each with a page of their own (the team page's
 * `?member=<slug>` views). Their titles are codes, named for visitors in content/site.json.
 */
import { z } from 'zod'
import { duplicates } from '../checks.ts'
import type { ShownOf } from '../fields.ts'
import {
  advisesInLanguages,
  fact,
  languageRole,
  licenseNumber,
  longText,
  paragraphs,
  perLanguage,
  personLanguages,
  plain,
  slug,
  specWords,
  text,
} from '../fields.ts'
import { defineKind, type ShownOthers } from '../kind.ts'
import { codesServed, languagesServed, primaryLanguage } from '../languages.ts'
import { MANAGING_PARTNER, partnerTitles } from '../partner-titles.ts'
import { associates } from './associates.ts'
import { imageKey, imageKeyProblems } from './images.ts'
import { locale } from './locale.ts'
import { site } from './site.ts'

const infoEntry = z.strictObject({
  title: specWords('Professional Affiliations', 'Education'),
  icon: z.enum(['star', 'education']).describe('star for Professional Affiliations, education for Education'),
  content: longText,
})

export const partnerSchema = z.strictObject({
  name: fact(plain).describe('Full name without credentials, e.g. "Margaret Okafor"'),
  credentials: z.array(fact(plain)).min(1).describe('e.g. CPA — shown after the name, one per entry'),
  slug: slug.describe('The name in lowercase with hyphens; the address of their page, /about/team/?member=<slug>'),
  title: z.enum(partnerTitles).meta({
    description: 'Exactly one partner is the Managing Partner',
    'x-cms-option-labels': { 'managing-partner': 'Managing Partner', partner: 'Partner' },
  }),
  ownTitle: perLanguage(
    text.optional().meta({
      title: 'This partner’s title in this language',
      description:
        'Only where the language’s word for the title agrees with the person (Spanish "Socia directora" for a woman); left empty, the title in Firm and site → Menus, footer and messages → Partners’ titles is shown',
    }),
  ),
  image: imageKey,
  bio: paragraphs.meta({ title: 'Biography', description: 'One entry per paragraph' }),
  info: z.array(infoEntry).min(1).meta({ title: 'Affiliations and education' }),
  languages: personLanguages,
  languageRole,
  advisesInLanguages,
  licenseNumber: licenseNumber(
    'Washington CPA license number',
    'Optional: as the Board of Accountancy’s license search shows it. Never a made-up number',
  ),
})
export const partnersSchema = z
  .array(partnerSchema.meta({ title: 'Partner' }))
  .length(3, 'the firm has exactly three partners')

const toSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Everyone who lists languages: the partners, then the associates. */
const people = (partners: readonly Partner[], others: Pick<ShownOthers, 'of'>) => [
  ...partners,
  ...(others.of(associates) ?? []),
]

/**
 * What staff should put right, though the site is built: a partner whose slug is not their name in
 * lowercase with hyphens (the address of their page, which the specification says it is), and a
 * firm without exactly one Managing Partner (the team page then shows the first partner who is, or
 * the first partner, when no partner is chosen).
 */
export function partnerWarnings(list: readonly Pick<Partner, 'name' | 'slug' | 'title'>[]): string[] {
  const managing = list.filter((partner) => partner.title === MANAGING_PARTNER).length
  return [
    ...list.flatMap((partner) =>
      partner.slug === toSlug(partner.name)
        ? []
        : [
            `content/partners.json: ${partner.name}'s slug "${partner.slug}" is not their name in lowercase with hyphens ("${toSlug(partner.name)}"); their page's address keeps the slug until it is changed.`,
          ],
    ),
    ...(managing === 1
      ? []
      : [
          `content/partners.json: ${managing} partners are the Managing Partner, where the firm has one; the team page shows the first partner${managing > 1 ? ' who is' : ''} until one is chosen.`,
        ]),
  ]
}

export const partners = defineKind({
  schema: partnersSchema,
  summary: ['name', 'credentials', 'slug', 'title', 'ownTitle', 'image', 'languages'],
  editor: { group: 'people', label: 'Partners' },
  pictures: true,
  check: (list, others) => [...duplicates(list.map((partner) => partner.slug)), ...imageKeyProblems(list, others)],
  warnings: partnerWarnings,
  views: {
    /** Each as the team pages show them: without what only the contact page says (their role in a language). */
    profiles: (list) => list.map(({ languageRole: _role, advisesInLanguages: _advises, ...partner }) => partner),
    /**
     * The languages the office serves besides English, from what the partners and associates list,
     * each named in this build’s language, and its own first where the office serves it.
     */
    languages: (list, others) => {
      const words = others.of(locale)
      const titles = others.of(site)?.partnerTitles
      const own = words ? primaryLanguage(words.tag) : undefined
      const everyone = people(list, others)
      // Each with the title this language gives them: a partner's from the site's titles unless their own is written.
      const titled = [
        ...list.map((partner) => ({
          person: partner,
          title: partner.ownTitle ?? titles?.[partner.title] ?? partner.title,
        })),
        ...(others.of(associates) ?? []).map((associate) => ({ person: associate, title: associate.title })),
      ]
      const served = languagesServed(everyone, words?.languageNames ?? {}).map((language) => {
        const speakers = titled.filter(({ person }) => person.languages?.includes(language.code))
        return {
          ...language,
          /** Who speaks it: each with their title as this language writes it and what they help with in it. */
          speakers: speakers.map(({ person, title }) => ({
            name: person.name,
            title,
            ...(person.languageRole ? { role: person.languageRole } : {}),
          })),
          /** Whether tax advice itself is given in it (else the page says it is given in English). */
          advice: speakers.some(({ person }) => person.advisesInLanguages === true),
        }
      })
      // A page in one of these languages names its own first: the one its reader looks for.
      return [
        ...served.filter((language) => language.code === own),
        ...served.filter((language) => language.code !== own),
      ]
    },
    /** Their names alone, for the people's profiles and cards. */
    'language-names': (list, others) =>
      languagesServed(people(list, others), others.of(locale)?.languageNames ?? {}).map(({ code, name, autonym }) => ({
        code,
        name,
        autonym,
      })),
    /**
     * The codes of the languages the office serves besides the site's own, for the firm's
     * structured data, which head() builds on every load: the same in every language's build.
     */
    'language-codes': (list, others) => codesServed(people(list, others)),
  },
})

export type Partner = ShownOf<typeof partnerSchema>
