import locale from 'content:locale'
import { formatDate } from '~/lib/dates.ts'
import { Labelled } from '../ui/page-parts.tsx'

/** "Last reviewed: November 24, 2026": when a page's facts were last checked against their source. */
export function ReviewedOn({ label, date, className }: { label: string; date: string; className?: string }) {
  return (
    <p className={className}>
      <Labelled label={label}>
        <time dateTime={date}>{formatDate(date, locale)}</time>
      </Labelled>
    </p>
  )
}
