import { describe, expect, test } from 'vitest'
import type { ThinkAnswer, ThinkRequest } from '@shared/games/bot'
import type { TableSnapshot } from '@shared/ipc'
import { fakeBacking } from '../store/fake-backing'
import { openStore } from '../store/store'
import { fakeClock } from './fake-clock'
import { createHost } from './host'
import type { Thinker } from './thinker'

/** The answer's promise chain has run (the table set its timer for the move). */
const answered = () => new Promise((resolve) => setImmediate(resolve))

/** A thinker whose every question stays open until the test answers it. */
function heldThinker() {
  const asked: { request: ThinkRequest; signal?: AbortSignal; answer: (a: ThinkAnswer) => void }[] = []
  const thinker: Thinker = {
    think: (request, signal) => new Promise((answer) => asked.push({ request, signal, answer })),
    warm: () => {},
    threaded: () => true,
    close: () => Promise.resolve(),
  }
  return { thinker, asked }
}

async function expertTable(seed: string) {
  const clock = fakeClock(1000)
  const { store } = openStore(fakeBacking().file)
  const { thinker, asked } = heldThinker()
  const host = createHost({ store, edition: 'web', version: 'test', clock, thinker })
  const updates: TableSnapshot[] = []
  const conn = host.connect((event, payload) => event === 'table:update' && updates.push(payload as TableSnapshot))
  const lena = (await conn.request('profiles:create', { name: 'Lena', colour: 'sky' })) as { ok: true; value: { id: string } }
  const created = await conn.request('table:create', {
    gameId: 'checks',
    seats: [{ kind: 'bot', level: 'expert' }, { kind: 'human', profileId: lena.value.id }],
    seed,
  })
  if (!created.ok) throw new Error(created.error.message)
  return { host, conn, clock, asked, updates, tableId: (created.value as TableSnapshot).tableId }
}

/** A deal where the expert (seat 0) opens, so it is thinking from the start. */
async function expertToMove() {
  for (let i = 0; ; i++) {
    const t = await expertTable(`expert-first-${i}`)
    if (t.asked.length > 0) return t
    t.host.close()
  }
}

describe('a table with an expert computer player', () => {
  test('opening it starts the thinking thread; a table of other levels does not', async () => {
    let warmed = 0
    const thinker: Thinker = { ...heldThinker().thinker, warm: () => warmed++ }
    const { store } = openStore(fakeBacking().file)
    const host = createHost({ store, edition: 'web', version: 'test', clock: fakeClock(1000), thinker })
    const conn = host.connect(() => {})
    const open = (level: string) => conn.request('table:create', { gameId: 'checks', seats: [{ kind: 'bot', level }, { kind: 'bot', level: 'hard' }], seed: 'warm' })
    expect(await open('hard')).toMatchObject({ ok: true })
    expect(warmed).toBe(0)
    expect(await open('expert')).toMatchObject({ ok: true })
    expect(warmed).toBe(1)
    host.close()
  })

  test('the host answers other requests while the expert is thinking, and the expert moves once it has thought', async () => {
    const { conn, clock, asked, updates, tableId } = await expertToMove()
    const question = asked[0]!
    // The question is the seat's own: its view and memory, and the actions it may take.
    expect(question.request).toMatchObject({ game: 'checks', knowledge: { seat: 0 } })
    expect(question.request.legal.length).toBeGreaterThan(0)
    const before = await conn.request('table:get', { tableId })
    expect(before).toMatchObject({ ok: true, value: { tableId, thinking: [0] } })
    expect(await conn.request('app:info', null)).toMatchObject({ ok: true, value: { edition: 'web' } })
    expect(await conn.request('settings:update', { expertThinkMs: 2000 })).toMatchObject({ ok: true, value: { expertThinkMs: 2000 } })
    // Time passes while the thought is out; nothing is played for the expert meanwhile.
    clock.advance(10_000)
    const history = (before as { value: TableSnapshot }).value.history.length
    expect(updates.filter((u) => u.history.length > history)).toHaveLength(0)
    question.answer({ index: 0, playouts: 100 })
    await answered()
    // Its reaction time counted from when it was asked and has long passed: the move is due now.
    clock.advance(0)
    const after = updates.at(-1)!
    expect(after.history.length).toBeGreaterThan(history)
    expect(after.thinking).not.toContain(0)
  })

  test("an expert that thinks quickly still takes a person's time to move (Checks: at least 1 s)", async () => {
    const { conn, clock, asked, updates, tableId } = await expertToMove()
    const before = ((await conn.request('table:get', { tableId })) as { value: TableSnapshot }).value.history.length
    asked[0]!.answer({ index: 0, playouts: 1 })
    await answered()
    clock.advance(999)
    expect(updates.filter((u) => u.history.length > before)).toHaveLength(0)
    clock.advance(1500)
    expect(updates.at(-1)!.history.length).toBeGreaterThan(before)
  })

  test('a thinker that fails outright neither stops the host nor stalls the seat: the expert plays a legal move', async () => {
    const clock = fakeClock(1000)
    const { store } = openStore(fakeBacking().file)
    const thinker: Thinker = { think: () => Promise.reject(new Error('no thread')), warm: () => {}, threaded: () => false, close: () => Promise.resolve() }
    const host = createHost({ store, edition: 'web', version: 'test', clock, thinker })
    const updates: TableSnapshot[] = []
    const conn = host.connect((event, payload) => event === 'table:update' && updates.push(payload as TableSnapshot))
    const created = await conn.request('table:create', { gameId: 'checks', seats: [{ kind: 'bot', level: 'expert' }, { kind: 'bot', level: 'expert' }], seed: 'fails' })
    expect(created.ok).toBe(true)
    await answered()
    clock.advance(0)
    expect(updates.at(-1)!.history.length).toBeGreaterThan((created as { value: TableSnapshot }).value.history.length)
    host.close()
  })

  test("leaving the table drops its expert's pending thought, and a late answer moves nothing", async () => {
    const { conn, clock, asked, updates, tableId } = await expertToMove()
    expect(asked[0]!.signal?.aborted).toBe(false)
    expect(await conn.request('table:leave', { tableId })).toEqual({ ok: true, value: null })
    expect(asked[0]!.signal?.aborted).toBe(true)
    const seen = updates.length
    asked[0]!.answer({ index: 0, playouts: 100 })
    await answered()
    clock.advance(60_000)
    expect(updates).toHaveLength(seen)
  })

  test.each([750, 0, 1e9, '1000', null])("the expert's thinking time %j is refused and the saved setting stays", async (ms) => {
    const { store } = openStore(fakeBacking().file)
    const host = createHost({ store, edition: 'web', version: 'test', clock: fakeClock(), thinker: heldThinker().thinker })
    const r = await host.request('settings:update', { expertThinkMs: ms })
    expect(r).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD', detail: expect.stringContaining('expertThinkMs') } })
    expect(store.read().settings.expertThinkMs).toBe(1000)
  })

  test.each(['check', 'four-down', 'cheat', 'checks'])('%s seats an expert, who is asked to think when it may act', async (gameId) => {
    const { store } = openStore(fakeBacking().file)
    const { thinker, asked } = heldThinker()
    const host = createHost({ store, edition: 'web', version: 'test', clock: fakeClock(), thinker })
    const seats = Array.from({ length: gameId === 'cheat' ? 3 : 2 }, () => ({ kind: 'bot', level: 'expert' }))
    const r = await host.request('table:create', { gameId, seats, seed: 'all-experts' })
    expect(r).toMatchObject({ ok: true, value: { seats: seats.map(() => ({ kind: 'bot', level: 'expert' })) } })
    expect(asked.map((a) => a.request.game)).toContain(gameId)
    host.close()
  })

  test('Check Mates has no expert: a table asking for one is refused with a reason', async () => {
    const { store } = openStore(fakeBacking().file)
    const host = createHost({ store, edition: 'web', version: 'test', clock: fakeClock(), thinker: heldThinker().thinker })
    const lena = (await host.request('profiles:create', { name: 'Lena', colour: 'sky' })) as { ok: true; value: { id: string } }
    const r = await host.request('table:create', {
      gameId: 'checkmates',
      seats: [{ kind: 'human', profileId: lena.value.id }, { kind: 'bot', level: 'expert' }],
    })
    expect(r).toEqual({ ok: false, error: { code: 'BAD_SEATS', message: 'checkmates has no expert computer player' } })
  })
})
