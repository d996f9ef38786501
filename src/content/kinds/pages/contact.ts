/** The contact page: its copy. */
import { z } from 'zod'
import { longText, simplePage, text } from '../../fields.ts'
import { definePage } from '../../kind.ts'

export const contactPageSchema = simplePage.extend({
  visitHeading: text,
  mapLinkText: text,
  callHeading: text,
  emailHeading: text,
  hoursHeading: text,
  shortcutsHeading: text,
  languages: z
    .strictObject({
      heading: text,
      intro: longText.describe('Says that everyone works in English, and which other languages follow'),
      speakersLabel: text.describe('Words before the names of who speaks a language, e.g. "Ask for"'),
      irsLabel: text.describe('Words before the IRS’s own pages in a language'),
    })
    .meta({
      title: 'Languages',
      description: 'The languages themselves come from what each partner and associate lists',
    }),
})

export const contactPage = definePage(contactPageSchema, { path: '/contact/', parent: '/' }, 'Contact')

export type ContactPage = z.infer<typeof contactPageSchema>
