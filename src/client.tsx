// The browser entry (TanStack Start finds it by this name). How the page hydrates, and how its
// scripts reach it before that, is decided in src/loading/ (see its README).
import { hydrateInSteps } from '~/loading/hydrate.tsx'

await hydrateInSteps()
