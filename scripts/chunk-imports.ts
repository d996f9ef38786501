import { readFileSync } from 'node:fs'
import path from 'node:path'
import { initSync, parse } from 'es-module-lexer'

/**
 * Reads which chunks a built chunk imports statically, as hrefs (`/assets/a.js` →
 * [`/assets/b.js`, ...]); dynamic imports, which load on demand, are left out.
 */
export function chunkImportReader(clientDir: string): (href: string) => string[] {
  initSync()
  const cache = new Map<string, string[]>()
  return (href) => {
    let imports = cache.get(href)
    if (!imports) {
      const [found] = parse(readFileSync(path.join(clientDir, href), 'utf8'))
      imports = found
        .filter((specifier) => specifier.d === -1 && specifier.n?.startsWith('./'))
        .map((specifier) => path.posix.join(path.posix.dirname(href), specifier.n as string))
      cache.set(href, imports)
    }
    return imports
  }
}
