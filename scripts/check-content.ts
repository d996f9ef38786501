/** `npm run content:check`: validates content/ and prints each problem with its file and field. */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { validateContent } from '../src/content/validate.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
try {
  validateContent(path.join(root, 'content'), path.join(root, 'public'))
  console.log('content OK')
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
