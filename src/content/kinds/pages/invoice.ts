/** The invoice page (Pay Invoice Online): its copy. */
import { z } from 'zod'
import { description, longText, section, text } from '../../fields.ts'
import { definePage } from '../../kind.ts'

export const invoicePageSchema = z.strictObject({
  description,
  heading: text,
  purpose: longText,
  payButton: text,
  opensNote: text.describe('Tells the visitor the button opens the processor’s site in a new tab'),
  needs: z.strictObject({ heading: text, items: z.array(text).min(2) }),
  methods: z.strictObject({ heading: text, items: z.array(text).min(1) }),
  security: section,
  check: z.strictObject({
    heading: text,
    payableLabel: text,
    mailLabel: text,
    steps: z.array(longText).min(1),
  }),
  help: section.extend({ hoursLabel: text }),
})

export const invoicePage = definePage(invoicePageSchema, { path: '/invoice/', parent: '/' }, 'Pay an invoice')
