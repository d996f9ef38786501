/**
 * `npm run content:check`: validates content/ and prints each problem with its file and field.
 * `node scripts/check-content.ts DIR` checks another checkout's content/ and public/ (the editor's tests do).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { normaliseContent } from '../src/content/format.ts'
import { contentFiles, validateContent } from '../src/content/validate.ts'
import { loadImages } from '../src/vite-plugins/responsive-images.ts'

const root = process.argv[2] ? path.resolve(process.argv[2]) : fileURLToPath(new URL('..', import.meta.url))
const contentDir = path.join(root, 'content')
try {
  validateContent(contentDir, path.join(root, 'public'))
  // A picture's width and height come from its file; one written in images.json must agree with it.
  const { problems } = await loadImages(root)
  // The form the browser editor saves in, so that its next save changes only what staff change.
  for (const file of Object.keys(contentFiles)) {
    const text = readFileSync(path.join(contentDir, file), 'utf8')
    if (normaliseContent(file, JSON.parse(text)) !== text) {
      problems.push(
        `content/${file} → (whole file): not in the editor's layout (2-space indent, keys in order); run npm run content:format`,
      )
    }
  }
  if (problems.length) throw new Error(problems.join('\n'))
  console.log('content OK')
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
