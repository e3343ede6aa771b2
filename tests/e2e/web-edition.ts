import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test as base, type Page } from '@playwright/test'
import { testClock, type TestClock } from './clock'

const root = join(import.meta.dirname, '../..')

export interface RunningWebEdition {
  url: string
  /** The page URL for a hash route, e.g. app.at('/settings'). */
  at(route: string): string
  dataDir: string
  port: number
  /** Where phones join (`http://127.0.0.x:PORT/`), when started with phones on. */
  phonesUrl: string | null
  /** What the process has written to stderr so far. */
  stderr(): string
  /** The process itself, for tests that ask whether it still runs. */
  process: ChildProcess
  stop(): Promise<void>
}

/**
 * Starts the built web edition as a user would, and waits for its ready line; its host runs on the
 * test clock (`--clock manual`, see clock.ts) unless `args` name another. `args` are more options
 * (e.g. `--phones-host 127.0.0.2`: phones on a loopback address, never a real network).
 * `files` caps the files the process may have open (its sockets count), through the shell's ulimit.
 */
export async function startWebEdition(
  dataDir = mkdtempSync(join(tmpdir(), 'cmt-e2e-')),
  args: string[] = [],
  limits: { files?: number } = {},
): Promise<RunningWebEdition> {
  const clock = args.includes('--clock') ? [] : ['--clock', 'manual']
  // A test that names its `--browser` wants it opened; every other test opens its own pages.
  const open = args.includes('--browser') ? [] : ['--no-open']
  const command = [process.execPath, join(root, 'out/main/web.js'), ...open, '--data-dir', dataDir, ...clock, ...args]
  const child = limits.files
    ? spawn('/bin/sh', ['-c', `ulimit -n ${limits.files} && exec "$0" "$@"`, ...command], { stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] })
  let errors = ''
  child.stderr!.on('data', (d: Buffer) => (errors += d))
  const { url, out } = await readyLine(child, () => errors)
  const base = url.replace(/#.*$/, '')
  return {
    url,
    dataDir,
    phonesUrl: /^Phones join at (\S+)$/m.exec(out)?.[1] ?? null,
    port: Number(new URL(url).port),
    stderr: () => errors,
    process: child,
    at: (route) => `${base}#${route}`,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done()
        child.once('exit', () => done())
        child.kill('SIGTERM')
      }),
  }
}

function readyLine(child: ChildProcess, errors: () => string): Promise<{ url: string; out: string }> {
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (d: Buffer) => {
      out += d
      const m = /^Web edition ready at (\S+)$/m.exec(out)
      if (m) resolve({ url: m[1]!, out })
    })
    child.once('exit', (code) => reject(new Error(`web edition exited (${code}) before it was ready: ${errors()}`)))
  })
}

/**
 * A test with its own web edition and a fresh data folder. Its page fails the test on any error
 * in the browser console or any uncaught exception, whatever the test itself checks.
 */
export const test = base.extend<{ app: RunningWebEdition; consoleErrors: string[]; webArgs: string[]; clock: TestClock }>({
  // More options for the test's edition, e.g. `test.use({ webArgs: ['--bot-pace', '1'] })`: the
  // computer players at their pace, on the test clock.
  webArgs: [[], { option: true }],
  app: async ({ page, webArgs }, use) => {
    const app = await startWebEdition(undefined, webArgs)
    await use(app)
    // The page goes first: a page left open would log its lost connection as a console error.
    await page.close()
    await app.stop()
  },
  clock: async ({ app }, use) => {
    const clock = await testClock(app)
    await use(clock)
    clock.close()
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`))
      page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`))
      await use(errors)
      expect(errors, 'errors in the browser console').toEqual([])
    },
    { auto: true },
  ],
})

/** Stops an edition a test started itself, leaving the page first: its lost connection is no console error. */
export async function leaveAndStop(page: Page, app: RunningWebEdition): Promise<void> {
  await page.goto('about:blank')
  await app.stop()
}

/** Adds the players at this computer through the Players screen, waiting for each to be saved. */
export async function addPlayers(page: Page, app: RunningWebEdition, ...names: string[]): Promise<void> {
  await page.goto(app.at('/profiles'))
  for (const name of names) {
    await page.getByTestId('profile-name').fill(name)
    await page.getByTestId('profile-add').click()
    await expect(page.getByTestId('profile').filter({ hasText: name })).toBeVisible()
  }
}

export { expect }
