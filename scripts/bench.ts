/**
 * `npm run bench`: builds if needed, starts the production server and nginx
 * (Debian's package, deploy/nginx.conf) on the same build, then prints its
 * tables: Lighthouse (mobile, simulated throttling) for every route and the 404
 * page, each audited in turn with its floor (the same page without its scripts,
 * scripts/first-visit-floor.ts); bytes sent on a first visit by type; the time
 * of a click and of the phone menu beside their floor; throughput of both
 * servers. Writes the same tables to BENCHMARKS.md. Stops by itself.
 * BENCH_RUNS sets the runs per page and per floor (5); BENCH_PAGES limits the pages (a comma-separated list).
 *
 * This machine's speed moves 2-3x from day to day, so a speed target is a
 * ratio to a floor measured in the same run, never an absolute score.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, get as httpGet, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result as LighthouseResult } from 'lighthouse'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import { sitePaths } from '../src/content/collections.ts'
import { validateContent } from '../src/content/site.ts'
import { publishedLanguages } from '../src/content/site-languages.ts'
import { inLanguage, partnerViewPath } from '../src/lib/paths.ts'
import { readPlan } from '../src/loading/rewrite.ts'
import { startFloorServer } from './after-load-floor.ts'
import {
  AFTER_LOAD_RUNS,
  type AfterLoadResult,
  afterLoadReport,
  measureAfterLoad,
  throttling,
} from './bench-after-load.ts'
import { engineHydration } from './bench-engines.ts'
import { chromiumFlags, chromiumPath } from './chromium.ts'
import { startFirstVisitFloor } from './first-visit-floor.ts'
import { writeNginxConfig } from './nginx-config.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const OURS = 4300
const NGINX = 4301
/** Lighthouse refuses to audit a document answered with 404; this proxy passes our 404 page on with status 200. */
const NOT_FOUND_PROXY = 4302
const NOT_FOUND_PAGE = '/no-such-page'
/** The floor of "After the first load": the same pages without the framework (scripts/after-load-floor.ts). */
const FLOOR = 4304
/** The floor of a first visit: each page without its scripts (scripts/first-visit-floor.ts). */
const FIRST_VISIT_FLOOR = 4305

/**
 * Every page of the content table, one partner's view (not the default one), the home page and the
 * deadline calendar of each published translation, and the 404 page (last: it is left out of the load test).
 */
const content = validateContent(root)
const { partners } = content
const partnerView = partners.find((partner) => partner.title !== 'managing-partner') ?? partners[0]
const translatedPages = publishedLanguages(root)
  .filter((language) => !language.own)
  .flatMap(({ base }) => [base, inLanguage(base, '/resources/deadlines/')])
const allPages = [
  ...sitePaths,
  ...(partnerView ? [partnerViewPath(partnerView.slug)] : []),
  ...translatedPages,
  NOT_FOUND_PAGE,
]
/** BENCH_PAGES (comma-separated addresses) audits only those, for a quick look at one change; BENCHMARKS.md wants all. */
const pages = process.env.BENCH_PAGES
  ? allPages.filter((page) => process.env.BENCH_PAGES?.split(',').includes(page))
  : allPages

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

async function waitUntilUp(port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`nothing answered on port ${port}`)
}

function startOurs(): ChildProcess {
  return spawn(path.join(root, 'node_modules/.bin/node'), ['dist/serve.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(OURS), HOST: '127.0.0.1' },
    stdio: 'ignore',
  })
}

function startNginx(): () => void {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'))
  const configFile = writeNginxConfig(NGINX, runDir)
  const args = ['-c', configFile, '-e', path.join(runDir, 'error.log')]
  execFileSync('/usr/sbin/nginx', args)
  return () => {
    spawnSync('/usr/sbin/nginx', [...args, '-s', 'stop'])
    rmSync(runDir, { recursive: true, force: true })
  }
}

/**
 * A proxy in front of our server that forwards every request unchanged and
 * answers with the same body; `adjust` may change only the status and headers.
 */
function startProxy(
  port: number,
  adjust: (
    url: string,
    status: number,
    headers: IncomingHttpHeaders,
  ) => { status: number; headers: IncomingHttpHeaders },
): Promise<Server> {
  const proxy = createServer((req, res) => {
    const upstream = httpRequest(
      { host: '127.0.0.1', port: OURS, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const { status, headers } = adjust(req.url ?? '/', answer.statusCode ?? 502, answer.headers)
        res.writeHead(status, headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  return new Promise((resolve) => proxy.listen(port, '127.0.0.1', () => resolve(proxy)))
}

/** Passes the 404 page on with status 200, so Lighthouse audits it; the bytes and headers are what a visitor gets. */
const startNotFoundProxy = () =>
  startProxy(NOT_FOUND_PROXY, (url, status, headers) => ({
    status: url === NOT_FOUND_PAGE && status === 404 ? 200 : status,
    headers,
  }))

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

interface PageResult {
  page: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  /** Every run's TBT, lowest first; the median run's is `tbt`. */
  tbtRuns: number[]
  cls: number
  bytes: Record<string, number>
  /** The median run's long tasks, named by longTasks(); empty when its TBT is 0. */
  longTasks: LongTask[]
  /** The audits that failed outside performance. */
  failed: string[]
  /** Whether the page's robots meta tag asks not to be indexed. */
  noindex: boolean
  /** The first visit's scripts: file name → bytes as sent. */
  scripts: Record<string, number>
  /**
   * Lighthouse's own count (resource-summary): every request of its run, headers included, the linked
   * pages' code too, as its Chrome received them over http (gzip).
   */
  counted: { script: number; total: number }
  /** Lighthouse's runtime error, the audits that failed outside performance, and the long tasks. */
  notes: string
}

/** A long task of a run: who ran it (see longTasks()) and its simulated duration. */
interface LongTask {
  source: string
  ms: number
  /** A script the site serves (under /assets/), not the browser's, the document's or Lighthouse's own. */
  site: boolean
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
/** Lighthouse's measure of the machine's speed in each run (higher is faster). */
const benchmarkIndexes: number[] = []

/** The size of a response body as sent to a browser that accepts brotli (not decompressed). */
function bytesSent(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
      })
      response.on('end', () => resolve(size))
    }).on('error', reject)
  })
}

/** One Lighthouse run (mobile preset, simulated throttling) on a fresh tab of the shared Chromium. */
async function lighthouseRun(url: string, port: number): Promise<LighthouseResult> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  if (result.lhr.environment.benchmarkIndex) benchmarkIndexes.push(result.lhr.environment.benchmarkIndex)
  return result.lhr
}

/**
 * Names the long tasks of a run the way a reader can act on them: the browser's
 * own work (Lighthouse cannot attribute it to the page), the document's (parsing,
 * style, layout and paint), or a script by file name. Durations are Lighthouse's
 * simulated ones, on its slowed-down phone.
 */
function longTasks(lhr: LighthouseResult): LongTask[] {
  const items =
    (lhr.audits['long-tasks']?.details as { items?: { url?: string; duration: number }[] } | undefined)?.items ?? []
  return items.map((task) => {
    const source =
      task.url === 'Unattributable'
        ? 'browser'
        : task.url === lhr.finalDisplayedUrl
          ? 'document'
          : (task.url?.split('/').pop() ?? 'unknown')
    const site = task.url !== undefined && URL.canParse(task.url) && new URL(task.url).pathname.startsWith('/assets/')
    return { source, ms: task.duration, site }
  })
}

const taskList = (tasks: LongTask[]) => tasks.map((task) => `${task.source} ${Math.round(task.ms)} ms`).join(', ')

/** Whether the page has a robots meta tag with noindex, in either attribute order. */
const asksNotToBeIndexed = (html: string) =>
  (html.match(/<meta\b[^>]*>/gi) ?? []).some((tag) => /name="?robots"?/i.test(tag) && /noindex/i.test(tag))

/** The page's row from one run: its scores and metrics, and the bytes each of its requests costs as sent. */
async function pageResult(lhr: LighthouseResult): Promise<Omit<PageResult, 'page' | 'tbtRuns'>> {
  const failed = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  )
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const tbt = numeric('total-blocking-time')
  const blocking = tbt > 0 ? longTasks(lhr) : []
  const notes = lhr.runtimeError
    ? `runtime error: ${lhr.runtimeError.code}`
    : [failed.join(', '), blocking.length > 0 && `long tasks: ${taskList(blocking)}`].filter(Boolean).join('; ')
  // Chrome does not offer brotli over plain http, so Lighthouse's transfer sizes are gzip; the
  // bytes reported here are each request's body as our server sends it to a browser that
  // accepts brotli (what visitors get over https).
  // Scripts outside the page's own plan are the linked pages' code, which the page fetches after
  // its hydration mark (src/loading/prefetch-routes.ts; e2e/after-load.spec.ts checks that nothing
  // else is fetched before it): they go in a column of their own, not in the first visit's bytes.
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })?.items ?? []
  const ours = (url: string) => url.replace(new RegExp(`:${NOT_FOUND_PROXY}/`), `:${OURS}/`)
  const html = await (await fetch(ours(lhr.requestedUrl ?? lhr.finalDisplayedUrl))).text()
  const plan = readPlan(html)
  const ownScripts =
    plan && new Set([...plan.preload, ...plan.evaluate].map((href) => new URL(href, 'http://x/').pathname))
  const bytes: Record<string, number> = {
    Document: 0,
    Script: 0,
    Stylesheet: 0,
    Image: 0,
    Font: 0,
    Other: 0,
    Total: 0,
    Ahead: 0,
  }
  const scripts: Record<string, number> = {}
  for (const request of requests) {
    const type = request.resourceType && request.resourceType in bytes ? request.resourceType : 'Other'
    const sent = await bytesSent(ours(request.url))
    if (type === 'Script' && ownScripts && !ownScripts.has(new URL(request.url).pathname)) {
      bytes.Ahead = (bytes.Ahead ?? 0) + sent
      continue
    }
    bytes[type] = (bytes[type] ?? 0) + sent
    bytes.Total = (bytes.Total ?? 0) + sent
    if (type === 'Script') {
      const file = new URL(request.url).pathname.split('/').pop() ?? request.url
      scripts[file] = (scripts[file] ?? 0) + sent
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    tbt,
    cls: numeric('cumulative-layout-shift'),
    bytes,
    longTasks: blocking,
    failed,
    noindex: asksNotToBeIndexed(html),
    scripts,
    counted: { script: summarised(lhr, 'script'), total: summarised(lhr, 'total') },
    notes,
  }
}

/** Bytes of one type in Lighthouse's resource summary (`script`, `total`), as it counted them. */
function summarised(lhr: LighthouseResult, type: string): number {
  const items = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items
  return items?.find((item) => item.resourceType === type)?.transferSize ?? 0
}

/**
 * Lighthouse's own advice for a noisy machine: several runs, and the median run, chosen as
 * Lighthouse's CLI tools choose it (the run closest to the median FCP and time to interactive).
 * Each run of the page is followed by a run of its floor, so both meet the same moments of the
 * machine. A run that fails to load is tried again.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5)

/** A first visit's floor: its median run's figures and every run's, for the spread. */
interface FloorResult {
  performance: number
  tbt: number
  lcp: number
  runs: { performance: number; tbt: number; lcp: number }[]
}

async function validRun(url: string, port: number): Promise<LighthouseResult | undefined> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const [valid] = filterToValidRuns([await lighthouseRun(url, port)])
    if (valid) return valid
  }
  return undefined
}

const figures = (lhr: LighthouseResult) => ({
  performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
  lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
})

async function auditWithFloor(
  url: string,
  floorUrl: string,
  port: number,
): Promise<{ result: Omit<PageResult, 'page'>; floor: FloorResult }> {
  const runs: LighthouseResult[] = []
  const floorRuns: LighthouseResult[] = []
  for (let run = 0; run < RUNS; run++) {
    const page = await validRun(url, port)
    if (page) runs.push(page)
    const floor = await validRun(floorUrl, port)
    if (floor) floorRuns.push(floor)
  }
  const result =
    runs.length > 0
      ? {
          ...(await pageResult(computeMedianRun(runs))),
          tbtRuns: runs.map((lhr) => figures(lhr).tbt).sort((a, b) => a - b),
        }
      : { ...(await pageResult(await lighthouseRun(url, port))), tbtRuns: [] }
  const floorMedian =
    floorRuns.length > 0 ? figures(computeMedianRun(floorRuns)) : figures(await lighthouseRun(floorUrl, port))
  return { result, floor: { ...floorMedian, runs: floorRuns.map(figures) } }
}

async function load(port: number, connections: number, duration: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    requests: allPages
      .slice(0, -1)
      .map((page) => ({ method: 'GET' as const, path: page, headers: { 'accept-encoding': 'br' } })),
  })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

if (!existsSync(path.join(root, 'dist/serve.mjs')) || process.argv.includes('--build')) run('npm', ['run', 'build'])

const ours = startOurs()
const stopNginx = startNginx()
try {
  await waitUntilUp(OURS)
  await waitUntilUp(NGINX)

  console.log('Lighthouse (mobile, simulated throttling)…')
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
  })
  const results: (PageResult & { floor: FloorResult })[] = []
  try {
    const proxies = await Promise.all([
      startNotFoundProxy(),
      startFirstVisitFloor(FIRST_VISIT_FLOOR, OURS, (url, status) =>
        url === NOT_FOUND_PAGE && status === 404 ? 200 : status,
      ),
    ])
    try {
      for (const page of pages) {
        const port = page === NOT_FOUND_PAGE ? NOT_FOUND_PROXY : OURS
        const { result, floor } = await auditWithFloor(
          `http://127.0.0.1:${port}${page}`,
          `http://127.0.0.1:${FIRST_VISIT_FLOOR}${page}`,
          chrome.port,
        )
        results.push({ page, ...result, floor })
        console.log(
          `  ${page}: ${result.performance} (floor ${floor.performance}), TBT ${Math.round(result.tbt)} (floor ${Math.round(floor.tbt)}) ms`,
        )
      }
    } finally {
      for (const proxy of proxies) proxy.close()
    }
  } finally {
    await chrome.kill()
  }

  console.log('After the first load (clicks and the phone menu, slowed)…')
  const siteAfterLoad = await measureAfterLoad(`http://127.0.0.1:${OURS}`)
  console.log('  …and the floor: the same pages without the framework')
  const stopFloor = await startFloorServer(path.join(root, 'dist/client'), FLOOR)
  let floorAfterLoad: AfterLoadResult
  try {
    floorAfterLoad = await measureAfterLoad(`http://127.0.0.1:${FLOOR}`)
  } finally {
    stopFloor()
  }
  const afterLoad = afterLoadReport(siteAfterLoad, floorAfterLoad)
  const floor = afterLoad.floor

  // Firefox ESR and WebKitGTK: the smoke suites measure each route's time to hydration.
  console.log('Firefox and WebKit (time to hydration)…')
  run('bash', ['scripts/e2e-engines.sh'])
  const engines = await engineHydration(path.join(root, 'reports'))

  console.log('Throughput: 50 connections, 15 s each…')
  const oursLoad = await load(OURS, 50, 15)
  const oursRss = rssMb(ours.pid ?? 0)
  const nginxLoad = await load(NGINX, 50, 15)
  console.log('Sustained: 200 connections, 30 s (our server)…')
  const sustained = await load(OURS, 200, 30)
  const sustainedRss = rssMb(ours.pid ?? 0)

  const lighthouseTable = [
    "| page | perf | a11y | best pr. | SEO | LCP ms | TBT ms | TBT of each run | CLS | HTML KB | JS KB | CSS KB | img KB | total KB | linked pages' JS KB, after hydration | notes |",
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.map(
      (r) =>
        `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.tbtRuns.map(Math.round).join(' ')} | ${r.cls.toFixed(3)} | ${kb(r.bytes.Document ?? 0)} | ${kb(r.bytes.Script ?? 0)} | ${kb(r.bytes.Stylesheet ?? 0)} | ${kb(r.bytes.Image ?? 0)} | ${kb(r.bytes.Total ?? 0)} | ${kb(r.bytes.Ahead ?? 0)} | ${r.notes} |`,
    ),
  ].join('\n')
  // Each page beside its floor: the floor's spread is the lowest and highest of its runs; a page is within it
  // when its median is no worse than the floor's worst run.
  const spreadOf = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`
  const withinFloor = (r: (typeof results)[number]) => {
    const floorRuns = r.floor.runs.length > 0 ? r.floor.runs : [r.floor]
    return {
      performance: r.performance >= Math.min(...floorRuns.map((run) => run.performance)),
      tbt: r.tbt <= Math.max(...floorRuns.map((run) => run.tbt)),
      lcp: r.lcp <= Math.max(...floorRuns.map((run) => run.lcp)),
    }
  }
  const signed = (value: number) => `${value > 0 ? '+' : ''}${Math.round(value)}`
  const firstVisitTable = [
    '| page | perf | floor perf (spread) | TBT ms | floor TBT ms (spread) | TBT difference | LCP ms | floor LCP ms (spread) | LCP difference | within the floor’s spread |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.map((r) => {
      const floorRuns = r.floor.runs.length > 0 ? r.floor.runs : [r.floor]
      const within = withinFloor(r)
      const outside = Object.entries(within)
        .filter(([, ok]) => !ok)
        .map(([name]) => name)
      return `| ${r.page} | ${r.performance} | ${r.floor.performance} (${spreadOf(floorRuns.map((run) => run.performance))}) | ${Math.round(r.tbt)} | ${Math.round(r.floor.tbt)} (${spreadOf(floorRuns.map((run) => run.tbt))}) | ${signed(r.tbt - r.floor.tbt)} | ${Math.round(r.lcp)} | ${Math.round(r.floor.lcp)} (${spreadOf(floorRuns.map((run) => run.lcp))}) | ${signed(r.lcp - r.floor.lcp)} | ${outside.length === 0 ? 'yes' : `**no**: ${outside.join(', ')}`} |`
    }),
  ].join('\n')
  const ratio = ((oursLoad.rps / Math.max(nginxLoad.rps, 1)) * 100).toFixed(0)
  const serverTable = [
    '| server | connections | req/s | p50 ms | p99 ms | errors | non-2xx | RSS MB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| npm start (ours) | 50 | ${oursLoad.rps} | ${oursLoad.p50} | ${oursLoad.p99} | ${oursLoad.errors} | ${oursLoad.non2xx} | ${oursRss} |`,
    `| nginx (same folder) | 50 | ${nginxLoad.rps} | ${nginxLoad.p50} | ${nginxLoad.p99} | ${nginxLoad.errors} | ${nginxLoad.non2xx} | – |`,
    `| npm start (ours), sustained 30 s | 200 | ${sustained.rps} | ${sustained.p50} | ${sustained.p99} | ${sustained.errors} | ${sustained.non2xx} | ${sustainedRss} |`,
    '',
    `Our server answers ${ratio}% of nginx's requests per second on the same pages.`,
  ].join('\n')

  // The targets of the performance work, checked against this run.
  const audited = results.filter((r) => !Number.isNaN(r.lcp))
  const worst = (pick: (r: (typeof results)[number]) => number) => Math.max(...audited.map(pick))
  const check = (ok: boolean, text: string) => `- ${ok ? 'met' : '**not met**'}: ${text}`
  const outsideFloor = audited.filter((r) => Object.values(withinFloor(r)).some((ok) => !ok))
  const times = (value: number) => `${value.toFixed(2)}×`
  const hopRatio = {
    median: afterLoad.navigationMedian / (floor?.navigationMedian ?? Number.NaN),
    worst: afterLoad.navigationWorst / (floor?.navigationWorst ?? Number.NaN),
  }
  const menuRatio = Math.max(
    afterLoad.menuOpenMedian / (floor?.menuOpenMedian ?? Number.NaN),
    afterLoad.menuCloseMedian / (floor?.menuCloseMedian ?? Number.NaN),
  )
  const targets = [
    check(
      outsideFloor.length === 0,
      `a first visit within its floor's spread: performance, TBT and LCP no worse than the floor's worst run, on every page (${
        outsideFloor.length === 0
          ? 'all'
          : `outside it: ${outsideFloor
              .map(
                (r) =>
                  `${r.page} (${Object.entries(withinFloor(r))
                    .filter(([, ok]) => !ok)
                    .map(([name]) => name)
                    .join(', ')})`,
              )
              .join('; ')}`
      })`,
    ),
    `- reported, not a target: Lighthouse performance ${Math.min(...audited.map((r) => r.performance))}–${worst((r) => r.performance)} (floor ${Math.min(...audited.map((r) => r.floor.performance))}–${worst((r) => r.floor.performance)}); TBT medians ${Math.round(Math.min(...audited.map((r) => r.tbt)))}–${Math.round(worst((r) => r.tbt))} ms (floor ${Math.round(Math.min(...audited.map((r) => r.floor.tbt)))}–${Math.round(worst((r) => r.floor.tbt))}); LCP worst ${Math.round(worst((r) => r.lcp))} ms (floor ${Math.round(worst((r) => r.floor.lcp))})`,
    check(worst((r) => r.cls) === 0, `CLS 0 (worst ${worst((r) => r.cls).toFixed(3)})`),
    check(
      hopRatio.median <= 1.25 && hopRatio.worst <= 1.25,
      `after the first load, a click shows the new page's heading within 1.25× its floor, median and worst (${times(hopRatio.median)} and ${times(hopRatio.worst)}: ${Math.round(afterLoad.navigationMedian)} and ${Math.round(afterLoad.navigationWorst)} ms against ${Math.round(floor?.navigationMedian ?? Number.NaN)} and ${Math.round(floor?.navigationWorst ?? Number.NaN)})`,
    ),
    check(
      menuRatio <= 1.25,
      `the phone menu's toggle within 1.25× its floor, Event Timing median (${times(menuRatio)} at most: open ${Math.round(afterLoad.menuOpenMedian)}, close ${Math.round(afterLoad.menuCloseMedian)} ms against ${Math.round(floor?.menuOpenMedian ?? Number.NaN)} and ${Math.round(floor?.menuCloseMedian ?? Number.NaN)})`,
    ),
    check(
      worst((r) => r.bytes.Script ?? 0) <= 100 * 1024,
      `JavaScript ≤ 100 KB on a first visit (largest ${kb(worst((r) => r.bytes.Script ?? 0))} KB)`,
    ),
    check(
      worst((r) => r.bytes.Total ?? 0) <= 150 * 1024,
      `everything ≤ 150 KB on a first visit (largest ${kb(worst((r) => r.bytes.Total ?? 0))} KB)`,
    ),
    check(
      worst((r) => r.counted.script) <= 160 * 1024 && worst((r) => r.counted.total) <= 180 * 1024,
      `by Lighthouse's own count (headers and the linked pages' code included, gzip), JavaScript ≤ 160 KB and everything ≤ 180 KB (largest ${kb(worst((r) => r.counted.script))} and ${kb(worst((r) => r.counted.total))} KB)`,
    ),
    check(oursLoad.rps >= 0.3 * nginxLoad.rps, `our server ≥ 30% of nginx's requests per second (${ratio}%)`),
    check(
      oursLoad.errors + oursLoad.non2xx + sustained.errors + sustained.non2xx === 0,
      'zero errors and non-2xx under load',
    ),
    check(
      Math.max(oursRss, sustainedRss) < 100,
      `under 100 MB resident memory (${Math.max(oursRss, sustainedRss)} MB)`,
    ),
  ].join('\n')

  const home = results.find((r) => r.page === '/')
  // The long tasks of the median runs, by who ran them, and the site's own scripts among them.
  const medianTasks = audited.flatMap((r) => r.longTasks.map((task) => ({ ...task, page: r.page })))
  const total = (tasks: LongTask[]) => Math.round(tasks.reduce((sum, task) => sum + task.ms, 0))
  const siteTasks = medianTasks.filter((task) => task.site).sort((a, b) => b.ms - a.ms)
  const [longestSiteTask] = siteTasks
  const spread = audited
    .filter((r) => r.tbtRuns.length > 0)
    .map((r) => ({ page: r.page, low: Math.min(...r.tbtRuns), high: Math.max(...r.tbtRuns) }))
    .sort((a, b) => b.high - b.low - (a.high - a.low))[0]
  const blockingTime = [
    "The notes name the long tasks of each median run whose TBT is not 0, with Lighthouse's simulated durations (50 ms or more on its slowed-down phone): `browser` is work Lighthouse cannot attribute to the page, `document` is the HTML's own (parsing, style, layout and paint), and a file name is a script (`_lighthouse-eval.js` is Lighthouse's own). Lighthouse's simulation stretches a task 4× and a layout 2×, and counts, for each task, how far the part of it that runs after its own estimate of the first paint goes past 50 ms.",
    `Long tasks of the median runs over the ${audited.length} pages: ${medianTasks.length}, ${total(medianTasks)} ms in all; browser ${total(medianTasks.filter((task) => !task.site && task.source === 'browser'))} ms, document ${total(medianTasks.filter((task) => !task.site && task.source === 'document'))} ms, the site's scripts ${total(siteTasks)} ms, other files ${total(medianTasks.filter((task) => !task.site && task.source !== 'browser' && task.source !== 'document'))} ms.${spread ? ` The widest spread of TBT between the runs of one page: ${Math.round(spread.low)}–${Math.round(spread.high)} ms (${spread.page}).` : ''}`,
    check(
      siteTasks.length === 0,
      `no script of the site's runs in a long task (${siteTasks.length} such tasks on ${new Set(siteTasks.map((task) => task.page)).size} pages${longestSiteTask ? `; the longest: ${longestSiteTask.source} ${Math.round(longestSiteTask.ms)} ms on ${longestSiteTask.page}` : ''})`,
    ),
  ].join('\n\n')
  const failedAudits =
    results
      .filter((r) => r.failed.length > 0)
      .map((r) => `${r.page}: ${r.failed.join(', ')}${r.noindex ? ' (the page asks not to be indexed)' : ''}`)
      .join('; ') || 'none'
  const homeScripts = Object.entries(home?.scripts ?? {}).sort(([, a], [, b]) => b - a)
  const whereTheJavaScriptGoes = `Where the home page's JavaScript goes, as sent (brotli): ${homeScripts.map(([file, bytes]) => `${file} ${kb(bytes)} KB`).join(', ') || 'no report'}; ${kb(home?.bytes.Script ?? 0)} KB in all. Web fonts on a first visit: ${kb(worst((r) => r.bytes.Font ?? 0))} KB on the page with the most.`
  const chromium = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim()
  const nginxVersion = spawnSync('/usr/sbin/nginx', ['-v'], { encoding: 'utf8' }).stderr.trim()
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromium}, ${nginxVersion}`
  const report = `# Benchmarks\n\nMeasured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, on ${machine}.\nLighthouse ${
    JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version
  }, mobile preset with simulated throttling, the median of ${RUNS} runs per page (Lighthouse rated this machine's speed ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))} across the runs; it slows it down 4× to stand for a phone); bytes are the bodies a first visit downloads before its hydration mark, as our server sends them to a browser that accepts brotli; the code of the pages it links to, which it fetches once hydrated, has a column of its own.\n\n## First visits beside their floor\n\nEach page is audited in turn with its floor: the same page through a proxy that takes its scripts out (\`scripts/first-visit-floor.ts\`), with the same HTML otherwise, the same headers (COOP and the policy included), stylesheet and images. The floor is what the browser alone takes to show the page on this machine in this run; its spread is its lowest and highest run. A page is within its floor's spread when its median performance is no lower than the floor's lowest run, and its median TBT and LCP no higher than the floor's highest. ${RUNS} runs of each, alternately.\n\n${firstVisitTable}\n\n## Pages\n\nEvery figure of the page's median run, as reported; the targets are the ratios above and below, not these scores.\n\n${lighthouseTable}\n\nLighthouse does not audit a document answered with status 404, so the bench audits the 404 page (\`${NOT_FOUND_PAGE}\`) through a proxy that changes only its status to 200: same bytes, same headers. Audits failed outside performance: ${failedAudits}.\n\n## The blocking time left\n\n${blockingTime}\n\n## After the first load\n\nChromium driven by Playwright (\`scripts/bench-after-load.ts\`), ${throttling}, ${AFTER_LOAD_RUNS} runs, each a new visitor with an empty cache. The home page loads, hydrates and sits with its network quiet for a second; then links are clicked one after another: at desktop width (1280 × 800) three header links and a footer link, on a phone (390 × 844, touch) two links from the menu and one from the footer. The pointer goes straight to each link's centre a moment after the link is on screen, so no check of Playwright's runs in the page while a hop or a tap is timed. A hop is timed from the click event to the frame that shows the new page's \`<h1>\`. The page fetches the code of the pages it links to once it has hydrated (\`src/loading/prefetch-routes.ts\`); the first click waits for its network to be quiet for a second.\n\nThe floor columns time the same steps on the same pages with the framework taken out (\`scripts/after-load-floor.ts\`): the same HTML and stylesheet, and a few lines of plain JavaScript that fetch the linked pages once the page has loaded, put the clicked page's \`<main>\` in place and push its URL, and open and close the menu with the same attributes as the site's script. They stand for what the browser alone takes on this machine, so a figure can be read against it.\n\n${afterLoad.hops}\n\nThe phone menu: Event Timing's duration for the tap on its button (the longest entry of the interaction: the wait for the main thread, the handlers and the next frame), opening and then closing, the first taps on the page. Event Timing reports nothing under 16 ms, so 16 stands for 16 or less.\n\n${afterLoad.menu}\n\n## Other engines\n\nTime from navigation start to hydration (\`<html data-hydrated>\`), desktop width, cold cache, each route once, on this machine without throttling: Firefox ESR driven over WebDriver BiDi (puppeteer-core), WebKitGTK in a window of our own (\`scripts/e2e-engines.sh\`).\n\n${engines}\n\n## Server\n\nautocannon on loopback over the pages above (brotli accepted).\n\n${serverTable}\n\n## Targets\n\n${targets}\n\n${whereTheJavaScriptGoes}\n`
  console.log(
    `\n${firstVisitTable}\n\n${lighthouseTable}\n\n${afterLoad.hops}\n\n${afterLoad.menu}\n\n${serverTable}\n\n${targets}\n`,
  )
  writeFileSync(path.join(root, 'BENCHMARKS.md'), report)
  console.log('Wrote BENCHMARKS.md')
} finally {
  ours.kill('SIGTERM')
  stopNginx()
}
