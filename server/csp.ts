/**
 * Content-Security-Policy for a page: scripts and styles only from our origin
 * plus the exact inline scripts and the inlined stylesheet the framework wrote
 * into that page, allowed by their SHA-256 hashes (no 'unsafe-inline', no
 * 'unsafe-eval'). Used by the server for every HTML response and by the build
 * for static hosts' header files.
 */
import { createHash } from 'node:crypto'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

/** The CSP source expressions (`'sha256-…'`) that allow a page's inline scripts and styles. */
export interface InlineHashes {
  scripts: readonly string[]
  styles: readonly string[]
}

const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`

/** Hashes of the inline scripts a browser would run (JSON-LD and other data blocks are not scripts) and of the inline styles. */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? ''
    if (!EXECUTABLE_TYPES.has(type)) continue
    scripts.add(sha256(body))
  }
  const styles = new Set([...html.matchAll(STYLE)].map(([, body = '']) => sha256(body)))
  return { scripts: [...scripts], styles: [...styles] }
}

const withHashes = (directive: string, hashes: readonly string[]) =>
  `${directive} 'self'${hashes.length ? ` ${hashes.join(' ')}` : ''}`

export function contentSecurityPolicy(hashes: InlineHashes = { scripts: [], styles: [] }): string {
  return [
    "default-src 'self'",
    withHashes('script-src', hashes.scripts),
    withHashes('style-src', hashes.styles),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export const cspForHtml = (html: string) => contentSecurityPolicy(inlineHashes(html))

/** What the content editor at /admin/ reaches beyond our origin: the git host's API (connect) and avatars (img). */
export interface EditorOrigins {
  connect: readonly string[]
  img: readonly string[]
}

/** An origin as a CSP source: https, no path, nothing that could end the directive or the header. */
function originSource(origin: string): string {
  let url: URL | undefined
  try {
    url = new URL(origin)
  } catch {
    url = undefined
  }
  if (url?.protocol !== 'https:' || url.origin !== origin) {
    throw new Error(`the content editor's origin "${origin}" is not an https origin such as https://api.github.com`)
  }
  return origin
}

const withOrigins = (directive: string, origins: readonly string[]) =>
  [directive, ...new Set(origins.map(originSource))].join(' ')

/**
 * The content editor's policy (postbuild/admin.ts): its script, fonts and files from our origin only, no eval.
 * Svelte injects style elements, so 'unsafe-inline' styles here and on no other page; the editor reads its
 * logo and the files being uploaded as data: and blob: URLs; the git host's API and avatars are the only
 * other origins. Everything else the bundle names (its update check, CDN fallbacks) stays blocked.
 */
export function adminContentSecurityPolicy(origins: EditorOrigins): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    withOrigins("img-src 'self' data: blob:", origins.img),
    "font-src 'self'",
    withOrigins("connect-src 'self' data: blob:", origins.connect),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
