/**
 * Values the editor's configuration accepts (src/content/cms-config.ts, Sveltia CMS's field options),
 * as fast-check arbitraries, and the configuration's own verdict on a value: what a member of staff
 * can type, choose or leave empty in /admin, field by field, and how the editor saves it (an
 * optional field left empty is left out). A translation's file keeps what the editor copies from
 * English (`i18n: duplicate`) and writes its own where the field is the language's (`i18n: true`).
 *
 * Test side only: tests/editor-accepts.test.ts.
 */
import fc from 'fast-check'
import type { CmsField } from '../../src/content/cms-config.ts'

/** What a value may be chosen from where the editor offers a list: relations and pictures. */
export interface Choices {
  /** The site's own language, as the configuration names it (`en`): a translation's are named by their folders. */
  own: string
  /** The keys of each top-level list a relation names, by its `collection/file`. */
  relations: ReadonlyMap<string, readonly string[]>
  /** The pictures already in the media library (the image widget chooses or uploads one). */
  pictures: readonly string[]
}

/** Letters, digits, spaces and the punctuation staff type, braces and brackets among them, in the site's scripts. */
const CHARACTERS = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...'      .,;:!?()-–—’“”"\'{}[]/&%$#@*+=<>\n',
  ...'áéíóúñüÁÉÍÓÚÑàảãạăắằẳẵặâấầẩẫậđêếềểễệôốồổỗộơớờởỡợưứừửữự',
  ...'あいうえおかきくけこ日本語税務申告、。（）「」・ー𠮷',
]

const optionValue = (option: unknown) =>
  typeof option === 'object' && option !== null && 'value' in option ? (option as { value: unknown }).value : option

const isRequired = (field: CmsField, language: string) =>
  field.required === undefined
    ? true
    : Array.isArray(field.required)
      ? field.required.includes(language)
      : field.required !== false

const stripSlashes = (source: string) => (source.startsWith('/') && source.endsWith('/') ? source.slice(1, -1) : source)

/** A field's pattern as the editor tests it. */
const patternOf = (field: CmsField) =>
  Array.isArray(field.pattern) && typeof field.pattern[0] === 'string'
    ? new RegExp(stripSlashes(field.pattern[0]))
    : undefined

/** Whether the editor takes a text: required and not blank, its pattern and its lengths, all of the text trimmed as the editor trims it. */
export function textAccepted(field: CmsField, value: string, language: string): boolean {
  const trimmed = value.trim()
  if (trimmed === '' && isRequired(field, language)) return false
  const pattern = patternOf(field)
  // The editor tests its pattern on an emptied field too.
  if (pattern && !pattern.test(trimmed)) return false
  if (trimmed === '') return true
  // Sveltia CMS counts the characters of the trimmed text (code points, not UTF-16 units).
  const count = [...trimmed].length
  if (typeof field.minlength === 'number' && count < field.minlength) return false
  if (typeof field.maxlength === 'number' && count > field.maxlength) return false
  return true
}

/** A pattern's placeholders as the configuration names them (fields.ts's placeholderRules). */
function placeholdersIn(source: string): { names: string[]; required: string[] } | undefined {
  const names = /\(\?!\(\?:([\w|]+)\)\\\}\)/.exec(source)?.[1]?.split('|')
  if (!names) return undefined
  const required = [...source.matchAll(/\(\?=\[\\s\\S\]\*\\\{(\w+)\\\}\)/g)].map((found) => found[1] ?? '')
  return { names, required }
}

const words = fc.string({ unit: fc.constantFrom(...CHARACTERS), minLength: 0, maxLength: 40 })

/** Text of a field, as typed: free, matching its pattern, or a pattern's words with its placeholders. */
function textValue(field: CmsField, language: string): fc.Arbitrary<string> {
  const source = Array.isArray(field.pattern) ? stripSlashes(String(field.pattern[0])) : undefined
  const placeholders = source ? placeholdersIn(source) : undefined
  let typed: fc.Arbitrary<string>
  if (placeholders) {
    // Words and placeholders in any order, each required one somewhere.
    typed = fc
      .tuple(
        fc.array(
          fc.oneof(
            words,
            fc.constantFrom(...placeholders.names).map((name) => `{${name}}`),
          ),
          { maxLength: 6 },
        ),
        fc.shuffledSubarray(
          placeholders.required.map((name) => `{${name}}`),
          { minLength: placeholders.required.length },
        ),
      )
      .map(([pieces, required]) => [...pieces, ...required].join(' '))
  } else if (source && !/\(\?[=!<]/.test(source)) typed = fc.stringMatching(new RegExp(source))
  else {
    // Of the lengths the field takes, where it states them.
    const minLength = typeof field.minlength === 'number' ? field.minlength : 0
    const longest = field.widget === 'text' ? 240 : 80
    const maxLength =
      typeof field.maxlength === 'number'
        ? Math.min(field.maxlength, Math.max(longest, minLength))
        : Math.max(longest, minLength)
    typed = fc.string({ unit: fc.constantFrom(...CHARACTERS), minLength, maxLength })
  }
  return fc
    .oneof({ weight: 5, arbitrary: typed }, { weight: 1, arbitrary: fc.constant('') })
    .filter((value) => textAccepted(field, value, language))
}

const isoDate = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))

/**
 * A field's value as the editor saves it, in `language` (choices.own for the site's own): undefined
 * where it is left empty and optional (the editor writes nothing). `english` is the site's own value
 * of the same field: what a translation's copied fields hold, and what the site's own fixed lists and
 * read-only fields keep.
 */
export function fieldValue(
  field: CmsField,
  choices: Choices,
  language: string,
  english?: unknown,
): fc.Arbitrary<unknown> {
  const own = language === choices.own
  if (!own && field.i18n === 'duplicate') return fc.constant(english)
  const required = isRequired(field, language)
  const optional = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
    required ? arbitrary : fc.oneof({ weight: 3, arbitrary }, { weight: 1, arbitrary: fc.constant(undefined) })
  if (field.readonly && 'default' in field) return fc.constant(field.default)
  if (field.readonly && field.widget !== 'uuid') return fc.constant(english)
  switch (field.widget) {
    case 'string':
    case 'text':
      // The editor saves a text trimmed, and leaves an emptied one out.
      return textValue(field, language).map((value) => (value.trim() === '' ? undefined : value.trim()))
    case 'uuid':
      return english === undefined ? fc.uuid() : fc.constant(english)
    case 'datetime':
      return optional(isoDate)
    case 'boolean':
      return optional(fc.boolean())
    case 'number': {
      const min = typeof field.min === 'number' ? field.min : -1000
      const max = typeof field.max === 'number' ? field.max : 5000
      return optional(field.value_type === 'int' ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true }))
    }
    case 'image':
      return optional(fc.constantFrom(...choices.pictures))
    case 'relation': {
      const keys = choices.relations.get(`${field.collection}/${field.file}`) ?? []
      return optional(fc.constantFrom(...keys))
    }
    case 'select': {
      const values = (Array.isArray(field.options) ? field.options : []).map(optionValue)
      if (!field.multiple) return optional(fc.constantFrom(...values))
      const minLength = typeof field.min === 'number' ? field.min : required ? 1 : 0
      return fc
        .uniqueArray(fc.constantFrom(...values), {
          minLength,
          maxLength: typeof field.max === 'number' ? field.max : values.length,
        })
        .map((chosen) => (chosen.length === 0 ? undefined : chosen))
    }
    case 'object':
      return optional(objectValue(field.fields as CmsField[], choices, language, english))
    case 'list':
      return listValue(field, choices, language, english)
    default:
      throw new Error(`no values for the editor's ${field.widget} field ${field.name}`)
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A group of fields, each as the editor saves it (an empty one left out). */
export function objectValue(
  fields: readonly CmsField[],
  choices: Choices,
  language: string,
  english?: unknown,
): fc.Arbitrary<Record<string, unknown>> {
  const record: Record<string, fc.Arbitrary<unknown>> = {}
  for (const field of fields) {
    record[field.name] = fieldValue(field, choices, language, isObject(english) ? english[field.name] : undefined)
  }
  return fc
    .record(record)
    .map((value) => Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)))
}

/** The field of a list's entries that names them (id, slug or key), which the editor cannot keep unique. */
const entryNameOf = (fields: readonly CmsField[] | undefined) =>
  fields?.find((field) => ['id', 'slug', 'key'].includes(field.name))?.name

function listValue(field: CmsField, choices: Choices, language: string, english: unknown): fc.Arbitrary<unknown> {
  const required = isRequired(field, language)
  const fields = field.fields as CmsField[] | undefined
  const item = (value?: unknown) =>
    fields
      ? objectValue(fields, choices, language, value)
      : fieldValue(field.field as CmsField, choices, language, value)
  const englishItems = Array.isArray(english) ? english : undefined
  // A value left empty in a list of values is no item: the editor writes none.
  const saved = (list: unknown[]) => (fields ? list : list.filter((one) => one !== undefined))
  // A translation's list is in step with English's (its items copied, each its own where a field is).
  if (language !== choices.own && englishItems && field.i18n === 'duplicate')
    return fc.tuple(...englishItems.map((one) => item(one))).map(saved)
  const fixed = field.allow_add === false && field.allow_remove === false
  if (fixed && englishItems) return fc.tuple(...englishItems.map((one) => item(one))).map(saved)
  // Sveltia holds a list at the file's top (root) to no minimum; elsewhere to `min`, and one when required.
  const minLength = typeof field.min === 'number' ? field.min : required && !field.root ? 1 : 0
  const maxLength = typeof field.max === 'number' ? field.max : Math.max(minLength, 4)
  const name = entryNameOf(fields)
  const items = name
    ? fc.uniqueArray(item(), { minLength, maxLength, selector: (value) => (value as Record<string, unknown>)[name] })
    : fc.array(item(), { minLength, maxLength })
  return items.map(saved).map((list) => (list.length === 0 && !required ? undefined : list))
}

/**
 * A whole file as the editor saves it, from its configuration's fields: a list at its top is its one
 * field's value, and `english` the site's own list, as the file holds it.
 */
export function fileValue(
  fields: readonly CmsField[],
  choices: Choices,
  language: string,
  english?: unknown,
): fc.Arbitrary<unknown> {
  const [first] = fields
  if (first?.root) return fieldValue(first, choices, language, english)
  return objectValue(fields, choices, language, english)
}
