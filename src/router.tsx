import { createRouter } from '@tanstack/react-router'
import { RouteError } from './components/layout/RouteError.tsx'
import { RoutePending } from './components/layout/RoutePending.tsx'
import { routerInItsOwnTask } from './loading/hydrate.tsx'
import { isHydrated } from './loading/hydration-mark.ts'
import { routeTree } from './routeTree.gen.ts'

/**
 * Whether the router sets the scroll position after a render: on the server always, so every
 * prerendered page carries the framework's inline script that restores the position on a
 * reload; in the browser once the page has hydrated. The render that hydrates the page finds it
 * where it should be (at the top, at its #fragment, or where that script put it), and the
 * visitor may have scrolled since: resetting it then would pull them back to the top, and a tap
 * on a link they had scrolled to would land on whatever moved under it.
 */
const restoreScroll = () => typeof document === 'undefined' || isHydrated()

function createSiteRouter() {
  return createRouter({
    routeTree,
    trailingSlash: 'always',
    scrollRestoration: restoreScroll,
    // Pointing at, touching or focusing a link preloads its page: the links that the pass at idle
    // (src/loading/prefetch-routes.ts) skipped, and every link when the visitor saves data.
    defaultPreload: 'intent',
    // Show the pending view only when a route is slow (>300 ms); the router keeps it at least 500 ms.
    defaultPendingMs: 300,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
  })
}

type SiteRouter = ReturnType<typeof createSiteRouter>

export function getRouter(): SiteRouter | Promise<SiteRouter> {
  return routerInItsOwnTask(createSiteRouter())
}

declare module '@tanstack/react-router' {
  interface Register {
    router: SiteRouter
  }
}
