import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { type BuiltPage, headersFile, nginxAdminHeadersConf, nginxHeadersConf } from '../postbuild/deploy-files.ts'
import { adminContentSecurityPolicy, contentSecurityPolicy, cspForHtml, inlineHashes } from '../server/csp.ts'
import { ADMIN_ORIGINS_FILE, adminHeaders, parseEditorOrigins } from '../server/security-headers.ts'
import { DEADLINES_FEED_PATH } from '../src/lib/paths.ts'

const hash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`

const page = `<!doctype html><html><head>
<style data-tsr-inline-css="">body{color:red}</style>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script type="module" async src="/assets/index.js"></script>
</head><body><script>window.$_TSR={}</script><script type="module">import('/a.js')</script></body></html>`

describe('inlineHashes', () => {
  it('hashes the inline scripts a browser runs and the inline styles, and nothing else', () => {
    expect(inlineHashes(page)).toEqual({
      scripts: [hash('window.$_TSR={}'), hash("import('/a.js')")],
      styles: [hash('body{color:red}')],
    })
  })
})

describe('contentSecurityPolicy', () => {
  it('allows only our origin when a page has nothing inline', () => {
    const csp = contentSecurityPolicy()
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("style-src 'self';")
    expect(csp).not.toContain('unsafe-inline')
  })

  it("adds each page's hashes to the directive they belong to", () => {
    const csp = cspForHtml(page)
    expect(csp).toContain(`style-src 'self' ${hash('body{color:red}')};`)
    expect(csp).toMatch(new RegExp(`script-src 'self' [^;]*${hash('window.$_TSR={}').replace(/[$+/]/g, '\\$&')}`))
    expect(csp).not.toContain(hash('{"@type":"Organization"}'))
  })
})

describe("the content editor's policy (/admin/)", () => {
  const github = { connect: ['https://api.github.com'], img: ['https://avatars.githubusercontent.com'] }

  it('is exactly its own: no eval, inline styles for Svelte, the git host for data and avatars', () => {
    expect(adminContentSecurityPolicy(github)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob: https://avatars.githubusercontent.com; font-src 'self'; " +
        "connect-src 'self' data: blob: https://api.github.com; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'none'",
    )
  })

  it('names each origin once, and none beyond our own when the host needs none', () => {
    const csp = adminContentSecurityPolicy({ connect: ['https://git.example', 'https://git.example'], img: [] })
    expect(csp).toContain("connect-src 'self' data: blob: https://git.example;")
    expect(csp).toContain("img-src 'self' data: blob:;")
  })

  it('refuses anything but an https origin, so content cannot widen or break the policy', () => {
    for (const origin of [
      'http://api.github.com',
      'https://api.github.com/',
      'https://api.github.com/repos',
      'https://x.example; script-src *',
      'https://a.example https://b.example',
      'HTTPS://API.GITHUB.COM',
      '*',
      "'unsafe-eval'",
    ]) {
      expect(() => adminContentSecurityPolicy({ connect: [origin], img: [] }), origin).toThrow(/not an https origin/)
    }
  })

  it('comes with COOP for the sign-in popup and noindex', () => {
    expect(adminHeaders(github)).toEqual({
      'content-security-policy': adminContentSecurityPolicy(github),
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'x-robots-tag': 'noindex',
    })
  })

  it('reads the origins the build recorded, and refuses another shape', () => {
    expect(parseEditorOrigins({ connect: ['https://a.example'], img: [] })).toEqual({
      connect: ['https://a.example'],
      img: [],
    })
    for (const bad of [
      null,
      [],
      { connect: 'https://a.example', img: [] },
      { connect: [1], img: [] },
      { connect: [] },
    ]) {
      expect(() => parseEditorOrigins(bad)).toThrow(ADMIN_ORIGINS_FILE)
    }
  })
})

/** `_headers` as blocks: a path, the names it detaches (`! Name`), the headers it sets. */
function headerBlocks(text: string) {
  const blocks: { path: string; detach: string[]; set: [string, string][] }[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue
    if (!line.startsWith(' ')) blocks.push({ path: line, detach: [], set: [] })
    const block = blocks.at(-1)
    if (!block || !line.startsWith(' ')) continue
    const detach = /^\s+!\s*(\S+)$/.exec(line)
    if (detach?.[1]) block.detach.push(detach[1].toLowerCase())
    const set = /^\s+([^:!\s]+):\s*(.*)$/.exec(line)
    if (set?.[1] && set[2] !== undefined) block.set.push([set[1].toLowerCase(), set[2]])
  }
  return blocks
}

const splat = (pattern: string, trailingSlash: boolean) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&'))
      .join('.*')}${trailingSlash ? '/?' : ''}$`,
    trailingSlash ? 'i' : '',
  )

/**
 * The headers a host sends for a path (values kept apart): Cloudflare Pages applies every matching block in
 * order, `! Name` dropping what earlier blocks set and a repeated name joining; Netlify keeps the last value
 * and ignores `! Name`, and its paths match with an optional trailing slash (scripts/e2e-hosts.sh).
 */
function served(text: string, host: 'cloudflare' | 'netlify', path: string) {
  const headers = new Map<string, string[]>()
  for (const block of headerBlocks(text)) {
    if (!splat(block.path, host === 'netlify').test(path)) continue
    if (host === 'cloudflare') for (const name of block.detach) headers.delete(name)
    for (const [name, value] of block.set) {
      headers.set(name, host === 'cloudflare' ? [...(headers.get(name) ?? []), value] : [value])
    }
  }
  return headers
}

describe('_headers and nginx give /admin/ its own headers, once each', () => {
  const origins = { connect: ['https://api.github.com'], img: ['https://avatars.githubusercontent.com'] }
  const pageHashes = { scripts: ["'sha256-page'"], styles: ["'sha256-style'"] }
  const pages: BuiltPage[] = [
    { url: '/', file: '/index.html', hashes: pageHashes },
    { url: '/about/', file: '/about/index.html', hashes: pageHashes },
  ]
  const file = headersFile(pages, [{ base: '/', hashes: { scripts: ["'sha256-404'"], styles: [] } }], origins)

  for (const host of ['cloudflare', 'netlify'] as const) {
    it(`on ${host}: the editor's files get its policy, COOP, noindex and revalidation`, () => {
      for (const path of [
        '/admin/',
        '/admin/sveltia-cms.js',
        '/admin/fonts/noto-mono-latin-400-normal.woff2',
        '/admin',
      ]) {
        const headers = served(file, host, path)
        expect(headers.get('content-security-policy'), path).toEqual([adminContentSecurityPolicy(origins)])
        expect(headers.get('cross-origin-opener-policy'), path).toEqual(['same-origin-allow-popups'])
        expect(headers.get('x-robots-tag'), path).toEqual(['noindex'])
        expect(headers.get('cache-control'), path).toEqual(['public, max-age=0, must-revalidate'])
        for (const [name, values] of headers) expect(values, `${path}: ${name}`).toHaveLength(1)
      }
    })

    it(`on ${host}: the deadlines feed is one calendar type, revalidated`, () => {
      const headers = served(file, host, DEADLINES_FEED_PATH)
      expect(headers.get('content-type')).toEqual(['text/calendar; charset=utf-8'])
      expect(headers.get('cache-control')).toEqual(['public, max-age=0, must-revalidate'])
    })

    it(`on ${host}: public pages keep their hash-only policy and same-origin COOP`, () => {
      for (const path of ['/', '/about/', '/no-such-page/', '/administration/']) {
        const headers = served(file, host, path)
        const csp = headers.get('content-security-policy') ?? []
        expect(csp, path).toHaveLength(1)
        expect(csp[0], path).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
        expect(csp[0], path).not.toContain('unsafe')
        expect(headers.get('cross-origin-opener-policy'), path).toEqual(['same-origin'])
        expect(headers.has('x-robots-tag'), path).toBe(false)
      }
    })
  }

  it("nginx's admin location sends the shared headers with the editor's policy, COOP and noindex", () => {
    const conf = nginxAdminHeadersConf(origins)
    const names = [...conf.matchAll(/^add_header (\S+) /gm)].map((match) => match[1])
    expect(names).toEqual([...new Set(names)])
    expect(conf).toContain(`add_header content-security-policy "${adminContentSecurityPolicy(origins)}" always;`)
    expect(conf).toContain('add_header cross-origin-opener-policy "same-origin-allow-popups" always;')
    expect(conf).toContain('add_header x-robots-tag "noindex" always;')
    expect(conf).toContain(
      'add_header strict-transport-security "max-age=63072000; includeSubDomains; preload" always;',
    )
    expect(nginxHeadersConf()).toContain('add_header cross-origin-opener-policy "same-origin" always;')
  })
})
