/**
 * A translation's file set beside the site's own file of the same kind, field by field, entry by
 * entry (schema-text.ts's listPairs: by id, slug or key, else by place), in three ways:
 *
 * - merged, as its pages get it (mergeTranslation): the site's own file with the translation's words
 *   wherever it has them, so what staff add in English alone is published at once;
 * - checked for what the merge leaves out (translationProblems, warnings): a fact other than the
 *   site's own, an entry or a field the site's own no longer has;
 * - laid out as the site's own (alignTranslation), which the editor's lists need.
 *
 * Which fields are words and which are facts is the schema's to say (src/content/schema-text.ts).
 * Build and test side, and the editor's save check (src/content/editor/save.ts).
 */
import type { z } from 'zod'
import { type FieldProblem, fieldPath } from '../problems.ts'
import { plainText } from '../runs.ts'
import {
  fieldLanguage,
  isObject,
  isProse,
  itemSchema,
  type JsonSchema,
  jsonSchemaOf,
  listPairs,
  propertySchema,
} from '../schema-text.ts'
import type { KeyStep } from './text-key.ts'

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
 * staff added in English alone is published at once). What the translation has and the site's own
 * has not is left out (translationProblems names it). Returns the data and each text of it.
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
      return listPairs(a, Array.isArray(b) ? b : []).flatMap(({ place, own: item, theirs, name }) => {
        if (place === undefined) return []
        const where = [...at, place]
        // An entry of a list is one entry; a paragraph of a list of them belongs to the entry around it.
        const within = isObject(item) ? fieldPath(where) : entry || fieldPath(at)
        return [visit(itemSchema(node, place), item, theirs, where, [...steps, name], within)]
      })
    }
    if (isObject(a)) {
      const mine = isObject(b) ? b : {}
      const merged: Record<string, unknown> = {}
      for (const name of Object.keys(a)) {
        const field = [...at, name]
        merged[name] = visit(propertySchema(node, a, name), a[name], mine[name], field, [...steps, name], entry || name)
      }
      // A translation may write what the site's own language leaves to the code (its names of other languages).
      for (const name of Object.keys(mine)) {
        if (!(name in a) && propertySchema(node, a, name)['x-i18n'] === 'translate') merged[name] = mine[name]
      }
      return merged
    }
    return a
  }
  const data = visit(jsonSchemaOf(schema), own, translated, [], [], '')
  return { data, texts }
}

const shown = (value: unknown) => JSON.stringify(value)
/** A fact as both languages hold it; a run marked as another language (runs.ts) is the same words. */
const sameFact = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'string' && typeof b === 'string' && plainText(a) === plainText(b))

/**
 * What a translation's file holds that it may not: a fact other than the site's own, an entry or a
 * field the site's own file no longer has (staff removed it in English), a value of another shape.
 * What it lacks is no problem: the site's own words stand in (mergeTranslation). Each names its
 * field, an entry by its place in the translation's file.
 */
export function translationProblems(schema: z.ZodType, own: unknown, translated: unknown): FieldProblem[] {
  const problems: FieldProblem[] = []
  const report = (at: PropertyKey[], message: string) => problems.push({ field: fieldPath(at), message })
  const visit = (node: JsonSchema, a: unknown, b: unknown, at: PropertyKey[]): void => {
    // An empty value is a value the translation lacks (the editor writes `null` for a group it has not filled).
    if (b === undefined || b === null) return
    if (a === undefined) {
      // A translation may write what the site's own language leaves to the code (its names of other languages).
      if (node['x-i18n'] !== 'translate') report(at, 'the site’s own language has no such field: take it out')
      return
    }
    if (Array.isArray(a)) {
      if (!Array.isArray(b)) return void report(at, 'must be a list, as in the site’s own language')
      for (const { place, theirPlace, own: item, theirs, name } of listPairs(a, b)) {
        if (theirPlace === undefined) continue
        const where = [...at, theirPlace]
        if (place === undefined)
          report(
            where,
            typeof name === 'number'
              ? `is entry ${theirPlace + 1}, but the site’s own language has ${a.length}: take it out`
              : `has an entry with ${name.name} ${shown(name.value)}, which the site’s own language no longer has: take it out`,
          )
        else visit(itemSchema(node, place), item, theirs, where)
      }
    } else if (isObject(a)) {
      if (!isObject(b)) return void report(at, 'must be a group of fields, as in the site’s own language')
      for (const name of Object.keys(b)) visit(propertySchema(node, a, name), a[name], b[name], [...at, name])
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
 * English stands (`npm run content:format` writes this).
 */
export function alignTranslation(schema: z.ZodType, own: unknown, translated: unknown): unknown {
  const visit = (node: JsonSchema, a: unknown, b: unknown): unknown => {
    if (a === undefined) return b ?? undefined
    if (Array.isArray(a)) {
      // A list of values (paragraphs, choices): copied as a whole where it is a fact, else the translation's own.
      if (!a.some(isObject)) return fieldLanguage(itemSchema(node, 0)) === 'copy' ? a : (b ?? undefined)
      // An entry the site's own no longer has is left out where entries have ids; by place, a translation keeps its last ones.
      return listPairs(a, Array.isArray(b) ? b : []).flatMap(({ place, own: item, theirs, name }) =>
        place === undefined && typeof name !== 'number' ? [] : [visit(itemSchema(node, place ?? 0), item, theirs)],
      )
    }
    if (isObject(a)) {
      const mine = isObject(b) ? b : {}
      const aligned: Record<string, unknown> = {}
      for (const name of new Set([...Object.keys(a), ...Object.keys(mine)])) {
        const value = visit(propertySchema(node, a, name), a[name], mine[name])
        if (value !== undefined) aligned[name] = value
      }
      // A group the translation lacks and that holds no fact stays lacking.
      return !isObject(b) && Object.keys(aligned).length === 0 ? undefined : aligned
    }
    if (fieldLanguage(node) === 'copy') return a
    // A text of its own, kept even when empty; one it lacks stays lacking (the site's own words stand in).
    return b ?? undefined
  }
  return visit(jsonSchemaOf(schema), own, translated)
}
