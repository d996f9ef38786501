import deadlines from 'content:deadlines/next'
import locale from 'content:locale/dates'
import { runs } from '~/components/ui/runs.tsx'
import { formatDate } from '~/content/dates.ts'
import { stillDue } from '~/content/on-day.ts'
import { useToday } from '~/lib/use-today.ts'

export interface DeadlineItemsProps {
  /** How many of the deadlines still due are shown. */
  shown: number
}

/**
 * The items of the home page's list (NextDeadlines): every deadline from the day the site was built
 * on (content:deadlines/next), those not among the first `shown` still due hidden. The server
 * renders them into the page; the browser loads them only for a page reached by a click.
 */
export function NextDeadlineItems({ shown }: DeadlineItemsProps) {
  const due = stillDue(deadlines, useToday(), shown)
  return deadlines.map((deadline) => (
    <li
      key={`${deadline.date}-${deadline.title}`}
      data-due={deadline.date}
      hidden={!due.includes(deadline) || undefined}
      className="rounded-lg border border-cedar-100 bg-white p-5"
    >
      <p className="font-semibold text-amber-accent">
        <time dateTime={deadline.date}>{formatDate(deadline.date, locale)}</time>
      </p>
      <p className="mt-1 text-cedar-900">{runs(deadline.title)}</p>
    </li>
  ))
}
