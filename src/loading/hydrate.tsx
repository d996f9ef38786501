/**
 * Hydration in steps, each its own task, so no single one holds the main thread for long on
 * a slow phone: the entry's imports (React's own setup among them), then the router
 * (`routerInItsOwnTask`, called by src/router.tsx), then the page's matches restored from the
 * server's data, then React, which renders in slices because the work is a transition.
 *
 * `StartClient` does the same inside React's first slice (`<Await>` around `hydrateStart()`);
 * the entry calls the exported `hydrateStart()` itself and renders `RouterProvider`.
 */
import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { nextTask } from './next-task.ts'

export async function hydrateInSteps(): Promise<void> {
  await nextTask()
  const router = await hydrateStart()
  await nextTask()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    )
  })
}

/**
 * The router as `getRouter` returns it: at once on the server, a task later in the browser,
 * so that making it and restoring the page's matches (which the framework does once this
 * promise resolves) are two tasks.
 */
export function routerInItsOwnTask<Router>(router: Router): Router | Promise<Router> {
  return typeof document === 'undefined' ? router : nextTask().then(() => router)
}
