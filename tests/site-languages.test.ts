/**
 * The site's languages as one value (src/content/site-languages.ts): read from content alone, the
 * same for every process, and a language added as a draft, folder and entry, is translated in the
 * editor and built nowhere.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { editorLanguages } from '../postbuild/admin.ts'
import { cmsConfig } from '../src/content/cms-config.ts'
import { backendOf, editorSchema } from '../src/content/kinds/editor.ts'
import { languageCodes } from '../src/content/languages.ts'
import { publishedLanguages, siteLanguages, translations } from '../src/content/site-languages.ts'
import { checkedLanguages } from '../src/vite-plugins/content.ts'

const root = path.resolve(import.meta.dirname, '..')
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, 'content', file), 'utf8'))

describe('the site’s languages', () => {
  const editions: { editions?: string[]; drafts?: string[] } = readJson('editions.json')

  it('are its own first, at /, then each published translation under its folder, as editions.json orders them', () => {
    const published = publishedLanguages(root)
    expect(published.map((language) => language.base)).toEqual([
      '/',
      ...(editions.editions ?? []).map((folder) => `/${folder}/`),
    ])
    expect(published[0]?.own).toBe(true)
    expect(translations(root).map((language) => language.folder)).toEqual([
      ...(editions.editions ?? []),
      ...(editions.drafts ?? []),
    ])
  })

  it('take their tag, names and Open Graph locale from each locale.json', () => {
    for (const language of siteLanguages(root)) {
      const locale = readJson(path.join(language.folder, 'locale.json'))
      expect(language).toMatchObject({ tag: locale.tag, name: locale.name, ogLocale: locale.ogLocale })
      expect(language.names).toEqual(locale.languageNames)
      expect(language.code, language.tag).toBe(locale.tag.split('-')[0])
    }
  })
})

describe('a language added as a draft: a folder and one entry, nothing else', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'draft-language-'))
  afterAll(() => rmSync(work, { recursive: true, force: true }))
  // A language of the set no edition uses yet, its folder a copy of the first translation's.
  const [first] = translations(root)
  const code = languageCodes.find((candidate) => !siteLanguages(root).some((language) => language.code === candidate))
  cpSync(path.join(root, 'content'), path.join(work, 'content'), { recursive: true })
  cpSync(path.join(root, 'public'), path.join(work, 'public'), { recursive: true })
  symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'))
  if (first && code) {
    cpSync(path.join(work, 'content', first.folder), path.join(work, 'content', code), { recursive: true })
    const locale = JSON.parse(readFileSync(path.join(work, 'content', code, 'locale.json'), 'utf8'))
    writeFileSync(path.join(work, 'content', code, 'locale.json'), JSON.stringify({ ...locale, tag: code }))
    const editions = JSON.parse(readFileSync(path.join(work, 'content/editions.json'), 'utf8'))
    writeFileSync(
      path.join(work, 'content/editions.json'),
      JSON.stringify({ ...editions, drafts: [...(editions.drafts ?? []), code] }),
    )
  }

  it.runIf(first && code)('is translated in the editor, beside the published ones', () => {
    const languages = editorLanguages(work)
    expect(languages.translations).toEqual([...translations(root).map((language) => language.folder), code])
    const editor = editorSchema.parse(JSON.parse(readFileSync(path.join(work, 'content/editor.json'), 'utf8')))
    const config = cmsConfig({ backend: backendOf(editor), siteUrl: 'https://example.com', title: 'test', languages })
    expect(config.i18n).toMatchObject({ locales: [languages.own, ...languages.translations] })
  })

  it.runIf(first && code)(
    'is built nowhere: not a published language, so in no switcher, sitemap or build',
    async () => {
      expect(publishedLanguages(work).map((language) => language.folder)).not.toContain(code)
      const browser = await checkedLanguages(work)
      expect(browser.map((language) => language.base)).toEqual(
        publishedLanguages(root).map((language) => language.base),
      )
    },
  )
})
