import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  chooseEncoding,
  loadStaticFiles,
  urlPathFor,
} from '../server/static-files.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'client-'))
mkdirSync(path.join(dir, 'about/team'), { recursive: true })
mkdirSync(path.join(dir, 'assets'))
writeFileSync(path.join(dir, 'index.html'), '<p>home</p>')
writeFileSync(path.join(dir, 'about/team/index.html'), '<p>team</p>')
writeFileSync(path.join(dir, 'about/team/index.html.br'), 'br-bytes')
writeFileSync(path.join(dir, 'assets/app-abc123.js'), 'console.log(1)')
writeFileSync(path.join(dir, '404.html'), '<p>missing</p>')
writeFileSync(path.join(dir, 'secret.env'), 'KEY=1')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('urlPathFor', () => {
  it('maps prerendered index files to their folder addresses', () => {
    expect(urlPathFor('index.html')).toBe('/')
    expect(urlPathFor(path.join('about', 'team', 'index.html'))).toBe('/about/team/')
    expect(urlPathFor(path.join('assets', 'a.js'))).toBe('/assets/a.js')
  })
})

describe('loadStaticFiles', () => {
  const { files, notFoundPage } = loadStaticFiles(dir)
  it('holds pages under their folder addresses with revalidation, assets as immutable', () => {
    expect(files.get('/about/team/')?.cacheControl).toBe(CACHE_REVALIDATE)
    expect(files.get('/assets/app-abc123.js')?.cacheControl).toBe(CACHE_IMMUTABLE)
    expect(files.get('/about/team/')?.br?.toString()).toBe('br-bytes')
  })
  it('keeps the 404 page apart and skips unknown file types', () => {
    expect(notFoundPage?.body.toString()).toBe('<p>missing</p>')
    expect(files.has('/404.html')).toBe(false)
    expect(files.has('/secret.env')).toBe(false)
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
