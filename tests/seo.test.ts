import { describe, expect, it } from 'vitest'
import { canonicalPath, pageTitle, seo, sharedHead } from '~/lib/seo.ts'

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
