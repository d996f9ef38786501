/**
 * Rewrites a prerendered page so its JavaScript is fetched once the page has
 * loaded and its first contents are on screen, instead of alongside the HTML.
 * Every page works before (and without) JavaScript: links are links and the
 * phone menu opens with CSS `:target`. So the first paint gets the whole
 * connection and the main thread, and hydration follows.
 *
 * The module preloads and the entry script the framework writes are replaced
 * by one inline script that adds the same preloads and imports the same entry
 * after the window's `load` event and the first contentful paint; the page's
 * Content-Security-Policy allows it by its hash like any other inline script.
 * React re-adds the preload and script tags it rendered when it hydrates; the
 * browser has the modules by then, and evaluates each module once.
 *
 * The work is spread over many short tasks, so a tap is never kept waiting
 * long: one preload is added per task, and once all have arrived the shared
 * chunks are imported one per task, each after the chunks it imports, before
 * the entry (which hydrates in steps of its own, src/client.tsx).
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"[^>]*\/?>/g
const ENTRY = /<script type="module" async="" src="(\/assets\/[^"]+\.js)"><\/script>/g

/** Marks the loader, so tools that measure a first visit can find the scripts it loads. */
export const LOADER_ATTRIBUTE = 'data-scripts-after-load'

/**
 * @param importsOf the chunks a chunk imports statically (hrefs such as `/assets/x.js`),
 *   from which the order of evaluation is worked out
 */
export function loadScriptsAfterLoad(html: string, importsOf: (href: string) => string[]): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string)
  const entries = [...html.matchAll(ENTRY)].map((match) => match[1] as string)
  if (entries.length !== 1) {
    throw new Error(
      `expected one module entry script in the page, found ${entries.length}; has the framework's markup changed?`,
    )
  }
  const entry = entries[0] as string
  // The scripts start once the page has loaded and its first contents are on screen (the
  // paint timing entry is reported when the frame is shown, which can be after the load
  // event on a fast connection). Browsers without paint timing wait for the next frame;
  // three seconds after load the scripts start regardless.
  // All modules are fetched at once; evaluation starts when every one has arrived, so the
  // page's own route code is there to hydrate with.
  const start =
    `const nextTask=()=>globalThis.scheduler?.yield?scheduler.yield():new Promise((next)=>setTimeout(next));` +
    `(async()=>{const arrived=[];` +
    `for(const href of ${JSON.stringify([entry, ...preloads.filter((href) => href !== entry)])}){` +
    `arrived.push(new Promise((done)=>{const link=document.createElement("link");link.rel="modulepreload";` +
    `link.href=href;link.onload=link.onerror=done;document.head.append(link)}));await nextTask()}` +
    `await Promise.all(arrived);` +
    `for(const href of ${JSON.stringify(evaluationOrder(entry, importsOf))}){await import(href);await nextTask()}})()`
  // Until React has hydrated the page (the root marks <html data-hydrated>), a click on a link
  // is kept from React and the browser follows the link itself: a router navigation that
  // starts halfway through hydration would make React throw the server's HTML away.
  const earlyClicks =
    `addEventListener("click",(event)=>{if(!document.documentElement.hasAttribute("data-hydrated")&&` +
    `event.target instanceof Element&&event.target.closest("a[href]"))event.stopPropagation()},true);`
  const loader =
    `<script ${LOADER_ATTRIBUTE}="">${earlyClicks}addEventListener("load",()=>{let started=false;` +
    `const go=()=>{if(started)return;started=true;${start}};` +
    `if(!(PerformanceObserver.supportedEntryTypes||[]).includes("paint"))requestAnimationFrame(()=>setTimeout(go));` +
    `else new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:true});` +
    `setTimeout(go,3000)},{once:true})</script>`
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY, () => loader)
}

/** The scripts a page fetches on its first visit: preloads and entries, written by the framework or by the loader. */
export function firstVisitScriptUrls(html: string): string[] {
  const loader = new RegExp(`<script ${LOADER_ATTRIBUTE}="">([\\s\\S]*?)</script>`).exec(html)?.[1] ?? ''
  return [
    ...new Set([
      ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string),
      ...[...html.matchAll(ENTRY)].map((match) => match[1] as string),
      ...[...loader.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] as string),
    ]),
  ]
}

/**
 * The chunks the entry imports, directly or not, each after the chunks it imports
 * itself (so each evaluates alone when imported), then the entry.
 */
export function evaluationOrder(entry: string, importsOf: (href: string) => string[]): string[] {
  const order: string[] = []
  const visit = (href: string, path: string[]) => {
    if (order.includes(href) || path.includes(href)) return
    for (const dependency of importsOf(href)) visit(dependency, [...path, href])
    order.push(href)
  }
  visit(entry, [])
  return order
}
