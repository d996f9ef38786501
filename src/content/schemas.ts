/**
 * Schemas for everything under content/. They run at build and test time only
 * (see src/content/validate.ts); the browser receives the parsed data (src/vite-plugins/content.ts), never zod.
 *
 * They are also the one source of the browser editor's configuration
 * (src/content/cms-config.ts): `title` and `description` become a field's label
 * and hint, written for the firm's staff, and the `x-cms-…` keys below choose
 * the editor's input where the rule alone cannot say which one fits.
 */
import { z } from 'zod'
import { languageCodes, languageLabel } from './languages.ts'

declare module 'zod' {
  interface GlobalMeta {
    /**
     * `text`: a multi-line box (bios, intros, descriptions); `image`: a picture chosen or uploaded in the editor;
     * `page`: one of the site's pages, chosen from a list.
     */
    'x-cms-widget'?: 'text' | 'image' | 'page'
    /** Where the editor puts an uploaded picture, from the repository root (with a leading slash). */
    'x-cms-media-folder'?: string
    /** The file types the editor offers to upload, as an `accept` attribute. */
    'x-cms-accept'?: string
    /** The value is the `key` of an entry in this top-level list file, picked from that list in the editor. */
    'x-cms-relation'?: string
    /** How the editor labels each value of a choice (an enum, or a list of one), by value. */
    'x-cms-option-labels'?: Record<string, string>
  }
}

const text = z.string().trim().min(1, 'must not be empty')
/** Text of a sentence or more: the editor offers a multi-line box. */
const longText = text.meta({ 'x-cms-widget': 'text' })
const paragraphs = z.array(longText).min(1, 'needs at least one paragraph')
const httpsUrl = z.url({ protocol: /^https$/, message: 'must be a full https:// address' })
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens, e.g. "jane-doe"')
  .meta({ description: 'Lowercase words joined by hyphens, unique in this list' })
const imageKey = z
  .string()
  .regex(/^[a-z0-9-]+$/, 'must be an image key from content/images.json')
  .meta({ title: 'Picture', 'x-cms-relation': 'images.json' })
const isoDate = z.iso.date('must be a date written as YYYY-MM-DD')
const time24 = (example: string) =>
  z
    .string()
    .regex(/^\d{2}:\d{2}$/, `must be a 24-hour time such as ${example}`)
    .optional()

/**
 * A page of the site, written as its address (`/about/`). Which addresses exist is the content
 * table's to say (src/content/collections.ts): the check (validate.ts) refuses any other, and the
 * editor offers the table's pages as a choice.
 */
const sitePath = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+\/)*$/, 'must be a page of the site, written as its address, e.g. "/about/"')
  .meta({ 'x-cms-widget': 'page' })

/** Meta description: search engines show about 50–160 characters. */
const description = z
  .string()
  .trim()
  .min(50, 'must be at least 50 characters (search engines show it under the title)')
  .max(160, 'must be at most 160 characters (search engines cut longer ones)')
  .meta({
    title: 'Search-engine description',
    description: 'Shown under the title in search results; 50–160 characters, different on every page',
    'x-cms-widget': 'text',
  })

/* ---------- Pictures ---------- */

const imageSize = (side: 'Width' | 'Height') =>
  z
    .number()
    .int()
    .positive()
    .optional()
    .meta({
      title: `${side} in pixels`,
      description: 'Leave empty: the build reads it from the file. Needed only for a drawing (SVG) that states no size',
    })

/**
 * One entry of content/images.json. `width` and `height` are the file's own and
 * are read from it at build time (src/vite-plugins/responsive-images.ts); written here,
 * they must agree with the file.
 */
export const imageEntrySchema = z.strictObject({
  key: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and hyphens, e.g. "portrait-jane-doe"')
    .meta({
      title: 'Key',
      description: 'The name people, services and resources use to pick this picture, e.g. "portrait-jane-doe"',
    }),
  src: z
    .string()
    .regex(
      /^\/images\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp|avif)$/,
      'must be a file under public/images/, e.g. "/images/people/jane-doe.jpg"',
    )
    .meta({
      title: 'Picture',
      description: 'A photo (JPEG, PNG, WebP or AVIF, at least 1,200 pixels wide) or a drawing (SVG)',
      'x-cms-widget': 'image',
      'x-cms-media-folder': '/public/images/people',
      'x-cms-accept': '.svg,.png,.jpg,.jpeg,.webp,.avif',
    }),
  // An empty alt is written as no key at all by the editor; the default puts the "" back.
  alt: z.string().trim().default('').meta({
    title: 'Description for screen readers (alt text)',
    description: 'What the picture shows. Leave empty only when it is purely decorative',
  }),
  width: imageSize('Width'),
  height: imageSize('Height'),
})

/** content/images.json as written: a list, so the editor can add and remove pictures. */
export const imageListSchema = z
  .array(imageEntrySchema.meta({ title: 'Picture' }))
  .min(1)
  .superRefine((entries, ctx) => {
    const seen = new Map<string, number>()
    entries.forEach((entry, index) => {
      const first = seen.get(entry.key)
      if (first === undefined) seen.set(entry.key, index)
      else {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'key'],
          message: `duplicate key "${entry.key}" (also used by entry [${first}])`,
        })
      }
    })
  })

/* ---------- Firm and site ---------- */

/** A page of Washington's Board of Accountancy, or its register on the state's open-data portal. */
const boardPage = z
  .string()
  .regex(
    /^https:\/\/(?:acb\.wa\.gov|data\.wa\.gov)\/\S*$/,
    'must be a page of the Board of Accountancy (acb.wa.gov) or of its register on data.wa.gov',
  )

export const firmSchema = z.strictObject({
  name: text.describe('The name visitors know the firm by'),
  legalName: text.describe('The legal name, used for checks and the copyright line'),
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
    street: text,
    suite: text.optional(),
    city: text,
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
  phone: z.strictObject({
    display: text.describe('How the number is written on the page, e.g. (206) 555-0142'),
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
      payableTo: text,
      lines: z.array(text).min(2).describe('Mailing address for checks, one line per entry'),
    })
    .meta({ title: 'Payment by check' }),
  irsUrl: httpsUrl.meta({ title: 'IRS refund tracker address' }),
  copyrightYear: z.number().int().min(2000).max(2100),
  developer: z.strictObject({ name: text, url: httpsUrl.meta({ title: 'Address' }) }).meta({
    title: 'Website developer',
  }),
})

/**
 * Which git host the browser editor (/admin) saves to. Read by the build only
 * (src/content/cms-config.ts); staff never edit it in the editor, since a
 * wrong value there would lock them out of it.
 */
const gitRepo = z
  .string()
  .regex(/^[\w.-]+\/[\w.-]+$/, 'must be the repository as "owner/name", e.g. "cedar-sound-cpa/website"')
const gitBranch = z
  .string()
  .regex(/^[\w./-]+$/, 'must be a branch name such as "main"')
  .default('main')
const hostOrigin = z
  .string()
  .regex(
    /^https:\/\/[a-z0-9.-]+(?::\d+)?$/,
    'must be the https:// address of the server alone, with no path or trailing slash, e.g. "https://git.example.com"',
  )
const oauthAppId = text.describe('ID of the OAuth application registered on the git host for the editor (PKCE)')

export const editorSchema = z.discriminatedUnion('backend', [
  z.strictObject({ backend: z.literal('github'), repo: gitRepo, branch: gitBranch }),
  z.strictObject({
    backend: z.literal('gitlab'),
    repo: z.string().regex(/^[\w.-]+(?:\/[\w.-]+)+$/, 'must be the project as "group/name" or "group/subgroup/name"'),
    branch: gitBranch,
    baseUrl: hostOrigin.optional().describe('Only for a self-hosted GitLab; gitlab.com when empty'),
    appId: oauthAppId,
  }),
  z.strictObject({
    backend: z.literal('gitea'),
    repo: gitRepo,
    branch: gitBranch,
    baseUrl: hostOrigin.describe('The Gitea or Forgejo server'),
    appId: oauthAppId,
  }),
])

/* ---------- People ---------- */

/** The languages besides English a person serves clients in: a choice from src/content/languages.ts. */
const personLanguages = z
  .array(z.enum(languageCodes))
  .refine((codes) => new Set(codes).size === codes.length, 'lists a language twice')
  .optional()
  .meta({
    title: 'Languages besides English',
    description:
      'Only a language this person really serves clients in: a meeting, a phone call, a letter. English is assumed',
    'x-cms-option-labels': Object.fromEntries(languageCodes.map((code) => [code, languageLabel(code)])),
  })

const infoEntry = z.strictObject({
  title: z.enum(['Professional Affiliations', 'Education']),
  icon: z.enum(['star', 'education']).describe('star for Professional Affiliations, education for Education'),
  content: longText,
})

export const partnerSchema = z.strictObject({
  name: text.describe('Full name without credentials, e.g. "Margaret Okafor"'),
  credentials: z.array(text).min(1).describe('e.g. CPA — shown after the name, one per entry'),
  slug: slug.describe('The name in lowercase with hyphens; the address of their page, /about/team/?member=<slug>'),
  title: z.enum(['Managing Partner', 'Partner']).describe('Exactly one partner is the Managing Partner'),
  image: imageKey,
  bio: paragraphs.meta({ title: 'Biography', description: 'One entry per paragraph' }),
  info: z.array(infoEntry).min(1).meta({ title: 'Affiliations and education' }),
  languages: personLanguages,
  licenseNumber: z
    .string()
    .regex(/^[A-Z0-9-]{2,12}$/, 'must be the number as the Board of Accountancy’s register shows it, e.g. "12345"')
    .optional()
    .meta({
      title: 'Washington CPA license number',
      description: 'Optional: as the Board of Accountancy’s license search shows it. Never a made-up number',
    }),
})
export const partnersSchema = z
  .array(partnerSchema.meta({ title: 'Partner' }))
  .length(3, 'the firm has exactly three partners')

export const associateSchema = z.strictObject({
  name: text,
  slug,
  title: z.enum(['Senior Manager', 'Senior', 'Staff', 'Associate', 'Office Manager', 'Administrative Assistant']),
  image: imageKey,
  bio: paragraphs.meta({ title: 'Biography', description: 'One entry per paragraph' }),
  info: z
    .array(z.strictObject({ title: text, content: longText }))
    .optional()
    .meta({ title: 'More about them', description: 'Optional, e.g. Education' }),
  languages: personLanguages,
})
export const associatesSchema = z.array(associateSchema.meta({ title: 'Associate' })).min(1)

/* ---------- Services and resources ---------- */

export const serviceSchema = z.strictObject({
  slug,
  image: imageKey,
  title: text,
  subtitle: text,
  summary: z
    .string()
    .trim()
    .min(20)
    .max(140)
    .meta({ description: 'One line for the Home page', 'x-cms-widget': 'text' }),
  description: paragraphs.meta({ description: 'One entry per paragraph' }),
})
export const servicesSchema = z.array(serviceSchema.meta({ title: 'Service' })).min(1)

export const resourceSchema = z
  .strictObject({
    slug,
    image: imageKey,
    category: text,
    title: text,
    description: longText,
    buttonText: text,
    buttonLink: z
      .string()
      .min(1)
      .describe(
        'A page of the site, written as its address (e.g. /about/), or a full https:// address for another website',
      ),
    linkExternal: z.boolean().optional().meta({ title: 'The link goes to another website' }),
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
          : 'must be a page of the site, written as its address (e.g. "/about/"), unless linkExternal is true',
      })
    }
  })
export const resourcesSchema = z.array(resourceSchema.meta({ title: 'Resource card' })).min(1)

export const recordsGuideSchema = z.strictObject({
  title: text.describe('Shown in the browser tab'),
  description,
  heading: text,
  intro: paragraphs.meta({ title: 'Introduction', description: 'One entry per paragraph' }),
  tableCaption: text,
  columns: z.strictObject({ situation: text, keep: text }).meta({ title: 'Column headings' }),
  rows: z
    .array(z.strictObject({ situation: longText, keep: text, detail: longText.optional() }))
    .min(5)
    .meta({ title: 'Table rows' }),
  notesHeading: text,
  notes: paragraphs.meta({ description: 'One entry per paragraph' }),
  source: z.strictObject({ label: text, title: text, url: httpsUrl.meta({ title: 'Address' }) }),
  reviewedLabel: text.describe('Words before the date, e.g. "Last reviewed"'),
  reviewedOn: isoDate.meta({
    title: 'Last reviewed on',
    description: 'The day the guide was last checked against the IRS page',
  }),
  closing: z.strictObject({ heading: text, text: longText }),
})

/* ---------- Tax deadlines ---------- */

/** Who a deadline concerns; a visitor filters the calendar by these. */
export const deadlineAudiences = ['individuals', 'businesses', 'employers', 'trusts-estates', 'wa-excise'] as const
export type DeadlineAudience = (typeof deadlineAudiences)[number]

/** The authorities whose dates the calendar carries, each with the site its sources must be on. */
export const deadlineAuthorities = ['IRS', 'Washington Department of Revenue'] as const

/** A page of the authority that sets a date: the IRS's site or the Department of Revenue's. */
const deadlineSource = z
  .string()
  .regex(
    /^https:\/\/(?:www\.)?(?:irs\.gov|dor\.wa\.gov)\/\S*$/,
    'must be a page on irs.gov or dor.wa.gov, the authority that sets the date',
  )

export const deadlineSchema = z.strictObject({
  id: slug.describe(
    'Stays the same when the deadline is corrected or moved, so calendars update the event instead of adding one, e.g. "individual-returns-2026"',
  ),
  date: isoDate.meta({
    title: 'Due on',
    description: 'The day it is really due: a date on a weekend or legal holiday moves to the next business day',
  }),
  title: text.describe(
    'What is due, in words a client understands, with the form numbers, e.g. "2026 income tax returns for individuals (Form 1040)"',
  ),
  details: longText.optional().describe('One sentence more, if the title needs it (an extension, who files it)'),
  audiences: z
    .array(z.enum(deadlineAudiences))
    .min(1, 'must name at least one group it concerns')
    .meta({ title: 'Who it concerns' }),
  authority: z.enum(deadlineAuthorities).meta({ title: 'Set by' }),
  source: deadlineSource.meta({
    title: 'Source',
    description: "The authority's own page that gives this date: one of the list's sources",
  }),
})

/** content/deadlines.json: every deadline the firm's clients meet, its sources, and when the list was last checked. */
export const deadlinesSchema = z.strictObject({
  reviewedOn: isoDate.meta({
    title: 'Last reviewed on',
    description:
      "The day the list was last checked against IRS Publication 509 and the Department of Revenue's due dates",
  }),
  sources: z
    .array(
      z
        .strictObject({
          title: text.describe('The page as the calendar cites it, e.g. "IRS Publication 509, Tax Calendars"'),
          url: deadlineSource.meta({ title: 'Address' }),
        })
        .meta({ title: 'Source' }),
    )
    .min(1)
    .meta({ title: 'Sources', description: 'The pages the dates come from; each deadline names one of them' }),
  deadlines: z
    .array(deadlineSchema.meta({ title: 'Deadline' }))
    .min(1)
    .meta({ title: 'Deadlines' }),
})

/* ---------- Notices ---------- */

export const noticeSchema = z
  .strictObject({
    title: text.describe('A few words, e.g. "Holiday office hours"'),
    message: longText.describe('One or two sentences'),
    link: z
      .strictObject({
        text: text.describe('What the link leads to, e.g. "See our office hours"'),
        to: z
          .string()
          .regex(
            /^(?:\/(?:[a-z0-9-]+\/)*|https:\/\/\S+)$/,
            'must be a page of the site (e.g. "/contact/") or a full https:// address',
          )
          .meta({ title: 'Address', description: 'A page of the site, e.g. /contact/, or a full https:// address' }),
      })
      .optional()
      .meta({ title: 'Link (optional)' }),
    firstDay: isoDate.meta({ title: 'First day shown', description: 'The notice appears on every page from this day' }),
    lastDay: isoDate.meta({ title: 'Last day shown', description: 'The notice disappears after this day' }),
  })
  .superRefine((notice, ctx) => {
    if (notice.lastDay < notice.firstDay) {
      ctx.addIssue({
        code: 'custom',
        path: ['lastDay'],
        message: `must not be before the first day (${notice.firstDay})`,
      })
    }
  })

/** content/notices.json: short notices staff post, each shown on every page from its first to its last day. */
export const noticesSchema = z.strictObject({
  notices: z
    .array(noticeSchema.meta({ title: 'Notice' }))
    .optional()
    .meta({ title: 'Notices' }),
})

/* ---------- Page copy ---------- */

const section = z.strictObject({ heading: text, intro: longText })
const pageTitle = text.describe('Shown in the browser tab')

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
  license: section
    .extend({
      licenseNumber: z
        .string()
        .regex(/^[A-Z0-9-]{2,12}$/, 'must be the number as the Board’s register shows it')
        .optional()
        .meta({
          title: 'Firm license number',
          description: 'Optional: as the Board’s register shows it. Never a made-up number',
        }),
      numberLabel: text.describe('Words before the firm’s license number, when there is one'),
      linkText: text.describe('The link to the Board’s register of firms'),
      lookupUrl: boardPage.meta({
        title: 'Register of firms',
        description: 'Where anyone can look up the firm’s own license with the Board of Accountancy',
      }),
    })
    .meta({ title: 'The firm’s license' }),
})

export const teamPageSchema = z.strictObject({
  title: pageTitle,
  description,
  heading: text,
  intro: longText,
  chooserLabel: text.describe('Accessible name of the list of partners'),
  associatesLink: section.extend({ linkText: text }),
  languagesLabel: text.describe('Heading of a partner’s languages, e.g. "Languages"'),
  license: z
    .strictObject({
      heading: text.describe('e.g. "CPA license"'),
      text: longText.describe('Says where the license is registered, before the link'),
      numberLabel: text.describe('Words before a license number, when there is one'),
      linkText: text.describe('The link to the Board’s license search'),
      lookupUrl: boardPage.meta({
        title: 'License search',
        description: 'The Board of Accountancy’s public search of CPA licenses, which each partner’s page links to',
      }),
    })
    .meta({ title: 'A partner’s license' }),
})

export const simplePageSchema = z.strictObject({
  title: pageTitle,
  description,
  heading: text,
  intro: longText,
})

export const associatesPageSchema = simplePageSchema.extend({
  languagesLabel: text.describe('Words before a person’s languages, e.g. "Languages"'),
})

export const servicesPageSchema = simplePageSchema.extend({ closing: section.extend({ buttonText: text }) })

export const contactPageSchema = simplePageSchema.extend({
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

export const notFoundPageSchema = z.strictObject({
  title: pageTitle,
  description,
  heading: z.literal('404 Page Not Found'),
  lines: z.tuple([
    z.literal('The link you clicked may be broken or the page may have been removed or renamed.'),
    z.literal('Please go to one of the pages below to continue.'),
  ]),
  homeButton: z.literal('Go Home'),
  contactButton: z.literal('Contact Us'),
  /** The page answered with status 414 to an address too long to serve (over 8,000 characters). */
  uriTooLong: z
    .strictObject({
      title: pageTitle,
      heading: text,
      lines: z.array(longText).min(1).max(3),
    })
    .meta({ title: 'Address too long (414)', description: 'The page shown for an address over 8,000 characters' }),
})

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
  reviewedLabel: text.describe('Words before the date, e.g. "Last reviewed"'),
  reviewedOn: isoDate.meta({ title: 'Last reviewed on', description: 'The day the statement was last checked' }),
})

/** The tax-deadline calendar's page: its words; the deadlines themselves are content/deadlines.json. */
export const deadlinesPageSchema = z.strictObject({
  title: pageTitle,
  description,
  heading: text,
  intro: longText,
  filter: z
    .strictObject({
      legend: text.describe('The question above the choices, e.g. "Show the deadlines for"'),
      everyone: text.describe('The choice that shows every deadline'),
      audiences: z
        .strictObject({
          individuals: text,
          businesses: text,
          employers: text,
          'trusts-estates': text,
          'wa-excise': text,
        } satisfies Record<DeadlineAudience, z.ZodType>)
        .meta({ title: 'Names of the groups' }),
    })
    .meta({ title: 'Filter' }),
  nextLabel: text.describe('The mark on the next deadline'),
  sourceLabel: text.describe('Words before each deadline’s source'),
  updating: z
    .strictObject({
      text: longText,
      linkText: text,
      url: httpsUrl.meta({ title: 'Address', description: 'The IRS’s own tax calendar' }),
    })
    .meta({ title: 'While the list is being updated' }),
  subscribe: z
    .strictObject({ heading: text, text: longText, subscribeText: text, downloadText: text })
    .meta({ title: 'Subscribe' }),
  note: z
    .strictObject({
      heading: text,
      text: longText,
      linkText: text,
      url: httpsUrl.meta({ title: 'Address', description: 'The IRS page on disaster relief' }),
    })
    .meta({ title: 'Dates can change' }),
  sourcesHeading: text,
  reviewedLabel: text.describe('Words before the date, e.g. "Last reviewed"'),
  closing: section.extend({ buttonText: text }),
})

/** Labels of the shared layout: navigation, shortcuts, footer, and the states every page can show. */
export const siteSchema = z.strictObject({
  skipLink: text.meta({ title: 'Skip link', description: 'The first link a keyboard user meets' }),
  mainNavLabel: text.meta({ title: 'Main menu name', description: 'Read by screen readers, e.g. "Main"' }),
  mainNav: z
    .array(z.strictObject({ label: text, to: sitePath.meta({ title: 'Page' }) }))
    .length(5)
    .meta({ title: 'Main menu' }),
  menuButton: z.strictObject({ open: z.literal('Open Main Menu'), close: text }).meta({ title: 'Phone menu button' }),
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
    accessibility: text.describe('The link to the accessibility statement, beside the privacy line'),
    developerCredit: text.describe('Words before the developer’s name'),
  }),
  notices: z
    .strictObject({
      label: text.describe('Read by screen readers as the name of the notices above each page, e.g. "Notices"'),
      until: text.describe('Words before a notice’s last day, e.g. "Until"'),
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

/** An entry of content/images.json as written (its size may be left out). */
export type ImageEntry = z.infer<typeof imageEntrySchema>
/** A picture as content/images.json declares it, by key. */
export type DeclaredImage = Omit<ImageEntry, 'key'>
/** A picture as the site uses it: its width and height are always known (read from the file by the build). */
export type Image = Omit<DeclaredImage, 'width' | 'height'> & { width: number; height: number }
export type Images = Record<string, Image>
export type EditorSettings = z.infer<typeof editorSchema>
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
export type Deadline = z.infer<typeof deadlineSchema>
export type Notice = z.infer<typeof noticeSchema>
export type DeadlinesPage = z.infer<typeof deadlinesPageSchema>
export type AccessibilityPage = z.infer<typeof accessibilityPageSchema>
