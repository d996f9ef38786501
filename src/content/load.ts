/**
 * The site's content as code receives it: every file of the table checked (validate.ts), the
 * pictures by key with their files' sizes (image-sizes.ts). A build process loads it once: the
 * Vite config, the content modules' plugin and the picture plugin share one load per content
 * folder, and `vite dev` forgets it when a file changes. Build and test side only.
 */
import path from 'node:path'
import type { Content, ContentKey } from './collections.ts'
import { sizeImages } from './image-sizes.ts'
import { ContentError, validateContent } from './validate.ts'

export type LoadedContent = { [K in ContentKey]: Content<K> }

const loads = new Map<string, Promise<LoadedContent>>()

async function load(root: string): Promise<LoadedContent> {
  const parsed = validateContent(path.join(root, 'content'), path.join(root, 'public'))
  const { images, problems } = await sizeImages(parsed.images, path.join(root, 'public'))
  if (problems.length > 0) throw new ContentError(problems)
  return { ...parsed, images }
}

/** The content under `root` (the folder holding content/ and public/), loaded once per process. */
export function loadContent(root: string): Promise<LoadedContent> {
  let loading = loads.get(root)
  if (!loading) {
    loading = load(root)
    loads.set(root, loading)
    // A failed load is not kept: the next call (after a fix, in `vite dev`) reads the files again.
    loading.catch(() => loads.delete(root))
  }
  return loading
}

/** Makes the next loadContent(root) read the files again (a content file or picture changed). */
export function forgetContent(root: string): void {
  loads.delete(root)
}
