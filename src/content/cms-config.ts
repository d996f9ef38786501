/**
 * The browser editor's configuration (Sveltia CMS at /admin/), generated from
 * the content schemas so that a field added to a schema appears in the editor
 * with no other edit, with the same rules: required text, patterns with the
 * schema's own messages, choices, dates, lengths and list bounds.
 *
 * Each schema becomes a JSON Schema (zod's `toJSONSchema`, input side, so a
 * field with a default is optional), and each JSON Schema node an editor field.
 * Labels and hints are the schemas' `title`/`description`; the `x-cms-…` keys
 * in the kinds' schemas (src/content/kinds/) choose an input where the rule alone cannot.
 *
 * Build side (postbuild/admin.ts, tests), and the editor's save check (src/content/editor/save.ts,
 * for listName); zod never reaches a page of the site.
 */
import { z } from 'zod'
import { contentFiles, type SchemaTable } from './check-files.ts'
import { content, sitePaths } from './collections.ts'
import { editorGroups, type Kind } from './kind.ts'
import { translatesAnything } from './schema-text.ts'

type JsonSchema = z.core.JSONSchema.JSONSchema
export interface CmsField {
  name: string
  label: string
  widget: string
  [option: string]: unknown
}

/** Content files the editor does not show: those the table (collections.ts) keeps out of it. */
export const notInEditor: readonly string[] = Object.entries(content)
  .filter(([, kind]: [string, Kind]) => kind.editor === null)
  .map(([key]) => `${key}.json`)

/** `legalName` → `Legal name`, `pages/not-found.json` → `Not found`. */
export function humanise(key: string): string {
  const words = key
    .replace(/^.*\//, '')
    .replace(/\.json$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The editor's name of a file entry: `pages/home.json` → `pages-home`. */
const entryName = (file: string) => file.replace(/\.json$/, '').replaceAll('/', '-')
/** The name of a top-level list's one field, the first part of the key paths that reach into it: `people`. */
export const listName = (file: string) => file.replace(/^.*\//, '').replace(/\.json$/, '')

/** A file's group and label in the editor: the table's, else beside its kind and named from the file. */
function groupOf(file: string): { name: string; label: string } {
  const kind: Kind | undefined = Object.hasOwn(content, file.replace(/\.json$/, ''))
    ? content[file.replace(/\.json$/, '') as keyof typeof content]
    : undefined
  if (kind?.editor) return { name: kind.editor.group, label: kind.editor.label }
  return { name: file.startsWith('pages/') ? 'pages' : 'settings', label: humanise(file) }
}

/** Where staff find a content file in the editor: its collection, its entry there and its label. */
export function editorEntry(file: string): { collection: string; entry: string; label: string } | undefined {
  if (notInEditor.includes(file) || !(file in contentFiles)) return undefined
  const { name, label } = groupOf(file)
  return { collection: name, entry: entryName(file), label }
}

/* ---------- Messages the JSON Schema leaves out ---------- */

interface CheckDef {
  check?: string
  format?: string
  pattern?: RegExp
  protocol?: RegExp
  error?: unknown
}

/** The message a rule was given in a kind's schema (zod keeps it as a function that returns it). */
function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'function') return undefined
  try {
    const result: unknown = error()
    if (typeof result === 'string') return result
    if (result && typeof result === 'object' && 'message' in result && typeof result.message === 'string') {
      return result.message
    }
  } catch {
    // A message that needs the failing value cannot be shown ahead of time; the fallback below is.
  }
  return undefined
}

/**
 * `toJSONSchema` hook: keeps each pattern with its zod message under `x-cms-patterns`,
 * and turns `z.url({ protocol })` (exported as `format: uri` alone) into a pattern.
 */
function recordPatterns(ctx: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }) {
  const def: CheckDef & { type: string; checks?: readonly { _zod: { def: CheckDef } }[] } = ctx.zodSchema._zod.def
  if (def.type !== 'string') return
  const patterns: [string, string][] = []
  for (const check of [def, ...(def.checks ?? []).map((c) => c._zod.def)]) {
    const message = messageOf(check.error)
    if (check.format === 'regex' && check.pattern) {
      patterns.push([check.pattern.source, message ?? `must match ${check.pattern.source}`])
    } else if (check.format === 'email' && check.pattern) {
      patterns.push([check.pattern.source, message ?? 'must be an e-mail address'])
    } else if (check.format === 'url' && check.protocol) {
      const protocol = check.protocol.source.replace(/^\^|\$$/g, '')
      const scheme = /^\w+$/.test(protocol) ? protocol : `(?:${protocol})`
      // A host the URL parser takes (labels of letters, digits and hyphens, the last one a name rather than
      // a number), a port, then anything but a space.
      patterns.push([
        `^${scheme}://(?:[A-Za-z0-9-]+\\.)*[A-Za-z][A-Za-z0-9-]*(?::\\d{1,4})?(?:[/?#]\\S*)?$`,
        message ?? `must be a full ${protocol}:// address`,
      ])
    }
  }
  if (patterns.length) ctx.jsonSchema['x-cms-patterns'] = patterns
}

const toJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', override: recordPatterns })

/**
 * The CMS reads a pattern string as a bare expression, or as `/expression/flags`
 * when it starts with a slash or ends in one followed by flags; wrapping every
 * pattern that contains a slash keeps it read as written.
 */
function cmsPattern(patterns: readonly (readonly [string, string])[]): [string, string] | undefined {
  if (patterns.length === 0) return undefined
  const [source, message] =
    patterns.length === 1
      ? (patterns[0] as readonly [string, string])
      : // The CMS takes one pattern a field: all of them must hold, any message may apply.
        [patterns.map(([one]) => `(?=${one})`).join(''), patterns.map(([, one]) => one).join('; ')]
  return [source.includes('/') ? `/${source}/` : source, message]
}

/** A pattern (cmsPattern's) that an empty field matches as well. */
function orEmpty([source, message]: [string, string]): [string, string] {
  const wrapped = source.startsWith('/') && source.endsWith('/')
  const bare = wrapped ? source.slice(1, -1) : source
  return [wrapped ? `/^$|${bare}/` : `^$|${bare}`, message]
}

/* ---------- JSON Schema → editor fields ---------- */

/**
 * How the editor treats a field across languages (Sveltia's `i18n`), by the rule the translation
 * check follows (translatesAnything, src/content/schema-text.ts):
 * - a list is in step in every language, `duplicate`: an entry added, moved or removed in English is
 *   added, moved or removed in each translation at the same place, so no translation's entry is ever
 *   written over by another's (its fields are each its own, below); a list each language keeps for
 *   itself (`perLanguage`: a termbase) is the language's own, `true`;
 * - a field any language writes in its own words is the language's own, `true`;
 * - a fact is copied from English into every language, `duplicate`.
 */
function editorI18n(schema: JsonSchema): true | 'duplicate' {
  if (schema['x-i18n'] === 'translate') return true
  if (schema.type === 'array' && !(isSchema(schema.items) && schema.items.enum !== undefined)) return 'duplicate'
  return translatesAnything(schema as Parameters<typeof translatesAnything>[0]) ? true : 'duplicate'
}

interface Context {
  /** The file and key path being mapped, for error messages. */
  at: string
  /** Whether the file is translated: each field then says whether each language writes it or copies it. */
  translated: boolean
  /** The site's own language, where every field a language writes is required (the others may lack it). */
  own?: string
  /** The translations the editor edits, which a field optional in the site's own language may require. */
  translations: readonly string[]
  /** Inside a field each language keeps for itself (a termbase): everything in it is the language's own. */
  ownLanguage?: boolean
  /** The texts behind their English that a translator may confirm, value and label (translation/drift.ts). */
  confirmable: readonly { value: string; label: string }[]
  /** The calendar's yearly rules, which a field may name (the checklist's dates), value and label. */
  rules: readonly { value: string; label: string }[]
  /** Where each top-level list file sits in the editor, for relation fields. */
  lists: ReadonlyMap<string, { collection: string; file: string; list: string; fields: readonly string[] }>
}

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const stringOf = (value: unknown) => (typeof value === 'string' ? value : undefined)
const numberOf = (value: unknown) => (typeof value === 'number' ? value : undefined)
/** A field's patterns with their messages: its schema's own, and the rules of its placeholders (fields.ts). */
const patternsOf = (schema: JsonSchema): [string, string][] =>
  [schema['x-cms-patterns'], schema['x-placeholders']].flatMap((list) =>
    Array.isArray(list)
      ? list.filter(
          (pair): pair is [string, string] =>
            Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string',
        )
      : [],
  )

/** Property names that make a readable one-line summary of a list item, best first. */
const summaryKeys = ['name', 'title', 'label', 'key', 'days', 'situation', 'heading']

function unsupported(ctx: Context, what: string): never {
  throw new Error(`cms-config: ${ctx.at}: ${what}`)
}

function objectFields(schema: JsonSchema, ctx: Context): CmsField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    if (!isSchema(property)) return unsupported(ctx, `${name} has no schema the editor can show`)
    return toField(name, property, required.has(name), {
      ...ctx,
      at: `${ctx.at}${ctx.at.endsWith('→ ') ? '' : '.'}${name}`,
    })
  })
}

function listOptions(schema: JsonSchema, label: string, ctx: Context, root: boolean): Record<string, unknown> {
  const min = schema.minItems ?? 0
  const max = schema.maxItems
  const options: Record<string, unknown> = {}
  // The CMS enforces min and max on nested lists only; a top-level list relies on the build's check.
  if (!root && min > 1) options.min = min
  if (!root && max !== undefined) options.max = max
  if (max !== undefined && min === max) {
    options.allow_add = false
    options.allow_remove = false
  }
  const items = schema.items
  if (!isSchema(items)) return unsupported(ctx, 'a list without one kind of item')
  if (items['x-cms-widget'] === 'confirmation' && ctx.confirmable.length === 0) options.allow_add = false
  // The item's own title names the Add button ("Add Partner").
  const singular = stringOf(items.title)
  if (singular) options.label_singular = singular
  if (items.type === 'object') {
    const fields = objectFields(items, { ...ctx, at: `${ctx.at}[*]` })
    const summary = summaryKeys.find((key) => fields.some((field) => field.name === key))
    const thumbnail = fields.find((field) => field.widget === 'image')
    return {
      ...options,
      ...(summary ? { summary: `{{fields.${summary}}}` } : {}),
      ...(thumbnail ? { thumbnail: thumbnail.name } : {}),
      fields,
    }
  }
  // One value an item: the item is labelled as the list is (each paragraph of "Biography").
  const item = toField('item', items, true, { ...ctx, at: `${ctx.at}[*]` }, true)
  return { ...options, field: { ...item, label: singular ?? label } }
}

/** The values of a choice, each with its label when the schema gives one (`x-cms-option-labels`). */
function choices(values: readonly unknown[], schema: JsonSchema): unknown[] {
  const labels = schema['x-cms-option-labels']
  if (!labels || typeof labels !== 'object') return [...values]
  return values.map((value) => {
    const label: unknown = (labels as Record<string, unknown>)[String(value)]
    return typeof label === 'string' ? { label, value } : value
  })
}

/** A required string the editor may leave empty is dropped on save; zod would then miss it. */
function mayBeEmpty(schema: JsonSchema): boolean {
  return (
    (schema.minLength ?? 0) < 1 &&
    schema.pattern === undefined &&
    patternsOf(schema).length === 0 &&
    schema.format === undefined &&
    schema.enum === undefined &&
    schema.const === undefined
  )
}

function toField(name: string, schema: JsonSchema, inRequired: boolean, ctx: Context, isItem = false): CmsField {
  const label = stringOf(schema.title) ?? humanise(name)
  const i18n = ctx.translated ? (ctx.ownLanguage ? true : editorI18n(schema)) : undefined
  // What a field each language keeps for itself holds is the language's own, its facts too.
  const inner = schema['x-i18n'] === 'translate' ? { ...ctx, ownLanguage: true } : ctx
  const hint = stringOf(schema.description)
  let widget: string
  let options: Record<string, unknown> = {}
  let required = inRequired

  const relation = stringOf(schema['x-cms-relation'])
  if (relation !== undefined) {
    const target = ctx.lists.get(relation)
    if (!target) return unsupported(ctx, `relation to ${relation}, which is not a top-level list in the editor`)
    if (!target.fields.includes('key')) return unsupported(ctx, `relation to ${relation}, whose entries have no key`)
    widget = 'relation'
    options = {
      collection: target.collection,
      file: target.file,
      value_field: `${target.list}.*.key`,
      display_fields: [`${target.list}.*.key`],
      search_fields: [`${target.list}.*.key`],
    }
  } else if (schema['x-cms-widget'] === 'uuid') {
    // An id no one types: the editor makes one up for a new entry and shows it.
    widget = 'uuid'
    options = { readonly: true }
  } else if (schema['x-cms-widget'] === 'confirmation') {
    // A text behind its English, chosen from those the build found: no hash or field path is typed.
    // With none behind, there is nothing to choose (listOptions then offers no Add button).
    widget = ctx.confirmable.length > 0 ? 'select' : 'string'
    options =
      ctx.confirmable.length > 0
        ? { options: ctx.confirmable.map(({ value, label }) => ({ value, label })) }
        : { readonly: true }
  } else if (schema['x-cms-widget'] === 'rule' && ctx.rules.length > 0) {
    // A yearly rule of the calendar, chosen by its title: the check refuses any other id.
    widget = 'select'
    options = { options: ctx.rules.map(({ value, label }) => ({ value, label })) }
  } else if (schema['x-cms-widget'] === 'page') {
    // The pages the content table has; the check refuses any other address.
    widget = 'select'
    options = { options: [...sitePaths] }
  } else if (schema['x-cms-widget'] === 'image') {
    // No pattern here: the CMS would test it against the uploaded file's own name, not the saved path.
    widget = 'image'
    const folder = stringOf(schema['x-cms-media-folder'])
    const accept = stringOf(schema['x-cms-accept'])
    options = {
      choose_url: false,
      ...(accept ? { accept } : {}),
      ...(folder ? { media_folder: folder, public_folder: folder.replace(/^\/public(?=\/)/, '') } : {}),
    }
  } else if (Array.isArray(schema['x-spec-words'])) {
    // The specification's words, in the site's own language: one is shown, not editable; several are a choice.
    const words = schema['x-spec-words'] as string[]
    widget = words.length === 1 ? 'string' : 'select'
    options = words.length === 1 ? { readonly: true, default: words[0] } : { options: words }
  } else if (schema.const !== undefined) {
    // Fixed by the specification: shown, not editable.
    widget = schema.type === 'boolean' ? 'boolean' : schema.type === 'number' ? 'number' : 'string'
    options = { readonly: true, default: schema.const }
  } else if (schema.enum !== undefined) {
    widget = 'select'
    options = { options: choices(schema.enum, schema) }
  } else if (schema.type === 'string') {
    const pattern = cmsPattern(patternsOf(schema))
    if (schema.format === 'date') {
      widget = 'datetime'
      options = { type: 'date', format: 'YYYY-MM-DD' }
    } else {
      widget = schema['x-cms-widget'] === 'text' ? 'text' : 'string'
      if (schema.format === 'email') options.type = 'email'
      if (schema.format === 'uri') options.type = 'url'
      if (pattern) options.pattern = pattern
      if ((schema.minLength ?? 0) > 1) options.minlength = schema.minLength
      if (schema.maxLength !== undefined) options.maxlength = schema.maxLength
      const fallback = stringOf(schema.default)
      if (fallback) options.default = fallback
    }
    // A list item stays required: the editor then refuses an empty item, stricter than zod, never looser.
    if (mayBeEmpty(schema) && !isItem) {
      if (inRequired) {
        return unsupported(
          ctx,
          "text that may be empty must be .default('') or .optional() in its kind's schema (src/content/kinds/): the editor drops an empty value when it saves",
        )
      }
      required = false
    }
  } else if (schema.type === 'integer' || schema.type === 'number') {
    widget = 'number'
    const integer = schema.type === 'integer'
    options = { value_type: integer ? 'int' : 'float' }
    const safe = (n: number | undefined) => (n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined)
    const exclusiveMin = numberOf(schema.exclusiveMinimum)
    const exclusiveMax = numberOf(schema.exclusiveMaximum)
    const min = safe(schema.minimum) ?? (integer && exclusiveMin !== undefined ? exclusiveMin + 1 : undefined)
    const max = safe(schema.maximum) ?? (integer && exclusiveMax !== undefined ? exclusiveMax - 1 : undefined)
    if (min !== undefined) options.min = min
    if (max !== undefined) options.max = max
  } else if (schema.type === 'boolean') {
    widget = 'boolean'
  } else if (schema.type === 'array' && Array.isArray(schema.prefixItems)) {
    // A tuple is fixed text of the specification: shown, not editable.
    widget = 'list'
    options = {
      readonly: true,
      allow_add: false,
      allow_remove: false,
      allow_reorder: false,
      field: { name: 'item', label, widget: 'string', readonly: true },
    }
  } else if (schema.type === 'array' && isSchema(schema.items) && schema.items.enum !== undefined) {
    widget = 'select'
    options = { multiple: true, options: choices(schema.items.enum, schema) }
    if ((schema.minItems ?? 0) > 1) options.min = schema.minItems
    if (schema.maxItems !== undefined) options.max = schema.maxItems
  } else if (schema.type === 'array') {
    widget = 'list'
    options = listOptions(schema, label, inner, false)
  } else if (schema.type === 'object' && schema.properties) {
    widget = 'object'
    options = { fields: objectFields(schema, inner) }
  } else {
    return unsupported(ctx, `no editor field for ${JSON.stringify(schema)}`)
  }

  if (schema.type === 'array' && (schema.minItems ?? 0) < 1) {
    // An empty list is omitted on save, which zod accepts only when the list is optional.
    if (inRequired)
      return unsupported(ctx, 'a list that may be empty must be .optional() in its kind’s schema (src/content/kinds/)')
    required = false
  }
  const requirement =
    schema['x-required-in-translations'] === true && ctx.translated && ctx.translations.length > 0
      ? { required: [...ctx.translations] }
      : requiredIn(required, i18n, ctx)
  // The editor tests a pattern on an emptied field too: where it may be left empty, empty matches.
  if (Array.isArray(options.pattern) && 'required' in requirement)
    options.pattern = orEmpty(options.pattern as [string, string])
  return {
    name,
    label,
    widget,
    ...options,
    ...(hint ? { hint } : {}),
    ...requirement,
    // Sveltia shows a translated field per language, and a copied one (`duplicate`) in English alone.
    ...(i18n ? { i18n } : {}),
  }
}

/**
 * Whether a field must be filled: a language's own words only in the site's own language, so that
 * an entry staff add in English saves with its translations still to write (the site shows the
 * English until they are, src/content/translation/merge.ts).
 */
function requiredIn(required: boolean, i18n: true | 'duplicate' | undefined, ctx: Context): Record<string, unknown> {
  if (!required) return { required: false }
  // A field each language keeps for itself is required in each, as in the file that holds it.
  return i18n === true && ctx.own && !ctx.ownLanguage ? { required: [ctx.own] } : {}
}

/* ---------- The configuration ---------- */

export interface CmsConfigOptions {
  /** Where the editor saves and how staff sign in: Sveltia's `backend` settings. */
  backend: Record<string, unknown>
  /** The public site's address, and the editor's title. */
  siteUrl: string
  title: string
  /** The schema of each content file; the content table's by default. */
  files?: SchemaTable
  /**
   * The site's own language (`en`) and the translations staff edit beside it (`es`…), each in its
   * folder, `content/<code>/`; none leaves the editor in one language.
   */
  languages?: { own: string; translations: readonly string[] }
  /**
   * The translated texts behind their English that a translator may confirm still hold, as a
   * confirmation names them (translation/drift.ts) and as staff read them; and those confirmed already.
   */
  confirmable?: readonly { value: string; label: string }[]
  /** The calendar's yearly rules by id, with their titles, for the fields that name one; without them, an id is typed. */
  rules?: readonly { value: string; label: string }[]
  /**
   * Whether the editor shows a preview beside a file: a translator's editor shows the site's own
   * language beside the translation instead (both edited, side by side).
   */
  preview?: boolean
}

/** The editor's configuration for the content files, in the order and groups staff see them. */
export function cmsConfig({
  backend,
  siteUrl,
  title,
  files = contentFiles,
  languages = { own: 'en', translations: [] },
  confirmable = [],
  rules = [],
  preview = true,
}: CmsConfigOptions): Record<string, unknown> {
  const i18n = languages.translations.length > 0
  /** A file every language reads from content/ itself (settings, not words). */
  const isShared = (file: string) => {
    const key = file.replace(/\.json$/, '')
    return Object.hasOwn(content, key) && Boolean((content[key as keyof typeof content] as Kind).shared)
  }
  const schemas = Object.entries(files)
    .filter(([file]) => !notInEditor.includes(file))
    .map(([file, schema]) => ({ file, json: toJsonSchema(schema), ...groupOf(file) }))

  const lists = new Map(
    schemas
      .filter(({ json }) => json.type === 'array' && isSchema(json.items) && json.items.type === 'object')
      .map(({ file, json, name }) => [
        file,
        {
          collection: name,
          file: entryName(file),
          list: listName(file),
          fields: isSchema(json.items) ? Object.keys(json.items.properties ?? {}) : [],
        },
      ]),
  )

  const entry = ({ file, json, label }: (typeof schemas)[number]) => {
    const translated = i18n && !isShared(file)
    const ctx: Context = {
      at: `content/${file} → `,
      lists,
      translated,
      own: languages.own,
      translations: languages.translations,
      confirmable,
      rules,
    }
    let fields: CmsField[]
    if (json.type === 'array') {
      fields = [
        {
          name: listName(file),
          label,
          widget: 'list',
          root: true,
          ...listOptions(json, label, ctx, true),
          ...(translated ? { i18n: editorI18n(json) } : {}),
        },
      ]
    } else if (json.type === 'object') {
      fields = objectFields(json, ctx)
    } else {
      return unsupported(ctx, 'the file must hold an object or a list')
    }
    return {
      name: entryName(file),
      label,
      // The site's own language is content/ itself (the locale is left out of its path), another content/<code>/.
      file: translated ? `content/{{locale}}/${file}` : `content/${file}`,
      format: 'json',
      ...(i18n ? { i18n: translated } : {}),
      fields,
    }
  }

  // Each group holds its files in the order of the table; a file the table does not have comes last.
  const collections = Object.entries(editorGroups)
    .map(([name, group]) => ({
      name,
      label: group.label,
      icon: group.icon,
      files: schemas.filter((schema) => schema.name === name).map(entry),
      ...(i18n ? { i18n: true } : {}),
    }))
    .filter((collection) => collection.files.length > 0)

  return {
    backend,
    site_url: siteUrl,
    app_title: title,
    logo: { src: '/favicon.svg' },
    ...(preview ? {} : { editor: { preview: false } }),
    media_folder: '/public/images',
    public_folder: '/images',
    media_libraries: {
      default: { config: { slugify_filename: true, max_file_size: 8_000_000 } },
      // Stock-photo providers would fetch from other origins, which /admin's policy blocks.
      stock_assets: { providers: [] },
    },
    // Upload names become ASCII (`Zoë Lind.JPG` → `zoe-lind.jpg`), as a picture's `src` must be.
    slug: { encoding: 'ascii', clean_accents: true },
    output: {
      // Leaves out what is empty and optional rather than writing "" (which zod would refuse).
      omit_empty_optional_fields: true,
      json: { indent_style: 'space', indent_size: 2 },
    },
    ...(i18n
      ? {
          i18n: {
            structure: 'multiple_files',
            locales: [languages.own, ...languages.translations],
            default_locale: languages.own,
            omit_default_locale_from_file_path: true,
          },
        }
      : {}),
    collections,
  }
}

/** The configuration as the text of /admin/config.yml: JSON, which is valid YAML. */
export function cmsConfigYaml(options: CmsConfigOptions): string {
  return `${JSON.stringify(cmsConfig(options), null, 2)}\n`
}
