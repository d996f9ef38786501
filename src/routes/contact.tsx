import firm from 'content:firm'
import page from 'content:pages/contact'
import serviceSummaries from 'content:services/summary'
import { createFileRoute } from '@tanstack/react-router'
import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { Shortcuts } from '~/components/layout/Shortcuts.tsx'
import { OfficeHours } from '~/components/sections/OfficeHours.tsx'
import { Container } from '~/components/ui/Container.tsx'
import { cn } from '~/components/ui/cn.ts'
import { PageHeader, Section } from '~/components/ui/page-parts.tsx'
import { headingStyles } from '~/components/ui/styles.ts'
import { pageMeta } from '~/content/meta.ts'
import { seo } from '~/lib/seo.ts'
import { firmJsonLd, jsonLdScript } from '~/lib/structured-data.ts'

export const Route = createFileRoute('/contact')({
  head: () => ({
    meta: seo({ abbreviation: firm.abbreviation, ...pageMeta('/contact/') }),
    scripts: [jsonLdScript(firmJsonLd(firm, serviceSummaries))],
  }),
  component: Contact,
})

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-cedar-800 underline hover:text-cedar-900'

function Panel({ id, heading, icon, children }: { id: string; heading: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Section
      id={id}
      heading={
        <>
          {icon}
          {heading}
        </>
      }
      className="rounded-lg border border-cedar-100 bg-white p-6 shadow-sm"
      headingClassName={cn('flex items-center gap-2', headingStyles.panel)}
    >
      <div className="mt-3">{children}</div>
    </Section>
  )
}

function Contact() {
  const { address } = firm
  return (
    <>
      <PageHeader heading={page.heading}>
        <p>{page.intro}</p>
      </PageHeader>
      <Container className="grid gap-6 py-12 md:grid-cols-2">
        <Panel id="visit-heading" heading={page.visitHeading} icon={<MapPin aria-hidden="true" className="size-5" />}>
          <address className="not-italic">
            {firm.legalName}
            <br />
            {address.street}
            {address.suite ? `, ${address.suite}` : ''}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
          <a href={firm.mapsUrl} className={linkClass}>
            {page.mapLinkText}
          </a>
        </Panel>
        <Panel id="hours-heading" heading={page.hoursHeading} icon={<Clock aria-hidden="true" className="size-5" />}>
          <OfficeHours />
        </Panel>
        <Panel id="call-heading" heading={page.callHeading} icon={<Phone aria-hidden="true" className="size-5" />}>
          <a href={`tel:${firm.phone.tel}`} className={`${linkClass} text-xl`}>
            {firm.phone.display}
          </a>
        </Panel>
        <Panel id="email-heading" heading={page.emailHeading} icon={<Mail aria-hidden="true" className="size-5" />}>
          <a href={`mailto:${firm.email}`} className={`${linkClass} break-all text-xl`}>
            {firm.email}
          </a>
        </Panel>
        <Section
          id="shortcuts-heading"
          heading={page.shortcutsHeading}
          className="md:col-span-2"
          headingClassName={headingStyles.panel}
        >
          <Shortcuts className="mt-3 flex-col sm:flex-row" />
        </Section>
      </Container>
    </>
  )
}
