import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { contentMeta } from './src/content/vite-plugin.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  plugins: [contentMeta(root)],
  // The `~` and `~content` aliases are tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    passWithNoTests: false,
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/unit.json' },
  },
})
