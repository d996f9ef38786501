/**
 * Checks every file under content/ against its schema and the rules a schema
 * cannot express alone (unique slugs, image keys that exist, files that exist).
 * Used by the Vite build (src/content/vite-plugin.ts), by `npm test`, and by
 * `npm run content:check`. Build and test side only. A picture's width and
 * height are read from its file by src/vite-plugins/responsive-images.ts.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import {
  aboutPageSchema,
  associatesSchema,
  contactPageSchema,
  editorSchema,
  firmSchema,
  homePageSchema,
  imageListSchema,
  imagesSchema,
  invoicePageSchema,
  notFoundPageSchema,
  partnersSchema,
  recordsGuideSchema,
  resourcesSchema,
  servicesPageSchema,
  servicesSchema,
  simplePageSchema,
  siteSchema,
  teamPageSchema,
} from './schemas.ts'

/** Every content file, relative to the content folder, with the schema it must satisfy. */
export const contentFiles = {
  'firm.json': firmSchema,
  'site.json': siteSchema,
  'images.json': imagesSchema,
  'partners.json': partnersSchema,
  'associates.json': associatesSchema,
  'services.json': servicesSchema,
  'resources.json': resourcesSchema,
  'records.json': recordsGuideSchema,
  'pages/home.json': homePageSchema,
  'pages/about.json': aboutPageSchema,
  'pages/team.json': teamPageSchema,
  'pages/associates.json': simplePageSchema,
  'pages/services.json': servicesPageSchema,
  'pages/resources.json': simplePageSchema,
  'pages/contact.json': contactPageSchema,
  'pages/invoice.json': invoicePageSchema,
  'pages/not-found.json': notFoundPageSchema,
  'editor.json': editorSchema,
} satisfies Record<string, z.ZodType>

export type ContentFile = keyof typeof contentFiles
/** A table like contentFiles: each content file with its schema. */
export type SchemaTable = Readonly<Record<string, z.ZodType>>

export interface ContentProblem {
  file: string
  field: string
  message: string
}

export class ContentError extends Error {
  readonly problems: ContentProblem[]
  constructor(problems: ContentProblem[]) {
    super(
      `Content check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((p) => `  content/${p.file} → ${p.field}: ${p.message}`).join('\n'),
    )
    this.name = 'ContentError'
    this.problems = problems
  }
}

/** Writes a zod path the way an editor reads it: `[1].info[0].title`. */
export function fieldPath(segments: readonly PropertyKey[]): string {
  if (segments.length === 0) return '(whole file)'
  return segments
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`
      const name = String(segment)
      return index === 0 ? name : `.${name}`
    })
    .join('')
}

function readJson(dir: string, file: string, problems: ContentProblem[]): unknown {
  const full = path.join(dir, file)
  if (!existsSync(full)) {
    problems.push({ file, field: '(whole file)', message: 'file is missing' })
    return undefined
  }
  try {
    return JSON.parse(readFileSync(full, 'utf8'))
  } catch (error) {
    problems.push({ file, field: '(whole file)', message: `is not valid JSON: ${(error as Error).message}` })
    return undefined
  }
}

function checkUnique(file: string, items: readonly { slug: string }[], problems: ContentProblem[]) {
  const seen = new Map<string, number>()
  items.forEach((item, index) => {
    const first = seen.get(item.slug)
    if (first !== undefined) {
      problems.push({
        file,
        field: `[${index}].slug`,
        message: `duplicate slug "${item.slug}" (also used by entry [${first}])`,
      })
    } else {
      seen.set(item.slug, index)
    }
  })
}

function checkImageKeys(
  file: string,
  items: readonly { image: string }[],
  images: Record<string, unknown>,
  problems: ContentProblem[],
) {
  items.forEach((item, index) => {
    if (!(item.image in images)) {
      problems.push({
        file,
        field: `[${index}].image`,
        message: `unknown image key "${item.image}"; add it to content/images.json or use one of: ${Object.keys(images).join(', ')}`,
      })
    }
  })
}

const toSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * Validates the content folder. Returns the parsed content when it is sound;
 * throws a ContentError naming every file and field that is not.
 * `publicDir` is where image files live; pass null to skip the file check.
 */
export function validateContent(contentDir: string, publicDir: string | null) {
  const problems: ContentProblem[] = []
  const parsed: Partial<Record<ContentFile, unknown>> = {}
  const raws: Partial<Record<ContentFile, unknown>> = {}

  for (const [file, schema] of Object.entries(contentFiles) as [ContentFile, z.ZodType][]) {
    const raw = readJson(contentDir, file, problems)
    if (raw === undefined) continue
    const result = schema.safeParse(raw)
    if (result.success) {
      parsed[file] = result.data
      raws[file] = raw
    } else {
      for (const issue of result.error.issues) {
        problems.push({ file, field: fieldPath(issue.path), message: issue.message })
      }
    }
  }

  const images = parsed['images.json'] as z.infer<typeof imagesSchema> | undefined
  const partners = parsed['partners.json'] as z.infer<typeof partnersSchema> | undefined
  const associates = parsed['associates.json'] as z.infer<typeof associatesSchema> | undefined
  const services = parsed['services.json'] as z.infer<typeof servicesSchema> | undefined
  const resources = parsed['resources.json'] as z.infer<typeof resourcesSchema> | undefined

  if (partners) {
    checkUnique('partners.json', partners, problems)
    partners.forEach((partner, index) => {
      if (partner.slug !== toSlug(partner.name)) {
        problems.push({
          file: 'partners.json',
          field: `[${index}].slug`,
          message: `must be the name in lowercase with hyphens: "${toSlug(partner.name)}"`,
        })
      }
    })
    const managing = partners.filter((p) => p.title === 'Managing Partner').length
    if (managing !== 1) {
      problems.push({
        file: 'partners.json',
        field: 'title',
        message: `exactly one partner must be the Managing Partner (found ${managing})`,
      })
    }
  }
  if (associates) checkUnique('associates.json', associates, problems)
  if (services) checkUnique('services.json', services, problems)
  if (resources) checkUnique('resources.json', resources, problems)
  if (partners && associates) {
    const partnerSlugs = new Set(partners.map((p) => p.slug))
    associates.forEach((associate, index) => {
      if (partnerSlugs.has(associate.slug)) {
        problems.push({
          file: 'associates.json',
          field: `[${index}].slug`,
          message: `"${associate.slug}" is already a partner's slug`,
        })
      }
    })
  }

  if (images) {
    if (partners) checkImageKeys('partners.json', partners, images, problems)
    if (associates) checkImageKeys('associates.json', associates, images, problems)
    if (services) checkImageKeys('services.json', services, images, problems)
    if (resources) checkImageKeys('resources.json', resources, images, problems)
    if (publicDir) {
      // The file is a list: name the entry by its place in it, as the editor and the other lists do.
      imageListSchema.parse(raws['images.json']).forEach((image, index) => {
        if (!existsSync(path.join(publicDir, image.src))) {
          problems.push({
            file: 'images.json',
            field: `[${index}].src`,
            message: `no file at public${image.src} (picture "${image.key}")`,
          })
        }
      })
    }
  }

  if (problems.length > 0) throw new ContentError(problems)
  return parsed as { [K in ContentFile]: z.infer<(typeof contentFiles)[K]> }
}
