import path from 'node:path'
import type { Plugin } from 'vite'
import { validateContent } from './validate.ts'

/**
 * Fails `vite build` (and reloads `vite dev` with an overlay) when a file in
 * content/ breaks its schema, naming the file and the field.
 */
export function contentCheck(root: string): Plugin {
  const contentDir = path.join(root, 'content')
  const publicDir = path.join(root, 'public')
  return {
    name: 'cscg:content-check',
    buildStart() {
      try {
        validateContent(contentDir, publicDir)
      } catch (error) {
        this.error((error as Error).message)
      }
      this.addWatchFile(contentDir)
    },
  }
}
