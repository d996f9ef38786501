/**
 * The picture files of content/images.json: each read from public/, its width and height found (a
 * photo's pixels after EXIF rotation, a drawing's own size), checked against a size written in its
 * entry. The build alone reads them (images.ts's deliver); a drawing that states no size must have
 * one written. Build and test side only (node:fs, sharp).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type { ContentProblem } from '../problems.ts'
import type { Image, ImageEntry, Images } from './images.ts'

export interface Size {
  width: number
  height: number
}

/** A length attribute of an SVG in pixels: a plain number or `px`; relative units give no size. */
const svgLength = (value: string | undefined) => {
  const match = value === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value)
  const length = match ? Number(match[1]) : 0
  return length > 0 ? length : undefined
}

/**
 * The size a drawing states on its root element: `width` and `height`, else
 * the `viewBox` (with one of the two scaled by its shape); null when it states none.
 */
export function svgSize(svg: string): Size | null {
  const root = /<svg\b[^>]*>/i.exec(svg.replace(/<!--[\s\S]*?-->/g, ''))?.[0] ?? ''
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(["'])(.*?)\\1`, 'i').exec(root)?.[2]
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number)
  const boxWidth = box?.length === 4 && (box[2] ?? 0) > 0 ? box[2] : undefined
  const boxHeight = box?.length === 4 && (box[3] ?? 0) > 0 ? box[3] : undefined
  let width = svgLength(attribute('width'))
  let height = svgLength(attribute('height'))
  if (boxWidth && boxHeight) {
    if (width && !height) height = (width * boxHeight) / boxWidth
    else if (height && !width) width = (height * boxWidth) / boxHeight
    else if (!width && !height) {
      width = boxWidth
      height = boxHeight
    }
  }
  return width && height ? { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) } : null
}

/** The size a picture file states: a photo's pixels as displayed (after EXIF rotation), a drawing's own size. */
export async function intrinsicSize(file: Buffer, src: string): Promise<Size | null> {
  if (/\.svg$/i.test(src)) return svgSize(file.toString('utf8'))
  const metadata = await sharp(file).metadata()
  const rotated = (metadata.orientation ?? 1) >= 5
  const width = rotated ? metadata.height : metadata.width
  const height = rotated ? metadata.width : metadata.height
  return width && height ? { width, height } : null
}

/**
 * A picture of content/images.json with its size: the file's own. A `width`/`height` written in the
 * entry that disagrees with it is a warning (the file's own is used). `index` is the entry's place in
 * the list, for the messages, which name the file and field as `npm run content:check` does.
 */
export async function sizeImage(
  file: Buffer,
  entry: ImageEntry,
  index: number,
): Promise<{ image: Image | null; problems: ContentProblem[]; warnings: string[] }> {
  const { key, ...declared } = entry
  const problems: ContentProblem[] = []
  const warnings: string[] = []
  const problem = (name: string, message: string) =>
    problems.push({ file: 'images.json', field: `[${index}].${name}`, message })
  const warning = (name: string, message: string) =>
    warnings.push(`content/images.json → [${index}].${name}: ${message}`)
  let own: Size | null = null
  try {
    own = await intrinsicSize(file, entry.src)
  } catch (error) {
    problem('src', `public${entry.src} is not a picture sharp can read: ${(error as Error).message}`)
  }
  if (own) {
    // The site uses the file's own size; a size written otherwise is left out, with a word to staff.
    if (declared.width !== undefined && declared.width !== own.width) {
      warning(
        'width',
        `is ${declared.width}, the file is ${own.width} wide: the site uses ${own.width} (picture "${key}"); leave it empty`,
      )
    }
    if (declared.height !== undefined && declared.height !== own.height) {
      warning(
        'height',
        `is ${declared.height}, the file is ${own.height} high: the site uses ${own.height} (picture "${key}"); leave it empty`,
      )
    }
  }
  const width = own?.width ?? declared.width
  const height = own?.height ?? declared.height
  if (problems.length === 0 && (width === undefined || height === undefined)) {
    problem(
      'width',
      `public${entry.src} states no size (an SVG needs width and height, or a viewBox); write width and height here (picture "${key}")`,
    )
  }
  return {
    image: problems.length === 0 && width && height ? { ...declared, width, height } : null,
    problems,
    warnings,
  }
}

/**
 * Every picture of content/images.json by key, each with the width and height
 * of its file, or the problems that prevent it (a missing file, a size written
 * in the entry that is not the file's own, a drawing that states no size).
 */
export async function sizeImages(
  entries: readonly ImageEntry[],
  publicDir: string,
): Promise<{ images: Images; problems: ContentProblem[]; warnings: string[] }> {
  const results = await Promise.all(
    entries.map(async (entry, index) => {
      let file: Buffer
      try {
        file = readFileSync(path.join(publicDir, entry.src))
      } catch {
        const missing = {
          file: 'images.json',
          field: `[${index}].src`,
          message: `no file at public${entry.src} (picture "${entry.key}")`,
        }
        return { key: entry.key, image: null, problems: [missing], warnings: [] }
      }
      return { key: entry.key, ...(await sizeImage(file, entry, index)) }
    }),
  )
  const images: Images = {}
  for (const { key, image } of results) if (image) images[key] = image
  return {
    images,
    problems: results.flatMap((result) => result.problems),
    warnings: results.flatMap((result) => result.warnings),
  }
}
