import page from 'content:pages/about'
import { createFileRoute } from '@tanstack/react-router'
import { LicenseLink } from '~/components/sections/facts.tsx'
import { Container } from '~/components/ui/Container.tsx'
import { Paragraphs } from '~/components/ui/Paragraphs.tsx'
import { ArrowLink, Band, PageHeader, Section } from '~/components/ui/page-parts.tsx'
import { headingRuns, runs } from '~/components/ui/runs.tsx'
import { plainText } from '~/content/runs.ts'
import { pageHead } from '~/lib/page-head.ts'

export const Route = createFileRoute('/about/')({
  head: () => pageHead('/about/'),
  component: About,
})

function About() {
  return (
    <>
      <PageHeader copy={{ heading: page.heading }}>
        <Paragraphs paragraphs={page.intro} className="mt-3 first:mt-0" />
      </PageHeader>
      <Container className="grid gap-12 py-12 lg:grid-cols-2">
        <Section id="story-heading" heading={page.story.heading}>
          <p className="mt-3 text-lg text-ink-soft">{runs(page.story.intro)}</p>
          <Paragraphs paragraphs={page.story.paragraphs} className="mt-4" />
        </Section>
        <Section id="values-heading" heading={page.values.heading}>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {page.values.items.map((item) => (
              <li key={plainText(item.title)} className="rounded-lg border border-cedar-100 bg-white p-5">
                <h3 className="font-semibold text-cedar-900">{headingRuns(item.title)}</h3>
                <p className="mt-2 text-ink-soft">{runs(item.text)}</p>
              </li>
            ))}
          </ul>
        </Section>
      </Container>
      <Band id="people-heading" copy={page.team} className="bg-white">
        <p className="mt-4 flex flex-wrap gap-x-8">
          <ArrowLink to="/about/team/">{runs(page.team.partnersLinkText)}</ArrowLink>
          <ArrowLink to="/about/team/associates/">{runs(page.team.associatesLinkText)}</ArrowLink>
        </p>
      </Band>
      <Band id="license-heading" copy={page.license} className="bg-cedar-50">
        <LicenseLink
          number={page.license.licenseNumber}
          numberLabel={page.license.numberLabel}
          href={page.license.lookupUrl}
        >
          {page.license.linkText}
        </LicenseLink>
      </Band>
    </>
  )
}
