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
import { ENTRY_NAMES, type KeyStep } from './text-key.ts'

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

/** The field that names a list's entries across languages (`id`, `slug` or `key`), when every entry has one. */
function itemKey(items: readonly unknown[]): (typeof ENTRY_NAMES)[number] | undefined {
  return ENTRY_NAMES.find(
    (key) => items.length > 0 && items.every((item) => isObject(item) && typeof item[key] === 'string'),
  )
}

const shown = (value: unknown) => JSON.stringify(value)
/** A fact as both languages hold it; a run marked as another language (runs.ts) is the same words. */
const sameFact = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'string' && typeof b === 'string' && plainText(a) === plainText(b))

/** Text a reader reads as words, which a translation writes anew: not a link, a code or a choice, even per language. */
export function isProse(node: JsonSchema): boolean {
  if (fieldLanguage(node) !== 'translate') return false
  const branches = (node.anyOf ?? node.oneOf ?? []).filter(isSchema)
  if (branches.length > 0) return branches.every(isProse)
  return node.type === 'string' && !node.format && !node.pattern && !node.enum && node.const === undefined
}

/** A text of a translation, set beside the site's own text of the same field. */
export interface MergedText {
  /** Its field in the merged content, which has the site's own order. */
  at: PropertyKey[]
  /** Its name across languages and orders (text-key.ts), without the file. */
  steps: KeyStep[]
  /** The site's own text. */
  own: string
  /** The translation's text, or undefined where the translation lacks it (the site's own is shown). */
  text: string | undefined
  /** It goes into an attribute or the page's head alone (fields.ts's attributeText). */
  attribute: boolean
  /** A pattern of placeholders (fields.ts's pattern): filled by the code, never shown as it is. */
  pattern: boolean
  /** The entry it belongs to (the nearest list entry, else the file's field), for one note an entry. */
  entry: string
}

/**
 * A translation's file as its pages get it: the site's own file, with the translation's words
 * wherever it has them. Everything else is the site's own: every fact, every entry and field the
 * translation lacks, and every text it lacks or leaves empty, in the site's own words (a text
 * staff added in English alone is published at once). Entries of a list are matched by their id,
 * slug or key where they have one, else by their place; what the translation has and the site's
 * own has not is left out (translationProblems names it). Returns the data and each text of it.
 */
export function mergeTranslation(
  schema: z.ZodType,
  own: unknown,
  translated: unknown,
): { data: unknown; texts: MergedText[] } {
  const texts: MergedText[] = []
  const visit = (
    node: JsonSchema,
    a: unknown,
    b: unknown,
    at: PropertyKey[],
    steps: KeyStep[],
    entry: string,
  ): unknown => {
    if (typeof a === 'string') {
      if (fieldLanguage(node) !== 'translate') return a
      const mine = typeof b === 'string' && b.trim() !== '' ? b : undefined
      if (isProse(node)) {
        texts.push({
          at,
          steps,
          own: a,
          text: mine,
          attribute: node['x-attribute'] === true,
          pattern: node['x-pattern'] === true,
          entry,
        })
      }
      return mine ?? a
    }
    if (Array.isArray(a)) {
      const theirs = Array.isArray(b) ? b : []
      const key = itemKey(a)
      const byKey =
        key && itemKey(theirs) === key
          ? new Map(theirs.map((item) => [(item as Record<string, unknown>)[key], item]))
          : undefined
      return a.map((item, index) => {
        const name = key ? String((item as Record<string, unknown>)[key]) : undefined
        const step: KeyStep = key && name !== undefined ? { name: key, value: name } : index
        const counterpart = byKey ? byKey.get(name) : key ? undefined : theirs[index]
        const place = [...at, index]
        // An entry of a list is one entry; a paragraph of a list of them belongs to the entry around it.
        const within = isObject(item) ? fieldPath(place) : entry || fieldPath(at)
        return visit(itemSchema(node, index) ?? {}, item, counterpart, place, [...steps, step], within)
      })
    }
    if (isObject(a)) {
      const mine = isObject(b) ? b : {}
      const properties = branchFor(node, a).properties ?? {}
      const merged: Record<string, unknown> = {}
      for (const name of Object.keys(a)) {
        const property = properties[name]
        merged[name] = visit(
          isSchema(property) ? property : {},
          a[name],
          mine[name],
          [...at, name],
          [...steps, name],
          at.length === 0 ? name : entry,
        )
      }
      // A translation may write what the site's own language leaves to the code (its names of other languages).
      for (const name of Object.keys(mine)) {
        const property = properties[name]
        if (!(name in a) && isSchema(property) && property['x-i18n'] === 'translate') merged[name] = mine[name]
      }
      return merged
    }
    return a
  }
  const data = visit(jsonSchemaOf(schema), own, translated, [], [], '')
  return { data, texts }
}

/**
 * What a translation's file holds that it may not: a fact other than the site's own, an entry or a
 * field the site's own file no longer has (staff removed it in English), a value of another shape.
 * What it lacks is no problem: the site's own words stand in (mergeTranslation). Each names its field.
 */
export function translationProblems(schema: z.ZodType, own: unknown, translated: unknown): FieldProblem[] {
  const problems: FieldProblem[] = []
  const report = (at: PropertyKey[], message: string) => problems.push({ field: fieldPath(at), message })
  const visit = (node: JsonSchema, a: unknown, b: unknown, at: PropertyKey[]): void => {
    if (b === undefined || b === null) return
    if (a === undefined) {
      // A translation may write what the site's own language leaves to the code (its names of other languages).
      if (node['x-i18n'] !== 'translate') report(at, 'the site’s own language has no such field: take it out')
      return
    }
    if (Array.isArray(a)) {
      if (!Array.isArray(b)) return void report(at, 'must be a list, as in the site’s own language')
      const key = itemKey(a)
      if (key && itemKey(b) === key) {
        const ours = new Map(a.map((item, index) => [(item as Record<string, unknown>)[key], index]))
        b.forEach((item, index) => {
          const id = (item as Record<string, unknown>)[key]
          const place = ours.get(id)
          if (place === undefined)
            report(
              [...at, index],
              `has an entry with ${key} ${shown(id)}, which the site’s own language no longer has: take it out`,
            )
          else visit(itemSchema(node, place) ?? {}, a[place], item, [...at, index])
        })
      } else if (b.length > a.length) {
        report(at, `has ${b.length} entries, the site’s own language ${a.length}: take out the ones it no longer has`)
      } else {
        b.forEach((item, index) => {
          visit(itemSchema(node, index) ?? {}, a[index], item, [...at, index])
        })
      }
    } else if (isObject(a)) {
      if (!isObject(b)) return void report(at, 'must be a group of fields, as in the site’s own language')
      const properties = branchFor(node, a).properties ?? {}
      for (const name of Object.keys(b)) {
        const property = properties[name]
        visit(isSchema(property) ? property : {}, a[name], b[name], [...at, name])
      }
    } else if (fieldLanguage(node) === 'copy') {
      if (!sameFact(a, b))
        report(at, `must be ${shown(a)}, as in the site’s own language: a fact is copied, not translated`)
    } else if (typeof a === 'string' && typeof b !== 'string') {
      report(at, 'must be text, as in the site’s own language')
    }
  }
  visit(jsonSchemaOf(schema), own, translated, [])
  return problems
}

/**
 * A translation's file laid out as the site's own, for the editor: its lists in the site's own
 * order, with an entry (its facts alone) for each the translation lacks and none the site's own no
 * longer has, every fact as the site's own has it, every text of its own kept where it was. The
 * editor keeps a list of every language in step by place, so a translation must stand where its
 * English stands (`npm run content:format` writes this; the check asks for it).
 */
export function alignTranslation(schema: z.ZodType, own: unknown, translated: unknown): unknown {
  const visit = (node: JsonSchema, a: unknown, b: unknown): unknown => {
    if (a === undefined) return b
    if (Array.isArray(a)) {
      // A list of values (paragraphs, choices): copied as a whole where it is a fact, else the translation's own.
      if (!a.some(isObject)) return fieldLanguage(itemSchema(node, 0) ?? {}) === 'copy' ? a : b
      const theirs = Array.isArray(b) ? b : []
      const key = itemKey(a)
      if (key && itemKey(theirs) === key) {
        const byKey = new Map(theirs.map((item) => [(item as Record<string, unknown>)[key], item]))
        return a.map((item, index) =>
          visit(itemSchema(node, index) ?? {}, item, byKey.get((item as Record<string, unknown>)[key])),
        )
      }
      // By place: each of the translation's entries stays where it is; the site's new last ones are added.
      const length = Math.max(a.length, theirs.length)
      return Array.from({ length }, (_, index) =>
        index < a.length ? visit(itemSchema(node, index) ?? {}, a[index], theirs[index]) : theirs[index],
      )
    }
    if (isObject(a)) {
      const mine = isObject(b) ? b : {}
      const properties = branchFor(node, a).properties ?? {}
      const aligned: Record<string, unknown> = {}
      for (const name of new Set([...Object.keys(a), ...Object.keys(mine)])) {
        const property = properties[name]
        const value = visit(isSchema(property) ? property : {}, a[name], mine[name])
        if (value !== undefined) aligned[name] = value
      }
      // A group the translation lacks and that holds no fact stays lacking.
      return b === undefined && Object.keys(aligned).length === 0 ? undefined : aligned
    }
    if (fieldLanguage(node) === 'copy') return a
    // A text of its own, kept even when empty; one it lacks stays lacking (the site's own words stand in).
    return b
  }
  return visit(jsonSchemaOf(schema), own, translated)
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
