import { describe, expect, it } from 'vitest'
import { associatesSchema } from '~/content/kinds/associates.ts'
import { languageCodes, languages, languagesServed } from '~/content/languages.ts'

describe('the languages the office serves', () => {
  it('are every language someone lists, once, in the order of the set, with who speaks it', () => {
    const people = [
      { name: 'Ana', languages: ['vi', 'es'] as const },
      { name: 'Ben' },
      { name: 'Cy', languages: ['es'] as const },
    ]
    expect(languagesServed(people, {}).map(({ code, people: speakers }) => ({ code, speakers }))).toEqual([
      { code: 'es', speakers: ['Ana', 'Cy'] },
      { code: 'vi', speakers: ['Ana'] },
    ])
    expect(languagesServed([{ name: 'Ben' }], {})).toEqual([])
  })

  it('carry their names in the page’s language and in themselves, and the IRS’s own pages in them', () => {
    const [spanish] = languagesServed([{ name: 'Ana', languages: ['es'] }], { es: 'スペイン語' })
    expect(spanish).toMatchObject({ name: 'スペイン語', autonym: 'español' })
    expect(spanish?.irs.map((page) => page.url)).toEqual(['https://www.irs.gov/es'])
    expect(languagesServed([{ name: 'Ana', languages: ['ja'] }], {})[0]?.irs).toEqual([])
  })

  it('are named by valid BCP 47 codes, and English is never listed (everyone works in it)', () => {
    for (const code of languageCodes) {
      // A well-formed tag (the engine throws on one that is not); Tagalog's tl stays tl, not Filipino's fil.
      expect(() => Intl.getCanonicalLocales(code)).not.toThrow()
      expect(code).toMatch(/^[a-z]{2,3}$/)
      for (const page of languages[code].irs) expect(Intl.getCanonicalLocales(page.lang)).toEqual([page.lang])
    }
    expect(languageCodes).not.toContain('en')
  })

  it('are a fixed choice: a code outside the set, or one listed twice, fails the check', () => {
    const person = (extra: object) => ({
      name: 'Jo Doe',
      slug: 'jo-doe',
      title: 'Staff',
      image: 'portrait-jo-doe',
      bio: ['Jo prepares returns.'],
      ...extra,
    })
    expect(associatesSchema.safeParse([person({ languages: ['es'] })]).success).toBe(true)
    expect(associatesSchema.safeParse([person({ languages: ['xx'] })]).success).toBe(false)
    const twice = associatesSchema.safeParse([person({ languages: ['es', 'es'] })])
    expect(twice.error?.issues[0]?.message).toBe('lists a language twice')
  })
})
