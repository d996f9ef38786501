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
 * leaves out is written as `false`. Build and test side, and the editor's save
 * check (src/content/editor/save.ts).
 */
import { z } from 'zod'
import { contentFiles, type SchemaTable } from './check-files.ts'
import { content, contentFile, contentKeys } from './collections.ts'
import type { Kind } from './kind.ts'
import { isObject } from './schema-text.ts'
import type { LanguageContent, Site } from './site.ts'
import { type Records, recordsFor } from './translation/drift.ts'
import { alignTranslation } from './translation/merge.ts'
import { placeRecords } from './translation/records.ts'

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

/**
 * A content file's data as the editor writes it: keys in the schema's order, an optional key that is
 * empty left out. `file` is its path under content/, e.g. `pages/home.json`.
 */
export function asSaved(file: string, data: unknown, files: SchemaTable = contentFiles): unknown {
  const schema = files[file]
  if (!schema)
    throw new Error(`content/${file} is not a content file (the table in src/content/collections.ts lists them)`)
  return order(schema, data)
}

/** The text of a content file in the editor's form. `file` is its path under content/, e.g. `pages/home.json`. */
export const normaliseContent = (file: string, data: unknown, files: SchemaTable = contentFiles): string =>
  `${JSON.stringify(asSaved(file, data, files), null, 2)}\n`

/** A content file as `npm run content:format` writes it: its path under content/ and its text. */
export interface FormattedFile {
  file: string
  text: string
}

/**
 * A translation's files laid out as the site's own (alignTranslation: its lists in the site's order,
 * an entry for each it lacks, the facts copied), for the editor keeps every language's lists in
 * step by place, each with its records (`records`, by file) where they belong (records.ts).
 */
function laidOutTranslation(
  site: Site,
  translation: LanguageContent,
  records: Records,
  files: Readonly<Record<string, unknown>> = translation.words,
): FormattedFile[] {
  return contentKeys.flatMap((key) => {
    const kind: Kind = content[key]
    const file = contentFile(key)
    const words = files[file]
    if (kind.shared || !(key in site.own.raw) || words === undefined) return []
    const aligned = alignTranslation(kind.schema, site.own.raw[key], words)
    const text = normaliseContent(file, placeRecords(aligned, records.get(file) ?? new Map()))
    return [{ file: `${translation.language.folder}/${file}`, text }]
  })
}

/** Every content file in the form the editor reads and writes, translations laid out as the site's own. */
export function laidOutContent(site: Site): FormattedFile[] {
  return [
    ...contentKeys.flatMap((key) =>
      key in site.own.raw
        ? [{ file: contentFile(key), text: normaliseContent(contentFile(key), site.own.raw[key]) }]
        : [],
    ),
    ...site.translations.flatMap((translation) => laidOutTranslation(site, translation, translation.records)),
  ]
}

/**
 * Every file `npm run content:format` writes: the files laid out, each translation's records of what
 * its texts were made from as the editor's next save of each file would write them
 * (translation/drift.ts's recordsFor), and its confirmations folded into them and so taken out of
 * its locale.json. It tidies what was edited by hand; nothing the editor saves needs it.
 */
export function formattedContent(site: Site): FormattedFile[] {
  return [
    ...contentKeys.flatMap((key) =>
      key in site.own.raw
        ? [{ file: contentFile(key), text: normaliseContent(contentFile(key), site.own.raw[key]) }]
        : [],
    ),
    ...site.translations.flatMap((translation) => {
      const localeFile = contentFile('locale')
      const settings = translation.words[localeFile]
      // The confirmations, once folded into the records, say nothing more.
      const withoutConfirmed = isObject(settings)
        ? Object.fromEntries(Object.entries(settings).filter(([name]) => name !== 'confirmed'))
        : settings
      // A file the translation lacks is written too, with the site's own facts and none of its words:
      // the editor expects every language's file of an entry it opens.
      const missing = Object.fromEntries(
        contentKeys.flatMap((key) => {
          const file = contentFile(key)
          return key in site.own.raw && !(file in translation.words)
            ? [[file, Array.isArray(site.own.raw[key]) ? [] : {}]]
            : []
        }),
      )
      return laidOutTranslation(site, translation, recordsFor(translation.texts, translation.records), {
        ...missing,
        ...translation.words,
        ...(settings === undefined ? {} : { [localeFile]: withoutConfirmed }),
      })
    }),
  ]
}
