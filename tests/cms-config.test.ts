/**
 * The browser editor's configuration is generated from the content schemas
 * (src/content/cms-config.ts): what a schema says reaches the editor with no
 * other edit, and the editor checks what it can of the same rules.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contentFiles } from '~/content/check-files.ts'
import { type CmsField, cmsConfig, cmsConfigYaml, notInEditor } from '~/content/cms-config.ts'
import { sitePaths } from '~/content/collections.ts'
import { backendOf, editorOrigins, editorSchema } from '~/content/kinds/editor.ts'
import { firmSchema } from '~/content/kinds/firm.ts'
import { validateContent } from '~/content/site.ts'

const root = path.resolve(import.meta.dirname, '..')
const content = validateContent(root)

interface FileEntry {
  name: string
  label: string
  file: string
  fields: CmsField[]
}
interface Collection {
  name: string
  files: FileEntry[]
}

const collectionsOf = (config: Record<string, unknown>) => config.collections as Collection[]
const entriesOf = (config: Record<string, unknown>) => collectionsOf(config).flatMap((collection) => collection.files)
function entry(config: Record<string, unknown>, file: string): FileEntry {
  const found = entriesOf(config).find((candidate) => candidate.file === `content/${file}`)
  if (!found) throw new Error(`content/${file} is not in the configuration`)
  return found
}
/** A field by its key path, `address.postalCode`; a top-level list's items are reached through its one field. */
function field(fields: readonly CmsField[], keyPath: string): CmsField {
  const [name, ...rest] = keyPath.split('.')
  const found = fields.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`no field ${name}`)
  return rest.length === 0 ? found : field(found.fields as CmsField[], rest.join('.'))
}
const rootList = (config: Record<string, unknown>, file: string) => entry(config, file).fields[0] as CmsField
const patternOf = (candidate: CmsField) => candidate.pattern as [string, string]

const settings = {
  backend: backendOf(content.editor),
  siteUrl: content.firm.siteUrl,
  title: `${content.firm.name} content editor`,
}
const config = cmsConfig(settings)

/** How the CMS reads a `pattern` string (its getRegex, copied from @sveltia/cms 0.221.1). */
function cmsRegex(pattern: string): RegExp {
  const { pattern: source = '', flags } = pattern.match(/^\/?(?<pattern>.+?)(?:\/(?<flags>[dgimsuy]*))?$/)?.groups ?? {}
  return new RegExp(source, flags)
}

describe('the editor configuration', () => {
  it('offers every content file but editor.json, in groups', () => {
    const files = entriesOf(config).map((candidate) => candidate.file.replace(/^content\//, ''))
    expect(notInEditor).toEqual(['editor.json'])
    expect(files.sort()).toEqual(
      Object.keys(contentFiles)
        .filter((file) => file !== 'editor.json')
        .sort(),
    )
    expect(collectionsOf(config).map((collection) => collection.name)).toEqual([
      'settings',
      'people',
      'services',
      'pictures',
      'pages',
    ])
  })

  it('shows a field added to a schema, with its label, hint and rule, and a new file, with no other edit', () => {
    const files = {
      ...contentFiles,
      'firm.json': firmSchema.extend({
        faxNumber: z
          .string()
          .regex(/^\+1\d{10}$/, 'must be +1 and ten digits')
          .describe('For the few who still fax'),
      }),
      'pages/careers.json': z.strictObject({ heading: z.string().trim().min(1), openings: z.array(z.string()).min(1) }),
    }
    const extended = cmsConfig({ ...settings, files })
    expect(field(entry(extended, 'firm.json').fields, 'faxNumber')).toEqual({
      name: 'faxNumber',
      label: 'Fax number',
      widget: 'string',
      pattern: ['^\\+1\\d{10}$', 'must be +1 and ten digits'],
      hint: 'For the few who still fax',
    })
    expect(field(entry(config, 'firm.json').fields, 'name')).toBeDefined()
    expect(() => field(entry(config, 'firm.json').fields, 'faxNumber')).toThrow()
    const careers = collectionsOf(extended)
      .find((collection) => collection.name === 'pages')
      ?.files.find((candidate) => candidate.file === 'content/pages/careers.json')
    expect(careers).toMatchObject({ name: 'pages-careers', label: 'Careers', format: 'json' })
    expect(careers?.fields.map((candidate) => candidate.name)).toEqual(['heading', 'openings'])
  })

  it("gives each pattern the schema's own message, read by the CMS as written", () => {
    const firm = entry(config, 'firm.json').fields
    expect(field(firm, 'abbreviation').pattern).toEqual(['^[A-Z]{3,5}$', 'must be 3 to 5 capital letters'])
    expect(field(firm, 'address.postalCode').pattern).toEqual(['^\\d{5}$', 'must be a five-digit ZIP code'])
    expect(patternOf(field(firm, 'phone.tel'))[1]).toBe('must be +1 followed by ten digits, e.g. +12065550142')
    const paymentUrl = field(firm, 'paymentUrl')
    expect(paymentUrl).toMatchObject({ type: 'url', pattern: [expect.any(String), 'must be a full https:// address'] })
    const https = cmsRegex(patternOf(paymentUrl)[0])
    expect(https.test(content.firm.paymentUrl)).toBe(true)
    expect(https.test('http://pay.example.com/')).toBe(false)
    const abbreviation = cmsRegex(patternOf(field(firm, 'abbreviation'))[0])
    expect(abbreviation.test(content.firm.abbreviation)).toBe(true)
    expect(abbreviation.test('cs')).toBe(false)
    expect(field(firm, 'email')).toMatchObject({
      type: 'email',
      pattern: [expect.any(String), 'must be an e-mail address'],
    })
    expect(cmsRegex(patternOf(field(firm, 'email'))[0]).test(content.firm.email)).toBe(true)
    expect(field(rootList(config, 'partners.json').fields as CmsField[], 'slug').pattern).toEqual([
      '^[a-z0-9]+(?:-[a-z0-9]+)*$',
      'must be lowercase words joined by hyphens, e.g. "jane-doe"',
    ])
  })

  it('makes choices of enums', () => {
    expect(field(rootList(config, 'partners.json').fields as CmsField[], 'title')).toMatchObject({
      widget: 'select',
      options: [
        { label: 'Managing Partner', value: 'managing-partner' },
        { label: 'Partner', value: 'partner' },
      ],
    })
    expect(field(rootList(config, 'associates.json').fields as CmsField[], 'title').options).toHaveLength(6)
    expect(field(entry(config, 'firm.json').fields, 'officeHours.dayCodes')).toMatchObject({
      widget: 'select',
      multiple: true,
      options: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'],
    })
    expect(field(entry(config, 'site.json').fields, 'mainNav.to')).toMatchObject({
      widget: 'select',
      options: sitePaths,
    })
  })

  it('labels the languages a person may list by name, saving the code', () => {
    const languages = field(rootList(config, 'associates.json').fields as CmsField[], 'languages')
    expect(languages).toMatchObject({ widget: 'select', multiple: true, required: false })
    expect(languages.options).toContainEqual({ label: 'Spanish (español)', value: 'es' })
    expect(languages.options).toContainEqual({ label: 'Tagalog', value: 'tl' })
    expect(field(rootList(config, 'partners.json').fields as CmsField[], 'languages').options).toEqual(
      languages.options,
    )
  })

  it('edits the list files as top-level lists; the partners cannot be added or removed', () => {
    for (const file of ['partners.json', 'associates.json', 'services.json', 'resources.json', 'images.json']) {
      expect(entry(config, file).fields, file).toHaveLength(1)
      expect(rootList(config, file), file).toMatchObject({ widget: 'list', root: true })
    }
    expect(rootList(config, 'partners.json')).toMatchObject({ allow_add: false, allow_remove: false })
    expect(rootList(config, 'associates.json')).not.toHaveProperty('allow_add')
    // A nested list's bounds are the CMS's to enforce; the main menu has exactly five links.
    expect(field(entry(config, 'site.json').fields, 'mainNav')).toMatchObject({
      min: 5,
      max: 5,
      allow_add: false,
      allow_remove: false,
    })
    expect(field(entry(config, 'records.json').fields, 'rows')).toMatchObject({ min: 5 })
  })

  it('requires the text zod requires (which refuses spaces alone), and no more', () => {
    const firm = entry(config, 'firm.json').fields
    expect(field(firm, 'legalName')).not.toHaveProperty('required')
    expect(field(firm, 'address.suite').required).toBe(false)
    expect(field(firm, 'officeHours.opens').required).toBe(false)
    const images = rootList(config, 'images.json').fields as CmsField[]
    expect(field(images, 'alt').required).toBe(false)
    expect(field(images, 'width').required).toBe(false)
    expect(field(entry(config, 'pages/home.json').fields, 'description')).toMatchObject({
      widget: 'text',
      minlength: 50,
      maxlength: 160,
    })
  })

  it('edits each translation beside English: prose per language and required in English alone, facts copied, lists in step, settings once', () => {
    const translated = cmsConfig({ ...settings, languages: { own: 'en', translations: ['es', 'ja'] } })
    expect(translated.i18n).toMatchObject({
      structure: 'multiple_files',
      locales: ['en', 'es', 'ja'],
      default_locale: 'en',
      omit_default_locale_from_file_path: true,
    })
    const translatedEntry = (file: string) => {
      const found = entriesOf(translated).find((candidate) => candidate.file === `content/{{locale}}/${file}`)
      if (!found) throw new Error(`content/{{locale}}/${file} is not in the configuration`)
      return found
    }
    const firmFields = translatedEntry('firm.json').fields
    expect(field(firmFields, 'tagline').i18n).toBe(true)
    expect(field(firmFields, 'name').i18n).toBe('duplicate')
    expect(field(firmFields, 'phone').i18n).toBe('duplicate')
    // A list is in step in every language: an entry added in English is added to each translation at its place.
    expect(field(firmFields, 'officeHours').i18n).toBe('duplicate')
    expect(field(firmFields, 'officeHours.days').i18n).toBe(true)
    expect(field(firmFields, 'officeHours.opens').i18n).toBe('duplicate')
    expect(field(firmFields, 'mapsLanguage').i18n).toBe(true)
    const deadlines = translatedEntry('deadlines.json').fields as CmsField[]
    expect(field(deadlines, 'deadlines').i18n).toBe('duplicate')
    expect(field(deadlines, 'deadlines.title').i18n).toBe(true)
    // What a language writes is required in English alone: an entry added in English saves with its translations to write.
    expect(field(deadlines, 'deadlines.title').required).toEqual(['en'])
    expect(field(deadlines, 'deadlines.date').i18n).toBe('duplicate')
    expect(field(deadlines, 'deadlines.date').required).toBeUndefined()
    // A list each language keeps for itself: the termbase.
    const localeFields = translatedEntry('locale.json').fields
    expect(field(localeFields, 'terms').i18n).toBe(true)
    // What every translation adds to its pages, which English has no use for: required of each translation alone.
    expect(field(localeFields, 'translated').required).toEqual(['es', 'ja'])
    expect(field(localeFields, 'otherLanguageLink').required).toEqual(['es', 'ja'])
    // A translator who empties a field with a pattern may save: the English then stands in.
    const link = cmsRegex(patternOf(field(localeFields, 'otherLanguageLink'))[0])
    expect(link.test('')).toBe(true)
    expect(link.test('{text} ({language})')).toBe(true)
    expect(link.test('{text}')).toBe(false)
    expect(entriesOf(translated).some((candidate) => candidate.file === 'content/editions.json')).toBe(true)
    // With no translation the editor stays in one language.
    expect(config.i18n).toBeUndefined()
    expect(entry(config, 'firm.json').fields.some((candidate) => 'i18n' in candidate)).toBe(false)
  })

  it('leaves optional exactly the fields a file may leave out', () => {
    const optional: string[] = []
    const walk = (fields: readonly CmsField[], at: string) => {
      for (const candidate of fields) {
        const keyPath = `${at}.${candidate.name}`
        if (candidate.required === false) optional.push(keyPath)
        if (Array.isArray(candidate.fields)) walk(candidate.fields as CmsField[], keyPath)
      }
    }
    for (const file of entriesOf(config)) walk(file.fields, file.name)
    expect(optional).toEqual([
      'firm.address.suite',
      'firm.mapsLanguage',
      'firm.officeHours.opens',
      'firm.officeHours.closes',
      'locale.translated',
      'locale.otherLanguageLink',
      'locale.newTabInLink',
      'locale.terms',
      'locale.terms.rejected.onlyWith',
      'locale.terms.note',
      'locale.confirmed',
      'notices.notices',
      'notices.notices.link',
      'editions.editions',
      'editions.drafts',
      'partners.partners.ownTitle',
      'partners.partners.languages',
      'partners.partners.languageRole',
      'partners.partners.advisesInLanguages',
      'partners.partners.licenseNumber',
      'associates.associates.info',
      'associates.associates.languages',
      'associates.associates.languageRole',
      'associates.associates.advisesInLanguages',
      'resources.resources.linkExternal',
      'resources.resources.linkLanguage',
      'deadlines.sources.language',
      'deadlines.rules.details',
      'deadlines.rules.due.title',
      'deadlines.deadlines',
      'deadlines.deadlines.details',
      'deadlines.postponements',
      'deadlines.postponements.counties',
      'records.rows.detail',
      'records.source.language',
      'checklist.situations.items.detail',
      'checklist.situations.items.expected',
      'checklist.situations.items.expected.extended',
      'checklist.situations.items.language',
      'images.images.alt',
      'images.images.width',
      'images.images.height',
      'pages-about.license.licenseNumber',
      'pages-deadlines.updating.language',
      'pages-deadlines.note.language',
    ])
  })

  it('refuses a schema whose empty text the editor would drop and zod would then miss', () => {
    const files = { 'x.json': z.strictObject({ note: z.string() }) }
    expect(() => cmsConfig({ ...settings, files })).toThrow(
      /content\/x\.json → note: text that may be empty must be \.default\(''\)/,
    )
  })

  it('asks for the review date as a date and saves it as YYYY-MM-DD', () => {
    expect(field(entry(config, 'records.json').fields, 'reviewedOn')).toMatchObject({
      widget: 'datetime',
      type: 'date',
      format: 'YYYY-MM-DD',
    })
  })

  it('uploads pictures under public/images/people with slugified names, and picks them by key', () => {
    const images = rootList(config, 'images.json')
    expect(images).toMatchObject({ summary: '{{fields.key}}', thumbnail: 'src' })
    const src = field(images.fields as CmsField[], 'src')
    expect(src).toMatchObject({
      widget: 'image',
      media_folder: '/public/images/people',
      public_folder: '/images/people',
      choose_url: false,
    })
    // A pattern would be tested against the uploaded file's own name, not the saved path.
    expect(src).not.toHaveProperty('pattern')
    expect(config.media_libraries).toEqual({
      default: { config: { slugify_filename: true, max_file_size: 8_000_000 } },
      stock_assets: { providers: [] },
    })
    for (const file of ['partners.json', 'associates.json', 'services.json', 'resources.json']) {
      expect(field(rootList(config, file).fields as CmsField[], 'image'), file).toMatchObject({
        widget: 'relation',
        collection: 'pictures',
        file: 'images',
        value_field: 'images.*.key',
      })
    }
  })

  it("writes files as the content's form: omitted empty optional fields, 2-space JSON", () => {
    expect(config).toMatchObject({
      output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
      media_folder: '/public/images',
      public_folder: '/images',
      site_url: content.firm.siteUrl,
    })
  })

  it('is served as JSON text, which is YAML too', () => {
    const text = cmsConfigYaml(settings)
    expect(text.endsWith('}\n')).toBe(true)
    expect(text).toContain('\n  "backend": {\n')
    expect(JSON.parse(text)).toEqual(config)
  })
})

describe('the git host', () => {
  // As the build reads it: content/editor.json parsed by its schema (a branch left out is "main").
  const withEditor = (editor: object) =>
    cmsConfig({ ...settings, backend: backendOf(editorSchema.parse(editor)) }).backend

  it('is GitHub with a token by default', () => {
    expect(content.editor).toEqual({ backend: 'github', repo: 'cedar-sound-cpa/website', branch: 'main' })
    expect(config.backend).toEqual({
      name: 'github',
      repo: 'cedar-sound-cpa/website',
      branch: 'main',
      auth_methods: ['token'],
    })
    expect(editorOrigins(content.editor)).toEqual({
      connect: ['https://api.github.com'],
      img: ['https://avatars.githubusercontent.com'],
    })
  })

  it('is GitLab with PKCE, on gitlab.com or a server of its own', () => {
    expect(withEditor({ backend: 'gitlab', repo: 'cscg/web/site', branch: 'main', appId: 'abc123' })).toEqual({
      name: 'gitlab',
      repo: 'cscg/web/site',
      branch: 'main',
      auth_type: 'pkce',
      app_id: 'abc123',
    })
    const own = { backend: 'gitlab', repo: 'cscg/site', appId: 'abc', baseUrl: 'https://git.cscg.example' } as const
    expect(withEditor(own)).toMatchObject({
      branch: 'main',
      base_url: 'https://git.cscg.example',
      api_root: 'https://git.cscg.example/api/v4',
    })
    expect(editorOrigins({ ...own, branch: 'main' })).toEqual({
      connect: ['https://git.cscg.example'],
      img: ['https://git.cscg.example'],
    })
    expect(editorOrigins({ backend: 'gitlab', repo: 'a/b', branch: 'main', appId: 'x' }).connect).toEqual([
      'https://gitlab.com',
    ])
  })

  it('is Gitea or Forgejo with PKCE on its server', () => {
    const gitea = {
      backend: 'gitea',
      repo: 'cscg/site',
      branch: 'live',
      baseUrl: 'https://code.cscg.example',
      appId: 'u-1',
    }
    expect(withEditor(gitea)).toEqual({
      name: 'gitea',
      repo: 'cscg/site',
      branch: 'live',
      base_url: 'https://code.cscg.example',
      api_root: 'https://code.cscg.example/api/v1',
      app_id: 'u-1',
    })
    expect(editorOrigins({ ...gitea, backend: 'gitea' })).toEqual({
      connect: ['https://code.cscg.example'],
      img: ['https://code.cscg.example'],
    })
  })
})

/** The JSON Schema of the configuration, as the pinned package ships it. */
const packageSchema = path.join(root, 'node_modules/@sveltia/cms/schema/sveltia-cms.json')

describe.skipIf(!existsSync(packageSchema))(
  "the package's own schema of its configuration",
  () => {
    // zod reads JSON Schema but not `not`; the schema's one `not` (a custom field's type is none of
    // the built-in ones) becomes the same rule as a pattern.
    const schemaJson = JSON.parse(readFileSync(packageSchema, 'utf8'), (_key, value: unknown) => {
      if (value && typeof value === 'object' && 'not' in value) {
        const { not, ...rest } = value as { not: { enum?: unknown[] } }
        if (!Array.isArray(not.enum)) throw new Error('an unexpected `not` in the package schema')
        return { ...rest, pattern: `^(?!(?:${not.enum.join('|')})$)` }
      }
      return value
    }) as { definitions: { CmsConfig: { properties: Record<string, unknown> } } }
    const schema = z.fromJSONSchema(schemaJson)

    it('accepts the generated configuration', () => {
      const result = schema.safeParse(config)
      expect(result.success ? [] : result.error.issues.slice(0, 5)).toEqual([])
      // zod's reading leaves the top level open (it has anyOf beside its properties); check the keys here.
      const known = Object.keys(schemaJson.definitions.CmsConfig.properties)
      expect(Object.keys(config).filter((key) => !known.includes(key))).toEqual([])
    })

    it('refuses a configuration with a mistake, so the check has teeth', () => {
      const broken = structuredClone(config) as { collections: Collection[] }
      const firm = broken.collections[0]?.files[0]?.fields[2] as CmsField
      firm.minlenght = 3
      expect(schema.safeParse(broken).success).toBe(false)
    })
  },
  30_000,
)
