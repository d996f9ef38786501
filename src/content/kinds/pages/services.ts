/** The services page: its copy. */
import type { z } from 'zod'
import { section, simplePage, text } from '../../fields.ts'
import { definePage } from '../../kind.ts'

export const servicesPageSchema = simplePage.extend({ closing: section.extend({ buttonText: text }) })

export const servicesPage = definePage(servicesPageSchema, { path: '/services/', parent: '/' }, 'Services page')

export type ServicesPage = z.infer<typeof servicesPageSchema>
