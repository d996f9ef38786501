/**
 * The site's pages as the suites check them, from the content table (src/content/collections.ts):
 * a page added there is loaded, titled and audited by every suite with no edit here.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { pages } from '../src/content/collections.ts'
import { loadContent } from '../src/content/load.ts'
import { validateContent } from '../src/content/validate.ts'
import { pageTitle } from '../src/lib/seo.ts'

/** The site's content, checked as the build checks it. */
export const content = validateContent(fileURLToPath(new URL('../content', import.meta.url)), null)
/** The content as the build loads it (the pictures sized), for the views the pages are built from. */
export const loadedContent = () => loadContent(fileURLToPath(new URL('..', import.meta.url)))

export interface SitePage {
  path: string
  /** The tab title, as the specification writes it: the abbreviation, then " - " and the page's title if it has one. */
  title: string
  /** The page's main heading. */
  heading: string
}

export const sitePages: readonly SitePage[] = pages.map(({ path: address, key }) => {
  const copy = content[key]
  const title = pageTitle(content.firm.abbreviation, 'title' in copy ? copy.title : undefined)
  return { path: address, title, heading: 'heading' in copy ? copy.heading : copy.hero.heading }
})

// `node e2e/site-pages.ts FILE` writes them as JSON, for the suites that are not TypeScript (e2e/engines/webkit.py).
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2]) {
  const { writeFileSync } = await import('node:fs')
  writeFileSync(path.resolve(process.argv[2]), `${JSON.stringify(sitePages, null, 2)}\n`)
}
