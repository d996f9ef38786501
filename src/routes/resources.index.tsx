import page from 'content:pages/resources'
import resources from 'content:resources'
import { createFileRoute } from '@tanstack/react-router'
import { ContactLines } from '~/components/sections/ContactLines.tsx'
import { ResourceCard } from '~/components/sections/ResourceCard.tsx'
import { Container } from '~/components/ui/Container.tsx'
import { PageHeader } from '~/components/ui/page-parts.tsx'
import { pageHead } from '~/lib/page-head.ts'

export const Route = createFileRoute('/resources/')({
  head: () => pageHead('/resources/'),
  component: Resources,
})

function Resources() {
  return (
    <>
      <PageHeader copy={page}>
        <ContactLines className="mt-2 text-base" />
      </PageHeader>
      <Container className="grid gap-6 py-12">
        {resources.map((resource) => (
          <ResourceCard key={resource.slug} resource={resource} />
        ))}
      </Container>
    </>
  )
}
