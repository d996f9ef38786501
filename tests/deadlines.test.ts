/**
 * The tax deadlines (content/deadlines.json): the rule that a due date is a business day, the
 * build's warnings when the list runs out, and the demo firm's list itself.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { deadlineProblems, deadlineWarnings, notABusinessDay, todayAtTheFirm } from '~/content/deadline-rules.ts'
import { loadContent } from '~/content/load.ts'
import { type Deadline, deadlineAudiences, noticeSchema } from '~/content/schemas.ts'
import { ContentError, validateContent } from '~/content/validate.ts'
import { views } from '~/content/views.ts'
import { byMonth, dueDay } from '~/lib/by-month.ts'
import { localIsoDate, stillDue } from '~/lib/deadlines.ts'

const root = path.resolve(import.meta.dirname, '..')
const { deadlines: list } = validateContent(path.join(root, 'content'), null)

const irs = (date: string, title = 'A return'): Deadline => ({
  id: `return-${date}`,
  date,
  title,
  audiences: ['individuals'],
  authority: 'IRS',
  source: 'https://www.irs.gov/publications/p509',
})

describe('a due date is a business day', () => {
  it('refuses weekends', () => {
    expect(notABusinessDay('2027-01-16', 'IRS')).toBe('2027-01-16 is a Saturday')
    expect(notABusinessDay('2027-01-17', 'Washington Department of Revenue')).toBe('2027-01-17 is a Sunday')
    expect(notABusinessDay('2027-01-15', 'IRS')).toBeNull()
  })

  it('refuses the federal legal holidays, on the day they are observed', () => {
    expect(notABusinessDay('2026-12-25', 'IRS')).toMatch(/legal holiday/)
    expect(notABusinessDay('2027-02-15', 'IRS')).toMatch(/legal holiday/) // Presidents' Day
    expect(notABusinessDay('2027-07-05', 'IRS')).toMatch(/legal holiday/) // July 4 is a Sunday
    expect(notABusinessDay('2027-12-24', 'Washington Department of Revenue')).toMatch(/legal holiday/)
  })

  it("refuses each authority's own holidays, and only its own", () => {
    // DC Emancipation Day counts for the IRS (a legal holiday in the District of Columbia).
    expect(notABusinessDay('2027-04-16', 'IRS')).toMatch(/legal holiday/)
    expect(notABusinessDay('2027-04-16', 'Washington Department of Revenue')).toBeNull()
    // Native American Heritage Day, the day after Thanksgiving, is a Washington state holiday.
    expect(notABusinessDay('2027-11-26', 'Washington Department of Revenue')).toMatch(/legal holiday/)
    expect(notABusinessDay('2027-11-26', 'IRS')).toBeNull()
    // The Department's own 2022 calendar: the October return's penalty began on November 29, 2022.
    expect(notABusinessDay('2022-11-25', 'Washington Department of Revenue')).toMatch(/Native American Heritage Day/)
  })

  it('names the entry, its field and its title, and a list out of date order', () => {
    expect(deadlineProblems([irs('2027-04-15'), irs('2027-01-16', 'Fourth payment')])).toEqual([
      {
        file: 'deadlines.json',
        field: 'deadlines[1].date',
        message:
          '2027-01-16 is a Saturday: a due date on a weekend or legal holiday moves to the next business day ("Fourth payment")',
      },
      {
        file: 'deadlines.json',
        field: 'deadlines[1].date',
        message: 'comes before the deadline above it (2027-04-15); keep the list in date order',
      },
    ])
  })
})

describe('the check of content/', () => {
  const dirs: string[] = []
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })
  function checkWith(change: (file: { reviewedOn: string; deadlines: Record<string, unknown>[] }) => void) {
    const dir = mkdtempSync(path.join(tmpdir(), 'deadlines-'))
    dirs.push(dir)
    cpSync(path.join(root, 'content'), dir, { recursive: true })
    const file = JSON.parse(readFileSync(path.join(dir, 'deadlines.json'), 'utf8'))
    change(file)
    writeFileSync(path.join(dir, 'deadlines.json'), JSON.stringify(file))
    try {
      validateContent(dir, null)
    } catch (error) {
      if (error instanceof ContentError) return error.message
      throw error
    }
    return 'content OK'
  }

  it('fails on a deadline moved onto a weekend or a holiday, naming it', () => {
    const message = checkWith((file) => {
      const [first, second] = file.deadlines
      if (first) first.date = '2026-11-28'
      if (second) second.date = '2026-12-25'
    })
    expect(message).toMatch(/deadlines\.json → deadlines\[0\]\.date: 2026-11-28 is a Saturday: a due date on a weekend/)
    expect(message).toMatch(/deadlines\.json → deadlines\[1\]\.date: 2026-12-25 is a legal holiday \(Christmas Day\)/)
  })

  it('fails on a source off the authorities’ sites', () => {
    const message = checkWith((file) => {
      const [first] = file.deadlines
      if (first) first.source = 'https://example.com/due-dates'
    })
    expect(message).toMatch(/deadlines\.json → deadlines\[0\]\.source: must be a page on irs\.gov or dor\.wa\.gov/)
  })

  it('refuses an audience the calendar does not filter by', () => {
    const message = checkWith((file) => {
      const [first] = file.deadlines
      if (first) first.audiences = ['farmers']
    })
    expect(message).toMatch(/content\/deadlines\.json → deadlines\[0\]\.audiences\[0\]: /)
  })
})

describe('the build warns before the list runs out', () => {
  const file = { reviewedOn: '2026-11-24', deadlines: [{ date: '2026-12-15' }, { date: '2027-12-27' }] }

  it('says nothing while 90 days of deadlines remain and the review is under a year old', () => {
    expect(deadlineWarnings(file, '2026-11-24')).toEqual([])
    expect(deadlineWarnings(file, '2027-09-28')).toEqual([])
  })

  it('asks for the next dates when fewer than 90 days of them remain, or none', () => {
    expect(deadlineWarnings(file, '2027-09-29')).toEqual([
      expect.stringMatching(
        /^content\/deadlines\.json: the last deadline is 2027-12-27, 89 days away; add the coming year/,
      ),
    ])
    expect(deadlineWarnings(file, '2028-01-03')[0]).toMatch(/no deadline is left after today/)
  })

  it('asks for a review a year after the last one', () => {
    const reviewed = { ...file, deadlines: [{ date: '2029-01-15' }] }
    expect(deadlineWarnings(reviewed, '2027-11-24')).toEqual([])
    expect(deadlineWarnings(reviewed, '2027-11-25')).toEqual([
      expect.stringMatching(/last reviewed on 2026-11-24, 366 days ago; check every date against its source/),
    ])
  })

  it("takes today's date in Seattle, not in UTC", () => {
    // 03:00 UTC on the 25th is still the evening of the 24th in Seattle.
    expect(todayAtTheFirm(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-24')
  })
})

describe("the demo firm's deadlines", () => {
  const dates = list.deadlines.map((deadline) => deadline.date)

  it('run from the day it was reviewed through the end of 2027, in date order', () => {
    expect(dates[0] && dates[0] >= list.reviewedOn).toBe(true)
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

describe('the views the pages are built from (as of the day of the build)', () => {
  it('start on the day: no past deadline, no notice that has ended or not begun', async () => {
    const loaded = await loadContent(root)
    const upcoming = views['deadlines/upcoming'](loaded, '2027-02-02')
    expect(upcoming.deadlines[0]?.date).toBe('2027-02-16')
    expect(upcoming.deadlines.every((deadline) => deadline.date >= '2027-02-02')).toBe(true)
    expect(upcoming.updating).toBe(false)
    expect(views['deadlines/upcoming'](loaded, '2027-10-01').updating).toBe(true)
    expect(views['deadlines/next'](loaded, '2026-11-26').map((deadline) => deadline.date)).toEqual([
      '2026-12-15',
      '2026-12-28',
      '2027-01-15',
    ])
    const notice = loaded.notices.notices?.[0]
    expect(notice).toBeDefined()
    if (!notice) return
    expect(views['notices/current'](loaded, notice.firstDay)).toEqual([notice])
    expect(views['notices/current'](loaded, notice.lastDay)).toEqual([notice])
    expect(views['notices/current'](loaded, '2027-01-02')).toEqual([])
    expect(views['notices/current'](loaded, '2026-11-19')).toEqual([])
  })
})

describe('in the browser', () => {
  const items = [{ date: '2026-11-25' }, { date: '2026-12-15' }, { date: '2027-01-15' }]
  it("keeps what is due on the visitor's date, all of it while the page hydrates", () => {
    expect(stillDue(items, null)).toEqual(items)
    expect(stillDue(items, '2026-11-26')).toEqual(items.slice(1))
    expect(stillDue(items, '2026-12-15')).toEqual(items.slice(1))
    expect(stillDue(items, '2027-01-16')).toEqual([])
  })
  it('groups by month and names the day in full, whatever the time zone', () => {
    expect(byMonth(items).map(({ name, items: inMonth }) => [name, inMonth.length])).toEqual([
      ['November 2026', 1],
      ['December 2026', 1],
      ['January 2027', 1],
    ])
    expect(dueDay('2027-04-15')).toBe('Thursday, April 15')
    expect(localIsoDate(new Date(2027, 0, 5, 23, 30))).toBe('2027-01-05')
  })
  it('filters by every group the content names, with CSS alone', () => {
    const css = readFileSync(path.join(root, 'src/styles/app.css'), 'utf8')
    for (const audience of deadlineAudiences) {
      expect(css).toContain(`.deadlines:has(#for-${audience}:checked) [data-for]:not([data-for~="${audience}"])`)
    }
  })
})

describe('notices', () => {
  const notice = { title: 'Closed', message: 'We are closed.', firstDay: '2026-12-24', lastDay: '2026-12-26' }
  it('refuses a last day before the first', () => {
    expect(noticeSchema.safeParse(notice).success).toBe(true)
    const result = noticeSchema.safeParse({ ...notice, lastDay: '2026-12-23' })
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['lastDay'], message: 'must not be before the first day (2026-12-24)' }),
    ])
  })
  it('links to a page of the site or to another site over https', () => {
    expect(noticeSchema.safeParse({ ...notice, link: { text: 'Contact', to: '/contact/' } }).success).toBe(true)
    expect(noticeSchema.safeParse({ ...notice, link: { text: 'IRS', to: 'http://irs.gov' } }).success).toBe(false)
  })
})
