import firm from 'content:firm'
import locale from 'content:locale/summary'
import partnerSummaries from 'content:partners/summary'
import site from 'content:site'
import { Link } from '@tanstack/react-router'
import { Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { oneLineAddress } from '~/lib/address.ts'
import { displayName } from '~/lib/partners.ts'
import { Container } from '../ui/Container.tsx'
import { PartnerViewLink } from '../ui/PartnerViewLink.tsx'
import { LanguageLinks } from './LanguageLinks.tsx'
import { NewTabLink } from './NewTabLink.tsx'

const linkClass = 'inline-flex min-h-11 items-center rounded-sm text-cedar-100 hover:text-white hover:underline'

function Column({ heading, id, children }: { heading: string; id: string; children: ReactNode }) {
  return (
    <div>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wider text-white">
        {heading}
      </h2>
      <ul aria-labelledby={id} className="mt-3 space-y-1">
        {children}
      </ul>
    </div>
  )
}

export function SiteFooter() {
  const { footer } = site
  return (
    <footer id="site-footer" className="print-hidden mt-auto bg-cedar-900 text-cedar-100">
      <Container className="py-12">
        <p className="max-w-2xl text-lg text-white">{firm.tagline}</p>
        <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          <Column heading={footer.websiteLinks} id="footer-website-links">
            {site.mainNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
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
                {footer.associatesLink}
              </Link>
            </li>
          </Column>
          <Column heading={footer.onlineServices} id="footer-online-services">
            <li>
              <Link to="/resources/records/" className={linkClass}>
                {footer.onlineLinks.records}
              </Link>
            </li>
            <li>
              <Link to="/resources/" className={linkClass}>
                {footer.onlineLinks.refund}
              </Link>
            </li>
            <li>
              <NewTabLink href={firm.uploadPortalUrl} className={linkClass}>
                {footer.onlineLinks.upload}
              </NewTabLink>
            </li>
            <li>
              <Link to="/invoice/" className={linkClass}>
                {footer.onlineLinks.pay}
              </Link>
            </li>
          </Column>
          <Column heading={footer.connect} id="footer-connect">
            <li>
              <a href={firm.mapsUrl} className={`${linkClass} gap-2`}>
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {oneLineAddress(firm.address, locale.address)}
              </a>
            </li>
            <li>
              <a href={`tel:${firm.phone.tel}`} className={`${linkClass} gap-2`}>
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {firm.phone.display}
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
            © {firm.copyrightYear} {firm.legalName}. {footer.copyright}
          </p>
          <p className="flex flex-wrap items-center gap-x-6">
            <span>{footer.privacy}</span>
            <Link
              to="/accessibility/"
              className="inline-flex min-h-11 items-center rounded-sm text-white underline hover:text-cedar-100"
            >
              {footer.accessibility}
            </Link>
          </p>
          <p>
            {footer.developerCredit}{' '}
            <a href={firm.developer.url} className="rounded-sm text-white underline hover:text-cedar-100">
              {firm.developer.name}
            </a>
          </p>
        </div>
      </Container>
    </footer>
  )
}
