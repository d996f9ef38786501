/**
 * What every page load needs from content/, without the page copy: tab titles
 * and descriptions, partner names, service names, the records guide's facts.
 * Route `head()` functions and the shared layout read from here; the full
 * files are imported by the page components, which load lazily.
 */

import imagesMeta from '~content/images.json?meta'
import aboutMeta from '~content/pages/about.json?meta'
import associatesMeta from '~content/pages/associates.json?meta'
import contactMeta from '~content/pages/contact.json?meta'
import homeMeta from '~content/pages/home.json?meta'
import invoiceMeta from '~content/pages/invoice.json?meta'
import notFoundMeta from '~content/pages/not-found.json?meta'
import resourcesMeta from '~content/pages/resources.json?meta'
import servicesMeta from '~content/pages/services.json?meta'
import teamMeta from '~content/pages/team.json?meta'
import partnersMeta from '~content/partners.json?meta'
import recordsMeta from '~content/records.json?meta'
import servicesListMeta from '~content/services.json?meta'
import type { Image, Partner, RecordsGuide, Service, SimplePage, SitePath } from './schemas.ts'
import type { metaFields, pageMetaFields } from './vite-plugin.ts'

/*
 * What a `?meta` import gives: the fields the plugin keeps (its `metaFields`), as the
 * schema types them. A field the schema does not have fails the type check here.
 */
type Kept<File extends keyof typeof metaFields> = (typeof metaFields)[File][number]
/** A page's tab title (Home and the invoice page have none) and its search-engine description. */
export type PageMeta = Partial<Pick<SimplePage, (typeof pageMetaFields)[number]>> & Pick<SimplePage, 'description'>
export type PartnerSummary = Pick<Partner, Kept<'partners.json'>>
export type ServiceSummary = Pick<Service, Kept<'services.json'>>
export type RecordsSummary = Pick<RecordsGuide, Kept<'records.json'>>

export const pageMeta = {
  home: homeMeta as PageMeta,
  about: aboutMeta as PageMeta,
  team: teamMeta as PageMeta,
  associates: associatesMeta as PageMeta,
  services: servicesMeta as PageMeta,
  resources: resourcesMeta as PageMeta,
  contact: contactMeta as PageMeta,
  invoice: invoiceMeta as PageMeta,
  notFound: notFoundMeta as Required<PageMeta>,
}

export const partnerSummaries = partnersMeta as PartnerSummary[]
export const serviceSummaries = servicesListMeta as ServiceSummary[]
export const recordsSummary = recordsMeta as RecordsSummary

/** The social-preview picture (content/images.json, key `share-default`). */
export const shareImage = (imagesMeta as Record<'share-default', Image>)['share-default']

export const partnerSlugs = partnerSummaries.map((partner) => partner.slug)

/**
 * Each page's title by its address. The layout shows it in the tab from the moment a
 * navigation starts, before the page's own head() has run (which waits for its code).
 */
export const pageTitles: Record<SitePath, string | undefined> = {
  '/': pageMeta.home.title,
  '/about/': pageMeta.about.title,
  '/about/team/': pageMeta.team.title,
  '/about/team/associates/': pageMeta.associates.title,
  '/services/': pageMeta.services.title,
  '/resources/': pageMeta.resources.title,
  '/resources/records/': recordsSummary.title,
  '/contact/': pageMeta.contact.title,
  '/invoice/': pageMeta.invoice.title,
}

type PartnerKey = Pick<Partner, 'slug' | 'title'>

/** The managing partner of a list of partners (the schema guarantees exactly one). */
export function managingPartner<T extends PartnerKey>(partners: readonly T[]): T {
  return partners.find((partner) => partner.title === 'Managing Partner') ?? (partners[0] as T)
}

/**
 * The partner a `?member=` value selects from a list (the summaries here, or the partners in
 * full): anything else (absent, unknown, hostile) selects the managing partner.
 */
export function selectPartner<T extends PartnerKey>(partners: readonly T[], member: unknown): T {
  return partners.find((partner) => partner.slug === member) ?? managingPartner(partners)
}

export const displayName = (person: Pick<Partner, 'name' | 'credentials'>) =>
  [person.name, ...person.credentials].join(', ')
