/**
 * The floor for "After the first load": the same built pages, HTML and stylesheet unchanged,
 * with the framework's scripts taken out and a few lines of plain JavaScript put in their
 * place that do only what the bench times. Once the page has loaded it fetches the pages it
 * links to; a click on one of those links puts that page's `<main>` in place of this one's,
 * pushes its URL and sets its title, with no framework in between; the phone menu's button
 * sets the same attributes the site's own script sets (src/components/layout/MobileMenu.tsx),
 * so the same styles open and close it.
 *
 * Timed with the bench's own steps, it shows what the browser alone needs on the machine the
 * bench runs on: its input handling, style, layout and paint of the same pages. Whatever the
 * site takes beyond it is the site's code. It is a measuring stick, not a site: no Escape,
 * no focus management, no back button.
 */
import { createReadStream, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'
import { contentTypes } from '../server/static-files.ts'
import { pageFile } from '../src/lib/paths.ts'
import { HYDRATED_ATTRIBUTE } from '../src/loading/hydration-mark.ts'

/**
 * Runs in the page, written out with `toString()`: plain JavaScript apart from type annotations,
 * which Node strips before the function's text is read.
 */
function floorScript(hydratedAttribute: string) {
  const pages = new Map<string, { content: DocumentFragment; title: string }>()
  const main = document.querySelector('main')
  const panel = document.getElementById('main-menu')
  const toggle = document.querySelector('button[aria-controls="main-menu"]')
  if (!main || !panel || !toggle) throw new Error('the floor needs the site header, menu and <main>')

  // The site's script takes the menu over from the popover in the same way once it hydrates.
  panel.removeAttribute('popover')
  toggle.removeAttribute('popovertarget')
  panel.querySelector('button[popovertarget]')?.remove()
  const setOpen = (open: boolean) => {
    panel.toggleAttribute('data-open', open)
    toggle.setAttribute('aria-expanded', String(open))
  }
  setOpen(false)
  toggle.addEventListener('click', () => setOpen(!panel.hasAttribute('data-open')))

  const fetchPage = async (pathname: string) => {
    const html = await (await fetch(pathname)).text()
    const page = new DOMParser().parseFromString(html, 'text/html')
    const template = document.createElement('template')
    template.innerHTML = page.querySelector('main')?.innerHTML ?? ''
    pages.set(pathname, { content: template.content, title: page.title })
  }
  addEventListener('load', () => {
    const linked = new Set<string>()
    for (const link of document.querySelectorAll('a[href]')) {
      const url = new URL((link as HTMLAnchorElement).href)
      if (url.origin === location.origin && url.pathname !== location.pathname) linked.add(url.pathname)
    }
    for (const pathname of linked) void fetchPage(pathname)
    document.documentElement.setAttribute(hydratedAttribute, '')
  })

  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a[href]') as HTMLAnchorElement | null
    const page = link && link.origin === location.origin ? pages.get(link.pathname) : undefined
    if (!link || !page) return
    event.preventDefault()
    history.pushState(null, '', link.pathname)
    main.replaceChildren(page.content.cloneNode(true))
    document.title = page.title
    scrollTo(0, 0)
    setOpen(false)
  })
}

/** A built page with the framework's scripts (all but JSON-LD) replaced by the floor's. */
export function floorPage(html: string): string {
  const withoutScripts = html.replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
  return withoutScripts.replace(
    '</body>',
    `<script>(${floorScript})(${JSON.stringify(HYDRATED_ATTRIBUTE)})</script></body>`,
  )
}

/** Serves `clientDir` (the build's `dist/client`) as the floor on loopback; answers a function that stops it. */
export async function startFloorServer(clientDir: string, port: number): Promise<() => void> {
  const root = path.resolve(clientDir)
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://floor').pathname)
    const file = path.join(root, pathname.endsWith('/') ? pageFile(pathname) : pathname)
    const isFile = file.startsWith(`${root}${path.sep}`) && statSync(file, { throwIfNoEntry: false })?.isFile()
    if (!isFile) {
      res.writeHead(404, { 'content-type': contentTypes['.txt'] }).end('not found')
      return
    }
    const type = contentTypes[path.extname(file)] ?? 'application/octet-stream'
    if (file.endsWith('.html')) {
      res.writeHead(200, { 'content-type': type }).end(floorPage(await readFile(file, 'utf8')))
    } else {
      res.writeHead(200, { 'content-type': type })
      createReadStream(file).pipe(res)
    }
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return () => server.close()
}
