import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { makeMove, parseBoard, parseTask, solveCold, type Side } from '@shared/checkmates'
import type { SoloRun, SoloSession, SolveAnswer } from '@shared/ipc'
import { confBacking } from '../store/conf-backing'
import { openStore } from '../store/store'
import { createHost } from './host'
import { createSolverService } from './solver'

function makeHost() {
  const { store } = openStore(confBacking(mkdtempSync(join(tmpdir(), 'cmt-solo-'))))
  const clock = { t: 1000, now: () => clock.t, setTimeout: () => 0, clearTimeout: () => {} }
  const host = createHost({ store, edition: 'web', version: 'test', clock, solver: createSolverService({ workerPath: null }) })
  const call = async <T>(channel: string, payload: unknown): Promise<T> => {
    const r = await host.request(channel, payload)
    if (!r.ok) throw new Error(`${channel}: ${r.error.message}`)
    return r.value as T
  }
  return { host, store, clock, call }
}

/** Plays the card in play by the solver's line, one second per move; returns the session after it. */
async function playCard(call: ReturnType<typeof makeHost>['call'], clock: { t: number }, s: SoloSession): Promise<SoloSession> {
  const card = s.cards.at(-1)!
  const board = parseBoard(s.side, s.board)
  const task = parseTask(s.side, card.task)
  if (!board.ok || !task.ok) throw new Error('bad session')
  const line = solveCold(board.value, task.value)
  if (!line.ok || !line.value.moves) throw new Error('unsolvable')
  let cur = s
  for (const m of line.value.moves) {
    clock.t += 1000
    cur = await call<SoloSession>('checkmates:solo-move', { sessionId: s.sessionId, move: makeMove(m) })
  }
  return cur
}

describe('solo runs in the host (CM-11)', () => {
  test.each(['fifteen', 'chess'] as Side[])('CM-11: a whole %s run: ten cards, each revealed as the last is met, timed on the host clock', async (side) => {
    const { call, clock } = makeHost()
    let s = await call<SoloSession>('checkmates:solo-start', { side, deck: 'all', seed: 'host-1', practice: false })
    expect(s.cards.length).toBeGreaterThanOrEqual(1)
    const started = s.startedAt
    while (s.finishedAt === null) {
      const before = s.cards.length
      s = await playCard(call, clock, s)
      expect(s.cards.length > before || s.finishedAt !== null).toBe(true)
    }
    expect(s.cards).toHaveLength(10)
    // Every card asked for moves: one already met when its turn came was passed over.
    for (const c of s.cards) expect(c.moves).toBe(c.optimal)
    for (const c of s.cards) expect(c.optimal).toBeGreaterThan(0)
    expect(s.result).toMatchObject({ counted: true, previousBest: null, timeMs: s.finishedAt - started })
    const runs = await call<SoloRun[]>('checkmates:solo-records', { profileId: null, side, deck: 'all' })
    expect(runs).toHaveLength(1)
    expect(runs[0]!.timeMs).toBe(s.result!.timeMs)
  })

  test('CM-12: a blitz run deals only cards of its points', async () => {
    const { call } = makeHost()
    const s = await call<SoloSession>('checkmates:solo-start', { side: 'chess', deck: 'two-point', seed: 'b', practice: false })
    expect(s.cards.every((c) => c.points === 2)).toBe(true)
  })

  test('an illegal move is an error value and changes nothing', async () => {
    const { host, call } = makeHost()
    const s = await call<SoloSession>('checkmates:solo-start', { side: 'fifteen', deck: 'all', seed: 'x', practice: false })
    const r = await host.request('checkmates:solo-move', { sessionId: s.sessionId, move: 'a1-c3' })
    expect(r).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } })
    const bad = await host.request('checkmates:solo-move', { sessionId: s.sessionId, move: 'up' })
    expect(bad).toMatchObject({ ok: false, error: { code: 'INVALID_MOVE' } })
    expect(await host.request('checkmates:solo-move', { sessionId: 'nope', move: 'a1-a2' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
  })

  test('practice hints: the count first, then a best move; a hinted run is not kept', async () => {
    const { host, call, clock } = makeHost()
    let s = await call<SoloSession>('checkmates:solo-start', { side: 'fifteen', deck: 'one-point', seed: 'hint', practice: true })
    // Skip to a card that needs moves, so the hint has a move to show.
    while (s.cards.at(-1)!.optimal === 0) s = await playCard(call, clock, s)
    s = await call<SoloSession>('checkmates:solo-hint', { sessionId: s.sessionId })
    expect(s.hint).toEqual({ optimal: s.cards.at(-1)!.optimal, move: null })
    s = await call<SoloSession>('checkmates:solo-hint', { sessionId: s.sessionId })
    expect(s.hint?.move).toMatch(/^[a-c][1-3]-[a-c][1-3]$/)
    while (s.finishedAt === null) s = await playCard(call, clock, s)
    expect(s.result?.counted).toBe(false)
    expect(await call<SoloRun[]>('checkmates:solo-records', { profileId: null, side: 'fifteen', deck: 'one-point' })).toEqual([])
    const plain = await call<SoloSession>('checkmates:solo-start', { side: 'fifteen', deck: 'all', seed: 'x', practice: false })
    expect(await host.request('checkmates:solo-hint', { sessionId: plain.sessionId })).toMatchObject({ ok: false, error: { code: 'NOT_PRACTICE' } })
  })

  test('an unknown profile is refused', async () => {
    const { host } = makeHost()
    expect(await host.request('checkmates:solo-start', { side: 'chess', deck: 'all', practice: false, profileId: 'ghost' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    })
  })
})

describe('the bid checker\'s solve request', () => {
  test('answers with a best line, or nulls; an unusable board is explained', async () => {
    const { host, call } = makeHost()
    const a = await call<SolveAnswer>('checkmates:solve', { side: 'fifteen', board: 'BR./G.B/RG*', task: 'BR./.../...' })
    expect(a).toEqual({ optimal: 0, moves: [] })
    const b = await call<SolveAnswer>('checkmates:solve', { side: 'chess', board: 'RN./QKr/nq.', task: 'QQ./.../...' })
    expect(b.optimal).toBeGreaterThan(0)
    const bad = await host.request('checkmates:solve', { side: 'fifteen', board: 'BBB/G.B/RG*', task: 'BR./.../...' })
    expect(bad).toMatchObject({ ok: false, error: { code: 'INVALID_BOARD' } })
    expect(!bad.ok && bad.error.message).toMatch(/2 blue tokens/)
  })
})
