/**
 * Build side: the dated script (dated.ts, browser) as the module `virtual:dated-script`, whose
 * default export is its minified code for the server build, which writes it into the prerendered
 * pages after each dated list (src/components/ui/DatedScript.tsx), and an empty string for the
 * browser's build: React never runs a script it renders, and keeps the element's code as the page
 * has it when it hydrates, so the browser's bundle has no use for the code.
 */
import type { Plugin } from 'vite'
import { inlineBundle } from './inline-bundle.ts'

const ID = 'virtual:dated-script'
const RESOLVED = `\0${ID}`

/** The dated script's minified code, the same after every list: dated.inline.ts bundled (once per process). */
export const datedScriptCode = (): Promise<string> => inlineBundle(new URL('./dated.inline.ts', import.meta.url))

export function datedScript(): Plugin {
  return {
    name: 'cscg:dated-script',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null
      const code = this.environment.name === 'client' ? '' : await datedScriptCode()
      return `export default ${JSON.stringify(code)}`
    },
  }
}
