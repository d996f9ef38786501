/** The 404 page, and the 414 page the build makes from it: its copy. */
import { z } from 'zod'
import { description, longText, pageTitle, specWords, text } from '../../fields.ts'
import { defineKind } from '../../kind.ts'

export const notFoundPageSchema = z.strictObject({
  title: pageTitle,
  description,
  heading: specWords('404 Page Not Found'),
  lines: z.tuple([
    specWords('The link you clicked may be broken or the page may have been removed or renamed.'),
    specWords('Please go to one of the pages below to continue.'),
  ]),
  homeButton: specWords('Go Home'),
  contactButton: specWords('Contact Us'),
  /** The page answered with status 414 to an address too long to serve (over 8,000 characters). */
  uriTooLong: z
    .strictObject({
      title: pageTitle,
      heading: text,
      lines: z.array(longText).min(1).max(3),
    })
    .meta({ title: 'Address too long (414)', description: 'The page shown for an address over 8,000 characters' }),
})

export const notFoundPage = defineKind({
  // The browser shows the 404 view; the 414 page's words are for the build alone (postbuild).
  schema: notFoundPageSchema,
  summary: ['title', 'description', 'heading', 'lines', 'homeButton', 'contactButton'],
  editor: { group: 'pages', label: 'Page not found (404 and 414)' },
})
