/**
 * The site built from content of a test's own: the checkout's code copied beside it (its
 * node_modules linked), content/ as the test writes it, and `npm run build`'s own script run there
 * with no test content standing in. For tests of what staff save (tests/editor-accepts.test.ts,
 * e2e/admin.spec.ts): the build is the one the host runs.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, symlinkSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/** What the build needs of the checkout besides content/. */
const CODE = [
  'src',
  'postbuild',
  'scripts',
  'server',
  'public',
  'deploy',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
]

export interface CopyBuild {
  /** The build's exit status: 0 when it passed. */
  status: number | null
  /** The end of what it printed, for a failure's message. */
  output: string
  /** The built site's public files (dist/client). */
  client: string
}

/**
 * Copies the checkout's code into `dir`, lets `write` fill `dir/content`, and builds it there.
 * Takes a minute or two: a caller sets its own budget.
 */
export function buildCopy(dir: string, write: (contentDir: string) => void): CopyBuild {
  for (const part of CODE) cpSync(path.join(root, part), path.join(dir, part), { recursive: true })
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  const contentDir = path.join(dir, 'content')
  mkdirSync(contentDir, { recursive: true })
  write(contentDir)
  const run = spawnSync(process.execPath, ['scripts/build.ts'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CONTENT_OVERRIDE: '', PRECOMPRESS: '0' },
  })
  return {
    status: run.status,
    output: `${run.stdout.slice(-3000)}\n${run.stderr.slice(-3000)}`,
    client: path.join(dir, 'dist/client'),
  }
}
