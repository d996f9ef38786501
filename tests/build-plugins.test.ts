import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { withoutServerFunctions } from '~/build/without-server-functions.ts'

const adapterId = '/app/node_modules/@tanstack/start-client-core/dist/esm/client/ServerFunctionSerializationAdapter.js'

function hooks(plugin: Plugin) {
  const transform = plugin.transform as { handler: (this: unknown, code: string, id: string) => void }
  const load = plugin.load as (this: unknown, id: string) => string | null
  const context = (environment: string) => ({
    environment: { name: environment },
    error(message: string): never {
      throw new Error(message)
    },
  })
  return {
    transform: (code: string, id: string) => transform.handler.call(context('client'), code, id),
    load: (id: string, environment = 'client') => load.call(context(environment), id),
  }
}

describe('withoutServerFunctions', () => {
  const plugin = hooks(withoutServerFunctions())

  it('fails the build when a module defines a server function', () => {
    expect(() =>
      plugin.transform("export const f = createServerFn({ method: 'GET' }).handler(() => 1)", '/app/src/routes/x.tsx'),
    ).toThrow(/src\/routes\/x\.tsx defines a server function/)
  })

  it('lets a module that only mentions the name through', () => {
    expect(() => plugin.transform('// no createServerFn here', '/app/src/a.ts')).not.toThrow()
  })

  it('replaces the adapter in the browser build only', () => {
    expect(plugin.load(adapterId)).toContain('test: () => false')
    expect(plugin.load(adapterId, 'ssr')).toBeNull()
    expect(plugin.load('/app/src/router.tsx')).toBeNull()
  })
})
