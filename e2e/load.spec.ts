/**
 * Sustained load on loopback: 200 concurrent connections for 30 seconds over
 * the site's pages. Asserts correctness under load (no errors, no non-2xx), not
 * speed; the throughput figures go to the benchmark (`npm run bench`).
 */
import autocannon from 'autocannon'
import { expect, partners, routes, target, test } from './fixtures.ts'

test('200 concurrent connections for 30 s: every page answered 2xx, no errors', async ({}, testInfo) => {
  test.skip(target !== 'node', 'runs once, against our server')
  test.setTimeout(90_000)
  const base = testInfo.project.use.baseURL ?? 'http://localhost:4173'
  const result = await autocannon({
    url: base,
    connections: 200,
    duration: 30,
    requests: [...routes.map((route) => route.path), `/about/team/?member=${partners[1]?.slug}`].map((path) => ({
      method: 'GET' as const,
      path,
      headers: { 'accept-encoding': 'br' },
    })),
  })
  const summary = `${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`
  testInfo.annotations.push({ type: 'load', description: summary })
  console.log(`load: ${summary}`)
  expect(result.errors).toBe(0)
  expect(result.timeouts).toBe(0)
  expect(result.non2xx).toBe(0)
  expect(result['2xx']).toBeGreaterThan(1000)
})
