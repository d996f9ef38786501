/**
 * `npm run content:check`: loads content/ as the build does (every file against its schema and
 * the cross-file rules, every picture against its file) and prints each problem with its file and
 * field; checks each file is in the editor's layout; brings src/content/modules.gen.d.ts up to
 * date with the content table. `node scripts/check-content.ts DIR` checks another checkout's
 * content/ and public/ (the editor's tests do).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { behindLines } from '../src/content/drift.ts'
import { normaliseContent } from '../src/content/format.ts'
import { contentWarnings, loadContent, parsedIn } from '../src/content/load.ts'
import { todayAtTheFirm } from '../src/content/on-day.ts'
import { ContentError } from '../src/content/problems.ts'
import { siteLanguages, translations as translationsOf } from '../src/content/site-languages.ts'
import { checkTranslations, contentFiles } from '../src/content/validate.ts'
import { TYPES_FILE, writeContentModuleTypes } from '../src/vite-plugins/content.ts'

const here = fileURLToPath(new URL('..', import.meta.url))
const root = process.argv[2] ? path.resolve(process.argv[2]) : here
const messages: string[] = []
/** The translations' folders, for the layout check below. */
let translations: string[] = []
try {
  const loaded = await loadContent(root)
  // What staff must do soon (dated content running out, a review due): printed, not a failure.
  for (const warning of contentWarnings(loaded, todayAtTheFirm())) console.warn(`warning: ${warning}`)
  // A published edition must be complete, as the build requires; what a draft lacks is printed for
  // the translators, not a failure.
  const reports = checkTranslations(
    path.join(root, 'content'),
    path.join(root, 'public'),
    parsedIn(loaded),
    translationsOf(root),
  )
  translations = reports.map((report) => report.code)
  // Each language named as the site's own language names it, from content.
  const [own, ...others] = siteLanguages(root)
  for (const { code, published, problems } of reports) {
    if (problems.length === 0) continue
    const lines = problems.map((problem) => `  content/${problem.file} → ${problem.field}: ${problem.message}`)
    const language = others.find((other) => other.folder === code)
    const name = (language && own.names[language.code]) ?? code
    if (published) messages.push(`the published ${name} edition (content/${code}/) has problems:`, ...lines)
    else console.warn([`warning: the ${name} draft (content/${code}/) is not complete:`, ...lines].join('\n'))
  }
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  messages.push(error.message)
}
// The form the browser editor saves in, so that its next save changes only what staff change.
for (const folder of ['', ...translations]) {
  for (const file of Object.keys(contentFiles)) {
    const shown = folder ? `${folder}/${file}` : file
    let text: string
    try {
      text = readFileSync(path.join(root, 'content', shown), 'utf8')
      if (normaliseContent(file, JSON.parse(text)) === text) continue
    } catch {
      continue // a missing or broken file is reported above
    }
    messages.push(
      `content/${shown} → (whole file): not in the editor's layout (2-space indent, keys in order); run npm run content:format`,
    )
  }
}
// What each translation still says of an English text that has changed since: listed, not a failure.
const behind = behindLines(root)
if (behind.length > 0) console.warn(behind.join('\n'))
if (root === here && writeContentModuleTypes(root)) console.log(`${TYPES_FILE} written from the content table`)
if (messages.length) {
  console.error(messages.join('\n'))
  process.exit(1)
}
console.log('content OK')
