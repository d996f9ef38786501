/** The resources page: its copy. */
import { simplePage } from '../../fields.ts'
import { definePage } from '../../kind.ts'

export const resourcesPageSchema = simplePage

export const resourcesPage = definePage(resourcesPageSchema, { path: '/resources/', parent: '/' }, 'Resources page')
