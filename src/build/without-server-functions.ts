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
 */
export function withoutServerFunctions(): Plugin {
  return {
    name: 'cscg:without-server-functions',
    enforce: 'pre',
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
