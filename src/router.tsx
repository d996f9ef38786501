import { createRouter } from '@tanstack/react-router'
import { RouteError } from './components/layout/RouteError.tsx'
import { RoutePending } from './components/layout/RoutePending.tsx'
import { nextTask } from './lib/next-task.ts'
import { routeTree } from './routeTree.gen.ts'

function createSiteRouter() {
  // The first render in the browser is hydration: the page is already where it should be
  // (at the top, at its #fragment, or where the inline restore script put it on a reload),
  // and the visitor may have scrolled since. Resetting it then would pull them back to the
  // top, and a tap on a link they had scrolled to would land on whatever moved under it.
  let hydrated = false
  const restoreScrollAfterHydration = () => {
    const restore = hydrated
    hydrated = true
    return restore
  }
  return createRouter({
    routeTree,
    trailingSlash: 'always',
    scrollRestoration: restoreScrollAfterHydration,
    // No hover preloading: a route chunk is fetched when the visitor navigates, so the URL
    // already names the destination when the router reloads because the chunk is gone after a redeploy.
    defaultPreload: false,
    // Show the pending view only when a route is slow (>300 ms), then keep it
    // for at least 500 ms so it does not flash.
    defaultPendingMs: 300,
    defaultPendingMinMs: 500,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
  })
}

type SiteRouter = ReturnType<typeof createSiteRouter>

export function getRouter(): SiteRouter | Promise<SiteRouter> {
  const router = createSiteRouter()
  // In the browser, the router is made in one task and the page's matches are restored from
  // the server's data in the next (the framework does that once this promise resolves).
  return typeof document === 'undefined' ? router : nextTask().then(() => router)
}

declare module '@tanstack/react-router' {
  interface Register {
    router: SiteRouter
  }
}
