/**
 * What depends on the host: every server and static host the site is deployed to
 * (fixtures.ts, `target`) runs this file, the tests tagged @host elsewhere, and
 * nothing else. Where a host cannot do something, the test names the exception.
 */

import { documentOnlyHeaders } from '../server/security-headers.ts'
import { DEADLINES_FEED_PATH } from '../src/lib/paths.ts'
import {
  appliesHeaders,
  decodeHtml,
  expect,
  firm,
  headersOf,
  managingPartner,
  nameWithCredentials,
  navLabel,
  partners,
  recordLayoutShifts,
  routes,
  routesPartnerQuery,
  securityHeaders,
  site,
  target,
  test,
  waitForHydration,
  wordsOfHtml,
} from './fixtures.ts'
import { calendarOf, content, editions } from './site-pages.ts'

const HOST = '@host'
/** Where `netlify dev` differs from Netlify itself on caching. */
const NETLIFY_CACHE =
  "netlify dev: its local static server's own `Cache-Control: public, max-age=0` overrides _headers " +
  '(netlify-cli dist/utils/headers.js); Netlify applies the Cache-Control of _headers ' +
  '(https://docs.netlify.com/routing/headers/)'
const partner = partners.find((candidate) => candidate !== managingPartner) ?? managingPartner

/** The security headers our Node server sends with every public page. */
const sharedHeaders = { ...securityHeaders, 'cross-origin-opener-policy': 'same-origin' }

function expectSiteHeaders(headers: Map<string, string[]>, what: string) {
  for (const [name, value] of Object.entries(sharedHeaders))
    expect(headers.get(name), `${what}: ${name}`).toEqual([value])
  expect(headers.get('access-control-allow-origin'), `${what}: no CORS`).toBeUndefined()
  const csp = headers.get('content-security-policy') ?? []
  expect(csp, `${what}: one Content-Security-Policy`).toHaveLength(1)
  expect(csp[0], what).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
  expect(csp[0], what).not.toMatch(/unsafe-inline|unsafe-eval|,/)
  expect(headers.get('cache-control'), `${what}: one Cache-Control`).toHaveLength(1)
}

/** The hashes a policy allows for scripts, and those the page's inline scripts need. */
async function scriptHashes(csp: string, html: string) {
  const allowed = new Set(/script-src ([^;]+)/.exec(csp)?.[1]?.match(/'sha256-[^']+'/g) ?? [])
  const needed: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=|type="application\/ld\+json"/.test(attributes)) continue
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body))
    needed.push(`'sha256-${Buffer.from(digest).toString('base64')}'`)
  }
  return { allowed, needed }
}

test.describe(`pages on ${target} ${HOST}`, () => {
  test('every page answers 200 at its own address, with no redirect', async ({ request }) => {
    for (const route of routes) {
      const response = await request.get(route.path, { maxRedirects: 0 })
      expect(response.status(), route.path).toBe(200)
      expect(decodeHtml(await response.text()), route.path).toContain(`<title>${route.title}</title>`)
    }
  })

  test('an address without its trailing slash is sent to the page in one redirect', async ({ request }) => {
    for (const route of routes.filter((candidate) => candidate.path !== '/')) {
      const bare = route.path.slice(0, -1)
      const response = await request.get(bare, { maxRedirects: 0 })
      if (target === 'netlify' && response.status() === 200) {
        // Local runtime only: `netlify dev` answers /about with about/index.html where production redirects to
        // /about/ (https://docs.netlify.com/site-deploys/post-processing/#pretty-urls; netlify-cli
        // dist/utils/proxy.js tries the folder's index.html). The page still names /about/ as its address.
        expect(await response.text(), bare).toContain(`/${route.path.slice(1)}"/>`)
        continue
      }
      expect([301, 302, 307, 308], bare).toContain(response.status())
      expect(new URL(response.headers().location ?? '', 'http://host').pathname, bare).toBe(route.path)
    }
  })

  test("every page carries the Node server's security headers and a policy for its own scripts", async ({
    request,
  }) => {
    test.skip(!appliesHeaders, `${target}: a plain static host sends no headers of ours`)
    for (const path of [...routes.map((route) => route.path), `/about/team/?member=${partner.slug}`]) {
      const response = await request.get(path)
      const headers = headersOf(response)
      expectSiteHeaders(headers, path)
      if (target === 'netlify') test.info().annotations.push({ type: 'local runtime', description: NETLIFY_CACHE })
      else expect(headers.get('cache-control'), path).toEqual(['public, max-age=0, must-revalidate'])
      const { allowed, needed } = await scriptHashes(
        headers.get('content-security-policy')?.[0] ?? '',
        await response.text(),
      )
      expect(needed.length, path).toBeGreaterThan(0)
      for (const hash of needed) expect(allowed.has(hash), `${path} allows ${hash}`).toBe(true)
    }
  })

  test('hashed assets are cached for a year, as one Cache-Control value, without the headers of a document', async ({
    request,
  }) => {
    test.skip(!appliesHeaders, `${target}: a plain static host sends no headers of ours`)
    const html = await (await request.get('/')).text()
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0]
    expect(asset).toBeTruthy()
    const headers = headersOf(await request.get(asset ?? ''))
    expect(headers.get('x-content-type-options')).toEqual(['nosniff'])
    // Netlify ignores the detaching lines of _headers (DEPLOY.md): an asset gets the document's headers there too.
    if (target !== 'netlify') {
      for (const name of documentOnlyHeaders) expect(headers.get(name), name).toBeUndefined()
    }
    test.skip(target === 'netlify', NETLIFY_CACHE)
    expect(headers.get('cache-control')).toEqual(['public, max-age=31536000, immutable'])
    expect(headers.get('access-control-allow-origin')).toBeUndefined()
  })

  test('an unknown address answers 404 with the designed page and its policy', async ({ request }) => {
    for (const path of ['/no-such-page/', '/no-such-page', '/about/nobody/']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
      const html = await response.text()
      expect(wordsOfHtml(html), path).toContain(content['pages/not-found'].heading)
      if (!appliesHeaders) continue
      const headers = headersOf(response)
      expectSiteHeaders(headers, path)
      const { allowed, needed } = await scriptHashes(headers.get('content-security-policy')?.[0] ?? '', html)
      for (const hash of needed) expect(allowed.has(hash), `${path} allows ${hash}`).toBe(true)
    }
  })
})

test.describe(`the deadlines feed on ${target} ${HOST}`, () => {
  test('is served as a calendar with every deadline, revalidated like a page', async ({ request }) => {
    const response = await request.get(DEADLINES_FEED_PATH, { maxRedirects: 0 })
    expect(response.status()).toBe(200)
    const headers = headersOf(response)
    const type = headers.get('content-type') ?? []
    expect(type, 'one Content-Type').toHaveLength(1)
    expect(type[0]).toMatch(/^text\/calendar\b/)
    // The type _headers sets on Cloudflare and Netlify. http-server and netlify dev's static server take it
    // from `.ics` themselves (netlify dev sends its own over that of _headers, as with Cache-Control): the same
    // type, http-server's charset in capitals.
    expect(type[0]?.toLowerCase()).toBe('text/calendar; charset=utf-8')
    if (target === 'netlify') test.info().annotations.push({ type: 'local runtime', description: NETLIFY_CACHE })
    else if (appliesHeaders) expect(headers.get('cache-control')).toEqual(['public, max-age=0, must-revalidate'])
    const body = await response.text()
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(body.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(calendarOf(content).length)
  })
})

test.describe(`partner views on ${target} ${HOST}`, () => {
  test('a partner view hydrates on its partner, with nothing shifting and no console error', async ({ page }) => {
    const layoutShifts = await recordLayoutShifts(page)
    const response = await page.goto(`/about/team/?member=${partner.slug}`)
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    await expect(page).toHaveURL(`/about/team/?member=${partner.slug}`)
    const profile = page.locator('article[aria-labelledby="partner-name"]')
    await expect(profile.getByRole('heading', { level: 2 })).toHaveText(nameWithCredentials(partner))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about\/team\/\?member=/)
    expect(await layoutShifts()).toEqual([])
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('a partner view shows its partner where the host routes the query, else the managing partner', async ({
      page,
    }) => {
      await page.goto(`/about/team/?member=${partner.slug}`)
      const shown = routesPartnerQuery ? partner : managingPartner
      // Cloudflare Pages and plain static hosts cannot route by query string (DEPLOY.md).
      await expect(
        page.locator('article[aria-labelledby="partner-name"]').getByRole('heading', { level: 2 }),
      ).toHaveText(nameWithCredentials(shown))
    })
  })
})

test.describe(`client-side navigation on ${target} ${HOST}`, () => {
  test('a header link changes page without a reload, and the tab never shows the bare abbreviation', async ({
    page,
  }) => {
    // Home's own title is the bare abbreviation, so the walk starts elsewhere.
    await page.goto('/resources/')
    await waitForHydration(page)
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as { __titles?: string[] }).__titles = seen
      new MutationObserver(() => seen.push(document.title)).observe(document.head, {
        subtree: true,
        childList: true,
        characterData: true,
      })
    })
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    for (const route of routes.filter((candidate) => ['/about/', '/services/', '/contact/'].includes(candidate.path))) {
      await page
        .getByRole('navigation', { name: site.mainNavLabel })
        .getByRole('link', { name: navLabel(route.path), exact: true })
        .click()
      await expect(page).toHaveURL(route.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
      await expect(page).toHaveTitle(route.title)
    }
    expect(documents).toEqual([])
    const titles = await page.evaluate(() => (window as { __titles?: string[] }).__titles ?? [])
    expect(titles.filter((title) => title === firm.abbreviation)).toEqual([])
  })
})

test.describe(`the translations on ${target} ${HOST}`, () => {
  /** A partner's view of the team page under a language's prefix. */
  const partnerView = (base: string) => `${base}about/team/?member=${partner.slug}`

  test('each answers its pages in its language, under a policy that allows its own scripts', async ({ request }) => {
    // A walk over every language's pages: its time grows with the languages, and a host's runtime is slow
    // while the other suites of its stage run beside it.
    test.setTimeout(editions.length * 20_000)
    for (const language of editions) {
      for (const path of [language.base, partnerView(language.base), ...language.pages.slice(1).map((p) => p.path)]) {
        const response = await request.get(path, { maxRedirects: 0 })
        expect(response.status(), path).toBe(200)
        const html = await response.text()
        expect(html, path).toContain(`<html lang="${language.content.locale.tag}"`)
        if (!appliesHeaders) continue
        const headers = headersOf(response)
        expectSiteHeaders(headers, path)
        const { allowed, needed } = await scriptHashes(headers.get('content-security-policy')?.[0] ?? '', html)
        for (const hash of needed) expect(allowed.has(hash), `${path} allows ${hash}`).toBe(true)
      }
    }
  })

  test('an unknown address under a prefix answers 404 with that language’s page', async ({ request }) => {
    for (const language of editions) {
      const path = `${language.base}no-such-page/`
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
      const html = decodeHtml(await response.text())
      if (target === 'static') {
        // A plain static host has one 404 page for every address (http-server reads the root's 404.html; so
        // do GitHub Pages and a bucket): it answers in English, with links to each language's home page.
        test.info().annotations.push({ type: 'host', description: 'a plain static host has one 404 page' })
        expect(wordsOfHtml(html), path).toContain(content['pages/not-found'].heading)
        continue
      }
      expect(html, path).toContain(`<html lang="${language.content.locale.tag}"`)
      expect(wordsOfHtml(html), path).toContain(language.content['pages/not-found'].heading)
    }
  })

  test('each has its own deadlines feed, served as a calendar', async ({ request }) => {
    for (const language of editions) {
      const path = `${language.base}${DEADLINES_FEED_PATH.slice(1)}`
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      const type = headersOf(response).get('content-type') ?? []
      expect(type, `${path}: one Content-Type`).toHaveLength(1)
      expect(type[0]?.toLowerCase(), path).toBe('text/calendar; charset=utf-8')
      const body = await response.text()
      expect(body.match(/^BEGIN:VEVENT\r$/gm), path).toHaveLength(calendarOf(language.content).length)
    }
  })

  test('a partner view under each prefix hydrates on its partner, in its language', async ({ page }) => {
    test.setTimeout(editions.length * 20_000)
    for (const language of editions) {
      const response = await page.goto(partnerView(language.base))
      expect(response?.status()).toBe(200)
      await waitForHydration(page)
      await expect(page).toHaveURL(partnerView(language.base))
      await expect(page.locator('html')).toHaveAttribute('lang', language.content.locale.tag)
      const profile = page.locator('article[aria-labelledby="partner-name"]')
      await expect(profile.getByRole('heading', { level: 2 })).toContainText(partner.name)
    }
  })
})
