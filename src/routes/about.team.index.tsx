import firm from 'content:firm'
import page from 'content:pages/team'
import partners from 'content:partners/profiles'
import partnerSummaries from 'content:partners/summary'
import { createFileRoute, useSearch } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { PartnerProfile } from '~/components/sections/PartnerProfile.tsx'
import { Container } from '~/components/ui/Container.tsx'
import { cn } from '~/components/ui/cn.ts'
import { ArrowLink, Band, PageHeader, PartnerViewLink } from '~/components/ui/page-parts.tsx'
import { runs } from '~/components/ui/runs.tsx'
import type { Summary } from '~/content/collections.ts'
import { plainText } from '~/content/runs.ts'
import { pageHead } from '~/lib/page-head.ts'
import { displayName, selectPartner, titleOf } from '~/lib/partners.ts'
import { partnerViewPath } from '~/lib/paths.ts'
import { partnerJsonLd } from '~/lib/structured-data.ts'

/** The partner for search engines: the prerendered page's alone (src/components/ui/server-markup.ts). */
const partnerData = createIsomorphicFn().server((partner: PartnerSummary) => [
  partnerJsonLd(partner, firm, { jobTitle: plainText(titleOf(partner)) }),
])

type PartnerSummary = Summary<'partners'>[number]

interface TeamSearch {
  member?: string
}

export const Route = createFileRoute('/about/team/')({
  // Any value is accepted and never echoed as markup: only a known slug selects a partner.
  validateSearch: (search: Record<string, unknown>): TeamSearch =>
    typeof search.member === 'string' ? { member: search.member } : {},
  head: ({ match }) => {
    const partner = selectPartner(partnerSummaries, match.search.member)
    // Each partner's view is a page of its own; any other value shows the managing partner's.
    const canonical = partner.slug === match.search.member ? partnerViewPath(partner.slug) : '/about/team/'
    return pageHead('/about/team/', {
      canonical,
      structuredData: partnerData(partner),
    })
  },
  component: Team,
})

function Team() {
  // Undefined once the page is no longer the router's, which a click during hydration can bring
  // about (as on the home page, src/routes/index.tsx): the render React then discards needs no partner.
  const member = useSearch({ from: Route.id, shouldThrow: false })?.member
  const selected = selectPartner(partners, member)
  return (
    <>
      <PageHeader copy={page} />
      <Container className="py-10">
        <nav aria-label={page.chooserLabel}>
          <ul className="flex flex-wrap gap-2">
            {partners.map((partner) => {
              const isSelected = partner.slug === selected.slug
              return (
                <li key={partner.slug}>
                  <PartnerViewLink
                    slug={partner.slug}
                    resetScroll={false}
                    aria-current={isSelected ? 'page' : undefined}
                    className={cn(
                      'inline-flex min-h-11 flex-col justify-center rounded-md border px-4 py-2 leading-tight',
                      isSelected
                        ? 'border-cedar-800 bg-cedar-800 text-white'
                        : 'border-cedar-200 bg-white text-cedar-900 hover:border-cedar-600',
                    )}
                  >
                    <span className="font-semibold">{displayName(partner)}</span>
                    <span className={cn('text-sm', isSelected ? 'text-cedar-100' : 'text-ink-soft')}>
                      {runs(titleOf(partner))}
                    </span>
                  </PartnerViewLink>
                </li>
              )
            })}
          </ul>
        </nav>
        <div className="mt-10">
          <PartnerProfile partner={selected} />
        </div>
      </Container>
      <Band id="associates-heading" copy={page.associatesLink} className="bg-white">
        <ArrowLink to="/about/team/associates/" className="mt-4">
          {runs(page.associatesLink.linkText)}
        </ArrowLink>
      </Band>
    </>
  )
}
