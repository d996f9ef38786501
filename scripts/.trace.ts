import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './chromium.ts'

const url = process.argv[2] ?? 'http://127.0.0.1:4300/'
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } })
const page = await ctx.newPage()
await browser.startTracing(page, {
  categories: [
    'devtools.timeline',
    'v8.execute',
    'disabled-by-default-devtools.timeline',
    'blink.user_timing',
    'loading',
  ],
})
await page.goto(url, { waitUntil: 'networkidle' })
await page.waitForTimeout(1500)
const buf = await browser.stopTracing()
const events = JSON.parse(buf.toString()).traceEvents as any[]
const main = events.find((e) => e.name === 'TracingStartedInBrowser')
const nav = events.filter((e) => e.name === 'navigationStart').map((e) => e.ts)[0]
const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > 8000).sort((a, b) => a.ts - b.ts)
for (const t of tasks) {
  const kids = events.filter(
    (e) =>
      e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur > 1000 && e.name !== 'RunTask',
  )
  const byName = new Map<string, number>()
  for (const k of kids)
    byName.set(
      k.name +
        (k.args?.data?.url ? `(${String(k.args.data.url).split('/').pop()})` : '') +
        (k.args?.data?.functionName ? `[${k.args.data.functionName}]` : ''),
      Math.max(byName.get(k.name) ?? 0, k.dur),
    )
  console.log(
    `${((t.ts - nav) / 1000).toFixed(0)}ms dur ${(t.dur / 1000).toFixed(1)}ms tid ${t.tid}:`,
    [...byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([n, d]) => `${n} ${(d / 1000).toFixed(1)}`)
      .join(', '),
  )
}
for (const n of ['firstContentfulPaint', 'largestContentfulPaint::Candidate']) {
  const e = events.find((x) => x.name === n)
  if (e) console.log(n, ((e.ts - nav) / 1000).toFixed(0))
}
await browser.close()
