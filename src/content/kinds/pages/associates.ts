/** The associates page: its copy. */
import { simplePage, text } from '../../fields.ts'
import { definePage } from '../../kind.ts'

export const associatesPageSchema = simplePage.extend({
  languagesLabel: text.describe('Words before a person’s languages, e.g. "Languages"'),
})

export const associatesPage = definePage(
  associatesPageSchema,
  { path: '/about/team/associates/', parent: '/about/team/' },
  'Associates page',
)
