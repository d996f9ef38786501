import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { choicesScript } from './src/loading/choices-script.ts'
import { datedScript } from './src/loading/dated-script.ts'
import { contentModules } from './src/vite-plugins/content.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  // The committed types are checked by a test, not rewritten by the run; the pages' modules import the dated script.
  plugins: [contentModules(root, { writeTypes: false }), datedScript(), choicesScript()],
  // The `~` alias is tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
  // Two suites: the unit tests (tests/, before the build), and what the built files say (tests/built/,
  // after it: `VITEST_SUITE=built`, as npm run test:built runs it).
  test:
    process.env.VITEST_SUITE === 'built'
      ? {
          include: ['tests/built/**/*.test.ts'],
          environment: 'node',
          // A test here may read every page of every language: seconds, not milliseconds, on a busy machine.
          testTimeout: 60_000,
          passWithNoTests: false,
          reporters: ['default', 'json'],
          outputFile: { json: 'reports/built.json' },
        }
      : {
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/built/**'],
          environment: 'node',
          // npm test runs this suite beside the build, on a laptop that may be busy with more: a test of a
          // few hundred milliseconds here takes seconds there. Those that do seconds of work (pictures
          // encoded, a build) set a budget of their own.
          testTimeout: 30_000,
          passWithNoTests: false,
          reporters: ['default', 'json'],
          outputFile: { json: 'reports/unit.json' },
        },
})
