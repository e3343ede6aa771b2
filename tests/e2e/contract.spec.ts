import { REQUEST_NAMES, type RequestName } from '../../shared/ipc'
import { expect, startWebEdition, test } from './web-edition'
import { client, connect } from './ws-client'

// Payloads that are wrong for every request: wrong shape, wrong types, extra keys, junk.
const junk: unknown[] = [undefined, 42, 'text', [], { unexpected: true }, { id: 7 }, { name: '', colour: 'plaid' }]
const badFor: Record<RequestName, unknown[]> = {
  'app:info': [{}, 1, 'x'],
  'notices:dismiss': [null, {}, { id: '' }, { id: 1 }],
  'profiles:list': [{}, true],
  'profiles:create': [null, {}, { name: '   ', colour: 'orange' }, { name: 'x'.repeat(99), colour: 'orange' }, { name: 'A', colour: 'plaid' }, { name: 'A', colour: 'orange', admin: true }],
  'profiles:update': [null, { name: 'B' }, { id: 'p', colour: 'plaid' }, { id: 'p', name: '' }],
  'profiles:delete': [null, {}, { id: '' }],
  'settings:get': [{}, 0],
  'settings:update': [null, { theme: 'neon' }, { realtimeWindowSeconds: 2 }, { realtimeWindowSeconds: 11 }, { realtimeWindowSeconds: 4.5 }, { sound: 'yes' }, { botSpeed: 'instant' }, { phones: 'yes' }, { phonesAddress: 'my-laptop' }, { phonesAddress: '300.1.2.3' }, { relayUrl: 'http://relay.example' }, { relayUrl: 'ws://user:pw@relay.example' }, { watchDelay: -1 }, { watchDelay: 2.5 }, { expertThinkMs: 750 }, { expertThinkMs: '1000' }, { mystery: 1 }],
  'table:create': [
    null,
    {},
    { gameId: 'chess', seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }] },
    { gameId: 'checkmates', seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }], side: 'go' },
    { gameId: 'checkmates', seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }], cards: 0 },
    { gameId: 'check', seats: [{ kind: 'bot', level: 'easy' }] },
    { gameId: 'check', seats: Array(7).fill({ kind: 'bot', level: 'easy' }) },
    { gameId: 'check', seats: [{ kind: 'bot', level: 'godlike' }, { kind: 'bot', level: 'easy' }] },
    { gameId: 'check', seats: [{ kind: 'bot', level: 'random' }, { kind: 'bot', level: 'easy' }] },
    { gameId: 'check', seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] },
    { gameId: 'four-down', seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }], target: 5 },
    { gameId: 'cheat', seats: Array(3).fill({ kind: 'bot', level: 'easy' }), rematchOf: 7 },
  ],
  'table:get': [null, {}, { tableId: '' }, { tableId: 5 }],
  'table:act': [
    null,
    { tableId: 't' },
    { tableId: 't', seat: 9, action: { type: 'draw' } },
    { tableId: 't', seat: -1, action: { type: 'draw' } },
    { tableId: 't', seat: 0, action: 'draw' },
    { tableId: 't', seat: 0, action: {} },
    { tableId: 't', seat: 0, action: { type: 'draw', padding: 'x'.repeat(3000) } },
  ],
  'table:handover': [null, {}, { tableId: '' }],
  'table:release': [null, {}, { tableId: '' }],
  'table:leave': [null, {}, { tableId: '' }],
  'table:watch': [null, {}, { tableId: '' }, { tableId: 't', delay: 3 }],
  'table:seat-move': [null, { tableId: 't', seat: 0 }, { tableId: 't', seat: 6, to: 'bot' }, { tableId: 't', seat: 0, to: 'tablet' }],
  'table:ask-expert': [null, { tableId: 't' }, { tableId: '', seat: 0 }, { tableId: 't', seat: 'me' }],
  'phones:status': [{}, 'on'],
  'online:status': [{}, 'on'],
  'results:profile': [null, {}, { profileId: '' }, { profileId: 3 }],
  'games:list': [null, {}, { profileId: 3 }, { profileId: '' }, { profileId: null, more: 1 }],
  'review:step': [null, { id: 'x' }, { id: 'x', step: -1 }, { id: 'x', step: 0, viewer: 'public' }, { id: 'x', step: 1.5 }],
  'games:export': [null, {}, { id: 3 }, { id: '' }],
  'games:delete': [null, {}, { id: 3 }, { id: '' }, { id: 'x', all: true }],
  'games:backup': [null, {}, { query: null }, { query: { profileId: null }, after: { at: 1e308, id: 'x' } }, { query: { profileId: null, limit: 0 } }],
  'games:again': [null, {}, { id: 3 }, { id: 'x', seed: 'y' }],
  'games:import': [null, {}, { text: 3 }, { text: 'x', id: 'y' }],
  'checkmates:solo-start': [
    null,
    {},
    { side: 'go', deck: 'all', practice: false },
    { side: 'chess', deck: '3', practice: false },
    { side: 'chess', deck: 'all' },
    { side: 'chess', deck: 'all', practice: false, seed: '' },
    { side: 'chess', deck: 'all', practice: false, cheat: true },
  ],
  'checkmates:solo-move': [null, { sessionId: 's' }, { sessionId: '', move: 'a1-a2' }, { sessionId: 's', move: 12 }],
  'checkmates:solo-hint': [null, {}, { sessionId: '' }],
  'checkmates:solo-quit': [null, {}, { sessionId: '' }, { sessionId: 's', why: 'bored' }],
  'checkmates:solo-records': [null, { side: 'chess', deck: 'all' }, { profileId: null, side: 'checkers', deck: 'all' }],
  'progress:solo': [null, { profileId: null, side: 'chess', deck: 'all' }, { profileId: null, side: 'chess', deck: 'all', period: '1y' }, { profileId: '', side: 'chess', deck: 'all', period: 'all' }],
  'progress:games': [null, { profileId: 'p' }, { profileId: 'p', period: '1y' }, { profileId: '', period: 'all' }, { profileId: null, period: 'all' }, { profileId: 'p', period: 'all', gameId: 'check' }],
  'progress:bidding': [null, { profileId: 'p' }, { profileId: 'p', period: '1y' }, { profileId: '', period: 'all' }, { profileId: null, period: 'all' }, { profileId: 'p', period: 'all', side: 'chess' }],
  'checkmates:daily': [null, {}, { profileId: '' }, { profileId: 7 }],
  'checkmates:daily-start': [null, {}, { profileId: null, date: '2026-12-07' }],
  'checkmates:daily-move': [null, { profileId: null, date: '2026-02-30', move: 'a1-a2' }, { profileId: null, date: '2026-12-07' }, { profileId: null, date: '2026-12-07', move: 12 }],
  'checkmates:daily-give-up': [null, { profileId: null }, { profileId: null, date: 'today' }],
  'checkmates:streak': [null, {}, { profileId: 1 }],
  'checkmates:streak-start': [null, { profileId: null, side: 'chess' }, { profileId: null, side: 'go', level: 1 }, { profileId: null, side: 'chess', level: 0 }, { profileId: null, side: 'chess', level: 2.5 }],
  'checkmates:streak-move': [null, { runId: 'r' }, { runId: '', move: 'a1-a2' }],
  'checkmates:streak-skip': [null, {}, { runId: '' }],
  'checkmates:streak-give-up': [null, {}, { runId: 5 }],
  'progress:puzzles': [null, { profileId: null }, { profileId: null, period: '1y' }],
  'checkmates:solve': [null, { side: 'chess', board: 'RN./QKr/nq.' }, { side: 'go', board: 'RN./QKr/nq.', task: 'N../.../...' }, { side: 'chess', board: 'x'.repeat(40), task: 'N../.../...' }],
  'verdict:judge': [null, { job: 'j', seat: 0 }, { job: '', seat: 0, recordId: 'g' }, { job: 'j', seat: -1, recordId: 'g' }, { job: 'j', seat: 0, recordId: 'g', record: {} }, { job: 'j', seat: 0, record: {} }, { job: 'j', seat: 0, recordId: 'g', playouts: 0 }],
  'verdict:cancel': [null, {}, { job: '' }, { job: 3 }],
  'verdict:try-again': [null, { step: 1, seat: 0 }, { recordId: 'g', step: 0, seat: 0 }, { recordId: 'g', step: 1, seat: 0, profileId: '' }, { recordId: 'g', step: 1, seat: 0, extra: 1 }],
  'verdict:checkmates': [null, {}, { recordId: '' }, { recordId: 'g', record: {} }, { record: {} }, { recordId: 'g', seat: 0 }],
  'lessons:list': [null, {}, { gameId: 'check' }, { gameId: 'chess', profileId: 'p' }, { gameId: 'check', profileId: '' }, { gameId: 'check', profileId: 'p', extra: 1 }],
  'lesson:start': [null, { gameId: 'check', lessonId: 'look' }, { gameId: 'check', lessonId: '', profileId: 'p' }, { gameId: 'check', lessonId: 'look', profileId: 'p', fresh: 'yes' }],
  'lesson:hint': [null, {}, { tableId: '' }, { tableId: 7 }],
  'lesson:retry': [null, {}, { tableId: '' }, { tableId: 't', again: true }],
  'lesson:next': [null, {}, { tableId: '' }, { tableId: [] }],
  'lesson:reset': [null, {}, { gameId: 'check', lessonId: 'look' }, { gameId: 'check', lessonId: 'look', profileId: 3 }],
}

test('malformed payloads to every request get error results and change nothing', async ({ app }) => {
  const ws = await connect(app)
  const call = client(ws)
  const created = await call('profiles:create', { name: 'Egor', colour: 'green' })
  expect(created.ok).toBe(true)
  const before = { profiles: await call('profiles:list', null), settings: await call('settings:get', null) }

  for (const channel of REQUEST_NAMES) {
    for (const payload of [...junk, ...badFor[channel]]) {
      const result = await call(channel, payload)
      expect(result.ok, `${channel} accepted ${JSON.stringify(payload)}`).toBe(false)
      expect(result.error?.code).toBe('INVALID_PAYLOAD')
      // The channel is named for developers in the detail; the message is for people and names no channel.
      expect(result.error?.detail).toContain(channel)
      expect(result.error?.message).not.toContain(channel)
    }
  }
  const unknown = await call('profiles:drop-all', null)
  expect(unknown.error?.code).toBe('UNKNOWN_CHANNEL')

  // The host is still up and nothing changed.
  expect(await call('profiles:list', null)).toEqual(before.profiles)
  expect(await call('settings:get', null)).toEqual(before.settings)
  ws.close()
})

test('an error result says what is wrong: in words for people, and by field for developers', async ({ app }) => {
  const ws = await connect(app)
  const result = await client(ws)('settings:update', { realtimeWindowSeconds: 42 })
  expect(result.error?.message).toBe('A real-time window is at most 10 seconds.')
  expect(result.error?.detail).toMatch(/realtimeWindowSeconds/)
  ws.close()
})

test('the WebSocket refuses a connection without the token or with a wrong one', async ({ app }) => {
  await expect(connect(app, { token: null })).rejects.toThrow(/403/)
  await expect(connect(app, { token: 'guess' })).rejects.toThrow(/403/)
})

test('the WebSocket refuses a connection from a foreign origin, even with the token', async ({ app }) => {
  await expect(connect(app, { origin: 'http://evil.example' })).rejects.toThrow(/403/)
  await expect(connect(app, { origin: 'http://localhost:1' })).rejects.toThrow(/403/)
})

test.describe('the test clock', () => {
  test('a normal launch has no test:advance: its page socket answers UNKNOWN_CHANNEL, time is the system\'s', async ({ app }) => {
    const normal = await startWebEdition(undefined, ['--clock', 'system'])
    try {
      const call = client(await connect(normal))
      for (const payload of [{ ms: 1000 }, { next: true }]) {
        expect((await call('test:advance', payload)).error?.code).toBe('UNKNOWN_CHANNEL')
      }
    } finally {
      await normal.stop()
    }
    // The edition the tests start has it.
    expect((await client(await connect(app))('test:advance', { ms: 0 })).ok).toBe(true)
  })

  test('with --clock manual the host\'s time moves only when the test moves it, and a table\'s time with it', async ({ app }) => {
    const call = client(await connect(app))
    const start = ((await call('test:advance', { ms: 0 })).value as { now: number }).now
    const profile = (await call('profiles:create', { name: 'Lena', colour: 'sky' })).value as { id: string }
    const made = await call('table:create', { gameId: 'check', seats: [{ kind: 'human', profileId: profile.id }, { kind: 'bot', level: 'easy' }] })
    const tableId = (made.value as { tableId: string }).tableId
    const nowOf = async () => ((await call('table:get', { tableId })).value as { now: number }).now
    expect(await nowOf()).toBe(start)
    expect(await call('test:advance', { ms: 1500 })).toEqual({ ok: true, value: { now: start + 1500, moved: 1500 } })
    expect(await nowOf()).toBe(start + 1500)
    for (const payload of [null, {}, { ms: -1 }, { ms: 0.5 }, { ms: '10' }, { ms: 1e12 }, { next: false }, { ms: 1, next: true }]) {
      expect((await call('test:advance', payload)).error?.code, JSON.stringify(payload)).toBe('INVALID_PAYLOAD')
    }
    expect(await nowOf()).toBe(start + 1500)
  })
})
