import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect as netConnect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { WebSocket } from 'ws'
import { GAME_IDS, GAME_MODULES } from '../../shared/games/lookup'
import { MAX_PAGE_FRAME_BYTES } from '../../shared/frames'
import { REQUEST_NAMES, type RequestName } from '../../shared/ipc'
import { addPlayers, expect, leaveAndStop, startWebEdition, test, type RunningWebEdition } from './web-edition'
import { client, closed, connect, type Result } from './ws-client'

// Everything here runs against the real built web edition: whatever anyone sends, the same
// process must go on answering, and the saved data must change only by writes it acknowledged.

const dataFile = (app: RunningWebEdition) => join(app.dataDir, 'data.json')

/** Sends bytes exactly as given (no client tidies the request line) and reads the whole answer. */
function raw(port: number, request: string | Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const socket = netConnect(port, '127.0.0.1')
    let data = ''
    socket.on('data', (d) => (data += d.toString('latin1')))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(data)
      resolve({ status: status ? Number(status[1]) : 0, body: data.split('\r\n\r\n').slice(1).join('\r\n\r\n') })
    })
    socket.write(request)
  })
}

const get = (app: RunningWebEdition, target: string, host = `127.0.0.1:${app.port}`) =>
  raw(app.port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)

/** The same process is alive, answers app:info on a fresh socket, logged no internal error, and (if given) the data file is as it was. */
async function stillUp(app: RunningWebEdition, data?: string, what = '') {
  expect(app.process.exitCode, `the web edition exited after ${what}`).toBeNull()
  const ws = await connect(app)
  const info = await client(ws)('app:info', null)
  expect(info.ok, `app:info after ${what}`).toBe(true)
  ws.close()
  expect(app.stderr()).not.toMatch(/Internal error/)
  if (data !== undefined) expect(readFileSync(dataFile(app), 'utf8'), `the data file after ${what}`).toBe(data)
}

test('finding 1: no URL can stop the server; a bad one gets 400 or 404, and nothing outside the app is served', async ({ app }) => {
  const data = readFileSync(dataFile(app), 'utf8')
  const cases: [string, number[]][] = [
    ['/%E0%A4%A', [400]],
    ['/%', [400]],
    ['/%zz/index.html', [400]],
    ['/%00', [400]],
    ['/index.html%00.js', [400]],
    ['/..%5c..%5cpackage.json', [400]],
    ['/..%2f..%2f..%2f..%2fetc%2fpasswd', [404]],
    ['/../../../../etc/passwd', [404]],
    ['/%2e%2e/%2e%2e/package.json', [404]],
    ['/assets/../../main/web.js', [404]],
    ['//etc/passwd', [404]],
    ['/assets/', [404]],
    ['/no-such-file.js', [404]],
    ['*', [400]],
    [`http://127.0.0.1:${app.port}/%E0%A4%A`, [400]],
    ['/' + '%'.repeat(5000), [400]],
    ['/' + 'a'.repeat(100_000), [400, 414, 431]],
    ['/?token=' + '%'.repeat(300), [200]],
  ]
  for (const [target, statuses] of cases) {
    const answer = await get(app, target)
    expect(statuses, `GET ${target.slice(0, 60)} answered ${answer.status}`).toContain(answer.status)
    expect(answer.body).not.toMatch(/root:|"devDependencies"|startWebEdition/)
    await stillUp(app, data, `GET ${target.slice(0, 60)}`)
  }
  // Raw bytes no URL allows, and methods the server does not take.
  const others: [string | Buffer, number[]][] = [
    [Buffer.concat([Buffer.from('GET /'), Buffer.from([0xff, 0xfe]), Buffer.from(` HTTP/1.1\r\nHost: 127.0.0.1:${app.port}\r\nConnection: close\r\n\r\n`)]), [400, 404]],
    [`POST / HTTP/1.1\r\nHost: 127.0.0.1:${app.port}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`, [405]],
    [`DELETE /index.html HTTP/1.1\r\nHost: 127.0.0.1:${app.port}\r\nConnection: close\r\n\r\n`, [405]],
    ['GARBAGE\r\n\r\n', [0, 400]],
  ]
  for (const [request, statuses] of others) {
    expect(statuses).toContain((await raw(app.port, request)).status)
    await stillUp(app, data, String(request).slice(0, 30))
  }
  const home = await get(app, '/')
  expect(home.status).toBe(200)
  expect(home.body).toContain('<div id="app">')
})

test('finding 2: an oversized frame, invalid UTF-8 and deeply nested JSON end in a closed socket or an error answer; nothing is dropped unanswered', async ({ app }) => {
  // Another screen with a table open must not notice anything: Lena plays a computer player there,
  // so the game waits on her and nothing of it is saved meanwhile.
  const bystanderSocket = await connect(app)
  const bystander = client(bystanderSocket)
  const lena = await bystander('profiles:create', { name: 'Lena', colour: 'sky' })
  const profileId = (lena.value as { id: string }).id
  const table = await bystander('table:create', { gameId: 'checks', seats: [{ kind: 'human', profileId }, { kind: 'bot', level: 'easy' }] })
  expect(table.ok).toBe(true)
  const tableId = (table.value as { tableId: string }).tableId
  const data = readFileSync(dataFile(app), 'utf8')

  const tooBig = await connect(app)
  tooBig.send('x'.repeat(MAX_PAGE_FRAME_BYTES + 1))
  expect(await closed(tooBig)).toBe(1009)
  await stillUp(app, data, 'a frame over the cap')

  const notUtf8 = await connect(app)
  notUtf8.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false })
  expect(await closed(notUtf8)).toBe(1007)
  await stillUp(app, data, 'invalid UTF-8')

  const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels)
  const ws = await connect(app)
  const answers: Result[] = []
  const problems: { code: string }[] = []
  ws.on('message', (d: Buffer) => {
    const frame = JSON.parse(String(d)) as { result?: Result; error?: { code: string }; event?: string }
    // Events come too (the test clock's time, sent on connect, may land mid-test): neither an answer nor a problem.
    if (frame.error) problems.push(frame.error)
    else if (!frame.event) answers.push(frame.result!)
  })
  const answer = async (frame: string) => {
    const before = answers.length
    ws.send(frame)
    await expect.poll(() => answers.length).toBe(before + 1)
    return answers.at(-1)!
  }
  // The action nested 100,000 levels deep (~200 kB) that overflowed the size check's stack.
  const action = `{"id":1,"channel":"table:act","payload":{"tableId":"${tableId}","seat":0,"action":{"type":"draw","x":${deep(100_000)}}}}`
  expect(action.length).toBeGreaterThan(200_000)
  expect(await answer(action)).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } })
  for (const channel of REQUEST_NAMES) {
    const r = await answer(`{"id":2,"channel":"${channel}","payload":${deep(100_000)}}`)
    expect(r, channel).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } })
  }
  expect(await answer(`{"id":3,"channel":${deep(100_000)},"payload":null}`)).toMatchObject({ error: { code: 'UNKNOWN_CHANNEL' } })
  expect((await answer(`{"id":4,"channel":"${'x'.repeat(500_000)}","payload":null}`)).error!.message.length).toBeLessThan(200)
  // Frames with no id to answer by are told what is wrong all the same, and the socket goes on serving.
  const unanswerable = ['not json', deep(1 << 19), `{"id":${deep(1000)},"channel":"app:info","payload":null}`, 'null', '7', '{}']
  for (const frame of unanswerable) ws.send(frame)
  await expect.poll(() => problems.map((p) => p.code)).toEqual(['NOT_JSON', ...Array<string>(unanswerable.length - 1).fill('BAD_FRAME')])
  expect(await answer('{"id":5,"channel":"app:info","payload":null}')).toMatchObject({ ok: true })
  ws.close()
  await stillUp(app, data, 'deeply nested frames')

  // The other screen's table is still open, its game still on, and it still answers.
  expect(bystanderSocket.readyState).toBe(WebSocket.OPEN)
  expect(await bystander('table:get', { tableId })).toMatchObject({ ok: true, value: { outcome: null } })
  bystanderSocket.close()
})

type Model = { profiles: { id: string }[]; settings: unknown }

test('fuzz: 5,000 random payloads across every channel get answers, and only acknowledged writes reach the file', async ({ app }) => {
  const ws = await connect(app)
  const call = client(ws)
  const must = async <T>(channel: RequestName, payload: unknown) => {
    const r = await call(channel, payload)
    if (!r.ok) throw new Error(`${channel}: ${r.error!.message}`)
    return r.value as T
  }
  const lena = await must<{ id: string }>('profiles:create', { name: 'Lena', colour: 'sky' })
  const bots = (n: number) => Array.from({ length: n }, () => ({ kind: 'bot', level: 'easy' }))
  const tables: { tableId: string; actions: { seat: number; actions: unknown[] }[] }[] = []
  // Every game, at its fewest seats, each number option shortened as its lobby would.
  for (const { game } of GAME_MODULES) {
    const short = Object.entries(game.options).flatMap(([key, o]) => (o.kind === 'number' ? [[key, o.lobby.value]] : []))
    tables.push(await must('table:create', { gameId: game.id, seats: [{ kind: 'human', profileId: lena.id }, ...bots(game.seats.min - 1)], ...Object.fromEntries(short) }))
  }
  const solo = await must<{ sessionId: string }>('checkmates:solo-start', { side: 'fifteen', deck: 'all', practice: true })
  const tableIds = tables.map((t) => t.tableId)

  // Valid requests for every channel; the fuzz bends them field by field, or sends anything at all.
  const examples: Record<RequestName, unknown[]> = {
    'app:info': [null],
    'notices:dismiss': [{ id: 'store-reset' }],
    'profiles:list': [null],
    'profiles:create': [{ name: 'Fuzz', colour: 'green' }],
    'profiles:update': [{ id: lena.id, name: 'Lena K', colour: 'orange' }],
    'profiles:delete': [{ id: 'nobody' }],
    'settings:get': [null],
    'settings:update': [{ theme: 'dark', sound: false, realtimeWindowSeconds: 5, botSpeed: 'quick' }],
    'table:create': [
      { gameId: 'checks', seats: bots(2) },
      { gameId: 'four-down', seats: [{ kind: 'human', profileId: lena.id }, ...bots(1)], target: 50, seed: 'fuzz' },
      { gameId: 'checkmates', seats: bots(2), side: 'chess', deck: 'one-point', cards: 1, rematchOf: tableIds[GAME_IDS.indexOf('checkmates')] },
    ],
    'table:get': tableIds.map((tableId) => ({ tableId })),
    'table:act': tables.map((t) => ({ tableId: t.tableId, seat: 0, action: t.actions.find((a) => a.seat === 0)?.actions[0] ?? { type: 'draw' } })),
    'table:handover': tableIds.map((tableId) => ({ tableId })),
    'table:release': tableIds.map((tableId) => ({ tableId })),
    'table:leave': [{ tableId: 'no-such-table' }],
    'table:watch': tableIds.map((tableId) => ({ tableId })),
    'table:seat-move': tableIds.map((tableId) => ({ tableId, seat: 0, to: 'bot' })),
    'table:ask-expert': tableIds.map((tableId) => ({ tableId, seat: 0 })),
    'phones:status': [null],
    'online:status': [null],
    'results:profile': [{ profileId: lena.id }],
    'games:list': [{ profileId: null }, { profileId: lena.id, gameId: 'checks', result: 'win', kind: 'counted', from: 0, to: 2e12, limit: 10 }, { profileId: null, after: { at: 5, id: 'x' } }],
    'games:delete': [{ id: 'none' }],
    'games:backup': [{ query: { profileId: null } }, { query: { profileId: lena.id, kind: 'imported' }, after: { at: 0, id: 'none' } }],
    'review:step': [{ id: 'none', step: 0 }, { id: 'none', step: 3, viewer: 'all' }],
    'games:export': [{ id: 'none' }],
    'games:again': [{ id: 'none' }],
    'games:import': [{ text: '{}' }, { text: 'not json' }],
    'checkmates:solo-start': [{ side: 'chess', deck: 'two-point', practice: true, seed: 'fuzz', profileId: lena.id }],
    'checkmates:solo-move': [{ sessionId: solo.sessionId, move: 'a1-a2' }],
    'checkmates:solo-hint': [{ sessionId: solo.sessionId }],
    'checkmates:solo-quit': [{ sessionId: 'no-such-run' }],
    'checkmates:solo-records': [{ profileId: lena.id, side: 'fifteen', deck: 'all' }],
    'progress:solo': [{ profileId: lena.id, side: 'fifteen', deck: 'all', period: '7d' }],
    'progress:games': [{ profileId: lena.id, period: '30d' }],
    'progress:bidding': [{ profileId: lena.id, period: '7d' }],
    'checkmates:daily': [{ profileId: null }, { profileId: lena.id }],
    'checkmates:daily-start': [{ profileId: lena.id }],
    'checkmates:daily-move': [{ profileId: lena.id, date: '2026-12-07', move: 'a1-a2' }],
    'checkmates:daily-give-up': [{ profileId: null, date: '2026-12-07' }],
    'checkmates:streak': [{ profileId: lena.id }],
    'checkmates:streak-start': [{ profileId: lena.id, side: 'chess', level: 2 }],
    'checkmates:streak-move': [{ runId: 'no-such-run', move: 'a1-a2' }],
    'checkmates:streak-skip': [{ runId: 'no-such-run' }],
    'checkmates:streak-give-up': [{ runId: 'no-such-run' }],
    'progress:puzzles': [{ profileId: lena.id, period: '7d' }],
    'checkmates:solve': [{ side: 'fifteen', board: 'BR./G*B/RG.', task: 'B../.../...' }],
    'verdict:judge': [{ job: 'fuzz', seat: 0, recordId: 'no-such-game', playouts: 1 }],
    'verdict:cancel': [{ job: 'fuzz' }],
    'verdict:try-again': [{ recordId: 'no-such-game', step: 1, seat: 0, profileId: lena.id }],
    'verdict:checkmates': [{ recordId: 'no-such-game' }],
    'lessons:list': [{ gameId: 'check', profileId: lena.id }],
    'lesson:start': [{ gameId: 'check', lessonId: 'look', profileId: lena.id }],
    'lesson:hint': [{ tableId: 'no-such-table' }],
    'lesson:retry': [{ tableId: 'no-such-table' }],
    'lesson:next': [{ tableId: 'no-such-table' }],
    'lesson:reset': [{ gameId: 'check', lessonId: 'look', profileId: lena.id }],
  }
  const strange = fc.oneof(
    fc.anything({ maxDepth: 3, withObjectString: true, withNullPrototype: true, withSparseArray: true }),
    fc.string({ maxLength: 300 }),
    fc.string({ minLength: 2000, maxLength: 5000 }),
    fc.constantFrom(-1, 0, 5, 6, 7, 0.5, 1e308, Number.MAX_SAFE_INTEGER, '', ' ', '__proto__', 'constructor', '\u0000', '../..', '%E0%A4%A'),
    fc.integer({ min: 1, max: 40 }).map((n) => JSON.parse('['.repeat(n) + ']'.repeat(n)) as unknown),
  )
  const DROP = Symbol('drop')
  const bend = (example: unknown): fc.Arbitrary<unknown> => {
    if (Array.isArray(example)) {
      return fc.oneof(fc.constant(example), strange, ...(example.length ? [fc.array(bend(example[0]), { maxLength: 8 })] : []))
    }
    if (example === null || typeof example !== 'object') return fc.oneof(fc.constant(example), strange)
    const fields = Object.fromEntries(
      Object.entries(example).map(([k, v]) => [k, fc.oneof({ weight: 4, arbitrary: fc.constant(v) }, { weight: 2, arbitrary: bend(v) }, { weight: 1, arbitrary: fc.constant(DROP) })]),
    )
    const extra = fc.option(fc.tuple(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'at', 'seat', 'type')), strange))
    return fc.tuple(fc.record(fields), extra).map(([record, more]) => {
      const out: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(record)) if (v !== DROP) out[k] = v
      if (more) Object.defineProperty(out, more[0], { value: more[1], enumerable: true, writable: true, configurable: true })
      return out
    })
  }
  const request = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...REQUEST_NAMES).chain((channel) => fc.tuple(fc.constant<unknown>(channel), fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...examples[channel]).chain(bend) }, { weight: 1, arbitrary: strange }))) },
    { weight: 1, arbitrary: fc.tuple(strange, strange) },
  )
  const payloads = fc.sample(request, { numRuns: 5000, seed: 11 })

  const before = JSON.parse(readFileSync(dataFile(app), 'utf8')) as Model
  const model: Model = { profiles: [...before.profiles], settings: before.settings }
  const started = Date.now()
  const BATCH = 100
  const failures: string[] = []
  let accepted = 0
  for (let i = 0; i < payloads.length; i += BATCH) {
    const batch = payloads.slice(i, i + BATCH)
    const results = await Promise.all(batch.map(([channel, payload]) => call(channel, payload)))
    results.forEach((r, j) => {
      const [channel, payload] = batch[j]!
      // Checked by hand and reported together at the end: 15,000 expect() steps would take minutes.
      const wrong = typeof r.ok !== 'boolean' ? 'no result' : r.ok ? null : r.error!.code === 'INTERNAL' || r.error!.code === 'CLOSED' ? r.error!.code : r.error!.message.length >= 1000 ? 'a long message' : null
      if (wrong) failures.push(`${wrong}: ${JSON.stringify(channel)?.slice(0, 40)} ${JSON.stringify(payload)?.slice(0, 200)} → ${JSON.stringify(r).slice(0, 200)}`)
      if (!r.ok) return
      accepted++
      // What the host acknowledged having saved, the file must hold.
      if (channel === 'profiles:create') model.profiles.push(r.value as { id: string })
      if (channel === 'profiles:update') model.profiles = model.profiles.map((p) => (p.id === (r.value as { id: string }).id ? (r.value as { id: string }) : p))
      if (channel === 'profiles:delete') model.profiles = r.value as { id: string }[]
      if (channel === 'settings:update') model.settings = r.value
    })
    expect(app.process.exitCode).toBeNull()
  }
  const seconds = (Date.now() - started) / 1000
  console.log(`fuzz: ${payloads.length} payloads across ${REQUEST_NAMES.length} channels in ${seconds.toFixed(1)} s, ${accepted} accepted`)
  expect(failures).toEqual([])
  await stillUp(app, undefined, 'the fuzz')
  const after = JSON.parse(readFileSync(dataFile(app), 'utf8')) as Model
  expect(after.profiles).toEqual(model.profiles)
  expect(after.settings).toEqual(model.settings)
  // Games the fuzz's own tables finished are the only other writes (to the games database):
  // computer players, and Lena, the one person it seats (a game short enough ends on the moves the
  // fuzz sends for her). No import it sent was a game record.
  const kept = await must<{ games: { seats: { kind: string; profileId?: string }[]; imported?: true }[] }>('games:list', { profileId: null })
  for (const g of kept.games) {
    expect(g.seats.every((s) => s.kind === 'bot' || s.profileId === lena.id)).toBe(true)
    expect(g.imported).toBeUndefined()
  }
  ws.close()
})

test('finding 8: localhost works as well as 127.0.0.1, and any other name is refused (DNS rebinding)', async ({ app, page }) => {
  const token = new URL(app.url).searchParams.get('token')!
  await page.goto(`http://localhost:${app.port}/?token=${token}#/`)
  await expect(page.getByTestId('game-checks')).toBeVisible()
  await addPlayers(page, { ...app, at: (route) => `http://localhost:${app.port}/#${route}` }, 'Lena')

  expect((await get(app, '/', `localhost:${app.port}`)).status).toBe(200)
  expect((await get(app, '/', `LOCALHOST:${app.port}`)).status).toBe(200)
  // A page at a name that an attacker pointed at 127.0.0.1 sends its own name in Host and Origin.
  for (const host of [`evil.example:${app.port}`, `localhost:${app.port + 1}`, 'localhost', `127.0.0.2:${app.port}`]) {
    expect((await get(app, '/', host)).status, host).toBe(403)
  }
  expect((await raw(app.port, 'GET / HTTP/1.0\r\n\r\n')).status).toBe(403)
  const ws = await connect(app, { origin: `http://localhost:${app.port}` })
  expect(await client(ws)('app:info', null)).toMatchObject({ ok: true })
  ws.close()
  await expect(connect(app, { origin: `http://evil.example:${app.port}`, host: `evil.example:${app.port}` })).rejects.toThrow(/403/)
  await expect(connect(app, { origin: `http://127.0.0.1:${app.port}`, host: `evil.example:${app.port}` })).rejects.toThrow(/403/)
  await expect(connect(app, { origin: `http://localhost:${app.port + 1}` })).rejects.toThrow(/403/)
  await stillUp(app, undefined, 'the name checks')
})

test('finding 3: when saving fails, play goes on, the screen says why until a save works, and nothing acknowledged is lost', async ({ app, page }) => {
  const ws = await connect(app)
  const call = client(ws)
  const saveNotice = () =>
    call.events
      .filter((e) => e.event === 'notices:changed')
      .map((e) => (e.payload as { id: string; level: string; message: string }[]).find((n) => n.id === 'save-failed'))
      .at(-1)
  const create = async (name: string) => {
    const r = await call('profiles:create', { name, colour: 'sky' })
    expect(r.ok, JSON.stringify(r)).toBe(true)
    return (r.value as { id: string }).id
  }
  const ids = [await create('Saved first')]
  // A folder where the data file should be: every save's final rename fails, as it would on a
  // disk that refuses writes, and the last good file is gone, so nothing on disk can be read back.
  const file = dataFile(app)
  rmSync(file)
  mkdirSync(join(file, 'in the way'), { recursive: true })
  ids.push(await create('Not saved yet'))
  expect(saveNotice()).toMatchObject({ level: 'warning', message: expect.stringMatching(/^Saving failed: .*EISDIR/) })
  // The person sees it on screen, and the app goes on working.
  await page.goto(app.at('/profiles'))
  await expect(page.getByTestId('notice').filter({ hasText: 'Saving failed' })).toBeVisible()
  await expect(page.getByTestId('profile')).toHaveCount(2)
  const events = call.events.length
  ids.push(await create('Still not saved'))
  expect(call.events.length).toBeGreaterThan(events)
  expect(saveNotice()?.level).toBe('warning')
  // The way is clear again: the next change saves everything in memory, and the notice says so.
  rmSync(file, { recursive: true })
  ids.push(await create('Saved again'))
  expect(saveNotice()).toMatchObject({ level: 'info', message: 'Saving works again: everything is saved.' })
  await expect(page.getByTestId('notice').filter({ hasText: 'Saving works again' })).toBeVisible()
  ws.close()
  await leaveAndStop(page, app)
  const again = await startWebEdition(app.dataDir)
  const listed = (await client(await connect(again))('profiles:list', null)).value as { id: string }[]
  expect(listed.map((p) => p.id)).toEqual(ids)
  await again.stop()
})

test('issue 29 finding 10: a data folder that is a file, or a damaged games database, never stops the app: it starts, says why, and plays', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'cmt-start-'))
  const taken = join(dir, 'taken')
  writeFileSync(taken, 'a file where the data folder should be')
  const app = await startWebEdition(taken)
  await page.goto(app.at('/profiles'))
  const notices = page.getByTestId('notice')
  await expect(notices.filter({ hasText: "Past games cannot be kept at" })).toContainText('a file stands where a folder should be')
  await expect(notices.filter({ hasText: 'Settings and players cannot be kept at' })).toBeVisible()
  await addPlayers(page, app, 'Lena')
  await expect(page.getByTestId('profile')).toHaveCount(1)
  await leaveAndStop(page, app)

  // A games database that is no database: set aside, the person told, a fresh list.
  const folder = mkdtempSync(join(tmpdir(), 'cmt-start-'))
  writeFileSync(join(folder, 'games.db'), 'not a database '.repeat(500))
  const again = await startWebEdition(folder)
  await page.goto(again.at('/games'))
  await expect(page.getByTestId('notice').filter({ hasText: 'Your past games could not be read' })).toContainText('The old file was kept as')
  await expect(page.getByTestId('games-empty')).toBeVisible()
  await leaveAndStop(page, again)
})

test('finding 5: a page reload finds its table again', async ({ page, app }) => {
  await addPlayers(page, app, 'Lena')
  await page.goto(app.at('/play/checks?seed=reload'))
  await page.getByTestId('lobby-start').click()
  await expect(page.getByTestId('checks-table')).toBeVisible()
  const url = page.url()
  await page.reload()
  await expect(page.getByTestId('checks-table')).toBeVisible()
  expect(page.url()).toBe(url)
})

test('issue 29 finding 4: the browser the web edition opens gets a one-time code on its command line, not the token; the page trades it, plays, and reloads', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'cmt-browser-'))
  const opened = join(dir, 'opened-at.txt')
  const browser = join(dir, 'browser.sh')
  // A stand-in browser: it writes down the address it was started with, as /proc shows it to anyone.
  writeFileSync(browser, `#!/bin/sh\nprintf '%s' "$1" > '${opened}'\n`, { mode: 0o755 })
  const app = await startWebEdition(undefined, ['--browser', browser])
  try {
    await expect.poll(() => existsSync(opened) && readFileSync(opened, 'utf8')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?code=[\w-]+#\/$/)
    const address = readFileSync(opened, 'utf8')
    expect(address).not.toContain(new URL(app.url).searchParams.get('token'))

    await page.goto(address)
    // The code leaves the address bar once traded, and the page reaches the host: a player is added.
    await expect.poll(() => page.url()).not.toContain('code=')
    await page.evaluate(() => (location.hash = '#/profiles'))
    await page.getByTestId('profile-name').fill('Ada')
    await page.getByTestId('profile-add').click()
    await expect(page.getByTestId('profile').filter({ hasText: 'Ada' })).toBeVisible()
    await page.reload()
    await expect(page.getByTestId('profile').filter({ hasText: 'Ada' })).toBeVisible()

    // The code was good once: traded again, as from the app's own page, it gets nothing.
    const origin = new URL(address).origin
    const again = await fetch(`${origin}/token?code=${new URL(address).searchParams.get('code')}`, { method: 'POST', headers: { origin } })
    expect([again.status, await again.text()]).toEqual([403, ''])
  } finally {
    await leaveAndStop(page, app)
    rmSync(dir, { recursive: true, force: true })
  }
})
