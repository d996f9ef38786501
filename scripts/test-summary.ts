/**
 * Prints one closing line for the whole suite from the JSON reports of Vitest (the unit tests and the built files),
 * of the Playwright runs (our server, nginx, each static host's runtime) and of
 * the Firefox and WebKit smoke suites: "tests: N passed, N failed, N skipped".
 * Before it, each step's time (reports/timings.json, written by scripts/test.ts).
 * A missing report counts as a failed test. Exits non-zero when a test failed or when no test ran at all.
 */
import { existsSync, readFileSync } from 'node:fs'

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
}

function read<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null
}

const total = { passed: 0, failed: 0, skipped: 0 }
const parts: string[] = []

for (const [name, file] of [
  ['unit', 'reports/unit.json'],
  ['built files', 'reports/built.json'],
] as const) {
  const report = read<VitestReport>(file)
  if (!report) {
    parts.push(`${name}: no report`)
    total.failed++
    continue
  }
  total.passed += report.numPassedTests
  total.failed += report.numFailedTests
  total.skipped += report.numPendingTests + report.numTodoTests
  parts.push(`${name} ${report.numPassedTests} passed, ${report.numFailedTests} failed`)
}
for (const [name, file] of [
  ['end-to-end (node)', 'reports/e2e.json'],
  ['end-to-end (nginx)', 'reports/e2e-nginx.json'],
  ['end-to-end (Cloudflare Pages runtime)', 'reports/e2e-cloudflare.json'],
  ['end-to-end (Netlify runtime)', 'reports/e2e-netlify.json'],
  ['end-to-end (plain static server)', 'reports/e2e-static.json'],
  ['Firefox ESR smoke', 'reports/engine-firefox.json'],
  ['WebKitGTK smoke', 'reports/engine-webkit.json'],
] as const) {
  const report = read<PlaywrightReport>(file)
  if (!report) {
    // A suite that never reported (an earlier step failed, or it crashed) counts as one failure.
    parts.push(`${name}: no report`)
    total.failed++
    continue
  }
  const { expected, unexpected, flaky, skipped } = report.stats
  total.passed += expected + flaky
  total.failed += unexpected
  total.skipped += skipped
  parts.push(`${name} ${expected + flaky} passed (${flaky} flaky), ${unexpected} failed, ${skipped} skipped`)
}

// Each step's time, as scripts/test.ts measured it (steps of one stage run side by side).
const timings = read<{ seconds: number; steps: { name: string; seconds: number; status: string }[] }>(
  'reports/timings.json',
)
// A step that writes no report of tests (the type check, the lint, the build) counts as one failure when it failed.
for (const step of timings?.steps ?? []) {
  if (step.status === 'failed' && ['type check', 'lint', 'build'].includes(step.name)) {
    parts.push(`${step.name}: failed`)
    total.failed++
  }
}
console.log(parts.join('; '))
if (timings) {
  const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
  for (const step of timings.steps) console.log(`  ${clock(step.seconds).padStart(6)}  ${step.name} (${step.status})`)
  console.log(`  ${clock(timings.seconds).padStart(6)}  in all`)
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0)
