import associates from 'content:associates'
import firm from 'content:firm'
import locale from 'content:locale/summary'
import partners from 'content:partners'
import languageCodes from 'content:partners/language-codes'
import guide from 'content:records/summary'
import services from 'content:services'
import site from 'content:site'
import { describe, expect, it } from 'vitest'
import { primaryLanguage } from '~/content/languages.ts'
import { plainText } from '~/content/runs.ts'
import {
  breadcrumbJsonLd,
  firmId,
  firmJsonLd,
  jsonLdScript,
  pageGraph,
  partnerJsonLd,
  recordsArticleJsonLd,
  webPageJsonLd,
} from '~/lib/structured-data.ts'

/** The services' list is named by the services page's title. */
const catalog = { catalogName: 'Our services' }

/** schema-dts types are unions of string and object; tests read the objects as plain records. */
const plain = (value: unknown) => value as Record<string, any>

describe('pageGraph', () => {
  it('puts a page and what it is about in one schema.org document, the page in its language', () => {
    const page = webPageJsonLd({
      url: `${firm.siteUrl}/contact/`,
      name: 'Contact',
      description: 'How to reach the office.',
      language: 'es',
    })
    expect(page).toMatchObject({ '@type': 'WebPage', url: `${firm.siteUrl}/contact/`, inLanguage: 'es' })
    expect(pageGraph([page, firmJsonLd(firm, services, languageCodes, catalog)])).toEqual({
      '@context': 'https://schema.org',
      '@graph': [page, firmJsonLd(firm, services, languageCodes, catalog)],
    })
  })
})

describe('firmJsonLd', () => {
  const data = plain(firmJsonLd(firm, services, languageCodes, catalog))
  it('describes the firm as an AccountingService with contact details', () => {
    expect(data).toMatchObject({
      '@type': 'AccountingService',
      '@id': firmId(firm),
      name: firm.name,
      telephone: firm.phone.tel,
      email: firm.email,
      address: {
        '@type': 'PostalAddress',
        addressLocality: firm.address.city,
        addressRegion: firm.address.region,
        postalCode: firm.address.postalCode,
      },
      geo: { '@type': 'GeoCoordinates', latitude: firm.geo.latitude, longitude: firm.geo.longitude },
    })
  })
  it('lists opening hours for the days the office is open, with full day names', () => {
    const dayNames = {
      Mo: 'Monday',
      Tu: 'Tuesday',
      We: 'Wednesday',
      Th: 'Thursday',
      Fr: 'Friday',
      Sa: 'Saturday',
      Su: 'Sunday',
    }
    expect(data.openingHoursSpecification).toEqual(
      firm.officeHours
        .filter((entry) => entry.opens && entry.closes)
        .map((entry) => ({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: entry.dayCodes.map((code) => dayNames[code]),
          opens: entry.opens,
          closes: entry.closes,
        })),
    )
    expect(data.openingHoursSpecification.length).toBeGreaterThan(0)
  })
  it('offers the six services and names the area served', () => {
    const catalog = data.hasOfferCatalog as { itemListElement: { itemOffered: { name: string } }[] }
    expect(catalog.itemListElement.map((offer) => offer.itemOffered.name)).toEqual(services.map((s) => s.title))
    expect(data.areaServed).toEqual(firm.areaServed.map((name) => ({ '@type': 'AdministrativeArea', name })))
  })
  it('gives its contact point every language someone at the office lists, and English, as BCP 47 codes', () => {
    const listed = new Set([...partners, ...associates].flatMap((person) => person.languages ?? []))
    expect(data.contactPoint).toMatchObject({
      '@type': 'ContactPoint',
      contactType: firm.contactType,
      telephone: firm.phone.tel,
      email: firm.email,
    })
    expect(data.hasOfferCatalog.name).toBe(catalog.catalogName)
    const available: string[] = data.contactPoint.availableLanguage
    expect(available[0]).toBe(primaryLanguage(locale.tag))
    expect(new Set(available.slice(1))).toEqual(listed)
    expect(listed.size).toBeGreaterThan(0)
    for (const code of available) expect(Intl.getCanonicalLocales(code)).toEqual([code])
  })
})

describe('partnerJsonLd', () => {
  const as = (partner: (typeof partners)[number]) => ({
    jobTitle: plainText(site.partnerTitles[partner.title]),
  })
  it('says which languages a partner works in: the site’s and those listed, as BCP 47 codes', () => {
    for (const partner of partners) {
      const known: string[] = plain(partnerJsonLd(partner, firm, as(partner))).knowsLanguage
      expect(known).toEqual([primaryLanguage(locale.tag), ...(partner.languages ?? [])])
      for (const code of known) expect(Intl.getCanonicalLocales(code)).toEqual([code])
    }
    expect(partners.some((partner) => partner.languages?.length)).toBe(true)
  })

  it('describes a partner as a Person who works for the firm', () => {
    const partner = partners[0]!
    const data = plain(partnerJsonLd(partner, firm, as(partner)))
    expect(data).toMatchObject({
      '@type': 'Person',
      name: partner.name,
      jobTitle: site.partnerTitles[partner.title],
      honorificSuffix: partner.credentials.join(', '),
      url: `${firm.siteUrl}/about/team/?member=${partner.slug}`,
      worksFor: { '@type': 'AccountingService', '@id': firmId(firm) },
    })
    expect(data.hasCredential).toContainEqual({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
      name: 'CPA',
    })
  })
})

describe('recordsArticleJsonLd', () => {
  it('is an Article with its review date, based on the IRS page', () => {
    expect(recordsArticleJsonLd(guide, firm, { path: '/resources/records', language: locale.tag })).toMatchObject({
      '@type': 'Article',
      headline: guide.heading,
      dateModified: guide.reviewedOn,
      isBasedOn: guide.source.url,
      url: `${firm.siteUrl}/resources/records/`,
      publisher: { '@id': firmId(firm) },
    })
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'About', path: '/about/' },
      ],
      firm,
    )
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${firm.siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'About', item: `${firm.siteUrl}/about/` },
    ])
  })
})

describe('jsonLdScript', () => {
  it('cannot be closed early by content', () => {
    const script = jsonLdScript({ name: '</script><script>alert(1)</script>' })
    expect(script.type).toBe('application/ld+json')
    expect(script.children).not.toContain('</script>')
    expect(JSON.parse(script.children)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
