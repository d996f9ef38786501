import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { contentModules } from './src/vite-plugins/content.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  plugins: [contentModules(root)],
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
