import firm from 'content:firm'
import page from 'content:pages/invoice'
import { createFileRoute } from '@tanstack/react-router'
import { ExternalLink, ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { NewTabLink } from '~/components/layout/NewTabLink.tsx'
import { ContactLines } from '~/components/sections/ContactLines.tsx'
import { OfficeHours } from '~/components/sections/OfficeHours.tsx'
import { Container } from '~/components/ui/Container.tsx'
import { cn } from '~/components/ui/cn.ts'
import { PageHeader, Section } from '~/components/ui/page-parts.tsx'
import { headingRuns, runs } from '~/components/ui/runs.tsx'
import { buttonStyles, headingStyles } from '~/components/ui/styles.ts'
import { type Prose, plainText } from '~/content/runs.ts'
import { pageHead } from '~/lib/page-head.ts'

export const Route = createFileRoute('/invoice')({
  head: () => pageHead('/invoice/', { noindex: true }),
  component: Invoice,
})

/** A bordered box of the page, named by its heading. */
function Box({ id, heading, children }: { id: string; heading: Prose | ReactNode; children: ReactNode }) {
  return (
    <Section
      id={id}
      heading={heading}
      className="rounded-lg border border-cedar-100 bg-white p-6"
      headingClassName={headingStyles.panel}
    >
      {children}
    </Section>
  )
}

function BulletList({ items, className }: { items: readonly Prose[]; className: string }) {
  return (
    <ul className={cn(className, 'list-disc space-y-1 pl-5')}>
      {items.map((item) => (
        <li key={plainText(item)}>{runs(item)}</li>
      ))}
    </ul>
  )
}

function Invoice() {
  return (
    <>
      <PageHeader copy={{ heading: page.heading }}>
        <p>{runs(page.purpose)}</p>
        <div className="mt-6">
          <NewTabLink href={firm.paymentUrl} className={buttonStyles.primary}>
            {(named) => (
              <>
                {named(runs(page.payButton))}
                <ExternalLink aria-hidden="true" className="size-4" />
              </>
            )}
          </NewTabLink>
          <p className="mt-2 text-sm">{runs(page.opensNote)}</p>
        </div>
      </PageHeader>
      <Container className="grid gap-6 py-12 md:grid-cols-2">
        <Box id="needs-heading" heading={page.needs.heading}>
          <BulletList items={page.needs.items} className="mt-3" />
        </Box>
        <Box id="methods-heading" heading={page.methods.heading}>
          <BulletList items={page.methods.items} className="mt-3" />
        </Box>
        <Section
          id="security-heading"
          heading={
            <>
              <ShieldCheck aria-hidden="true" className="size-5" />
              {runs(page.security.heading)}
            </>
          }
          className="rounded-lg bg-cedar-50 p-6 md:col-span-2"
          headingClassName={cn(headingStyles.panel, 'flex items-center gap-2')}
        >
          <p className="mt-2">{runs(page.security.intro)}</p>
        </Section>
        <Box id="check-heading" heading={page.check.heading}>
          <dl className="mt-3 space-y-3">
            <div>
              <dt className="font-semibold">{runs(page.check.payableLabel)}</dt>
              <dd>{firm.remittance.payableTo}</dd>
            </div>
            <div>
              <dt className="font-semibold">{runs(page.check.mailLabel)}</dt>
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
          <BulletList items={page.check.steps} className="mt-4" />
        </Box>
        <Box id="help-heading" heading={page.help.heading}>
          <p className="mt-2">{runs(page.help.intro)}</p>
          <ContactLines email={firm.billingEmail} className="mt-2" />
          <h3 className="mt-4 font-semibold text-cedar-900">{headingRuns(page.help.hoursLabel)}</h3>
          <div className="mt-2">
            <OfficeHours />
          </div>
        </Box>
      </Container>
    </>
  )
}
