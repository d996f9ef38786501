/**
 * A bounded, repeatable fuzz run: a fixed seed drives a few thousand requests
 * with random paths, query strings, headers and bodies at the server on
 * loopback. No answer may be a 5xx or carry a stack trace, and the server must
 * keep answering good requests.
 */
import { Agent, request as httpRequest } from 'node:http'
import { decodeHtml, expect, firm, partners, test } from './fixtures.ts'

const SEED = 20261122
const REQUESTS = 3000
const CONCURRENCY = 16

/** mulberry32: a small seeded PRNG, so every run sends the same requests. */
function prng(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const segments = [
  '',
  'about',
  'team',
  'associates',
  'services',
  'resources',
  'records',
  'contact',
  'invoice',
  'assets',
  'images',
  '_serverFn',
  '..',
  '.',
  '%2e%2e',
  '%2f',
  '%5c',
  '%00',
  '%ff',
  '%',
  '%zz',
  '~',
  'index.html',
  '404.html',
  'sitemap.xml',
  'robots.txt',
  '.env',
  '.git',
  'node_modules',
  'server',
  'package.json',
  '<script>',
  "'",
  '"',
  ';',
  'a'.repeat(300),
  '%C3%BC',
  '%F0%9F%98%80',
  '%E2%80%AE',
]
const queryKeys = ['member', 'q', 'payload', '__proto__', 'constructor', 'utm_source', '', '%00', 'a[b]']
const queryValues = [
  ...partners.slice(0, 2).map((partner) => partner.slug),
  'nobody',
  '',
  '%',
  '<img%20src=x%20onerror=alert(1)>',
  '{"a":1}',
  '123',
  'true',
  'x'.repeat(400),
  '%0d%0aSet-Cookie:%20x=1',
  '../../etc/passwd',
]
const methods = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE']
const accepts = ['text/html', '*/*', 'application/json', 'image/avif', '', 'text/html;q=0,*/*;q=0']
const encodings = ['br', 'gzip', 'br, gzip, deflate', 'identity', '*', 'compress;q=0.5', '']

test('random requests never produce a 5xx, a stack trace, or a crash', async ({}, testInfo) => {
  test.setTimeout(90_000)
  const base = new URL(testInfo.project.use.baseURL ?? 'http://localhost:4173')
  const random = prng(SEED)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

  function makeRequest() {
    const path = `/${Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(segments)).join('/')}`
    const query = Array.from({ length: Math.floor(random() * 3) }, () => `${pick(queryKeys)}=${pick(queryValues)}`)
    const method = pick(methods)
    const headers: Record<string, string> = { accept: pick(accepts), 'accept-encoding': pick(encodings) }
    if (random() < 0.2) headers['if-none-match'] = `"${Math.floor(random() * 1e9).toString(36)}"`
    if (random() < 0.2) headers.range = `bytes=${Math.floor(random() * 100)}-`
    if (random() < 0.2) headers.cookie = `session=${'c'.repeat(Math.floor(random() * 2000))}`
    if (random() < 0.1)
      headers['content-type'] = pick(['application/json', 'multipart/form-data; boundary=x', 'text/plain'])
    const body =
      method === 'POST' || method === 'PUT' || method === 'PATCH'
        ? Buffer.from(Array.from({ length: Math.floor(random() * 3000) }, () => Math.floor(random() * 256)))
        : undefined
    return { path: `${path}${query.length ? `?${query.join('&')}` : ''}`, method, headers, body }
  }

  const statuses = new Map<number, number>()
  const problems: string[] = []
  let refusedByClient = 0
  const refusals = new Set<string>()

  function send(spec: ReturnType<typeof makeRequest>) {
    return new Promise<void>((resolve) => {
      let req: ReturnType<typeof httpRequest>
      try {
        req = httpRequest({ agent, host: base.hostname, port: base.port, ...spec }, (res) => {
          let text = ''
          res.setEncoding('latin1')
          res.on('data', (chunk) => {
            if (text.length < 20_000) text += chunk
          })
          res.on('end', () => {
            const status = res.statusCode ?? 0
            statuses.set(status, (statuses.get(status) ?? 0) + 1)
            if (status >= 500) problems.push(`${status} for ${spec.method} ${spec.path.slice(0, 80)}`)
            if (/\bat [\w.<>]+ \(.+:\d+:\d+\)|node:internal|\/work\/main/.test(text)) {
              problems.push(`internals in the answer to ${spec.method} ${spec.path.slice(0, 80)}`)
            }
            resolve()
          })
        })
      } catch (error) {
        refusals.add((error as Error).message.slice(0, 60))
        refusedByClient++ // Node's client refuses some header values outright; nothing was sent.
        resolve()
        return
      }
      req.on('error', (error) => {
        problems.push(`${error.message} for ${spec.method} ${spec.path.slice(0, 80)}`)
        resolve()
      })
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')))
      if (spec.body) req.write(spec.body)
      req.end()
    })
  }

  const specs = Array.from({ length: REQUESTS }, makeRequest)
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < specs.length) {
        const spec = specs[next++]
        if (spec) await send(spec)
      }
    }),
  )
  agent.destroy()

  const sent = [...statuses.values()].reduce((sum, count) => sum + count, 0)
  testInfo.annotations.push({
    type: 'fuzz',
    description: `${sent} answered (${refusedByClient} refused by the client), statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  })
  console.log(
    `fuzz: seed ${SEED}, ${sent} requests answered, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  )
  expect(problems).toEqual([])
  if (refusals.size) console.log(`refused by the client: ${[...refusals].join(' | ')}`)
  expect(sent).toBeGreaterThan(REQUESTS * 0.95)

  const health = await fetch(new URL('/healthz', base))
  expect(health.status).toBe(200)
  const home = await fetch(new URL('/', base))
  expect(home.status).toBe(200)
  expect(decodeHtml(await home.text())).toContain(firm.name)
})
