/**
 * Every content file stays in the form the browser editor writes it in
 * (src/content/format.ts), so that a save from /admin changes only the lines
 * staff changed. `npm run content:format` puts a hand-edited file back in it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contentFiles } from '~/content/check-files.ts'
import { normaliseContent } from '~/content/format.ts'
import { translations } from '~/content/site-languages.ts'

const contentDir = path.resolve(import.meta.dirname, '../content')
/** Every translation's folder, drafts included. */
const translationFolders = () => translations(path.dirname(contentDir)).map((language) => language.folder)

/** The first line where a file differs from its form, for the failure message. */
function firstDifference(actual: string, expected: string): number {
  const a = actual.split('\n')
  const b = expected.split('\n')
  const index = a.findIndex((line, i) => line !== b[i])
  return (index === -1 ? a.length : index) + 1
}

function jsonFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) return jsonFiles(full, `${prefix}${entry}/`)
    return entry.endsWith('.json') ? [`${prefix}${entry}`] : []
  })
}

describe('content files', () => {
  it("are each in the editor's form: 2-space JSON, a final newline, keys in the schema's order", () => {
    const files = ['', ...translationFolders()].flatMap((folder) =>
      Object.keys(contentFiles).flatMap((file) => {
        const shown = folder ? `${folder}/${file}` : file
        return existsSync(path.join(contentDir, shown)) ? [{ file, shown }] : []
      }),
    )
    const misformatted = files.flatMap(({ file, shown }) => {
      const text = readFileSync(path.join(contentDir, shown), 'utf8')
      const expected = normaliseContent(file, JSON.parse(text))
      return text === expected
        ? []
        : [`content/${shown} (from line ${firstDifference(text, expected)}; run npm run content:format)`]
    })
    expect(misformatted).toEqual([])
  })

  it('are all known to the content check (and so to the editor), in the site’s language and each translation', () => {
    const folders = translationFolders()
    const own = jsonFiles(contentDir).filter((file) => !folders.some((folder) => file.startsWith(`${folder}/`)))
    expect(own.sort()).toEqual(Object.keys(contentFiles).sort())
    for (const folder of folders) {
      const files = jsonFiles(path.join(contentDir, folder))
      // A translation's records of what its texts were made from are in its files (records.ts).
      expect(
        files.every((file) => file in contentFiles),
        `content/${folder}/: ${files.join(', ')}`,
      ).toBe(true)
    }
  })
})

describe('normaliseContent', () => {
  const files = {
    'x.json': z.strictObject({
      name: z.string(),
      suite: z.string().optional(),
      alt: z.string().default(''),
      external: z.boolean().optional(),
      tags: z.array(z.string()).optional(),
      people: z.array(z.strictObject({ title: z.string(), content: z.string() })),
    }),
  }

  it('orders keys as the schema does, at every depth, and keeps what the schema does not know at the end', () => {
    const text = normaliseContent(
      'x.json',
      { extra: 1, people: [{ content: 'c', title: 't' }], external: true, name: 'n' },
      files,
    )
    expect(text).toBe(
      '{\n  "name": "n",\n  "external": true,\n  "people": [\n    {\n      "title": "t",\n      "content": "c"\n    }\n  ],\n  "extra": 1\n}\n',
    )
  })

  it('leaves out empty optional values and writes a missing yes/no as false, as the editor saves', () => {
    const data = JSON.parse(normaliseContent('x.json', { name: 'n', suite: '', alt: '', tags: [], people: [] }, files))
    expect(data).toEqual({ name: 'n', external: false, people: [] })
  })

  it('keeps characters as they are', () => {
    expect(normaliseContent('x.json', { name: 'Monday – Friday’s', people: [] }, files)).toContain(
      '"name": "Monday – Friday’s"',
    )
  })

  it('reads a list file through its transform, and picks the option of a union that fits', () => {
    const images = normaliseContent('images.json', [{ alt: 'A', src: '/images/a.svg', key: 'a' }])
    expect(images).toBe('[\n  {\n    "key": "a",\n    "src": "/images/a.svg",\n    "alt": "A"\n  }\n]\n')
    const editor = normaliseContent('editor.json', { appId: 'id', repo: 'g/p', branch: 'main', backend: 'gitlab' })
    expect(Object.keys(JSON.parse(editor))).toEqual(['backend', 'repo', 'branch', 'appId'])
  })
})
