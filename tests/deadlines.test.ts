/**
 * The tax deadlines (content/deadlines.json): the rule that a due date is a business day, the
 * build's warnings when the list runs out, and the demo firm's list itself.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { notABusinessDay } from '~/content/calendar/due-dates.ts'
import { deadlineAudiences, type OneOff } from '~/content/calendar/schema.ts'
import { checkContent } from '~/content/check.ts'
import { formatDate } from '~/content/dates.ts'
import {
  type DeadlinesFile,
  deadlineDateProblems,
  deadlines,
  deadlinesSchema,
  deadlineWarnings,
  HOME_DAYS_AHEAD,
  languageCalendar,
  uncitedSources,
} from '~/content/kinds/deadlines.ts'
import { noticeSchema, notices } from '~/content/kinds/notices.ts'
import { loadContent, othersIn, parsedIn } from '~/content/load.ts'
import { isShownOn, localIsoDate, nextDue, stillDue, todayAtTheFirm } from '~/content/on-day.ts'
import { ContentError } from '~/content/problems.ts'
import { validateContent } from '~/content/site.ts'

const root = path.resolve(import.meta.dirname, '..')

const irs = (date: string, title = 'A return'): OneOff => ({
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

  it('names the entry, its field and its title; the list may be in any order, which the calendar sorts', () => {
    expect(deadlineDateProblems([irs('2027-04-15'), irs('2027-01-16', 'Fourth payment')])).toEqual([
      {
        field: 'deadlines[1].date',
        message:
          '2027-01-16 is a Saturday: a due date on a weekend or legal holiday moves to the next business day ("Fourth payment"), and the calendar shows it there',
      },
    ])
  })
})

describe('the check of content/', () => {
  const dirs: string[] = []
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })
  function checkWith(
    change: (file: {
      reviewedOn: string
      rules: Record<string, unknown>[]
      deadlines: Record<string, unknown>[]
    }) => void,
    where?: (dir: string) => void,
  ) {
    const dir = mkdtempSync(path.join(tmpdir(), 'deadlines-'))
    dirs.push(dir)
    where?.(dir)
    cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true })
    const file = JSON.parse(readFileSync(path.join(dir, 'content/deadlines.json'), 'utf8'))
    change(file)
    writeFileSync(path.join(dir, 'content/deadlines.json'), JSON.stringify(file))
    try {
      validateContent(dir)
    } catch (error) {
      if (error instanceof ContentError) return error.message
      throw error
    }
    return 'content OK'
  }

  it('warns of a one-off written on a weekend or a holiday, naming it, and passes: the calendar moves it', async () => {
    let dir = ''
    const message = checkWith(
      (file) => {
        const [first, second] = file.deadlines
        if (first) first.date = '2026-11-28'
        if (second) second.date = '2026-12-25'
      },
      (copy) => {
        // The pictures the check sizes, as the checkout has them.
        symlinkSync(path.join(root, 'public'), path.join(copy, 'public'))
        dir = copy
      },
    )
    expect(message).toBe('content OK')
    const { errors, warnings } = await checkContent(dir)
    expect(errors).toEqual([])
    expect(warnings.join('\n')).toMatch(
      /deadlines\.json → deadlines\[0\]\.date: 2026-11-28 is a Saturday: a due date on a weekend/,
    )
    expect(warnings.join('\n')).toMatch(
      /deadlines\.json → deadlines\[1\]\.date: 2026-12-25 is a legal holiday \(Christmas Day\)/,
    )
  })

  it('fails on a source off the authorities’ sites', () => {
    const message = checkWith((file) => {
      const [first] = file.deadlines
      if (first) first.source = 'https://example.com/due-dates'
    })
    expect(message).toMatch(/deadlines\.json → deadlines\[0\]\.source: must be a page on irs\.gov or dor\.wa\.gov/)
  })

  it('fails on a rule whose title names what a period has not; warns of a source the list does not name', () => {
    const title = checkWith((file) => {
      const [first] = file.rules
      if (first) first.title = 'Return for {week} {year}'
    })
    expect(title).toMatch(/deadlines\.json → rules\[0\]\.title: may name only \{year\}, \{month\}/)
    let list: DeadlinesFile | undefined
    const message = checkWith((file) => {
      const [, second] = file.rules
      if (second) second.source = 'https://www.irs.gov/forms-pubs/about-form-1040'
      list = deadlinesSchema.parse(file)
    })
    // The editor cannot know the list's sources; the page shows the address itself, and staff are told.
    expect(message).toBe('content OK')
    expect(uncitedSources(list ?? { sources: [], rules: [] })).toEqual([
      expect.stringMatching(/names the source https:\/\/www\.irs\.gov\/forms-pubs\/about-form-1040, which the list/),
    ])
  })

  it('fails on a one-off that would be a second event of a rule’s deadline on the calendar', () => {
    const message = checkWith((file) => {
      const [first] = file.deadlines
      if (first) file.deadlines.push({ ...first })
    })
    expect(message).toMatch(/duplicate id/)
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
        /^content\/deadlines\.json: the last deadline is 2027-12-27, 89 days away; add a rule for each recurring deadline/,
      ),
    ])
    expect(deadlineWarnings(file, '2028-01-03')[0]).toMatch(/no deadline is left after today/)
  })

  it('asks for a review a year after the last one', () => {
    const reviewed = { ...file, deadlines: [{ date: '2029-01-15' }] }
    expect(deadlineWarnings(reviewed, '2027-11-24')).toEqual([])
    expect(deadlineWarnings(reviewed, '2027-11-25')).toEqual([
      expect.stringMatching(/last reviewed on 2026-11-24, 366 days ago; check each rule against IRS Publication 509/),
    ])
  })

  it("takes today's date in Seattle, not in UTC", () => {
    // 03:00 UTC on the 25th is still the evening of the 24th in Seattle.
    expect(todayAtTheFirm(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-24')
  })
})

describe('the views the pages are built from (as of the day of the build)', () => {
  it('start on the day: no past deadline', async () => {
    const loaded = await loadContent(root)
    const list = parsedIn(loaded).deadlines
    const others = othersIn(loaded)
    const built = todayAtTheFirm()
    const all = languageCalendar(loaded, loaded, built)
    // A day on which the first deadline still due has passed.
    const day = all.find((deadline) => deadline.date > (stillDue(all, built)[0]?.date ?? ''))?.date ?? ''
    const due = languageCalendar(loaded, loaded, day).filter((one) => one.date >= day)
    const upcoming = deadlines.views.upcoming(list, others, day)
    expect(upcoming.deadlines).toEqual(due)
    expect(upcoming.updating).toBe(deadlineWarnings({ reviewedOn: list.reviewedOn, deadlines: due }, day).length > 0)
    // The home page's list: the next three, and every deadline of the next year (HOME_DAYS_AHEAD), so
    // a page kept that long without a rebuild still has three to show.
    const next = deadlines.views.next(list, others, day)
    const ahead = new Date(Date.parse(`${day}T00:00:00Z`) + HOME_DAYS_AHEAD * 86_400_000).toISOString().slice(0, 10)
    expect(next).toEqual(
      due.filter((deadline, index) => index < 3 || deadline.date <= ahead).map(({ date, title }) => ({ date, title })),
    )
    expect(next.length).toBeLessThan(due.length)
  })

  it('show a notice from its first day to its last, and not outside them', async () => {
    const content = await loadContent(root)
    const others = othersIn(content)
    const notice = {
      id: 'closed',
      title: 'Closed',
      message: 'We are closed.',
      firstDay: '2031-12-24',
      lastDay: '2031-12-26',
    }
    const current = (day: string) => notices.views.current({ notices: [notice] }, others, day)
    const shown = { ...notice, lastDayText: formatDate(notice.lastDay, content.locale) }
    expect(current(notice.firstDay)).toEqual([shown])
    expect(current(notice.lastDay)).toEqual([shown])
    expect(current('2031-12-23')).toEqual([])
    expect(current('2031-12-27')).toEqual([])
    expect(notices.views.current({}, others, notice.firstDay)).toEqual([])
  })
})

describe('on a day (src/content/on-day.ts), at the build and in the browser', () => {
  const items = [{ date: '2026-11-25' }, { date: '2026-12-15' }, { date: '2027-01-15' }]
  it("keeps what is due on the visitor's date, all of it while the page hydrates", () => {
    expect(stillDue(items, null)).toEqual(items)
    expect(stillDue(items, '2026-11-26')).toEqual(items.slice(1))
    expect(stillDue(items, '2026-12-15')).toEqual(items.slice(1))
    expect(stillDue(items, '2027-01-16')).toEqual([])
    expect(stillDue(items, '2026-11-20', 2)).toEqual(items.slice(0, 2))
    expect(stillDue(items, null, 1)).toEqual(items.slice(0, 1))
  })
  it('names the next deadline, and whether a notice is shown, its first and last days included', () => {
    expect(nextDue(items, '2026-11-26')).toBe(items[1])
    expect(nextDue(items, null)).toBe(items[0])
    expect(nextDue(items, '2027-01-16')).toBeUndefined()
    const notice = { firstDay: '2026-11-20', lastDay: '2026-12-01' }
    expect(['2026-11-19', '2026-11-20', '2026-12-01', '2026-12-02'].map((day) => isShownOn(notice, day))).toEqual([
      false,
      true,
      true,
      false,
    ])
  })
  it("takes the visitor's own date", () => {
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
  const notice = {
    id: 'closed',
    title: 'Closed',
    message: 'We are closed.',
    firstDay: '2026-12-24',
    lastDay: '2026-12-26',
  }
  it('takes a last day before the first with a warning, and never shows that notice', () => {
    expect(noticeSchema.safeParse(notice).success).toBe(true)
    const backwards = { ...notice, lastDay: '2026-12-23' }
    expect(noticeSchema.safeParse(backwards).success).toBe(true)
    expect(notices.warnings?.({ notices: [backwards] }, '2026-12-23')).toEqual([
      'content/notices.json → notices[0].lastDay: is before the first day (2026-12-24), so the notice is never shown',
    ])
    expect(['2026-12-22', '2026-12-23', '2026-12-24', '2026-12-25'].some((day) => isShownOn(backwards, day))).toBe(
      false,
    )
  })
  it('links to a page of the site or to another site over https', () => {
    expect(noticeSchema.safeParse({ ...notice, link: { text: 'Contact', to: '/contact/' } }).success).toBe(true)
    expect(noticeSchema.safeParse({ ...notice, link: { text: 'IRS', to: 'http://irs.gov' } }).success).toBe(false)
  })
})
