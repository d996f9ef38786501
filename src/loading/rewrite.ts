/**
 * Build side: rewrites a prerendered page so its JavaScript is fetched once the page has loaded
 * and its first contents are on screen, instead of alongside the HTML. Every page works before
 * (and without) JavaScript: links are links and the phone menu is an HTML popover (MobileMenu.tsx).
 * So the first paint gets the whole connection and the main thread, and hydration follows.
 *
 * The framework's module preloads and entry script are found by what they are (a `<link>` whose
 * rel is `modulepreload`, or `preload` as a script; a `<script type=module>`), whatever the order
 * or set of their attributes, and replaced by one inline script: the in-page loader
 * (page-loader.ts), bundled and minified here, with the page's plan as JSON in the script's
 * `data-plan` attribute, so the code is the same on every page and a tool reads a page's plan
 * from the attribute (readPlan) without building the loader. The page's Content-Security-Policy
 * allows the loader by its hash like any other inline script. React re-adds the
 * tags it rendered when it hydrates; the browser has the modules by then and evaluates each once.
 *
 * Whatever the framework writes, the result is checked: no framework preload or module script
 * left, exactly one loader, and every file of the plan built. Anything else fails the build with
 * a message that names this coupling point.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type DefaultTreeAdapterTypes, parse } from 'parse5'
import { jsonAttribute } from '../lib/html.ts'
import { evaluationOrder } from './chunk-graph.ts'
import { inlineBundle } from './inline-bundle.ts'
import { type LoaderPlan, PLAN_ATTRIBUTE } from './page-loader.ts'

/** Marks the loader's script, so tools that measure a first visit can find the scripts it loads. */
export const LOADER_ATTRIBUTE = 'data-page-loader'
const COUPLING = "the framework's script tags (src/loading/rewrite.ts)"

/** The loader's minified code, the same on every page: page-loader.inline.ts bundled (once per process). */
export const pageLoaderCode = (): Promise<string> => inlineBundle(new URL('./page-loader.inline.ts', import.meta.url))

interface Tag {
  name: 'link' | 'script'
  attributes: Map<string, string>
  /** Where the element starts and ends in the page (a script's end tag included). */
  start: number
  end: number
  text: string
}

/** The `<link>` and `<script>` elements of a page, parsed as a browser would. */
function linkAndScriptTags(html: string): Tag[] {
  const tags: Tag[] = []
  const visit = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue
      if ((child.tagName === 'link' || child.tagName === 'script') && child.sourceCodeLocation) {
        tags.push({
          name: child.tagName,
          attributes: new Map(child.attrs.map((attribute) => [attribute.name, attribute.value])),
          start: child.sourceCodeLocation.startOffset,
          end: child.sourceCodeLocation.endOffset,
          text: child.childNodes.map((text) => ('value' in text ? text.value : '')).join(''),
        })
      }
      visit(child.tagName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child)
    }
  }
  visit(parse(html, { sourceCodeLocationInfo: true }))
  return tags
}

const relTokens = (tag: Tag) => (tag.attributes.get('rel') ?? '').toLowerCase().split(/\s+/)
const isScriptPreload = (tag: Tag) =>
  tag.name === 'link' &&
  (relTokens(tag).includes('modulepreload') ||
    (relTokens(tag).includes('preload') && tag.attributes.get('as')?.toLowerCase() === 'script'))
const isModuleScript = (tag: Tag) => tag.name === 'script' && tag.attributes.get('type')?.toLowerCase() === 'module'
const isLoader = (tag: Tag) => tag.name === 'script' && tag.attributes.has(LOADER_ATTRIBUTE)

function assetHref(tag: Tag, attribute: 'href' | 'src'): string {
  const href = tag.attributes.get(attribute)
  if (!href || !/^(?:\/[a-z]{2,3})?\/assets\/[^?#]+\.js$/.test(href)) {
    throw new Error(
      `${COUPLING}: a ${tag.name} with ${attribute}=${JSON.stringify(href)}, not a built /assets/*.js file`,
    )
  }
  return href
}

export interface RewriteOptions {
  /** The chunks a chunk imports statically (chunk-graph.ts). */
  importsOf: (href: string) => string[]
  /** Whether a planned file was built. */
  exists: (href: string) => boolean
  /** The loader's code (pageLoaderCode). */
  loader: string
}

/** The page with its framework script tags replaced by the loader, and the loader's plan. */
export function rewritePage(
  html: string,
  { importsOf, exists, loader }: RewriteOptions,
): { html: string; plan: LoaderPlan } {
  const tags = linkAndScriptTags(html)
  if (tags.some(isLoader)) throw new Error(`${COUPLING}: the page already has a loader`)
  const preloads = tags.filter(isScriptPreload)
  const modules = tags.filter(isModuleScript)
  const entryTag = modules[0]
  if (modules.length !== 1 || !entryTag || !entryTag.attributes.has('src')) {
    throw new Error(
      `${COUPLING}: expected one <script type="module" src> entry, found ${modules.length} module scripts (${modules.filter((tag) => !tag.attributes.has('src')).length} inline)`,
    )
  }
  const entry = assetHref(entryTag, 'src')
  const preloaded = preloads.map((tag) => assetHref(tag, 'href'))
  const plan: LoaderPlan = {
    preload: [...new Set([entry, ...preloaded])],
    evaluate: evaluationOrder(entry, importsOf),
  }
  const unplanned = plan.evaluate.filter((href) => !plan.preload.includes(href))
  if (unplanned.length > 0) {
    throw new Error(`${COUPLING}: the entry imports ${unplanned.join(', ')}, which the framework did not preload`)
  }
  const missing = plan.preload.filter((href) => !exists(href))
  if (missing.length > 0)
    throw new Error(`${COUPLING}: the page names files that were not built: ${missing.join(', ')}`)

  const script = `<script ${LOADER_ATTRIBUTE}="" ${jsonAttribute(PLAN_ATTRIBUTE, plan)}>${loader}</script>`
  let rewritten = html
  for (const tag of [...preloads, entryTag].sort((a, b) => b.start - a.start)) {
    rewritten = rewritten.slice(0, tag.start) + (tag === entryTag ? script : '') + rewritten.slice(tag.end)
  }

  const after = linkAndScriptTags(rewritten)
  const left = after.filter((tag) => isScriptPreload(tag) || isModuleScript(tag))
  if (left.length > 0) throw new Error(`${COUPLING}: ${left.length} framework script tags left after the rewrite`)
  const loaders = after.filter(isLoader)
  if (loaders.length !== 1) throw new Error(`${COUPLING}: the page must end with exactly one loader`)
  if (loaders[0]?.text !== loader || JSON.stringify(readPlan(rewritten)) !== JSON.stringify(plan)) {
    throw new Error(`${COUPLING}: the loader written into the page does not read back as its code and plan`)
  }
  return { html: rewritten, plan }
}

/** The plan of a page's loader, read from its script element's attribute, or null when the page has none. */
export function readPlan(html: string): LoaderPlan | null {
  const loaders = linkAndScriptTags(html).filter(isLoader)
  if (loaders.length === 0) return null
  const json = loaders.length === 1 ? loaders[0]?.attributes.get(PLAN_ATTRIBUTE) : undefined
  if (json === undefined) throw new Error(`${COUPLING}: the page has more than one loader, or one without a plan`)
  return JSON.parse(json) as LoaderPlan
}

/**
 * Rewrites the given pages of a build in place, keeping each as the framework wrote it in
 * `originalsDir` (the tests check the rewrite against them).
 */
export async function rewriteBuiltPages(
  clientDir: string,
  files: readonly string[],
  originalsDir: string,
  importsOf: (href: string) => string[],
): Promise<void> {
  const loader = await pageLoaderCode()
  const exists = (href: string) => existsSync(path.join(clientDir, href))
  for (const file of files) {
    const relative = path.relative(clientDir, file)
    const original = readFileSync(file, 'utf8')
    mkdirSync(path.dirname(path.join(originalsDir, relative)), { recursive: true })
    writeFileSync(path.join(originalsDir, relative), original)
    try {
      writeFileSync(file, rewritePage(original, { importsOf, exists, loader }).html)
    } catch (error) {
      throw new Error(`${relative}: ${(error as Error).message}`)
    }
  }
}
