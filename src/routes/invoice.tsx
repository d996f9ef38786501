import { createFileRoute } from '@tanstack/react-router'
import { ExternalLink, ShieldCheck } from 'lucide-react'
import { NewTabLink } from '~/components/layout/NewTabLink.tsx'
import { ContactLines } from '~/components/sections/ContactLines.tsx'
import { OfficeHours } from '~/components/sections/OfficeHours.tsx'
import { buttonStyles } from '~/components/ui/button-styles.ts'
import { Container } from '~/components/ui/Container.tsx'
import { PageHeader } from '~/components/ui/PageHeader.tsx'
import { firm } from '~/content/firm.ts'
import { pageMeta } from '~/content/meta.ts'
import type { InvoicePage } from '~/content/schemas.ts'
import { seo } from '~/lib/seo.ts'
import invoicePage from '~content/pages/invoice.json'

const page = invoicePage as InvoicePage

export const Route = createFileRoute('/invoice')({
  head: () => ({
    meta: seo({ abbreviation: firm.abbreviation, description: pageMeta.invoice.description, noindex: true }),
  }),
  component: Invoice,
})

const headingClass = 'font-serif text-xl font-semibold text-cedar-900'

function Invoice() {
  return (
    <>
      <PageHeader heading={page.heading}>
        <p>{page.purpose}</p>
        <div className="mt-6">
          <NewTabLink href={firm.paymentUrl} className={buttonStyles.primary}>
            {page.payButton}
            <ExternalLink aria-hidden="true" className="size-4" />
          </NewTabLink>
          <p className="mt-2 text-sm">{page.opensNote}</p>
        </div>
      </PageHeader>
      <Container className="grid gap-6 py-12 md:grid-cols-2">
        <section aria-labelledby="needs-heading" className="rounded-lg border border-cedar-100 bg-white p-6">
          <h2 id="needs-heading" className={headingClass}>
            {page.needs.heading}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {page.needs.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="methods-heading" className="rounded-lg border border-cedar-100 bg-white p-6">
          <h2 id="methods-heading" className={headingClass}>
            {page.methods.heading}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {page.methods.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="security-heading" className="rounded-lg bg-cedar-50 p-6 md:col-span-2">
          <h2 id="security-heading" className={`${headingClass} flex items-center gap-2`}>
            <ShieldCheck aria-hidden="true" className="size-5" />
            {page.security.heading}
          </h2>
          <p className="mt-2">{page.security.intro}</p>
        </section>
        <section aria-labelledby="check-heading" className="rounded-lg border border-cedar-100 bg-white p-6">
          <h2 id="check-heading" className={headingClass}>
            {page.check.heading}
          </h2>
          <dl className="mt-3 space-y-3">
            <div>
              <dt className="font-semibold">{page.check.payableLabel}</dt>
              <dd>{firm.remittance.payableTo}</dd>
            </div>
            <div>
              <dt className="font-semibold">{page.check.mailLabel}</dt>
              <dd>
                <address className="not-italic">
                  {firm.remittance.lines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </dd>
            </div>
          </dl>
          <ul className="mt-4 list-disc space-y-1 pl-5">
            {page.check.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="help-heading" className="rounded-lg border border-cedar-100 bg-white p-6">
          <h2 id="help-heading" className={headingClass}>
            {page.help.heading}
          </h2>
          <p className="mt-2">{page.help.intro}</p>
          <ContactLines email={firm.billingEmail} className="mt-2" />
          <h3 className="mt-4 font-semibold text-cedar-900">{page.help.hoursLabel}</h3>
          <div className="mt-2">
            <OfficeHours />
          </div>
        </section>
      </Container>
    </>
  )
}
