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
