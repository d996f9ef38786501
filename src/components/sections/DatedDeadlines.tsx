import list from 'content:deadlines/upcoming'
import locale from 'content:locale/dates'
import joins from 'content:locale/joins'
import page from 'content:pages/deadlines'
import { memo } from 'react'
import { NewTabLink } from '~/components/layout/NewTabLink.tsx'
import { Filled } from '~/components/ui/filled.tsx'
import { Joined } from '~/components/ui/joined.tsx'
import { Labelled } from '~/components/ui/page-parts.tsx'
import { headingRuns, runs } from '~/components/ui/runs.tsx'
import { headingStyles, linkStyles } from '~/components/ui/styles.ts'
import { formatDate } from '~/content/dates.ts'
import { nextDue, stillDue } from '~/content/on-day.ts'
import { byMonth } from '~/lib/by-month.ts'
import { useToday } from '~/lib/use-today.ts'
import { UpdatingNote } from './UpdatingNote.tsx'

// A module of its own, not the calendar route's file: markup of the prerendered page, which the
// browser loads only for a page reached by a click (the route's loader, KeptMarkup).

const sourceOf = (url: string) => list.sources.find((source) => source.url === url)

/**
 * The calendar's months and their deadlines. On the page the browser loads they are markup of the
 * prerendered page, as of the day it was built, which the dated script corrects to the visitor's
 * date before the first paint (src/loading/dated.ts); nothing in them changes after, so nothing of
 * them is hydrated, however long the list. Rendered in the browser, for a page reached by a click,
 * they take the visitor's date (useToday).
 */
export function DatedDeadlines() {
  const today = useToday()
  const due = stillDue(list.deadlines, today)
  const next = nextDue(list.deadlines, today)
  return (
    <div data-dated="" className="mt-8 space-y-10">
      {byMonth(list.deadlines, locale).map(({ month, name, items }) => {
        const left = stillDue(items, today)
        return (
          <section key={month} data-group="" aria-labelledby={`month-${month}`} hidden={left.length === 0 || undefined}>
            {/* A language that writes months and weekdays in lower case (Spanish "enero de 2027") still opens a heading or a deadline's date with a capital. */}
            <h2 id={`month-${month}`} className={`${headingStyles.section} first-letter:uppercase`}>
              {name}
            </h2>
            <ol className="mt-4 space-y-4">
              {items.map((deadline) => (
                <DeadlineItem
                  key={deadline.id}
                  deadline={deadline}
                  due={left.includes(deadline)}
                  next={deadline === next}
                />
              ))}
            </ol>
          </section>
        )
      })}
      {/* A page kept past its last deadline says so instead of running dry (its script shows this). */}
      {list.updating ? null : (
        <div data-when-empty="" hidden={due.length > 0 || undefined}>
          <UpdatingNote />
        </div>
      )}
    </div>
  )
}

type Deadline = (typeof list.deadlines)[number]
type Audience = keyof typeof page.filter.audiences

/** One deadline of the calendar: its date, title, details, postponements, audiences and source. */
const DeadlineItem = memo(function DeadlineItem({
  deadline,
  due,
  next,
}: {
  deadline: Deadline
  /** Still due on the day shown: a deadline past is hidden. */
  due: boolean
  /** The first deadline still due, marked as the next one. */
  next: boolean
}) {
  const source = sourceOf(deadline.source)
  return (
    <li
      id={`deadline-${deadline.id}`}
      data-due={deadline.date}
      data-for={deadline.audiences.join(' ')}
      hidden={!due || undefined}
      className="rounded-lg border border-cedar-100 bg-white p-5 break-inside-avoid"
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 font-semibold text-amber-accent">
        <time dateTime={deadline.date} className="first-letter:uppercase">
          {formatDate(deadline.date, locale, 'weekdayDayMonth')}
        </time>
        <span
          data-next=""
          hidden={!next || undefined}
          className="rounded-full bg-cedar-800 px-2.5 py-0.5 text-sm text-white"
        >
          {runs(page.nextLabel)}
        </span>
      </p>
      <h3 className="mt-1 text-lg font-semibold text-cedar-900">{headingRuns(deadline.title)}</h3>
      {deadline.details ? <p className="mt-1 text-ink-soft">{runs(deadline.details)}</p> : null}
      {deadline.moved ? <p className="mt-1 text-ink-soft">{runs(deadline.moved)}</p> : null}
      {deadline.postponements.map((postponed) => (
        <p key={postponed.id} className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-ink">
          <Filled
            pattern={postponed.pattern}
            parts={{
              date: <strong className="font-semibold">{postponed.date}</strong>,
              counties: postponed.counties,
              relief: (
                <NewTabLink href={postponed.source} className={linkStyles.source}>
                  {runs(postponed.relief)}
                </NewTabLink>
              ),
            }}
          />
        </p>
      ))}
      <p className="mt-2 text-sm text-ink-soft">
        <Joined
          pattern={joins.separator}
          parts={[
            ...deadline.audiences.map((audience) => runs(page.filter.audiences[audience as Audience])),
            <Labelled key="source" label={page.sourceLabel}>
              <NewTabLink href={deadline.source} hrefLang={source?.language} className={linkStyles.source}>
                {runs(source?.title ?? deadline.source)}
              </NewTabLink>
            </Labelled>,
          ]}
        />
      </p>
    </li>
  )
})
