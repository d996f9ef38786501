/**
 * What the kinds' schemas say of the text in a file, read from their JSON Schema (zod's
 * `toJSONSchema`, input side): which fields each language writes in its own words and which are
 * facts copied from the site's own language, which are patterns or go into an attribute, which words
 * the specification fixes, and the runs of another language marked in them. The content check of
 * every language, the translations' pipeline (src/content/translation/) and the editor's
 * configuration (cms-config.ts) read it here. No kind is named: a schema says it with the `x-…`
 * keys of src/content/fields.ts, and without them the rule is:
 *
 * - a string with no format, pattern or choice of values is prose: each language writes its own;
 * - everything else (addresses of pages, e-mails, dates, slugs, codes, numbers, yes/no) is a fact:
 *   a translation holds the same value as the site's own language.
 *
 * Build and test side, and the editor's save check (src/content/editor/save.ts); never a page of the
 * site: it holds zod.
 */
import { z } from 'zod'
import type { FieldProblem } from './problems.ts'
import { fieldPath } from './problems.ts'
import { RUN, runProblems } from './runs.ts'

export type JsonSchema = z.core.JSONSchema.BaseSchema

/** How a field of a translation relates to the site's own language. */
export type FieldLanguage = 'translate' | 'copy'

const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>()
/** A kind's schema as JSON Schema (as the file is written, before defaults), made once. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  let json = jsonSchemas.get(schema)
  if (!json) {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
    jsonSchemas.set(schema, json)
  }
  return json
}

export const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const branchesOf = (node: JsonSchema) => (node.anyOf ?? node.oneOf ?? []).filter(isSchema)

/** Whether a field is written anew by each language or copied from the site's own. */
export function fieldLanguage(node: JsonSchema): FieldLanguage {
  const declared = node['x-i18n']
  if (declared === 'translate' || declared === 'copy') return declared
  const branches = branchesOf(node)
  if (branches.length > 0)
    return branches.every((branch) => fieldLanguage(branch) === 'translate') ? 'translate' : 'copy'
  if (node.type !== 'string') return 'copy'
  return node.format || node.pattern || node.enum || node.const !== undefined ? 'copy' : 'translate'
}

/** Whether anything in a field (itself, an item of its list, a field of its group) is written per language. */
export function translatesAnything(node: JsonSchema): boolean {
  const declared = node['x-i18n']
  if (declared === 'translate' || declared === 'copy') return declared === 'translate'
  if (node.type === 'object') {
    return Object.values(node.properties ?? {}).some((property) => isSchema(property) && translatesAnything(property))
  }
  if (node.type === 'array') {
    return [...(node.prefixItems ?? []), node.items].some((item) => isSchema(item) && translatesAnything(item))
  }
  return fieldLanguage(node) === 'translate'
}

/** Text a reader reads as words, which a translation writes anew: not a link, a code or a choice, even per language. */
export function isProse(node: JsonSchema): boolean {
  if (fieldLanguage(node) !== 'translate') return false
  const branches = branchesOf(node)
  if (branches.length > 0) return branches.every(isProse)
  return node.type === 'string' && !node.format && !node.pattern && !node.enum && node.const === undefined
}

/** The schema of one item of a list, by its place (a tuple's `prefixItems`, else `items`); an empty one where it has none. */
export const itemSchema = (node: JsonSchema, index: number): JsonSchema => {
  const prefix = node.prefixItems?.[index]
  if (isSchema(prefix)) return prefix
  return isSchema(node.items) ? node.items : {}
}

/** The schema of a field of a group; an empty one where it has none. */
export const propertySchema = (node: JsonSchema, value: Record<string, unknown>, name: string): JsonSchema => {
  const property = branchFor(node, value).properties?.[name]
  return isSchema(property) ? property : {}
}

/** The branch of a union that describes an object value: the one whose properties it has. */
function branchFor(node: JsonSchema, value: unknown): JsonSchema {
  const branches = branchesOf(node)
  if (branches.length === 0 || !isObject(value)) return node
  return (
    branches.find((branch) =>
      Object.entries(branch.properties ?? {}).every(
        ([name, property]) => !isSchema(property) || property.const === undefined || property.const === value[name],
      ),
    ) ?? node
  )
}

/** The fields that name a list's entries across languages, best first. */
export const ENTRY_NAMES = ['id', 'slug', 'key'] as const
export type EntryName = (typeof ENTRY_NAMES)[number]

/** A step into the content: a field's name, a list entry's place, or a list entry's id, slug or key. */
export type KeyStep = string | number | { name: EntryName; value: string }

/** The field that names a list's entries across languages (`id`, `slug` or `key`), when every entry has one. */
export function entryName(items: readonly unknown[]): EntryName | undefined {
  return ENTRY_NAMES.find(
    (key) => items.length > 0 && items.every((item) => isObject(item) && typeof item[key] === 'string'),
  )
}

/** An entry of a list of the site's own language beside its counterpart in a translation. */
export interface ListPair {
  /** Its place in the site's own list; undefined for an entry the translation has and the site's own has not. */
  place: number | undefined
  /** Its place in the translation's list, where it has one. */
  theirPlace: number | undefined
  own: unknown
  theirs: unknown
  /** Its name in the list: `{ name: 'id', value }` where the entries have one, else its place. */
  name: Exclude<KeyStep, string>
}

/**
 * The entries of a list of the site's own language (`own`) beside a translation's (`theirs`):
 * matched by id, slug or key where both lists' entries have the same one, else by place. The site's
 * own entries first, in its order; then the translation's entries the site's own lacks.
 */
export function listPairs(own: readonly unknown[], theirs: readonly unknown[]): ListPair[] {
  const name = entryName(own)
  if (name && entryName(theirs) === name) {
    const nameOf = (item: unknown) => String((item as Record<string, unknown>)[name])
    const places = new Map(theirs.map((item, index) => [nameOf(item), index]))
    const ours = new Set(own.map(nameOf))
    return [
      ...own.map((item, place) => {
        const theirPlace = places.get(nameOf(item))
        return {
          place,
          theirPlace,
          own: item,
          theirs: theirPlace === undefined ? undefined : theirs[theirPlace],
          name: { name, value: nameOf(item) },
        }
      }),
      ...theirs.flatMap((item, theirPlace) =>
        ours.has(nameOf(item))
          ? []
          : [{ place: undefined, theirPlace, own: undefined, theirs: item, name: { name, value: nameOf(item) } }],
      ),
    ]
  }
  // Else each entry is its place's (its name the site's own id where it has one).
  return Array.from({ length: Math.max(own.length, theirs.length) }, (_, index) => ({
    place: index < own.length ? index : undefined,
    theirPlace: index < theirs.length ? index : undefined,
    own: own[index],
    theirs: theirs[index],
    name: name && index < own.length ? { name, value: String((own[index] as Record<string, unknown>)[name]) } : index,
  }))
}

/**
 * Calls `each` with every value of `data`, the file itself, its lists' items and its objects'
 * fields, depth first, each with its schema (an empty one where the schema has none) and its field.
 */
export function eachValue(
  schema: z.ZodType,
  data: unknown,
  each: (node: JsonSchema, value: unknown, at: PropertyKey[], steps: KeyStep[]) => void,
): void {
  const visit = (node: JsonSchema, value: unknown, at: PropertyKey[], steps: KeyStep[]): void => {
    each(node, value, at, steps)
    if (Array.isArray(value)) {
      const name = entryName(value)
      value.forEach((item, index) => {
        const step = name ? { name, value: String((item as Record<string, unknown>)[name]) } : index
        visit(itemSchema(node, index), item, [...at, index], [...steps, step])
      })
    } else if (isObject(value)) {
      for (const [name, item] of Object.entries(value))
        visit(propertySchema(node, value, name), item, [...at, name], [...steps, name])
    }
  }
  visit(jsonSchemaOf(schema), data, [], [])
}

/** A string of a file: its field, its text, and how a translation treats it. */
export interface TextField {
  at: PropertyKey[]
  /** Its name across languages and orders (translation/text-key.ts), without the file. */
  steps: KeyStep[]
  text: string
  /** `translate`: prose each language writes; `copy`: a fact copied from the site's own language. */
  language: FieldLanguage
  /** It goes into an attribute or the page's head alone (`x-attribute`, fields.ts's attributeText). */
  attribute: boolean
}

/** Every string of a file, each with its field and how a translation treats it. */
export function textFields(schema: z.ZodType, data: unknown): TextField[] {
  const found: TextField[] = []
  eachValue(schema, data, (node, value, at, steps) => {
    if (typeof value === 'string')
      found.push({ at, steps, text: value, language: fieldLanguage(node), attribute: node['x-attribute'] === true })
  })
  return found
}

const shown = (value: unknown) => JSON.stringify(value)

/**
 * Fields whose words the specification fixes (`x-spec-words`): in the site's own language each
 * must read as one of them. A translation writes them in its own words.
 */
export function specWordsProblems(schema: z.ZodType, data: unknown): FieldProblem[] {
  const problems: FieldProblem[] = []
  eachValue(schema, data, (node, value, at) => {
    const words = node['x-spec-words']
    if (Array.isArray(words) && typeof value === 'string' && !words.includes(value)) {
      problems.push({
        field: fieldPath(at),
        message: `must read ${words.map(shown).join(' or ')}: the specification’s words`,
      })
    }
  })
  return problems
}

/**
 * The runs marked as another language in a file (`[words]{lang=en}`, src/content/runs.ts): each
 * written as a mark must be, naming one of `codes`, and none in a field that goes into an attribute
 * or the page's head alone, where no part can carry its language.
 */
export function markProblems(schema: z.ZodType, data: unknown, codes: readonly string[]): FieldProblem[] {
  return textFields(schema, data).flatMap(({ at, text, attribute }) => [
    ...runProblems(text, codes).map((message) => ({ field: fieldPath(at), message })),
    ...(attribute && RUN.test(text)
      ? [
          {
            field: fieldPath(at),
            message:
              'goes into an attribute or the page’s head, where no words can be marked as another language: write it all in this language',
          },
        ]
      : []),
  ])
}
