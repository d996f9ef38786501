import page from 'content:pages/services'
import services from 'content:services'
import { createFileRoute } from '@tanstack/react-router'
import { ClosingCallout } from '~/components/sections/ClosingCallout.tsx'
import { ServiceCard } from '~/components/sections/ServiceCard.tsx'
import { Container } from '~/components/ui/Container.tsx'
import { PageHeader } from '~/components/ui/page-parts.tsx'
import { pageHead } from '~/lib/page-head.ts'

export const Route = createFileRoute('/services')({
  head: () => pageHead('/services/'),
  component: Services,
})

function Services() {
  return (
    <>
      <PageHeader copy={page} />
      <Container className="grid gap-6 py-12 md:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <ServiceCard key={service.slug} service={service} />
        ))}
      </Container>
      <ClosingCallout copy={page.closing} />
    </>
  )
}
