import { describe, expect, it } from 'vitest'
import { pageTitle, seo, sharedHead } from '~/lib/seo.ts'

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
  it('leaves the description tags out when there is no description (the browser’s head)', () => {
    const tags = seo({ abbreviation: 'CSCG', title: 'Team' })
    expect(tags.some((tag) => 'name' in tag && tag.name === 'description')).toBe(false)
    expect(tags.some((tag) => 'property' in tag && tag.property === 'og:description')).toBe(false)
  })
})

describe('sharedHead', () => {
  const image = { src: '/images/share/firm.png', alt: 'Firm', width: 1200, height: 630 }
  it('sets the language (og:locale) and the share image', () => {
    const head = sharedHead({ siteUrl: 'https://site.example', siteName: 'Firm', locale: 'es_US', image })
    expect(head.meta).toContainEqual({ property: 'og:locale', content: 'es_US' })
    expect(head.meta).toContainEqual({ property: 'og:image', content: 'https://site.example/images/share/firm.png' })
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
  })
  it('leaves og:locale out when none is given (the browser’s head)', () => {
    const head = sharedHead({ siteUrl: 'https://site.example', siteName: 'Firm', image })
    expect(head.meta.some((tag) => 'property' in tag && tag.property === 'og:locale')).toBe(false)
    expect(head.meta).toContainEqual({ property: 'og:site_name', content: 'Firm' })
  })
})
