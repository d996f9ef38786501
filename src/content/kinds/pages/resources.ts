/** The resources page: its copy. */
import type { z } from 'zod'
import { simplePage } from '../../fields.ts'
import { defineKind } from '../../kind.ts'

export const resourcesPageSchema = simplePage

export const resourcesPage = defineKind({
  schema: resourcesPageSchema,
  page: { path: '/resources/', parent: '/' },
  editor: { group: 'pages', label: 'Resources page' },
})

export type ResourcesPage = z.infer<typeof resourcesPageSchema>
