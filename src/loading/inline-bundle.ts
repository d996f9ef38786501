/**
 * Build side: bundles and minifies a browser module into the code of an inline `<script>`, for
 * the scripts the build writes into the pages itself (the loader, rewrite.ts; the partner-view
 * script, postbuild/partner-view-script.ts; the dated script and the checklist's, as virtual modules,
 * inlineScriptModule below). The code is the
 * same on every page: what differs per page goes into an attribute of the script's element,
 * which its code reads through `document.currentScript` and which a page's
 * Content-Security-Policy hash does not cover.
 */
import { fileURLToPath } from 'node:url'
import { build } from 'rolldown'
import type { Plugin } from 'vite'

const built = new Map<string, Promise<string>>()

/** The minified code of `entry`'s bundle, as a classic script (once per process and entry). */
export function inlineBundle(entry: URL): Promise<string> {
  const file = fileURLToPath(entry)
  let code = built.get(file)
  if (!code) {
    code = (async () => {
      const output = await build({
        input: file,
        write: false,
        logLevel: 'warn',
        output: { format: 'iife', minify: true },
      })
      const [chunk, ...rest] = output.output
      if (chunk?.type !== 'chunk' || rest.length > 0) throw new Error(`${file} must bundle to one chunk`)
      if (/<\/script|<!--/i.test(chunk.code)) throw new Error(`${file} must not contain "</script" or "<!--"`)
      return chunk.code.trim()
    })()
    built.set(file, code)
  }
  return code
}

/**
 * A script the pages write after an element as the module `id` (a `virtual:` id): its default
 * export is `entry`'s minified code in the server build, which writes it into the prerendered page,
 * and an empty string in the browser's build: React never runs a script it renders, and keeps the
 * element's code as the page has it when it hydrates, so the browser's bundle has no use for it.
 */
export function inlineScriptModule(id: string, entry: URL): Plugin {
  const resolved = `\0${id}`
  return {
    name: `cscg:${id.replace(/^virtual:/, '')}`,
    resolveId: (source) => (source === id ? resolved : null),
    async load(source) {
      if (source !== resolved) return null
      const code = this.environment.name === 'client' ? '' : await inlineBundle(entry)
      return `export default ${JSON.stringify(code)}`
    },
  }
}
