import season from 'content:checklist/season'
import copy from 'content:checklist/words'
import firm from 'content:firm/summary'
import site from 'content:site/summary'
import { createFileRoute, useMatch } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { Printer, Upload } from 'lucide-react'
import { NewTabLink } from '~/components/layout/NewTabLink.tsx'
import { ChecklistForm } from '~/components/sections/ChecklistForm.tsx'
import { ClosingCallout } from '~/components/sections/ClosingCallout.tsx'
import { Container } from '~/components/ui/Container.tsx'
import { Filled } from '~/components/ui/filled.tsx'
import { KeptMarkup } from '~/components/ui/KeptMarkup.tsx'
import { PageHeader, Section } from '~/components/ui/page-parts.tsx'
import { runs } from '~/components/ui/runs.tsx'
import { buttonStyles } from '~/components/ui/styles.ts'
import { pageHead } from '~/lib/page-head.ts'

const PATH = '/resources/what-to-bring/'

/** The situations and their documents as the server renders them: the prerendered page's alone (KeptMarkup). */
const serverForm = createIsomorphicFn().server(() => ChecklistForm)
/** The same, fetched by the browser alone for a page reached by a click: the server renders them itself. */
const browserForm = createIsomorphicFn().client(() =>
  import('~/components/sections/ChecklistForm.tsx').then((module) => module.ChecklistForm),
)

export const Route = createFileRoute('/resources/what-to-bring')({
  head: () => pageHead(PATH),
  loader: () => browserForm(),
  shouldReload: true,
  component: WhatToBring,
})

function WhatToBring() {
  // Not `Route.useLoaderData()`, which throws once the page is no longer the router's (src/routes/index.tsx says why).
  const loaded = useMatch({ from: Route.id, shouldThrow: false, select: (match) => match.loaderData })
  return (
    <article>
      <PageHeader copy={copy}>
        {season.year !== undefined ? (
          <p className="mt-3 font-semibold text-cedar-900">
            <Filled pattern={copy.season} parts={{ year: String(season.year), date: season.due ?? '' }} />
          </p>
        ) : null}
      </PageHeader>
      <Container className="py-10">
        {/* The printed list's own heading and contact line: the page's header and footer do not print. */}
        <div data-printed="" className="hidden print:block">
          <p className="text-xl font-semibold">
            <Filled pattern={copy.print.heading} parts={{ firm: firm.name }} />
          </p>
          <p className="mt-1">
            <Filled
              pattern={copy.print.contact}
              parts={{
                phone: <span className="phone-number">{firm.phone.display}</span>,
                upload: firm.uploadPortalUrl,
              }}
            />
          </p>
        </div>
        <p className="flex flex-wrap items-center gap-3 text-ink-soft print:hidden">
          {runs(copy.printText)}
          <button type="button" onClick={() => window.print()} className={`needs-script ${buttonStyles.secondary}`}>
            <Printer aria-hidden="true" className="size-5" />
            {runs(copy.printButton)}
          </button>
        </p>
        <KeptMarkup as="div" Items={serverForm() ?? loaded} />

        <Section id="send-heading" heading={copy.send.heading} className="mt-12 max-w-3xl print:hidden">
          <p className="mt-3">{runs(copy.send.text)}</p>
          <p className="mt-4">
            <NewTabLink href={firm.uploadPortalUrl} className={buttonStyles.primary}>
              {(named) => (
                <>
                  <Upload aria-hidden="true" className="size-5" />
                  {named(runs(site.shortcuts.upload.text))}
                </>
              )}
            </NewTabLink>
          </p>
        </Section>
      </Container>
      <div className="print:hidden">
        <ClosingCallout copy={copy.closing} />
      </div>
    </article>
  )
}
