/** "2026-11-16" → "November 16, 2026", independent of the reader's time zone. */
export function formatIsoDate(isoDate: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}
