import { randomBytes } from 'node:crypto'
import { ColyseusSDK, type Room as SdkRoom } from '@colyseus/sdk'
import { matchMaker } from '@colyseus/core'
import { ColyseusTestServer } from '@colyseus/testing/TestServer'
import { fakeClock, type HandClock } from '../../src-main/host/fake-clock.ts'
import { RELAY_LIMITS, type RelayLimits } from '../src/limits.ts'
import { ROOM, type JoinOptions, type Role } from '../src/protocol.ts'
import { startRelay, type Relay } from '../src/server.ts'

/** A fresh token of 192 random bits, as the app makes them. */
export const token = (): string => randomBytes(24).toString('base64url')

/** Small caps, so the tests reach them quickly; the holds and rates run on a hand clock. */
export const TEST_LIMITS: RelayLimits = { ...RELAY_LIMITS, seats: 3, spectators: 2 }

export interface TestRelay {
  relay: Relay
  clock: HandClock
  colyseus: ColyseusTestServer
  sdk: ColyseusSDK
  close(): Promise<void>
}

/** A relay in this process on 127.0.0.1, on a free port (or `port`: one started again), with a hand clock. */
export async function testRelay(limits = TEST_LIMITS, port = 0): Promise<TestRelay> {
  const clock = fakeClock(1_000_000)
  const relay = await startRelay({ host: '127.0.0.1', port, limits, clock })
  const colyseus = new ColyseusTestServer(relay.server)
  // The test server's own client assumes the port it was asked for; the relay took a free one.
  const sdk = new ColyseusSDK(relay.url)
  colyseus.sdk = sdk
  return { relay, clock, colyseus, sdk, close: () => colyseus.shutdown() }
}

/** One client of the relay, with everything it has heard, in order. */
export interface Peer {
  room: SdkRoom
  /** Every message, in the order it came. */
  heard: { type: string; message: unknown }[]
  /** The next message of this type not taken yet (waits for it). */
  next(type: string): Promise<any>
  /** Everything of this type heard so far. */
  all(type: string): unknown[]
  /** The code the relay closed this connection with. */
  closed: Promise<number>
  /** The connection dies without a goodbye (a phone gone to sleep): the relay sees a drop. */
  drop(): void
}

export function listen(room: SdkRoom): Peer {
  const heard: Peer['heard'] = []
  const taken = new Set<number>()
  const waiting: { type: string; resolve: (m: unknown) => void }[] = []
  const take = (type: string): { found: boolean; message?: unknown } => {
    const i = heard.findIndex((h, n) => h.type === type && !taken.has(n))
    if (i < 0) return { found: false }
    taken.add(i)
    return { found: true, message: heard[i]!.message }
  }
  // Drops are the tests' to make, and reconnections theirs to ask for.
  room.reconnection.enabled = false
  room.onMessage('*', (type, message) => {
    heard.push({ type: String(type), message })
    for (const w of [...waiting]) {
      const got = take(w.type)
      if (!got.found) continue
      waiting.splice(waiting.indexOf(w), 1)
      w.resolve(got.message)
    }
  })
  return {
    room,
    heard,
    next: (type) =>
      new Promise((resolve) => {
        const got = take(type)
        if (got.found) resolve(got.message)
        else waiting.push({ type, resolve })
      }),
    all: (type) => heard.filter((h) => h.type === type).map((h) => h.message),
    closed: new Promise((resolve) => room.onLeave((code) => resolve(code))),
    drop: () => (room.connection.transport as unknown as { ws: { terminate(): void } }).ws.terminate(),
  }
}

/** The host opens (or opens again) the room its token names. */
export async function openRoom(sdk: ColyseusSDK, hostToken: string): Promise<Peer> {
  return listen(await sdk.create(ROOM, { role: 'host', token: hostToken } satisfies JoinOptions))
}

export async function joinRoom(sdk: ColyseusSDK, roomId: string, role: Role, guestToken: string): Promise<Peer> {
  return listen(await sdk.joinById(roomId, { role, token: guestToken } satisfies JoinOptions))
}

/** The refusal a join gets, as the app would see it. */
export async function refusal(join: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await join
  } catch (e) {
    return { code: (e as { code: number }).code, message: (e as Error).message }
  }
  throw new Error('the join was not refused')
}

/**
 * Cuts one connection of a room on this relay from the relay's side, without a goodbye: to its
 * peer it is a drop (a phone asleep, a network gone), and the relay holds its place.
 */
export function cut(roomId: string, role: Role): void {
  const room = matchMaker.getLocalRoomById(roomId)
  const client = room?.clients.find((c) => (c as { auth?: { role?: Role } }).auth?.role === role)
  if (!client) throw new Error(`no ${role} in room ${roomId}`)
  // The socket under it dies, as a network does: no closing handshake either way.
  ;(client as unknown as { ref: { _socket: { destroy(): void } } }).ref._socket.destroy()
}
