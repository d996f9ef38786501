/**
 * deploy/nginx.conf with its placeholders filled in, for nginx on this machine: the tests
 * (scripts/e2e-nginx.sh) and the bench (scripts/bench.ts) both serve the build with it.
 *   node scripts/nginx-config.ts <port> <run dir>   writes <run dir>/nginx.conf and prints its path
 */
import { readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * Writes the config into `runDir` (which nginx also uses for its pid and temporary files) and
 * answers its path. The workers run as the account running this, which can read the build
 * wherever the clone is.
 */
export function writeNginxConfig(port: number, runDir: string): string {
  const config = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('__BUILD_DIR__', path.join(root, 'dist'))
    .replaceAll('__PORT__', String(port))
    .replaceAll('__RUN_DIR__', runDir)
    .replaceAll('__USER__', os.userInfo().username)
  const file = path.join(runDir, 'nginx.conf')
  writeFileSync(file, config)
  return file
}

if (import.meta.main) {
  const [port, runDir] = process.argv.slice(2)
  if (!port || !runDir) throw new Error('usage: node scripts/nginx-config.ts <port> <run dir>')
  console.log(writeNginxConfig(Number(port), path.resolve(runDir)))
}
