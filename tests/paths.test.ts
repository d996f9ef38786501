import { describe, expect, it } from 'vitest'
import { absoluteUrl, fileUrlPath, pageFile, pagePath, partnerViewFolder, partnerViewPath } from '~/lib/paths.ts'

describe('pagePath', () => {
  it('gives every page its folder address, ending in one slash', () => {
    expect(pagePath('/')).toBe('/')
    expect(pagePath('/about')).toBe('/about/')
    expect(pagePath('/about/team//')).toBe('/about/team/')
  })
})

describe('pageFile', () => {
  it("is the page's folder with its index.html, relative to the client folder", () => {
    expect(pageFile('/')).toBe('index.html')
    expect(pageFile('/about/')).toBe('about/index.html')
    expect(pageFile('/about/team')).toBe('about/team/index.html')
    expect(pageFile(partnerViewFolder('jane-doe'))).toBe('about/team/member/jane-doe/index.html')
  })
  it('is undone by fileUrlPath, which leaves other files at their own path', () => {
    for (const route of ['/', '/about/', '/about/team/']) expect(fileUrlPath(pageFile(route))).toBe(route)
    expect(fileUrlPath('assets/app-abc.js')).toBe('/assets/app-abc.js')
    expect(fileUrlPath('404.html')).toBe('/404.html')
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
