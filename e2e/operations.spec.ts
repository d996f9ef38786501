/**
 * Operating the server: draining on SIGTERM, and a visitor who keeps a page
 * open across a redeploy. Each test starts its own server processes.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { connect } from 'node:net'
import path from 'node:path'
import { expect, navLabel, routeAt, saveData, target, test, waitForHydration } from './fixtures.ts'

const root = path.resolve(import.meta.dirname, '..')
// The project's pinned Node (the machine's own may be too old to run the server's TypeScript).
const pinnedNode = path.join(root, 'node_modules/.bin/node')
const nodeBinary = existsSync(pinnedNode) ? pinnedNode : process.execPath

function startServer(port: number, buildDir = path.join(root, 'dist')): ChildProcess {
  return spawn(nodeBinary, [path.join(root, 'dist/serve.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CLIENT_DIR: path.join(buildDir, 'client'),
      SERVER_ENTRY: path.join(buildDir, 'server/server.js'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
}

async function waitUntilUp(port: number, child?: ChildProcess) {
  let errors = ''
  child?.stderr?.setEncoding('utf8')
  child?.stderr?.on('data', (chunk) => {
    errors += chunk
  })
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`)
      if (response.ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`server on ${port} did not start: ${errors}`)
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })

test.beforeEach(() => {
  test.skip(target !== 'node', 'tests of our own server, run once')
})

test('SIGTERM lets an in-flight request finish, then the process exits cleanly', async () => {
  const port = 4193
  const server = startServer(port)
  try {
    await waitUntilUp(port, server)
    // A request whose body is still arriving when the signal comes.
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => {
      answer += chunk
    })
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    socket.write(
      'POST /_serverFn/some-id HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{"a":',
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    server.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 200))
    // New connections are refused while the old one drains.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow()
    socket.write('"b"}\r\n')
    expect(await exited(server)).toBe(0)
    expect(answer).toMatch(/^HTTP\/1\.1 404/)
    socket.destroy()
  } finally {
    server.kill('SIGKILL')
  }
})

/** A second deploy of the same site: every hashed chunk gets a new name, as a rebuild with changes would. */
function makeRedeploy(from: string, to: string) {
  cpSync(from, to, { recursive: true })
  const assetsDir = path.join(to, 'client/assets')
  const renames = new Map<string, string>()
  for (const file of readdirSync(assetsDir)) {
    if (!file.endsWith('.js')) continue
    const renamed = file.replace(/-([\w-]+)\.js$/, '-next$1.js')
    renames.set(file, renamed)
    renameSync(path.join(assetsDir, file), path.join(assetsDir, renamed))
  }
  const rewrite = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry)
      if (statSync(full).isDirectory()) {
        rewrite(full)
      } else if (/\.(br|gz)$/.test(entry)) {
        unlinkSync(full) // stale; the server falls back to the plain files
      } else if (/\.(html|js|mjs|json)$/.test(entry)) {
        let text = readFileSync(full, 'utf8')
        for (const [old, renamed] of renames) text = text.replaceAll(old, renamed)
        writeFileSync(full, text)
      }
    }
  }
  rewrite(to)
  return renames
}

test.describe('redeploy', () => {
  // The browser logs the failed request for the old chunk.
  test.use({ allowConsoleErrors: true })

  test('a visitor holding a page from the previous deploy keeps working after a redeploy', async ({
    page,
    consoleProblems,
  }, testInfo) => {
    const port = 4191
    const work = testInfo.outputPath('deploys')
    const previous = path.join(work, 'previous')
    const next = path.join(work, 'next')
    cpSync(path.join(root, 'dist'), previous, { recursive: true })
    const renames = makeRedeploy(previous, next)
    const servicesChunk = [...renames.values()].find((name) => name.startsWith('services-'))

    // A visitor whose browser saves data: the page fetched no other page's code ahead, so the
    // click is the first to ask for the services chunk, after the redeploy. (Anyone else already
    // holds the previous deploy's code for every page the home page links to.)
    await saveData(page)
    let server = startServer(port, previous)
    try {
      await waitUntilUp(port)
      await page.goto(`http://127.0.0.1:${port}/`)
      await waitForHydration(page)

      server.kill('SIGTERM')
      await exited(server)
      server = startServer(port, next)
      await waitUntilUp(port)

      const loaded: string[] = []
      page.on('response', (response) => loaded.push(`${response.status()} ${new URL(response.url()).pathname}`))
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: navLabel('/services/'), exact: true })
        .click()
      await expect(page).toHaveURL(`http://127.0.0.1:${port}/services/`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeAt('/services/').heading)
      await waitForHydration(page)
      // The old chunk was gone, the page reloaded once, and the new deploy's code runs it.
      expect(loaded.some((entry) => /^404 \/assets\/services-/.test(entry))).toBe(true)
      expect(loaded).toContain(`200 /assets/${servicesChunk}`)
      expect(consoleProblems.filter((text) => !/404|Failed to (load|fetch)/.test(text))).toEqual([])
    } finally {
      server.kill('SIGKILL')
      rmSync(work, { recursive: true, force: true })
    }
  })
})
