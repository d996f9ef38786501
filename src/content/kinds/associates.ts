/** content/associates.json: the associates and staff, on the associates page. */
import { z } from 'zod'
import { duplicates } from '../checks.ts'
import { fact, longText, paragraphs, personLanguages, slug, specWords, text } from '../fields.ts'
import { defineKind } from '../kind.ts'
import { imageKey, imageKeyProblems } from './images.ts'

export const associateSchema = z.strictObject({
  name: fact(text),
  slug,
  title: specWords('Senior Manager', 'Senior', 'Staff', 'Associate', 'Office Manager', 'Administrative Assistant'),
  image: imageKey,
  bio: paragraphs.meta({ title: 'Biography', description: 'One entry per paragraph' }),
  info: z
    .array(z.strictObject({ title: text, content: longText }))
    .optional()
    .meta({ title: 'More about them', description: 'Optional, e.g. Education' }),
  languages: personLanguages,
})
export const associatesSchema = z.array(associateSchema.meta({ title: 'Associate' })).min(1)

export const associates = defineKind({
  schema: associatesSchema,
  editor: { group: 'people', label: 'Associates' },
  check: (list, others) => [...duplicates(list.map((person) => person.slug)), ...imageKeyProblems(list, others)],
})

export type Associate = z.infer<typeof associateSchema>
