/** The home page: its copy. */
import { z } from 'zod'
import { description, longText, section, text } from '../../fields.ts'
import { definePage } from '../../kind.ts'

export const homePageSchema = z.strictObject({
  description,
  hero: z.strictObject({
    eyebrow: text.describe('The small line above the heading'),
    heading: text,
    text: longText,
    callLabel: text.describe('Text before the phone number on the call button, e.g. "Call"'),
  }),
  services: section.extend({ linkText: text }),
  partners: section.extend({ linkText: text }),
  deadlines: section.extend({ linkText: text }).meta({ title: 'Next deadlines' }),
  resources: section,
  closing: section.extend({ buttonText: text }),
})

export const homePage = definePage(homePageSchema, { path: '/' }, 'Home')
