import locale from 'content:locale/dates'
import type { ReactNode } from 'react'
import { formatDate } from '~/content/dates.ts'
import type { Prose } from '~/content/runs.ts'
import { Labelled, PageHeader } from '../ui/page-parts.tsx'

/** "Last reviewed: November 24, 2026": when a page's facts were last checked against their source. */
export function ReviewedOn({ label, date }: { label: Prose; date: string }) {
  return (
    <p className="mt-4 text-base">
      <Labelled label={label}>
        <time dateTime={date}>{formatDate(date, locale)}</time>
      </Labelled>
    </p>
  )
}

/** An inner page's header (PageHeader) that closes with the day its facts were last reviewed. */
export function ReviewedPageHeader({
  copy,
  reviewed,
  children,
}: {
  copy: { heading: Prose; intro?: Prose }
  reviewed: { label: Prose; date: string }
  children?: ReactNode
}) {
  return (
    <PageHeader copy={copy}>
      {children}
      <ReviewedOn {...reviewed} />
    </PageHeader>
  )
}
