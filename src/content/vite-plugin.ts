import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { loadImages } from '../vite-plugins/responsive-images.ts'
import { validateContent } from './validate.ts'

/**
 * Fails `vite build` (and reloads `vite dev` with an overlay) when a file in
 * content/ breaks its schema, naming the file and the field.
 */
export function contentCheck(root: string): Plugin {
  const contentDir = path.join(root, 'content')
  const publicDir = path.join(root, 'public')
  return {
    name: 'cscg:content-check',
    buildStart() {
      try {
        validateContent(contentDir, publicDir)
      } catch (error) {
        this.error((error as Error).message)
      }
      this.addWatchFile(contentDir)
    },
  }
}

/**
 * The fields a `?meta` import keeps, by content file; page files keep their title and
 * description. The one list of them: src/content/meta.ts takes the types of those
 * imports from this table (`Pick<Partner, (typeof metaFields)['partners.json'][number]>`).
 */
export const metaFields = {
  'partners.json': ['name', 'credentials', 'slug', 'title', 'image'],
  'services.json': ['slug', 'title', 'subtitle', 'summary'],
  'records.json': ['title', 'description', 'heading', 'reviewedOn', 'source'],
  // Of the images, every page load needs only the social-preview picture.
  'images.json': ['share-default'],
} as const
export const pageMetaFields = ['title', 'description'] as const

export function pickMeta(file: string, data: unknown): unknown {
  const fields: readonly string[] = metaFields[file as keyof typeof metaFields] ?? pageMetaFields
  const pick = (item: Record<string, unknown>) =>
    Object.fromEntries(fields.filter((field) => field in item).map((field) => [field, item[field]]))
  return Array.isArray(data) ? data.map(pick) : pick(data as Record<string, unknown>)
}

/**
 * `import x from '~content/….json?meta'` gives only the fields that every page
 * load needs (tab titles, descriptions, names for the footer and structured
 * data), so the always-loaded code does not carry whole bios and page copy;
 * the full file is imported by the lazily loaded page component.
 *
 * content/images.json is a list that the editor can extend, and gives no size
 * for most pictures; any import of it gets the pictures by key, each with the
 * width and height of its file (src/vite-plugins/responsive-images.ts), which is what
 * src/content/images.ts and src/content/meta.ts read.
 */
export function contentMeta(root: string): Plugin {
  const contentDir = path.join(root, 'content')
  const imagesFile = path.join(contentDir, 'images.json')
  const suffix = '?meta'
  const prefix = '\0cscg-content:'
  return {
    name: 'cscg:content-meta',
    enforce: 'pre',
    async resolveId(source, importer) {
      const meta = source.endsWith(`.json${suffix}`)
      if (!meta && !source.endsWith('images.json')) return null
      const resolved = await this.resolve(meta ? source.slice(0, -suffix.length) : source, importer, {
        skipSelf: true,
      })
      if (!resolved || (!meta && resolved.id !== imagesFile)) return null
      // The id must not end in .json, or Vite's JSON plugin would parse the module we return.
      return `${prefix}${resolved.id}${meta ? '.meta' : ''}.js`
    },
    async load(id) {
      if (!id.startsWith(prefix)) return null
      const meta = id.endsWith('.meta.js')
      const file = id.slice(prefix.length, meta ? -'.meta.js'.length : -'.js'.length)
      this.addWatchFile(file)
      const relative = path.relative(contentDir, file).split(path.sep).join('/')
      let data: unknown
      if (file === imagesFile) {
        const { images, problems } = await loadImages(root)
        if (problems.length) this.error(`Pictures in content/images.json:\n${problems.join('\n')}`)
        for (const image of Object.values(images)) this.addWatchFile(path.join(root, 'public', image.src))
        data = images
      } else {
        data = JSON.parse(readFileSync(file, 'utf8'))
      }
      return `export default ${JSON.stringify(meta ? pickMeta(relative, data) : data)}`
    },
  }
}
