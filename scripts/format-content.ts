/**
 * `npm run content:format`: rewrites every file in content/ in the form the
 * browser editor writes (src/content/format.ts), so that a hand edit and the
 * editor's next save do not fight over spacing and key order. Prints the files
 * it changed; tests/content-format.test.ts fails while any file is not in this form.
 * Then brings each translation's record of what its texts were made from up to date
 * (content/<folder>/made-from.json, src/content/drift.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { MADE_FROM, writeMadeFrom } from '../src/content/drift.ts'
import { normaliseContent } from '../src/content/format.ts'
import { translations } from '../src/content/site-languages.ts'
import { contentFiles } from '../src/content/validate.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const contentDir = path.join(root, 'content')
let changed = 0
const files = ['', ...translations(root).map((language) => language.folder)].flatMap((folder) =>
  Object.keys(contentFiles).flatMap((file) => {
    const shown = folder ? `${folder}/${file}` : file
    return existsSync(path.join(contentDir, shown)) ? [{ file, shown }] : []
  }),
)
for (const { file, shown } of files) {
  const full = path.join(contentDir, shown)
  const text = readFileSync(full, 'utf8')
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    console.error(`content/${shown} → (whole file): is not valid JSON: ${(error as Error).message}`)
    process.exitCode = 1
    continue
  }
  const formatted = normaliseContent(file, data)
  if (formatted !== text) {
    writeFileSync(full, formatted)
    console.log(`formatted content/${shown}`)
    changed++
  }
}
// After the files are in their form, which a record's hashes do not depend on but a reader's diff does.
for (const { folder } of translations(root)) {
  if (!writeMadeFrom(root, folder)) continue
  console.log(`recorded what content/${folder}/ was made from in content/${folder}/${MADE_FROM}`)
  changed++
}
if (changed === 0 && !process.exitCode) console.log('content already in the editor’s form')
