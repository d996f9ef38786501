import firm from 'content:firm'
import page from 'content:pages/accessibility'
import { createFileRoute } from '@tanstack/react-router'
import { ContactLines } from '~/components/sections/ContactLines.tsx'
import { Container } from '~/components/ui/Container.tsx'
import { PageHeader, Section } from '~/components/ui/page-parts.tsx'
import { pageMeta } from '~/content/meta.ts'
import { formatIsoDate } from '~/lib/dates.ts'
import { seo } from '~/lib/seo.ts'
import { breadcrumbJsonLd, jsonLdScript } from '~/lib/structured-data.ts'
import { navCrumb } from '~/lib/trails.ts'

export const Route = createFileRoute('/accessibility')({
  head: () => ({
    meta: seo({ abbreviation: firm.abbreviation, ...pageMeta('/accessibility/') }),
    // The title from pageMeta, not the page's copy: head() is in the bundle every page loads.
    scripts: [
      jsonLdScript(
        breadcrumbJsonLd(
          [navCrumb('/'), { name: pageMeta('/accessibility/').title ?? '', path: '/accessibility/' }],
          firm,
        ),
      ),
    ],
  }),
  component: AccessibilityStatement,
})

function ListSection({ id, section }: { id: string; section: { heading: string; intro: string; items: string[] } }) {
  return (
    <Section id={id} heading={section.heading}>
      <p className="mt-3">{section.intro}</p>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        {section.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Section>
  )
}

function AccessibilityStatement() {
  const { standard, testing, limitations, help } = page
  return (
    <article>
      <PageHeader heading={page.heading}>
        <p>{page.intro}</p>
        <p className="mt-4 text-base">
          {page.reviewedLabel}: <time dateTime={page.reviewedOn}>{formatIsoDate(page.reviewedOn)}</time>
        </p>
      </PageHeader>
      <Container className="py-12">
        <div className="max-w-3xl space-y-10 text-ink">
          <Section id="standard-heading" heading={standard.heading}>
            <p className="mt-3">{standard.intro}</p>
          </Section>
          <ListSection id="testing-heading" section={testing} />
          <ListSection id="limitations-heading" section={limitations} />
          <Section id="help-heading" heading={help.heading}>
            <p className="mt-3">{help.intro}</p>
            <ContactLines className="mt-3 text-lg" />
            <p className="mt-3">{help.responseTime}</p>
          </Section>
        </div>
      </Container>
    </article>
  )
}
