import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { DECK, faceOf, makeMove, parseBoard, parseTask, solveCold, type Side } from '@shared/checkmates'
import { SOLO_IDLE_MS, defaultSoloConfig, soloEngine } from '@shared/checkmates/solo'
import type { SoloProgress, SoloRun, SoloSession, SolveAnswer } from '@shared/ipc'
import { confBacking } from '../store/conf-backing'
import { openStore } from '../store/store'
import { fakeClock } from './fake-clock'
import { createHost } from './host'
import { createSolverService } from './solver'
import { keptGames } from '../store/test-support'
import { memoryArchive } from '../store/archive'

function makeHost() {
  const { store } = openStore(confBacking(mkdtempSync(join(tmpdir(), 'cmt-solo-'))))
  const archive = memoryArchive()
  const clock = fakeClock(1000)
  const host = createHost({ store, archive, edition: 'web', version: 'test', clock, solver: createSolverService({ workerPath: null }) })
  /** Everything the host sent: each answer and each event, as the renderer would receive it. */
  const sent: string[] = []
  host.connect((event, payload) => sent.push(JSON.stringify({ event, payload })))
  const call = async <T>(channel: string, payload: unknown): Promise<T> => {
    const r = await host.request(channel, payload)
    sent.push(JSON.stringify(r))
    if (!r.ok) throw new Error(`${channel}: ${r.error.message}`)
    return r.value as T
  }
  return { host, store, archive, clock, call, sent }
}

function lineOf(s: SoloSession): string[] {
  const board = parseBoard(s.side, s.board)
  const task = parseTask(s.side, s.cards.at(-1)!.task)
  if (!board.ok || !task.ok) throw new Error('bad session')
  const line = solveCold(board.value, task.value)
  if (!line.ok || !line.value.moves) throw new Error('unsolvable')
  return line.value.moves.map(makeMove)
}

/** Plays the card in play by the solver's line, one second per move; returns the session after it. */
async function playCard(h: ReturnType<typeof makeHost>, s: SoloSession, moves = lineOf(s)): Promise<SoloSession> {
  let cur = s
  for (const move of moves) {
    h.clock.advance(1000)
    cur = await h.call<SoloSession>('checkmates:solo-move', { sessionId: s.sessionId, move })
  }
  return cur
}

const refused = (code: string) => ({ ok: false, error: { code } })

describe('solo runs in the host (CM-11)', () => {
  test.each(['fifteen', 'chess'] as Side[])(
    'CM-11: a whole counted %s run: ten cards, each revealed as the last is met, timed on the host clock and kept',
    async (side) => {
      const h = makeHost()
      let s = await h.call<SoloSession>('checkmates:solo-start', { side, deck: 'all', practice: false })
      expect(s).toMatchObject({ practice: false, seed: null, ended: null })
      const started = s.startedAt
      while (s.ended === null) {
        const before = s.cards.length
        s = await playCard(h, s)
        expect(s.cards.length > before || s.ended !== null).toBe(true)
      }
      expect(s.cards).toHaveLength(10)
      // Every card asked for moves: one already met when its turn came was passed over.
      for (const c of s.cards) expect(c.moves).toBe(c.optimal)
      for (const c of s.cards) expect(c.optimal).toBeGreaterThan(0)
      expect(s.ended).toBe('finished')
      expect(s.result).toMatchObject({ counted: true, previousBest: null, timeMs: s.finishedAt! - started })
      const runs = await h.call<SoloRun[]>('checkmates:solo-records', { profileId: null, side, deck: 'all' })
      expect(runs).toHaveLength(1)
      expect(runs[0]).toMatchObject({ timeMs: s.result!.timeMs, seed: s.seed })
    },
  )

  test('CM-11: the renderer never receives a counted run\'s seed or a card still face down', async () => {
    const h = makeHost()
    let s = await h.call<SoloSession>('checkmates:solo-start', { side: 'fifteen', deck: 'one-point', practice: false })
    const answers: string[] = []
    const check = (session: SoloSession) => {
      const json = JSON.stringify(session)
      answers.push(json)
      const shown = new Set(session.cards.map((c) => c.id))
      for (const c of DECK) {
        if (shown.has(c.id)) continue
        expect(json).not.toContain(`"${c.id}"`)
        expect(json).not.toContain(faceOf(c, 'fifteen').task)
      }
      // The count of the card in play would be a hint.
      expect(session.cards.at(-1)!.optimal).toBeNull()
    }
    check(s)
    for (let card = 0; card < 3; card++) {
      const line = lineOf(s)
      for (const move of line.slice(0, -1)) {
        s = await playCard(h, s, [move])
        check(s)
      }
      s = await playCard(h, s, line.slice(-1))
      check(s)
    }
    s = await h.call<SoloSession>('checkmates:solo-quit', { sessionId: s.sessionId })
    // Once the run is over its deal is history: the seed is told, so the deal can be practised.
    expect(s.ended).toBe('quit')
    const seed = s.seed!
    expect(seed).toMatch(/^[0-9a-f]{8}$/)
    for (const json of answers) expect(json).not.toContain(seed)
    expect(h.sent.filter((j) => j.includes(seed))).toHaveLength(1)
    // That seed really was the deal: the engine deals the same board from it.
    const replay = soloEngine.setup(defaultSoloConfig('fifteen', 'one-point', true), seed)
    expect(replay.ok && replay.value.state.board).toBe((JSON.parse(answers[0]!) as SoloSession).board)
    expect(await h.call<SoloRun[]>('checkmates:solo-records', { profileId: null, side: 'fifteen', deck: 'one-point' })).toEqual([])
  })

  test('a chosen seed deals that seed\'s board and is practice: shown with its time, never a record', async () => {
    const h = makeHost()
    let s = await h.call<SoloSession>('checkmates:solo-start', { side: 'fifteen', deck: 'one-point', seed: 'again', practice: false })
    expect(s).toMatchObject({ practice: true, seed: 'again' })
    const setup = soloEngine.setup(defaultSoloConfig('fifteen', 'one-point', true), 'again')
    expect(setup.ok && setup.value.state.board).toBe(s.board)
    while (s.ended === null) s = await playCard(h, s)
    expect(s.result).toMatchObject({ counted: false })
    expect(s.result!.timeMs).toBeGreaterThan(0)
    expect(await h.call<SoloRun[]>('checkmates:solo-records', { profileId: null, side: 'fifteen', deck: 'one-point' })).toEqual([])
  })

  test('CM-12: a blitz run deals only cards of its points', async () => {
    const { call } = makeHost()
    const s = await call<SoloSession>('checkmates:solo-start', { side: 'chess', deck: 'two-point', practice: false })
    expect(s.cards.every((c) => c.points === 2)).toBe(true)
  })

  test('an illegal move is an error value and changes nothing', async () => {
    const { host, call } = makeHost()
    const s = await call<SoloSession>('checkmates:solo-start', { side: 'fifteen', deck: 'all', practice: false })
    expect(await host.request('checkmates:solo-move', { sessionId: s.sessionId, move: 'b2-c3' })).toMatchObject(refused('ILLEGAL_MOVE'))
    expect(await host.request('checkmates:solo-move', { sessionId: s.sessionId, move: 'up' })).toMatchObject(refused('INVALID_MOVE'))
    expect(await host.request('checkmates:solo-move', { sessionId: 'nope', move: 'a1-a2' })).toMatchObject(refused('NOT_FOUND'))
    const after = await call<SoloSession>('checkmates:solo-quit', { sessionId: s.sessionId })
    expect([after.board, after.cards[0]!.moves]).toEqual([s.board, 0])
  })

  test('practice hints: the count first, then a best move; each answers for the board as it is', async () => {
    const h = makeHost()
    let s = await h.call<SoloSession>('checkmates:solo-start', { side: 'fifteen', deck: 'two-point', practice: true })
    expect(s.seed).not.toBeNull()
    while (lineOf(s).length < 2) s = await playCard(h, s)
    const line = lineOf(s)
    s = await h.call<SoloSession>('checkmates:solo-hint', { sessionId: s.sessionId })
    expect([s.hintLevel, s.hint]).toEqual([1, { optimal: line.length, move: null }])
    // After a move the old count is no longer "from here": the hint comes down.
    s = await playCard(h, s, line.slice(0, 1))
    expect(s.hint).toBeNull()
    s = await h.call<SoloSession>('checkmates:solo-hint', { sessionId: s.sessionId })
    expect(s.hintLevel).toBe(2)
    expect(s.hint?.optimal).toBe(line.length - 1)
    expect(s.hint?.move).toMatch(/^[a-c][1-3]-[a-c][1-3]$/)
  })

  test('an unknown profile is refused', async () => {
    const { host } = makeHost()
    expect(await host.request('checkmates:solo-start', { side: 'chess', deck: 'all', practice: false, profileId: 'ghost' })).toMatchObject(
      refused('NOT_FOUND'),
    )
  })
})

describe('during a counted run (unfinished, not quit, not idle) the solver and hints refuse', () => {
  const solve = { side: 'fifteen', board: 'BR./G.B/RG*', task: 'BR./.../...' }

  test('solve and hint answer COUNTED_RUN; practice runs leave the solver open; quitting opens it again', async () => {
    const h = makeHost()
    const practice = await h.call<SoloSession>('checkmates:solo-start', { side: 'fifteen', deck: 'all', practice: true })
    expect((await h.host.request('checkmates:solve', solve)).ok).toBe(true)
    const counted = await h.call<SoloSession>('checkmates:solo-start', { side: 'fifteen', deck: 'all', practice: false })
    const r = await h.host.request('checkmates:solve', solve)
    expect(r).toMatchObject(refused('COUNTED_RUN'))
    expect(!r.ok && r.error.message).toMatch(/counted solo run/)
    expect(await h.host.request('checkmates:solo-hint', { sessionId: counted.sessionId })).toMatchObject(refused('COUNTED_RUN'))
    expect((await h.host.request('checkmates:solo-hint', { sessionId: practice.sessionId })).ok).toBe(true)
    await h.call('checkmates:solo-quit', { sessionId: counted.sessionId })
    expect(await h.call<SolveAnswer>('checkmates:solve', solve)).toEqual({ optimal: 0, moves: [] })
  })

  test('a counted run ends with the connection that started it, so a closed page never holds the solver shut', async () => {
    const h = makeHost()
    const page = h.host.connect(() => {})
    const started = await page.request('checkmates:solo-start', { side: 'fifteen', deck: 'all', practice: false })
    expect(started.ok).toBe(true)
    expect(await h.host.request('checkmates:solve', solve)).toMatchObject(refused('COUNTED_RUN'))
    page.close()
    await Promise.resolve()
    expect(await h.call<SolveAnswer>('checkmates:solve', solve)).toEqual({ optimal: 0, moves: [] })
    const id = started.ok ? (started.value as SoloSession).sessionId : ''
    expect(await h.host.request('checkmates:solo-move', { sessionId: id, move: 'a1-a2' })).toMatchObject(refused('GAME_OVER'))
  })

  test('a counted run left idle ends by itself, so an abandoned run cannot close the solver for good', async () => {
    const h = makeHost()
    const s = await h.call<SoloSession>('checkmates:solo-start', { side: 'chess', deck: 'all', practice: false })
    h.clock.advance(SOLO_IDLE_MS - 1)
    expect(await h.host.request('checkmates:solve', solve)).toMatchObject(refused('COUNTED_RUN'))
    h.clock.advance(1)
    expect((await h.host.request('checkmates:solve', solve)).ok).toBe(true)
    const move = await h.host.request('checkmates:solo-move', { sessionId: s.sessionId, move: lineOf(s)[0] })
    expect(move).toMatchObject(refused('GAME_OVER'))
    expect(await h.call<SoloRun[]>('checkmates:solo-records', { profileId: null, side: 'chess', deck: 'all' })).toEqual([])
  })

  test('a finished counted run opens the solver again', async () => {
    const h = makeHost()
    let s = await h.call<SoloSession>('checkmates:solo-start', { side: 'fifteen', deck: 'one-point', practice: false })
    while (s.ended === null) s = await playCard(h, s)
    expect(await h.call<SolveAnswer>('checkmates:solve', solve)).toEqual({ optimal: 0, moves: [] })
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
    expect(bad).toMatchObject(refused('INVALID_BOARD'))
    expect(!bad.ok && bad.error.message).toMatch(/2 blue tokens/)
  })
})

describe('solo runs as past games (issue 22)', () => {
  test('a run that ends is kept with its record, which replays to its time, and reviews step by step on its board', async () => {
    const h = makeHost()
    let s = await h.call<SoloSession>('checkmates:solo-start', { side: 'fifteen', deck: 'all', seed: 'kept-1', practice: true })
    s = await playCard(h, s)
    s = await playCard(h, s)
    h.clock.advance(500)
    s = await h.call<SoloSession>('checkmates:solo-quit', { sessionId: s.sessionId })
    const [kept] = keptGames(h.archive)
    expect(kept).toMatchObject({ id: s.sessionId, gameId: 'checkmates', mode: 'solo', winners: [], seats: [{ name: 'Guest', kind: 'human' }] })
    const record = JSON.parse(kept!.record)
    expect(record).toMatchObject({ mode: 'solo', seed: 'kept-1', startedAt: 1000 })
    // The deal's first reveal, every move of two cards, the quit.
    expect(record.steps[0]).toEqual({ expire: 1000 })
    expect(record.steps.at(-1)).toMatchObject({ seat: 0, action: { type: 'quit' } })
    const last = await h.call<{ mode: string; step: number; table: { view: { end: { how: string } | null; cards: unknown[] } } }>(
      'review:step', { id: kept!.id, step: kept!.steps },
    )
    expect(last).toMatchObject({ mode: 'solo', step: kept!.steps, table: { view: { end: { how: 'quit' } } } })
    expect(last.table.view.cards).toHaveLength(3)
    // No table is dealt for a run alone: the review has its seed, side and deck for the solo screen's practice run instead.
    expect(await h.host.request('games:again', { id: kept!.id })).toMatchObject(refused('SOLO_RUN'))
    expect(last).toMatchObject({ seed: 'kept-1', table: { view: { config: { side: record.config.side, deck: record.config.deck } } } })
  })
})

describe('solo runs on the Progress screen (issue 30)', () => {
  test('a counted and a practice run both show as points; each card is timed from its reveal to the move that met it; a week later the last 7 days are empty', async () => {
    const h = makeHost()
    let counted = await h.call<SoloSession>('checkmates:solo-start', { side: 'fifteen', deck: 'all', practice: false })
    while (counted.ended === null) counted = await playCard(h, counted)
    let practice = await h.call<SoloSession>('checkmates:solo-start', { side: 'fifteen', deck: 'all', practice: true })
    while (practice.ended === null) practice = await playCard(h, practice)
    const progress = (period: string) => h.call<SoloProgress>('progress:solo', { profileId: null, side: 'fifteen', deck: 'all', period })
    const all = await progress('all')
    expect(all.points).toEqual([
      { id: counted.sessionId, at: counted.finishedAt, timeMs: counted.result!.timeMs, counted: true },
      { id: practice.sessionId, at: practice.finishedAt, timeMs: practice.result!.timeMs, counted: false },
    ])
    // A point opens its run: its id is the run's past game.
    expect(keptGames(h.archive).map((g) => g.id)).toEqual([counted.sessionId, practice.sessionId])
    expect(all.best).toBe(counted.result!.timeMs)
    // One second a move, and the next card shows the moment one is met: a card took its moves in
    // seconds, so the bars hold the counted run's ten cards at moves × 1 s.
    const bars = new Map<number, number>()
    for (const { moves } of counted.cards) {
      const bar = Math.min(Math.floor((moves * 1000) / 5000), 19)
      bars.set(bar, (bars.get(bar) ?? 0) + 1)
    }
    expect(all.histogram.filter((b) => b.count > 0).map((b) => [b.fromMs / 5000, b.count])).toEqual([...bars].sort(([a], [b]) => a - b))
    expect(all.cards.map((c) => c.id).sort()).toEqual(counted.cards.map((c) => c.id).sort())
    expect(all.cards.every((c) => c.played === 1 && c.meanExcess === 0)).toBe(true)
    h.clock.advance(7 * 86_400_000 + 1)
    expect((await progress('7d')).points).toEqual([])
    expect((await progress('30d')).points).toHaveLength(2)
  })

  test('a guest\'s progress is not a person\'s', async () => {
    const h = makeHost()
    h.store.write((d) => ({ ...d, profiles: [{ id: 'p-lena', name: 'Lena', colour: 'sky', createdAt: 0 }] }))
    let s = await h.call<SoloSession>('checkmates:solo-start', { side: 'chess', deck: 'all', practice: false, profileId: 'p-lena' })
    while (s.ended === null) s = await playCard(h, s)
    const of = (profileId: string | null) => h.call<SoloProgress>('progress:solo', { profileId, side: 'chess', deck: 'all', period: 'all' })
    expect((await of('p-lena')).points.map((p) => p.id)).toEqual([s.sessionId])
    expect((await of(null)).points).toEqual([])
  })
})
