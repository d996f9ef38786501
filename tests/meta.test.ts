import { describe, expect, it } from 'vitest'
import { displayName, managingPartner, partnerSummaries, selectPartner } from '~/content/meta.ts'
import { partners } from '~/content/partners.ts'
import { metaFields } from '~/content/vite-plugin.ts'

describe('partnerSummaries', () => {
  it('carry exactly the fields the plugin keeps, and no bios', () => {
    for (const partner of partnerSummaries) {
      expect(Object.keys(partner).sort()).toEqual([...metaFields['partners.json']].sort())
    }
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
    expect(managingPartner(partners).title).toBe('Managing Partner')
    for (const value of [undefined, '', 'nobody', '<script>alert(1)</script>', 'x'.repeat(10_000), 'Margaret-Okafor']) {
      expect(selectPartner(partners, value)).toBe(managingPartner(partners))
    }
  })
  it('writes the name with credentials', () => {
    expect(displayName({ name: 'Jane Doe', credentials: ['CPA', 'PFS'] })).toBe('Jane Doe, CPA, PFS')
  })
})
