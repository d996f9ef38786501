import data from '~content/images.json'
import type { Image, Images } from './schemas.ts'

// The file is a list; the build serves this import as the pictures by key, each
// with its file's width and height (contentMeta in src/content/vite-plugin.ts).
const images = data as unknown as Images

/** Looks up an image by its key; the build has already checked that every key used in content exists. */
export function getImage(key: string): Image {
  const image = images[key]
  if (!image) throw new Error(`Unknown image key "${key}"`)
  return image
}
