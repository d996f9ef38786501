/**
 * A translation that knows when its English moved on (src/content/drift.ts), in a clone of this
 * repository where each change is a commit, as the editor at /admin makes one per save: the English
 * paragraph of a service changes (after a translator's unrecorded edit of one translation); the check
 * passes and names every translation's paragraph; the rebuilt Spanish page says so in Spanish and
 * links the English page. The Spanish is rewritten, a
 * Vietnamese translator confirms theirs: each is no longer named, and the Spanish page's note is
 * gone. Expected words come from content.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'parse5'
import { afterAll, describe, expect, it } from 'vitest'
import { elementsOf, textOf } from '../postbuild/error-page.ts'
import { markBehindPages } from '../postbuild/translation-drift.ts'
import { translationDrift } from '../src/content/drift.ts'
import { normaliseContent } from '../src/content/format.ts'
import { plainText } from '../src/content/runs.ts'
import { publishedLanguages, translations } from '../src/content/site-languages.ts'

const root = path.resolve(import.meta.dirname, '..')
const work = mkdtempSync(path.join(tmpdir(), 'translation-drift-'))
const site = path.join(work, 'site')
afterAll(() => rmSync(work, { recursive: true, force: true }))

execFileSync('git', ['clone', '--quiet', root, site])
symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'))
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@cedarsound.example', ...args], { cwd: site })

const file = (name: string) => path.join(site, 'content', name)
const readJson = (name: string) => JSON.parse(readFileSync(file(name), 'utf8'))
/** Writes a content file as the editor saves it, and commits it alone. */
function save(name: string, data: unknown, message: string) {
  writeFileSync(file(name), normaliseContent(path.basename(name), data))
  git('add', path.join('content', name))
  git('commit', '--quiet', '-m', message)
}

/** `npm run content:check` in the clone: its exit status and everything it printed. */
function check() {
  const env = { ...process.env, CONTENT_OVERRIDE: '' }
  const result = spawnSync(process.execPath, ['scripts/check-content.ts'], { cwd: site, env, encoding: 'utf8' })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

const vite = path.join(root, 'node_modules/.bin/vite')
const [spanish] = publishedLanguages(root).filter((language) => !language.own)
const others = translations(root).filter((language) => language.folder !== spanish?.folder)
const field = 'services.json → [0].description[0]'
const lineOf = (folder: string) => `content/${folder}/${field}`

/** The Spanish edition built again in the clone, its pages marked as the build marks them: the services page's note. */
function spanishServicesNote() {
  if (!spanish) throw new Error('no published translation')
  const built = spawnSync(vite, ['build'], {
    cwd: site,
    env: { ...process.env, SITE_EDITION: spanish.folder, CONTENT_OVERRIDE: '' },
    encoding: 'utf8',
  })
  expect(built.status, built.stderr).toBe(0)
  const client = path.join(site, 'dist/editions', spanish.folder, 'client')
  const behind = translationDrift(site, spanish.folder).flatMap((one) => (one.behind ? [one.text] : []))
  markBehindPages(client, behind)
  const page = parse(readFileSync(path.join(client, 'services/index.html'), 'utf8'))
  const sentence = elementsOf(page).find((element) =>
    element.attrs.some((attribute) => attribute.name === 'data-behind'),
  )
  const note = sentence?.parentNode as Parameters<typeof elementsOf>[0] | undefined
  const link = note && elementsOf(note).find((element) => element.tagName === 'a')
  return {
    shown: Boolean(sentence && !sentence.attrs.some((attribute) => attribute.name === 'hidden')),
    sentence: sentence ? textOf(sentence).trim() : undefined,
    link: Object.fromEntries((link?.attrs ?? []).map((attribute) => [attribute.name, attribute.value])),
  }
}

describe('a translated paragraph whose English changed', () => {
  it('is named by the check and said on its page, until it is rewritten or confirmed', { timeout: 300_000 }, () => {
    expect(spanish, 'a published translation').toBeDefined()
    if (!spanish) return
    const spanishLocale = readJson(`${spanish.folder}/locale.json`)
    const before = check()
    expect(before.status, before.output).toBe(0)
    for (const language of translations(root)) expect(before.output).not.toContain(lineOf(language.folder))

    // A translator's earlier edit, which no one recorded (npm run content:format was not run): the record of
    // what this text was made from is out of date, and the history says which changed last.
    const earlier = others.at(-1)
    if (earlier) {
      const edited = readJson(`${earlier.folder}/services.json`)
      const text: string = edited[0].description[0]
      edited[0].description[0] = `${text}${text.slice(-1)}`
      save(`${earlier.folder}/services.json`, edited, `Update Services “services” (${earlier.folder})`)
    }

    // The English paragraph changes, saved and committed as the editor does.
    const services = readJson('services.json')
    services[0].description[0] = `${services[0].description[0]} We now also meet clients in our new Ballard office.`
    save('services.json', services, 'Update Services “services”')
    const changed = check()
    expect(changed.status, changed.output).toBe(0)
    for (const language of translations(root)) expect(changed.output).toContain(lineOf(language.folder))
    const note = spanishServicesNote()
    expect(note.shown, 'the Spanish services page says its English changed').toBe(true)
    expect(note.sentence).toBe(plainText(spanishLocale.translated.behind))
    expect(note.link).toMatchObject({ href: '/services/', hreflang: publishedLanguages(root)[0]?.tag })

    // The Spanish is rewritten from the new English.
    const translated = readJson(`${spanish.folder}/services.json`)
    translated[0].description[0] = `${translated[0].description[0]} Ahora también atendemos a los clientes en nuestra nueva oficina de Ballard.`
    save(`${spanish.folder}/services.json`, translated, 'Update Services “services” (es)')
    const rewritten = check()
    expect(rewritten.status, rewritten.output).toBe(0)
    expect(rewritten.output).not.toContain(lineOf(spanish.folder))
    for (const language of others) expect(rewritten.output).toContain(lineOf(language.folder))
    expect(spanishServicesNote().shown, 'the Spanish page’s note no longer says so').toBe(false)

    // A translator confirms that one translation still holds, with the hash the check printed.
    const [confirming, ...still] = others
    if (!confirming) return
    const printed = new RegExp(
      `${lineOf(confirming.folder).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(English ([0-9a-f]{10})\\)`,
    )
    const english = printed.exec(rewritten.output)?.[1]
    expect(english, 'the check prints the English a confirmation names').toBeDefined()
    const locale = readJson(`${confirming.folder}/locale.json`)
    save(
      `${confirming.folder}/locale.json`,
      { ...locale, confirmed: [...(locale.confirmed ?? []), { field, english }] },
      `Update Language and dates (${confirming.folder})`,
    )
    const confirmed = check()
    expect(confirmed.status, confirmed.output).toBe(0)
    expect(confirmed.output).not.toContain(lineOf(confirming.folder))
    for (const language of still) expect(confirmed.output).toContain(lineOf(language.folder))
  })
})
