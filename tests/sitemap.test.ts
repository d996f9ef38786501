import partnerSummaries from 'content:partners/summary'
import { createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { sitePaths } from '~/content/collections.ts'
import { pagePath } from '~/lib/paths.ts'
import { indexablePages, robotsTxt, sitemapXml } from '~/lib/sitemap.ts'
import { routeTree } from '~/routeTree.gen.ts'

const partnerSlugs = partnerSummaries.map((partner) => partner.slug)

describe('indexablePages', () => {
  const pages = indexablePages(sitePaths, ['/invoice/'], partnerSlugs, { '/resources/records/': '2026-11-16' })
  it('lists every route but the noindex ones, and each partner view after the team page', () => {
    const paths = pages.map((page) => page.path)
    expect(paths).not.toContain('/invoice/')
    expect(paths).toHaveLength(sitePaths.length - 1 + partnerSlugs.length)
    expect(paths.filter((path) => !path.includes('?') && !path.endsWith('/'))).toEqual([])
    const team = paths.indexOf('/about/team/')
    expect(paths.slice(team + 1, team + 1 + partnerSlugs.length)).toEqual(
      partnerSlugs.map((slug) => `/about/team/?member=${slug}`),
    )
    expect(pages.find((page) => page.path === '/resources/records/')?.lastmod).toBe('2026-11-16')
  })

  it('covers exactly the routes the router knows', () => {
    const router = createRouter({ routeTree })
    const routerPaths = Object.values(router.routesById)
      .filter((route) => !route.isRoot)
      .map((route) => pagePath(route.fullPath))
      .sort()
    expect(routerPaths).toEqual([...sitePaths].sort())
  })
})

describe('sitemapXml', () => {
  it('writes absolute, escaped URLs', () => {
    const xml = sitemapXml('https://site.example', [{ path: '/' }, { path: '/a?b=1&c=2', lastmod: '2026-01-02' }])
    expect(xml).toContain('<loc>https://site.example/</loc>')
    expect(xml).toContain('<loc>https://site.example/a?b=1&amp;c=2</loc><lastmod>2026-01-02</lastmod>')
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
  })
})

describe('robotsTxt', () => {
  it('allows crawling and points at the sitemap', () => {
    expect(robotsTxt('https://site.example')).toContain('Sitemap: https://site.example/sitemap.xml')
  })

  it('keeps crawlers out of the content editor and the server-function channel', () => {
    const rules = robotsTxt('https://site.example').split('\n')
    expect(rules).toContain('Disallow: /admin/')
    expect(rules).toContain('Disallow: /_serverFn/')
  })
})

describe('the content editor', () => {
  it('is not a route, so neither the sitemap nor the indexable pages list it', () => {
    const pages = indexablePages(sitePaths, [], partnerSlugs)
    expect(pages.filter((page) => page.path.startsWith('/admin'))).toEqual([])
    expect(sitemapXml('https://site.example', pages)).not.toContain('/admin')
  })
})
