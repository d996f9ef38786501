import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { nextTask } from '~/lib/next-task.ts'

// Hydration comes in steps, each its own task, so no single one holds the main thread
// for long on a slow phone: this module's imports (React's own setup among them), then
// the router with the page's matches restored, then React, which renders in slices
// because the work is a transition.
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
