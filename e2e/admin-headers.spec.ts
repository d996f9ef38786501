/**
 * The content editor's folder (/admin/, written by postbuild/admin.ts) at the HTTP level, on every server and
 * static host (@host): its own policy, COOP and noindex, each header once, and the public pages' headers
 * unchanged beside it. The editor itself is driven in a browser by admin.spec.ts.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { editorOrigins, editorSchema } from '../src/content/kinds/editor.ts'
import { appliesHeaders, expect, headersOf, routes, securityHeaders, target, test } from './fixtures.ts'

const HOST = '@host'
/** Where `netlify dev` differs from Netlify itself (as in hosts.spec.ts). */
const NETLIFY_CACHE =
  "netlify dev: its local static server's own `Cache-Control: public, max-age=0` overrides _headers " +
  '(netlify-cli dist/utils/headers.js); Netlify applies the Cache-Control of _headers ' +
  '(https://docs.netlify.com/routing/headers/)'
const NETLIFY_PRETTY_URLS =
  'netlify dev answers /admin with admin/index.html where production redirects to /admin/ ' +
  '(https://docs.netlify.com/site-deploys/post-processing/#pretty-urls)'

// The git host the editor saves to, as the firm set it; the policy must name exactly its origins.
const editor = editorSchema.parse(
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../content/editor.json'), 'utf8')),
)
const origins = editorOrigins(editor)
/** Written out here rather than built with server/csp.ts, so the test states the policy it expects. */
const adminPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  ["img-src 'self' data: blob:", ...new Set(origins.img)].join(' '),
  "font-src 'self'",
  ["connect-src 'self' data: blob:", ...new Set(origins.connect)].join(' '),
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

function expectEditorHeaders(headers: Map<string, string[]>, what: string) {
  expect(headers.get('content-security-policy'), `${what}: the editor's policy, once`).toEqual([adminPolicy])
  expect(headers.get('content-security-policy')?.[0], what).not.toContain('unsafe-eval')
  expect(headers.get('cross-origin-opener-policy'), `${what}: COOP`).toEqual(['same-origin-allow-popups'])
  expect(headers.get('x-robots-tag'), `${what}: noindex`).toEqual(['noindex'])
  for (const [name, value] of Object.entries(securityHeaders))
    expect(headers.get(name), `${what}: ${name}`).toEqual([value])
  expect(headers.get('access-control-allow-origin'), `${what}: no CORS`).toBeUndefined()
  expect(headers.get('cache-control'), `${what}: one Cache-Control`).toHaveLength(1)
  if (target === 'netlify') test.info().annotations.push({ type: 'local runtime', description: NETLIFY_CACHE })
  else expect(headers.get('cache-control'), what).toEqual(['public, max-age=0, must-revalidate'])
}

test.describe(`the content editor's folder on ${target} ${HOST}`, () => {
  test('/admin/ answers 200 with the editor page: no inline code, noindex, the configuration and the script', async ({
    request,
  }) => {
    const response = await request.get('/admin/', { maxRedirects: 0 })
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).toContain('<link href="/admin/config.yml" type="application/yaml" rel="cms-config-url">')
    expect(html).toContain('<script src="/admin/sveltia-cms.js"></script>')
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=|\son[a-z]+=/i)
  })

  test('every file of the editor carries its own policy, COOP and noindex, each header once', async ({ request }) => {
    test.skip(!appliesHeaders, `${target}: a plain static host sends no headers of ours`)
    for (const file of [
      '/admin/',
      '/admin/config.yml',
      '/admin/sveltia-cms.js',
      '/admin/fonts/material-symbols-outlined-latin-wght-normal.woff2',
    ]) {
      const response = await request.get(file, { maxRedirects: 0 })
      expect(response.status(), file).toBe(200)
      expectEditorHeaders(headersOf(response), file)
    }
  })

  test('/admin is sent to /admin/ in one redirect', async ({ request }) => {
    const response = await request.get('/admin', { maxRedirects: 0 })
    if (target === 'netlify' && response.status() === 200) {
      test.info().annotations.push({ type: 'local runtime', description: NETLIFY_PRETTY_URLS })
      // Answered with the page itself, so with the page's headers.
      expect(await response.text()).toContain('rel="cms-config-url"')
      expectEditorHeaders(headersOf(response), '/admin')
      return
    }
    expect([301, 302, 307, 308]).toContain(response.status())
    expect(new URL(response.headers().location ?? '', 'http://host').pathname).toBe('/admin/')
  })

  test('the editor loads nothing from a CDN: its fonts and strings are files of the site', async ({ request }) => {
    const script = await (await request.get('/admin/sveltia-cms.js')).text()
    expect(script).not.toContain('cdn.jsdelivr.net')
    const local = [...new Set(script.match(/\/admin\/(?:fonts\/[\w.-]+\.woff2|locales)/g) ?? [])]
    expect(local.filter((url) => url.includes('/fonts/'))).toHaveLength(3)
    expect(local).toContain('/admin/locales')
    for (const url of [...local.filter((found) => found.endsWith('.woff2')), '/admin/locales/en-GB.json']) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      expect((await response.body()).length, url).toBeGreaterThan(1000)
    }
  })

  test('public pages keep their hash-only policy and same-origin COOP, and never point at the editor', async ({
    request,
  }) => {
    for (const route of routes) {
      const response = await request.get(route.path)
      expect(response.status(), route.path).toBe(200)
      expect(await response.text(), `${route.path} refers to the editor`).not.toContain('/admin')
      if (!appliesHeaders) continue
      const headers = headersOf(response)
      const csp = headers.get('content-security-policy') ?? []
      expect(csp, `${route.path}: one policy`).toHaveLength(1)
      expect(csp[0], route.path).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
      expect(csp[0], route.path).not.toMatch(/unsafe-inline|unsafe-eval|blob:|https:/)
      expect(headers.get('cross-origin-opener-policy'), route.path).toEqual(['same-origin'])
      expect(headers.get('x-robots-tag'), route.path).toBeUndefined()
    }
  })

  test('robots.txt keeps crawlers out of /admin/, and the sitemap does not list it', async ({ request }) => {
    expect((await (await request.get('/robots.txt')).text()).split('\n')).toContain('Disallow: /admin/')
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('<urlset')
    expect(sitemap).not.toContain('/admin')
  })
})
