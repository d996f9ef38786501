/**
 * Build side: bundles and minifies a browser module into the code of an inline `<script>`, for
 * the scripts the build writes into the pages itself (the loader, rewrite.ts; the partner-view
 * script, postbuild/partner-view-script.ts; the dated script, dated-script.ts). The code is the
 * same on every page: what differs per page goes into an attribute of the script's element,
 * which its code reads through `document.currentScript` and which a page's
 * Content-Security-Policy hash does not cover.
 */
import { fileURLToPath } from 'node:url'
import { build } from 'rolldown'

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
