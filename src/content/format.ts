/**
 * The form the browser editor (Sveltia CMS, see src/content/cms-config.ts)
 * writes a content file in: `JSON.stringify(data, null, 2)` and a newline,
 * each object's keys in the order of its schema (the editor's field order),
 * characters such as ’ and – as they are. Every file in content/ is kept in
 * this form (tests/content-format.test.ts, `npm run content:format`), so that
 * the first save from the editor changes only what staff changed.
 *
 * Like the editor with `omit_empty_optional_fields`, an optional key holding
 * "" (or an empty list) is left out; like the editor, a yes/no key the file
 * leaves out is written as `false`. Build and test side only.
 */
import { z } from 'zod'
import { content, contentFile, contentKeys } from './collections.ts'
import type { Kind } from './kind.ts'
import type { Site } from './site.ts'
import { MADE_FROM, recordsFor } from './translation/drift.ts'
import { alignTranslation } from './translation/merge.ts'
import { contentFiles, type SchemaTable } from './validate.ts'

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && Object.keys(value).length === 0)

/** The schema a value is written by: wrappers (optional, default, a transform's input…) removed. */
function unwrap(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return unwrap(schema.unwrap() as z.ZodType)
  }
  if (schema instanceof z.ZodReadonly || schema instanceof z.ZodPrefault || schema instanceof z.ZodCatch) {
    return unwrap(schema.unwrap() as z.ZodType)
  }
  if (schema instanceof z.ZodPipe) return unwrap(schema.in as z.ZodType)
  return schema
}

/** Whether the editor may leave the key out: the schema accepts the object without it. */
const optional = (schema: z.ZodType) => schema.safeParse(undefined).success

function order(schema: z.ZodType, value: unknown): unknown {
  const inner = unwrap(schema)
  if (Array.isArray(value)) {
    if (inner instanceof z.ZodArray) return value.map((item) => order(inner.element as z.ZodType, item))
    if (inner instanceof z.ZodTuple) {
      const items = inner.def.items as z.ZodType[]
      return value.map((item, index) => {
        const itemSchema = items[index]
        return itemSchema ? order(itemSchema, item) : item
      })
    }
    return value
  }
  if (typeof value !== 'object' || value === null) return value
  if (inner instanceof z.ZodUnion) {
    // The option the value is written by, e.g. the settings of one git host among several.
    const options = inner.options as z.ZodType[]
    const match = options.find((option) => option.safeParse(value).success) ?? options[0]
    return match ? order(match, value) : value
  }
  if (!(inner instanceof z.ZodObject)) return value

  const record = value as Record<string, unknown>
  const shape = inner.shape as Record<string, z.ZodType>
  const result: Record<string, unknown> = {}
  for (const [key, fieldSchema] of Object.entries(shape)) {
    const fieldValue = record[key]
    if (optional(fieldSchema) && isEmpty(fieldValue)) {
      // The editor shows a missing yes/no as "no" and saves it so.
      if (unwrap(fieldSchema) instanceof z.ZodBoolean && fieldValue === undefined) result[key] = false
      continue
    }
    result[key] = order(fieldSchema, fieldValue)
  }
  // Keys the schema does not know (it refuses them) stay, at the end, as the editor keeps them.
  for (const [key, extra] of Object.entries(record)) if (!(key in shape)) result[key] = extra
  return result
}

/** The text of a content file in the editor's form. `file` is its path under content/, e.g. `pages/home.json`. */
export function normaliseContent(file: string, data: unknown, files: SchemaTable = contentFiles): string {
  const schema = files[file]
  if (!schema)
    throw new Error(`content/${file} is not a content file (the table in src/content/collections.ts lists them)`)
  return `${JSON.stringify(order(schema, data), null, 2)}\n`
}

/** A content file as `npm run content:format` writes it: its path under content/ and its text. */
export interface FormattedFile {
  file: string
  text: string
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Every content file in the form the editor reads and writes: each in the editor's form, and each
 * translation laid out as the site's own (alignTranslation: its lists in the site's order, an entry
 * for each it lacks, the facts copied), for the editor keeps every language's lists in step by
 * place. The check asks every file to be so.
 */
export function laidOutContent(site: Site): FormattedFile[] {
  const files: FormattedFile[] = []
  for (const key of contentKeys) {
    if (key in site.own.raw)
      files.push({ file: contentFile(key), text: normaliseContent(contentFile(key), site.own.raw[key]) })
  }
  for (const { language, raw } of site.translations) {
    for (const key of contentKeys) {
      const kind: Kind = content[key]
      if (kind.shared || !(key in site.own.raw) || !(key in raw)) continue
      const data = alignTranslation(kind.schema, site.own.raw[key], raw[key])
      files.push({ file: `${language.folder}/${contentFile(key)}`, text: normaliseContent(contentFile(key), data) })
    }
  }
  return files
}

/**
 * Every file `npm run content:format` writes: the files as laidOutContent gives them, and each
 * translation's records of what its texts were made from brought up to date (drift.ts), its
 * confirmations folded into them and so taken out of its locale.json.
 */
export function formattedContent(site: Site): FormattedFile[] {
  const files = laidOutContent(site)
  for (const { language, texts, records } of site.translations) {
    const localeFile = `${language.folder}/${contentFile('locale')}`
    const locale = files.find((one) => one.file === localeFile)
    const data: unknown = locale ? JSON.parse(locale.text) : undefined
    if (locale && isRecord(data) && data.confirmed !== undefined) {
      const { confirmed: _confirmed, ...rest } = data
      locale.text = normaliseContent(contentFile('locale'), rest)
    }
    files.push({
      file: `${language.folder}/${MADE_FROM}`,
      text: `${JSON.stringify(recordsFor(texts, records), null, 2)}\n`,
    })
  }
  return files
}
