import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { Container } from '~/components/ui/Container.tsx'
import { PageHeader } from '~/components/ui/PageHeader.tsx'
import { Paragraphs } from '~/components/ui/Paragraphs.tsx'
import { firm } from '~/content/firm.ts'
import { pageMeta } from '~/content/meta.ts'
import type { AboutPage } from '~/content/schemas.ts'
import { seo } from '~/lib/seo.ts'
import aboutData from '~content/pages/about.json'

const page = aboutData as AboutPage

export const Route = createFileRoute('/about/')({
  head: () => ({ meta: seo({ abbreviation: firm.abbreviation, ...pageMeta.about }) }),
  component: About,
})

const linkClass = 'inline-flex min-h-11 items-center gap-2 font-semibold text-cedar-800 underline'

function About() {
  return (
    <>
      <PageHeader heading={page.heading}>
        <Paragraphs paragraphs={page.intro} className="mt-3 first:mt-0" />
      </PageHeader>
      <Container className="grid gap-12 py-12 lg:grid-cols-2">
        <section aria-labelledby="story-heading">
          <h2 id="story-heading" className="font-serif text-2xl font-semibold text-cedar-900">
            {page.story.heading}
          </h2>
          <p className="mt-3 text-lg text-ink-soft">{page.story.intro}</p>
          <Paragraphs paragraphs={page.story.paragraphs} className="mt-4" />
        </section>
        <section aria-labelledby="values-heading">
          <h2 id="values-heading" className="font-serif text-2xl font-semibold text-cedar-900">
            {page.values.heading}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {page.values.items.map((item) => (
              <li key={item.title} className="rounded-lg border border-cedar-100 bg-white p-5">
                <h3 className="font-semibold text-cedar-900">{item.title}</h3>
                <p className="mt-2 text-ink-soft">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </Container>
      <section aria-labelledby="people-heading" className="bg-white">
        <Container className="py-12">
          <h2 id="people-heading" className="font-serif text-2xl font-semibold text-cedar-900">
            {page.team.heading}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-ink-soft">{page.team.intro}</p>
          <p className="mt-4 flex flex-wrap gap-x-8">
            <Link to="/about/team/" className={linkClass}>
              {page.team.partnersLinkText}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to="/about/team/associates/" className={linkClass}>
              {page.team.associatesLinkText}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </Container>
      </section>
    </>
  )
}
