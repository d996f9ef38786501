/** The services page: its copy. */
import { section, simplePage, text } from '../../fields.ts'
import { definePage } from '../../kind.ts'

export const servicesPageSchema = simplePage.extend({ closing: section.extend({ buttonText: text }) })

export const servicesPage = definePage(servicesPageSchema, { path: '/services/', parent: '/' }, 'Services page')
