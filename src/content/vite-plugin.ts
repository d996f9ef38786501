import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
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

/** The fields a `?meta` import keeps, by content file; page files keep their title and description. */
export const metaFields: Record<string, readonly string[]> = {
  'partners.json': ['name', 'credentials', 'slug', 'title', 'image'],
  'services.json': ['slug', 'title', 'subtitle', 'summary'],
  'records.json': ['title', 'description', 'heading', 'reviewedOn', 'source'],
  // Of the images, every page load needs only the social-preview picture.
  'images.json': ['share-default'],
}
const pageMetaFields = ['title', 'description']

export function pickMeta(file: string, data: unknown): unknown {
  const fields = metaFields[file] ?? pageMetaFields
  const pick = (item: Record<string, unknown>) =>
    Object.fromEntries(fields.filter((field) => field in item).map((field) => [field, item[field]]))
  return Array.isArray(data) ? data.map(pick) : pick(data as Record<string, unknown>)
}

/**
 * `import x from '~content/….json?meta'` gives only the fields that every page
 * load needs (tab titles, descriptions, names for the footer and structured
 * data), so the always-loaded code does not carry whole bios and page copy;
 * the full file is imported by the lazily loaded page component.
 */
export function contentMeta(root: string): Plugin {
  const contentDir = path.join(root, 'content')
  const suffix = '?meta'
  return {
    name: 'cscg:content-meta',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(`.json${suffix}`)) return null
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true })
      // The id must not end in .json, or Vite's JSON plugin would parse the module we return.
      return resolved ? `\0cscg-meta:${resolved.id}.meta.js` : null
    },
    load(id) {
      if (!id.startsWith('\0cscg-meta:')) return null
      const file = id.slice('\0cscg-meta:'.length, -'.meta.js'.length)
      this.addWatchFile(file)
      const relative = path.relative(contentDir, file).split(path.sep).join('/')
      const data = JSON.parse(readFileSync(file, 'utf8'))
      return `export default ${JSON.stringify(pickMeta(relative, data))}`
    },
  }
}
