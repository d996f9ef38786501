import firm from 'content:firm'
import locale from 'content:locale/summary'
import guide from 'content:records'
import recordsSummary from 'content:records/summary'
import { createFileRoute } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { NewTabLink } from '~/components/layout/NewTabLink.tsx'
import { ContactLines } from '~/components/sections/ContactLines.tsx'
import { ReviewedPageHeader } from '~/components/sections/ReviewedOn.tsx'
import { Container } from '~/components/ui/Container.tsx'
import { Paragraphs } from '~/components/ui/Paragraphs.tsx'
import { Labelled, Section } from '~/components/ui/page-parts.tsx'
import { runs } from '~/components/ui/runs.tsx'
import { linkStyles } from '~/components/ui/styles.ts'
import { plainText } from '~/content/runs.ts'
import { pageHead } from '~/lib/page-head.ts'
import { recordsArticleJsonLd } from '~/lib/structured-data.ts'

/** The guide for search engines: the prerendered page's alone (src/components/ui/server-markup.ts). */
const articleData = createIsomorphicFn().server(() => [
  recordsArticleJsonLd(recordsSummary, firm, { path: '/resources/records/', language: locale.tag }),
])

export const Route = createFileRoute('/resources/records')({
  head: () =>
    pageHead('/resources/records/', {
      structuredData: articleData(),
    }),
  component: Records,
})

function Records() {
  return (
    <article>
      <ReviewedPageHeader
        copy={{ heading: guide.heading }}
        reviewed={{ label: guide.reviewedLabel, date: guide.reviewedOn }}
      >
        <Paragraphs paragraphs={guide.intro} className="mt-3 first:mt-0" />
      </ReviewedPageHeader>
      <Container className="py-10">
        {/* Focusable so keyboard users can scroll the table if a narrow screen ever needs it. */}
        <section
          aria-labelledby="records-table-caption"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-cedar-100 bg-white"
        >
          <table className="w-full border-collapse text-left">
            <caption
              id="records-table-caption"
              className="p-4 text-left font-serif text-xl font-semibold text-cedar-900"
            >
              {runs(guide.tableCaption)}
            </caption>
            <thead className="bg-cedar-50">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold text-cedar-900">
                  {runs(guide.columns.situation)}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold text-cedar-900">
                  {runs(guide.columns.keep)}
                </th>
              </tr>
            </thead>
            <tbody>
              {guide.rows.map((row) => (
                <tr key={plainText(row.situation)} className="border-t border-cedar-100 align-top">
                  <th scope="row" className="px-4 py-3 font-medium text-ink">
                    {runs(row.situation)}
                    {row.detail ? (
                      <span className="mt-1 block text-sm font-normal text-ink-soft">{runs(row.detail)}</span>
                    ) : null}
                  </th>
                  <td className="px-4 py-3 font-semibold text-cedar-800">{runs(row.keep)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <p className="mt-4 text-sm text-ink-soft">
          <Labelled label={guide.source.label}>
            <NewTabLink href={guide.source.url} hrefLang={guide.source.language} className={linkStyles.source}>
              {runs(guide.source.title)}
            </NewTabLink>
          </Labelled>
        </p>

        <Section id="notes-heading" heading={guide.notesHeading} className="mt-10 max-w-3xl">
          <Paragraphs paragraphs={guide.notes} className="mt-4" />
        </Section>

        <Section
          id="records-contact-heading"
          heading={guide.closing.heading}
          className="mt-10 rounded-lg bg-cedar-50 p-6"
        >
          <p className="mt-2">{runs(guide.closing.text)}</p>
          <ContactLines className="mt-2" />
        </Section>
      </Container>
    </article>
  )
}
