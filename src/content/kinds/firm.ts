/** content/firm.json: the firm's name, address, numbers, hours and the addresses of its client services. */
import { z } from 'zod'
import type { ShownOf } from '../fields.ts'
import { fact, httpsUrl, linkLanguage, longText, perLanguage, plain, text } from '../fields.ts'
import { defineKind } from '../kind.ts'

const time24 = (example: string) =>
  z
    .string()
    .regex(/^\d{2}:\d{2}$/, `must be a 24-hour time such as ${example}`)
    .optional()

export const firmSchema = z.strictObject({
  name: fact(plain).describe('The name visitors know the firm by'),
  legalName: fact(plain).describe('The legal name, used for checks and the copyright line'),
  abbreviation: z
    .string()
    .regex(/^[A-Z]{3,5}$/, 'must be 3 to 5 capital letters')
    .describe('Shown first in every browser tab title'),
  siteUrl: httpsUrl.meta({
    title: 'Website address',
    description: 'Public address of the website, without a trailing slash',
  }),
  tagline: longText.describe('The footer sentence that says whom the firm serves'),
  address: z.strictObject({
    street: fact(plain),
    suite: fact(plain).optional(),
    city: fact(plain),
    region: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be a two-letter state code')
      .meta({ title: 'State', description: 'Two capital letters, e.g. WA' }),
    postalCode: z
      .string()
      .regex(/^\d{5}$/, 'must be a five-digit ZIP code')
      .meta({ title: 'ZIP code' }),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
      .meta({ description: 'Two capital letters, e.g. US' }),
  }),
  geo: z
    .strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .meta({ title: 'Map position', description: 'The office on a map, for search engines' }),
  mapsUrl: httpsUrl.meta({ title: 'Map link', description: 'A maps link that opens the office address' }),
  mapsLanguage: linkLanguage.meta({
    title: 'Language of the map',
    description:
      'Where the map opens in a language other than English: a maps site that speaks the visitor’s own language (Google Maps does) is in this language',
  }),
  phone: z.strictObject({
    display: fact(plain).describe('How the number is written on the page, e.g. (206) 555-0142'),
    tel: z
      .string()
      .regex(/^\+1\d{10}$/, 'must be +1 followed by ten digits, e.g. +12065550142')
      .meta({ title: 'Number to dial', description: '+1 and ten digits, e.g. +12065550142' }),
  }),
  email: z.email('must be an e-mail address').meta({ title: 'E-mail' }),
  billingEmail: z.email('must be an e-mail address').meta({ title: 'Billing e-mail' }),
  officeHours: z
    .array(
      z.strictObject({
        days: text.describe('e.g. "Monday – Friday"'),
        hours: text.describe('e.g. "8:30 a.m. – 5:00 p.m." or "Closed"'),
        opens: time24('08:30').describe('24-hour time, for search engines; empty when closed'),
        closes: time24('17:00').describe('24-hour time, for search engines; empty when closed'),
        dayCodes: z
          .array(z.enum(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']))
          .min(1)
          .meta({ title: 'Days (for search engines)' }),
      }),
    )
    .min(1),
  hoursNote: text.describe('One sentence about seasonal or holiday hours'),
  areaServed: z.array(text).min(1).meta({ title: 'Areas served' }),
  contactType: text.meta({
    title: 'Kind of contact (for search engines)',
    description: 'How the structured data labels the phone and e-mail, in the page’s language, e.g. "customer service"',
  }),
  uploadPortalUrl: httpsUrl.meta({
    title: 'File-upload portal address',
    description: 'The secure file-upload portal (opens in a new tab)',
  }),
  paymentUrl: httpsUrl.meta({
    title: 'Invoice payment address',
    description: "The payment processor's hosted page for invoices",
  }),
  remittance: z
    .strictObject({
      payableTo: fact(plain),
      lines: z.array(fact(plain)).min(2).describe('Mailing address for checks, one line per entry'),
    })
    .meta({ title: 'Payment by check' }),
  irsUrl: perLanguage(httpsUrl).meta({
    title: 'IRS refund tracker address',
    description: 'In another language, the IRS’s own page in it where there is one',
  }),
  copyrightYear: z.number().int().min(2000).max(2100),
  developer: z.strictObject({ name: fact(plain), url: httpsUrl.meta({ title: 'Address' }) }).meta({
    title: 'Website developer',
  }),
})

export const firm = defineKind({
  schema: firmSchema,
  // What every page's layout and head need: the name, the phone, the upload portal and the site's address.
  summary: ['name', 'abbreviation', 'siteUrl', 'phone', 'uploadPortalUrl'],
  editor: { group: 'settings', label: 'Firm details' },
})

export type Firm = ShownOf<typeof firmSchema>
