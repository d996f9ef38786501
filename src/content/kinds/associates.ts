/** content/associates.json: the associates and staff, on the associates page. */
import { z } from 'zod'
import { duplicates } from '../checks.ts'
import {
  advisesInLanguages,
  fact,
  languageRole,
  longText,
  paragraphs,
  personLanguages,
  slug,
  specWords,
  text,
} from '../fields.ts'
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
  languageRole,
  advisesInLanguages,
})
export const associatesSchema = z.array(associateSchema.meta({ title: 'Associate' })).min(1)

export const associates = defineKind({
  schema: associatesSchema,
  editor: { group: 'people', label: 'Associates' },
  pictures: true,
  check: (list, others) => [
    ...duplicates(list.map((person) => person.slug)),
    ...imageKeyProblems(list, others),
    ...list.flatMap((person, index) =>
      person.languages?.length && !person.languageRole
        ? [
            {
              field: `[${index}].languageRole`,
              message: 'is missing: the contact page says what they help with in their languages',
            },
          ]
        : [],
    ),
  ],
  views: {
    /** Each as the team pages show them: without what only the contact page says (their role in a language). */
    profiles: (list) => list.map(({ languageRole: _role, advisesInLanguages: _advises, ...person }) => person),
  },
})

export type Associate = z.infer<typeof associateSchema>
