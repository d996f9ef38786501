import { describe, expect, it } from 'vitest'
import { absoluteUrl, pagePath, partnerViewFolder, partnerViewPath } from '~/lib/paths.ts'

describe('pagePath', () => {
  it('gives every page its folder address, ending in one slash', () => {
    expect(pagePath('/')).toBe('/')
    expect(pagePath('/about')).toBe('/about/')
    expect(pagePath('/about/team//')).toBe('/about/team/')
  })
})

describe('partnerViewPath', () => {
  it("is the team page with the partner's slug as its query, and is prerendered to a folder of its own", () => {
    expect(partnerViewPath('jane-doe')).toBe('/about/team/?member=jane-doe')
    expect(partnerViewFolder('jane-doe')).toBe('/about/team/member/jane-doe/')
  })
})

describe('absoluteUrl', () => {
  it('joins the site URL and a path with exactly one slash', () => {
    expect(absoluteUrl('https://site.example', '/')).toBe('https://site.example/')
    expect(absoluteUrl('https://site.example', '/about/')).toBe('https://site.example/about/')
    expect(absoluteUrl('https://site.example/', '/about/')).toBe('https://site.example/about/')
    expect(absoluteUrl('https://site.example', 'favicon.svg')).toBe('https://site.example/favicon.svg')
  })
  it('keeps a query string and a fragment as they are', () => {
    expect(absoluteUrl('https://site.example', '/about/team/?member=jane-doe')).toBe(
      'https://site.example/about/team/?member=jane-doe',
    )
    expect(absoluteUrl('https://site.example', '/#firm')).toBe('https://site.example/#firm')
  })
})
