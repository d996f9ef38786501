import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './chromium.ts'

const url = process.argv[2] ?? 'http://127.0.0.1:4300/'
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } })
const page = await ctx.newPage()
const cdp = await ctx.newCDPSession(page)
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
await cdp.send('Profiler.start')
await page.goto(url, { waitUntil: 'networkidle' })
await page.waitForTimeout(1000)
const { profile } = (await cdp.send('Profiler.stop')) as any
const self = new Map<string, number>()
const byUrl = new Map<string, number>()
const dt = profile.timeDeltas as number[]
const idToNode = new Map(profile.nodes.map((n: any) => [n.id, n]))
const counts = new Map<number, number>()
profile.samples.forEach((id: number, i: number) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)))
for (const [id, us] of counts) {
  const n: any = idToNode.get(id)
  const cf = n.callFrame
  const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`
  self.set(key, (self.get(key) ?? 0) + us)
  const u = cf.url.split('/').pop() || cf.functionName
  byUrl.set(u, (byUrl.get(u) ?? 0) + us)
}
console.log(
  [...byUrl]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`)
    .join('\n'),
)
console.log('---')
console.log(
  [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40)
    .map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`)
    .join('\n'),
)
await browser.close()
