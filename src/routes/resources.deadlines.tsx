import list from 'content:deadlines/upcoming'
import firm from 'content:firm/summary'
import locale from 'content:locale/dates'
import page from 'content:pages/deadlines'
import { createFileRoute } from '@tanstack/react-router'
import { CalendarPlus, Download } from 'lucide-react'
import { memo } from 'react'
import { NewTabLink } from '~/components/layout/NewTabLink.tsx'
import { ClosingCallout } from '~/components/sections/ClosingCallout.tsx'
import { ReviewedPageHeader } from '~/components/sections/ReviewedOn.tsx'
import { Container } from '~/components/ui/Container.tsx'
import { DatedScript } from '~/components/ui/DatedScript.tsx'
import { Labelled, Section } from '~/components/ui/page-parts.tsx'
import { buttonStyles, headingStyles, linkStyles } from '~/components/ui/styles.ts'
import { nextDue, stillDue } from '~/content/on-day.ts'
import { byMonth } from '~/lib/by-month.ts'
import { formatDate } from '~/lib/dates.ts'
import { inThisLanguage } from '~/lib/edition.ts'
import { pageHead } from '~/lib/page-head.ts'
import { absoluteUrl, DEADLINES_FEED_PATH } from '~/lib/paths.ts'
import { useToday } from '~/lib/use-today.ts'

const PATH = '/resources/deadlines/'

export const Route = createFileRoute('/resources/deadlines')({
  // The page's summary only: head() is in the code every page loads, the copy loads with the page.
  head: () => pageHead(PATH),
  component: Deadlines,
})

const sourceTitle = (url: string) => list.sources.find((source) => source.url === url)?.title ?? url
/** The feed as calendar apps subscribe to it: the same address with the webcal scheme. */
/** This language's feed: each edition has its own, in its words (postbuild/main.ts). */
const feedPath = inThisLanguage(DEADLINES_FEED_PATH)
const subscribeUrl = absoluteUrl(firm.siteUrl, feedPath).replace(/^https:/, 'webcal:')

function Deadlines() {
  return (
    <article>
      <ReviewedPageHeader copy={page} reviewed={{ label: page.reviewedLabel, date: list.reviewedOn }} />
      <Container className="py-10">
        {list.updating ? <UpdatingNote className="mb-8" /> : null}

        <section
          aria-labelledby="subscribe-heading"
          className="rounded-lg border border-cedar-100 bg-white p-6 print:hidden"
        >
          <h2 id="subscribe-heading" className={headingStyles.panel}>
            {page.subscribe.heading}
          </h2>
          <p className="mt-2 max-w-3xl text-ink-soft">{page.subscribe.text}</p>
          <p className="mt-4 flex flex-wrap gap-3">
            <a href={subscribeUrl} className={buttonStyles.primary}>
              <CalendarPlus aria-hidden="true" className="size-5" />
              {page.subscribe.subscribeText}
            </a>
            <a href={feedPath} download className={buttonStyles.secondary}>
              <Download aria-hidden="true" className="size-5" />
              {page.subscribe.downloadText}
            </a>
          </p>
        </section>

        {/* The filter is CSS alone (app.css, `.deadlines`), so it works before and without JavaScript. */}
        <div className="deadlines mt-10">
          <fieldset className="print:hidden">
            <legend className="font-semibold text-cedar-900">{page.filter.legend}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              <FilterChoice id="for-everyone" label={page.filter.everyone} checked />
              {Object.entries(page.filter.audiences).map(([audience, label]) => (
                <FilterChoice key={audience} id={`for-${audience}`} label={label} />
              ))}
            </div>
          </fieldset>

          <DatedDeadlines />
          <DatedScript />
        </div>

        <Section id="note-heading" heading={page.note.heading} className="mt-12 max-w-3xl">
          <p className="mt-3">{page.note.text}</p>
          <p className="mt-2">
            <NewTabLink href={page.note.url} className={linkStyles.lead}>
              {page.note.linkText}
            </NewTabLink>
          </p>
        </Section>

        <Section id="sources-heading" heading={page.sourcesHeading} className="mt-10 max-w-3xl">
          <ul className="mt-3 list-disc space-y-1 pl-6">
            {list.sources.map((source) => (
              <li key={source.url}>
                <NewTabLink href={source.url} className={linkStyles.source}>
                  {source.title}
                </NewTabLink>
              </li>
            ))}
          </ul>
        </Section>
      </Container>
      <ClosingCallout copy={page.closing} />
    </article>
  )
}

/** The calendar's deadlines by month, grouped once. */
const months = byMonth(list.deadlines, locale)

/**
 * The calendar's months and their deadlines, as of the visitor's date once hydrated (useToday).
 * The date is this component's alone, so its arrival renders the list again and not the page
 * around it; and a deadline is drawn again only if it has passed or become the next one since
 * the page was built: React writes to the page every element it renders again, about 130 ms of
 * one task at a quarter of this machine's speed when the whole page took the date.
 */
function DatedDeadlines() {
  const today = useToday()
  const due = stillDue(list.deadlines, today)
  const next = nextDue(list.deadlines, today)
  return (
    <div data-dated="" className="mt-8 space-y-10">
      {months.map(({ month, name, items }) => {
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

/** One deadline of the calendar: its date, title, details, audiences and source. */
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
  return (
    <li
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
          {page.nextLabel}
        </span>
      </p>
      <h3 className="mt-1 text-lg font-semibold text-cedar-900">{deadline.title}</h3>
      {deadline.details ? <p className="mt-1 text-ink-soft">{deadline.details}</p> : null}
      <p className="mt-2 text-sm text-ink-soft">
        {deadline.audiences.map((audience) => page.filter.audiences[audience]).join(' · ')} ·{' '}
        <Labelled label={page.sourceLabel}>
          <NewTabLink href={deadline.source} className={linkStyles.source}>
            {sourceTitle(deadline.source)}
          </NewTabLink>
        </Labelled>
      </p>
    </li>
  )
})

function FilterChoice({ id, label, checked }: { id: string; label: string; checked?: boolean }) {
  return (
    <label
      htmlFor={id}
      className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-cedar-200 bg-white px-4 py-2 has-[:checked]:border-cedar-800 has-[:checked]:bg-cedar-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus"
    >
      <input type="radio" id={id} name="deadlines-for" defaultChecked={checked} className="size-4 accent-cedar-800" />
      {label}
    </label>
  )
}

function UpdatingNote({ className }: { className?: string }) {
  return (
    <p className={`rounded-lg border border-amber-accent/40 bg-amber-50 p-4 ${className ?? ''}`}>
      {page.updating.text}{' '}
      <NewTabLink href={page.updating.url} className={linkStyles.lead}>
        {page.updating.linkText}
      </NewTabLink>
    </p>
  )
}
