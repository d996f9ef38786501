/**
 * The periods a recurring deadline is counted from, one entry each: how many months it spans, how a
 * deadline's id names it, and what a rule's title may say of it. Adding a period (semi-annual, say)
 * is one entry here. Pure.
 */

/** One period of a year: its year, its place in the year (0 for the first) and its months, 1–12. */
export interface PeriodOfYear {
  year: number
  index: number
  firstMonth: number
  lastMonth: number
}

export interface PeriodFacts {
  /** How many months it spans; a year holds 12 / months of them. */
  months: number
  /** What a deadline's id adds to the rule's id and the year: `-03` for March, `-q1`, nothing for a year. */
  idPart(period: PeriodOfYear): string
  /** Its number, where a title may name it ({quarter}). */
  number?(period: PeriodOfYear): number
}

export const periods = {
  monthly: { months: 1, idPart: ({ firstMonth }) => `-${String(firstMonth).padStart(2, '0')}` },
  quarterly: { months: 3, idPart: ({ index }) => `-q${index + 1}`, number: ({ index }) => index + 1 },
  yearly: { months: 12, idPart: () => '' },
} as const satisfies Record<string, PeriodFacts>

export type Period = keyof typeof periods
export const periodNames = Object.keys(periods) as [Period, ...Period[]]

/** The periods of a kind in a year, first to last. */
export function periodsOf(period: Period, year: number): PeriodOfYear[] {
  const { months } = periods[period]
  return Array.from({ length: 12 / months }, (_, index) => ({
    year,
    index,
    firstMonth: index * months + 1,
    lastMonth: (index + 1) * months,
  }))
}

/** What a rule's title may name, each filled from its period (calendar.ts, fillTitle). */
export const titlePlaceholders = [
  'year',
  'month',
  'monthNumber',
  'firstMonth',
  'lastMonth',
  'firstMonthNumber',
  'lastMonthNumber',
  'quarter',
] as const

/** A title's placeholders filled from a period, with the month names given (January first). */
export function titleValues(
  period: Period,
  of: PeriodOfYear,
  months: readonly string[],
): Record<(typeof titlePlaceholders)[number], string | undefined> {
  const facts: PeriodFacts = periods[period]
  return {
    year: String(of.year),
    month: months[of.firstMonth - 1],
    monthNumber: String(of.firstMonth),
    firstMonth: months[of.firstMonth - 1],
    lastMonth: months[of.lastMonth - 1],
    firstMonthNumber: String(of.firstMonth),
    lastMonthNumber: String(of.lastMonth),
    quarter: facts.number ? String(facts.number(of)) : undefined,
  }
}
