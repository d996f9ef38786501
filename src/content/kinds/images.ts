/** content/images.json: every picture of the site by key, with its description for screen readers. */
import { z } from 'zod'
import { duplicates } from '../checks.ts'
import type { ShownOf } from '../fields.ts'
import { attributeText } from '../fields.ts'
import { defineKind, type Others } from '../kind.ts'
import type { FieldProblem } from '../problems.ts'

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
 * at build time (sizeImages, image-files.ts); written here, they count only for a drawing that
 * states no size (one that disagrees with the file is a warning).
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
  // The files themselves (that each exists, and its size) are read by the build alone: image-files.ts.
  deliver: async (entries, publicDir) => {
    const { sizeImages } = await import('./image-files.ts')
    const { images, problems, warnings } = await sizeImages(entries, publicDir)
    return { data: images, problems, warnings }
  },
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
