/**
 * `npm test`: every suite, side by side where they do not compete for the same thing, then each
 * suite's time and one closing line (scripts/test-summary.ts): "tests: N passed, N failed, N skipped".
 *
 * Stages, each waiting for the one before:
 *   1. the type check, the lint, the unit tests, the test content then the build, and the hosts' runtimes;
 *   2. the built files, read without a browser (tests/built/), then Chromium on our server;
 *   3. what a host decides, on nginx and on the static hosts' runtimes, beside Firefox and WebKit.
 * Chromium runs alone: its two workers take both cores, and its tests of timing (load, hydration
 * at a sixth of the CPU's speed) should not share them. A step that fails does not stop the others
 * that do not need it; the summary counts a suite that left no report as a failure.
 *
 * A step that runs beside others writes to reports/logs/<step>.log, printed whole when it ends; a
 * step that runs alone prints as it goes. Each step's time goes to reports/timings.json.
 */
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const logs = path.join(root, 'reports/logs')

interface Step {
  name: string
  command: string
  /** Steps that must have passed first; without them this one is not run. */
  needs?: string[]
  env?: Record<string, string>
}

/** The build and the suites after it read the test content: the firm's own plus a notice of the day. */
const withTestContent = { CONTENT_OVERRIDE: 'reports/test-content/content' }

const stages: Step[][] = [
  [
    { name: 'type check', command: 'npm run typecheck' },
    { name: 'lint', command: 'npm run lint' },
    { name: 'unit', command: 'npm run test:unit' },
    { name: 'build', command: 'node scripts/test-content.ts && npm run build', env: withTestContent },
    // The static hosts' runtimes (hosts/), installed here rather than on the last stage's critical path.
    { name: 'host runtimes', command: 'npm install --prefix hosts --no-save --no-audit --no-fund --loglevel=error' },
  ],
  [{ name: 'built files', command: 'npm run test:built', needs: ['build'], env: withTestContent }],
  [{ name: 'Chromium (our server)', command: 'npm run test:e2e', needs: ['build'], env: withTestContent }],
  [
    { name: 'nginx', command: 'npm run test:e2e:nginx', needs: ['build'], env: withTestContent },
    { name: 'static hosts', command: 'npm run test:e2e:hosts', needs: ['build'], env: withTestContent },
    { name: 'Firefox and WebKit', command: 'npm run test:engines', needs: ['build'], env: withTestContent },
  ],
]

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function run(step: Step, alone: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const log = path.join(logs, `${slug(step.name)}.log`)
    const child = spawn(step.command, {
      cwd: root,
      shell: true,
      env: { ...process.env, ...step.env },
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    if (!alone) {
      const out = createWriteStream(log)
      child.stdout?.pipe(out)
      child.stderr?.pipe(out)
    }
    child.on('close', (code) => {
      if (!alone) {
        console.log(`\n── ${step.name} ${code === 0 ? 'passed' : `failed (exit ${code})`}: its output ──`)
        process.stdout.write(readFileSync(log, 'utf8'))
      }
      resolve(code === 0)
    })
  })
}

rmSync(path.join(root, 'reports'), { recursive: true, force: true })
mkdirSync(logs, { recursive: true })

const passed = new Set<string>()
const timings: { name: string; seconds: number; status: 'passed' | 'failed' | 'not run' }[] = []
const started = Date.now()
for (const stage of stages) {
  const runnable = stage.filter((step) => (step.needs ?? []).every((need) => passed.has(need)))
  for (const step of stage.filter((candidate) => !runnable.includes(candidate))) {
    console.log(`\n── ${step.name}: not run, it needs ${step.needs?.join(', ')} ──`)
    timings.push({ name: step.name, seconds: 0, status: 'not run' })
  }
  if (runnable.length > 1) console.log(`\n── side by side: ${runnable.map((step) => step.name).join(', ')} ──`)
  await Promise.all(
    runnable.map(async (step) => {
      const begun = Date.now()
      const ok = await run(step, runnable.length === 1)
      if (ok) passed.add(step.name)
      timings.push({
        name: step.name,
        seconds: Math.round((Date.now() - begun) / 1000),
        status: ok ? 'passed' : 'failed',
      })
    }),
  )
}
const order = stages.flat().map((step) => step.name)
timings.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
writeFileSync(
  path.join(root, 'reports/timings.json'),
  `${JSON.stringify({ seconds: Math.round((Date.now() - started) / 1000), steps: timings }, null, 2)}\n`,
)

const summary = spawn(process.execPath, ['scripts/test-summary.ts'], { cwd: root, stdio: 'inherit' })
summary.on('close', (code) => process.exit(code ?? 1))
