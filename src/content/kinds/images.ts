/** content/images.json: every picture of the site by key, with its description for screen readers. */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { z } from 'zod'
import { duplicates } from '../checks.ts'
import type { ShownOf } from '../fields.ts'
import { attributeText } from '../fields.ts'
import { defineKind, type FieldProblem, type Others } from '../kind.ts'
import type { ContentProblem } from '../problems.ts'

/** A field naming a picture of content/images.json, picked from that list in the editor. */
export const imageKey = z
  .string()
  .regex(/^[a-z0-9-]+$/, 'must be an image key from content/images.json')
  .meta({ title: 'Picture', 'x-cms-relation': 'images.json' })

const imageSize = (side: 'Width' | 'Height') =>
  z
    .number()
    .int()
    .positive()
    .optional()
    .meta({
      title: `${side} in pixels`,
      description: 'Leave empty: the build reads it from the file. Needed only for a drawing (SVG) that states no size',
    })

/**
 * One entry of content/images.json. `width` and `height` are the file's own and are read from it
 * at build time (sizeImages, below); written here, they must agree with the file.
 */
export const imageEntrySchema = z.strictObject({
  key: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and hyphens, e.g. "portrait-jane-doe"')
    .meta({
      title: 'Key',
      description: 'The name people, services and resources use to pick this picture, e.g. "portrait-jane-doe"',
    }),
  src: z
    .string()
    .regex(
      /^\/images\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp|avif)$/,
      'must be a file under public/images/, e.g. "/images/people/jane-doe.jpg"',
    )
    .meta({
      title: 'Picture',
      description: 'A photo (JPEG, PNG, WebP or AVIF, at least 1,200 pixels wide) or a drawing (SVG)',
      'x-cms-widget': 'image',
      'x-cms-media-folder': '/public/images/people',
      'x-cms-accept': '.svg,.png,.jpg,.jpeg,.webp,.avif',
    }),
  // An empty alt is written as no key at all by the editor; the default puts the "" back.
  alt: attributeText(z.string().trim().default('')).meta({
    title: 'Description for screen readers (alt text)',
    description: 'What the picture shows. Leave empty only when it is purely decorative',
  }),
  width: imageSize('Width'),
  height: imageSize('Height'),
})

/** content/images.json as written: a list, so the editor can add and remove pictures. */
export const imageListSchema = z
  .array(imageEntrySchema.meta({ title: 'Picture' }))
  .min(1)
  .superRefine((entries, ctx) => {
    for (const problem of duplicates(
      entries.map((entry) => entry.key),
      { key: 'key' },
    )) {
      const index = Number(/^\[(\d+)\]/.exec(problem.field)?.[1])
      ctx.addIssue({ code: 'custom', path: [index, 'key'], message: problem.message })
    }
  })

export const images = defineKind({
  schema: imageListSchema,
  // Of the pictures, every page load needs only the social-preview one.
  summary: ['share-default'],
  editor: { group: 'pictures', label: 'Pictures' },
  deliver: (entries, publicDir) =>
    sizeImages(entries, publicDir).then(({ images, problems }) => ({ data: images, problems })),
  // The file is a list: name the entry by its place in it, as the editor and the other lists do.
  check: (entries, { publicDir }) =>
    publicDir === null
      ? []
      : entries.flatMap((image, index) =>
          existsSync(path.join(publicDir, image.src))
            ? []
            : [{ field: `[${index}].src`, message: `no file at public${image.src} (picture "${image.key}")` }],
        ),
})

/** Items of another file whose picture is not in content/images.json. */
export function imageKeyProblems(items: readonly { image: string }[], others: Others): FieldProblem[] {
  const list = others.of(images)
  if (!list) return []
  const keys = new Set(list.map((image) => image.key))
  return items.flatMap((item, index) =>
    keys.has(item.image)
      ? []
      : [
          {
            field: `[${index}].image`,
            message: `unknown image key "${item.image}"; add it to content/images.json or use one of: ${[...keys].join(', ')}`,
          },
        ],
  )
}

/** An entry of content/images.json as written (its size may be left out). */
export type ImageEntry = ShownOf<typeof imageEntrySchema>
/** A picture as content/images.json declares it, by key. */
export type DeclaredImage = Omit<ImageEntry, 'key'>
/** A picture as the site uses it: its width and height are always known (read from the file by the build). */
export type Image = Omit<DeclaredImage, 'width' | 'height'> & { width: number; height: number }
export type Images = Record<string, Image>

/* ---------- Sizes, read from the files ---------- */

// The width and height of each picture, read from its file: a photo's pixels (after EXIF rotation),
// a drawing's own size. A size written in the entry must agree with the file; a drawing that
// states none must have one written. Build and test side only (sharp).

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
 * A picture of content/images.json with its size: the file's own, which a
 * `width`/`height` written in the entry must agree with. `index` is the entry's
 * place in the list, for the messages, which name the file and field as
 * `npm run content:check` does.
 */
export async function sizeImage(
  file: Buffer,
  entry: ImageEntry,
  index: number,
): Promise<{ image: Image | null; problems: ContentProblem[] }> {
  const { key, ...declared } = entry
  const problems: ContentProblem[] = []
  const problem = (name: string, message: string) =>
    problems.push({ file: 'images.json', field: `[${index}].${name}`, message })
  let own: Size | null = null
  try {
    own = await intrinsicSize(file, entry.src)
  } catch (error) {
    problem('src', `public${entry.src} is not a picture sharp can read: ${(error as Error).message}`)
  }
  if (own) {
    if (declared.width !== undefined && declared.width !== own.width) {
      problem('width', `is ${declared.width}, the file is ${own.width} wide (picture "${key}")`)
    }
    if (declared.height !== undefined && declared.height !== own.height) {
      problem('height', `is ${declared.height}, the file is ${own.height} high (picture "${key}")`)
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
): Promise<{ images: Images; problems: ContentProblem[] }> {
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
        return { key: entry.key, image: null, problems: [missing] }
      }
      return { key: entry.key, ...(await sizeImage(file, entry, index)) }
    }),
  )
  const images: Images = {}
  for (const { key, image } of results) if (image) images[key] = image
  return { images, problems: results.flatMap((result) => result.problems) }
}
