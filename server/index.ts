/**
 * The production server (bundled to dist/serve.mjs by `npm run build`, so it
 * starts without TypeScript tooling in memory). Every page is a prerendered file held in memory,
 * precompressed, with its own Content-Security-Policy; `/about/team?member=…`
 * maps to the partner's prerendered view. Only the framework's server-function
 * channel (`/_serverFn/…`) reaches the app's request handler. Unknown paths get
 * the designed 404 page.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { TEAM_PATH } from '../src/lib/paths.ts'
import { cspForHtml } from './csp.ts'
import { ADMIN_ORIGINS_FILE, adminHeaders, parseEditorOrigins, securityHeaders } from './security-headers.ts'
import { CACHE_REVALIDATE, chooseEncoding, loadStaticFiles, type StaticFile } from './static-files.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const clientDir = process.env.CLIENT_DIR ?? path.join(root, 'dist/client')
const serverEntry = process.env.SERVER_ENTRY ?? path.join(root, 'dist/server/server.js')
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'

// RFC 9110 §4.1 asks servers to take request targets of at least 8,000 octets.
const MAX_URL_LENGTH = 8000
const MAX_BODY_BYTES = 64 * 1024

// The content editor's headers, from the git-host origins the build recorded beside the client folder.
const adminOriginsFile = path.join(clientDir, '..', ADMIN_ORIGINS_FILE)
const site = loadStaticFiles(
  clientDir,
  existsSync(adminOriginsFile)
    ? adminHeaders(parseEditorOrigins(JSON.parse(readFileSync(adminOriginsFile, 'utf8'))))
    : undefined,
)

type App = { fetch: (request: Request) => Promise<Response> }
let app: Promise<App> | undefined
/** The app's request handler, loaded on the first server-function request: pages never need it. */
const loadApp = () => {
  app ??= import(pathToFileURL(serverEntry).href).then((module) => module.default as App)
  return app
}

function sendPlain(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra })
  res.end(text)
}

function sendStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile, status = 200) {
  res.setHeader('content-type', file.type)
  res.setHeader('cache-control', file.cacheControl)
  res.setHeader('vary', 'accept-encoding')
  if (file.csp) res.setHeader('content-security-policy', file.csp)
  for (const [name, value] of Object.entries(file.headers ?? {})) res.setHeader(name, value)
  if (status === 200) {
    res.setHeader('etag', file.etag)
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304)
      res.end()
      return
    }
  }
  const encoding = chooseEncoding(file, req.headers['accept-encoding'])
  const body = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body
  if (encoding) res.setHeader('content-encoding', encoding)
  res.setHeader('content-length', String(body?.length ?? 0))
  res.writeHead(status)
  res.end(req.method === 'HEAD' ? undefined : body)
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > MAX_BODY_BYTES) return null
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) return null
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/** The framework's server-function channel; the app's server entry answers unknown ids with 404. */
async function serverFunction(req: IncomingMessage, res: ServerResponse, url: URL) {
  // The channel takes POST, or GET with the payload in the query.
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
    return sendPlain(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD, POST' })
  }
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) headers.set(name, value.join(', '))
  }
  let body: Uint8Array<ArrayBuffer> | undefined
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const read = await readBody(req)
    if (read === null) {
      res.setHeader('connection', 'close')
      return sendPlain(res, 413, 'Payload Too Large')
    }
    body = new Uint8Array(read)
  }
  // Rendered against our own origin, whatever Host header was sent.
  const request = new Request(new URL(`${url.pathname}${url.search}`, `http://localhost:${port}`), {
    method: req.method,
    headers,
    body,
  })
  const response = await (await loadApp()).fetch(request)
  const payload = Buffer.from(await response.arrayBuffer())
  response.headers.forEach((value, name) => {
    if (!['content-length', 'content-encoding', 'transfer-encoding'].includes(name)) res.setHeader(name, value)
  })
  // A 5xx from the framework carries its internals; callers get a plain answer instead.
  if (response.status >= 500) return sendPlain(res, 500, 'Internal Server Error')
  if ((response.headers.get('content-type') ?? '').includes('text/html')) {
    res.setHeader('content-security-policy', cspForHtml(payload.toString('utf8')))
    res.setHeader('cache-control', CACHE_REVALIDATE)
  }
  const accepted = req.headers['accept-encoding'] ?? ''
  let sent = payload
  if (payload.length > 1024 && /\bbr\b/.test(accepted)) {
    sent = brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    res.setHeader('content-encoding', 'br')
  } else if (payload.length > 1024 && /\bgzip\b/.test(accepted)) {
    sent = gzipSync(payload)
    res.setHeader('content-encoding', 'gzip')
  }
  res.setHeader('content-length', String(sent.length))
  res.writeHead(response.status)
  res.end(req.method === 'HEAD' ? undefined : sent)
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
  const rawUrl = req.url ?? '/'
  if (rawUrl.length > MAX_URL_LENGTH) {
    res.setHeader('connection', 'close')
    if (site.uriTooLongPage) return sendStatic(req, res, site.uriTooLongPage, 414)
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
  if (pathname === '/_serverFn' || pathname.startsWith('/_serverFn/')) return serverFunction(req, res, url)

  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendPlain(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' })
  }
  if (pathname === TEAM_PATH) {
    const view = site.partnerViews.get(url.searchParams.get('member') ?? '')
    if (view) return sendStatic(req, res, view)
  }
  const file = site.files.get(pathname)
  if (file) return sendStatic(req, res, file)
  // One address per page, in its folder: /about → /about/ (the query string is kept), as static hosts do.
  if (!pathname.endsWith('/') && site.files.has(`${pathname}/`)) {
    res.writeHead(308, { location: `${url.pathname}/${url.search}`, 'cache-control': CACHE_REVALIDATE })
    return res.end()
  }
  if (site.notFoundPage) return sendStatic(req, res, site.notFoundPage, 404)
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
