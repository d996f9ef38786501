import { describe, expect, it } from 'vitest'
import { formatIsoDate } from '~/lib/dates.ts'

describe('formatIsoDate', () => {
  it('writes a date in words whatever the time zone', () => {
    expect(formatIsoDate('2026-11-16')).toBe('November 16, 2026')
    expect(formatIsoDate('2026-01-01')).toBe('January 1, 2026')
    expect(formatIsoDate('2027-12-31')).toBe('December 31, 2027')
  })
  it('refuses anything but a calendar date', () => {
    expect(() => formatIsoDate('2026-13-01')).toThrow(/not an ISO date/)
    expect(() => formatIsoDate('16 November 2026')).toThrow(/not an ISO date/)
  })
})
