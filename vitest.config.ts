import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  resolve: {
    alias: {
      '~content': `${root}content`,
      '~': `${root}src`,
    },
  },
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    passWithNoTests: false,
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/unit.json' },
  },
})
