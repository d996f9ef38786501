import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { installReloadOnce } from './lib/reload-once.ts'

// Registered before hydration so that a route chunk failing on the first load is covered too.
installReloadOnce(window)

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
