/**
 * Deliberate checks of the demo firm's own content: what the fictional firm is made to show, so
 * that every branch of the pages has something to draw (a language with the IRS's pages in it and
 * one without, a full year of deadlines on their true days). The only tests here that name demo
 * values; every other test reads its expectations from the content. Edits that CONTENT.md invites
 * (a review date, a language for a person, taking a notice down, a bio) keep them green.
 */
import deadlineList from 'content:deadlines'
import served from 'content:partners/languages'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { validateContent } from '~/content/validate.ts'
import { formatDate } from '~/lib/dates.ts'

describe('the demo firm', () => {
  it('serves clients in Spanish and Vietnamese, which the IRS publishes in, and Japanese, which it does not', () => {
    const byCode = new Map(served.map((language) => [language.code, language]))
    expect(byCode.get('es')?.irs.length).toBeGreaterThan(0)
    expect(byCode.get('vi')?.irs.length).toBeGreaterThan(0)
    expect(byCode.get('ja')?.irs).toEqual([])
    for (const language of served) expect(language.people.length).toBeGreaterThan(0)
  })
})

describe("the demo firm's deadlines", () => {
  const list = deadlineList
  const dates = list.deadlines.map((deadline) => deadline.date)

  // The yearly review (CONTENT.md) removes none that clients may still look up, and the pages hide what is past:
  // what the demo promises is a calendar with no stretch missing from the day it was reviewed to the end of 2027.
  it('leave no six weeks without a deadline from the day they were reviewed through the end of 2027, in date order', () => {
    const day = (date: string) => Date.parse(`${date}T12:00:00Z`) / 86_400_000
    const ahead = [list.reviewedOn, ...dates.filter((date) => date >= list.reviewedOn)]
    const gaps = ahead.slice(1).map((date, index) => day(date) - day(ahead[index] as string))
    expect(Math.max(...gaps), `the longest wait for a deadline after ${list.reviewedOn}, in days`).toBeLessThanOrEqual(
      42,
    )
    expect(dates.at(-1)).toBe('2027-12-27')
    expect([...dates].sort()).toEqual(dates)
  })

  it("carry the year's federal milestones on their true days", () => {
    const on = (date: string, text: RegExp) =>
      list.deadlines.some((deadline) => deadline.date === date && text.test(deadline.title))
    expect(on('2027-01-15', /1040-ES/)).toBe(true)
    expect(on('2027-02-01', /W-2/)).toBe(true) // January 31 is a Sunday
    expect(on('2027-03-15', /Form 1065/)).toBe(true)
    expect(on('2027-04-15', /Form 1040\)/)).toBe(true)
    expect(on('2027-08-02', /Form 941/)).toBe(true) // July 31 is a Saturday
    expect(on('2027-09-30', /Form 1041/)).toBe(true)
    expect(on('2027-10-15', /Form 1040/)).toBe(true)
  })

  it("carry every month's Washington excise return, moved off weekends and holidays", () => {
    const monthly = list.deadlines.filter((deadline) => /^Monthly excise/.test(deadline.title))
    expect(monthly).toHaveLength(14)
    expect(monthly.map((deadline) => deadline.date)).toContain('2027-11-29') // after Thanksgiving and the 26th
    for (const deadline of monthly) expect(deadline.authority).toBe('Washington Department of Revenue')
  })

  it('are each sourced on the site of the authority that sets them', () => {
    for (const deadline of list.deadlines) {
      const host = new URL(deadline.source).hostname
      expect(host, deadline.title).toBe(deadline.authority === 'IRS' ? 'www.irs.gov' : 'dor.wa.gov')
    }
  })
})

describe("the demo firm's translations write a date the way each language does", () => {
  const contentDir = path.resolve(import.meta.dirname, '../content')
  const tableOf = (code: string) => validateContent(contentDir, null, code).locale
  // Friday, January 15, 2027: the fourth estimated payment.
  it.each([
    ['es', 'viernes, 15 de enero de 2027', '15 de enero de 2027'],
    ['vi', 'Thứ Sáu, ngày 15 tháng 1 năm 2027', 'ngày 15 tháng 1 năm 2027'],
    ['ja', '2027年1月15日（金）', '2027年1月15日'],
  ])('%s: "%s"', (code, weekdayDate, date) => {
    expect(formatDate('2027-01-15', tableOf(code), 'weekdayDate')).toBe(weekdayDate)
    expect(formatDate('2027-01-15', tableOf(code))).toBe(date)
  })
})
