// The framework's server-function registry, a virtual module its Vite plugin provides to the server build.
declare module '#tanstack-start-server-fn-resolver' {
  export function getServerFnById(id: string, access: { origin: 'client' | 'server' }): Promise<unknown>
}

// A content file reduced to the fields every page load needs (see contentMeta in src/content/vite-plugin.ts).
declare module '*.json?meta' {
  const meta: unknown
  export default meta
}
