/**
 * The code of the pages this page links to, in the browser before anyone clicks. Once the
 * page carries its hydration mark (so after `load`, and after every file of the first visit),
 * each page its links lead to is preloaded through the router: the route's chunks and the
 * chunks they import, fetched and evaluated. One page is started per idle period, so the main
 * thread only ever does one small piece at a time; their fetches run side by side.
 *
 * Why at idle and not on intent alone: on a slowed phone (150 ms round trip) a route chunk
 * and the chunk it imports take two round trips, more than the time between a finger landing
 * and the click, so a click on a page not yet preloaded waited for the network (294–318 ms to
 * the new heading, measured before this pass existed). The router's own preload on intent
 * (src/router.tsx) stays for links this pass skipped.
 *
 * Skipped when the visitor asks the browser to save data, or when it rates the connection
 * 2G: there a speculative download costs more than a later wait.
 */
import type { AnyRouter } from '@tanstack/react-router'
import { routerPath } from '~/lib/edition.ts'
import { whenIdle } from './next-task.ts'

interface NetworkInformation {
  saveData?: boolean
  effectiveType?: string
}

function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  return !connection?.saveData && !connection?.effectiveType?.endsWith('2g')
}

/**
 * The paths of this language's pages that the document links to, in document order, as the router
 * names them (without the language's prefix: `/about/` on `/es/about/`). Its own among them: the
 * router's preload of the page on screen runs only the loaders that ask to run again, such as the
 * home page's, which leaves the code of its deadlines to the browser (src/routes/index.tsx). A link
 * to another language (`hreflang`) leads to another build, whose code this one does not have.
 */
function linkedPagePaths(router: AnyRouter, doc: Document = document): string[] {
  const paths = new Set<string>()
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const path = routerPath(link)
    // A path the router has no route for (the editor, a file) is left to the browser.
    if (path === undefined || router.getMatchedRoutes(path)[2] === undefined) continue
    paths.add(path)
  }
  return [...paths]
}

export async function prefetchLinkedRoutes(router: AnyRouter): Promise<void> {
  if (!prefetchAllowed()) return
  for (const path of linkedPagePaths(router)) {
    await whenIdle(50)
    void router.preloadRoute({ to: path })
  }
}
