import site from 'content:site/summary'
import { runs } from '../ui/runs.tsx'

/** Shown while a slow route loads (after the router's pending delay, for its minimum time). */
export function RoutePending() {
  return (
    <div role="status" className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-16 sm:px-6 lg:px-8">
      <div className="h-1 w-full overflow-hidden rounded bg-cedar-100">
        <div className="h-full w-2/5 bg-cedar-600 motion-safe:animate-[pending-bar_1.2s_ease-in-out_infinite]" />
      </div>
      <p className="text-ink-soft">{runs(site.pending)}</p>
    </div>
  )
}
