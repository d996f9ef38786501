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
