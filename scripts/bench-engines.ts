/**
 * Time to hydration in Firefox ESR and WebKitGTK, for BENCHMARKS.md. Runs no browser itself: it reads what
 * the engine smoke suites (scripts/e2e-engines.sh) wrote to reports/engine-firefox.json and
 * reports/engine-webkit.json, measured at desktop width from navigation start to `<html data-hydrated>`,
 * each route loaded with a cold cache.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

interface EngineReport {
  browser?: string
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  hydrationMs: { median: number | null; min: number | null; max: number | null; routes: Record<string, number> }
}

const engines = [
  ['Firefox ESR', 'engine-firefox.json'],
  ['WebKitGTK', 'engine-webkit.json'],
] as const

/** A Markdown table: engine, median ms, min–max ms, routes measured; a row says so when a report is missing. */
export async function engineHydration(reportsDir = 'reports'): Promise<string> {
  const rows = engines.map(([engine, file]) => {
    const reportPath = path.join(reportsDir, file)
    if (!existsSync(reportPath)) return `| ${engine} | – | – | no report (run \`bash scripts/e2e-engines.sh\`) |`
    const report = JSON.parse(readFileSync(reportPath, 'utf8')) as EngineReport
    const { median, min, max, routes } = report.hydrationMs
    const name = report.browser ?? engine
    const measured = Object.keys(routes).length
    return `| ${name} | ${median ?? '–'} | ${min ?? '–'}–${max ?? '–'} | ${measured} |`
  })
  return ['| engine | median ms | min–max ms | routes measured |', '| --- | ---: | ---: | ---: |', ...rows].join('\n')
}
