/**
 * Serves the content table (src/content/collections.ts) as modules made from the checked, parsed
 * content (src/content/load.ts), so no page reads a JSON file or casts it:
 *   content:<key>          the whole file, e.g. `import firm from 'content:firm'`; the pictures by key,
 *                          each with its file's width and height; a page's file without its tab title
 *                          and description in the browser (content:pages and content:descriptions
 *                          hold them: the head's, which the page's code never reads);
 *   content:<key>/summary  only the summary fields the table names, for code every page load runs;
 *   content:<key>/pictures the pictures a file names (its kind says it does), as content:images gives
 *                          them: a page carries its own pictures, not every picture of the site;
 *   content:pages          each page's address, title and place, in the table's order;
 *   content:descriptions   each page's description by its address, for the prerendered head;
 *   content:<key>/<view>   a view a kind declares (src/content/kinds/): what follows from its file and
 *                          the others, or, for dated content, what is current on the day of the build;
 *   content:languages      the languages the site is published in, its own first: code, tag, name, prefix
 *                          (src/content/site-languages.ts, which every process reads).
 * A build is of one language (`locale`: the site's own when left out, else the files of
 * content/<locale>/); every build checks every published translation, which must be complete.
 * Their types are written to src/content/modules.gen.d.ts (committed, like routeTree.gen.ts) when
 * a build or `vite dev` starts; a unit test fails when the committed file is not what the table
 * gives. A mistake in content fails the build (and shows `vite dev`'s overlay) naming file and
 * field. Code under src/ that imports a file of content/ directly fails the build: content has one
 * door.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { buildDay } from '../content/build-day.ts'
import {
  type Content,
  type ContentKey,
  content,
  contentKeys,
  type PageSummary,
  type PublishedLanguage,
  pages,
  pickSummary,
  summaryFields,
} from '../content/collections.ts'
import type { Kind } from '../content/kind.ts'
import { contentWarnings, forgetContent, type LoadedContent, loadContent, othersIn, parsedIn } from '../content/load.ts'
import { ContentError } from '../content/problems.ts'
import { blockingProblems, loadSite } from '../content/site.ts'
import { publishedLanguages } from '../content/site-languages.ts'

const PREFIX = 'content:'
const RESOLVED = '\0content:'
export const TYPES_FILE = 'src/content/modules.gen.d.ts'

/** The keys that have a summary module: the table names summary fields for them. */
const summaryKeys = contentKeys.filter((key) => content[key].summary !== undefined)
/** The keys of the files that name pictures: each has a module of its pictures. */
const pictureKeys = contentKeys.filter((key) => content[key].pictures === true)
/** Every kind's views, as `<key>/<view>`. */
const viewIds = contentKeys.flatMap((key) => Object.keys(content[key].views).map((view) => ({ key, view })))

/** The module ids the plugin serves. */
export const contentModuleIds = [
  ...contentKeys.map((key) => `${PREFIX}${key}`),
  ...summaryKeys.map((key) => `${PREFIX}${key}/summary`),
  ...viewIds.map(({ key, view }) => `${PREFIX}${key}/${view}`),
  ...pictureKeys.map((key) => `${PREFIX}${key}/pictures`),
  `${PREFIX}pages`,
  `${PREFIX}descriptions`,
  `${PREFIX}languages`,
]

/**
 * The languages the site is published in, its own first (src/content/site-languages.ts), as the
 * browser gets them. Reading them checks every translation against the site's own files: a problem
 * in a published one is thrown, file, field and language named (a draft's are the content check's
 * warnings).
 */
export async function checkedLanguages(root: string): Promise<PublishedLanguage[]> {
  await loadContent(root)
  const problems = blockingProblems(loadSite(root))
  if (problems.length > 0) throw new ContentError(problems)
  // A translation's own rules (its notice among them) are its locale.json's check (kinds/locale.ts).
  return publishedLanguages(root).map(({ code, tag, name, base }) => ({ code, tag, name, base }))
}

/**
 * The text of a content module: what `content:<…>` gives, from the loaded content; the views as
 * of `day`, the day the site is built.
 */
export function contentModuleData(
  id: string,
  loaded: LoadedContent,
  day: string,
  languages: readonly PublishedLanguage[] = [],
  { browser = false }: { browser?: boolean } = {},
): unknown {
  const name = id.slice(PREFIX.length)
  if (name === 'languages') return languages
  const view = viewIds.find((candidate) => `${candidate.key}/${candidate.view}` === name)
  if (view) {
    const kind: Kind = content[view.key]
    return kind.views?.[view.view]?.(parsedIn(loaded)[view.key], othersIn(loaded), day)
  }
  if (name.endsWith('/pictures')) return picturesNamed(loaded, name.slice(0, -'/pictures'.length) as ContentKey)
  if (name === 'pages') {
    return pages.map(({ path: address, parent, key }): PageSummary => {
      const copy: { title?: string; description: string } = loaded[key]
      return { path: address, ...(parent ? { parent } : {}), ...(copy.title ? { title: copy.title } : {}) }
    })
  }
  if (name === 'descriptions') {
    return Object.fromEntries(pages.map(({ path: address, key }) => [address, loaded[key].description]))
  }
  const summary = name.endsWith('/summary')
  const key = (summary ? name.slice(0, -'/summary'.length) : name) as ContentKey
  const fields = summaryFields(key)
  if (!(key in content) || (summary && !fields)) throw new Error(`${id} is not a content module`)
  if (summary && fields) return pickSummary(fields, loaded[key])
  if (browser && pageKeys.has(key)) {
    const { title: _title, description: _description, ...copy } = loaded[key] as Record<string, unknown>
    return copy
  }
  return loaded[key]
}

/** The pictures a file names, sized as `content:images` gives them: every images.json key among its texts. */
function picturesNamed(loaded: LoadedContent, key: ContentKey): Content<'images'> {
  const named = new Set<string>()
  const walk = (value: unknown): void => {
    if (typeof value === 'string') named.add(value)
    else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(loaded[key])
  return Object.fromEntries(Object.entries(loaded.images).filter(([image]) => named.has(image)))
}

/** The keys of the files that are a page's copy (their tab title and description belong to the head). */
const pageKeys = new Set<ContentKey>(pages.map((page) => page.key))

/** modules.gen.d.ts: one declaration for each module the plugin serves. */
export function contentModuleTypes(): string {
  const declare = (id: string, type: string) =>
    `declare module '${id}' {\n  const data: ${type}\n  export default data\n}\n`
  const table = "import('./collections.ts')"
  return [
    '// Written by src/vite-plugins/content.ts from the table in src/content/collections.ts: do not edit.\n',
    ...contentKeys.map((key) =>
      declare(
        `${PREFIX}${key}`,
        pageKeys.has(key) ? `Omit<${table}.Content<'${key}'>, 'title' | 'description'>` : `${table}.Content<'${key}'>`,
      ),
    ),
    ...summaryKeys.map((key) => declare(`${PREFIX}${key}/summary`, `${table}.Summary<'${key}'>`)),
    ...viewIds.map(({ key, view }) => declare(`${PREFIX}${key}/${view}`, `${table}.ViewData<'${key}', '${view}'>`)),
    ...pictureKeys.map((key) => declare(`${PREFIX}${key}/pictures`, `${table}.Content<'images'>`)),
    declare(`${PREFIX}pages`, `readonly ${table}.PageSummary[]`),
    declare(`${PREFIX}descriptions`, `Readonly<Record<${table}.SitePath, string>>`),
    declare(`${PREFIX}languages`, `readonly [${table}.PublishedLanguage, ...${table}.PublishedLanguage[]]`),
  ].join('\n')
}

/** Writes modules.gen.d.ts when it is not what the table gives; true when it wrote. */
export function writeContentModuleTypes(root: string): boolean {
  const file = path.join(root, TYPES_FILE)
  const text = contentModuleTypes()
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false
  writeFileSync(file, text)
  return true
}

/**
 * `locale` is the language built (content/<locale>/), the site's own when left out. `writeTypes:
 * false` leaves modules.gen.d.ts as it is (the unit tests, whose check of that file must see it as
 * committed).
 */
export function contentModules(
  root: string,
  { locale, writeTypes = true }: { locale?: string; writeTypes?: boolean } = {},
): Plugin {
  const contentDir = path.join(root, 'content')
  const srcDir = path.join(root, 'src')
  // What a kind delivers may read files under public/ (the pictures' sizes): a change there reloads too.
  const publicDir = path.join(root, 'public')
  // One day for the whole build (the browser and server bundles and the prerendered pages), even across midnight.
  const builtOn = buildDay()
  // The published languages, checked once a build (and again after a change, in `vite dev`).
  let languages: Promise<PublishedLanguage[]> | undefined
  const published = () => {
    languages ??= checkedLanguages(root)
    languages.catch(() => {
      languages = undefined
    })
    return languages
  }
  return {
    name: 'cscg:content',
    enforce: 'pre',
    async buildStart() {
      if (writeTypes) writeContentModuleTypes(root)
      let loaded: LoadedContent
      try {
        loaded = await loadContent(root, locale)
        await published()
      } catch (error) {
        return this.error((error as Error).message)
      }
      // Dated content that is running out is no mistake, but staff must act: the build says so.
      for (const warning of contentWarnings(loaded, builtOn)) this.warn(warning)
      this.addWatchFile(contentDir)
    },
    async resolveId(source, importer) {
      if (source.startsWith(PREFIX)) {
        if (!contentModuleIds.includes(source)) {
          this.error(`${source} is not a content module; src/content/collections.ts lists them`)
        }
        return `${RESOLVED}${source.slice(PREFIX.length)}`
      }
      if (!importer?.startsWith(srcDir) || !/content\/.*\.json/.test(source)) return null
      const resolved = await this.resolve(source, importer, { skipSelf: true })
      if (resolved?.id.startsWith(contentDir)) {
        const key = path.relative(contentDir, resolved.id).replace(/\.json.*$/, '')
        this.error(`${importer} imports ${source}: import 'content:${key}' instead (src/vite-plugins/content.ts)`)
      }
      return null
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null
      const data = contentModuleData(
        `${PREFIX}${id.slice(RESOLVED.length)}`,
        await loadContent(root, locale),
        builtOn,
        await published(),
        { browser: this.environment.config.consumer === 'client' },
      )
      // No side effects: a route's import that only its lazily loaded component uses is then left
      // out of the code every page loads (the route's head() part), as Vite does for JSON.
      return { code: `export default ${JSON.stringify(data)}`, moduleSideEffects: false }
    },
    configureServer(server) {
      server.watcher.add(contentDir)
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(contentDir) && !file.startsWith(publicDir)) return
        forgetContent(root)
        languages = undefined
        for (const environment of Object.values(server.environments)) {
          for (const id of contentModuleIds) {
            const module = environment.moduleGraph.getModuleById(`${RESOLVED}${id.slice(PREFIX.length)}`)
            if (module) environment.moduleGraph.invalidateModule(module)
          }
        }
        server.ws.send({ type: 'full-reload' })
      })
    },
  }
}
