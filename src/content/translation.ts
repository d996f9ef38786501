/**
 * What a translation of the content may and must say, read from the kinds' schemas: which fields a
 * language writes in its own words and which are facts it copies from the site's own language, and
 * which words the specification fixes in English. No kind is named here; a schema says it with
 * `x-i18n` and `x-spec-words` (src/content/fields.ts), and without them the rule is:
 *
 * - a string with no format, pattern or choice of values is prose: each language writes its own;
 * - everything else (addresses of pages, e-mails, dates, slugs, codes, numbers, yes/no) is a fact:
 *   a translation holds the same value as the site's own language.
 *
 * The same rule gives the editor its per-language fields (Sveltia's `i18n: true | 'duplicate'`,
 * src/content/cms-config.ts).
 * Build and test side only: it holds zod.
 */
import { z } from 'zod'
import type { FieldProblem } from './kind.ts'
import { fieldPath } from './problems.ts'
import { plainText, RUN, runProblems } from './runs.ts'

type JsonSchema = z.core.JSONSchema.BaseSchema

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

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether a field is written anew by each language or copied from the site's own. */
export function fieldLanguage(node: JsonSchema): FieldLanguage {
  const declared = node['x-i18n']
  if (declared === 'translate' || declared === 'copy') return declared
  const branches = (node.anyOf ?? node.oneOf ?? []).filter(isSchema)
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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The schema of one item of a list, by its place (a tuple's `prefixItems`, else `items`). */
const itemSchema = (node: JsonSchema, index: number): JsonSchema | undefined => {
  const prefix = node.prefixItems?.[index]
  if (isSchema(prefix)) return prefix
  return isSchema(node.items) ? node.items : undefined
}

/** The branch of a union that describes an object value: the one whose properties it has. */
function branchFor(node: JsonSchema, value: unknown): JsonSchema {
  const branches = (node.anyOf ?? node.oneOf ?? []).filter(isSchema)
  if (branches.length === 0 || !isObject(value)) return node
  return (
    branches.find((branch) =>
      Object.entries(branch.properties ?? {}).every(
        ([name, property]) => !isSchema(property) || property.const === undefined || property.const === value[name],
      ),
    ) ?? node
  )
}

/** The key that names an item of a list across languages: its `id`, else its `slug`, when every item has one. */
function itemKey(items: readonly unknown[]): string | undefined {
  return ['id', 'slug'].find(
    (key) => items.length > 0 && items.every((item) => isObject(item) && typeof item[key] === 'string'),
  )
}

const shown = (value: unknown) => JSON.stringify(value)
/** A fact as both languages hold it; a run marked as another language (runs.ts) is the same words. */
const sameFact = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'string' && typeof b === 'string' && plainText(a) === plainText(b))

/**
 * What is wrong with a translation of a file, set beside the site's own: a fact that differs, an
 * item of a list that one of them lacks (matched by id or slug where the items have one, else by
 * place), a field one has and the other lacks. Each problem names the field.
 */
export function translationProblems(schema: z.ZodType, own: unknown, translated: unknown): FieldProblem[] {
  const problems: FieldProblem[] = []
  const report = (at: PropertyKey[], message: string) => problems.push({ field: fieldPath(at), message })
  const visit = (node: JsonSchema, a: unknown, b: unknown, at: PropertyKey[]): void => {
    const fact = fieldLanguage(node) === 'copy'
    if (a === undefined || b === undefined) {
      // A translation may write what the site's own language leaves to the code (its names of other languages).
      if (a === b || (a === undefined && node['x-i18n'] === 'translate')) return
      if (a === undefined) report(at, 'the site’s own language has no such field')
      else if (fact && !isObject(a) && !Array.isArray(a))
        report(at, `must be ${shown(a)}, as in the site’s own language`)
      else report(at, 'is missing: the site’s own language has it')
      return
    }
    if (Array.isArray(a)) {
      if (Array.isArray(b)) visitList(node, a, b, at)
      else report(at, 'must be a list, as in the site’s own language')
    } else if (isObject(a)) {
      if (!isObject(b)) return void report(at, 'must be a group of fields, as in the site’s own language')
      const properties = branchFor(node, a).properties ?? {}
      for (const name of new Set([...Object.keys(a), ...Object.keys(b)])) {
        const property = properties[name]
        visit(isSchema(property) ? property : {}, a[name], b[name], [...at, name])
      }
    } else if (fact && !sameFact(a, b)) {
      report(at, `must be ${shown(a)}, as in the site’s own language: a fact is copied, not translated`)
    }
  }
  /** Entries matched by their id or slug where they have one, else by their place. */
  const visitList = (node: JsonSchema, a: unknown[], b: unknown[], at: PropertyKey[]) => {
    const key = itemKey(a)
    if (!key || itemKey(b) !== key) {
      if (a.length !== b.length)
        report(at, `must have ${a.length} entries, as in the site’s own language (it has ${b.length})`)
      else
        a.forEach((item, index) => {
          visit(itemSchema(node, index) ?? {}, item, b[index], [...at, index])
        })
      return
    }
    const idOf = (item: unknown) => (item as Record<string, unknown>)[key]
    const theirs = new Map(b.map((item) => [idOf(item), item]))
    const ours = new Set(a.map(idOf))
    a.forEach((item, index) => {
      if (theirs.has(idOf(item))) visit(itemSchema(node, index) ?? {}, item, theirs.get(idOf(item)), [...at, index])
      else report([...at, index], `lacks the entry with ${key} ${shown(idOf(item))}`)
    })
    b.forEach((item, index) => {
      if (!ours.has(idOf(item)))
        report([...at, index], `has an entry with ${key} ${shown(idOf(item))}, which the site’s own language has not`)
    })
  }
  visit(jsonSchemaOf(schema), own, translated, [])
  return problems
}

/**
 * Calls `each` with every value of `data`, the file itself, its lists' items and its objects'
 * fields, depth first, each with its schema (an empty one where the schema has none) and its field.
 */
function eachValue(
  schema: z.ZodType,
  data: unknown,
  each: (node: JsonSchema, value: unknown, at: PropertyKey[]) => void,
): void {
  const visit = (node: JsonSchema, value: unknown, at: PropertyKey[]): void => {
    each(node, value, at)
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(itemSchema(node, index) ?? {}, item, [...at, index])
      })
    } else if (isObject(value)) {
      const properties = branchFor(node, value).properties ?? {}
      for (const [name, item] of Object.entries(value)) {
        const property = properties[name]
        visit(isSchema(property) ? property : {}, item, [...at, name])
      }
    }
  }
  visit(jsonSchemaOf(schema), data, [])
}

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

/** A string of a file: its field, its text, and how a translation treats it. */
export interface TextField {
  at: PropertyKey[]
  text: string
  /** `translate`: prose each language writes; `copy`: a fact copied from the site's own language. */
  language: FieldLanguage
  /** It goes into an attribute or the page's head alone (`x-attribute`, fields.ts's attributeText). */
  attribute: boolean
}

/** Every string of a file, each with its field and how a translation treats it. */
export function textFields(schema: z.ZodType, data: unknown): TextField[] {
  const found: TextField[] = []
  eachValue(schema, data, (node, value, at) => {
    if (typeof value === 'string')
      found.push({ at, text: value, language: fieldLanguage(node), attribute: node['x-attribute'] === true })
  })
  return found
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

/** A text a translation writes in its own words, beside the site's own text it was made from. */
export interface TranslatedText {
  /** Its field in the translation's file. */
  at: PropertyKey[]
  /** The same field in the site's own file (a list's entry matched by id or slug may stand elsewhere). */
  ownAt: PropertyKey[]
  own: string
  text: string
}

/**
 * Every text a translation writes in its own words, each beside the site's own text of the same
 * field: entries of a list matched as translationProblems matches them (by id or slug, else by place).
 * A field one of them lacks is left out; the check names it.
 */
export function translatedTexts(schema: z.ZodType, own: unknown, translated: unknown): TranslatedText[] {
  const found: TranslatedText[] = []
  const visit = (node: JsonSchema, a: unknown, b: unknown, ownAt: PropertyKey[], at: PropertyKey[]): void => {
    if (typeof a === 'string' && typeof b === 'string') {
      if (fieldLanguage(node) === 'translate') found.push({ at, ownAt, own: a, text: b })
    } else if (Array.isArray(a) && Array.isArray(b)) {
      const key = itemKey(a)
      const place = (item: unknown, index: number) =>
        key && itemKey(b) === key
          ? b.findIndex((other) => isObject(other) && other[key] === (item as Record<string, unknown>)[key])
          : index
      a.forEach((item, index) => {
        const theirs = place(item, index)
        if (theirs >= 0 && theirs < b.length)
          visit(itemSchema(node, index) ?? {}, item, b[theirs], [...ownAt, index], [...at, theirs])
      })
    } else if (isObject(a) && isObject(b)) {
      const properties = branchFor(node, a).properties ?? {}
      for (const name of Object.keys(a)) {
        const property = properties[name]
        visit(isSchema(property) ? property : {}, a[name], b[name], [...ownAt, name], [...at, name])
      }
    }
  }
  visit(jsonSchemaOf(schema), own, translated, [], [])
  return found
}
