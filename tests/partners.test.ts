import partners from 'content:partners'
import partnerSummaries from 'content:partners/summary'
import { describe, expect, it } from 'vitest'
import { pageMeta } from '~/lib/page-head.ts'
import { displayName, managingPartner, selectPartner } from '~/lib/partners.ts'

describe('pageMeta', () => {
  it("gives a page's title and description by its address; Home has no title", () => {
    expect(pageMeta('/about/').title).toBe('About')
    expect(pageMeta('/').title).toBeUndefined()
    expect(pageMeta('/').description?.length).toBeGreaterThanOrEqual(50)
  })
})

describe('selectPartner on the summaries', () => {
  it('selects the same partner as on the partners in full, for every kind of value', () => {
    for (const value of [undefined, 'nobody', 7, ...partners.map((p) => p.slug)]) {
      expect(selectPartner(partnerSummaries, value).slug).toBe(selectPartner(partners, value).slug)
    }
  })
})

describe('selectPartner', () => {
  it('selects a partner by slug', () => {
    for (const partner of partners) expect(selectPartner(partners, partner.slug)).toBe(partner)
  })
  it('falls back to the managing partner for an absent, unknown or hostile value', () => {
    expect(managingPartner(partners).title).toBe('managing-partner')
    for (const value of [undefined, '', 'nobody', '<script>alert(1)</script>', 'x'.repeat(10_000), 'Margaret-Okafor']) {
      expect(selectPartner(partners, value)).toBe(managingPartner(partners))
    }
  })
  it('writes the name with credentials', () => {
    expect(displayName({ name: 'Jane Doe', credentials: ['CPA', 'PFS'] })).toBe('Jane Doe, CPA, PFS')
  })
})
