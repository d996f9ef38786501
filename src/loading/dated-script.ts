/**
 * Build side: the dated script (dated.ts, browser) as the module `virtual:dated-script`
 * (inline-bundle.ts's inlineScriptModule), which the server build writes into the prerendered pages
 * after each dated list (src/components/ui/DatedScript.tsx).
 */
import type { Plugin } from 'vite'
import { inlineBundle, inlineScriptModule } from './inline-bundle.ts'

const ENTRY = new URL('./dated.inline.ts', import.meta.url)

/** The dated script's minified code, the same after every list: dated.inline.ts bundled (once per process). */
export const datedScriptCode = (): Promise<string> => inlineBundle(ENTRY)

export const datedScript = (): Plugin => inlineScriptModule('virtual:dated-script', ENTRY)
