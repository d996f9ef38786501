import type { Image } from '~/content/kinds/images.ts'

/**
 * A picture by its key, from the pictures of the file that names it (`content:<key>/pictures`);
 * the build has already checked that every key used in content exists.
 */
export function pictureOf(pictures: Readonly<Record<string, Image>>, key: string): Image {
  const image = pictures[key]
  if (!image) throw new Error(`Unknown image key "${key}"`)
  return image
}
