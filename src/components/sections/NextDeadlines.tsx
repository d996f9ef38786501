import nextDeadlines from 'content:deadlines/next'
import { formatIsoDate } from '~/lib/dates.ts'
import { stillDue, useToday } from '~/lib/deadlines.ts'
import { DatedScript } from '../ui/DatedScript.tsx'

/**
 * The next three deadlines (content:deadlines/next, from the day the site was built): the
 * visitor's date drops any that have passed (DatedScript before the page is drawn, the same rule
 * once hydrated) until the next daily build brings the list up to three again.
 */
export function NextDeadlines() {
  const due = stillDue(nextDeadlines, useToday())
  return (
    <>
      <ol data-dated="" className="mt-8 grid gap-4 sm:grid-cols-3">
        {nextDeadlines.map((deadline) => (
          <li
            key={`${deadline.date}-${deadline.title}`}
            data-due={deadline.date}
            hidden={!due.includes(deadline) || undefined}
            className="rounded-lg border border-cedar-100 bg-white p-5"
          >
            <p className="font-semibold text-amber-accent">
              <time dateTime={deadline.date}>{formatIsoDate(deadline.date)}</time>
            </p>
            <p className="mt-1 text-cedar-900">{deadline.title}</p>
          </li>
        ))}
      </ol>
      <DatedScript />
    </>
  )
}
