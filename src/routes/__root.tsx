/// <reference types="vite/client" />

import firm from 'content:firm/summary'
import imageSummary from 'content:images/summary'
import localeFile from 'content:locale'
import locale from 'content:locale/summary'
import pages from 'content:pages'
import notFound from 'content:pages/not-found/summary'
import { createRootRoute, HeadContent, Outlet, Scripts, useRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { memo, type ReactNode, useEffect } from 'react'
import { followSamePage } from '~/components/layout/LanguageLinks.tsx'
import { NotFound } from '~/components/layout/NotFound.tsx'
import { Notices } from '~/components/layout/Notices.tsx'
import { RouteAnnouncer } from '~/components/layout/RouteAnnouncer.tsx'
import { SiteFooter } from '~/components/layout/SiteFooter.tsx'
import { SiteHeader } from '~/components/layout/SiteHeader.tsx'
import { MAIN_ID, SkipLink } from '~/components/layout/SkipLink.tsx'
import { pagePath } from '~/lib/paths.ts'
import { pageTitle, sharedHead } from '~/lib/seo.ts'
import { markHydratedWhenIdle } from '~/loading/hydration-mark.ts'
import '~/styles/app.css'

/** The page's Open Graph locale: the prerendered page's alone, no one reads it after (src/components/ui/server-markup.ts). */
const ogLocale = createIsomorphicFn().server(() => localeFile.ogLocale)

export const Route = createRootRoute({
  head: ({ match, matches }) => {
    const isNotFound = Boolean(match._notFound) || match.status === 'notFound'
    const page = matches[matches.length - 1]
    const shared = sharedHead({
      siteUrl: firm.siteUrl,
      siteName: firm.name,
      locale: ogLocale(),
      image: imageSummary['share-default'],
    })
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#1f4d3f' },
        // Pages set their own title too, once their code has run; until then this one stands for them.
        {
          title: pageTitle(
            firm.abbreviation,
            isNotFound || !page
              ? notFound.title
              : pages.find((candidate) => candidate.path === pagePath(page.pathname))?.title,
          ),
        },
        // The 404 view has no route of its own to describe it.
        ...(isNotFound ? [{ name: 'description', content: notFound.description }] : []),
        ...shared.meta,
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        // Both rows of the header are laid out from their right edge too, and the notices' script
        // hides those out of their days: drawn before the parser has read them all (a slow network,
        // a busy phone), the part already drawn moves as the rest arrives. The browser draws nothing
        // until the page's content begins, which comes after them (Chromium unblocks when the
        // element is inserted; other engines ignore the hint).
        { rel: 'expect', href: `#${MAIN_ID}`, blocking: 'render' },
      ],
    }
  },
  shellComponent: RootDocument,
  component: Outlet,
  notFoundComponent: NotFound,
})

/**
 * What every page shares around its content. The router renders the document again on each page
 * change; these parts take no props and follow the router themselves where they must (the
 * highlighted link, the menu closing, the announcement), so React skips them instead of rendering
 * the header's and footer's 150 elements and 25 links again: that was about 40% of the render
 * of a page change.
 */
const PageTop = memo(function PageTop() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <Notices />
    </>
  )
})
const PageEnd = memo(function PageEnd() {
  return (
    <>
      <SiteFooter />
      <RouteAnnouncer />
    </>
  )
})

function RootDocument({ children }: { children: ReactNode }) {
  const router = useRouter()
  // The site's hydration mark (src/loading/hydration-mark.ts): links are left to the router from
  // then on, and the code of the pages this one links to is fetched (prefetch-routes.ts). That pass
  // is itself fetched then: nothing before the mark needs it, so a first visit does not carry it.
  useEffect(
    () =>
      markHydratedWhenIdle(
        () => void import('~/loading/prefetch-routes.ts').then((pass) => pass.prefetchLinkedRoutes(router)),
      ),
    [router],
  )
  // The links to this page in the other languages follow the page as it changes.
  useEffect(() => router.subscribe('onResolved', () => followSamePage(router.state.location)), [router])
  return (
    <html lang={locale.tag}>
      <head>
        <HeadContent />
      </head>
      <body className="flex min-h-dvh flex-col">
        <PageTop />
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <PageEnd />
        <Scripts />
      </body>
    </html>
  )
}
