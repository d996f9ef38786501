/** content/site.json: the words of the shared layout (menus, footer, notices, loading and error states). */
import { z } from 'zod'
import { pageLinkProblem } from '../checks.ts'
import type { ShownOf } from '../fields.ts'
import { attributeText, longText, pattern, plain, sitePath, specLabel, specWords, text } from '../fields.ts'
import { defineKind } from '../kind.ts'
import type { PartnerTitle } from '../partner-titles.ts'

/** Labels of the shared layout: navigation, shortcuts, footer, and the states every page can show. */

export const siteSchema = z.strictObject({
  skipLink: text.meta({ title: 'Skip link', description: 'The first link a keyboard user meets' }),
  mainNavLabel: attributeText(plain).meta({
    title: 'Main menu name',
    description: 'Read by screen readers, e.g. "Main"',
  }),
  mainNav: z
    .array(z.strictObject({ label: text, to: sitePath.meta({ title: 'Page' }) }))
    .length(5)
    .meta({ title: 'Main menu' }),
  menuButton: z
    .strictObject({ open: attributeText(specLabel('Open Main Menu')), close: text })
    .meta({ title: 'Phone menu button' }),
  shortcuts: z.strictObject({
    upload: z.strictObject({ label: specWords('Documentation'), text: specWords('Secure File Upload') }),
    pay: z.strictObject({ label: specWords('Payments'), text: specWords('Pay Invoice Online') }),
  }),
  partnerTitles: z
    .strictObject({ 'managing-partner': text, partner: text } satisfies Record<PartnerTitle, z.ZodType>)
    .meta({ title: 'Partners’ titles', description: 'How each partner’s title is written on the pages' }),
  newTabNote: text.describe('Read by screen readers after links that open a new tab'),
  footer: z.strictObject({
    websiteLinks: text,
    team: text,
    associatesLink: text,
    onlineServices: text,
    onlineLinks: z.strictObject({ records: text, refund: text, upload: text, pay: text }),
    connect: text,
    copyright: pattern(['year', 'name'], ['year', 'name'], '© {year} {name}. All rights reserved.').meta({
      title: 'Copyright line',
      description: '{year} is the copyright year and {name} the firm’s legal name (Firm details)',
    }),
    privacy: text,
    accessibility: text.describe('The link to the accessibility statement, beside the privacy line'),
    developerCredit: text.describe('Words before the developer’s name'),
  }),
  notices: z
    .strictObject({
      label: attributeText(plain).describe(
        'Read by screen readers as the name of the notices above each page, e.g. "Notices"',
      ),
      layout: pattern(
        ['title', 'message', 'link', 'until'],
        ['title', 'message', 'until'],
        '{title}. {message} {link} {until}',
      ).meta({
        title: 'How a notice is written',
        description:
          'Its title, message, link (when it has one) and last day, in order and with the punctuation between them, e.g. "{title}. {message} {link} {until}"',
      }),
      until: pattern(['date'], ['date'], '(Until {date})').meta({
        title: 'How a notice says its last day',
        description: 'e.g. "(Until {date})" for "(Until January 1, 2027)"',
      }),
    })
    .meta({ title: 'Notices' }),
  pending: text.meta({ title: 'Loading message' }),
  error: z
    .strictObject({
      heading: text,
      text: longText,
      retry: text,
      home: text,
      contact: text,
    })
    .meta({ title: 'Error view' }),
})

export const site = defineKind({
  schema: siteSchema,
  // All but the footer's and the notices' words, which are markup of the prerendered page alone
  // (SiteFooter.tsx, Notices.tsx).
  summary: [
    'skipLink',
    'mainNavLabel',
    'mainNav',
    'menuButton',
    'shortcuts',
    'partnerTitles',
    'newTabNote',
    'pending',
    'error',
  ],
  editor: { group: 'settings', label: 'Menus, footer and messages' },
  check: (data, others) =>
    data.mainNav.flatMap((item, index) => pageLinkProblem(`mainNav[${index}].to`, item.to, others.sitePaths)),
})

export type Site = ShownOf<typeof siteSchema>
