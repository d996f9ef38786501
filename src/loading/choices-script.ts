/**
 * Build side: the checklist's script (choices.ts, browser) as the module `virtual:choices-script`
 * (inline-bundle.ts's inlineScriptModule), which the server build writes into the prerendered page
 * right after the checklist's form (src/components/sections/ChecklistForm.tsx).
 */
import type { Plugin } from 'vite'
import { inlineScriptModule } from './inline-bundle.ts'

export const choicesScript = (): Plugin =>
  inlineScriptModule('virtual:choices-script', new URL('./choices.inline.ts', import.meta.url))
