/**
 * Content-Security-Policy for a page: scripts only from our origin plus the
 * exact inline scripts the framework wrote into that page, allowed by their
 * SHA-256 hashes (no 'unsafe-inline', no 'unsafe-eval'). Used by the server
 * for every HTML response and by the build for static hosts' header files.
 */
import { createHash } from 'node:crypto'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

/** Hashes of the inline scripts a browser would run (JSON-LD and other data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? ''
    if (!EXECUTABLE_TYPES.has(type)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(' ')}` : ''}`,
    "style-src 'self'",
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

export const cspForHtml = (html: string) => contentSecurityPolicy(inlineScriptHashes(html))
