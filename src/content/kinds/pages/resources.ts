/** The resources page: its copy. */
import type { z } from 'zod'
import { simplePage } from '../../fields.ts'
import { definePage } from '../../kind.ts'

export const resourcesPageSchema = simplePage

export const resourcesPage = definePage(resourcesPageSchema, { path: '/resources/', parent: '/' }, 'Resources page')

export type ResourcesPage = z.infer<typeof resourcesPageSchema>
