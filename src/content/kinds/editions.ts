/**
 * content/editions.json: the languages the site is being translated into besides its own, each a
 * folder of the same files (`content/es/`). One file for every language. The translations are
 * checked against the site's own files (src/content/translation.ts) and are not published yet:
 * what a check finds in them is a warning, not a failure.
 */
import { z } from 'zod'
import { defineKind } from '../kind.ts'
import { languageCodes, languageLabel } from '../languages.ts'

export const editionsSchema = z.strictObject({
  editions: z
    .array(z.enum(languageCodes))
    .refine((codes) => new Set(codes).size === codes.length, 'lists a language twice')
    .optional()
    .meta({
      title: 'Translations',
      description: 'Each language’s files are in content/<code>/ (CONTENT.md, "Translations")',
      'x-cms-option-labels': Object.fromEntries(languageCodes.map((code) => [code, languageLabel(code)])),
    }),
})

export const editions = defineKind({
  schema: editionsSchema,
  shared: true,
  editions: (data) => data.editions ?? [],
  editor: { group: 'settings', label: 'Translations' },
})
