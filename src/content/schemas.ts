/**
 * Schemas for everything under content/. They run at build and test time only
 * (see src/content/validate.ts); the browser receives the JSON, never zod.
 * Field descriptions are written for the firm's staff, who edit the JSON files.
 */
import { z } from 'zod'

const text = z.string().trim().min(1, 'must not be empty')
const paragraphs = z.array(text).min(1, 'needs at least one paragraph')
const httpsUrl = z.url({ protocol: /^https$/, message: 'must be a full https:// address' })
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens, e.g. "jane-doe"')
const imageKey = z.string().regex(/^[a-z0-9-]+$/, 'must be an image key from content/images.json')
const isoDate = z.iso.date('must be a date written as YYYY-MM-DD')

/** Internal paths the site actually has; links in content must point at one of them. */
export const sitePaths = [
  '/',
  '/about/',
  '/about/team/',
  '/about/team/associates/',
  '/services/',
  '/resources/',
  '/resources/records/',
  '/contact/',
  '/invoice/',
] as const
export type SitePath = (typeof sitePaths)[number]
const sitePath = z.enum(sitePaths, { message: `must be one of the site's pages: ${sitePaths.join(', ')}` })

/** Meta description: search engines show about 50–160 characters. */
const description = z
  .string()
  .trim()
  .min(50, 'must be at least 50 characters (search engines show it under the title)')
  .max(160, 'must be at most 160 characters (search engines cut longer ones)')

export const imageSchema = z.strictObject({
  src: z
    .string()
    .regex(
      /^\/images\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp|avif)$/,
      'must be a file under public/images/, e.g. "/images/people/jane-doe.jpg"',
    )
    .describe('Path of the file under public/, starting with /images/'),
  alt: z.string().trim().describe('What the picture shows, for screen readers; "" only when it is purely decorative'),
  width: z.number().int().positive().describe('Width of the file in pixels'),
  height: z.number().int().positive().describe('Height of the file in pixels'),
})
export const imagesSchema = z.record(imageKey, imageSchema)

export const firmSchema = z.strictObject({
  name: text.describe('The name visitors know the firm by'),
  legalName: text.describe('The legal name, used for checks and the copyright line'),
  abbreviation: z
    .string()
    .regex(/^[A-Z]{3,5}$/, 'must be 3 to 5 capital letters')
    .describe('Shown first in every browser tab title'),
  siteUrl: httpsUrl.describe('Public address of the website, without a trailing slash'),
  tagline: text.describe('The footer sentence that says whom the firm serves'),
  address: z.strictObject({
    street: text,
    suite: text.optional(),
    city: text,
    region: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code'),
    postalCode: z.string().regex(/^\d{5}$/, 'must be a five-digit ZIP code'),
    country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code'),
  }),
  geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  mapsUrl: httpsUrl.describe('A maps link that opens the office address'),
  phone: z.strictObject({
    display: text.describe('How the number is written on the page, e.g. (206) 555-0142'),
    tel: z.string().regex(/^\+1\d{10}$/, 'must be +1 followed by ten digits, e.g. +12065550142'),
  }),
  email: z.email('must be an e-mail address'),
  billingEmail: z.email('must be an e-mail address'),
  officeHours: z
    .array(
      z.strictObject({
        days: text.describe('e.g. "Monday – Friday"'),
        hours: text.describe('e.g. "8:30 a.m. – 5:00 p.m." or "Closed"'),
        opens: z
          .string()
          .regex(/^\d{2}:\d{2}$/, 'must be a 24-hour time such as 08:30')
          .optional(),
        closes: z
          .string()
          .regex(/^\d{2}:\d{2}$/, 'must be a 24-hour time such as 17:00')
          .optional(),
        dayCodes: z.array(z.enum(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'])).min(1),
      }),
    )
    .min(1),
  hoursNote: text.describe('One sentence about seasonal or holiday hours'),
  areaServed: z.array(text).min(1),
  uploadPortalUrl: httpsUrl.describe('The secure file-upload portal (opens in a new tab)'),
  paymentUrl: httpsUrl.describe("The payment processor's hosted page for invoices"),
  remittance: z.strictObject({
    payableTo: text,
    lines: z.array(text).min(2).describe('Mailing address for checks, one line per entry'),
  }),
  irsUrl: httpsUrl,
  copyrightYear: z.number().int().min(2000).max(2100),
  developer: z.strictObject({ name: text, url: httpsUrl }),
})

const infoEntry = z.strictObject({
  title: z.enum(['Professional Affiliations', 'Education']),
  content: text,
  icon: z.enum(['star', 'education']),
})

export const partnerSchema = z.strictObject({
  name: text.describe('Full name without credentials, e.g. "Margaret Okafor"'),
  credentials: z.array(text).min(1).describe('e.g. ["CPA"] — shown after the name'),
  slug: slug.describe('The name in lowercase with hyphens; used in /about/team?member=<slug>'),
  title: z.enum(['Managing Partner', 'Partner']),
  image: imageKey,
  bio: paragraphs,
  info: z.array(infoEntry).min(1),
})
export const partnersSchema = z.array(partnerSchema).length(3, 'the firm has exactly three partners')

export const associateSchema = z.strictObject({
  name: text,
  slug,
  title: z.enum(['Senior Manager', 'Senior', 'Staff', 'Associate', 'Office Manager', 'Administrative Assistant']),
  image: imageKey,
  bio: paragraphs,
  info: z.array(z.strictObject({ title: text, content: text })).optional(),
})
export const associatesSchema = z.array(associateSchema).min(1)

export const serviceSchema = z.strictObject({
  slug,
  image: imageKey,
  title: text,
  subtitle: text,
  summary: z.string().trim().min(20).max(140).describe('One line for the Home page'),
  description: paragraphs,
})
export const servicesSchema = z.array(serviceSchema).min(1)

export const resourceSchema = z
  .strictObject({
    slug,
    image: imageKey,
    category: text,
    title: text,
    description: text,
    buttonText: text,
    buttonLink: z.string().min(1),
    linkExternal: z.boolean().optional(),
  })
  .superRefine((resource, ctx) => {
    const target = resource.linkExternal
      ? httpsUrl.safeParse(resource.buttonLink)
      : sitePath.safeParse(resource.buttonLink)
    if (!target.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['buttonLink'],
        message: resource.linkExternal
          ? 'must be a full https:// address when linkExternal is true'
          : `must be one of the site's pages (${sitePaths.join(', ')}) unless linkExternal is true`,
      })
    }
  })
export const resourcesSchema = z.array(resourceSchema).min(1)

export const recordsGuideSchema = z.strictObject({
  title: text,
  description,
  heading: text,
  intro: paragraphs,
  tableCaption: text,
  columns: z.strictObject({ situation: text, keep: text }),
  rows: z.array(z.strictObject({ situation: text, keep: text, detail: text.optional() })).min(5),
  notesHeading: text,
  notes: paragraphs,
  source: z.strictObject({ label: text, title: text, url: httpsUrl }),
  reviewedLabel: text,
  reviewedOn: isoDate,
  closing: z.strictObject({ heading: text, text: text }),
})

/* ---------- Page copy ---------- */

const section = z.strictObject({ heading: text, intro: text })

export const homePageSchema = z.strictObject({
  description,
  hero: z.strictObject({
    eyebrow: text,
    heading: text,
    text,
    callLabel: text.describe('Text before the phone number on the call button, e.g. "Call"'),
  }),
  services: section.extend({ linkText: text }),
  partners: section.extend({ linkText: text }),
  resources: section,
  closing: section.extend({ buttonText: text }),
})

export const aboutPageSchema = z.strictObject({
  title: text,
  description,
  heading: text,
  intro: paragraphs,
  story: section.extend({ paragraphs }),
  values: z.strictObject({
    heading: text,
    items: z.array(z.strictObject({ title: text, text })).min(2),
  }),
  team: section.extend({ partnersLinkText: text, associatesLinkText: text }),
})

export const teamPageSchema = z.strictObject({
  title: text,
  description,
  heading: text,
  intro: text,
  chooserLabel: text.describe('Accessible name of the list of partners'),
  associatesLink: section.extend({ linkText: text }),
})

export const simplePageSchema = z.strictObject({
  title: text,
  description,
  heading: text,
  intro: text,
})

export const servicesPageSchema = simplePageSchema.extend({ closing: section.extend({ buttonText: text }) })

export const contactPageSchema = simplePageSchema.extend({
  visitHeading: text,
  mapLinkText: text,
  callHeading: text,
  emailHeading: text,
  hoursHeading: text,
  shortcutsHeading: text,
})

export const invoicePageSchema = z.strictObject({
  description,
  heading: text,
  purpose: text,
  payButton: text,
  opensNote: text.describe('Tells the visitor the button opens the processor’s site in a new tab'),
  needs: z.strictObject({ heading: text, items: z.array(text).min(2) }),
  methods: z.strictObject({ heading: text, items: z.array(text).min(1) }),
  security: section,
  check: z.strictObject({
    heading: text,
    payableLabel: text,
    mailLabel: text,
    steps: z.array(text).min(1),
  }),
  help: section.extend({ hoursLabel: text }),
})

export const notFoundPageSchema = z.strictObject({
  title: text,
  description,
  heading: z.literal('404 Page Not Found'),
  lines: z.tuple([
    z.literal('The link you clicked may be broken or the page may have been removed or renamed.'),
    z.literal('Please go to one of the pages below to continue.'),
  ]),
  homeButton: z.literal('Go Home'),
  contactButton: z.literal('Contact Us'),
  /** The page answered with status 414 to an address too long to serve (over 8,000 characters). */
  uriTooLong: z.strictObject({
    title: text,
    heading: text,
    lines: z.array(text).min(1).max(3),
  }),
})

/** Labels of the shared layout: navigation, shortcuts, footer, and the states every page can show. */
export const siteSchema = z.strictObject({
  skipLink: text,
  mainNavLabel: text,
  mainNav: z.array(z.strictObject({ label: text, to: sitePath })).length(5),
  menuButton: z.strictObject({ open: z.literal('Open Main Menu'), close: text }),
  shortcuts: z.strictObject({
    upload: z.strictObject({ label: z.literal('Documentation'), text: z.literal('Secure File Upload') }),
    pay: z.strictObject({ label: z.literal('Payments'), text: z.literal('Pay Invoice Online') }),
  }),
  newTabNote: text.describe('Read by screen readers after links that open a new tab'),
  footer: z.strictObject({
    websiteLinks: text,
    team: text,
    associatesLink: text,
    onlineServices: text,
    onlineLinks: z.strictObject({ records: text, refund: text, upload: text, pay: text }),
    connect: text,
    copyright: text.describe('Follows "© <year> <legal name>."'),
    privacy: text,
    developerCredit: text.describe('Words before the developer’s name'),
  }),
  pending: text,
  error: z.strictObject({
    heading: text,
    text,
    retry: text,
    home: text,
    contact: text,
  }),
})

export type Image = z.infer<typeof imageSchema>
export type Images = z.infer<typeof imagesSchema>
export type Firm = z.infer<typeof firmSchema>
export type Partner = z.infer<typeof partnerSchema>
export type Associate = z.infer<typeof associateSchema>
export type Service = z.infer<typeof serviceSchema>
export type Resource = z.infer<typeof resourceSchema>
export type RecordsGuide = z.infer<typeof recordsGuideSchema>
export type Site = z.infer<typeof siteSchema>
export type HomePage = z.infer<typeof homePageSchema>
export type AboutPage = z.infer<typeof aboutPageSchema>
export type TeamPage = z.infer<typeof teamPageSchema>
export type SimplePage = z.infer<typeof simplePageSchema>
export type ServicesPage = z.infer<typeof servicesPageSchema>
export type ContactPage = z.infer<typeof contactPageSchema>
export type InvoicePage = z.infer<typeof invoicePageSchema>
export type NotFoundPage = z.infer<typeof notFoundPageSchema>
