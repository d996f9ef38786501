import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { datedScript } from './src/loading/dated-script.ts'
import { contentModules } from './src/vite-plugins/content.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  // The committed types are checked by a test, not rewritten by the run; the pages' modules import the dated script.
  plugins: [contentModules(root, { writeTypes: false }), datedScript()],
  // The `~` alias is tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    passWithNoTests: false,
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/unit.json' },
  },
})
