import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { getServerFnById } from '#tanstack-start-server-fn-resolver'

const startFetch = createStartHandler(defaultStreamHandler)
const SERVER_FN_BASE = '/_serverFn/'

/** Whether the framework's own registry knows this server-function id. */
async function isKnownServerFn(id: string): Promise<boolean> {
  if (!id) return false
  try {
    await getServerFnById(id, { origin: 'client' })
    return true
  } catch {
    return false
  }
}

const notFound = () =>
  new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

export default createServerEntry({
  async fetch(request, opts) {
    const { pathname } = new URL(request.url)
    // The framework throws (a 500) for an empty or unknown id; answer those as what they are.
    if (pathname === '/_serverFn' || pathname.startsWith(SERVER_FN_BASE)) {
      const id = decodeURIComponent(pathname.slice(SERVER_FN_BASE.length).split('/')[0] ?? '')
      if (!(await isKnownServerFn(id))) return notFound()
    }
    return startFetch(request, opts)
  },
})
