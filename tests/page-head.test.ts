/** A page's head from the content table (src/lib/page-head.ts): title, description, canonical, breadcrumbs. */

import descriptions from 'content:descriptions'
import firm from 'content:firm'
import languages from 'content:languages'
import pages from 'content:pages'
import site from 'content:site'
import { describe, expect, it } from 'vitest'
import { pageHead, pageMeta, trail } from '~/lib/page-head.ts'
import { pageTitle } from '~/lib/seo.ts'

const named = (path: string) => site.mainNav.find((item) => item.to === path)?.label ?? pageMeta(path as never).title

describe('pageHead', () => {
  it('gives every page its title, description and its own canonical address', () => {
    for (const page of pages) {
      const head = pageHead(page.path)
      const url = `${firm.siteUrl}${page.path}`
      expect(head.meta).toContainEqual({ title: pageTitle(firm.abbreviation, page.title) })
      expect(head.meta).toContainEqual({ name: 'description', content: descriptions[page.path] })
      expect(head.meta).toContainEqual({ property: 'og:url', content: url })
      expect(head.links[0]).toEqual({ rel: 'canonical', href: url })
    }
  })

  it('names the page in every published language, and English again as x-default', () => {
    const head = pageHead('/about/')
    const alternates = head.links.flatMap((link) => ('hrefLang' in link ? [link] : []))
    expect(alternates.map((link) => link.hrefLang)).toEqual([...languages.map((language) => language.tag), 'x-default'])
    for (const language of languages) {
      expect(alternates).toContainEqual({
        rel: 'alternate',
        hrefLang: language.tag,
        href: `${firm.siteUrl}${language.base}about/`,
      })
    }
    expect(alternates.at(-1)?.href).toBe(`${firm.siteUrl}/about/`)
    expect(languages.length, 'the site and its published editions').toBeGreaterThan(1)
  })

  it('takes another canonical for a view that is a page of its own, and noindex when asked', () => {
    const head = pageHead('/about/team/', { canonical: '/about/team/?member=jane-doe', noindex: true })
    expect(head.links[0]).toEqual({ rel: 'canonical', href: `${firm.siteUrl}/about/team/?member=jane-doe` })
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' })
  })
})

describe('trail', () => {
  it('walks up the table’s parents to the home page, naming each page as its menu or title does', () => {
    for (const page of pages) {
      const crumbs = trail(page.path)
      if (crumbs.length === 0) continue
      expect(crumbs[0]?.path).toBe('/')
      expect(crumbs.at(-1)?.path).toBe(page.path)
      for (const [index, crumb] of crumbs.entries()) {
        expect(crumb.name).toBe(named(crumb.path))
        if (index > 0)
          expect(pages.find((candidate) => candidate.path === crumb.path)?.parent).toBe(crumbs[index - 1]?.path)
      }
    }
  })

  it('gives one graph to every page, with breadcrumbs unless the page has no title or menu label', () => {
    for (const page of pages) {
      const nameless = [page.path, page.parent].some((path) => path && !named(path))
      expect(trail(page.path).length > 0, page.path).toBe(!nameless)
      const [script] = pageHead(page.path).scripts
      const graph = JSON.parse(script?.children ?? '{}') as { '@graph': { '@type': string }[] }
      const types = graph['@graph'].map((node) => node['@type'])
      expect(types[0], page.path).toBe('WebPage')
      expect(types.includes('BreadcrumbList'), page.path).toBe(trail(page.path).length > 1)
    }
  })
})
