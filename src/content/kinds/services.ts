/** content/services.json: the six services, on the services page and, in summary, on the home page. */
import { z } from 'zod'
import { duplicates } from '../checks.ts'
import type { ShownOf } from '../fields.ts'
import { paragraphs, slug, text } from '../fields.ts'
import { defineKind } from '../kind.ts'
import { imageKey, imageKeyProblems } from './images.ts'

export const serviceSchema = z.strictObject({
  slug,
  image: imageKey,
  title: text,
  subtitle: text,
  summary: text
    .min(20)
    // Spanish runs about a half longer than English for the same sentence.
    .max(200)
    .meta({ description: 'A sentence for the Home page, about 100–140 characters in English', 'x-cms-widget': 'text' }),
  description: paragraphs.meta({ description: 'One entry per paragraph' }),
})
export const servicesSchema = z.array(serviceSchema.meta({ title: 'Service' })).min(1)

export const services = defineKind({
  schema: servicesSchema,
  summary: ['slug', 'title', 'subtitle', 'summary'],
  editor: { group: 'services', label: 'Services' },
  pictures: true,
  check: (list, others) => [...duplicates(list.map((service) => service.slug)), ...imageKeyProblems(list, others)],
})

export type Service = ShownOf<typeof serviceSchema>
