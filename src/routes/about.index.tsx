import firm from 'content:firm'
import page from 'content:pages/about'
import { createFileRoute } from '@tanstack/react-router'
import { NewTabLink } from '~/components/layout/NewTabLink.tsx'
import { Container } from '~/components/ui/Container.tsx'
import { Paragraphs } from '~/components/ui/Paragraphs.tsx'
import { ArrowLink, Band, PageHeader, Section } from '~/components/ui/page-parts.tsx'
import { pageMeta } from '~/content/meta.ts'
import { seo } from '~/lib/seo.ts'

export const Route = createFileRoute('/about/')({
  head: () => ({ meta: seo({ abbreviation: firm.abbreviation, ...pageMeta('/about/') }) }),
  component: About,
})

function About() {
  return (
    <>
      <PageHeader heading={page.heading}>
        <Paragraphs paragraphs={page.intro} className="mt-3 first:mt-0" />
      </PageHeader>
      <Container className="grid gap-12 py-12 lg:grid-cols-2">
        <Section id="story-heading" heading={page.story.heading}>
          <p className="mt-3 text-lg text-ink-soft">{page.story.intro}</p>
          <Paragraphs paragraphs={page.story.paragraphs} className="mt-4" />
        </Section>
        <Section id="values-heading" heading={page.values.heading}>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {page.values.items.map((item) => (
              <li key={item.title} className="rounded-lg border border-cedar-100 bg-white p-5">
                <h3 className="font-semibold text-cedar-900">{item.title}</h3>
                <p className="mt-2 text-ink-soft">{item.text}</p>
              </li>
            ))}
          </ul>
        </Section>
      </Container>
      <Band id="people-heading" copy={page.team} className="bg-white">
        <p className="mt-4 flex flex-wrap gap-x-8">
          <ArrowLink to="/about/team/">{page.team.partnersLinkText}</ArrowLink>
          <ArrowLink to="/about/team/associates/">{page.team.associatesLinkText}</ArrowLink>
        </p>
      </Band>
      <Band id="license-heading" copy={page.license} className="bg-cedar-50">
        {page.license.licenseNumber ? (
          <p className="mt-3">
            {page.license.numberLabel}: {page.license.licenseNumber}
          </p>
        ) : null}
        <p className="mt-4">
          <NewTabLink
            href={page.license.lookupUrl}
            className="inline-flex min-h-11 items-center font-semibold text-cedar-800 underline hover:text-cedar-900"
          >
            {page.license.linkText}
          </NewTabLink>
        </p>
      </Band>
    </>
  )
}
