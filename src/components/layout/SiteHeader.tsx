import firm from 'content:firm/summary'
import { Phone } from 'lucide-react'
import { Container } from '../ui/Container.tsx'
import { LanguageLinks, TranslationNote } from './LanguageLinks.tsx'
import { MainNavLinks } from './MainNavLinks.tsx'
import { MobileMenu } from './MobileMenu.tsx'
import { Shortcuts } from './Shortcuts.tsx'
import { Wordmark } from './Wordmark.tsx'

/**
 * Large screens: a slim bar with the phone number, the other languages and the two shortcuts
 * above the wordmark and main navigation. Small screens: wordmark and menu toggle (the menu holds
 * the languages). Below them, on a translation's pages, its notice (part of the banner, so it is in a landmark).
 */
export function SiteHeader() {
  return (
    <header id="top" className="print-hidden relative z-30 border-b border-cedar-100 bg-white">
      <div className="hidden bg-cedar-900 lg:block">
        <Container className="flex items-center justify-between gap-4">
          <a
            href={`tel:${firm.phone.tel}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-sm text-sm font-semibold text-white hover:underline"
          >
            <Phone aria-hidden="true" className="size-4 text-cedar-200" />
            <span className="phone-number">{firm.phone.display}</span>
          </a>
          <div className="flex flex-wrap items-center justify-end gap-x-4">
            <LanguageLinks
              className="text-cedar-200"
              linkClassName="inline-flex min-h-11 items-center rounded-sm px-2 text-sm font-semibold text-white hover:bg-cedar-800 hover:underline"
            />
            <Shortcuts variant="bar" />
          </div>
        </Container>
      </div>
      <Container className="flex min-h-18 items-center justify-between gap-4 py-3">
        <Wordmark />
        <MainNavLinks
          className="hidden lg:block"
          listClassName="flex items-center gap-1"
          linkClassName="inline-flex min-h-11 items-center rounded-md px-3 font-medium text-ink hover:bg-cedar-50 hover:text-cedar-800"
          activeClassName="bg-cedar-50 text-cedar-800 underline decoration-2 underline-offset-8"
        />
        <MobileMenu />
      </Container>
      <TranslationNote />
    </header>
  )
}
