import { describe, expect, it } from 'vitest'
import { displayName, managingPartner, partnerSummaries, selectPartner } from '~/content/meta.ts'
import { partners } from '~/content/partners.ts'
import { pickMeta } from '~/content/vite-plugin.ts'
import { formatIsoDate } from '~/lib/dates.ts'
import { matchNav } from '~/lib/nav.ts'
import { canonicalPath, pageTitle, seo, sharedHead } from '~/lib/seo.ts'

describe('selectPartner on the summaries', () => {
  it('selects the same partner as on the partners in full, for every kind of value', () => {
    for (const value of [undefined, 'nobody', 7, ...partners.map((p) => p.slug)]) {
      expect(selectPartner(partnerSummaries, value).slug).toBe(selectPartner(partners, value).slug)
    }
  })
})

describe('pickMeta', () => {
  it('keeps only the fields every page load needs', () => {
    expect(pickMeta('pages/about.json', { title: 'About', description: 'd', story: 'long' })).toEqual({
      title: 'About',
      description: 'd',
    })
    expect(pickMeta('partners.json', [{ name: 'A', slug: 'a', bio: ['long'] }])).toEqual([{ name: 'A', slug: 'a' }])
  })
})

describe('pageTitle', () => {
  it('puts the abbreviation, a hyphen, then the page title', () => {
    expect(pageTitle('CSCG', 'About')).toBe('CSCG - About')
  })
  it('is the abbreviation alone for a page without a title', () => {
    expect(pageTitle('CSCG')).toBe('CSCG')
  })
})

describe('seo', () => {
  it('sets title and description, and noindex only when asked', () => {
    const tags = seo({ abbreviation: 'CSCG', title: 'Team', description: 'About the partners.' })
    expect(tags).toContainEqual({ title: 'CSCG - Team' })
    expect(tags).toContainEqual({ name: 'description', content: 'About the partners.' })
    expect(tags.some((tag) => 'name' in tag && tag.name === 'robots')).toBe(false)
    expect(seo({ abbreviation: 'CSCG', description: 'Pay.', noindex: true })).toContainEqual({
      name: 'robots',
      content: 'noindex',
    })
  })
})

describe('matchNav', () => {
  it('marks the page itself', () => {
    expect(matchNav('/', '/')).toBe('page')
    expect(matchNav('/about/', '/about/')).toBe('page')
    expect(matchNav('/about', '/about/')).toBe('page')
  })
  it('marks the section of a nested page', () => {
    expect(matchNav('/about/team/', '/about/')).toBe('section')
    expect(matchNav('/resources/records/', '/resources/')).toBe('section')
  })
  it('does not mark Home for every page, nor prefixes that are not sections', () => {
    expect(matchNav('/about', '/')).toBeNull()
    expect(matchNav('/aboutx/', '/about/')).toBeNull()
  })
})

describe('selectPartner', () => {
  it('selects a partner by slug', () => {
    for (const partner of partners) expect(selectPartner(partners, partner.slug)).toBe(partner)
  })
  it('falls back to the managing partner for an absent, unknown or hostile value', () => {
    expect(managingPartner(partners).title).toBe('Managing Partner')
    for (const value of [undefined, '', 'nobody', '<script>alert(1)</script>', 'x'.repeat(10_000), 'Margaret-Okafor']) {
      expect(selectPartner(partners, value)).toBe(managingPartner(partners))
    }
  })
  it('writes the name with credentials', () => {
    expect(displayName({ name: 'Jane Doe', credentials: ['CPA', 'PFS'] })).toBe('Jane Doe, CPA, PFS')
  })
})

describe('formatIsoDate', () => {
  it('writes a date in words whatever the time zone', () => {
    expect(formatIsoDate('2026-11-16')).toBe('November 16, 2026')
    expect(formatIsoDate('2026-01-01')).toBe('January 1, 2026')
    expect(formatIsoDate('2027-12-31')).toBe('December 31, 2027')
  })
  it('refuses anything but a calendar date', () => {
    expect(() => formatIsoDate('2026-13-01')).toThrow(/not an ISO date/)
    expect(() => formatIsoDate('16 November 2026')).toThrow(/not an ISO date/)
  })
})

describe('canonicalPath', () => {
  const slugs = ['jane-doe', 'john-roe']
  it('ends in one slash and drops unrelated query strings', () => {
    expect(canonicalPath('/about', {}, slugs)).toBe('/about/')
    expect(canonicalPath('/about//', {}, slugs)).toBe('/about/')
    expect(canonicalPath('/', { utm_source: 'mail' }, slugs)).toBe('/')
    expect(canonicalPath('/services/', { member: 'jane-doe' }, slugs)).toBe('/services/')
  })
  it("keeps a partner's own view, and sends unknown values to the team page", () => {
    expect(canonicalPath('/about/team/', { member: 'jane-doe' }, slugs)).toBe('/about/team/?member=jane-doe')
    expect(canonicalPath('/about/team', { member: 'jane-doe' }, slugs)).toBe('/about/team/?member=jane-doe')
    expect(canonicalPath('/about/team/', { member: '<b>' }, slugs)).toBe('/about/team/')
    expect(canonicalPath('/about/team/', { member: 42 }, slugs)).toBe('/about/team/')
  })
})

describe('sharedHead', () => {
  const image = { src: '/images/share/firm.png', alt: 'Firm', width: 1200, height: 630 }
  it('sets the canonical link, og:url and the share image', () => {
    const head = sharedHead({ siteUrl: 'https://site.example', siteName: 'Firm', path: '/about/', image })
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://site.example/about/' }])
    expect(head.meta).toContainEqual({ property: 'og:url', content: 'https://site.example/about/' })
    expect(head.meta).toContainEqual({ property: 'og:image', content: 'https://site.example/images/share/firm.png' })
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
  })
  it('has no canonical for a page that does not exist', () => {
    expect(sharedHead({ siteUrl: 'https://site.example', siteName: 'Firm', image }).links).toEqual([])
  })
})
