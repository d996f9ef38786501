// The framework's server-function registry, a virtual module its Vite plugin provides to the server build.
declare module '#tanstack-start-server-fn-resolver' {
  export function getServerFnById(id: string, access: { origin: 'client' | 'server' }): Promise<unknown>
}
