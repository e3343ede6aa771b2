import { afterEach, describe, expect, test } from 'vitest'
import { STATUS_CODES } from 'node:http'
import { WebSocket } from 'ws'
import type { TableSnapshot } from '@shared/ipc'
import { fakeClock } from '../host/fake-clock'
import { rawConnect, type RawConnection, type RawOptions, type RawSocket } from '../../tests/support/raw-socket'
import { SEAT_LIMITS } from './seat-server'
import { ADDRESS, frames, get, openSeat, seatServerSetUp as setUp, seatSocket, tearDown, until, untilAsync, type Frame } from './seat-test-kit'

// Issue 19's seven findings against the seat server, each over real sockets on loopback
// addresses: 127.0.0.2 is the computer, 127.0.0.3 and up stand in for other devices.

afterEach(tearDown)

const frame = (id: unknown, channel: string, payload: unknown) => JSON.stringify({ id, channel, payload })
const parsed = (s: RawSocket) => s.texts.map((t) => JSON.parse(t) as Frame)
const answer = (s: RawSocket, id: number) => parsed(s).find((f) => f.id === id)

describe('issue 19: phone seats that cannot be stolen, stalled or locked out', () => {
  test('finding 1: a replaced device loses the seat at once: nothing it sends is applied, and its socket is cut', async () => {
    const { server, table, snapshot } = await setUp()
    const { tableId, key } = await table()
    // The first device ignores close frames, as a hostile client would.
    const old = await seatSocket(server.port, key)
    expect(old.status()).toBe(101)
    old.sendText(frame(1, 'seat:get', null))
    await until(() => answer(old, 1) !== undefined)
    const draw = (answer(old, 1)!.result!.value as TableSnapshot).actions[0]!.actions[0]
    expect(draw).toEqual({ type: 'draw', from: 'stock' })
    const history = (await snapshot(tableId)).history.length

    const phone = (await openSeat(server.port, key)) as WebSocket
    const got = frames(phone)
    for (let i = 2; i <= 13; i++) old.sendText(frame(i, 'seat:act', { action: draw }))
    await until(() => old.closed())
    expect(old.closed(), 'the replaced socket is cut within the grace, not left closing for 30 s').toBe(true)
    expect(parsed(old)).toContainEqual({ event: 'seat:ended', payload: { reason: 'opened-elsewhere' } })
    expect((await snapshot(tableId)).history.length, 'none of its 12 intents was applied').toBe(history)
    expect(parsed(old).filter((f) => f.id !== undefined && f.id >= 2), 'nor answered: it was not read').toEqual([])
    // The phone that took the seat plays it, and hears the answer itself.
    phone.send(frame(1, 'seat:act', { action: draw }))
    await until(() => got.some((f) => f.id === 1))
    expect(got.find((f) => f.id === 1)).toMatchObject({ result: { ok: true } })
    phone.close()
  })

  test('finding 2: one key opened 26 times keeps no other seat out, at its table or another, nor in bursts', async () => {
    const { server, table } = await setUp()
    const here = await table(2)
    const other = await table(1)
    const burst: RawSocket[] = []
    for (let i = 0; i < 26; i++) burst.push(await seatSocket(server.port, here.keys[0]!))
    // Each one replaced is closed (none of them answers its close frame: each is cut after the
    // grace), and one device's many sockets count against that device alone.
    await until(() => burst.filter((s) => !s.closed()).length === 1)
    expect(burst.filter((s) => !s.closed()).length, 'sockets still open: the seat holder only').toBe(1)
    const mia = await openSeat(server.port, here.keys[1]!, { localAddress: '127.0.0.4' })
    expect(mia, "Mia's seat at the same table").toBeInstanceOf(WebSocket)
    const zoe = await openSeat(server.port, other.key, { localAddress: '127.0.0.5' })
    expect(zoe, 'a seat at another table').toBeInstanceOf(WebSocket)
    ;(zoe as WebSocket).close()
    // Reconnect bursts of one key from one device, while another seat joins from another.
    for (let round = 0; round < 10; round++) {
      const [joined, ...bursting] = await Promise.all([
        openSeat(server.port, other.key, { localAddress: '127.0.0.5' }),
        ...Array.from({ length: 5 }, () => seatSocket(server.port, here.keys[0]!, { localAddress: '127.0.0.3' })),
      ])
      expect(joined, `round ${round}: the other seat joins`).toBeInstanceOf(WebSocket)
      ;(joined as WebSocket).close()
      burst.push(...(bursting as RawSocket[]))
    }
    for (const s of burst) s.destroy()
    ;(mia as WebSocket).close()
  })

  test('finding 3: only a completed handshake takes a seat; every refused upgrade gets the same 403, byte for byte', async () => {
    const { server, table, phoneOf, host } = await setUp()
    const { tableId, key } = await table()
    const refusal = (await seatSocket(server.port, 'A'.repeat(32))).answer()
    expect(refusal).toBe('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
    const malformed: [string, Partial<RawOptions>][] = [
      ['version 12', { headers: { 'Sec-WebSocket-Version': '12' } }],
      ['no version', { headers: { 'Sec-WebSocket-Version': undefined } }],
      ['no Sec-WebSocket-Key', { headers: { 'Sec-WebSocket-Key': undefined } }],
      ['a short Sec-WebSocket-Key', { headers: { 'Sec-WebSocket-Key': 'abc' } }],
      ['another protocol', { headers: { Upgrade: 'h2c' } }],
      ['a broken subprotocol list', { headers: { 'Sec-WebSocket-Protocol': 'a,,b' } }],
      ['POST', { method: 'POST' }],
      ['another origin', { headers: { Origin: 'http://evil.example' } }],
      ['another name for the server', { headers: { Host: `localhost:${server.port}` } }],
    ]
    for (const [what, o] of malformed) {
      const s = await seatSocket(server.port, key, o)
      expect(s.answer(), what).toBe(refusal)
      await until(() => s.closed())
      expect(s.closed(), `${what}: the refused connection is closed`).toBe(true)
      expect(await phoneOf(tableId), `${what}: the seat is not taken`).toBe('joining')
    }
    // The seat still opens, and the phone in it is not kicked by any of them.
    const phone = (await openSeat(server.port, key)) as WebSocket
    const got = frames(phone)
    for (const [what, o] of malformed) expect((await seatSocket(server.port, key, o)).answer(), what).toBe(refusal)
    phone.send(frame(1, 'seat:get', null))
    await until(() => got.some((f) => f.id === 1))
    expect(got.filter((f) => f.event === 'seat:ended')).toEqual([])
    expect(await phoneOf(tableId)).toBe('connected')
    // Once it goes, the seat is away and can move: nothing phantom holds it.
    phone.close()
    await untilAsync(async () => (await phoneOf(tableId)) === 'away')
    expect(await host.request('table:seat-move', { tableId, seat: 0, to: 'bot' })).toMatchObject({ ok: true })
  })

  test('finding 3: a request that is no whole upgrade gets the answer any HTTP request would, the same for a live key as a wrong one, and takes nothing', async () => {
    const { server, table, phoneOf } = await setUp()
    const { tableId, key } = await table()
    const port = server.port
    const handshake = `Origin: http://${ADDRESS}:${port}\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n`
    const cases: [string, (k: string) => string, string][] = [
      ['a header line that cannot be parsed', (k) => `GET /ws?key=${k} HTTP/1.1\r\nHost: ${ADDRESS}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nno colon\r\n${handshake}\r\n`, '400'],
      ['headers over 16 KiB', (k) => `GET /ws?key=${k} HTTP/1.1\r\nHost: ${ADDRESS}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nX-Pad: ${'a'.repeat(17_000)}\r\n${handshake}\r\n`, '431'],
      ['Upgrade without Connection: Upgrade', (k) => `GET /ws?key=${k} HTTP/1.1\r\nHost: ${ADDRESS}:${port}\r\nUpgrade: websocket\r\n${handshake}\r\n`, '404'],
      ['Connection: Upgrade without Upgrade', (k) => `GET /ws?key=${k} HTTP/1.1\r\nHost: ${ADDRESS}:${port}\r\nConnection: Upgrade\r\n${handshake}\r\n`, '404'],
    ]
    for (const [what, request, status] of cases) {
      const answers: string[] = []
      for (const k of [key, 'A'.repeat(key.length)]) {
        const c = await rawConnect({ host: ADDRESS, port, data: request(k) })
        await until(() => c.received().includes('\r\n\r\n') || c.closed())
        answers.push(c.received().split('\r\n', 1)[0]!)
        c.destroy()
      }
      expect(answers, what).toEqual([`HTTP/1.1 ${status} ${STATUS_CODES[Number(status)]}`, `HTTP/1.1 ${status} ${STATUS_CODES[Number(status)]}`])
      expect(await phoneOf(tableId), `${what}: the seat is not taken`).toBe('joining')
    }
  })

  test('finding 4: a seat that stops answering is shown away and its socket dropped within 20 s; one that answers stays', async () => {
    const clock = fakeClock(1_000_000)
    const { server, table, phoneOf, host } = await setUp({ clock })
    const asleep = await table()
    const awake = await table()
    const sleeper = await seatSocket(server.port, asleep.key, { answerPings: false })
    const phone = (await openSeat(server.port, awake.key)) as WebSocket
    expect(await phoneOf(asleep.tableId)).toBe('connected')
    expect(await phoneOf(awake.tableId)).toBe('connected')
    // Time passes a second at a time; the phone that answers answers every ping. Its own ping is
    // the test's barrier: answered in order, it comes back after the server has read the pong.
    let pings = 0
    phone.on('ping', () => pings++)
    for (let waited = 0; waited < 20_000; waited += SEAT_LIMITS.pingMs) {
      const heard = pings
      clock.advance(SEAT_LIMITS.pingMs)
      await until(() => pings > heard, 50)
      await new Promise<void>((done) => {
        phone.once('pong', () => done())
        phone.ping()
      })
    }
    expect(pings, 'the server pinged the phone').toBeGreaterThan(0)
    await until(() => sleeper.closed())
    expect(sleeper.closed(), 'the silent socket is dropped').toBe(true)
    expect(await phoneOf(asleep.tableId), 'and its seat is shown away, exactly as a closed one').toBe('away')
    expect(await host.request('table:seat-move', { tableId: asleep.tableId, seat: 0, to: 'bot' })).toMatchObject({ ok: true })
    expect(phone.readyState).toBe(WebSocket.OPEN)
    expect(await phoneOf(awake.tableId)).toBe('connected')
    phone.close()
  })

  test('finding 5: connections that say nothing, or never finish a request, are closed within seconds', async () => {
    const { server, table, phoneOf } = await setUp()
    const port = server.port
    const { tableId, key } = await table()
    const unfinished = [
      ...Array.from({ length: 5 }, () => rawConnect({ host: ADDRESS, port })),
      ...Array.from({ length: 5 }, () => rawConnect({ host: ADDRESS, port, data: `GET / HTTP/1.1\r\nHost: ${ADDRESS}:${port}\r\n` })),
      // An upgrade with a live key whose headers never end.
      rawConnect({ host: ADDRESS, port, data: `GET /ws?key=${key} HTTP/1.1\r\nHost: ${ADDRESS}:${port}\r\nUpgrade: websocket\r\n` }),
    ]
    const held = await Promise.all([
      ...unfinished,
      rawConnect({ host: ADDRESS, port, data: `POST / HTTP/1.1\r\nHost: ${ADDRESS}:${port}\r\nContent-Length: 100\r\n\r\n{` }),
      // A request answered, and then the connection idles.
      rawConnect({ host: ADDRESS, port, data: `GET / HTTP/1.1\r\nHost: ${ADDRESS}:${port}\r\n\r\n` }),
    ])
    await until(() => held.every((c) => c.closed()), 1500)
    expect(held.filter((c) => !c.closed()).length, 'connections still open after 15 s').toBe(0)
    // Whichever limit ends it first (its headers' or its silence, both 5 s), headers never ended
    // get Node's 408 or nothing at all, whatever key they carry.
    const told = held.slice(0, unfinished.length).map((c) => c.received())
    expect(told.filter((t) => t !== '' && t !== 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n'), 'answers but 408').toEqual([])
    expect(await phoneOf(tableId), 'the unfinished upgrade took nothing').toBe('joining')
  })

  test('finding 5: one address holds only its share of connections, and everyone else still gets in', async () => {
    const { server, table } = await setUp()
    const port = server.port
    const { key } = await table()
    const flood = await Promise.all(Array.from({ length: 40 }, () => rawConnect({ host: ADDRESS, port, localAddress: '127.0.0.3' })))
    await until(() => flood.filter((c) => c.closed()).length >= 40 - SEAT_LIMITS.perAddress)
    expect(flood.filter((c) => !c.closed()).length).toBe(SEAT_LIMITS.perAddress)
    // A phone elsewhere loads its page, asks after its key and takes its seat.
    expect((await get(port, '/', {}, 'GET', '127.0.0.4')).status).toBe(200)
    expect(JSON.parse((await get(port, `/key?key=${key}`, {}, 'GET', '127.0.0.4')).body)).toEqual({ opens: true })
    expect(await openSeat(port, key, { localAddress: '127.0.0.4' })).toBeInstanceOf(WebSocket)
    for (const c of flood) c.destroy()
  })

  test('finding 5: many addresses together hold at most the server\'s total, and a phone still gets in; an open seat is never pushed out', async () => {
    const { server, table } = await setUp()
    const port = server.port
    const { keys } = await table(2)
    const ben = (await openSeat(port, keys[0]!, { localAddress: '127.0.0.100' })) as WebSocket
    const flood: RawConnection[] = []
    for (let a = 10; a < 30; a++) {
      flood.push(...(await Promise.all(Array.from({ length: SEAT_LIMITS.perAddress }, () => rawConnect({ host: ADDRESS, port, localAddress: `127.0.0.${a}` })))))
    }
    expect(flood.length).toBeGreaterThan(SEAT_LIMITS.total)
    await until(() => flood.filter((c) => !c.closed()).length <= SEAT_LIMITS.total)
    expect(flood.filter((c) => !c.closed()).length).toBeLessThanOrEqual(SEAT_LIMITS.total)
    expect((await get(port, '/', {}, 'GET', '127.0.0.101')).status).toBe(200)
    expect(await openSeat(port, keys[1]!, { localAddress: '127.0.0.101' })).toBeInstanceOf(WebSocket)
    expect(ben.readyState).toBe(WebSocket.OPEN)
    for (const c of flood) c.destroy()
    ben.close()
  })

  test('finding 7: every malformed frame gets an error answer naming the problem, or a close code that does', async () => {
    const { server, table } = await setUp()
    const { key } = await table()
    const ws = (await openSeat(server.port, key)) as WebSocket
    const got = frames(ws)
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n)
    const cases: [string, string | Buffer, string][] = [
      ['not JSON', 'not json', 'NOT_JSON'],
      ['no id', '{"channel":"seat:get","payload":null}', 'BAD_FRAME'],
      ['a string id', '{"id":"1","channel":"seat:get","payload":null}', 'BAD_FRAME'],
      ['a fractional id', '{"id":1.5,"channel":"seat:get","payload":null}', 'BAD_FRAME'],
      ['null', 'null', 'BAD_FRAME'],
      ['a number', '7', 'BAD_FRAME'],
      ['an array', '[{"id":1,"channel":"seat:get","payload":null}]', 'BAD_FRAME'],
      ['a deep array', deep(1500), 'BAD_FRAME'],
      ['binary, not UTF-8', Buffer.from([0xff, 0xfe, 0x00]), 'NOT_TEXT'],
      ['binary JSON', Buffer.from('{"id":1,"channel":"seat:get","payload":null}'), 'NOT_TEXT'],
    ]
    for (const [what, data, code] of cases) {
      const before = got.length
      ws.send(data, { binary: typeof data !== 'string' })
      await until(() => got.length > before)
      expect(got.slice(before), what).toEqual([{ error: { code, message: expect.any(String) } }])
    }
    // A text frame that is not UTF-8 ends the socket with the code that says so.
    const closing = new Promise<number>((done) => ws.once('close', (code) => done(code)))
    ws.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false })
    expect(await closing).toBe(1007)
  })
})
