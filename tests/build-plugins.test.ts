import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { withoutServerFunctions } from '~/loading/without-server-functions.ts'

const adapterId = '/app/node_modules/@tanstack/start-client-core/dist/esm/client/ServerFunctionSerializationAdapter.js'

type Hook = (this: unknown, ...args: unknown[]) => unknown

function hooks(plugin: Plugin) {
  const context = (environment: string) => ({
    environment: { name: environment, mode: 'build' },
    error(message: string): never {
      throw new Error(message)
    },
  })
  const call = (hook: unknown, environment: string, ...args: unknown[]) =>
    (hook as Hook).call(context(environment), ...args)
  return {
    transform: (code: string, id: string) => call((plugin.transform as { handler: Hook }).handler, 'client', code, id),
    load: (id: string, environment = 'client') => call(plugin.load, environment, id) as string | null,
    buildStart: (environment = 'client') => call(plugin.buildStart, environment),
    buildEnd: (environment = 'client') => call(plugin.buildEnd, environment),
  }
}

describe('withoutServerFunctions', () => {
  it('fails the build when a module defines a server function', () => {
    const plugin = hooks(withoutServerFunctions())
    expect(() =>
      plugin.transform("export const f = createServerFn({ method: 'GET' }).handler(() => 1)", '/app/src/routes/x.tsx'),
    ).toThrow(/src\/routes\/x\.tsx defines a server function/)
  })

  it('lets a module that only mentions the name through', () => {
    const plugin = hooks(withoutServerFunctions())
    expect(() => plugin.transform('// no createServerFn here', '/app/src/a.ts')).not.toThrow()
  })

  it('replaces the adapter in the browser build only', () => {
    const plugin = hooks(withoutServerFunctions())
    expect(plugin.load(adapterId)).toContain('test: () => false')
    expect(plugin.load(adapterId, 'ssr')).toBeNull()
    expect(plugin.load('/app/src/router.tsx')).toBeNull()
  })

  it('fails the browser build when the framework file it replaces was never loaded, naming the upstream issue', () => {
    const plugin = hooks(withoutServerFunctions())
    plugin.buildStart()
    plugin.load('/app/node_modules/@tanstack/start-client-core/dist/esm/client/moved-elsewhere.js')
    expect(() => plugin.buildEnd()).toThrow(/server-function adapter.*TanStack\/router#8392/)
    // The server build never loads it, and that is fine.
    expect(() => plugin.buildEnd('ssr')).not.toThrow()
  })

  it('passes the browser build that replaced it', () => {
    const plugin = hooks(withoutServerFunctions())
    plugin.buildStart()
    plugin.load(adapterId)
    expect(() => plugin.buildEnd()).not.toThrow()
  })
})
