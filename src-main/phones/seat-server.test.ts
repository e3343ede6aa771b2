import { afterEach, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { SEAT_LIMITS } from './seat-server'
import { ADDRESS, closeCode, frames, get, openSeat, seatServerSetUp as setUp, tearDown, until } from './seat-test-kit'

afterEach(tearDown)

describe('the seat server', () => {
  test('serves the seat screen and its files only, with a policy that names this server', async () => {
    const { server } = await setUp()
    const page = await get(server.port, '/')
    expect(page.status).toBe(200)
    expect(page.body).toContain('<title>Seat</title>')
    expect(String(page.headers['content-security-policy'])).toContain(`connect-src 'self' ws://${ADDRESS}:${server.port};`)
    expect((await get(server.port, '/assets/seat.js')).status).toBe(200)
    for (const path of ['/index.html', '/../package.json', '/%2e%2e/package.json', '/ws/../seat.html/x', '/tables', '/api']) {
      expect([400, 403, 404]).toContain((await get(server.port, path)).status)
    }
    expect((await get(server.port, '/', {}, 'POST')).status).toBe(405)
  })

  test('answers only to its own name: any other Host header is a 403 (DNS rebinding)', async () => {
    const { server } = await setUp()
    for (const host of ['evil.example:80', `localhost:${server.port}`, `127.0.0.1:${server.port}`, `${ADDRESS}:1`, ADDRESS]) {
      expect((await get(server.port, '/', { host })).status).toBe(403)
    }
  })

  test('a wrong key and a dead key get the very same 403, whether or not their table exists', async () => {
    const { host, server, table, origin } = await setUp()
    const { tableId, key } = await table()
    const live = await openSeat(server.port, key)
    expect(live).toBeInstanceOf(WebSocket)
    ;(live as WebSocket).close()
    await host.request('table:leave', { tableId })
    const dead = await openSeat(server.port, key)
    const wrong = await openSeat(server.port, 'A'.repeat(key.length))
    const none = await openSeat(server.port, '')
    expect([dead, wrong, none]).toEqual([403, 403, 403])
    // What the seat screen asks before opening its socket says the same, and only that.
    expect(JSON.parse((await get(server.port, `/key?key=${key}`, { origin })).body)).toEqual({ opens: false })
    const other = await table()
    expect(JSON.parse((await get(server.port, `/key?key=${other.key}`)).body)).toEqual({ opens: true })
    expect(JSON.parse((await get(server.port, `/key?key=${tableId}`)).body)).toEqual({ opens: false })
  })

  test('a socket from another origin or under another name is refused even with a live key', async () => {
    const { server, table } = await setUp()
    const { key } = await table()
    expect(await openSeat(server.port, key, { origin: 'http://evil.example' })).toBe(403)
    expect(await openSeat(server.port, key, { origin: `http://127.0.0.1:${server.port}` })).toBe(403)
    expect(await openSeat(server.port, key, { host: `localhost:${server.port}` })).toBe(403)
  })

  test('an open seat gets its own snapshots and answers to the seat channels only', async () => {
    const { server, table } = await setUp()
    const { key } = await table()
    const ws = (await openSeat(server.port, key)) as WebSocket
    const got = frames(ws)
    ws.send(JSON.stringify({ id: 1, channel: 'seat:get', payload: null }))
    ws.send(JSON.stringify({ id: 2, channel: 'profiles:list', payload: null }))
    ws.send('not json')
    await until(() => got.filter((f) => f.id).length === 2)
    expect(got.find((f) => f.id === 1)).toMatchObject({ result: { ok: true, value: { viewer: 0, joinLinks: [] } } })
    expect(got.find((f) => f.id === 2)).toMatchObject({ result: { ok: false, error: { code: 'UNKNOWN_CHANNEL' } } })
    ws.close()
  })

  test('a frame over the cap closes the socket (1009)', async () => {
    const { server, table } = await setUp()
    const { key } = await table()
    const ws = (await openSeat(server.port, key)) as WebSocket
    const code = closeCode(ws)
    ws.send(JSON.stringify({ id: 1, channel: 'seat:act', payload: { action: { type: 'x', pad: 'x'.repeat(SEAT_LIMITS.frameBytes) } } }))
    expect(await code).toBe(1009)
  })

  test('a phone that floods the host is cut off (1008) and its seat is free at once; one tapping at a person\'s pace is not', async () => {
    const { server, table, phoneOf } = await setUp()
    const { tableId, key } = await table()
    const calm = (await openSeat(server.port, key)) as WebSocket
    const calmFrames = frames(calm)
    for (let i = 1; i <= SEAT_LIMITS.rate.burst; i++) calm.send(JSON.stringify({ id: i, channel: 'seat:get', payload: null }))
    await until(() => calmFrames.filter((f) => f.id).length === SEAT_LIMITS.rate.burst)
    expect(calm.readyState).toBe(WebSocket.OPEN)
    calm.close()
    await closeCode(calm)

    const flood = (await openSeat(server.port, key)) as WebSocket
    const code = closeCode(flood)
    for (let i = 1; i <= SEAT_LIMITS.rate.burst * 3; i++) flood.send(JSON.stringify({ id: i, channel: 'seat:get', payload: null }))
    expect(await code).toBe(1008)
    expect(await phoneOf(tableId)).toBe('away')
  })

  test('when its table ends the phone is told why and the socket closes', async () => {
    const { host, server, table } = await setUp()
    const { tableId, key } = await table()
    const ws = (await openSeat(server.port, key)) as WebSocket
    const got = frames(ws)
    const code = closeCode(ws)
    await host.request('table:leave', { tableId })
    expect(await code).toBe(1000)
    expect(got.at(-1)).toEqual({ event: 'seat:ended', payload: { reason: 'table-closed' } })
  })
})
