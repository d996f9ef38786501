import { adminContentSecurityPolicy, contentSecurityPolicy, type EditorOrigins } from './csp.ts'

/**
 * Headers sent with every response, static or server-rendered. HTML responses
 * replace the Content-Security-Policy with one that lists their inline scripts.
 */
export const securityHeaders: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy(),
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), display-capture=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
}

/**
 * Headers that govern a document and nothing else: its policy, who may frame it, the features it
 * may use, its opener, HTTPS from now on (the page's own response sets that) and the referrer its
 * requests send (a script's requests are its document's; the site links no stylesheet file, and
 * the value is the browsers' default anyway). A hashed script (`/assets/`) is sent without them:
 * they cost each such file about 0.65 KB, some forty files on a first visit with the linked pages'
 * code. It keeps `nosniff` and its resource policy.
 */
export const documentOnlyHeaders = [
  'content-security-policy',
  'strict-transport-security',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
  'referrer-policy',
] as const

/** The headers of a hashed asset: the shared ones a file still needs (above). */
export const assetHeaders: Record<string, string> = Object.fromEntries(
  Object.entries(securityHeaders).filter(([name]) => !(documentOnlyHeaders as readonly string[]).includes(name)),
)

/** The content editor's folder (postbuild/admin.ts writes it into the client folder). */
export const ADMIN_PATH = '/admin/'

/**
 * The file beside the client folder in which the build records the editor's git-host origins,
 * so that the server gives /admin/ the same policy as nginx and the static hosts' `_headers`.
 */
export const ADMIN_ORIGINS_FILE = 'admin-origins.json'

/**
 * What every response under /admin/ sends in place of the shared values: the editor's own policy,
 * a COOP that keeps the sign-in popup (PKCE, OAuth) able to report back to the page that opened it,
 * and noindex for every file of the folder.
 */
export function adminHeaders(origins: EditorOrigins): Record<string, string> {
  return {
    'content-security-policy': adminContentSecurityPolicy(origins),
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'x-robots-tag': 'noindex',
  }
}

/** The editor's origins as the build recorded them (ADMIN_ORIGINS_FILE); throws unless the shape is right. */
export function parseEditorOrigins(json: unknown): EditorOrigins {
  const list = (value: unknown) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined
  const record = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {}
  const connect = list(record.connect)
  const img = list(record.img)
  if (!connect || !img) throw new Error(`${ADMIN_ORIGINS_FILE} must hold { "connect": [origins], "img": [origins] }`)
  return { connect, img }
}
