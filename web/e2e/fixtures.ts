import { test as base, expect, type Page } from '@playwright/test'
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PNG } from 'pngjs'

/** A running Texelforge server with its own fresh SQLite database. */
export type Server = {
  url: string
  /** Demo accounts created by `texelforge seed`, with their one-time passwords. */
  accounts: Record<'admin' | 'demo', { email: string; password: string }>
  logs: () => string
  /** Runs a command of the server's binary against its database (e.g. `newsletter send`) and returns its output. */
  cli: (args: string[], input?: string) => string
}

export const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      const port = typeof address === 'object' && address ? address.port : 0
      srv.close(() => resolvePort(port))
    })
  })

async function startServer(extraEnv: Record<string, string>): Promise<{ server: Server; stop: () => Promise<void> }> {
  const bin = process.env.TEXELFORGE_BIN
  if (!bin) throw new Error('TEXELFORGE_BIN is not set (global setup builds it)')
  const dir = mkdtempSync(join(tmpdir(), 'texelforge-e2e-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    TEXELFORGE_ADDR: `127.0.0.1:${port}`,
    TEXELFORGE_DATABASE_URL: `sqlite:${join(dir, 'e2e.db')}`,
    TEXELFORGE_BASE_URL: url,
    TEXELFORGE_LOG_LEVEL: 'warn',
    TEXELFORGE_DATA_DIR: join(dir, 'data'), // uploads (avatars) go away with the server
    ...extraEnv,
  }
  const seeded = execFileSync(bin, ['seed'], { env, encoding: 'utf8' })
  const account = (name: string) => {
    const m = new RegExp(`${name}\\s+(\\S+@\\S+)\\s+(\\S+)`).exec(seeded)
    if (!m) throw new Error(`seed did not print the ${name} account:\n${seeded}`)
    return { email: m[1], password: m[2] }
  }
  let output = ''
  const child: ChildProcess = spawn(bin, ['serve'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const deadline = Date.now() + 15_000
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`server did not become ready:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 25))
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const cli = (args: string[], input?: string) => execFileSync(bin, args, { env, input, encoding: 'utf8' })
  return {
    server: { url, accounts: { admin: account('admin'), demo: account('demo') }, logs: () => output, cli },
    stop,
  }
}

// One server per test file: started by the file's first test, stopped when
// the next file begins or the worker ends.
let current: { file: string; server: Server; stop: () => Promise<void> } | undefined

export const test = base.extend<{ server: Server; serverEnv: Record<string, string> }, { serverCleanup: void }>({
  // Extra environment for the file's server (test.use({ serverEnv })), e.g. Google sign-in settings.
  serverEnv: [{}, { option: true }],
  serverCleanup: [
    async ({}, use) => {
      await use()
      await current?.stop()
      current = undefined
    },
    { scope: 'worker', auto: true },
  ],
  server: async ({ serverEnv }, use, testInfo) => {
    if (current?.file !== testInfo.file) {
      await current?.stop()
      current = { file: testInfo.file, ...(await startServer(serverEnv)) }
    }
    await use(current.server)
  },
  baseURL: async ({ server }, use) => {
    await use(server.url)
  },
  // The landing page arrives prerendered and starts its scripts after the
  // first paint (ADR 0013), so a load is done when the app runs, not when the
  // page shows: goto and reload wait for it, as a user's next click would.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => {
      const response = await goto(...args)
      await waitForApp(page)
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await waitForApp(page)
      return response
    }
    await use(page)
  },
})

let serial = 0
/** newAccount makes up a username and email that no other test of the run has used. */
export function newAccount() {
  serial += 1
  const name = `player_${Date.now().toString(36)}_${serial}`
  return { username: name, email: `${name}@example.com` }
}

/** toastWith finds a toast by its text; a modal dialog may hide the toast region from the accessibility tree, so hidden nodes count. */
export const toastWith = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text })

/**
 * mailedLinks lists the links to path in the mails to `to` that a log holds,
 * oldest first. Without SMTP (as here) mails are only written to the outbox,
 * with their tokens hidden, and each is logged once with its links in full.
 */
export function mailedLinks(log: string, to: string, path: string): string[] {
  const links: string[] = []
  for (const line of log.split('\n')) {
    if (!line.includes('msg="SMTP is not configured') || !line.includes(` to=${to} `)) continue
    const urls = /links="\[([^\]]*)\]"/.exec(line)?.[1]?.split(' ') ?? []
    links.push(...urls.filter((u) => u !== '' && new URL(u).pathname === path))
  }
  return links
}

/**
 * mailedLink waits until the server has mailed `to` at least `count` links
 * to path and returns the newest one's path and query (for page.goto).
 */
export async function mailedLink(server: Server, to: string, path: string, count = 1): Promise<string> {
  let links: string[] = []
  await expect.poll(() => (links = mailedLinks(server.logs(), to, path)).length).toBeGreaterThanOrEqual(count)
  const url = new URL(links.at(-1) ?? '')
  return `${url.pathname}${url.search}`
}

/** png16 encodes a 16x16 RGBA checkerboard of two reds, for textures the journeys save through the API. */
export function png16(): Buffer {
  const png = new PNG({ width: 16, height: 16 })
  for (let i = 0; i < 16 * 16; i++) {
    const [x, y] = [i % 16, Math.floor(i / 16)]
    png.data.set((x + y) % 2 ? [200, 30, 40, 255] : [140, 10, 30, 255], i * 4)
  }
  return PNG.sync.write(png)
}

/** waitForApp waits until the app has rendered or hydrated the page (html[data-app="ready"]). */
async function waitForApp(page: Page) {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
}

export { expect }
