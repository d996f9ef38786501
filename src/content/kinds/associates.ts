/** content/associates.json: the associates and staff, on the associates page. */
import { z } from 'zod'
import { duplicates } from '../checks.ts'
import type { ShownOf } from '../fields.ts'
import {
  advisesInLanguages,
  fact,
  languageRole,
  longText,
  paragraphs,
  personLanguages,
  plain,
  slug,
  specWords,
  text,
} from '../fields.ts'
import { defineKind } from '../kind.ts'
import { imageKey, imageKeyProblems } from './images.ts'

export const associateSchema = z.strictObject({
  name: fact(plain),
  slug,
  title: specWords('Senior Manager', 'Senior', 'Staff', 'Associate', 'Office Manager', 'Administrative Assistant'),
  image: imageKey,
  bio: paragraphs.meta({ title: 'Biography', description: 'One entry per paragraph' }),
  info: z
    .array(z.strictObject({ title: text, content: longText }))
    .optional()
    .meta({ title: 'More about them', description: 'Optional, e.g. Education' }),
  languages: personLanguages,
  languageRole,
  advisesInLanguages,
})
export const associatesSchema = z.array(associateSchema.meta({ title: 'Associate' })).min(1)

export const associates = defineKind({
  schema: associatesSchema,
  editor: { group: 'people', label: 'Associates' },
  pictures: true,
  check: (list, others) => [...duplicates(list.map((person) => person.slug)), ...imageKeyProblems(list, others)],
  views: {
    /** Each as the team pages show them: without what only the contact page says (their role in a language). */
    profiles: (list) => list.map(({ languageRole: _role, advisesInLanguages: _advises, ...person }) => person),
  },
})

export type Associate = ShownOf<typeof associateSchema>
