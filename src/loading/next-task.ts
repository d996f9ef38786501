/**
 * Resolves in a later task, so the browser can paint and answer input in between.
 * `scheduler.yield()` resumes ahead of other queued work where it exists; elsewhere a
 * zero-delay timer does the same job a little later.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve))
}

/**
 * Resolves once the main thread is idle. A browser without `requestIdleCallback` waits
 * `fallbackMs` instead: long enough for the work that asked to wait to be done.
 */
export function whenIdle(fallbackMs: number): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve())
    else setTimeout(resolve, fallbackMs)
  })
}
