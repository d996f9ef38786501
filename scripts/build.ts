/**
 * `npm run build`: the site in its own language and in each published edition (content/editions.json).
 * Each language is a Vite build of its own (vite.config.ts, SITE_EDITION): the site's own into
 * dist/client and dist/server, an edition from content/<code>/ under the prefix /<code>/ into
 * dist/editions/<code>/, whose client files are then moved to dist/client/<code>/ so that one folder
 * holds the whole site. Then postbuild/main.ts finishes every language's pages, and the production
 * server is bundled.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { publishedLanguages } from '../src/content/site-languages.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name: string) => path.join(root, 'node_modules/.bin', name)

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// The list is checked whole by the build itself (its content plugin); here only the folders are needed.
const editions = publishedLanguages(root).flatMap((language) => (language.own ? [] : [language.folder]))
rmSync(path.join(root, 'dist'), { recursive: true, force: true })
run(bin('vite'), ['build'])
for (const code of editions) {
  console.log(`\n[build] the ${code} edition, under /${code}/`)
  run(bin('vite'), ['build'], { SITE_EDITION: code })
  const built = path.join(root, 'dist/editions', code, 'client')
  const target = path.join(root, 'dist/client', code)
  if (!existsSync(built)) throw new Error(`the ${code} edition wrote no ${path.relative(root, built)}`)
  if (existsSync(target)) throw new Error(`dist/client/${code} exists before the ${code} edition is moved there`)
  renameSync(built, target)
}
run(process.execPath, [path.join(root, 'postbuild/main.ts')])
run(bin('rolldown'), [
  'server/index.ts',
  '--file',
  'dist/serve.mjs',
  '--platform',
  'node',
  '--format',
  'esm',
  '--log-level',
  'warn',
])
