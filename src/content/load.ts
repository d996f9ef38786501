/**
 * The site's content as code receives it: every file of one language checked (site.ts), the
 * pictures by key with their files' sizes (kinds/images.ts). A build process loads each language
 * once: the Vite config, the content modules' plugin and the picture plugin share one load per
 * content folder and language, and `vite dev` forgets it when a file changes. Build and test side
 * only.
 */
import path from 'node:path'
import type { z } from 'zod'
import type { ShownContent } from './check-files.ts'
import { type Content, type ContentKey, content, contentKeys, sitePaths } from './collections.ts'
import type { AsShown } from './fields.ts'
import type { Kind, ShownOthers } from './kind.ts'
import { ContentError, type ContentProblem } from './problems.ts'
import { contentOf, forgetSite, loadSite } from './site.ts'

export type LoadedContent = { [K in ContentKey]: Content<K> }

/** What each load parsed, for the views (which see the files as their schemas give them), and the site's own. */
const parsedOf = new WeakMap<
  LoadedContent,
  { parsed: ShownContent; original: ShownContent; delivered: readonly string[] }
>()
const loads = new Map<string, Promise<LoadedContent>>()

async function load(root: string, locale?: string): Promise<LoadedContent> {
  const publicDir = path.join(root, 'public')
  const site = loadSite(root)
  const parsed = contentOf(site, locale ?? '')
  const problems: ContentProblem[] = []
  const warnings: string[] = []
  const delivered = Object.fromEntries(
    await Promise.all(
      contentKeys.map(async (key) => {
        const kind: Kind = content[key]
        if (!kind.deliver) return [key, parsed[key]]
        const result = await kind.deliver(parsed[key], publicDir)
        problems.push(...result.problems)
        warnings.push(...(result.warnings ?? []))
        return [key, result.data]
      }),
    ),
  )
  if (problems.length > 0) throw new ContentError(problems)
  // Each file as its kind delivers it: what the content modules' types (Content<K>) say.
  const loaded = delivered as LoadedContent
  parsedOf.set(loaded, { parsed, original: contentOf(site), delivered: warnings })
  return loaded
}

/**
 * The content under `root` (the folder holding content/ and public/) in a language: the site's
 * own when `locale` is left out, else the files of content/<locale>/. Loaded once per process.
 */
export function loadContent(root: string, locale?: string): Promise<LoadedContent> {
  const id = `${root}\0${locale ?? ''}`
  let loading = loads.get(id)
  if (!loading) {
    loading = load(root, locale)
    loads.set(id, loading)
    // A failed load is not kept: the next call (after a fix, in `vite dev`) reads the files again.
    loading.catch(() => loads.delete(id))
  }
  return loading
}

/** Makes the next loadContent(root) read the files again (a content file or picture changed). */
export function forgetContent(root: string): void {
  for (const id of loads.keys()) if (id.startsWith(`${root}\0`)) loads.delete(id)
  forgetSite(root)
}

/** What a kind's views see of the other files of a load, and of the site's own language's. */
export function othersIn(loaded: LoadedContent): ShownOthers {
  const found = parsedOf.get(loaded)
  if (!found) throw new Error('not content from loadContent()')
  const reader = (files: ShownContent) => {
    const bySchema = new Map<z.ZodType, unknown>(
      Object.entries(content).map(([key, kind]) => [kind.schema, files[key as ContentKey]]),
    )
    return <S extends z.ZodType>(kind: { schema: S }) => bySchema.get(kind.schema) as AsShown<z.output<S>> | undefined
  }
  return { of: reader(found.parsed), original: { of: reader(found.original) }, sitePaths }
}

/** The content in the form its schema gives, before the pictures are sized. */
export function parsedIn(loaded: LoadedContent): ShownContent {
  const found = parsedOf.get(loaded)
  if (!found) throw new Error('not content from loadContent()')
  return found.parsed
}

/** What staff must do soon for the content to stay true on `day`: every kind's warnings, and its delivery's (a picture's). */
export function contentWarnings(loaded: LoadedContent, day: string): string[] {
  const found = parsedOf.get(loaded)
  if (!found) throw new Error('not content from loadContent()')
  return [
    ...contentKeys.flatMap((key) => {
      const kind: Kind = content[key]
      return kind.warnings ? kind.warnings(found.parsed[key], day) : []
    }),
    ...found.delivered,
  ]
}
