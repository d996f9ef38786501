/** About: its copy. */
import { z } from 'zod'
import { boardPage, description, longText, pageTitle, paragraphs, section, text } from '../../fields.ts'
import { defineKind } from '../../kind.ts'

export const aboutPageSchema = z.strictObject({
  title: pageTitle,
  description,
  heading: text,
  intro: paragraphs.meta({ title: 'Introduction', description: 'One entry per paragraph' }),
  story: section.extend({ paragraphs }),
  values: z.strictObject({
    heading: text,
    items: z.array(z.strictObject({ title: text, text: longText })).min(2),
  }),
  team: section.extend({ partnersLinkText: text, associatesLinkText: text }),
  license: section
    .extend({
      licenseNumber: z
        .string()
        .regex(/^[A-Z0-9-]{2,12}$/, 'must be the number as the Board’s register shows it')
        .optional()
        .meta({
          title: 'Firm license number',
          description: 'Optional: as the Board’s register shows it. Never a made-up number',
        }),
      numberLabel: text.describe('Words before the firm’s license number, when there is one'),
      linkText: text.describe('The link to the Board’s register of firms'),
      lookupUrl: boardPage.meta({
        title: 'Register of firms',
        description: 'Where anyone can look up the firm’s own license with the Board of Accountancy',
      }),
    })
    .meta({ title: 'The firm’s license' }),
})

export const aboutPage = defineKind({
  schema: aboutPageSchema,
  page: { path: '/about/', parent: '/' },
  editor: { group: 'pages', label: 'About' },
})

export type AboutPage = z.infer<typeof aboutPageSchema>
