import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from '../server/cache-control.ts'
import { adminHeaders } from '../server/security-headers.ts'
import {
  bytesOf,
  CALENDAR_TYPE,
  chooseEncoding,
  loadStaticFiles,
  notFoundPageFor,
  uriTooLongPageFor,
  urlPathFor,
} from '../server/static-files.ts'
import { DEADLINES_FEED_PATH } from '../src/lib/paths.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'client-'))
mkdirSync(path.join(dir, 'about/team'), { recursive: true })
mkdirSync(path.join(dir, 'assets'))
writeFileSync(path.join(dir, 'index.html'), '<p>home</p>')
writeFileSync(path.join(dir, 'about/team/index.html'), '<p>team</p>')
writeFileSync(path.join(dir, 'about/team/index.html.br'), 'br-bytes')
writeFileSync(path.join(dir, 'assets/app-abc123.js'), 'console.log(1)')
writeFileSync(path.join(dir, '404.html'), '<p>missing</p>')
mkdirSync(path.join(dir, 'es/assets'), { recursive: true })
writeFileSync(path.join(dir, 'es/404.html'), '<p>no encontrada</p>')
writeFileSync(path.join(dir, '414.html'), '<p>too long</p>')
writeFileSync(path.join(dir, 'es/414.html'), '<p>demasiado larga</p>')
writeFileSync(path.join(dir, 'es/assets/app-def456.js'), 'console.log(2)')
mkdirSync(path.join(dir, 'es/about/team/member/jane-doe'), { recursive: true })
writeFileSync(path.join(dir, 'es/about/team/member/jane-doe/index.html'), '<p>Jane</p>')
writeFileSync(path.join(dir, 'secret.env'), 'KEY=1')
mkdirSync(path.join(dir, path.dirname(DEADLINES_FEED_PATH)), { recursive: true })
writeFileSync(path.join(dir, DEADLINES_FEED_PATH), 'BEGIN:VCALENDAR\r\n')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('urlPathFor', () => {
  it('maps prerendered index files to their folder addresses', () => {
    expect(urlPathFor('index.html')).toBe('/')
    expect(urlPathFor(path.join('about', 'team', 'index.html'))).toBe('/about/team/')
    expect(urlPathFor(path.join('assets', 'a.js'))).toBe('/assets/a.js')
  })
})

describe('loadStaticFiles', () => {
  const site = loadStaticFiles(dir)
  const { files } = site
  it('holds pages under their folder addresses with revalidation, assets as immutable', () => {
    expect(files.get('/about/team/')?.cacheControl).toBe(CACHE_REVALIDATE)
    expect(files.get('/assets/app-abc123.js')?.cacheControl).toBe(CACHE_IMMUTABLE)
    expect(files.get('/about/team/')?.br?.toString()).toBe('br-bytes')
  })
  it('serves the deadlines feed as a calendar, revalidated like a page', () => {
    expect(files.get(DEADLINES_FEED_PATH)?.type).toBe(CALENDAR_TYPE)
    expect(CALENDAR_TYPE).toBe('text/calendar; charset=utf-8')
    expect(files.get(DEADLINES_FEED_PATH)?.cacheControl).toBe(CACHE_REVALIDATE)
  })
  it('keeps the 404 page apart and skips unknown file types', () => {
    expect(notFoundPageFor(site, '/nowhere/')?.body.toString()).toBe('<p>missing</p>')
    expect(files.has('/404.html')).toBe(false)
    expect(files.has('/secret.env')).toBe(false)
  })
  it('gives a translation its own 404 page, assets and partner views under its prefix', () => {
    expect(notFoundPageFor(site, '/es/nowhere/')?.body.toString()).toBe('<p>no encontrada</p>')
    expect(files.has('/es/404.html')).toBe(false)
    expect(files.get('/es/assets/app-def456.js')?.cacheControl).toBe(CACHE_IMMUTABLE)
    expect(site.partnerViews.get('/es/about/team/?member=jane-doe')?.body.toString()).toBe('<p>Jane</p>')
    expect(files.has('/es/about/team/member/jane-doe/')).toBe(false)
  })
  it("keeps each language's 414 page apart, chosen by the prefix the request target starts with", () => {
    const long = `?q=${'x'.repeat(8000)}`
    expect(uriTooLongPageFor(site, `/es/services/${long}`)?.body.toString()).toBe('<p>demasiado larga</p>')
    expect(uriTooLongPageFor(site, `/es/${long}`)?.body.toString()).toBe('<p>demasiado larga</p>')
    expect(uriTooLongPageFor(site, `/services/${long}`)?.body.toString()).toBe('<p>too long</p>')
    // A prefix the site has no language for, or none at all: the site's own.
    expect(uriTooLongPageFor(site, `/fr/${long}`)?.body.toString()).toBe('<p>too long</p>')
    expect(uriTooLongPageFor(site, `/${long}`)?.body.toString()).toBe('<p>too long</p>')
    expect(files.has('/414.html')).toBe(false)
    expect(files.has('/es/414.html')).toBe(false)
  })
  it('holds a file that every language has alike once, with one ETag', () => {
    const shared = 'console.log("the same in every language")'
    writeFileSync(path.join(dir, 'assets/react-same.js'), shared)
    writeFileSync(path.join(dir, 'es/assets/react-same.js'), shared)
    const again = loadStaticFiles(dir).files
    const [own, spanish] = [again.get('/assets/react-same.js'), again.get('/es/assets/react-same.js')]
    expect(own?.body.toString()).toBe(shared)
    expect(spanish?.body).toBe(own?.body)
    expect(spanish?.etag).toBe(own?.etag)
  })
  it('prefers brotli, then gzip, then identity', () => {
    const team = files.get('/about/team/')
    if (!team) throw new Error('missing')
    expect(chooseEncoding(team, 'gzip, deflate, br')).toBe('br')
    expect(chooseEncoding(team, 'gzip')).toBeNull()
    expect(chooseEncoding({ ...team, gzip: Buffer.from('g') }, 'gzip')).toBe('gzip')
    expect(chooseEncoding(team, undefined)).toBeNull()
  })
})

describe("the content editor's folder", () => {
  const site = mkdtempSync(path.join(tmpdir(), 'client-admin-'))
  mkdirSync(path.join(site, 'admin/fonts'), { recursive: true })
  writeFileSync(path.join(site, 'index.html'), '<p>home</p><script>self.x=1</script>')
  writeFileSync(path.join(site, 'admin/index.html'), '<script src="/admin/sveltia-cms.js"></script>')
  writeFileSync(path.join(site, 'admin/sveltia-cms.js'), 'console.log(1)')
  writeFileSync(path.join(site, 'admin/config.yml'), 'backend:\n  name: github\n')
  writeFileSync(path.join(site, 'admin/fonts/icons.woff2'), 'woff2')
  afterAll(() => rmSync(site, { recursive: true, force: true }))
  const origins = { connect: ['https://api.github.com'], img: ['https://avatars.githubusercontent.com'] }

  it("gives every file under /admin/ the editor's headers and revalidation, and leaves the pages as they were", () => {
    const { files } = loadStaticFiles(site, adminHeaders(origins))
    for (const url of ['/admin/', '/admin/sveltia-cms.js', '/admin/config.yml', '/admin/fonts/icons.woff2']) {
      const file = files.get(url)
      expect(file?.headers, url).toEqual(adminHeaders(origins))
      expect(file?.csp, url).toBeUndefined()
      expect(file?.cacheControl, url).toBe(CACHE_REVALIDATE)
    }
    expect(files.get('/admin/config.yml')?.type).toBe('application/yaml; charset=utf-8')
    const home = files.get('/')
    expect(home?.headers).toBeUndefined()
    expect(home?.csp).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
  })

  it('reads the editor from disk when asked, the version on disk now, and holds the pages in memory', async () => {
    const { files } = loadStaticFiles(site, adminHeaders(origins))
    const editor = files.get('/admin/sveltia-cms.js')
    if (!editor) throw new Error('missing')
    expect(Buffer.isBuffer(editor.body)).toBe(false)
    expect((await bytesOf(editor.body)).toString()).toBe('console.log(1)')
    expect(Buffer.isBuffer(files.get('/')?.body)).toBe(true)
  })

  it('refuses a build that has the editor but no headers for it', () => {
    expect(() => loadStaticFiles(site)).toThrow(/has the content editor \(\/admin\/\) but no headers for it/)
  })
})
