import { site } from '~/content/site.ts'
import { Container } from '../ui/Container.tsx'
import { MainNavLinks } from './MainNavLinks.tsx'
import { MobileMenu } from './MobileMenu.tsx'
import { Shortcuts } from './Shortcuts.tsx'
import { Wordmark } from './Wordmark.tsx'

export function SiteHeader() {
  return (
    <header id="top" className="print-hidden relative z-30 border-b border-cedar-100 bg-white/95">
      <Container className="flex min-h-18 items-center justify-between gap-4 py-3">
        <Wordmark />
        <nav aria-label={site.mainNavLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <MainNavLinks
              linkClassName="inline-flex min-h-11 items-center rounded-md px-3 font-medium text-ink hover:bg-cedar-50 hover:text-cedar-800"
              activeClassName="bg-cedar-50 text-cedar-800 underline decoration-2 underline-offset-8"
            />
          </ul>
        </nav>
        <Shortcuts className="hidden lg:flex" />
        <MobileMenu />
      </Container>
    </header>
  )
}
