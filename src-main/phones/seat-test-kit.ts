import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { WebSocket } from 'ws'
import type { PhoneState, SeatRequest, TableSnapshot } from '@shared/ipc'
import { fakeBacking } from '../store/fake-backing'
import { openStore } from '../store/store'
import { createHost, type Host } from '../host/host'
import { createSolverService } from '../host/solver'
import type { Clock } from '../host/clock'
import { startSeatServer, type SeatServer, type SeatServerOptions } from './seat-server'
import { rawUpgrade, type RawOptions, type RawSocket } from '../../tests/support/raw-socket'

// What the seat server's tests share: a host with a seat server on a loopback address, tables
// with phone seats, and clients that speak to it over real sockets.

/** Only loopback addresses, never this machine's real network: 127.0.0.2 stands in for the LAN. */
export const ADDRESS = '127.0.0.2'

function seatDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cmt-seat-'))
  writeFileSync(join(dir, 'seat.html'), '<!doctype html><title>Seat</title>')
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets', 'seat.js'), 'export {}')
  return dir
}

const running: { server: SeatServer; host: Host }[] = []

/** Closes what `seatServerSetUp` started: for the test file's afterEach. */
export async function tearDown(): Promise<void> {
  for (const { server, host } of running.splice(0)) {
    await server.close()
    host.close()
  }
}

const PEOPLE = [
  { name: 'Ben', colour: 'green' },
  { name: 'Mia', colour: 'purple' },
  { name: 'Zoe', colour: 'sky' },
] as const

export async function seatServerSetUp(options: Pick<SeatServerOptions, 'clock'> & { hostClock?: Clock } = {}) {
  const { store } = openStore(fakeBacking().file)
  const host = createHost({ store, edition: 'web', version: 'test', clock: options.hostClock, solver: createSolverService({ workerPath: null }) })
  const server = await startSeatServer({ host, dir: seatDir(), address: ADDRESS, port: 0, clock: options.clock })
  running.push({ server, host })
  host.setPhoneAccess({ state: 'on', url: server.url, problem: null, addresses: [ADDRESS], fixedAtLaunch: true })
  const ids: string[] = []
  for (const p of PEOPLE) {
    const r = await host.request('profiles:create', p)
    ids.push(r.ok ? (r.value as { id: string }).id : '')
  }
  /** A Four Down table with `phones` phone seats (Ben, Mia, Zoe) and a computer player; each phone seat's key. */
  const table = async (phones = 1) => {
    const seats: SeatRequest[] = [...ids.slice(0, phones).map((profileId) => ({ kind: 'human' as const, profileId, where: 'phone' as const })), { kind: 'bot', level: 'normal' }]
    const r = await host.request('table:create', { gameId: 'four-down', seats, seed: 'srv', target: 10 })
    if (!r.ok) throw new Error(r.error.message)
    const s = r.value as TableSnapshot
    const keys = s.joinLinks.map((l) => l.url!.split('#')[1]!)
    return { tableId: s.tableId, key: keys[0]!, keys }
  }
  /** The table as the computer's screen sees it. */
  const snapshot = async (tableId: string) => {
    const r = await host.request('table:get', { tableId })
    if (!r.ok) throw new Error(r.error.message)
    return r.value as TableSnapshot
  }
  const phoneOf = async (tableId: string, seat = 0): Promise<PhoneState | undefined> => (await snapshot(tableId)).seats[seat]?.phone
  const hostName = `${ADDRESS}:${server.port}`
  return { host, server, people: ids, table, snapshot, phoneOf, hostName, origin: `http://${hostName}` }
}

/** A raw HTTP exchange, so the Host header can be anything a client might send. */
export function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  localAddress?: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: ADDRESS, port, path, method, localAddress, agent: false, headers: { host: `${ADDRESS}:${port}`, ...headers } }, (res) => {
      let body = ''
      res.on('data', (d: Buffer) => (body += d))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** Opens a seat socket as a phone's browser would; resolves with the open socket or the refusal's status code. */
export function openSeat(port: number, key: string, opts: { origin?: string; host?: string; localAddress?: string } = {}): Promise<WebSocket | number> {
  const ws = new WebSocket(`ws://${ADDRESS}:${port}/ws?key=${encodeURIComponent(key)}`, {
    origin: opts.origin ?? `http://${ADDRESS}:${port}`,
    ...(opts.host && { headers: { host: opts.host } }),
    ...(opts.localAddress && { localAddress: opts.localAddress }),
  })
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws))
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode!))
    ws.once('error', reject)
  })
}

export type Frame = { id?: number; event?: string; result?: { ok: boolean; value?: unknown; error?: { code: string } }; payload?: unknown; error?: { code: string; message: string } }

/** Every frame a socket is sent from now on, parsed. */
export function frames(ws: WebSocket): Frame[] {
  const got: Frame[] = []
  ws.on('message', (d: Buffer) => got.push(JSON.parse(String(d)) as Frame))
  return got
}

export const closeCode = (ws: WebSocket) => new Promise<number>((done) => ws.once('close', (code) => done(code)))

/** Waits (a bounded number of short sleeps) for `check` to hold; the assertion after it says what failed. */
export const until = async (check: () => boolean, tries = 200) => {
  for (let i = 0; i < tries && !check(); i++) await new Promise((r) => setTimeout(r, 10))
}

/** Waits for an async `check`, in the same bounded way. */
export const untilAsync = async (check: () => Promise<boolean>, tries = 200) => {
  for (let i = 0; i < tries && !(await check()); i++) await new Promise((r) => setTimeout(r, 10))
}

/** A seat's socket opened by hand on the computer's address, for what a browser would never send. */
export const seatSocket = (port: number, key: string, o: Partial<RawOptions> = {}): Promise<RawSocket> =>
  rawUpgrade({ host: ADDRESS, port, path: `/ws?key=${encodeURIComponent(key)}`, ...o })
