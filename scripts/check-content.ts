/**
 * `npm run content:check`: checks content/ as the build does and prints each problem with its
 * file and field, what staff must do soon, and what each translation does not translate yet or is
 * behind on (src/content/check.ts); brings src/content/modules.gen.d.ts up to date with the content
 * table. `node scripts/check-content.ts DIR` checks another checkout's content/ and public/ (the
 * test content does).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkContent } from '../src/content/check.ts'
import { TYPES_FILE, writeContentModuleTypes } from '../src/vite-plugins/content.ts'

const here = fileURLToPath(new URL('..', import.meta.url))
const root = process.argv[2] ? path.resolve(process.argv[2]) : here
const { errors, warnings, translations } = await checkContent(root)
if (warnings.length > 0) console.warn(warnings.join('\n'))
if (translations.length > 0) console.warn(translations.join('\n'))
if (root === here && writeContentModuleTypes(root)) console.log(`${TYPES_FILE} written from the content table`)
if (errors.length > 0) {
  console.error(errors.join('\n'))
  process.exit(1)
}
console.log('content OK')
