/**
 * The in-page loader: the one inline script a prerendered page runs before its JavaScript.
 * This module runs in the browser; the build bundles and minifies it (page-loader.inline.ts
 * is the bundle's entry) and writes the same code into every page, with that page's plan as
 * JSON in the script's `data-plan` attribute (rewrite.ts).
 *
 * 1. Until React has hydrated the page, a click on a link is kept from React and the browser
 *    follows the link itself: a router navigation that starts halfway through hydration would
 *    make React throw the server's HTML away.
 * 2. After the window's `load` event and the first contentful paint, every file of the plan is
 *    preloaded, one `<link rel=modulepreload>` per task (the first appends took 10–14 ms in one
 *    task in Lighthouse's traces). The paint timing entry is reported when the frame is shown,
 *    which can be after `load` on a fast connection; browsers without paint timing wait for the
 *    next frame, and three seconds after `load` the scripts start regardless.
 * 3. Once every file has arrived (so the page's own route code is there to hydrate with), the
 *    shared chunks are imported one per task, each after the chunks it imports, and the entry
 *    last; the entry hydrates in steps of its own (hydrate.tsx).
 */
import { isHydrated } from './hydration-mark.ts'
import { nextTask } from './next-task.ts'

/** What a page loads, worked out at build time from the framework's tags and the built chunks. */
export interface LoaderPlan {
  /** Every script the framework had the page fetch: the entry, then its preloads (route chunks included). */
  preload: string[]
  /** The entry's static imports, each after the chunks it imports, then the entry: one import per task. */
  evaluate: string[]
}

/** The attribute of the loader's script element that holds the page's plan, as JSON. */
export const PLAN_ATTRIBUTE = 'data-plan'

/** How long after `load` the scripts start even if no paint was reported. */
const LATEST_START_MS = 3000

export function startPageLoader(plan: LoaderPlan): void {
  addEventListener(
    'click',
    (event) => {
      if (!isHydrated() && event.target instanceof Element && event.target.closest('a[href]')) {
        event.stopPropagation()
      }
    },
    true,
  )
  addEventListener('load', () => afterFirstPaint(() => void loadScripts(plan)), { once: true })
}

function afterFirstPaint(start: () => void): void {
  let started = false
  const once = () => {
    if (started) return
    started = true
    start()
  }
  if (!(PerformanceObserver.supportedEntryTypes ?? []).includes('paint')) {
    requestAnimationFrame(() => setTimeout(once))
  } else {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      setTimeout(once)
    }).observe({ type: 'paint', buffered: true })
  }
  setTimeout(once, LATEST_START_MS)
}

async function loadScripts(plan: LoaderPlan): Promise<void> {
  const arrived: Promise<unknown>[] = []
  for (const href of plan.preload) {
    arrived.push(
      new Promise((done) => {
        const link = document.createElement('link')
        link.rel = 'modulepreload'
        link.href = href
        link.onload = link.onerror = done
        document.head.append(link)
      }),
    )
    await nextTask()
  }
  await Promise.all(arrived)
  for (const href of plan.evaluate) {
    await import(href)
    await nextTask()
  }
}
