/**
 * Checks every file under content/ (the table in collections.ts) against its schema and the rules
 * a schema cannot express alone (unique slugs, image keys that exist, links to pages that exist,
 * files that exist, due dates on business days: deadline-rules.ts). Used by src/content/load.ts (the build), by `npm test`, and by
 * `npm run content:check`. Build and test side only. A picture's width and height are read from
 * its file by src/content/image-sizes.ts.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { type ContentKey, content, contentFile, contentKeys, sitePaths } from './collections.ts'
import { deadlineProblems } from './deadline-rules.ts'
import type { ImageEntry } from './schemas.ts'

/** Each content file by its path under content/, with the schema it must satisfy. */
export const contentFiles: Readonly<Record<string, z.ZodType>> = Object.fromEntries(
  contentKeys.map((key) => [contentFile(key), content[key].schema]),
)
/** A table like contentFiles: each content file with its schema. */
export type SchemaTable = Readonly<Record<string, z.ZodType>>

/** Every file as its schema parses it (the pictures still as the list the file holds). */
export type ParsedContent = { [K in ContentKey]: z.output<(typeof content)[K]['schema']> }

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

/** Each value once in a list: `key` names the field, `list` the path of the list in the file ('' for the file). */
function checkUnique(
  file: string,
  values: readonly string[],
  problems: ContentProblem[],
  { key = 'slug', list = '' }: { key?: string; list?: string } = {},
) {
  const seen = new Map<string, number>()
  values.forEach((value, index) => {
    const first = seen.get(value)
    if (first !== undefined) {
      problems.push({
        file,
        field: `${list}[${index}].${key}`,
        message: `duplicate ${key} "${value}" (also used by entry [${first}])`,
      })
    } else {
      seen.set(value, index)
    }
  })
}
const slugsOf = (items: readonly { slug: string }[]) => items.map((item) => item.slug)

function checkImageKeys(
  file: string,
  items: readonly { image: string }[],
  keys: ReadonlySet<string>,
  problems: ContentProblem[],
) {
  items.forEach((item, index) => {
    if (!keys.has(item.image)) {
      problems.push({
        file,
        field: `[${index}].image`,
        message: `unknown image key "${item.image}"; add it to content/images.json or use one of: ${[...keys].join(', ')}`,
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
export function validateContent(contentDir: string, publicDir: string | null): ParsedContent {
  const problems: ContentProblem[] = []
  // Each file that parsed, typed by its schema; a file that did not stays undefined and its rules are skipped.
  const sound: Partial<ParsedContent> = {}
  const parse = (key: ContentKey) => {
    const file = contentFile(key)
    const raw = readJson(contentDir, file, problems)
    if (raw === undefined) return
    const result = content[key].schema.safeParse(raw)
    // The data is what this key's schema gave (TypeScript widens it to every file's, so it is assigned by key).
    if (result.success) Object.assign(sound, { [key]: result.data })
    else {
      for (const issue of result.error.issues) {
        problems.push({ file, field: fieldPath(issue.path), message: issue.message })
      }
    }
  }
  for (const key of contentKeys) parse(key)
  const { images, partners, associates, services, resources, site } = sound

  if (partners) {
    checkUnique('partners.json', slugsOf(partners), problems)
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
  if (associates) checkUnique('associates.json', slugsOf(associates), problems)
  if (services) checkUnique('services.json', slugsOf(services), problems)
  if (resources) checkUnique('resources.json', slugsOf(resources), problems)
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

  // Links to pages of the site: the table says which exist.
  const checkPage = (file: string, field: string, address: string) => {
    if (!(sitePaths as readonly string[]).includes(address)) {
      problems.push({
        file,
        field,
        message: `"${address}" is not a page of the site: use one of ${sitePaths.join(', ')}`,
      })
    }
  }
  site?.mainNav.forEach((item, index) => {
    checkPage('site.json', `mainNav[${index}].to`, item.to)
  })
  resources?.forEach((resource, index) => {
    if (!resource.linkExternal) checkPage('resources.json', `[${index}].buttonLink`, resource.buttonLink)
  })

  // A due date on a weekend or legal holiday is a mistake: it moves to the next business day. Each
  // deadline keeps its id (calendars match events by it) and cites a source the list names.
  if (sound.deadlines) {
    const { deadlines, sources } = sound.deadlines
    problems.push(...deadlineProblems(deadlines))
    checkUnique(
      'deadlines.json',
      deadlines.map((deadline) => deadline.id),
      problems,
      { key: 'id', list: 'deadlines' },
    )
    const cited = new Set(sources.map((source) => source.url))
    deadlines.forEach((deadline, index) => {
      if (!cited.has(deadline.source)) {
        problems.push({
          file: 'deadlines.json',
          field: `deadlines[${index}].source`,
          message: `${deadline.source} is not one of the sources the list names; add it under sources`,
        })
      }
    })
  }
  sound.notices?.notices?.forEach((notice, index) => {
    if (notice.link?.to.startsWith('/')) checkPage('notices.json', `notices[${index}].link.to`, notice.link.to)
  })

  if (images) {
    const keys = new Set(images.map((image) => image.key))
    if (partners) checkImageKeys('partners.json', partners, keys, problems)
    if (associates) checkImageKeys('associates.json', associates, keys, problems)
    if (services) checkImageKeys('services.json', services, keys, problems)
    if (resources) checkImageKeys('resources.json', resources, keys, problems)
    if (publicDir) checkImageFiles(images, publicDir, problems)
  }

  if (problems.length > 0 || !isComplete(sound)) throw new ContentError(problems)
  return sound
}

/** Every file of the table parsed (true whenever no problem was found). */
const isComplete = (parsed: Partial<ParsedContent>): parsed is ParsedContent =>
  contentKeys.every((key) => parsed[key] !== undefined)

function checkImageFiles(images: readonly ImageEntry[], publicDir: string, problems: ContentProblem[]) {
  // The file is a list: name the entry by its place in it, as the editor and the other lists do.
  images.forEach((image, index) => {
    if (!existsSync(path.join(publicDir, image.src))) {
      problems.push({
        file: 'images.json',
        field: `[${index}].src`,
        message: `no file at public${image.src} (picture "${image.key}")`,
      })
    }
  })
}
