/**
 * Build side: which chunks a built chunk imports, read from the files Rolldown wrote (with
 * es-module-lexer), and the order the in-page loader evaluates them in. The byte-budget test
 * follows imports with the same reader, so both fail together if it stops following them.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { initSync, parse } from 'es-module-lexer'

/** es-module-lexer's `d` for a static `import`/`export … from` (dynamic imports have an offset, import.meta -2). */
const STATIC_IMPORT = -1

/**
 * Reads which chunks a built chunk imports statically, as hrefs (`/assets/a.js` →
 * [`/assets/b.js`, ...]); dynamic imports, which load on demand, are left out.
 *
 * Rolldown writes a chunk's imports of other chunks as relative specifiers (`./b.js`). Any
 * other shape (a bare name, an absolute path or URL, an expression) or a file that is not
 * there throws, naming this coupling point: left unfollowed, the loader would evaluate
 * those chunks all in one task and the budget test would under-count.
 */
export function chunkImportReader(clientDir: string): (href: string) => string[] {
  initSync()
  const cache = new Map<string, string[]>()
  return (href) => {
    let imports = cache.get(href)
    if (!imports) {
      const source = readFileSync(path.join(clientDir, href), 'utf8')
      const [found] = parse(source, href)
      imports = found
        .filter((specifier) => specifier.d === STATIC_IMPORT)
        .map((specifier) => {
          const name = specifier.n
          const target =
            name?.startsWith('./') || name?.startsWith('../')
              ? path.posix.join(path.posix.dirname(href), name)
              : undefined
          if (!target || !existsSync(path.join(clientDir, target))) {
            throw new Error(
              `chunk import specifiers (src/loading/chunk-graph.ts): ${href} imports ${name === undefined ? source.slice(specifier.s, specifier.e) : JSON.stringify(name)}, which is not a relative path to a built file; has Rolldown changed how chunks import each other?`,
            )
          }
          return target
        })
      cache.set(href, imports)
    }
    return imports
  }
}

/**
 * The chunks the entry imports, directly or not, each after the chunks it imports
 * itself (so each evaluates alone when imported), then the entry.
 */
export function evaluationOrder(entry: string, importsOf: (href: string) => string[]): string[] {
  const order: string[] = []
  const visit = (href: string, trail: string[]) => {
    if (order.includes(href) || trail.includes(href)) return
    for (const dependency of importsOf(href)) visit(dependency, [...trail, href])
    order.push(href)
  }
  visit(entry, [])
  return order
}

/** Every chunk the given scripts import statically, directly or not, the scripts included. */
export function staticClosure(scripts: readonly string[], importsOf: (href: string) => string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...scripts]
  while (queue.length > 0) {
    const href = queue.pop() as string
    if (seen.has(href)) continue
    seen.add(href)
    queue.push(...importsOf(href))
  }
  return seen
}
