import type { Plugin } from 'vite'

const ADAPTER_MODULE =
  /[\\/]@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client[\\/]ServerFunctionSerializationAdapter\.js$/

/**
 * The site defines no server functions, yet TanStack Start's client entry always
 * registers the adapter that turns a serialised server-function reference into a
 * fetcher. That adapter pulls in the RPC client and seroval's serializer and
 * JSON reader: about 7 KB of brotli on every first visit, for a feature no page
 * uses. In the browser build this plugin swaps it for an adapter that matches
 * nothing, and it fails the build as soon as any module starts using
 * `createServerFn`, so the framework's fetcher comes back the day it is needed.
 *
 * It replaces a private file of the framework by its path (TanStack/router#8392, open, asks for
 * an option to leave the adapter out). If an upgrade moves or renames that file, the browser
 * build fails here instead of silently shipping the adapter again.
 */
export function withoutServerFunctions(): Plugin {
  let replaced = false
  return {
    name: 'cscg:without-server-functions',
    enforce: 'pre',
    buildStart() {
      if (this.environment.name === 'client') replaced = false
    },
    buildEnd(error) {
      if (error || this.environment.name !== 'client' || this.environment.mode !== 'build' || replaced) return
      this.error(
        "the server-function adapter (src/loading/without-server-functions.ts): the browser build never loaded @tanstack/start-client-core's dist/esm/client/ServerFunctionSerializationAdapter.js, so nothing was replaced and the adapter is back in the bundle. Find where the framework now registers it (TanStack/router#8392 tracks an option for this) and update ADAPTER_MODULE.",
      )
    },
    transform: {
      filter: { id: { exclude: /node_modules/ }, code: 'createServerFn' },
      handler(code, id) {
        if (/\bcreateServerFn\s*\(/.test(code)) {
          this.error(
            `${id} defines a server function. Remove withoutServerFunctions() from vite.config.ts so the browser gets the fetcher that calls it.`,
          )
        }
      },
    },
    load(id) {
      if (this.environment.name !== 'client' || !ADAPTER_MODULE.test(id)) return null
      replaced = true
      return `import { createSerializationAdapter } from '@tanstack/router-core'
export const ServerFunctionSerializationAdapter = createSerializationAdapter({
  key: '$TSS/serverfn',
  test: () => false,
  toSerializable: () => {
    throw new Error('This site has no server functions')
  },
  fromSerializable: () => {
    throw new Error('This site has no server functions')
  },
})
`
    },
  }
}
