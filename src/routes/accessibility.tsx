import page from 'content:pages/accessibility'
import { createFileRoute } from '@tanstack/react-router'
import { ContactLines } from '~/components/sections/ContactLines.tsx'
import { ReviewedPageHeader } from '~/components/sections/ReviewedOn.tsx'
import { Container } from '~/components/ui/Container.tsx'
import { Section } from '~/components/ui/page-parts.tsx'
import { runs } from '~/components/ui/runs.tsx'
import { type Prose, plainText } from '~/content/runs.ts'
import { pageHead } from '~/lib/page-head.ts'

export const Route = createFileRoute('/accessibility')({
  head: () => pageHead('/accessibility/'),
  component: AccessibilityStatement,
})

function ListSection({
  id,
  section,
}: {
  id: string
  section: { heading: Prose; intro: Prose; items: readonly Prose[] }
}) {
  return (
    <Section id={id} heading={section.heading}>
      <p className="mt-3">{runs(section.intro)}</p>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        {section.items.map((item) => (
          <li key={plainText(item)}>{runs(item)}</li>
        ))}
      </ul>
    </Section>
  )
}

function AccessibilityStatement() {
  const { standard, testing, limitations, help } = page
  return (
    <article>
      <ReviewedPageHeader copy={page} reviewed={{ label: page.reviewedLabel, date: page.reviewedOn }} />
      <Container className="py-12">
        <div className="max-w-3xl space-y-10 text-ink">
          <Section id="standard-heading" heading={standard.heading}>
            <p className="mt-3">{runs(standard.intro)}</p>
          </Section>
          <ListSection id="testing-heading" section={testing} />
          <ListSection id="limitations-heading" section={limitations} />
          <Section id="help-heading" heading={help.heading}>
            <p className="mt-3">{runs(help.intro)}</p>
            <ContactLines className="mt-3 text-lg" />
            <p className="mt-3">{runs(help.responseTime)}</p>
          </Section>
        </div>
      </Container>
    </article>
  )
}
