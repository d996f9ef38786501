/**
 * The production server: prerendered pages and hashed assets straight from
 * memory (precompressed), and the framework's server rendering only where a
 * page needs it: `/about/team?member=…`, server functions, and anything the
 * static table does not hold (answered with the designed 404 page).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import { securityHeaders } from './security-headers.ts'
import { CACHE_REVALIDATE, chooseEncoding, loadStaticFiles, type StaticFile } from './static-files.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const clientDir = process.env.CLIENT_DIR ?? path.join(root, 'dist/client')
const serverEntry = process.env.SERVER_ENTRY ?? path.join(root, 'dist/server/server.js')
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'

const MAX_URL_LENGTH = 2048
const MAX_BODY_BYTES = 64 * 1024

const { files, notFoundPage } = loadStaticFiles(clientDir)
const app = (await import(pathToFileURL(serverEntry).href)).default as {
  fetch: (request: Request) => Promise<Response>
}

/** Query parameters that change what a prerendered page shows: such requests are server-rendered. */
const renderedQueries: Record<string, readonly string[]> = { '/about/team': ['member'] }

function setCommonHeaders(res: ServerResponse) {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
}

function sendPlain(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra })
  res.end(text)
}

function sendStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile, status = 200) {
  res.setHeader('content-type', file.type)
  res.setHeader('cache-control', file.cacheControl)
  res.setHeader('vary', 'accept-encoding')
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
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) return null
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

async function render(req: IncomingMessage, res: ServerResponse, url: URL) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) headers.set(name, value.join(', '))
  }
  let body: Uint8Array<ArrayBuffer> | undefined
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const read = await readBody(req)
    if (read === null) return sendPlain(res, 413, 'Payload Too Large')
    body = new Uint8Array(read)
  }
  const response = await app.fetch(new Request(url, { method: req.method, headers, body }))
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding') res.setHeader(name, value)
  })
  const isHtml = (response.headers.get('content-type') ?? '').includes('text/html')
  if (isHtml) res.setHeader('cache-control', CACHE_REVALIDATE)
  if (!response.body || req.method === 'HEAD') {
    res.writeHead(response.status)
    res.end()
    await response.body?.cancel()
    return
  }
  const accepted = req.headers['accept-encoding'] ?? ''
  const compressor = !isHtml
    ? null
    : /\bbr\b/.test(accepted)
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : /\bgzip\b/.test(accepted)
        ? createGzip({ level: 6 })
        : null
  if (compressor) {
    res.setHeader('content-encoding', compressor.constructor.name.startsWith('Brotli') ? 'br' : 'gzip')
    res.setHeader('vary', 'accept-encoding')
  }
  res.writeHead(response.status)
  const source = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream)
  await (compressor ? pipeline(source, compressor, res) : pipeline(source, res))
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  setCommonHeaders(res)
  const rawUrl = req.url ?? '/'
  if (rawUrl.length > MAX_URL_LENGTH) return sendPlain(res, 414, 'URI Too Long')
  let url: URL
  let pathname: string
  try {
    url = new URL(rawUrl, 'http://localhost')
    pathname = decodeURIComponent(url.pathname)
  } catch {
    return sendPlain(res, 400, 'Bad Request')
  }
  if (pathname === '/healthz') return sendPlain(res, 200, 'ok')

  const isServerFn = pathname.startsWith('/_serverFn')
  if (!isServerFn && req.method !== 'GET' && req.method !== 'HEAD') {
    return sendPlain(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' })
  }

  // One address per page: /about/ → /about (the query string is kept).
  if (!isServerFn && pathname.length > 1 && pathname.endsWith('/') && !pathname.startsWith('//')) {
    const target = url.pathname.replace(/\/+$/, '') || '/'
    res.writeHead(308, { location: `${target}${url.search}`, 'cache-control': CACHE_REVALIDATE })
    return res.end()
  }

  if (!isServerFn) {
    const file = files.get(pathname)
    const needsRender = renderedQueries[pathname]?.some((name) => url.searchParams.has(name)) ?? false
    if (file && !needsRender) return sendStatic(req, res, file)
    if (!file && notFoundPage) return sendStatic(req, res, notFoundPage, 404)
  }
  // Requests are rendered against the app's own origin, whatever Host header was sent.
  await render(req, res, new URL(`${url.pathname}${url.search}`, `http://localhost:${port}`))
}

const server = createServer({ maxHeaderSize: 16 * 1024, requestTimeout: 30_000 }, (req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error('[server] request failed:', error instanceof Error ? error.message : error)
    if (!res.headersSent) sendPlain(res, 500, 'Internal Server Error')
    else res.destroy()
  })
})

server.listen(port, host, () => {
  console.log(`Serving the site on http://localhost:${port} (${files.size} static files)`)
})

// Let in-flight requests finish, then exit; a load balancer sees the port close.
const shutdown = () => {
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
