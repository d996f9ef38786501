/**
 * The built client folder, read once at start-up into a table: every file with its precompressed
 * variants, content type, ETag and cache policy. Requests are answered from this table only, so no
 * request path ever reaches the file system (no traversal, whatever the encoding).
 *
 * The pages and their assets are held in memory, each identical file once (every language's build
 * has the same React chunk, for one). The content editor's folder, most of the bytes and asked for
 * only by the firm's staff, is read from disk when asked for, from the paths the start-up scan found.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileUrlPath, isDeadlinesFeed, PARTNER_VIEWS_DIR, TEAM_PATH } from '../src/lib/paths.ts'
import { CACHE_DAY, CACHE_IMMUTABLE, CACHE_NONE, CACHE_REVALIDATE } from './cache-control.ts'
import { cspForHtml } from './csp.ts'
import { ADMIN_PATH } from './security-headers.ts'

/** A file's bytes: held in memory, or where the start-up scan found them on disk. */
export type Body = Buffer | { onDisk: string }

/** The bytes of a body, read from disk if they are not held. */
export const bytesOf = (body: Body): Promise<Buffer> =>
  Buffer.isBuffer(body) ? Promise.resolve(body) : readFile(body.onDisk)

export interface StaticFile {
  body: Body
  br?: Body
  gzip?: Body
  type: string
  etag: string
  cacheControl: string
  /** HTML only: the page's Content-Security-Policy, with its inline scripts' hashes. */
  csp?: string
  /** Headers that replace the shared ones for this file: the content editor's folder has its own policy. */
  headers?: Record<string, string>
  /** A hashed script or stylesheet, sent without the headers only a document needs (documentOnlyHeaders). */
  asset?: boolean
}

export interface StaticSite {
  /** Public files by URL path. */
  files: Map<string, StaticFile>
  /**
   * The designed 404 page of each language, by its prefix (`/`, `/es/`), answered with status 404
   * to an unknown address under that prefix (notFoundPageFor).
   */
  notFoundPages: Map<string, StaticFile>
  /**
   * The page for an address too long to serve of each language, by its prefix, answered with status
   * 414 to a request target under that prefix (uriTooLongPageFor).
   */
  uriTooLongPages: Map<string, StaticFile>
  /**
   * Prerendered partner views by the address they answer, `/about/team/?member=<slug>` and the same
   * under each language's prefix (not public under their own paths).
   */
  partnerViews: Map<string, StaticFile>
}

/** The deadlines feed's, which the static hosts' `_headers` also sets (postbuild/deploy-files.ts). */
export const CALENDAR_TYPE = 'text/calendar; charset=utf-8'

/** The Content-Type of each kind of file the build writes, by extension (the bench's floor serves by it too). */
export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.yml': 'application/yaml; charset=utf-8',
  '.ics': CALENDAR_TYPE,
}

/** URL path for a file in the client folder: `about/index.html` → `/about/` (src/lib/paths.ts holds the rule). */
export const urlPathFor = (relativeFile: string) => fileUrlPath(relativeFile.split(path.sep).join('/'))

/** A language's prefix before an address of its pages: `/es/` in `/es/about/`; `/` for the site's own. */
const LANGUAGE_PREFIX = /^\/(?:[a-z]{2,3}\/)?/

/** The address with its language's prefix taken off: `/es/assets/a.js` → `/assets/a.js`. */
const withoutLanguage = (urlPath: string) => urlPath.replace(LANGUAGE_PREFIX, '/')

/** A file of a build's hashed scripts and stylesheets, under any language's prefix. */
const isAsset = (urlPath: string) => withoutLanguage(urlPath).startsWith('/assets/')

function cachePolicy(urlPath: string): string {
  if (isAsset(urlPath)) return CACHE_IMMUTABLE // content-hashed names
  if (urlPath.startsWith(ADMIN_PATH)) return CACHE_REVALIDATE // the editor's files keep their names across versions
  if (urlPath.endsWith('.html') || urlPath.endsWith('/')) return CACHE_REVALIDATE
  // Each build rewrites every language's feed at the same address.
  if (isDeadlinesFeed(withoutLanguage(urlPath))) return CACHE_REVALIDATE
  return CACHE_DAY
}

/** Of pages held by their language's prefix, the one of the language an address is under, else the site's own. */
const inLanguageOf = (pages: Map<string, StaticFile>, address: string) =>
  pages.get(LANGUAGE_PREFIX.exec(address)?.[0] ?? '/') ?? pages.get('/')

/** The 404 page of the language an address is under: its prefix's, else the site's own. */
export const notFoundPageFor = (site: StaticSite, pathname: string): StaticFile | undefined =>
  inLanguageOf(site.notFoundPages, pathname)

/**
 * The 414 page of the language a request target is under, read from the target as it arrived (the
 * server answers before it parses an address that long): `/es/…` gets the Spanish one; any other
 * target, the site's own.
 */
export const uriTooLongPageFor = (site: StaticSite, requestTarget: string): StaticFile | undefined =>
  inLanguageOf(site.uriTooLongPages, requestTarget)

/**
 * Reads the client folder. `adminHeaders` are the headers of the content editor's folder (/admin/);
 * a build that has the folder but no such headers is refused rather than served under the public
 * pages' policy, which would stop the editor, or under none.
 */
export function loadStaticFiles(clientDir: string, adminHeaders?: Record<string, string>): StaticSite {
  const files = new Map<string, StaticFile>()
  const partnerViews = new Map<string, StaticFile>()
  const notFoundPages = new Map<string, StaticFile>()
  const uriTooLongPages = new Map<string, StaticFile>()
  // Each distinct content once, by its hash, however many languages' folders have it.
  const held = new Map<string, Buffer>()
  const hold = (bytes: Buffer) => {
    const key = createHash('sha1').update(bytes).digest('base64url')
    const kept = held.get(key) ?? bytes
    held.set(key, kept)
    return { key, bytes: kept }
  }
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const full = path.join(entry.parentPath, entry.name)
    if (entry.name.endsWith('.br') || entry.name.endsWith('.gz') || entry.name.endsWith('.map')) continue
    const type = contentTypes[path.extname(entry.name)]
    if (!type) continue
    const urlPath = urlPathFor(path.relative(clientDir, full))
    const editor = urlPath.startsWith(ADMIN_PATH)
    const { key, bytes } = hold(readFileSync(full))
    const variant = (onDisk: string) => {
      if (!existsSync(onDisk)) return undefined
      return editor ? { onDisk } : hold(readFileSync(onDisk)).bytes
    }
    const file: StaticFile = {
      body: editor ? { onDisk: full } : bytes,
      type,
      etag: `"${key.slice(0, 20)}"`,
      cacheControl: cachePolicy(urlPath),
      asset: isAsset(urlPath),
      br: variant(`${full}.br`),
      gzip: variant(`${full}.gz`),
    }
    if (editor) {
      if (!adminHeaders) throw new Error(`${clientDir} has the content editor (${ADMIN_PATH}) but no headers for it`)
      file.headers = adminHeaders
    } else if (type.startsWith('text/html')) file.csp = cspForHtml(bytes.toString('utf8'))
    const prefix = LANGUAGE_PREFIX.exec(urlPath)?.[0] ?? '/'
    const unprefixed = withoutLanguage(urlPath)
    if (unprefixed === '/404.html') notFoundPages.set(prefix, { ...file, cacheControl: CACHE_NONE })
    else if (unprefixed === '/414.html') uriTooLongPages.set(prefix, { ...file, cacheControl: CACHE_NONE })
    else if (unprefixed.startsWith(`${PARTNER_VIEWS_DIR}/`)) {
      const slug = unprefixed.slice(PARTNER_VIEWS_DIR.length + 1, -1)
      partnerViews.set(`${prefix}${TEAM_PATH.slice(1)}?member=${slug}`, file)
    } else files.set(urlPath, file)
  }
  return { files, notFoundPages, uriTooLongPages, partnerViews }
}

/** Picks the smallest encoding the client accepts. */
export function chooseEncoding(file: StaticFile, acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase()
  if (file.br && /\bbr\b/.test(accepted)) return 'br'
  if (file.gzip && /\bgzip\b/.test(accepted)) return 'gzip'
  return null
}
