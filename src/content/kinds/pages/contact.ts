/** The contact page: its copy. */
import { z } from 'zod'
import { longText, pattern, simplePage, text } from '../../fields.ts'
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
      person: pattern(['name', 'title', 'role'], ['name', 'title', 'role'], '{name}, {title}: {role}').meta({
        title: 'Who speaks a language',
        description: 'Each person who lists the language: {name}, their {title}, and what they help with ({role})',
      }),
      personWithoutRole: pattern(['name', 'title'], ['name', 'title'], '{name}, {title}').meta({
        title: 'Who speaks a language, with no role given',
        description: 'A person who lists the language but not what they help with in it: {name} and their {title}',
      }),
      adviceInEnglish: longText.describe(
        'Under a language none of whose speakers gives tax advice in it, e.g. "Tax advice itself is given in English."',
      ),
      irsLabel: text.describe('The label of the IRS’s own pages in a language, e.g. "The IRS in this language"'),
    })
    .meta({
      title: 'Languages',
      description: 'The languages themselves come from what each partner and associate lists',
    }),
})

export const contactPage = definePage(contactPageSchema, { path: '/contact/', parent: '/' }, 'Contact')
