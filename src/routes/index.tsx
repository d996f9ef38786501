import firmDetails from 'content:firm'
import firm from 'content:firm/summary'
import page from 'content:pages/home'
import languageCodes from 'content:partners/language-codes'
import pictures from 'content:partners/pictures'
import partnerSummaries from 'content:partners/summary'
import resources from 'content:resources'
import serviceSummaries from 'content:services/summary'
import site from 'content:site/summary'
import { createFileRoute, Link, useMatch } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { CreditCard, Phone, Upload } from 'lucide-react'
import { NewTabLink } from '~/components/layout/NewTabLink.tsx'
import { ClosingCallout } from '~/components/sections/ClosingCallout.tsx'
import { NextDeadlines } from '~/components/sections/NextDeadlines.tsx'
import { PersonCard } from '~/components/sections/PersonCard.tsx'
import { ResourceCard } from '~/components/sections/ResourceCard.tsx'
import { ServiceItems } from '~/components/sections/ServiceItems.tsx'
import { Container } from '~/components/ui/Container.tsx'
import { KeptMarkup } from '~/components/ui/KeptMarkup.tsx'
import { Band, PartnerViewLink } from '~/components/ui/page-parts.tsx'
import { headingRuns, runs } from '~/components/ui/runs.tsx'
import { buttonStyles } from '~/components/ui/styles.ts'
import { pictureOf } from '~/lib/images.ts'
import { pageHead, pageMeta } from '~/lib/page-head.ts'
import { displayName, titleOf } from '~/lib/partners.ts'
import { firmJsonLd } from '~/lib/structured-data.ts'

/** The firm for search engines, from its whole file: the prerendered page's alone (src/components/ui/server-markup.ts). */
const firmData = createIsomorphicFn().server(() => [
  firmJsonLd(firmDetails, serviceSummaries, languageCodes, { catalogName: pageMeta('/services/').title ?? '' }),
])
/** The services at a glance, as the server renders them: the prerendered page's alone (KeptMarkup). */
const serverServices = createIsomorphicFn().server(() => ServiceItems)
/** The deadlines' and the services' items, fetched by the browser alone: the server renders them itself (KeptMarkup). */
const browserItems = createIsomorphicFn().client(() =>
  Promise.all([
    import('~/components/sections/NextDeadlineItems.tsx'),
    import('~/components/sections/ServiceItems.tsx'),
  ]).then(([deadlines, services]) => ({ deadlines: deadlines.NextDeadlineItems, services: services.ServiceItems })),
)

export const Route = createFileRoute('/')({
  // The home page's deadlines and services, their data and code, for a visitor a click brings here
  // (KeptMarkup): the page the browser loads has them as markup, so neither its first visit nor the
  // server's data for it carries them. Hydration never runs a loader, so this one runs on every preload, the
  // page's own included (prefetch-routes.ts): coming back to it by a click waits for nothing.
  loader: () => browserItems(),
  shouldReload: true,
  head: () =>
    pageHead('/', {
      structuredData: firmData(),
    }),
  component: Home,
})

function Home() {
  const { hero } = page
  // Not `Route.useLoaderData()`, which throws once the page is no longer the router's: on a slow
  // phone a click can leave this page while React is still hydrating it (the hydration mark waits
  // 200 ms in Safari, which has no idle callback), and React would report the error it recovers from.
  const items = useMatch({ from: Route.id, shouldThrow: false, select: (match) => match.loaderData })
  return (
    <>
      <section aria-labelledby="hero-heading" className="bg-cedar-50">
        <Container className="py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-accent">{runs(hero.eyebrow)}</p>
          <h1
            id="hero-heading"
            className="mt-3 max-w-3xl font-serif text-4xl font-semibold tracking-tight text-cedar-900 sm:text-5xl"
          >
            {headingRuns(hero.heading)}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-soft sm:text-xl">{runs(hero.text)}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <NewTabLink href={firm.uploadPortalUrl} className={buttonStyles.primary}>
              {(named) => (
                <>
                  <Upload aria-hidden="true" className="size-5" />
                  {named(runs(site.shortcuts.upload.text))}
                </>
              )}
            </NewTabLink>
            <Link to="/invoice/" className={buttonStyles.secondary}>
              <CreditCard aria-hidden="true" className="size-5" />
              {runs(site.shortcuts.pay.text)}
            </Link>
            <a href={`tel:${firm.phone.tel}`} className={buttonStyles.secondary}>
              <Phone aria-hidden="true" className="size-5" />
              {runs(hero.callLabel)} <span className="phone-number">{firm.phone.display}</span>
            </a>
          </div>
        </Container>
      </section>

      <Band id="services-heading" copy={page.services} linkTo="/services/" size="large">
        <KeptMarkup
          as="ul"
          Items={serverServices() ?? items?.services}
          className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        />
      </Band>

      <Band id="partners-heading" copy={page.partners} linkTo="/about/team/" size="large" className="bg-white">
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {partnerSummaries.map((partner) => (
            <li key={partner.slug}>
              <PersonCard
                image={pictureOf(pictures, partner.image)}
                // One column on phones, three from sm; the card has 1.3rem of padding and border a side.
                imageSizes="(min-width: 1152px) 305px, (min-width: 640px) calc(33vw - 4.5rem), calc(100vw - 4.625rem)"
                title={titleOf(partner)}
                name={
                  <PartnerViewLink slug={partner.slug} className="underline-offset-4 hover:underline">
                    {headingRuns(displayName(partner))}
                  </PartnerViewLink>
                }
              />
            </li>
          ))}
        </ul>
      </Band>

      <Band
        id="deadlines-heading"
        copy={page.deadlines}
        linkTo="/resources/deadlines/"
        size="large"
        className="bg-cedar-50"
      >
        <NextDeadlines items={items?.deadlines} />
      </Band>

      <Band id="resources-heading" copy={page.resources} size="large">
        <div className="mt-8 grid gap-6">
          {resources.map((resource) => (
            <ResourceCard key={resource.slug} resource={resource} headingLevel="h3" />
          ))}
        </div>
      </Band>

      <ClosingCallout copy={page.closing} />
    </>
  )
}
