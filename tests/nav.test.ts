import { describe, expect, it } from 'vitest'
import { matchNav } from '~/lib/nav.ts'

describe('matchNav', () => {
  it('marks the page itself', () => {
    expect(matchNav('/', '/')).toBe('page')
    expect(matchNav('/about/', '/about/')).toBe('page')
    expect(matchNav('/about', '/about/')).toBe('page')
  })
  it('marks the section of a nested page', () => {
    expect(matchNav('/about/team/', '/about/')).toBe('section')
    expect(matchNav('/resources/records/', '/resources/')).toBe('section')
  })
  it('does not mark Home for every page, nor prefixes that are not sections', () => {
    expect(matchNav('/about', '/')).toBeNull()
    expect(matchNav('/aboutx/', '/about/')).toBeNull()
  })
})
