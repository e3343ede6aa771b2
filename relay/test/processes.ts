import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

/**
 * Real processes for the relay's tests: a `redis-server` and relay processes, each on 127.0.0.1
 * only, each ready when it says so on stdout, each ended by `stop()` or `stopAll()`.
 */

/** Debian's `redis-server` (CI installs it; a test without it is skipped, saying so). */
export const REDIS_SERVER = '/usr/bin/redis-server'
export const hasRedis = existsSync(REDIS_SERVER)

const relayDir = join(import.meta.dirname, '..')

/** A process the kit started. */
export interface Started {
  /** SIGTERM, then its exit; SIGKILL if it has not exited within 5 s. Nothing if it already has. */
  stop(): Promise<void>
}

const running = new Set<Started>()

/**
 * Stops everything the kit started and has not stopped yet, the latest first (relays before their
 * Redis). For afterAll: it also ends a process still starting when a hook timed out.
 */
export async function stopAll(): Promise<void> {
  for (const p of [...running].reverse()) await p.stop()
}

const handedOut = new Set<number>()

/**
 * A TCP port free on 127.0.0.1 just now, for a process that must know its port before it listens
 * (redis-server reads port 0 as "no TCP"; a relay's public address names its port). Never the
 * same one twice in this process.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const server = createServer()
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const { port } = server.address() as { port: number }
    server.close()
    await once(server, 'close')
    if (handedOut.has(port)) continue
    handedOut.add(port)
    return port
  }
}

/**
 * Spawns a command and waits for a stdout line matching `readyLine`; rejects, with its output, if it
 * exits first. Exiting later, unasked, it prints its output, which says why a test failed.
 */
async function launch(name: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }, readyLine: RegExp) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  let ready = false
  let stopping = false
  child.stderr.on('data', (d) => (output += d))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  void exited.then(() => {
    if (ready && !stopping) process.stderr.write(`${name} exited (${child.exitCode ?? child.signalCode}):\n${output}`)
  })
  const started: Started = {
    stop: async () => {
      stopping = true
      running.delete(started)
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const stuck = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(stuck)
    },
  }
  running.add(started)
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout })
    lines.on('line', (line) => {
      output += `${line}\n`
      const m = readyLine.exec(line)
      if (m && !ready) {
        ready = true
        resolve(m)
      }
    })
    child.once('error', reject)
    void exited.then(() => reject(new Error(`${name} exited before it was ready (${child.exitCode ?? child.signalCode}):\n${output}`)))
  })
  return { started, match }
}

export interface RedisProcess extends Started {
  /** `redis://127.0.0.1:PORT`, for REDIS_URL. */
  url: string
}

/** A `redis-server` on 127.0.0.1 at a free port, keeping nothing on disk, ready to accept connections. */
export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort()
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
  const { started } = await launch('redis-server', REDIS_SERVER, args, { cwd: tmpdir(), env: process.env }, /Ready to accept connections/)
  return { ...started, url: `redis://127.0.0.1:${port}` }
}

export interface RelayProcess extends Started {
  /** `ws://127.0.0.1:PORT`, as it printed it: what a client's SDK is pointed at. */
  url: string
  port: number
  /** What it tells clients to connect to for a room it holds; none without Redis, unless given. */
  publicAddress: string | undefined
}

/**
 * A relay process on 127.0.0.1, as `npm run relay` starts it (tsx on relay/src/main.ts, in its
 * own package) without npm in between, ready once it prints `Relay listening at ws://…`. With
 * `redisUrl` it shares rooms through that Redis, and its public address defaults to
 * `127.0.0.1:PORT`, its own listening address, so a guest sent to it by another process arrives
 * (`publicAddress: ''` starts it with none, as an operator who forgot it would).
 */
export async function startRelayProcess(options: { redisUrl?: string; publicAddress?: string } = {}): Promise<RelayProcess> {
  // The port is chosen here, not by the relay (--port 0): its public address has to name it
  // before it listens.
  const port = await freePort()
  const publicAddress = options.publicAddress ?? (options.redisUrl ? `127.0.0.1:${port}` : undefined)
  // What a person's shell would pass: no test runner's NODE_ENV (the relay then runs as in
  // production), no REDIS_URL or PUBLIC_ADDRESS but the ones asked for.
  const env = { ...process.env }
  delete env.NODE_ENV
  delete env.REDIS_URL
  delete env.PUBLIC_ADDRESS
  if (options.redisUrl) env.REDIS_URL = options.redisUrl
  const args = ['--import', 'tsx', 'src/main.ts', '--port', String(port), '--host', '127.0.0.1']
  if (publicAddress) args.push('--public-address', publicAddress)
  const { started, match } = await launch('relay', process.execPath, args, { cwd: relayDir, env }, /^Relay listening at (ws:\/\/127\.0\.0\.1:(\d+))$/)
  return { ...started, url: match[1]!, port: Number(match[2]), publicAddress }
}
