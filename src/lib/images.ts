import images from 'content:images'
import type { Image } from '~/content/kinds/images.ts'

/** Looks up a picture by its key; the build has already checked that every key used in content exists. */
export function getImage(key: string): Image {
  const image = images[key]
  if (!image) throw new Error(`Unknown image key "${key}"`)
  return image
}
