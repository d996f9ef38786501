import firm from 'content:firm'
import joins from 'content:locale/joins'
import locale from 'content:locale/summary'
import partnerSummaries from 'content:partners/summary'
import site from 'content:site'
import { Link, useRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { Mail, MapPin, Phone } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import type { Prose } from '~/content/runs.ts'
import { oneLineAddress } from '~/lib/address.ts'
import { routerPath } from '~/lib/edition.ts'
import { displayName } from '~/lib/partners.ts'
import { Container } from '../ui/Container.tsx'
import { Filled } from '../ui/filled.tsx'
import { Joined } from '../ui/joined.tsx'
import { PartnerViewLink } from '../ui/page-parts.tsx'
import { headingRuns, runs } from '../ui/runs.tsx'
import { serverMarkup } from '../ui/server-markup.ts'
import { LanguageLinks } from './LanguageLinks.tsx'
import { NewTabLink } from './NewTabLink.tsx'
import { OtherSiteLink } from './OtherSiteLink.tsx'

const linkClass = 'inline-flex min-h-11 items-center rounded-sm text-cedar-100 hover:text-white hover:underline'

function Column({ heading, id, children }: { heading: Prose; id: string; children: ReactNode }) {
  return (
    <div>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wider text-white">
        {headingRuns(heading)}
      </h2>
      <ul aria-labelledby={id} className="mt-3 space-y-1">
        {children}
      </ul>
    </div>
  )
}

const footerEvents = ['click', 'focusin', 'pointerover']

/**
 * The footer is markup of the prerendered page only, as the notices are (Notices.tsx): it is the
 * same on every page and the layout never renders it again, so the browser's bundle carries none of
 * its words, icons or code (about 0.7 KB of every first visit in Japanese). Its links to this
 * language's pages are followed by the router, as the header's are: one listener on the footer,
 * set once React has hydrated it.
 */
export function SiteFooter() {
  const ref = useRef<HTMLElement>(null)
  const router = useRouter()
  useEffect(() => {
    const footer = ref.current
    if (!footer) return
    // A click follows a link of this language's pages through the router; pointing at one or focusing
    // it fetches its page's code, as the router's own links do.
    const handle = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null
      // Another site, a new tab, a phone number, or another language (another build): the browser's.
      const path = link ? routerPath(link) : undefined
      if (!link || path === undefined) return
      const to = { to: path, search: Object.fromEntries(new URLSearchParams(link.search)) }
      if (event.type !== 'click') return void router.preloadRoute(to).catch(() => {})
      const click = event as MouseEvent
      if (click.defaultPrevented || click.button || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)
        return
      event.preventDefault()
      void router.navigate(to)
    }
    for (const type of footerEvents) footer.addEventListener(type, handle)
    return () => {
      for (const type of footerEvents) footer.removeEventListener(type, handle)
    }
  }, [router])
  return (
    <footer ref={ref} id="site-footer" className="print-hidden mt-auto bg-cedar-900 text-cedar-100" {...serverMarkup}>
      {footerContent()}
    </footer>
  )
}

/** The footer's contents, the firm's whole file among them: the prerendered page's alone (serverMarkup). */
const footerContent = createIsomorphicFn().server(() => <FooterContent />)

function FooterContent() {
  const { footer } = site
  return (
    <Container className="py-12">
      <p className="max-w-2xl text-lg text-white">{runs(firm.tagline)}</p>
      <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        <Column heading={footer.websiteLinks} id="footer-website-links">
          {site.mainNav.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={linkClass}>
                {runs(item.label)}
              </Link>
            </li>
          ))}
        </Column>
        <Column heading={footer.team} id="footer-team">
          {partnerSummaries.map((partner) => (
            <li key={partner.slug}>
              <PartnerViewLink slug={partner.slug} className={linkClass}>
                {displayName(partner)}
              </PartnerViewLink>
            </li>
          ))}
          <li>
            <Link to="/about/team/associates/" className={linkClass}>
              {runs(footer.associatesLink)}
            </Link>
          </li>
        </Column>
        <Column heading={footer.onlineServices} id="footer-online-services">
          <li>
            <Link to="/resources/records/" className={linkClass}>
              {runs(footer.onlineLinks.records)}
            </Link>
          </li>
          <li>
            <Link to="/resources/" className={linkClass}>
              {runs(footer.onlineLinks.refund)}
            </Link>
          </li>
          <li>
            <NewTabLink href={firm.uploadPortalUrl} className={linkClass}>
              {runs(footer.onlineLinks.upload)}
            </NewTabLink>
          </li>
          <li>
            <Link to="/invoice/" className={linkClass}>
              {runs(footer.onlineLinks.pay)}
            </Link>
          </li>
        </Column>
        <Column heading={footer.connect} id="footer-connect">
          <li>
            <OtherSiteLink href={firm.mapsUrl} hrefLang={firm.mapsLanguage} className={`${linkClass} gap-2`}>
              {(named) => (
                <>
                  <MapPin aria-hidden="true" className="size-4 shrink-0" />
                  {named(oneLineAddress(firm.address, locale.address))}
                </>
              )}
            </OtherSiteLink>
          </li>
          <li>
            <a href={`tel:${firm.phone.tel}`} className={`${linkClass} gap-2`}>
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              <span className="phone-number">{firm.phone.display}</span>
            </a>
          </li>
          <li>
            <a href={`mailto:${firm.email}`} className={`${linkClass} gap-2 break-all`}>
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {firm.email}
            </a>
          </li>
        </Column>
      </div>
      <LanguageLinks
        className="mt-10 text-cedar-200"
        linkClassName="inline-flex min-h-11 items-center rounded-sm px-2 text-white underline hover:text-cedar-100"
      />
      <div className="mt-6 flex flex-col gap-2 border-t border-cedar-700 pt-6 text-sm text-cedar-100 sm:flex-row sm:items-center sm:justify-between">
        <p>
          <Filled pattern={footer.copyright} parts={{ year: String(firm.copyrightYear), name: firm.legalName }} />
        </p>
        <p className="flex flex-wrap items-center gap-x-6">
          <span>{runs(footer.privacy)}</span>
          <Link
            to="/accessibility/"
            className="inline-flex min-h-11 items-center rounded-sm text-white underline hover:text-cedar-100"
          >
            {runs(footer.accessibility)}
          </Link>
        </p>
        <p>
          <Joined
            pattern={joins.space}
            parts={[
              runs(footer.developerCredit),
              <OtherSiteLink
                key="developer"
                href={firm.developer.url}
                className="rounded-sm text-white underline hover:text-cedar-100"
              >
                {firm.developer.name}
              </OtherSiteLink>,
            ]}
          />
        </p>
      </div>
    </Container>
  )
}
