import { describe, expect, it } from 'vitest'
import { addressLines, oneLineAddress } from '~/lib/address.ts'

const address = {
  street: '1200 Fifth Avenue',
  suite: 'Suite 1450',
  city: 'Seattle',
  region: 'WA',
  postalCode: '98101',
  country: 'US',
}
const pattern = '{street}, {suite}\n{city}, {region} {postalCode}'

describe('the office’s address', () => {
  it('is written in the pattern’s order, a line of the envelope per line', () => {
    expect(addressLines(address, pattern)).toEqual(['1200 Fifth Avenue, Suite 1450', 'Seattle, WA 98101'])
    expect(addressLines(address, '{postalCode} {region} {city}\n{street} {suite}')).toEqual([
      '98101 WA Seattle',
      '1200 Fifth Avenue Suite 1450',
    ])
  })
  it('leaves out a missing suite with its comma, and joins the lines with commas on one line', () => {
    const { suite: _, ...withoutSuite } = address
    expect(oneLineAddress(withoutSuite, pattern)).toBe('1200 Fifth Avenue, Seattle, WA 98101')
    expect(oneLineAddress(address, pattern)).toBe('1200 Fifth Avenue, Suite 1450, Seattle, WA 98101')
  })
})
