import { z } from 'zod'
import { description, isoDate, longText, pageTitle, reviewedLabel, section, text } from '../../fields.ts'
import { definePage } from '../../kind.ts'

/** /accessibility/: the standard the site meets, how it is tested, what falls short, and how to get help. */
export const accessibilityPageSchema = z.strictObject({
  title: pageTitle,
  description,
  heading: text,
  intro: longText,
  standard: section.meta({ title: 'The standard' }),
  testing: section
    .extend({ items: z.array(longText).min(1).meta({ title: 'How it is tested', description: 'One check per entry' }) })
    .meta({ title: 'Testing' }),
  limitations: section
    .extend({ items: z.array(longText).min(1).meta({ title: 'What falls short', description: 'One per entry' }) })
    .meta({ title: 'Known limitations' }),
  help: section
    .extend({ responseTime: longText.describe('How soon the office answers, and what it does with a report') })
    .meta({ title: 'Getting help and reporting a barrier' }),
  reviewedLabel,
  reviewedOn: isoDate.meta({ title: 'Last reviewed on', description: 'The day the statement was last checked' }),
})

export const accessibilityPage = definePage(
  accessibilityPageSchema,
  { path: '/accessibility/', parent: '/' },
  'Accessibility statement',
)
