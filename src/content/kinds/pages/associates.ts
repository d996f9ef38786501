/** The associates page: its copy. */
import type { z } from 'zod'
import { simplePage, text } from '../../fields.ts'
import { defineKind } from '../../kind.ts'

export const associatesPageSchema = simplePage.extend({
  languagesLabel: text.describe('Words before a person’s languages, e.g. "Languages"'),
})

export const associatesPage = defineKind({
  schema: associatesPageSchema,
  page: { path: '/about/team/associates/', parent: '/about/team/' },
  editor: { group: 'pages', label: 'Associates page' },
})

export type AssociatesPage = z.infer<typeof associatesPageSchema>
