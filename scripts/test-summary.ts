/**
 * Prints one closing line for the whole suite from the Vitest and Playwright
 * JSON reports: "tests: N passed, N failed, N skipped". Exits non-zero when a
 * test failed or when no test ran at all.
 */
import { existsSync, readFileSync } from 'node:fs'

interface Counts {
  passed: number
  failed: number
  skipped: number
}

function read<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null
}

const unit = read<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(
  'reports/unit.json',
)
const e2e = read<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
  'reports/e2e.json',
)

const total: Counts = { passed: 0, failed: 0, skipped: 0 }
if (unit) {
  total.passed += unit.numPassedTests
  total.failed += unit.numFailedTests
  total.skipped += unit.numPendingTests + unit.numTodoTests
}
if (e2e) {
  total.passed += e2e.stats.expected + e2e.stats.flaky
  total.failed += e2e.stats.unexpected
  total.skipped += e2e.stats.skipped
}

console.log(
  `unit: ${unit ? `${unit.numPassedTests} passed, ${unit.numFailedTests} failed` : 'no report'}; ` +
    `end-to-end: ${e2e ? `${e2e.stats.expected + e2e.stats.flaky} passed (${e2e.stats.flaky} flaky), ${e2e.stats.unexpected} failed, ${e2e.stats.skipped} skipped` : 'no report'}`,
)
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0)
