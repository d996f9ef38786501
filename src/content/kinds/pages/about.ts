/** About: its copy. */
import { z } from 'zod'
import {
  description,
  licenseCopy,
  licenseNumber,
  longText,
  pageTitle,
  paragraphs,
  section,
  text,
} from '../../fields.ts'
import { definePage } from '../../kind.ts'

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
  license: licenseCopy(
    'The firm’s license',
    'the firm’s',
    {
      title: 'Register of firms',
      description: 'Where anyone can look up the firm’s own license with the Board of Accountancy',
    },
    {
      ...section.shape,
      licenseNumber: licenseNumber(
        'Firm license number',
        'Optional: as the Board’s register shows it. Never a made-up number',
      ),
    },
  ),
})

export const aboutPage = definePage(aboutPageSchema, { path: '/about/', parent: '/' }, 'About')
