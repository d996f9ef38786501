import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowRight, CreditCard, Phone, Upload } from 'lucide-react'
import { NewTabLink } from '~/components/layout/NewTabLink.tsx'
import { ClosingCallout } from '~/components/sections/ClosingCallout.tsx'
import { PersonCard } from '~/components/sections/PersonCard.tsx'
import { ResourceCard } from '~/components/sections/ResourceCard.tsx'
import { buttonStyles } from '~/components/ui/button-styles.ts'
import { Container } from '~/components/ui/Container.tsx'
import { PartnerViewLink } from '~/components/ui/PartnerViewLink.tsx'
import { firm } from '~/content/firm.ts'
import { displayName, pageMeta, partnerSummaries, serviceSummaries } from '~/content/meta.ts'
import { resources } from '~/content/resources.ts'
import type { HomePage } from '~/content/schemas.ts'
import { site } from '~/content/site.ts'
import { seo } from '~/lib/seo.ts'
import { firmJsonLd, jsonLdScript } from '~/lib/structured-data.ts'
import homeData from '~content/pages/home.json'

const page = homeData as HomePage

export const Route = createFileRoute('/')({
  head: () => ({
    meta: seo({ abbreviation: firm.abbreviation, description: pageMeta.home.description }),
    scripts: [jsonLdScript(firmJsonLd(firm, serviceSummaries))],
  }),
  component: Home,
})

function SectionHeading({ id, heading, intro }: { id: string; heading: string; intro: string }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="font-serif text-3xl font-semibold tracking-tight text-cedar-900">
        {heading}
      </h2>
      <p className="mt-3 text-lg text-ink-soft">{intro}</p>
    </div>
  )
}

function Home() {
  const { hero } = page
  return (
    <>
      <section aria-labelledby="hero-heading" className="bg-cedar-50">
        <Container className="py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-accent">{hero.eyebrow}</p>
          <h1
            id="hero-heading"
            className="mt-3 max-w-3xl font-serif text-4xl font-semibold tracking-tight text-cedar-900 sm:text-5xl"
          >
            {hero.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-soft sm:text-xl">{hero.text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <NewTabLink href={firm.uploadPortalUrl} className={buttonStyles.primary}>
              <Upload aria-hidden="true" className="size-5" />
              {site.shortcuts.upload.text}
            </NewTabLink>
            <Link to="/invoice/" className={buttonStyles.secondary}>
              <CreditCard aria-hidden="true" className="size-5" />
              {site.shortcuts.pay.text}
            </Link>
            <a href={`tel:${firm.phone.tel}`} className={buttonStyles.secondary}>
              <Phone aria-hidden="true" className="size-5" />
              {hero.callLabel} {firm.phone.display}
            </a>
          </div>
        </Container>
      </section>

      <section aria-labelledby="services-heading">
        <Container className="py-14">
          <SectionHeading id="services-heading" heading={page.services.heading} intro={page.services.intro} />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {serviceSummaries.map((service) => (
              <li key={service.slug}>
                <Link
                  to="/services/"
                  hash={service.slug}
                  className="block h-full rounded-lg border border-cedar-100 bg-white p-5 shadow-sm hover:border-cedar-600"
                >
                  <h3 className="font-serif text-xl font-semibold text-cedar-900">{service.title}</h3>
                  <p className="mt-1 text-sm font-semibold uppercase tracking-wide text-amber-accent">
                    {service.subtitle}
                  </p>
                  <p className="mt-3 text-ink-soft">{service.summary}</p>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to="/services/"
            className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-cedar-800 underline"
          >
            {page.services.linkText}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Container>
      </section>

      <section aria-labelledby="partners-heading" className="bg-white">
        <Container className="py-14">
          <SectionHeading id="partners-heading" heading={page.partners.heading} intro={page.partners.intro} />
          <ul className="mt-8 grid gap-6 sm:grid-cols-3">
            {partnerSummaries.map((partner) => (
              <li key={partner.slug}>
                <PersonCard
                  image={partner.image}
                  // One column on phones, three from sm; the card has 1.3rem of padding and border a side.
                  imageSizes="(min-width: 1152px) 305px, (min-width: 640px) calc(33vw - 4.5rem), calc(100vw - 4.625rem)"
                  title={partner.title}
                  name={
                    <PartnerViewLink slug={partner.slug} className="underline-offset-4 hover:underline">
                      {displayName(partner)}
                    </PartnerViewLink>
                  }
                />
              </li>
            ))}
          </ul>
          <Link
            to="/about/team/"
            className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-cedar-800 underline"
          >
            {page.partners.linkText}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Container>
      </section>

      <section aria-labelledby="resources-heading">
        <Container className="py-14">
          <SectionHeading id="resources-heading" heading={page.resources.heading} intro={page.resources.intro} />
          <div className="mt-8 grid gap-6">
            {resources.map((resource) => (
              <ResourceCard key={resource.slug} resource={resource} headingLevel="h3" />
            ))}
          </div>
        </Container>
      </section>

      <ClosingCallout heading={page.closing.heading} intro={page.closing.intro} buttonText={page.closing.buttonText} />
    </>
  )
}
