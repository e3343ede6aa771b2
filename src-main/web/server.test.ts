import { afterEach, describe, expect, test } from 'vitest'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { WebSocket } from 'ws'
import { fakeBacking } from '../store/fake-backing'
import { openStore } from '../store/store'
import { createHost, type Host } from '../host/host'
import { createSolverService } from '../host/solver'
import { fakeClock } from '../host/fake-clock'
import { IDLE_GRACE_MS } from '../host/tables'
import { letGo, rawConnect, rawUpgrade, type RawConnection } from '../../tests/support/raw-socket'
import { CLOSE_GRACE_MS, HEARTBEAT } from './connections'
import { acceptedLanguages, OPEN_CODE_MS, startWebEdition, type WebEdition } from './server'

// The app's own server, over real sockets on 127.0.0.1: the desktop page's socket under the same
// rules as a phone's where they apply (issue 19).

const running: { web: WebEdition; host: Host }[] = []
afterEach(async () => {
  for (const { web, host } of running.splice(0)) {
    await web.close()
    host.close()
  }
})

async function setUp() {
  const clock = fakeClock(1_000_000)
  const { store } = openStore(fakeBacking().file)
  const host = createHost({ store, edition: 'web', version: 'test', clock, solver: createSolverService({ workerPath: null }) })
  const dir = mkdtempSync(join(tmpdir(), 'cmt-web-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="app"></div>')
  const web = await startWebEdition({ host, rendererDir: dir, port: 0, clock })
  running.push({ web, host })
  const origin = `http://127.0.0.1:${web.port}`
  const page = () => new WebSocket(`ws://127.0.0.1:${web.port}/ws?token=${web.token}`, { origin })
  const opened = (ws: WebSocket) => new Promise<WebSocket>((done, fail) => (ws.once('open', () => done(ws)), ws.once('error', fail)))
  return { clock, host, web, origin, page: () => opened(page()) }
}

type Frame = { id?: number; result?: { ok: boolean; value?: unknown }; error?: { code: string; message: string } }

describe('the desktop page\'s socket', () => {
  test('finding 7: every malformed frame gets an id-less error answer naming the problem; well-formed ones go on being answered', async () => {
    const { page } = await setUp()
    const ws = await page()
    const got: Frame[] = []
    ws.on('message', (d: Buffer) => got.push(JSON.parse(String(d)) as Frame))
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n)
    const cases: [string, string | Buffer, string][] = [
      ['not JSON', 'not json', 'NOT_JSON'],
      ['no id', '{"channel":"app:info","payload":null}', 'BAD_FRAME'],
      ['a string id', '{"id":"1","channel":"app:info","payload":null}', 'BAD_FRAME'],
      ['an id nested 1,000 deep', `{"id":${deep(1000)},"channel":"app:info","payload":null}`, 'BAD_FRAME'],
      ['null', 'null', 'BAD_FRAME'],
      ['an empty object', '{}', 'BAD_FRAME'],
      ['an array', '[]', 'BAD_FRAME'],
      ['a deep array', deep(200_000), 'BAD_FRAME'],
      ['binary, not UTF-8', Buffer.from([0xff, 0xfe]), 'NOT_TEXT'],
    ]
    for (const [what, data, code] of cases) {
      const before = got.length
      ws.send(data, { binary: typeof data !== 'string' })
      for (let i = 0; i < 200 && got.length === before; i++) await new Promise((r) => setTimeout(r, 10))
      expect(got.slice(before), what).toEqual([{ error: { code, message: expect.any(String) } }])
    }
    const before = got.length
    ws.send('{"id":9,"channel":"app:info","payload":null}')
    for (let i = 0; i < 200 && got.length === before; i++) await new Promise((r) => setTimeout(r, 10))
    expect(got.at(-1)).toMatchObject({ id: 9, result: { ok: true } })
    ws.close()
  })

  test('a dead page is noticed: a socket that answers no ping is dropped, and the table it had open starts its grace; a live page stays', async () => {
    const { clock, host, web, origin, page } = await setUp()
    const dead = await rawUpgrade({ host: '127.0.0.1', port: web.port, path: `/ws?token=${web.token}`, headers: { Origin: origin }, answerPings: false })
    expect(dead.status()).toBe(101)
    dead.sendText(JSON.stringify({ id: 1, channel: 'table:create', payload: { gameId: 'checks', seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }] } }))
    for (let i = 0; i < 200 && dead.texts.length === 0; i++) await new Promise((r) => setTimeout(r, 10))
    const tableId = (JSON.parse(dead.texts.find((t) => t.includes('"id":1'))!) as { result: { value: { tableId: string } } }).result.value.tableId
    const live = await page()
    let pings = 0
    live.on('ping', () => pings++)
    for (let waited = 0; waited < 20_000; waited += HEARTBEAT.pingMs) {
      const heard = pings
      clock.advance(HEARTBEAT.pingMs)
      for (let i = 0; i < 50 && pings === heard; i++) await new Promise((r) => setTimeout(r, 10))
      await new Promise<void>((done) => (live.once('pong', () => done()), live.ping()))
    }
    for (let i = 0; i < 200 && !dead.closed(); i++) await new Promise((r) => setTimeout(r, 10))
    expect(dead.closed(), 'the silent socket is dropped').toBe(true)
    expect(live.readyState).toBe(WebSocket.OPEN)
    clock.advance(IDLE_GRACE_MS)
    expect(await host.request('table:get', { tableId })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    live.close()
  })

  test('a page that closes its socket but keeps its connection open is let go within the grace (not ws\'s 30 s), and its table starts its grace', async () => {
    const { clock, host, web, origin } = await setUp()
    const page = await rawUpgrade({ host: '127.0.0.1', port: web.port, path: `/ws?token=${web.token}`, headers: { Origin: origin }, keepOpen: true })
    expect(page.status()).toBe(101)
    page.sendText(JSON.stringify({ id: 1, channel: 'table:create', payload: { gameId: 'checks', seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }] } }))
    for (let i = 0; i < 200 && page.texts.length === 0; i++) await new Promise((r) => setTimeout(r, 10))
    const tableId = (JSON.parse(page.texts.find((t) => t.includes('"id":1'))!) as { result: { value: { tableId: string } } }).result.value.tableId
    page.sendClose(1001)
    for (let i = 0; i < 200 && page.closeCodes.length === 0; i++) await new Promise((r) => setTimeout(r, 10))
    expect(page.closeCodes, 'the server answered the close: the handshake is now up to the page').toEqual([1001])
    expect(await letGo(page, 2 * CLOSE_GRACE_MS), 'the server let the connection go').toBe(true)
    clock.advance(IDLE_GRACE_MS)
    expect(await host.request('table:get', { tableId })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
  })

  test('a flood of silent connections beyond the caps keeps out neither the page, nor its open socket, nor a new one', async () => {
    const { web, page } = await setUp()
    const port = web.port
    const ask = (ws: WebSocket, id: number) =>
      new Promise<Frame>((done) => {
        const heard = (d: Buffer) => {
          const f = JSON.parse(String(d)) as Frame
          if (f.id !== id) return
          ws.off('message', heard)
          done(f)
        }
        ws.on('message', heard)
        ws.send(JSON.stringify({ id, channel: 'app:info', payload: null }))
      })
    const desk = await page()
    const flood: RawConnection[] = []
    for (let batch = 0; batch < 4; batch++) flood.push(...(await Promise.all(Array.from({ length: 50 }, () => rawConnect({ host: '127.0.0.1', port })))))
    for (let i = 0; i < 200 && flood.filter((c) => !c.closed()).length > 127; i++) await new Promise((r) => setTimeout(r, 10))
    expect(flood.filter((c) => !c.closed()).length, 'the flood holds less than the cap: the page socket has its place').toBeLessThanOrEqual(127)
    // The page loads, its open socket is answered, and a new one opens and is answered.
    const loaded = await rawConnect({ host: '127.0.0.1', port, data: `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n` })
    for (let i = 0; i < 200 && !loaded.received().includes('id="app"'); i++) await new Promise((r) => setTimeout(r, 10))
    expect(loaded.received()).toMatch(/^HTTP\/1\.1 200 /)
    expect(await ask(desk, 1)).toMatchObject({ result: { ok: true } })
    const fresh = await page()
    expect(await ask(fresh, 2)).toMatchObject({ result: { ok: true } })
    for (const c of [...flood, loaded]) c.destroy()
    desk.close()
    fresh.close()
  })

  test('half-open connections to the app\'s port are closed within seconds', async () => {
    const { web } = await setUp()
    const port = web.port
    const held = await Promise.all([
      ...Array.from({ length: 5 }, () => rawConnect({ host: '127.0.0.1', port })),
      rawConnect({ host: '127.0.0.1', port, data: `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` }),
      rawConnect({ host: '127.0.0.1', port, data: `GET /ws HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\n` }),
    ])
    for (let i = 0; i < 1500 && !held.every((c) => c.closed()); i++) await new Promise((r) => setTimeout(r, 10))
    expect(held.filter((c) => !c.closed()).length, 'connections still open after 15 s').toBe(0)
  })
})

describe('the address the web edition opens a browser at (issue 29, finding 4)', () => {
  const exchange = (web: WebEdition, code: string, init: RequestInit & { origin?: string } = {}) =>
    fetch(`http://127.0.0.1:${web.port}/token?code=${encodeURIComponent(code)}`, { method: 'POST', headers: { origin: init.origin ?? `http://127.0.0.1:${web.port}` }, ...init })

  test('carries a one-time code, never the token: a command line is readable by every local user', async () => {
    const { web } = await setUp()
    const url = web.openUrl()
    expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${web.port}/\\?code=[A-Za-z0-9_-]{32}#/$`))
    expect(url).not.toContain(web.token)
    expect(web.openUrl()).not.toBe(url)
  })

  test('the page trades the code for the token once; the same code again, a made-up one or a lapsed one gets 403 and no token', async () => {
    const { web, clock } = await setUp()
    const code = new URL(web.openUrl()).searchParams.get('code')!
    const first = await exchange(web, code)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect(await first.text()).toBe(web.token)
    const again = await exchange(web, code)
    expect([again.status, await again.text()]).toEqual([403, ''])
    expect((await exchange(web, 'made-up')).status).toBe(403)
    const late = new URL(web.openUrl()).searchParams.get('code')!
    clock.advance(OPEN_CODE_MS)
    expect((await exchange(web, late)).status).toBe(403)
  })

  test('only a POST from the app\'s own origin is answered, and a refused try spends the code', async () => {
    const { web } = await setUp()
    const code = new URL(web.openUrl()).searchParams.get('code')!
    expect((await exchange(web, code, { origin: 'http://evil.example' })).status).toBe(403)
    expect((await exchange(web, code)).status).toBe(403)
    const other = new URL(web.openUrl()).searchParams.get('code')!
    expect((await exchange(web, other, { method: 'GET' })).status).toBe(403)
  })
})

describe("the languages the desktop page's browser asks for", () => {
  test('are read most wanted first, by weight then by order; a malformed or unwanted tag is dropped', () => {
    expect(acceptedLanguages('ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['ru-RU', 'ru', 'en-US', 'en'])
    expect(acceptedLanguages('en;q=0.5, ru')).toEqual(['ru', 'en'])
    expect(acceptedLanguages('de;q=0, ru;q=abc, <script>, en')).toEqual(['en'])
    expect(acceptedLanguages(undefined)).toEqual([])
    expect(acceptedLanguages('x,'.repeat(10_000))).toHaveLength(20)
  })
})
