/**
 * After a redeploy the hashed route chunks of the previous build are gone, so a
 * visitor holding an old page gets a failed dynamic import on their next click.
 * Reloading fetches the new HTML (and new hashes). This guard allows one reload
 * per URL within a short window, so a chunk that keeps failing cannot cause a
 * reload loop: the error then reaches the route's error view instead.
 */
export const RELOAD_KEY = 'cscg:chunk-reload'
const WINDOW_MS = 10_000

interface ReloadMark {
  href: string
  at: number
}

export function shouldReload(previous: string | null, href: string, now: number): boolean {
  if (!previous) return true
  try {
    const mark = JSON.parse(previous) as Partial<ReloadMark>
    return !(mark.href === href && typeof mark.at === 'number' && now - mark.at < WINDOW_MS)
  } catch {
    return true
  }
}

export function installReloadOnce(win: Window): void {
  win.addEventListener('vite:preloadError', (event) => {
    const href = win.location.href
    const now = Date.now()
    try {
      if (!shouldReload(win.sessionStorage.getItem(RELOAD_KEY), href, now)) return
      win.sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ href, at: now } satisfies ReloadMark))
    } catch {
      // Without storage the guard cannot hold across a reload, so do not reload at all.
      return
    }
    event.preventDefault()
    win.location.reload()
  })
}
