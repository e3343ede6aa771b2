import { afterEach, describe, expect, test, vi } from 'vitest'
import { EventEmitter } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { WebSocket } from 'ws'
import { fakeClock } from '../host/fake-clock'
import { rawConnect, type RawConnection } from '../../tests/support/raw-socket'
import { createGuardedServer, heartbeat, HEARTBEAT, TIMEOUTS } from './connections'
import { listen } from './wire'

/** A WebSocket as the heartbeat sees one: it can be pinged and cut, and it says when it hears something. */
function fakeSocket() {
  const ws = Object.assign(new EventEmitter(), {
    pings: 0,
    cut: false,
    ping() {
      ws.pings++
    },
    terminate() {
      ws.cut = true
      ws.emit('close')
    },
  })
  return ws
}
const asWs = (ws: ReturnType<typeof fakeSocket>) => ws as unknown as WebSocket

describe('the heartbeat', () => {
  test('a socket that answers nothing is cut between 15 and 20 s after it last spoke; one that answers never is', () => {
    const clock = fakeClock(0)
    const beat = heartbeat(clock)
    const silent = fakeSocket()
    const answering = fakeSocket()
    const talking = fakeSocket()
    beat.watch(asWs(silent))
    beat.watch(asWs(answering))
    beat.watch(asWs(talking))
    answering.ping = () => void (answering.pings++, answering.emit('pong'))
    // Time passes a second at a time; one socket sends a message each second, one answers pings.
    const pass = (ms: number) => {
      for (let t = 0; t < ms; t += 1000) {
        clock.advance(1000)
        talking.emit('message')
      }
    }
    pass(HEARTBEAT.silentMs - 1000)
    expect(silent.cut).toBe(false)
    expect(silent.pings).toBeGreaterThan(0)
    pass(HEARTBEAT.pingMs)
    expect(silent.cut).toBe(true)
    // Ten minutes on, the other two are there.
    pass(600_000)
    expect(answering.cut).toBe(false)
    expect(talking.cut).toBe(false)
    expect(answering.pings).toBeGreaterThan(100)
    beat.stop()
    expect(clock.pending()).toBe(0)
  })

  test('a tick that comes late (the process was busy, or the computer slept) counts silence from then, not from before', () => {
    let now = 0
    const due: (() => void)[] = []
    const late = { now: () => now, setTimeout: (fn: () => void) => due.push(fn), clearTimeout: () => undefined }
    const beat = heartbeat(late)
    const ws = fakeSocket()
    beat.watch(asWs(ws))
    // The first tick comes a minute late; the socket's answer may be waiting unread.
    now = 60_000
    due.shift()!()
    expect(ws.cut).toBe(false)
    expect(ws.pings).toBe(1)
    // On time from then on, and silent: cut within the usual bound.
    for (let t = 0; t < HEARTBEAT.silentMs + HEARTBEAT.pingMs && !ws.cut; t += HEARTBEAT.pingMs) {
      now += HEARTBEAT.pingMs
      due.shift()!()
    }
    expect(ws.cut).toBe(true)
    expect(now - 60_000).toBeLessThanOrEqual(HEARTBEAT.silentMs + HEARTBEAT.pingMs)
  })

  test('a socket that spoke once and then fell silent is cut the same way, counting from when it spoke', () => {
    const clock = fakeClock(0)
    const beat = heartbeat(clock)
    const ws = fakeSocket()
    beat.watch(asWs(ws))
    clock.advance(12_000)
    ws.emit('pong')
    clock.advance(HEARTBEAT.silentMs - 3000)
    expect(ws.cut).toBe(false)
    clock.advance(HEARTBEAT.pingMs + 3000)
    expect(ws.cut).toBe(true)
    // Nothing is left to ping: the timer stops.
    expect(clock.pending()).toBe(0)
  })
})

describe('the connection caps', () => {
  let servers: Server[] = []
  let held: RawConnection[] = []
  afterEach(async () => {
    for (const c of held) c.destroy()
    for (const s of servers) await new Promise((done) => (s.closeAllConnections(), s.close(done)))
    servers = []
    held = []
  })

  /**
   * A server with tiny caps; `/hold` makes the connection count as an open socket, `/release`
   * undoes it, and `/slow` is answered only when the test calls `answer()`.
   */
  async function small() {
    const slow: (() => void)[] = []
    const guarded = createGuardedServer(
      (req, res) => {
        if (req.url === '/hold') guarded.upgraded(req.socket)
        if (req.url === '/release') guarded.released(req.socket)
        if (req.url === '/slow') return void slow.push(() => res.end('ok'))
        res.end('ok')
      },
      { perAddress: 3, total: 4 },
    )
    servers.push(guarded.server)
    await listen(guarded.server, 0, '127.0.0.2')
    const port = (guarded.server.address() as { port: number }).port
    const open = async (localAddress: string, path?: string) => {
      const c = await rawConnect({ host: '127.0.0.2', port, localAddress, ...(path && { data: `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n` }) })
      held.push(c)
      if (path) for (let i = 0; i < 200 && !c.received().includes('ok') && !c.closed(); i++) await new Promise((r) => setTimeout(r, 5))
      return c
    }
    const answer = () => slow.splice(0).forEach((done) => done())
    const asked = (n: number) => until(() => slow.length >= n)
    return { open, answer, asked, port }
  }
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
  }

  test('one address holds its share and no more: its newest pushes out its oldest that only waits; others still get in', async () => {
    const { open } = await small()
    const one = [await open('127.0.0.3'), await open('127.0.0.3'), await open('127.0.0.3'), await open('127.0.0.3')]
    await until(() => one[0]!.closed())
    expect(one.map((c) => c.closed())).toEqual([true, false, false, false])
    const other = await open('127.0.0.4', '/')
    expect(other.received()).toContain('200 OK')
  })

  test('a request being answered is never pushed out: with nothing else to push out, the newcomer is cut', async () => {
    const { open, answer, asked, port } = await small()
    const busy = await Promise.all([0, 1, 2].map(() => rawConnect({ host: '127.0.0.2', port, localAddress: '127.0.0.3', data: 'GET /slow HTTP/1.1\r\nHost: x\r\n\r\n' })))
    held.push(...busy)
    await asked(3)
    const late = await open('127.0.0.3')
    await until(() => late.closed())
    expect(late.closed()).toBe(true)
    answer()
    await until(() => busy.every((c) => c.received().includes('ok')))
    expect(busy.map((c) => c.received().includes('200 OK'))).toEqual([true, true, true])
  })

  test('at the total, a newcomer pushes out the oldest connection that is not an open socket; a released one may go too', async () => {
    const { open } = await small()
    const socket = await open('127.0.0.3', '/hold')
    const idle = [await open('127.0.0.4'), await open('127.0.0.5'), await open('127.0.0.6')]
    const newcomer = await open('127.0.0.7', '/')
    await until(() => idle[0]!.closed())
    expect(newcomer.received()).toContain('200 OK')
    expect(socket.closed()).toBe(false)
    expect(idle.map((c) => c.closed())).toEqual([true, false, false])
    // Released, the socket is the oldest one a newcomer may push out.
    socket.write('GET /release HTTP/1.1\r\nHost: x\r\n\r\n')
    await until(() => socket.received().split('ok').length === 3)
    await open('127.0.0.8', '/')
    await until(() => socket.closed())
    expect(socket.closed()).toBe(true)
  })

  test('with only open sockets at the total, a newcomer is the one refused', async () => {
    const { open } = await small()
    const sockets = [await open('127.0.0.3', '/hold'), await open('127.0.0.4', '/hold'), await open('127.0.0.5', '/hold'), await open('127.0.0.6', '/hold')]
    const late = await open('127.0.0.7')
    await until(() => late.closed())
    expect(late.closed()).toBe(true)
    expect(sockets.map((c) => c.closed())).toEqual([false, false, false, false])
  })
})

describe('a listening server', () => {
  test('outlives an accept failure (EMFILE): it says so once on stderr and goes on answering', async () => {
    const server = createServer((_req, res) => res.end('ok'))
    await listen(server, 0, '127.0.0.2')
    const port = (server.address() as { port: number }).port
    const said = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    try {
      // What Node emits on the server when accept() fails; unheard, it would end the process.
      const emfile = Object.assign(new Error('accept EMFILE'), { code: 'EMFILE', errno: -24, syscall: 'accept' })
      expect(() => {
        for (let i = 0; i < 3; i++) server.emit('error', emfile)
      }).not.toThrow()
      expect(said).toHaveBeenCalledTimes(1)
      expect(String(said.mock.calls[0]![0])).toMatch(/keeps serving after an error \(EMFILE\)/)
    } finally {
      said.mockRestore()
    }
    const answered = await rawConnect({ host: '127.0.0.2', port, data: 'GET / HTTP/1.1\r\nHost: x\r\n\r\n' })
    for (let i = 0; i < 200 && !answered.received().includes('ok'); i++) await new Promise((r) => setTimeout(r, 10))
    expect(answered.received()).toContain('200 OK')
    answered.destroy()
    await new Promise((done) => (server.closeAllConnections(), server.close(done)))
  })
})

describe('the connection timeouts', () => {
  let server: Server | null = null
  afterEach(async () => {
    if (server) await new Promise((done) => (server!.closeAllConnections(), server!.close(done)))
    server = null
  })

  test("are docs/phones.md's: 5 s to a request's headers, 8 s to its end, 5 s with nothing going either way", () => {
    expect(TIMEOUTS).toMatchObject({ headersMs: 5000, requestMs: 8000, idleMs: 5000 })
    const built = createGuardedServer(() => undefined, { perAddress: 1, total: 1 }).server
    expect({ headers: built.headersTimeout, request: built.requestTimeout, keepAlive: built.keepAliveTimeout, idle: built.timeout }).toEqual({
      headers: 5000,
      request: 8000,
      keepAlive: 5000,
      idle: 5000,
    })
    built.close()
  })

  test('each ends the connection it names at its own limit (shortened here), however busy the connection keeps itself', async () => {
    // A second for the headers and the idle limits, so a stall of the busy test process between two
    // trickled bytes (GC, another worker) is not taken for silence.
    const short = { headersMs: 1000, requestMs: 4000, idleMs: 1000, checkEveryMs: 50 }
    const guarded = createGuardedServer(
      (req, res) => {
        req.resume()
        req.on('end', () => res.end('ok'))
      },
      { perAddress: 10, total: 10 },
      short,
    )
    server = guarded.server
    await listen(server, 0, '127.0.0.2')
    const port = (server.address() as { port: number }).port
    const start = Date.now()
    const open = (data: string) => rawConnect({ host: '127.0.0.2', port, data })
    // Headers that never end, and a body that never ends, though a few bytes come every 50 ms;
    // and a request answered, after which nothing comes.
    const [headers, body, idle] = await Promise.all([
      open('GET / HTTP/1.1\r\nHost: x\r\n'),
      open('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n'),
      open('GET / HTTP/1.1\r\nHost: x\r\n\r\n'),
    ])
    const closedAt = (c: RawConnection) => c.gone.then(() => Date.now() - start)
    const trickle = setInterval(() => (headers.write('X-More: a\r\n'), body.write('b')), 50)
    const bound = new Promise<null>((done) => setTimeout(() => done(null), 10_000))
    const [h, b, i] = await Promise.race([Promise.all([closedAt(headers), closedAt(body), closedAt(idle)]), bound]).finally(() => clearInterval(trickle)) ?? []
    expect(headers.received(), 'headers never ended').toMatch(/^HTTP\/1\.1 408 /)
    expect(h).toBeGreaterThanOrEqual(short.headersMs)
    expect(h, 'ended by the headers limit, not the request limit').toBeLessThan(short.requestMs)
    expect(body.received(), 'a body never ended').toMatch(/^HTTP\/1\.1 408 /)
    expect(b, 'ended by the request limit, not the headers or the idle one').toBeGreaterThanOrEqual(short.requestMs)
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200 /)
    expect(i).toBeGreaterThanOrEqual(short.idleMs)
    // Between requests Node allows a second past the keep-alive time it announces.
    expect(i, 'ended by the idle limit, not the request limit').toBeLessThan(short.requestMs)
  })
})
