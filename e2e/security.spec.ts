import { request as httpRequest } from 'node:http'
import { documentOnlyHeaders } from '../server/security-headers.ts'
import {
  decodeHtml,
  expect,
  navLabel,
  partners,
  routeAt,
  target,
  test,
  waitForHydration,
  wordsOfHtml,
} from './fixtures.ts'
import { content, siteLanguages } from './site-pages.ts'

const partnerViews = partners.map((partner) => `/about/team/?member=${partner.slug}`)
const shareImage = content.images.find((image) => image.key === 'share-default')?.src ?? '/images/share/firm.png'

const baseURL = () => new URL(test.info().project.use.baseURL ?? 'http://localhost:4173')

/** A raw HTTP request, for inputs a browser or fetch would refuse to send. */
function raw(options: { method?: string; path: string; headers?: Record<string, string>; body?: string }) {
  const base = baseURL()
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest(
        {
          host: base.hostname,
          port: base.port,
          method: options.method ?? 'GET',
          path: options.path,
          // A body goes with its length. Node frames no body of its own for DELETE: sent bare, it stays on
          // the kept-alive connection as the start of the next request, which the server rightly refuses.
          headers: options.body
            ? { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) }
            : options.headers,
        },
        (res) => {
          let body = ''
          res.setEncoding('utf8')
          res.on('data', (chunk) => {
            body += chunk
          })
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
        },
      )
      req.on('error', reject)
      req.setTimeout(5000, () => req.destroy(new Error('timeout')))
      if (options.body) req.write(options.body)
      req.end()
    },
  )
}

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>, what: string) {
  const csp = String(headers['content-security-policy'] ?? '')
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]) {
    expect(csp, what).toContain(directive)
  }
  expect(csp, what).toMatch(/script-src 'self'/)
  expect(csp, what).not.toContain('unsafe-inline')
  expect(csp, what).not.toContain('unsafe-eval')
  expect(headers['strict-transport-security'], what).toMatch(/max-age=(\d{8,})/)
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], what).toContain('camera=()')
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin')
  expect(headers['x-powered-by'], what).toBeUndefined()
  expect(String(headers.server ?? ''), what).not.toMatch(/\d/)
}

test.describe('security headers @server', () => {
  test('are on every kind of response', async () => {
    for (const path of [
      '/',
      ...partnerViews,
      shareImage,
      '/no-such-page',
      '/healthz',
      '/about',
      '/sitemap.xml',
      // Beside the content editor, whose own headers admin-headers.spec.ts checks: its redirect and an
      // unknown file in its folder are answered like the rest of the site.
      '/admin',
      '/admin/no-such-file.js',
    ]) {
      const response = await raw({ path, headers: { 'accept-encoding': 'br, gzip' } })
      expect(response.status, path).toBeLessThan(500)
      expectSecurityHeaders(response.headers, path)
    }
  })

  test("a hashed script or stylesheet carries what a file needs, and none of a document's", async () => {
    const html = (await raw({ path: '/es/' })).body
    const files = [...html.matchAll(/\/es\/assets\/[^"]+\.js/g)].map((file) => file[0]).slice(0, 3)
    expect(files.length).toBeGreaterThan(0)
    for (const path of files) {
      expect(path).toBeTruthy()
      const { headers } = await raw({ path: path ?? '', headers: { 'accept-encoding': 'gzip' } })
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin')
      for (const name of documentOnlyHeaders) expect(headers[name], `${path}: ${name}`).toBeUndefined()
      // Immutable under a hashed name: nothing to revalidate.
      expect(headers.etag, path).toBeUndefined()
    }
  })

  test("each page's policy allows exactly its own inline scripts, and the browser reports no violation", async ({
    page,
  }) => {
    // Every page in turn, beside the hosts and the other engines in npm test's last stage: 33 s once on nginx.
    test.setTimeout(90_000)
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text())
    })
    for (const path of [
      '/',
      '/about/team/',
      ...partnerViews,
      '/resources/records/',
      // The calendar and the home page carry the dated script after their lists, every page after its notices.
      '/resources/deadlines/',
      '/invoice/',
    ]) {
      await page.goto(path)
      await waitForHydration(page)
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: navLabel('/contact/'), exact: true })
        .click()
      await expect(page).toHaveURL('/contact/')
    }
    expect(violations).toEqual([])
  })

  test('hashed assets are immutable, pages revalidate, and text is sent compressed', async () => {
    const home = await raw({ path: '/', headers: { 'accept-encoding': 'br' } })
    expect(home.headers['cache-control']).toMatch(/max-age=0, must-revalidate/)
    expect(home.headers['content-encoding']).toBe('br')
    // React's chunk (src/loading/chunk-groups.ts): large enough to be worth compressing.
    const asset = (await raw({ path: '/' })).body.match(/\/assets\/react-[^"]+\.js/)?.[0]
    expect(asset).toBeTruthy()
    const script = await raw({ path: asset!, headers: { 'accept-encoding': 'gzip' } })
    expect(script.status).toBe(200)
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(script.headers['content-encoding']).toBe('gzip')
  })
})

test.describe('hostile input gets a clean answer @server', () => {
  const traversal = [
    '/../../../../etc/passwd',
    '/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2f..%2fpackage.json',
    '/assets/%252e%252e/%252e%252e/package.json',
    '/..%5c..%5c..%5cetc%5cpasswd',
    '/....//....//etc/passwd',
    '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
    '/images/../../server/index.ts',
  ]
  for (const path of traversal) {
    test(`path traversal ${path} never reaches a file outside the site`, async () => {
      const response = await raw({ path })
      expect(response.status).toBeGreaterThanOrEqual(300)
      expect(response.status).toBeLessThan(500)
      expect(response.body).not.toMatch(/root:x:0:0|"devDependencies"|createServer/)
    })
  }

  test('a URL up to 8,000 octets is answered like any other (RFC 9110 §4.1)', async () => {
    const path = `/about/team/?member=${'x'.repeat(8000 - '/about/team/?member='.length)}`
    expect(path).toHaveLength(8000)
    const response = await raw({ path })
    expect(response.status).toBe(200)
    expect(wordsOfHtml(response.body)).toContain(routeAt('/about/team/').heading)
  })

  test("a URL over 8,000 octets gets 414 with the page of its prefix's language and the site's headers", async () => {
    for (const language of siteLanguages) {
      const { tag } = language.content.locale
      const words = language.content
      await test.step(`${language.base} (${tag})`, async () => {
        // Just over the limit, and over what nginx reads of a request line before it refuses it.
        for (const length of [8001, 12_000]) {
          const start = `${language.base}services/?`
          const path = `${start}${'q='.padEnd(length - start.length, 'x')}`
          expect(path).toHaveLength(length)
          const what = `${length} octets under ${language.base}`
          const response = await raw({ path })
          expect(response.status, what).toBe(414)
          expect(response.body, what).toContain(`<html lang="${tag}"`)
          const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(response.body)?.[1] ?? ''
          expect(decodeHtml(heading), what).toBe(words['pages/not-found'].uriTooLong.heading)
          expect(wordsOfHtml(response.body), what).toContain(words.site.footer.websiteLinks)
          expectSecurityHeaders(response.headers, what)
        }
      })
    }
  })

  test('oversized headers get 431 (nginx answers 400)', async () => {
    const response = await raw({ path: '/', headers: { 'x-filler': 'x'.repeat(20_000) } })
    expect(response.status).toBe(target === 'nginx' ? 400 : 431)
  })

  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
    test(`${method} on a page gets 405`, async () => {
      const response = await raw({ method, path: '/contact/', headers: { 'content-type': 'text/plain' }, body: 'x' })
      expect(response.status).toBe(405)
    })
  }

  const serverFnCases = [
    { name: 'an empty id', method: 'GET', path: '/_serverFn/' },
    { name: 'an unknown id', method: 'POST', path: '/_serverFn/abc123', body: '{"data":1}' },
    { name: 'a malformed payload', method: 'POST', path: '/_serverFn/abc123', body: '{"data":' },
    { name: 'a payload in the query', method: 'GET', path: '/_serverFn/abc123?payload=%7B%22x%22' },
    { name: 'an oversized body', method: 'POST', path: '/_serverFn/abc123', body: 'x'.repeat(200_000) },
  ]
  for (const item of serverFnCases) {
    test(`/_serverFn with ${item.name} gets a 4xx without internals`, async () => {
      const started = Date.now()
      const response = await raw({
        method: item.method,
        path: item.path,
        headers: {
          'content-type': 'application/json',
          accept: 'text/html,application/xhtml+xml',
          'user-agent': 'Mozilla/5.0 Chrome/156.0',
          'sec-fetch-site': 'same-origin',
          origin: baseURL().origin,
        },
        body: item.body,
      }).catch((error: Error) => ({ status: 413, headers: {}, body: error.message }))
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      expect(Date.now() - started).toBeLessThan(3000)
      expect(response.body).not.toMatch(/\bat .+:\d+:\d+|\/work\/|node_modules|Error:/)
      expect((await raw({ path: '/healthz' })).status).toBe(200)
    })
  }
})
