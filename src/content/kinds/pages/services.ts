/** The services page: its copy. */
import type { z } from 'zod'
import { section, simplePage, text } from '../../fields.ts'
import { defineKind } from '../../kind.ts'

export const servicesPageSchema = simplePage.extend({ closing: section.extend({ buttonText: text }) })

export const servicesPage = defineKind({
  schema: servicesPageSchema,
  page: { path: '/services/', parent: '/' },
  editor: { group: 'pages', label: 'Services page' },
})

export type ServicesPage = z.infer<typeof servicesPageSchema>
