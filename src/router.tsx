import { createRouter } from '@tanstack/react-router'
import { RouteError } from './components/layout/RouteError.tsx'
import { RoutePending } from './components/layout/RoutePending.tsx'
import { routeTree } from './routeTree.gen.ts'

export function getRouter() {
  return createRouter({
    routeTree,
    scrollRestoration: true,
    // No hover preloading: a route chunk is fetched when the visitor navigates, so the URL
    // already names the destination if the chunk is gone after a redeploy (see lib/reload-once.ts).
    defaultPreload: false,
    // Show the pending view only when a route is slow (>300 ms), then keep it
    // for at least 500 ms so it does not flash.
    defaultPendingMs: 300,
    defaultPendingMinMs: 500,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
