/**
 * `npm run content:format`: rewrites every file in content/ in the form the browser editor writes
 * (src/content/format.ts), so that a hand edit and the editor's next save do not fight over
 * spacing and key order; lays each translation out as the site's own, an entry for each it lacks,
 * which the editor's lists need (a deadline added by hand in English alone); and brings each
 * translation's records of what its texts were made from up to date (in its files,
 * src/content/translation/records.ts), folding in what translators confirmed: what the editor's
 * save does itself, for what was edited by hand. Prints the files it changed;
 * tests/content-format.test.ts fails while any file is not in this form.
 * `node scripts/format-content.ts DIR` formats another checkout's content/ (the test content).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { formattedContent } from '../src/content/format.ts'
import { ContentError } from '../src/content/problems.ts'
import { loadSite } from '../src/content/site.ts'

const root = process.argv[2] ? path.resolve(process.argv[2]) : fileURLToPath(new URL('..', import.meta.url))
let files: ReturnType<typeof formattedContent>
try {
  files = formattedContent(loadSite(root))
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exit(1)
}
let changed = 0
for (const { file, text } of files) {
  const full = path.join(root, 'content', file)
  if (existsSync(full) && readFileSync(full, 'utf8') === text) continue
  writeFileSync(full, text)
  console.log(`formatted content/${file}`)
  changed++
}
if (changed === 0) console.log('content already in the editor’s form')
