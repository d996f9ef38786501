/**
 * The production server (bundled to dist/serve.mjs by `npm run build`, so it
 * starts without TypeScript tooling in memory). Every page is a prerendered file held in memory
 * (the content editor's files are read from disk when asked for: static-files.ts),
 * precompressed, with its own Content-Security-Policy; `/about/team?member=…`
 * maps to the partner's prerendered view, in every language's prefix too. Unknown paths get the
 * designed 404 page in the language of their prefix,
 * the framework's server-function channel (`/_serverFn/…`) among them: the build refuses
 * server functions (src/loading/without-server-functions.ts), so there is none to call and
 * the framework's request handler is never loaded. A request target over 8,000 octets gets the
 * 414 page in the language of the prefix it starts with.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { TEAM_PATH } from '../src/lib/paths.ts'
import { CACHE_NONE, CACHE_REVALIDATE } from './cache-control.ts'
import {
  ADMIN_ORIGINS_FILE,
  adminHeaders,
  documentOnlyHeaders,
  parseEditorOrigins,
  securityHeaders,
} from './security-headers.ts'
import {
  bytesOf,
  chooseEncoding,
  loadStaticFiles,
  notFoundPageFor,
  type StaticFile,
  uriTooLongPageFor,
} from './static-files.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const clientDir = process.env.CLIENT_DIR ?? path.join(root, 'dist/client')
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'

// RFC 9110 §4.1 asks servers to take request targets of at least 8,000 octets.
const MAX_URL_LENGTH = 8000

// The content editor's headers, from the git-host origins the build recorded beside the client folder.
const adminOriginsFile = path.join(clientDir, '..', ADMIN_ORIGINS_FILE)
const site = loadStaticFiles(
  clientDir,
  existsSync(adminOriginsFile)
    ? adminHeaders(parseEditorOrigins(JSON.parse(readFileSync(adminOriginsFile, 'utf8'))))
    : undefined,
)

function sendPlain(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_NONE, ...extra })
  res.end(text)
}

async function sendStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile, status = 200) {
  res.setHeader('content-type', file.type)
  res.setHeader('cache-control', file.cacheControl)
  res.setHeader('vary', 'accept-encoding')
  if (file.csp) res.setHeader('content-security-policy', file.csp)
  for (const [name, value] of Object.entries(file.headers ?? {})) res.setHeader(name, value)
  if (file.asset) for (const name of documentOnlyHeaders) res.removeHeader(name)
  // A hashed asset is never asked for again (immutable; a new version has a new name): no validator.
  if (status === 200 && !file.asset) {
    res.setHeader('etag', file.etag)
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304)
      res.end()
      return
    }
  }
  const encoding = chooseEncoding(file, req.headers['accept-encoding'])
  const body = await bytesOf((encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body) ?? file.body)
  if (encoding) res.setHeader('content-encoding', encoding)
  res.setHeader('content-length', String(body.length))
  res.writeHead(status)
  res.end(req.method === 'HEAD' ? undefined : body)
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
  const rawUrl = req.url ?? '/'
  if (rawUrl.length > MAX_URL_LENGTH) {
    res.setHeader('connection', 'close')
    const page = uriTooLongPageFor(site, rawUrl)
    if (page) return sendStatic(req, res, page, 414)
    return sendPlain(res, 414, 'URI Too Long')
  }
  let url: URL
  let pathname: string
  try {
    url = new URL(rawUrl, 'http://localhost')
    pathname = decodeURIComponent(url.pathname)
  } catch {
    return sendPlain(res, 400, 'Bad Request')
  }
  if (pathname === '/healthz') return sendPlain(res, 200, 'ok')
  // The framework's server-function channel, whatever the method: the site has no server functions.
  if (pathname === '/_serverFn' || pathname.startsWith('/_serverFn/')) return sendNotFound(req, res)
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendPlain(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' })
  }
  if (pathname.endsWith(TEAM_PATH)) {
    const view = site.partnerViews.get(`${pathname}?member=${url.searchParams.get('member') ?? ''}`)
    if (view) return sendStatic(req, res, view)
  }
  const file = site.files.get(pathname)
  if (file) return sendStatic(req, res, file)
  // One address per page, in its folder: /about → /about/ (the query string is kept), as static hosts do.
  if (!pathname.endsWith('/') && site.files.has(`${pathname}/`)) {
    res.writeHead(308, { location: `${url.pathname}/${url.search}`, 'cache-control': CACHE_REVALIDATE })
    return res.end()
  }
  return sendNotFound(req, res, pathname)
}

/** The designed 404 page in the language of the address (`/es/…` gets the Spanish one). */
function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname = '/') {
  const page = notFoundPageFor(site, pathname)
  if (page) return sendStatic(req, res, page, 404)
  return sendPlain(res, 404, 'Not Found')
}

const server = createServer(
  { maxHeaderSize: 16 * 1024, requestTimeout: 30_000, headersTimeout: 10_000 },
  (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[server] request failed:', error instanceof Error ? error.message : error)
      if (!res.headersSent) sendPlain(res, 500, 'Internal Server Error')
      else res.destroy()
    })
  },
)
server.keepAliveTimeout = 5_000

server.listen(port, host, () => {
  console.log(
    `Serving the site on http://localhost:${port} (${site.files.size} files, ${site.partnerViews.size} partner views)`,
  )
})

// Stop accepting connections, let in-flight requests finish, then exit.
let stopping = false
function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`[server] ${signal}: draining`)
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => {
    server.closeAllConnections()
    process.exit(0)
  }, 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
