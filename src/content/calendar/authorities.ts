/**
 * The authorities whose dates the calendar carries, one entry each: whose legal holidays move a due
 * date, and the sites its pages are on (a deadline's source must be one of them). Adding an
 * authority (Seattle's business-license tax, say) is one entry here.
 *
 * A due date on a Saturday, Sunday or legal holiday moves to the next day that is none of them:
 * - IRS: a legal holiday is one of the District of Columbia (IRC § 7503): the holidays of D.C. Code
 *   § 28-2701 (the federal ones of 5 U.S.C. § 6103, DC Emancipation Day of § 1-612.02a, Inauguration
 *   Day);
 * - Washington Department of Revenue: the state's legal holidays (RCW 1.16.050).
 *
 * The holidays come from `date-holidays`, corrected where it differs from those statutes (each
 * correction below with its evidence; tests/due-dates.test.ts checks 2026–2032 against the statutes).
 */

export interface AuthorityFacts {
  /** The region of `date-holidays` whose public holidays are its legal holidays, corrected as below. */
  holidays: {
    state: string
    /** Legal holidays the library does not count as public there, as its rules and names. */
    add: readonly (readonly [rule: string, name: string])[]
    /** Holidays the library counts as public there that the statute does not, as its rules. */
    drop: readonly string[]
    /** Whether Inauguration Day (D.C. Code § 28-2701) is a legal holiday. */
    inauguration: boolean
  }
  /** The hosts its pages are on, a deadline's source among them. */
  hosts: readonly string[]
}

export const authorities = {
  IRS: { holidays: { state: 'DC', add: [], drop: [], inauguration: true }, hosts: ['irs.gov'] },
  'Washington Department of Revenue': {
    holidays: {
      state: 'WA',
      // A state legal holiday (RCW 1.16.050) that date-holidays lists as an observance only. The
      // Department counts it: its 2022 calendar starts the October return's penalty on November 29,
      // after Thanksgiving on the 24th, this day on the 25th and the weekend.
      add: [['friday after 4th thursday in November', 'Native American Heritage Day']],
      // date-holidays gives Washington every federal holiday, but Columbus Day is not in RCW 1.16.050.
      drop: ['2nd monday in October'],
      inauguration: false,
    },
    hosts: ['dor.wa.gov'],
  },
} as const satisfies Record<string, AuthorityFacts>

export type Authority = keyof typeof authorities
export const authorityNames = Object.keys(authorities) as [Authority, ...Authority[]]
