import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'

const startFetch = createStartHandler(defaultStreamHandler)

/**
 * The framework's server entry, which the prerenderer and `npm run dev` use (production serves
 * the prerendered files, server/index.ts). The site has no server functions (the build refuses
 * them, src/loading/without-server-functions.ts), so the server-function channel answers 404
 * here too, where the framework would answer an unknown id with a 500.
 */
export default createServerEntry({
  fetch(request, opts) {
    const { pathname } = new URL(request.url)
    if (pathname === '/_serverFn' || pathname.startsWith('/_serverFn/')) {
      return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
    }
    return startFetch(request, opts)
  },
})
