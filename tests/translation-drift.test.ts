/**
 * A translation that knows when its English moved on (src/content/translation/drift.ts), a pure
 * function of the content: in a repository of the content where each change is a commit, as the
 * editor at /admin makes one per save, the English paragraph of a service changes. Every
 * translation's paragraph is then behind it, and the translators' worklist (postbuild/worklist.ts)
 * shows the English before and after and links into each translator's editor, the same on a full
 * clone, a `--depth 1` clone and a copy with no git at all. A translator rewrites the Spanish and
 * saves it as the editor does (src/content/editor/save.ts, its save hook's check and records),
 * another confirms the Vietnamese: neither is behind any more, with no command run; a later English
 * change puts both behind again. Records are kept by id, so a list reordered or added to loses none.
 * Expected words come from content.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { worklistHtml } from '../postbuild/worklist.ts'
import { checkSave, snapshotOf } from '../src/content/editor/save.ts'
import { formattedContent, normaliseContent } from '../src/content/format.ts'
import { plainText } from '../src/content/runs.ts'
import { forgetSite, loadSite, type Site } from '../src/content/site.ts'
import { recordsFor } from '../src/content/translation/drift.ts'
import { placeRecords } from '../src/content/translation/records.ts'
import { confirmation } from '../src/content/translation/text-key.ts'
import { escapeHtml } from '../src/lib/html.ts'

const root = path.resolve(import.meta.dirname, '..')
const work = mkdtempSync(path.join(tmpdir(), 'translation-drift-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A folder holding a copy of the content, and the pictures it names. */
function siteCopy(name: string): string {
  const dir = path.join(work, name)
  cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true })
  symlinkSync(path.join(root, 'public'), path.join(dir, 'public'))
  return dir
}
const readJson = (dir: string, file: string) => JSON.parse(readFileSync(path.join(dir, 'content', file), 'utf8'))
/** Writes a content file as the editor saves it. */
const write = (dir: string, file: string, data: unknown) =>
  writeFileSync(path.join(dir, 'content', file), normaliseContent(path.basename(file), data))
/** The site under a folder, read afresh (each test changes its files). */
const siteAt = (dir: string): Site => {
  forgetSite(dir)
  return loadSite(dir)
}
const worklistOf = (site: Site) => worklistHtml(site, { title: 'Translations to do', builtOn: '2026-11-28' })

describe('a paragraph of English changed and committed', () => {
  const repo = siteCopy('repo')
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@cedarsound.example', ...args], {
      cwd: repo,
      stdio: 'ignore',
    })
  git('init', '--quiet')
  git('add', 'content')
  git('commit', '--quiet', '-m', 'The content as it is')
  siteCopy('bare-before')
  const services = readJson(repo, 'services.json') as { slug: string; description: string[] }[]
  const [service] = services
  if (!service?.description[0]) throw new Error('the demo has no service with a description')
  const before = service.description[0]
  const after = `${before} We also meet clients by video.`
  service.description[0] = after
  write(repo, 'services.json', services)
  git('commit', '--quiet', '-am', 'A service’s first paragraph changes in English')
  const key = `services.json → [slug=${service.slug}].description[0]`

  // The same commit, three ways: a full clone, a shallow clone as hosts make it, and a copy with no git.
  const full = path.join(work, 'full')
  const shallow = path.join(work, 'shallow')
  const bare = path.join(work, 'bare')
  execFileSync('git', ['clone', '--quiet', repo, full])
  execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${repo}`, shallow])
  cpSync(path.join(repo, 'content'), path.join(bare, 'content'), { recursive: true })
  for (const dir of [full, shallow, bare]) symlinkSync(path.join(root, 'public'), path.join(dir, 'public'))
  const site = siteAt(full)
  /** What was behind its English in each translation before the change: the content as it is. */
  const behindBefore = siteAt(path.join(work, 'bare-before')).translations

  it('puts every translation’s paragraph behind it, with the English it was made from', () => {
    site.translations.forEach(({ language, texts }, index) => {
      const text = texts.find((one) => one.key === key)
      expect(text?.state, language.folder).toBe('behind')
      expect(text?.before, language.folder).toBe(before)
      expect(text?.english, language.folder).toBe(after)
      // Nothing else moved.
      const was = (behindBefore[index]?.texts ?? []).filter((one) => one.state === 'behind').map((one) => one.key)
      expect(
        texts
          .filter((one) => one.state === 'behind')
          .map((one) => one.key)
          .sort(),
      ).toEqual([...was, key].sort())
    })
  })

  it('shows each in the worklist: the English before and after, the changed words marked, a link into the editor', () => {
    const html = worklistOf(site)
    expect(html).toContain(`<ins>${escapeHtml(' We also meet clients by video.')}</ins>`)
    expect(html).toContain(`<dd lang="en-US">${escapeHtml(plainText(before))}</dd>`)
    for (const { language, raw } of site.translations) {
      const translated = (raw.services as { description: string[] }[])[0]?.description[0] ?? ''
      // The language's own editor (/admin/es/), English beside it, at the file.
      expect(html).toMatch(new RegExp(`href="/admin/${language.folder}/#/collections/\\w+/entries/services"`))
      expect(html, language.folder).toContain(`<dd lang="${language.tag}">${escapeHtml(translated)}</dd>`)
    }
  })

  it('gives the same answer on a shallow clone and on a copy with no git', () => {
    const html = worklistOf(site)
    expect(worklistOf(siteAt(shallow))).toBe(html)
    expect(worklistOf(siteAt(bare))).toBe(html)
  })

  it('takes a translator’s rewrite saved in the editor and another’s confirmation: neither is behind, with no command run', () => {
    const [spanish, vietnamese, ...rest] = site.translations
    if (!spanish || !vietnamese) throw new Error('the demo has fewer than two translations')
    const copy = siteCopy('translated')
    write(copy, 'services.json', readJson(full, 'services.json'))
    const es = spanish.language.folder
    // The Spanish rewritten in the editor: its save hook checks the file and writes its records with it.
    const theirs = readJson(copy, `${es}/services.json`) as { description: string[] }[]
    if (theirs[0]) theirs[0].description[0] = `${theirs[0].description[0]} (2)`
    const ownSite = siteAt(copy)
    const saved = checkSave(
      snapshotOf(
        ownSite.own.raw,
        ownSite.translations.map(({ language, raw }) => ({
          folder: language.folder,
          published: language.published,
          raw,
        })),
      ),
      { file: 'services.json', data: { '': readJson(copy, 'services.json'), [es]: theirs } },
    )
    if (!('records' in saved)) throw new Error(`the save was refused: ${saved.refused.join('; ')}`)
    write(copy, `${es}/services.json`, placeRecords(theirs, saved.records[es] ?? new Map()))
    // The Vietnamese confirmed: chosen in the editor's list of its language's settings.
    const localeFile = `${vietnamese.language.folder}/locale.json`
    const locale = readJson(copy, localeFile)
    locale.confirmed = [confirmation.format(key, after)]
    write(copy, localeFile, locale)
    const next = siteAt(copy)
    const stateOf = (at: Site, index: number) => at.translations[index]?.texts.find((one) => one.key === key)
    expect(stateOf(next, 0)).toMatchObject({ state: 'current', record: 'fresh' })
    expect(stateOf(next, 1)).toMatchObject({ state: 'current', record: 'confirmed' })
    for (const index of rest.keys()) expect(stateOf(next, index + 2)?.state).toBe('behind')
    expect(worklistOf(next)).not.toContain(`${escapeHtml(es)}/services.json`)

    // The English changes again: both are behind it once more, the English before being the one each held for.
    const services = readJson(copy, 'services.json') as { description: string[] }[]
    if (services[0]) services[0].description[0] = `${after} And by phone.`
    write(copy, 'services.json', services)
    const later = siteAt(copy)
    expect(stateOf(later, 0)).toMatchObject({ state: 'behind', before: after })
    expect(stateOf(later, 1)).toMatchObject({ state: 'behind', before })
  })
})

describe('records kept by id', () => {
  it('survive an entry inserted in the middle of a translated list and two others swapped', () => {
    const dir = siteCopy('reordered')
    const before = siteAt(dir)
    const list = readJson(dir, 'deadlines.json') as { deadlines: { id: string; date: string }[] }
    const middle = Math.floor(list.deadlines.length / 2)
    const [a, b] = [list.deadlines[middle], list.deadlines[middle + 1]]
    if (!a || !b) throw new Error('the demo has too few deadlines')
    // Two entries swapped (on the same day, so the list stays in date order: their dates swap too).
    list.deadlines[middle] = { ...b, date: a.date }
    list.deadlines[middle + 1] = { ...a, date: b.date }
    // One inserted before them, a copy of the first on its day, in English alone.
    list.deadlines.splice(middle, 0, { ...a, id: `${a.id}-inserted` })
    write(dir, 'deadlines.json', list)
    // As CONTENT.md says after a change by hand: the translations are laid out as the English.
    for (const { file, text } of formattedContent(siteAt(dir))) writeFileSync(path.join(dir, 'content', file), text)
    const after = siteAt(dir)
    for (const [index, translation] of after.translations.entries()) {
      const recorded = recordsFor(
        (before.translations[index]?.texts ?? []).filter((one) => one.state === 'current'),
        new Map(),
      )
      const { folder } = translation.language
      // Every text recorded before is found, current: none lost, none behind.
      for (const [file, fields] of recorded) {
        for (const field of fields.keys()) {
          const text = translation.texts.find((one) => one.key === `${file} → ${field}`)
          expect(text?.state, `${folder} ${file} → ${field}`).toBe('current')
          expect(text?.record, `${folder} ${file} → ${field}`).toBe('fresh')
        }
      }
      // No text behind that was not behind before.
      expect(translation.texts.filter((one) => one.state === 'behind').map((one) => one.key)).toEqual(
        (before.translations[index]?.texts ?? []).filter((one) => one.state === 'behind').map((one) => one.key),
      )
      // The inserted entry is shown in English until it is translated.
      expect(
        translation.texts.filter((one) => one.state === 'untranslated').map((one) => one.field),
        folder,
      ).toEqual(expect.arrayContaining([`deadlines[id=${a.id}-inserted].title`]))
    }
  })
})
