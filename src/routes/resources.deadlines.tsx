import list from 'content:deadlines/about'
import firm from 'content:firm/summary'
import joins from 'content:locale/joins'
import page from 'content:pages/deadlines'
import { createFileRoute, Link, useMatch } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { CalendarPlus, Download } from 'lucide-react'
import { NewTabLink } from '~/components/layout/NewTabLink.tsx'
import { ClosingCallout } from '~/components/sections/ClosingCallout.tsx'
import { DatedDeadlines } from '~/components/sections/DatedDeadlines.tsx'
import { ReviewedPageHeader } from '~/components/sections/ReviewedOn.tsx'
import { UpdatingNote } from '~/components/sections/UpdatingNote.tsx'
import { Container } from '~/components/ui/Container.tsx'
import { DatedScript } from '~/components/ui/DatedScript.tsx'
import { Filled } from '~/components/ui/filled.tsx'
import { KeptMarkup } from '~/components/ui/KeptMarkup.tsx'
import { Section } from '~/components/ui/page-parts.tsx'
import { headingRuns, runs } from '~/components/ui/runs.tsx'
import { buttonStyles, headingStyles, linkStyles } from '~/components/ui/styles.ts'
import type { Prose } from '~/content/runs.ts'
import { inThisLanguage } from '~/lib/edition.ts'
import { pageHead } from '~/lib/page-head.ts'
import { absoluteUrl, deadlinesFeedPath } from '~/lib/paths.ts'

const PATH = '/resources/deadlines/'

/** The deadlines as the server renders them: the prerendered page's alone (KeptMarkup). */
const serverList = createIsomorphicFn().server(() => DatedDeadlines)
/** The deadlines, fetched by the browser alone for a page reached by a click: the server renders them itself. */
const browserList = createIsomorphicFn().client(() =>
  import('~/components/sections/DatedDeadlines.tsx').then((module) => module.DatedDeadlines),
)

export const Route = createFileRoute('/resources/deadlines')({
  // The page's summary only: head() is in the code every page loads, the copy loads with the page.
  head: () => pageHead(PATH),
  // The deadlines, their data and code, for a visitor a click brings here, as the home page's (src/routes/index.tsx).
  loader: () => browserList(),
  shouldReload: true,
  component: Deadlines,
})

/** This language's feed, the whole calendar's or a group's: each edition has its own, in its words (postbuild/main.ts). */
const feedPath = (group?: string) => inThisLanguage(deadlinesFeedPath(group))
/** The feed as calendar apps subscribe to it: the same address with the webcal scheme. */
const subscribeUrl = (group?: string) => absoluteUrl(firm.siteUrl, feedPath(group)).replace(/^https:/, 'webcal:')
/** The groups the filter offers, each with its feed. */
const groups = Object.entries(page.filter.audiences)

function Deadlines() {
  // Not `Route.useLoaderData()`, which throws once the page is no longer the router's (src/routes/index.tsx says why).
  const loaded = useMatch({ from: Route.id, shouldThrow: false, select: (match) => match.loaderData })
  return (
    <article>
      <ReviewedPageHeader copy={page} reviewed={{ label: page.reviewedLabel, date: list.reviewedOn }} />
      <Container className="py-10">
        {list.updating ? <UpdatingNote className="mb-8" /> : null}
        <p className="mb-8 print:hidden">
          <Filled
            pattern={joins.space}
            parts={{
              a: runs(page.bring.text),
              b: (
                <Link to="/resources/what-to-bring/" className={linkStyles.lead}>
                  {runs(page.bring.linkText)}
                </Link>
              ),
            }}
          />
        </p>

        {/* The filter is CSS alone (app.css, `.deadlines`), so it works before and without JavaScript. */}
        <div className="deadlines">
          <fieldset className="print:hidden">
            <legend className="font-semibold text-cedar-900">{runs(page.filter.legend)}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              <FilterChoice id="for-everyone" label={page.filter.everyone} checked />
              {groups.map(([group, label]) => (
                <FilterChoice key={group} id={`for-${group}`} label={label} />
              ))}
            </div>
          </fieldset>

          {/* Each choice's own feed beside the filter: the stylesheet shows the chosen one's (app.css). */}
          <section
            aria-labelledby="subscribe-heading"
            className="mt-6 rounded-lg border border-cedar-100 bg-white p-6 print:hidden"
          >
            <h2 id="subscribe-heading" className={headingStyles.panel}>
              {headingRuns(page.subscribe.heading)}
            </h2>
            <p className="mt-2 max-w-3xl text-ink-soft">{runs(page.subscribe.text)}</p>
            {[undefined, ...groups.map(([group]) => group)].map((group) => (
              <p key={group ?? 'everyone'} data-feed-for={group ?? 'everyone'} className="mt-4 flex flex-wrap gap-3">
                <a href={subscribeUrl(group)} className={buttonStyles.primary}>
                  <CalendarPlus aria-hidden="true" className="size-5" />
                  {runs(page.subscribe.subscribeText)}
                </a>
                <a href={feedPath(group)} download className={buttonStyles.secondary}>
                  <Download aria-hidden="true" className="size-5" />
                  {runs(page.subscribe.downloadText)}
                </a>
              </p>
            ))}
          </section>

          <KeptMarkup as="div" Items={serverList() ?? loaded} />
          <DatedScript />
        </div>

        <Section id="note-heading" heading={page.note.heading} className="mt-12 max-w-3xl">
          <p className="mt-3">{runs(page.note.text)}</p>
          <p className="mt-2">
            <NewTabLink href={page.note.url} hrefLang={page.note.language} className={linkStyles.lead}>
              {runs(page.note.linkText)}
            </NewTabLink>
          </p>
        </Section>

        <Section id="sources-heading" heading={page.sourcesHeading} className="mt-10 max-w-3xl">
          <ul className="mt-3 list-disc space-y-1 pl-6">
            {list.sources.map((source) => (
              <li key={source.url}>
                <NewTabLink href={source.url} hrefLang={source.language} className={linkStyles.source}>
                  {runs(source.title)}
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

function FilterChoice({ id, label, checked }: { id: string; label: Prose; checked?: boolean }) {
  return (
    <label
      htmlFor={id}
      className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-cedar-200 bg-white px-4 py-2 has-[:checked]:border-cedar-800 has-[:checked]:bg-cedar-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus"
    >
      <input type="radio" id={id} name="deadlines-for" defaultChecked={checked} className="size-4 accent-cedar-800" />
      {runs(label)}
    </label>
  )
}
