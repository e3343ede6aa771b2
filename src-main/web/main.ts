import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { createHost } from '../host/host'
import { manualClock } from '../host/clock'
import { confBacking } from '../store/conf-backing'
import { openData } from '../store/open'
import { startWebEdition } from './server'
import { startPhones } from '../phones/phones'
import { startOnline } from '../online/online'
import { version } from '../../package.json'

// The web edition: the same host and contract as the desktop app, served on loopback so the app
// runs (and is tested) where Electron's binary is not available.
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      'data-dir': { type: 'string' },
      'no-open': { type: 'boolean', default: false },
      browser: { type: 'string' },
      'renderer-dir': { type: 'string' },
      'phones-host': { type: 'string' },
      'phones-port': { type: 'string' },
      'bot-pace': { type: 'string' },
      clock: { type: 'string', default: 'system' },
    },
    strict: true,
  })
  const port = portOption('--port', values.port)
  const phonesHost = values['phones-host']
  if (phonesHost !== undefined && !IPV4.test(phonesHost)) {
    throw new Error(`--phones-host must be an IPv4 address of this computer (like 192.168.1.20), not "${phonesHost}"`)
  }
  const phonesPort = values['phones-port'] === undefined ? undefined : portOption('--phones-port', values['phones-port'])

  if (values.clock !== 'system' && values.clock !== 'manual') throw new Error(`--clock must be "system" or "manual", not "${values.clock}"`)
  // Tests only: the host's time moves when a test says so (test:advance), and computer players
  // act at once unless the test asks for a pace, which then runs on that clock too.
  const testClock = values.clock === 'manual' ? manualClock(Date.now()) : undefined
  const botPace = values['bot-pace'] === undefined ? (testClock ? 0 : 1) : Number(values['bot-pace'])
  if (values['bot-pace'] !== undefined && !(botPace >= 0.01 && botPace <= 10)) {
    throw new Error(`--bot-pace must be a factor from 0.01 to 10, not "${values['bot-pace']}"`)
  }

  const { store, archive, notices } = openData(confBacking(values['data-dir']))
  // Either phones option says phones are wanted: it turns the setting on, as Settings would.
  if (phonesHost !== undefined || phonesPort !== undefined) {
    store.write((d) => ({ ...d, settings: { ...d.settings, phones: true } }))
  }
  const host = createHost({ store, archive, edition: 'web', version, botPace, clock: testClock, manualClock: testClock !== undefined, notices, backgroundVerdicts: true })
  let told = ''
  const phones = startPhones({
    host,
    settings: () => store.read().settings,
    dir: join(import.meta.dirname, '../seat'),
    fixed: { address: phonesHost, port: phonesPort },
    changed: (access) => {
      const line = access.url ? `Phones join at ${access.url}` : (access.problem?.message ?? '')
      if (line && line !== told) process.stdout.write(`${line}\n`)
      told = line
    },
  })
  await phones.settled()
  // Tables reach the relay set in Settings, if any (docs/online.md).
  const online = startOnline({ host, settings: () => store.read().settings, clock: testClock })
  const web = await startWebEdition({
    host,
    port,
    rendererDir: values['renderer-dir'] ?? join(import.meta.dirname, '../renderer'),
    testClock,
  })
  process.stdout.write(`Web edition ready at ${web.url}\n`)
  for (const notice of notices) process.stderr.write(`${notice.message}\n`)
  // The browser's command line is readable by every local user: it gets a one-time code, not the token.
  if (!values['no-open']) openBrowser(web.openUrl(), values.browser)

  const stop = () => {
    store.flush()
    archive.close()
    void Promise.all([web.close(), phones.close(), online.close()]).then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

function portOption(name: string, value: string): number {
  const port = Number(value)
  if (!/^\d+$/.test(value) || port > 65535) throw new Error(`${name} must be 0–65535, not "${value}"`)
  return port
}

/**
 * Best effort: a machine without a desktop simply keeps the printed URL. `browser` is a program
 * to open it with (`--browser firefox`) instead of the system's default.
 */
function openBrowser(url: string, browser: string | undefined): void {
  const [cmd, args] = browser
    ? [browser, [url]]
    : process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '', url]] : ['xdg-open', [url]]
  const child = spawn(cmd, args as string[], { stdio: 'ignore', detached: true })
  child.on('error', () => process.stderr.write(`Open ${url} in your browser.\n`))
  child.unref()
}

// The last resort, never the fix: every known way in is guarded where it enters, and the
// robustness tests fail on this line. A person's open tables are worth more than a clean exit.
const report = (what: string) => (e: unknown) =>
  process.stderr.write(`Internal error (${what}), the web edition keeps running: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`)
process.on('uncaughtException', report('uncaught exception'))
process.on('unhandledRejection', report('unhandled rejection'))

main().catch((e: unknown) => {
  process.stderr.write(`The web edition could not start: ${e instanceof Error ? e.message : String(e)}\n`)
  process.exit(1)
})
