/**
 * The floor of a first visit, for `npm run bench`: each page as our server sends it, with its
 * scripts taken out. A proxy in front of the server passes every response on with its headers,
 * and rewrites a page's HTML alone: no `<script>` that runs (structured data stays, it runs
 * nothing) and no `modulepreload` link. The stylesheet, the images, the HTML's bytes otherwise and
 * every header (COOP and the policy included) are the page's own, so what Lighthouse measures on
 * the floor is what the browser alone takes on this machine, in the same run as the page.
 */
import { createServer, request as httpRequest, type Server } from 'node:http'
import { gzipSync } from 'node:zlib'

/** A page's HTML without what runs: executable scripts and module preloads. */
export function withoutScripts(html: string): string {
  const stripped = html
    .replace(/<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
  if (/<script\b(?![^>]*\btype="application\/ld\+json")/i.test(stripped)) {
    throw new Error('the floor still has a script: the page writes its scripts in a form withoutScripts() misses')
  }
  return stripped
}

/**
 * Starts the proxy on `port` in front of `upstreamPort`. `status` may change a response's status (the
 * bench audits the 404 page as 200, as it does the page itself).
 */
export function startFirstVisitFloor(
  port: number,
  upstreamPort: number,
  status: (url: string, upstream: number) => number = (_url, upstream) => upstream,
): Promise<Server> {
  const proxy = createServer((req, res) => {
    // HTML is asked for uncompressed, rewritten, then gzipped as our server gzips it for a browser on plain
    // http (Chromium offers brotli over https alone): the floor's document costs the network what the page's does.
    const headers = { ...req.headers, 'accept-encoding': 'identity' }
    const upstream = httpRequest(
      { host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers },
      (answer) => {
        const code = status(req.url ?? '/', answer.statusCode ?? 502)
        const type = String(answer.headers['content-type'] ?? '')
        if (!type.startsWith('text/html')) {
          res.writeHead(code, answer.headers)
          answer.pipe(res)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const html = withoutScripts(Buffer.concat(chunks).toString('utf8'))
          const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
          const body = gzip ? gzipSync(html) : Buffer.from(html)
          const { 'content-length': _length, 'content-encoding': _encoding, etag: _etag, ...rest } = answer.headers
          res.writeHead(code, {
            ...rest,
            ...(gzip ? { 'content-encoding': 'gzip' } : {}),
            'content-length': String(body.length),
          })
          res.end(body)
        })
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  return new Promise((resolve) => proxy.listen(port, '127.0.0.1', () => resolve(proxy)))
}
