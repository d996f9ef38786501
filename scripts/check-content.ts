/** `npm run content:check`: validates content/ and prints each problem with its file and field. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkPhotoSize } from '../src/build/responsive-images.ts'
import { validateContent } from '../src/content/validate.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
try {
  const { 'images.json': images } = validateContent(path.join(root, 'content'), path.join(root, 'public'))
  // A photo's width and height must be its file's own, or its box would not fit it.
  const problems = (
    await Promise.all(
      Object.entries(images).map(([key, image]) =>
        checkPhotoSize(readFileSync(path.join(root, 'public', image.src)), key, image),
      ),
    )
  ).flat()
  if (problems.length) throw new Error(problems.join('\n'))
  console.log('content OK')
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
