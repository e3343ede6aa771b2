import { afterEach, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { fakeClock } from '../host/fake-clock'
import { letGo, rawConnect, type RawSocket } from '../../tests/support/raw-socket'
import { CLOSE_GRACE_MS } from '../web/connections'
import { SEAT_LIMITS } from './seat-server'
import { ADDRESS, get, openSeat, seatServerSetUp as setUp, seatSocket, tearDown, until, untilAsync } from './seat-test-kit'

// Closing handshakes a phone never finishes, over real sockets on loopback addresses. ws would
// wait 30 s for one; the seat server waits the grace (1 s) and meanwhile holds nothing for it.

afterEach(tearDown)

/** Bounded waits for a socket the server cuts after the grace: 2.5 s at most. */
const GRACE_TRIES = 250

describe('a phone that closes but keeps its connection open', () => {
  test('is away within the grace, not after ws\'s 30 s, and its seat can move', async () => {
    const { server, table, phoneOf, host } = await setUp()
    const { tableId, key } = await table()
    const phone = await seatSocket(server.port, key, { keepOpen: true })
    expect(await phoneOf(tableId)).toBe('connected')
    phone.sendClose(1001)
    await until(() => phone.closeCodes.length > 0)
    expect(phone.closeCodes, 'the server answered the close: the handshake is now up to the phone').toEqual([1001])
    await untilAsync(async () => (await phoneOf(tableId)) === 'away', GRACE_TRIES)
    expect(await phoneOf(tableId), 'away within the grace').toBe('away')
    expect(await letGo(phone, 2 * CLOSE_GRACE_MS), 'its connection is cut').toBe(true)
    expect(await host.request('table:seat-move', { tableId, seat: 0, to: 'bot' })).toMatchObject({ ok: true })
  })

  test('loses its seat to another device at once, and its connection stops counting toward the caps there and then', async () => {
    const { server, table, people } = await setUp({ hostClock: fakeClock(1_000_000) })
    const port = server.port
    const device = '127.0.0.3'
    const { key } = await table()
    // Every other connection from its address is a seat's open socket, which nothing pushes out.
    const keys: string[] = []
    while (keys.length < SEAT_LIMITS.perAddress - 1) keys.push(...(await table(people.length)).keys)
    const closing = await seatSocket(port, key, { keepOpen: true, localAddress: device })
    const others = await Promise.all(keys.slice(0, SEAT_LIMITS.perAddress - 1).map((k) => openSeat(port, k, { localAddress: device })))
    expect(others.every((ws) => ws instanceof WebSocket)).toBe(true)
    closing.sendClose(1001)
    await until(() => closing.closeCodes.length > 0)
    // Another device takes the seat while the first is still closing: the first is cut there and
    // then (well inside the grace it would otherwise get), and its address, which was at its cap,
    // lets one more connection in.
    const taker = (await openSeat(port, key, { localAddress: '127.0.0.4' })) as WebSocket
    expect(await letGo(closing, CLOSE_GRACE_MS / 2), 'its connection is cut at once').toBe(true)
    const page = await get(port, '/', {}, 'GET', device).catch(() => null)
    expect(page?.status, 'a newcomer from the same address gets in').toBe(200)
    expect(taker.readyState).toBe(WebSocket.OPEN)
    for (const ws of [taker, ...others]) (ws as WebSocket).close()
  })
})

describe('a replaced phone that ignores the server\'s close', () => {
  test('counts for nothing during its grace: a newcomer from its address pushes it out, not a connection that waits', async () => {
    const { server, table } = await setUp()
    const port = server.port
    const device = '127.0.0.3'
    const { key } = await table()
    const old = await seatSocket(port, key, { localAddress: device })
    expect(old.status()).toBe(101)
    const phone = (await openSeat(port, key, { localAddress: '127.0.0.4' })) as WebSocket
    await until(() => old.closeCodes.length > 0)
    expect(old.closeCodes).toEqual([1000])
    // Its address fills up to its cap and one more: the oldest connection only waiting goes.
    const flood = []
    for (let i = 0; i < SEAT_LIMITS.perAddress; i++) flood.push(await rawConnect({ host: ADDRESS, port, localAddress: device }))
    await until(() => old.closed())
    expect(old.closed(), 'the replaced socket was pushed out').toBe(true)
    expect(flood.filter((c) => c.closed()).length, 'no connection that only waits was pushed out for it').toBe(0)
    expect(phone.readyState).toBe(WebSocket.OPEN)
    for (const c of flood) c.destroy()
    phone.close()
  })
})

describe('a phone closed for what it sent, that ignores the close', () => {
  const cases: [string, number, (s: RawSocket) => void][] = [
    ['a frame over the cap', 1009, (s) => s.sendText('x'.repeat(SEAT_LIMITS.frameBytes + 1))],
    [
      'more messages than the rate allows',
      1008,
      (s) => {
        for (let i = 0; i <= SEAT_LIMITS.rate.burst; i++) s.sendText(JSON.stringify({ id: i, channel: 'seat:get', payload: null }))
      },
    ],
  ]
  for (const [what, code, send] of cases) {
    test(`${what}: is told ${code}, its seat is free at once, and its connection is cut within the grace`, async () => {
      const { server, table, phoneOf, host } = await setUp()
      const { tableId, key } = await table()
      const s = await seatSocket(server.port, key)
      expect(await phoneOf(tableId)).toBe('connected')
      send(s)
      await until(() => s.closeCodes.length > 0)
      expect(s.closeCodes).toEqual([code])
      // The seat was let go in the very turn the close was sent: no waiting for the socket.
      expect(await phoneOf(tableId), 'away as soon as the close arrives').toBe('away')
      expect(await host.request('table:seat-move', { tableId, seat: 0, to: 'here' })).toMatchObject({ ok: true })
      await until(() => s.closed(), GRACE_TRIES)
      expect(s.closed(), 'cut within the grace').toBe(true)
    })
  }
})
