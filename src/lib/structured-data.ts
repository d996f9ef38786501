/**
 * schema.org JSON-LD for search engines, built from content by small pure
 * functions. `schema-dts` types check the shapes at compile time (types only:
 * nothing of it ships). Each page carries one graph (pageGraph): the page
 * itself, its breadcrumbs and what it is about (src/lib/page-head.ts).
 */
import type { AccountingService, Article, BreadcrumbList, Graph, Person, Thing, WebPage } from 'schema-dts'
import type { Summary } from '~/content/collections.ts'
import type { Firm } from '~/content/kinds/firm.ts'
import { plainText } from '~/content/runs.ts'
import { inThisLanguage, languages as siteLanguages } from './edition.ts'
import { absoluteUrl, pagePath, partnerViewPath } from './paths.ts'

type ServiceSummary = Summary<'services'>[number]
type PartnerSummary = Summary<'partners'>[number]
type RecordsSummary = Summary<'records'>

const dayNames = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
} as const

export const firmId = (firm: Firm) => absoluteUrl(firm.siteUrl, '/#firm')
/**
 * The absolute address of a page of this build's language, from its route (`/about` →
 * `https://…/about/`, `https://…/es/about/` in the Spanish edition). The firm's `@id` is one in every language.
 */
const pageUrl = (firm: Pick<Firm, 'siteUrl'>, route: string) =>
  absoluteUrl(firm.siteUrl, inThisLanguage(pagePath(route)))

/**
 * The language everyone at the firm speaks: the site's own (its first language), the same in every
 * edition, whatever the page's language.
 */
const firmLanguage = () => siteLanguages[0].code

/**
 * The firm, for search engines, with its words in the page's language and its facts the same in
 * every edition. `languages` are the codes of the languages its people serve clients in besides
 * the site's own (`content:partners/language-codes`); `catalogName` names the list of services
 * (the services page's title).
 */
export function firmJsonLd(
  firm: Firm,
  services: readonly ServiceSummary[],
  languages: readonly string[],
  { catalogName }: { catalogName: string },
): AccountingService {
  return {
    '@type': 'AccountingService',
    '@id': firmId(firm),
    name: firm.name,
    legalName: firm.legalName,
    url: pageUrl(firm, '/'),
    logo: absoluteUrl(firm.siteUrl, '/favicon.svg'),
    image: absoluteUrl(firm.siteUrl, '/images/share/firm.png'),
    telephone: firm.phone.tel,
    email: firm.email,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: plainText(firm.contactType),
      telephone: firm.phone.tel,
      email: firm.email,
      availableLanguage: [firmLanguage(), ...languages],
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: [firm.address.street, firm.address.suite].filter(Boolean).join(', '),
      addressLocality: firm.address.city,
      addressRegion: firm.address.region,
      postalCode: firm.address.postalCode,
      addressCountry: firm.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: firm.geo.latitude, longitude: firm.geo.longitude },
    hasMap: firm.mapsUrl,
    openingHoursSpecification: firm.officeHours
      .filter((row) => row.opens && row.closes)
      .map((row) => ({
        '@type': 'OpeningHoursSpecification' as const,
        dayOfWeek: row.dayCodes.map((code) => dayNames[code]),
        opens: row.opens as string,
        closes: row.closes as string,
      })),
    areaServed: firm.areaServed.map((name) => ({ '@type': 'AdministrativeArea' as const, name: plainText(name) })),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: catalogName,
      itemListElement: services.map((service) => ({
        '@type': 'Offer' as const,
        itemOffered: {
          '@type': 'Service' as const,
          name: plainText(service.title),
          description: plainText(service.summary),
          url: `${pageUrl(firm, '/services')}#${service.slug}`,
        },
      })),
    },
  }
}

/** A partner, for search engines: `jobTitle` as the page names it; the languages the same in every edition. */
export function partnerJsonLd(partner: PartnerSummary, firm: Firm, { jobTitle }: { jobTitle: string }): Person {
  const url = absoluteUrl(firm.siteUrl, inThisLanguage(partnerViewPath(partner.slug)))
  return {
    '@type': 'Person',
    '@id': `${url}#person`,
    name: partner.name,
    honorificSuffix: partner.credentials.join(', '),
    jobTitle,
    url,
    knowsLanguage: [firmLanguage(), ...(partner.languages ?? [])],
    hasCredential: partner.credentials.map((credential) => ({
      '@type': 'EducationalOccupationalCredential' as const,
      credentialCategory: 'license',
      name: credential,
    })),
    worksFor: { '@type': 'AccountingService', '@id': firmId(firm), name: firm.name },
  }
}

export function recordsArticleJsonLd(
  guide: RecordsSummary,
  firm: Firm,
  { path, language }: { path: string; language: string },
): Article {
  const organization = { '@type': 'Organization' as const, '@id': firmId(firm), name: firm.name }
  return {
    '@type': 'Article',
    headline: plainText(guide.heading),
    description: guide.description,
    url: pageUrl(firm, path),
    mainEntityOfPage: pageUrl(firm, path),
    dateModified: guide.reviewedOn,
    datePublished: guide.reviewedOn,
    author: organization,
    publisher: organization,
    isBasedOn: guide.source.url,
    inLanguage: language,
  }
}

export interface Crumb {
  name: string
  path: string
}

export function breadcrumbJsonLd(trail: readonly Crumb[], firm: Pick<Firm, 'siteUrl'>): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem' as const,
      position: index + 1,
      name: crumb.name,
      item: pageUrl(firm, crumb.path),
    })),
  }
}

/** A page of the site: its address, its tab title, what it says, and the language it is written in. */
export function webPageJsonLd(page: { url: string; name: string; description: string; language: string }): WebPage {
  return {
    '@type': 'WebPage',
    '@id': `${page.url}#page`,
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: page.language,
  }
}

/** The nodes of a page as one JSON-LD document. */
export const pageGraph = (nodes: readonly Thing[]): Graph => ({
  '@context': 'https://schema.org',
  '@graph': [...nodes],
})

/** A head() script entry; `<` is escaped so no content can close the script element. */
export function jsonLdScript(data: object) {
  return { type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') }
}
