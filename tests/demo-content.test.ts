/**
 * Deliberate checks of the demo firm's own content: what the fictional firm is made to show, so
 * that every branch of the pages has something to draw (a language with the IRS's pages in it and
 * one without, the deadlines the calendar published before they were rules). The only tests here that name demo
 * values; every other test reads its expectations from the content. Edits that CONTENT.md invites
 * (a review date, a language for a person, taking a notice down, a bio) keep them green.
 */
import deadlineList from 'content:deadlines'
import locale from 'content:locale'
import page from 'content:pages/deadlines'
import served from 'content:partners/languages'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatDate } from '~/content/dates.ts'
import { calendarFor, calendarWords } from '~/content/kinds/deadlines.ts'
import { todayAtTheFirm } from '~/content/on-day.ts'
import { plainText } from '~/content/runs.ts'
import { validateContent } from '~/content/site.ts'

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
  /** The calendar as built on the day the demo's rules were written, and on this one. */
  const onDay = (day: string) => calendarFor(list, calendarWords(locale, page), day)
  const built = onDay('2026-11-28')

  // The 41 events the calendar feed published on 28 November 2026, before the deadlines were rules:
  // each keeps its UID and its day, so a subscribed calendar updates it in place and never holds it twice.
  const published = [
    ['wa-monthly-2026-10', '2026-11-25'],
    ['corporation-estimated-2026-4', '2026-12-15'],
    ['wa-monthly-2026-11', '2026-12-28'],
    ['individual-estimated-2026-4', '2027-01-15'],
    ['wa-monthly-2026-12', '2027-01-25'],
    ['w2-1099nec-2026', '2027-02-01'],
    ['form-941-940-2026-q4', '2027-02-01'],
    ['form-1099-recipients-2026', '2027-02-01'],
    ['wa-quarterly-2026-q4', '2027-02-01'],
    ['form-1099b-1099s-recipients-2026', '2027-02-16'],
    ['wa-monthly-2027-01', '2027-02-25'],
    ['form-1099-paper-2026', '2027-03-01'],
    ['partnership-s-corporation-returns-2026', '2027-03-15'],
    ['wa-monthly-2027-02', '2027-03-25'],
    ['form-1099-electronic-2026', '2027-03-31'],
    ['individual-returns-2026', '2027-04-15'],
    ['estimated-2027-1', '2027-04-15'],
    ['corporation-returns-2026', '2027-04-15'],
    ['trust-estate-returns-2026', '2027-04-15'],
    ['wa-annual-2026', '2027-04-15'],
    ['wa-monthly-2027-03', '2027-04-26'],
    ['form-941-2027-q1', '2027-04-30'],
    ['wa-quarterly-2027-q1', '2027-04-30'],
    ['wa-monthly-2027-04', '2027-05-25'],
    ['estimated-2027-2', '2027-06-15'],
    ['wa-monthly-2027-05', '2027-06-25'],
    ['wa-monthly-2027-06', '2027-07-26'],
    ['form-941-2027-q2', '2027-08-02'],
    ['wa-quarterly-2027-q2', '2027-08-02'],
    ['wa-monthly-2027-07', '2027-08-25'],
    ['partnership-s-corporation-extended-2026', '2027-09-15'],
    ['estimated-2027-3', '2027-09-15'],
    ['wa-monthly-2027-08', '2027-09-27'],
    ['trust-estate-extended-2026', '2027-09-30'],
    ['individual-corporation-extended-2026', '2027-10-15'],
    ['wa-monthly-2027-09', '2027-10-25'],
    ['form-941-2027-q3', '2027-11-01'],
    ['wa-quarterly-2027-q3', '2027-11-01'],
    ['wa-monthly-2027-10', '2027-11-29'],
    ['corporation-estimated-2027-4', '2027-12-15'],
    ['wa-monthly-2027-11', '2027-12-27'],
  ] as const

  it('keep every event published on 28 November 2026, by its id and on its day', () => {
    const byId = new Map(built.map((deadline) => [deadline.id, deadline.date]))
    for (const [id, date] of published) expect(byId.get(id), id).toBe(date)
    expect(built).toHaveLength(published.length)
    // Built today, each still due keeps its day (those past a year ago have left the feed, as its history ends).
    const today = new Map(onDay(todayAtTheFirm()).map((deadline) => [deadline.id, deadline.date]))
    for (const [id, date] of published) if (today.has(id)) expect(today.get(id), id).toBe(date)
  })

  it('fall in 2028 on the days the statutes give, a Saturday and a legal holiday skipped', () => {
    const in2028 = new Map(onDay('2028-01-15').map((deadline) => [deadline.id, deadline.date]))
    // April 15 is a Saturday; the IRS skips the District of Columbia's Emancipation Day, observed on Monday the 17th.
    expect(in2028.get('individual-returns-2027')).toBe('2028-04-18')
    // Washington has no such holiday: its annual return is due on the Monday.
    expect(in2028.get('wa-annual-2027')).toBe('2028-04-17')
  })

  it("carry the year's federal milestones on their true days", () => {
    const on = (date: string, text: RegExp) =>
      built.some((deadline) => deadline.date === date && text.test(plainText(deadline.title)))
    expect(on('2027-01-15', /1040-ES/)).toBe(true)
    expect(on('2027-02-01', /W-2/)).toBe(true) // January 31 is a Sunday
    expect(on('2027-03-15', /Form 1065/)).toBe(true)
    expect(on('2027-04-15', /Form 1040\)/)).toBe(true)
    expect(on('2027-08-02', /Form 941/)).toBe(true) // July 31 is a Saturday
    expect(on('2027-09-30', /Form 1041/)).toBe(true)
    expect(on('2027-10-15', /Form 1040/)).toBe(true)
  })

  it("carry every month's Washington return, moved off weekends and holidays, and say why", () => {
    const monthly = built.filter((deadline) => deadline.id.startsWith('wa-monthly-'))
    expect(monthly).toHaveLength(14)
    const afterThanksgiving = monthly.find((deadline) => deadline.date === '2027-11-29') // after Thanksgiving and the 26th
    expect(afterThanksgiving?.moved).toContain(formatDate('2027-11-25', locale, 'weekdayDate'))
    for (const deadline of monthly) expect(deadline.authority).toBe('Washington Department of Revenue')
  })

  it('are each sourced on the site of the authority that sets them', () => {
    for (const deadline of built) {
      const host = new URL(deadline.source).hostname
      expect(host, deadline.id).toBe(deadline.authority === 'IRS' ? 'www.irs.gov' : 'dor.wa.gov')
    }
  })
})

describe("the demo firm's translations write a date the way each language does", () => {
  const tableOf = (code: string) => validateContent(path.resolve(import.meta.dirname, '..'), code).locale
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
