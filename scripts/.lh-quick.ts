import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from './chromium.ts'

const pages = process.argv.slice(2)
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
for (const page of pages) {
  const r = await lighthouse(`http://127.0.0.1:4300${page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  const a = r!.lhr.audits
  const v = (id: string) => Math.round(a[id]?.numericValue ?? -1)
  console.log(
    page,
    Math.round((r!.lhr.categories.performance?.score ?? 0) * 100),
    'FCP',
    v('first-contentful-paint'),
    'LCP',
    v('largest-contentful-paint'),
    'TBT',
    v('total-blocking-time'),
    'SI',
    v('speed-index'),
    'TTI',
    v('interactive'),
    'maxFID',
    v('max-potential-fid'),
  )
  const lt = (a['long-tasks']?.details as any)?.items ?? []
  console.log(
    '  long tasks',
    lt.map((t: any) => `${t.url?.split('/').pop()}:${Math.round(t.duration)}@${Math.round(t.startTime)}`).join(' '),
  )
  const bt = (a['bootup-time']?.details as any)?.items ?? []
  console.log(
    '  bootup',
    bt.map((t: any) => `${t.url?.split('/').pop()}:${Math.round(t.total)}/${Math.round(t.scripting)}`).join(' '),
  )
  const lcpEl = (a['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node?.snippet
  console.log('  lcp el', lcpEl)
  const rb =
    (a['render-blocking-insight']?.details as any)?.items ??
    (a['render-blocking-resources']?.details as any)?.items ??
    []
  console.log('  render-blocking', JSON.stringify(rb).slice(0, 300))
}
await chrome.kill()
