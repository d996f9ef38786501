/**
 * The firm's content, checked for what a schema alone cannot promise: the
 * specification's fixed titles, a fictional firm that cannot reach a real one,
 * and links that resolve.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentKeys, content as contentTable, pages, sitePaths } from '~/content/collections.ts'
import type { Kind } from '~/content/kind.ts'
import { isProse, isSchema, type JsonSchema, jsonSchemaOf } from '~/content/schema-text.ts'
import { validateContent } from '~/content/site.ts'

const root = path.resolve(import.meta.dirname, '..')
const content = validateContent(root)

function allContentText(): string {
  const texts: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry)
      if (statSync(full).isDirectory()) walk(full)
      else texts.push(readFileSync(full, 'utf8'))
    }
  }
  walk(path.join(root, 'content'))
  return texts.join('\n')
}

describe('content/', () => {
  it('passes every schema and cross-reference check', () => {
    expect(Object.keys(content)).toEqual(contentKeys)
  })

  it('has three partners: one Managing Partner and two Partners, slugged by name', () => {
    const partners = content.partners
    expect(partners.map((p) => p.title).sort()).toEqual(['managing-partner', 'partner', 'partner'])
    for (const partner of partners) {
      expect(partner.slug).toBe(partner.name.toLowerCase().replace(/\s+/g, '-'))
      expect(partner.info.map((entry) => [entry.title, entry.icon])).toEqual([
        ['Professional Affiliations', 'star'],
        ['Education', 'education'],
      ])
    }
  })

  it("keeps the specification's routes with their page titles (the tab shows the abbreviation, then the title)", () => {
    const specified = {
      '/': undefined,
      '/about/': 'About',
      '/about/team/': 'Team',
      '/about/team/associates/': 'Associates',
      '/services/': 'Services',
      '/resources/': 'Resources',
      '/resources/records/': 'Records',
      '/contact/': 'Contact',
      '/invoice/': undefined,
    }
    for (const [address, title] of Object.entries(specified)) {
      const page = pages.find((candidate) => candidate.path === address)
      expect(page, `${address} is in the content table`).toBeDefined()
      const copy = content[page?.key ?? 'pages/home']
      expect('title' in copy ? copy.title : undefined, address).toBe(title)
    }
  })

  it('has nine associates with the titles the specification lists', () => {
    const associates = content.associates
    expect(associates).toHaveLength(9)
    expect(new Set(associates.map((a) => a.title))).toEqual(
      new Set(['Senior Manager', 'Senior', 'Staff', 'Associate', 'Office Manager', 'Administrative Assistant']),
    )
  })

  it('has the six services with the specified titles and subtitles, in order', () => {
    expect(content.services.map((s) => [s.title, s.subtitle])).toEqual([
      ['Bookkeeping', 'Assistance & Guidance'],
      ['Business Tax', 'Compliance & Planning'],
      ['Consulting', 'Strategic & Succession'],
      ['Individual Tax', 'Compliance & Planning'],
      ['Assurance', 'Reviews & Compilations'],
      ['Trust & Estate Tax', 'Compliance & Planning'],
    ])
  })

  it('has the two resource cards as specified', () => {
    const [records, refunds] = content.resources
    expect(records).toMatchObject({
      title: 'What Tax Records To Keep and for How Long?',
      buttonText: 'Continue Reading',
      buttonLink: '/resources/records/',
    })
    expect(records?.linkExternal).not.toBe(true)
    expect(refunds).toMatchObject({
      title: "Where's My Refund?",
      buttonText: 'Go to IRS Website',
      buttonLink: 'https://www.irs.gov/refunds',
      linkExternal: true,
    })
  })

  it("adds the deadline calendar's card and the checklist's after the specified two", () => {
    expect(content.resources.map((resource) => resource.buttonLink)).toEqual([
      '/resources/records/',
      'https://www.irs.gov/refunds',
      '/resources/deadlines/',
      '/resources/what-to-bring/',
    ])
  })

  it('states the IRS retention periods in the records guide', () => {
    const guide = content.records
    const keep = guide.rows.map((row) => `${row.situation} ${row.keep}`.toLowerCase()).join('\n')
    for (const period of ['3 years', '7 years', '6 years', 'indefinitely', '4 years', '2 years']) {
      expect(keep).toContain(period)
    }
    expect(guide.source.url).toBe(
      'https://www.irs.gov/businesses/small-businesses-self-employed/how-long-should-i-keep-records',
    )
  })

  it('is a fictional firm: reserved phone number and .example addresses', () => {
    const firm = content.firm
    expect(firm.phone.display).toMatch(/^\(\d{3}\) 555-01\d{2}$/)
    expect(firm.phone.tel).toMatch(/^\+1\d{3}55501\d{2}$/)
    for (const address of [firm.email, firm.billingEmail]) expect(address).toMatch(/\.example$/)
    for (const url of [firm.uploadPortalUrl, firm.paymentUrl, firm.siteUrl, firm.developer.url]) {
      expect(new URL(url).hostname).toMatch(/\.example$/)
    }
    expect(firm.copyrightYear).toBe(2024)
  })

  it('contains no placeholder text', () => {
    // Capitals for TODO and TBD: Spanish writes "todo" (all) in its sentences.
    const text = allContentText()
    expect(text).not.toMatch(/lorem|ipsum|click here/i)
    expect(text).not.toMatch(/\b(?:TODO|TBD)\b/)
  })

  it('gives every page its own meta description', () => {
    const descriptions = pages.map((page) => content[page.key].description)
    expect(descriptions).toHaveLength(sitePaths.length)
    expect(new Set(descriptions).size).toBe(descriptions.length)
  })
})

describe('the schemas', () => {
  // A text a translation writes may reach a page flagged (src/content/runs.ts, Prose): its type must say
  // so, which it does when the field is made from `text` (fields.ts). A field that goes into an attribute is
  // never flagged, nor a language's own settings (locale.json).
  it('make every text a translation writes from `text`, so the code that shows it knows it may be flagged', () => {
    const untyped: string[] = []
    const walk = (node: JsonSchema, at: string) => {
      if (node.type === 'string' && isProse(node) && node['x-prose'] !== true && node['x-attribute'] !== true)
        untyped.push(at)
      for (const [name, property] of Object.entries(node.properties ?? {}))
        if (isSchema(property)) walk(property, `${at}.${name}`)
      if (isSchema(node.items)) walk(node.items, `${at}[]`)
      for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) if (isSchema(branch)) walk(branch, at)
    }
    for (const key of contentKeys) {
      const kind: Kind = contentTable[key]
      if (!kind.languageSettings) walk(jsonSchemaOf(kind.schema), `${key}.json`)
    }
    expect(untyped).toEqual([])
  })
})
