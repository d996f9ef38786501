/**
 * The editor's save check (src/content/editor/save.ts), which its page's hook runs before every save:
 * what it refuses, in the check's words, and what it lets through with the translations' records.
 * Expected values come from the content.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkSave, type Snapshot, snapshotOf } from '~/content/editor/save.ts'
import { languageCodes } from '~/content/languages.ts'
import { loadSite } from '~/content/site.ts'

const root = path.resolve(import.meta.dirname, '..')
const site = loadSite(root)
const snapshot: Snapshot = snapshotOf(
  site.own.raw,
  site.translations.map(({ language, raw }) => ({ folder: language.folder, published: language.published, raw })),
)
const editions = snapshot.own['editions.json'] as { editions?: string[]; drafts?: string[] }
const folders = new Set(snapshot.translations.map((translation) => translation.folder))
/** A language of the fixed list the site has no translation of. */
const newLanguage = languageCodes.find((code) => code !== site.own.language.code && !folders.has(code))

describe('a save of the list of editions', () => {
  it.runIf(newLanguage)(
    'takes a new language as a draft, with no folder yet: its translators start in the editor',
    () => {
      const data = { ...editions, drafts: [...(editions.drafts ?? []), newLanguage] }
      expect(checkSave(snapshot, { file: 'editions.json', data: { '': data } })).not.toHaveProperty('refused')
    },
  )

  it.runIf(newLanguage)('refuses to publish a language with no translation yet, saying what to do', () => {
    const data = { ...editions, editions: [...(editions.editions ?? []), newLanguage] }
    const result = checkSave(snapshot, { file: 'editions.json', data: { '': data } })
    expect('refused' in result ? result.refused : []).toEqual([
      `content/editions.json → editions: ${newLanguage} has no translation to publish yet: list it under drafts first, and translate it in the editor`,
    ])
  })
})

describe('a save that breaks a rule across files', () => {
  it('is refused with the check’s words, naming the file the save breaks', () => {
    const images = snapshot.own['images.json'] as { key: string }[]
    const shown = (snapshot.own['partners.json'] as { image?: string }[]).map((partner) => partner.image)
    const kept = images.filter((image) => !shown.includes(image.key))
    const result = checkSave(snapshot, { file: 'images.json', data: { '': kept } })
    expect('refused' in result ? result.refused.join('\n') : '').toMatch(
      /partners\.json → \[0\]\.image: unknown image key "/,
    )
  })

  it('lets a save that breaks nothing through, with each translation’s records of the file', () => {
    // As the editor saves a file: in English and in every translation.
    const data = Object.fromEntries([
      ['', snapshot.own['firm.json']],
      ...snapshot.translations.map((translation) => [translation.folder, translation.files['firm.json'] ?? {}]),
    ])
    const result = checkSave(snapshot, { file: 'firm.json', data })
    expect(result).not.toHaveProperty('refused')
    expect('records' in result ? Object.keys(result.records).sort() : []).toEqual([...folders].sort())
  })
})
