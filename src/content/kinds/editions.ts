/**
 * content/editions.json: the languages the site is published in besides its own, and those being
 * translated, each a folder of the same files (`content/es/`). One file for every language. Every
 * translation is checked against the site's own files (src/content/translation/check.ts): in a published
 * edition a problem fails the check and the build, in a draft it is a warning for the translators.
 * Each published edition is built under its own prefix (`/es/`); a draft is built nowhere. Every
 * process reads the list through src/content/site-languages.ts.
 */
import { z } from 'zod'
import { defineKind } from '../kind.ts'
import { languageCodes, languageLabel } from '../languages.ts'

const codes = (title: string, description: string) =>
  z
    .array(z.enum(languageCodes))
    .refine((list) => new Set(list).size === list.length, 'lists a language twice')
    .optional()
    .meta({
      title,
      description,
      'x-cms-option-labels': Object.fromEntries(languageCodes.map((code) => [code, languageLabel(code)])),
    })

export const editionsSchema = z.strictObject({
  editions: codes(
    'Published translations',
    'Built and linked from every page under /<code>/; each must be complete (CONTENT.md, "Translations")',
  ),
  drafts: codes(
    'Translations in progress',
    'Edited and checked, but not built or linked until moved to the published list',
  ),
})

export const editions = defineKind({
  schema: editionsSchema,
  shared: true,
  check: (data) =>
    (data.drafts ?? []).flatMap((code, index) =>
      data.editions?.includes(code)
        ? [{ field: `drafts[${index}]`, message: `${code} is published: take it off one of the two lists` }]
        : [],
    ),
  editor: { group: 'settings', label: 'Translations' },
})
