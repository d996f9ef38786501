/**
 * What the editor accepts publishes. Content generated field by field from the editor's
 * configuration (src/content/cms-config.ts, generated from the schemas), as staff can type, choose
 * or leave it in /admin, English and a translation of one file at a time, is set into the content
 * and checked as the build checks it (src/content/editor/save.ts: the same check, which the editor's
 * save hook runs). The check may refuse it only for a rule the configuration cannot state (each
 * below), and for those the save hook refuses the save in the editor, with the check's words; any
 * other refusal is a field the editor accepts and the build does not, and fails this test with the
 * case fast-check found, shrunk, and its seed (FC_SEED=… FC_RUNS=… to run it again).
 *
 * Every optional field left empty, one at a time and all at once, and a translation that writes
 * nothing of its own, leave the check green; and a build of the content with several generated
 * cases and every optional field left empty passes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { editorLanguages, yearlyRules } from '../postbuild/admin.ts'
import { type CmsField, cmsConfig } from '../src/content/cms-config.ts'
import { checkSave, type Snapshot, snapshotOf, withSave } from '../src/content/editor/save.ts'
import { normaliseContent } from '../src/content/format.ts'
import { loadSite } from '../src/content/site.ts'
import { buildCopy } from './editor/build-copy.ts'
import { type Choices, fileValue } from './editor/config-values.ts'

const root = path.resolve(import.meta.dirname, '..')
const site = loadSite(root)
const snapshot: Snapshot = snapshotOf(
  site.own.raw,
  site.translations.map(({ language, raw }) => ({ folder: language.folder, published: language.published, raw })),
)
const config = cmsConfig({
  backend: { name: 'test-repo' },
  siteUrl: 'https://www.cedarsoundcpa.example',
  title: 'Content editor',
  languages: editorLanguages(root),
  // The calendar's yearly rules, which the editor offers as a choice where a field names one.
  rules: yearlyRules(site),
})

interface EditorFile {
  /** The editor's collection and entry, which a relation names. */
  name: string
  /** Its path under content/, as the site's own language has it. */
  file: string
  fields: CmsField[]
  /** Whether each translation has a file of its own (`content/{{locale}}/…`). */
  translated: boolean
}
const collections = config.collections as {
  name: string
  files: { name: string; file: string; fields: CmsField[] }[]
}[]
const editorFiles: EditorFile[] = collections.flatMap((collection) =>
  collection.files.map((entry) => ({
    name: `${collection.name}/${entry.name}`,
    file: entry.file.replace(/^content\/(\{\{locale\}\}\/)?/, ''),
    fields: entry.fields,
    translated: entry.file.includes('{{locale}}'),
  })),
)
const published = site.translations.filter(({ language }) => language.published).map(({ language }) => language.folder)

/** The keys of each top-level list a relation may name, and the pictures in the media library. */
const choices: Choices = {
  own: site.own.language.code,
  relations: new Map(
    editorFiles.flatMap(({ name, file }) => {
      const data = snapshot.own[file]
      return Array.isArray(data)
        ? [[name, data.flatMap((item) => (typeof item?.key === 'string' ? [item.key] : []))] as const]
        : []
    }),
  ),
  pictures: [
    ...new Set(
      (Array.isArray(snapshot.own['images.json']) ? snapshot.own['images.json'] : []).map((image) => String(image.src)),
    ),
  ],
}

/**
 * The rules the configuration cannot state, each as the check words it: across a list's entries,
 * across files, across languages, or about a language published. The save hook refuses a save that
 * breaks one of them, in the editor, with these words.
 */
const ONLY_THE_CHECK = [
  { rule: 'each entry of a list named once', words: /: duplicate (?:id|slug|key) "/ },
  { rule: 'a list at the top of a file not left empty', words: /: Too small: expected array to have >=1 items?$/ },
  { rule: 'a picture someone shows still there', words: /: unknown image key "/ },
  { rule: 'a link to a page of the site to a page it has', words: /is not a page of the site: use one of/ },
  { rule: "a translation's words not its termbase's rejected terms", words: /which the termbase rejects for/ },
  {
    rule: "a language published only once translated, and on one of editions.json's two lists",
    words: /has no translation to publish|is published: take it off/,
  },
  {
    rule: "a translation's note on links that open a new tab",
    words: /is missing: “A link to a page in another language” names \{newTab\}/,
  },
  { rule: 'a language code written once in a list', words: /: lists a language twice$/ },
  {
    rule: "a rule of the calendar the checklist names, still the calendar's",
    words: /is not (?:a rule of content\/deadlines\.json|a yearly rule): use one of/,
  },
] as const

/** The line above a translation's problems, which the lines under it name one by one. */
const HEADING = /^the published .+ edition \(content\/\w+\/\) has problems:$/

/** A case: one file, in English and in a published translation where it is translated. */
const cases = fc
  .constantFrom(...editorFiles)
  .chain((entry) =>
    fileValue(entry.fields, choices, choices.own, snapshot.own[entry.file]).chain((english) =>
      (entry.translated
        ? fc
            .constantFrom(...published)
            .chain((folder) =>
              fileValue(entry.fields, choices, folder, english).map((translated) => ({ [folder]: translated })),
            )
        : fc.constant({})
      ).map((translations) => ({ entry, data: { '': english, ...translations } as Record<string, unknown> })),
    ),
  )

/** The files of a case, by language, as they are written. */
const written = ({ data }: { data: Record<string, unknown> }) => data

const runs = Number(process.env.FC_RUNS ?? 40)
const seed = Number(process.env.FC_SEED ?? Date.now() % 2_147_483_647)

describe('what the editor accepts', () => {
  it('publishes, or the check refuses it only by a rule the configuration cannot state', {
    timeout: 20 * runs * 1000,
  }, () => {
    const refusals = new Map<string, number>()
    let accepted = 0
    let refused = 0
    try {
      fc.assert(
        fc.property(cases, (generated) => {
          const result = checkSave(snapshot, { file: generated.entry.file, data: written(generated) })
          if (!('refused' in result)) {
            accepted++
            return true
          }
          refused++
          for (const line of result.refused) {
            if (HEADING.test(line)) continue
            const known = ONLY_THE_CHECK.find(({ words }) => words.test(line))
            if (!known) throw new Error(`the editor accepts what the check refuses: ${line}`)
            refusals.set(known.rule, (refusals.get(known.rule) ?? 0) + 1)
          }
          return true
        }),
        { seed, numRuns: runs },
      )
    } finally {
      // Counted over every case tried, those fast-check tries while shrinking a failure too.
      const rules = [...refusals].map(([rule, count]) => `${count} for ${rule}`).join(', ')
      console.log(
        `editor-accepts: seed ${seed}, ${runs} cases: ${accepted} accepted, ${refused} refused by the save hook${rules ? ` (problems: ${rules})` : ''}`,
      )
    }
    expect(accepted).toBeGreaterThan(0)
  })
})

/** Each field of a file's configuration optional in English, by the path of its name through groups and list entries. */
function optionalPaths(fields: readonly CmsField[], at: string[] = []): string[][] {
  return fields.flatMap((field) => {
    const here = field.root ? at : [...at, field.name]
    // Optional in English: not required, or required in the translations alone.
    const optional =
      field.required === false || (Array.isArray(field.required) && !field.required.includes(choices.own))
    const inner = [
      ...(Array.isArray(field.fields) ? optionalPaths(field.fields as CmsField[], here) : []),
      ...(field.field
        ? optionalPaths([field.field as CmsField], here).filter((one) => one.length > here.length + 1)
        : []),
    ]
    return [...(optional && !field.root ? [here] : []), ...inner]
  })
}

/** The data with the field at `steps` left empty everywhere (in every entry of a list on the way). */
function withoutField(data: unknown, steps: readonly string[]): unknown {
  if (Array.isArray(data)) return data.map((item) => withoutField(item, steps))
  if (typeof data !== 'object' || data === null || steps.length === 0) return data
  const [first = '', ...rest] = steps
  const { [first]: value, ...others } = data as Record<string, unknown>
  if (rest.length === 0) return others
  return value === undefined ? others : { ...others, [first]: withoutField(value, rest) }
}

/** The content with every optional field of every file left empty, in English. */
function everyOptionalEmpty(): Snapshot {
  let content = snapshot
  for (const entry of editorFiles) {
    let data: unknown = snapshot.own[entry.file]
    for (const steps of optionalPaths(entry.fields)) data = withoutField(data, steps)
    content = withSave(content, { file: entry.file, data: { '': data } })
  }
  return content
}

describe('an optional field left empty', () => {
  it('one at a time, in English: the check takes each', { timeout: 240_000 }, () => {
    const refused: string[] = []
    let emptied = 0
    for (const entry of editorFiles) {
      for (const steps of optionalPaths(entry.fields)) {
        const data = withoutField(snapshot.own[entry.file], steps)
        const result = checkSave(snapshot, { file: entry.file, data: { '': data } })
        emptied++
        if ('refused' in result) refused.push(`${entry.file} → ${steps.join('.')}: ${result.refused.join('; ')}`)
      }
    }
    expect(refused).toEqual([])
    expect(emptied).toBeGreaterThan(20)
  })

  it('all at once, in English; and a translation that writes nothing of its own: the check takes both', () => {
    const empty = everyOptionalEmpty()
    const [folder = ''] = published
    // A translation's own words are optional in it: left out, the English stands in (shown so).
    const bare = {
      ...empty,
      translations: empty.translations.map((one) => (one.folder === folder ? { ...one, files: {} } : one)),
    }
    for (const content of [empty, bare]) {
      const result = checkSave(content, { file: 'firm.json', data: { '': content.own['firm.json'] } })
      expect('refused' in result ? result.refused : []).toEqual([])
    }
  })
})

describe('a build of generated content', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'editor-accepts-'))
  afterAll(() => rmSync(work, { recursive: true, force: true }))

  // Several generated cases the editor accepts, every optional field of the rest left empty, built as
  // the site is built: a few minutes' work on a busy machine.
  it('of several cases the editor accepts passes', { timeout: 900_000 }, () => {
    let content = everyOptionalEmpty()
    const accepted = fc
      .sample(cases, { seed, numRuns: 60 })
      .filter(
        (generated) => !('refused' in checkSave(content, { file: generated.entry.file, data: written(generated) })),
      )
    // One case a file, a few files: each still accepted as the content grows.
    const built: string[] = []
    for (const generated of accepted) {
      if (built.length >= 4 || built.includes(generated.entry.file)) continue
      const save = { file: generated.entry.file, data: written(generated) }
      if ('refused' in checkSave(content, save)) continue
      content = withSave(content, save)
      built.push(generated.entry.file)
    }
    expect(built.length).toBeGreaterThan(0)
    // The checkout as it is, its content replaced.
    const run = buildCopy(path.join(work, 'site'), (contentDir) => {
      const write = (folder: string, files: Record<string, unknown>) => {
        for (const [file, data] of Object.entries(files)) {
          const full = path.join(contentDir, folder, file)
          mkdirSync(path.dirname(full), { recursive: true })
          writeFileSync(full, normaliseContent(file, data))
        }
      }
      write('', content.own)
      for (const translation of content.translations) write(translation.folder, translation.files)
    })
    console.log(
      `editor-accepts: built ${built.join(', ')} as generated (seed ${seed}), every optional field of the rest left empty`,
    )
    expect(run.status, run.output).toBe(0)
  })
})
