import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { eventsFor } from '../engine'
import type { Result } from '../result'
import { DECK, cardById, cardTask, faceOf } from './deck'
import type { Side } from './model'
import { applyMove, legalMoves } from './moves'
import { makeBoard, makeMove, parseBoard, parseMove } from './notation'
import { setupFromSeed } from './setup'
import { solveCold } from './solver'
import { isSatisfied } from './task'
import {
  SOLO_CARDS, defaultSoloConfig, isCountedRun, isRecord, soloEngine, soloTier, soloTime,
  type SoloConfig, type SoloEvent, type SoloState,
} from './solo'

const unwrap = <T>(r: Result<T, string | { message: string }>): T => {
  if (!r.ok) throw new Error(typeof r.error === 'string' ? r.error : r.error.message)
  return r.value
}

/** Set up and reveal the first card at `at`, as the host does on start. */
function started(config: SoloConfig, seed: string, at = 1000): SoloState {
  const { state } = unwrap(soloEngine.setup(config, seed))
  return unwrap(soloEngine.expire!(state, at)).state
}

const config = (side: Side = 'fifteen', practice = false) => defaultSoloConfig(side, 'all', practice)

/** The solver's line for the card in play, as move notation. */
function lineFor(s: SoloState): string[] {
  const card = s.cards.at(-1)!
  const board = unwrap(parseBoard(s.config.side, s.board))
  const line = unwrap(solveCold(board, cardTask(cardById(card.id)!, s.config.side)))
  return (line.moves ?? []).map(makeMove)
}

/** Plays moves one second apart; returns the state and every event. */
function play(s: SoloState, moves: string[], at: { t: number }): { state: SoloState; events: SoloEvent[] } {
  const events: SoloEvent[] = []
  let state = s
  for (const move of moves) {
    at.t += 1000
    const applied = unwrap(soloEngine.apply(state, 0, { type: 'move', move, at: at.t }))
    state = applied.state
    events.push(...eventsFor(applied.events, 0))
  }
  return { state, events }
}

describe('the solo engine', () => {
  it('CM-2, CM-11: the seed\'s board, the whole deck shuffled after it; same seed, same run', () => {
    const { state } = unwrap(soloEngine.setup(config('chess'), 'seed-1'))
    expect(state.board).toBe(makeBoard(setupFromSeed('chess', 'seed-1')))
    expect(new Set(state.pile).size).toBe(28)
    expect(unwrap(soloEngine.setup(config('chess'), 'seed-1')).state).toEqual(state)
    expect(unwrap(soloEngine.setup(config('chess'), 'seed-2')).state.pile).not.toEqual(state.pile)
    expect(state.phase).toBe('dealing')
    expect(soloEngine.deadline!(state)).toBe(0)
  })

  it.each(['fifteen', 'chess'] as Side[])(
    'CM-11: a whole %s run: ten cards, each met card detected and the next revealed in the same step; the stopwatch runs from the first reveal to the tenth match',
    (side) => {
      let s = started(config(side), `whole-${side}`, 5000)
      expect(s.startedAt).toBe(5000)
      const at = { t: 5000 }
      while (s.phase === 'playing') {
        const before = s.cards.length
        const played = play(s, lineFor(s), at)
        s = played.state
        const types = played.events.map((e) => e.type)
        // The last move of a line: moved, matched, and then the next card (or the end) at once.
        expect(types.slice(-3)).toEqual(['moved', 'matched', s.phase === 'over' ? 'ended' : 'revealed'])
        expect(s.cards.length === before + 1 || s.phase === 'over').toBe(true)
      }
      expect(s.cards).toHaveLength(SOLO_CARDS)
      expect(s.end).toEqual({ how: 'finished', at: at.t })
      expect(soloTime(s)).toBe(at.t - 5000)
      expect(isRecord(s)).toBe(true)
      expect(soloEngine.outcome(s)).toEqual({ winners: [0], scores: [at.t - 5000], disqualified: [] })
      for (const c of s.cards) expect(c.doneAt).not.toBeNull()
    },
  )

  it('CM-11: a card the board already meets is passed over and stays on top for later', () => {
    const { state } = unwrap(soloEngine.setup(config(), 'skip'))
    const board = unwrap(parseBoard('fifteen', state.board))
    const met = DECK.filter((c) => isSatisfied(board, cardTask(c, 'fifteen'))).map((c) => c.id)
    expect(met.length).toBeGreaterThan(0)
    const rest = state.pile.filter((id) => !met.includes(id))
    const rigged: SoloState = { ...state, pile: [met[0]!, ...rest] }
    const s = unwrap(soloEngine.expire!(rigged, 0)).state
    expect(s.cards[0]!.id).toBe(rest[0])
    expect(s.pile[0]).toBe(met[0])
  })

  it('CM-11: only when every card left is met is one dealt anyway, done at once', () => {
    let s = started(config(), 'all-met')
    const line = lineFor(s)
    s = play(s, line.slice(0, -1), { t: 0 }).state
    const after = unwrap(applyMove(unwrap(parseBoard('fifteen', s.board)), unwrap(parseMove(line.at(-1)!))))
    const met = DECK.filter((c) => c.id !== s.cards[0]!.id && isSatisfied(after, cardTask(c, 'fifteen'))).map((c) => c.id)
    expect(met.length).toBeGreaterThan(0)
    const last = play({ ...s, pile: [met[0]!] }, line.slice(-1), { t: s.activeAt })
    expect(last.state.cards.at(-1)).toMatchObject({ id: met[0], moves: 0, doneAt: s.activeAt + 1000 })
    expect(last.events.map((e) => e.type)).toEqual(['moved', 'matched', 'revealed', 'matched', 'ended'])
  })

  it.each([
    ['fifteen', 'one-point', 1],
    ['fifteen', 'two-point', 2],
    ['chess', 'one-point', 1],
    ['chess', 'two-point', 2],
  ] as const)('CM-12: a %s %s run deals only %i-point faces', (side, deck, points) => {
    const { state } = unwrap(soloEngine.setup(defaultSoloConfig(side, deck, false), 'blitz'))
    expect(state.pile.length).toBeGreaterThanOrEqual(SOLO_CARDS)
    expect(state.pile.every((id) => faceOf(cardById(id)!, side).points === points)).toBe(true)
  })

  it.each([
    ['fifteen', 89_999, 'top'],
    ['fifteen', 90_000, 'high'],
    ['fifteen', 149_999, 'high'],
    ['fifteen', 150_000, 'mid'],
    ['fifteen', 209_999, 'mid'],
    ['fifteen', 210_000, 'start'],
    ['chess', 119_999, 'top'],
    ['chess', 120_000, 'high'],
    ['chess', 209_999, 'high'],
    ['chess', 210_000, 'mid'],
    ['chess', 299_999, 'mid'],
    ['chess', 300_000, 'start'],
  ] as const)('CM-11 tiers: %s in %i ms is %s', (side, ms, tier) => {
    expect(soloTier(side, ms)).toBe(tier)
  })

  it('CM-11 hints: refused in a counted run; in practice the count first, then a best move', () => {
    const counted = started(config(), 'h')
    expect(soloEngine.apply(counted, 0, { type: 'hint', at: 2000 })).toMatchObject({ ok: false, error: { code: 'COUNTED_RUN' } })
    expect(soloEngine.legalActions(counted, 0).some((a) => a.type === 'hint')).toBe(false)

    let s = started(config('fifteen', true), 'h')
    const first = unwrap(soloEngine.apply(s, 0, { type: 'hint', at: 2000 }))
    expect(eventsFor(first.events, 0)).toEqual([{ type: 'hint', level: 1, board: s.board }])
    s = unwrap(soloEngine.apply(first.state, 0, { type: 'hint', at: 2100 })).state
    expect([s.hintLevel, s.hintShown]).toEqual([2, true])
  })

  it('CM-11 hints answer for the board as it is: a move takes the hint down, and a new card starts again at the count', () => {
    let s = started(config('fifteen', true), 'stale')
    s = unwrap(soloEngine.apply(s, 0, { type: 'hint', at: 2000 })).state
    const line = lineFor(s)
    expect(line.length).toBeGreaterThan(1)
    s = play(s, line.slice(0, 1), { t: 2000 }).state
    expect(s.hintShown).toBe(false)
    expect(s.hintLevel).toBe(1)
    s = play(s, lineFor(s), { t: 4000 }).state
    expect(s.cards).toHaveLength(2)
    expect([s.hintLevel, s.hintShown]).toEqual([0, false])
  })

  it('quit ends the run: never a record, and nothing is accepted after it', () => {
    const s = started(config(), 'q')
    expect(isCountedRun(s)).toBe(true)
    const { state, events } = unwrap(soloEngine.apply(s, 0, { type: 'quit', at: 3000 }))
    expect(eventsFor(events, 0)).toEqual([{ type: 'ended', how: 'quit', at: 3000, timeMs: null, tier: null }])
    expect([isCountedRun(state), isRecord(state), soloTime(state), soloEngine.deadline!(state)]).toEqual([false, false, null, null])
    const move = makeMove(legalMoves(unwrap(parseBoard('fifteen', state.board)))[0]!)
    expect(soloEngine.apply(state, 0, { type: 'move', move, at: 4000 })).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } })
    expect(soloEngine.apply(state, 0, { type: 'quit', at: 4000 })).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } })
  })

  it('a run left idle ends by itself at its deadline, not a moment before; a move restarts the idle clock', () => {
    let s = started({ ...config(), idleMs: 60_000 }, 'idle', 1000)
    expect(soloEngine.deadline!(s)).toBe(61_000)
    expect(soloEngine.expire!(s, 60_999)).toMatchObject({ ok: false, error: { code: 'NOT_YET' } })
    s = play(s, lineFor(s).slice(0, 1), { t: 9000 }).state
    expect(soloEngine.deadline!(s)).toBe(70_000)
    const { state, events } = unwrap(soloEngine.expire!(s, 75_000))
    expect(state.end).toEqual({ how: 'idle', at: 70_000 })
    expect(isCountedRun(state)).toBe(false)
    expect(eventsFor(events, 0).map((e) => e.type)).toEqual(['ended'])
  })

  it('errors are values and change nothing: a bad action, a wrong seat, an illegal or garbled move, a move before the deal', () => {
    const dealing = unwrap(soloEngine.setup(config(), 'e')).state
    const move = makeMove(legalMoves(unwrap(parseBoard('fifteen', dealing.board)))[0]!)
    expect(soloEngine.apply(dealing, 0, { type: 'move', move, at: 1 })).toMatchObject({ ok: false, error: { code: 'NOT_STARTED' } })
    const s = started(config(), 'e')
    const copy = JSON.stringify(s)
    const cases: [unknown, number, string][] = [
      [{ type: 'fly', at: 1 }, 0, 'BAD_ACTION'],
      [{ type: 'move', move: move }, 0, 'BAD_ACTION'],
      [{ type: 'move', move, at: 1 }, 1, 'BAD_SEAT'],
      [{ type: 'move', move: 'up', at: 1 }, 0, 'INVALID_MOVE'],
      [{ type: 'move', move: 'b2-a1', at: 1 }, 0, 'ILLEGAL_MOVE'],
    ]
    for (const [action, seat, code] of cases) {
      expect(soloEngine.apply(s, seat, action as never)).toMatchObject({ ok: false, error: { code } })
    }
    expect(JSON.stringify(s)).toBe(copy)
    expect(soloEngine.setup({ ...config(), idleMs: 0 }, 'x')).toMatchObject({ ok: false, error: { code: 'BAD_CONFIG' } })
  })

  it('CM-11: views and events never show a card still in the pile, and every card dealt asked for moves', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom<Side>('fifteen', 'chess'), fc.array(fc.nat(), { maxLength: 60 }), (seed, side, walk) => {
        let s = started(config(side), seed, 0)
        const seen: SoloEvent[] = []
        let t = 0
        for (const pick of walk) {
          if (s.phase !== 'playing') break
          const moves = soloEngine.legalActions(s, 0).filter((a) => a.type === 'move')
          const applied = unwrap(soloEngine.apply(s, 0, { ...moves[pick % moves.length]!, at: ++t }))
          s = applied.state
          seen.push(...eventsFor(applied.events, 0))
          const shown = JSON.stringify([soloEngine.view(s, 0), seen])
          for (const id of s.pile) expect(shown).not.toContain(`"${id}"`)
        }
        for (const c of s.cards) {
          expect(isSatisfied(unwrap(parseBoard(side, c.startBoard)), cardTask(cardById(c.id)!, side))).toBe(false)
        }
      }),
      { numRuns: 60, seed: 11 },
    )
  })
})

describe('the solo engine: each field and event, and the edges', () => {
  it.each([
    [{ side: 'draughts' }, 'the side must be fifteen or chess'],
    [{ deck: 'three-point' }, 'the deck must be all, one-point or two-point'],
    [{ practice: 'yes' }, 'practice is on or off'],
    [{ idleMs: 0 }, 'idleMs must be a time of more than zero milliseconds'],
    [{ idleMs: -5 }, 'idleMs must be a time of more than zero milliseconds'],
    [{ idleMs: Number.NaN }, 'idleMs must be a time of more than zero milliseconds'],
  ])('a config with %o is refused with BAD_CONFIG and says why', (change, message) => {
    expect(soloEngine.setup({ ...config(), ...change } as SoloConfig, 's')).toEqual({ ok: false, error: { code: 'BAD_CONFIG', message } })
  })

  it('setup deals nothing and shows nothing: no card, no clock, no move, no help, no end; the view is the state without its pile', () => {
    const { state, events } = unwrap(soloEngine.setup(config(), 'fresh'))
    expect(events).toEqual([])
    expect(state).toMatchObject({ phase: 'dealing', cards: [], startedAt: null, activeAt: 0, lastMove: null, hintLevel: 0, hintShown: false, end: null })
    expect(state.config).toEqual(config())
    expect(soloEngine.legalActions(state, 0)).toEqual([])
    expect(soloEngine.outcome(state)).toBeNull()
    const { pile, ...rest } = state
    expect(pile).toHaveLength(28)
    expect(soloEngine.view(state, 0)).toEqual(rest)
    expect(soloEngine.view(state, 0)).not.toHaveProperty('pile')
  })

  it('CM-11: the first reveal is the top card, shown with its face, number 1 and the board it starts from, to seat 0', () => {
    const { state } = unwrap(soloEngine.setup(config('chess'), 'reveal'))
    const board = unwrap(parseBoard('chess', state.board))
    const top = state.pile.find((id) => !isSatisfied(board, cardTask(cardById(id)!, 'chess')))!
    const { state: s, events } = unwrap(soloEngine.expire!(state, 7000))
    const face = faceOf(cardById(top)!, 'chess')
    expect(events).toEqual([{ to: 0, event: { type: 'revealed', card: { id: top, task: face.task, points: face.points }, number: 1, board: state.board } }])
    expect(s.cards).toEqual([{ id: top, task: face.task, points: face.points, startBoard: state.board, moves: 0, revealedAt: 7000, doneAt: null }])
    expect(s.pile).toEqual(state.pile.filter((id) => id !== top))
    expect([s.phase, s.startedAt, s.activeAt]).toEqual(['playing', 7000, 7000])
    expect(soloEngine.deadline!(s)).toBe(7000 + config().idleMs)
  })

  it('a move: the board, the last move, the card\'s count and the idle clock follow it; a late-stamped move counts from the last activity', () => {
    const s = started(config(), 'moves', 5000)
    const line = lineFor(s)
    expect(line.length).toBeGreaterThan(1)
    const { state, events } = unwrap(soloEngine.apply(s, 0, { type: 'move', move: line[0]!, at: 4000 }))
    const after = makeBoard(unwrap(applyMove(unwrap(parseBoard('fifteen', s.board)), unwrap(parseMove(line[0]!)))))
    expect(events).toEqual([{ to: 0, event: { type: 'moved', move: line[0], board: after } }])
    expect(state).toMatchObject({ board: after, lastMove: line[0], activeAt: 5000 })
    expect(state.cards[0]).toMatchObject({ moves: 1, doneAt: null })
    const second = unwrap(soloEngine.apply(state, 0, { type: 'move', move: line[1]!, at: 9000 })).state
    expect([second.cards[0]!.moves, second.activeAt]).toEqual([2, 9000])
  })

  it('CM-11: meeting a card says which card, in how many moves and when; the next card starts at the count with a fresh hint', () => {
    let s = started(config('fifteen', true), 'met', 1000)
    s = unwrap(soloEngine.apply(s, 0, { type: 'hint', at: 1500 })).state
    const line = lineFor(s)
    const { state, events } = play(s, line, { t: 1000 })
    const doneAt = 1000 + 1000 * line.length
    expect(events.filter((e) => e.type === 'matched')[0]).toEqual({ type: 'matched', number: 1, moves: line.length, at: doneAt })
    expect(state.cards[0]).toMatchObject({ moves: line.length, doneAt })
    expect(state.cards[1]).toMatchObject({ startBoard: state.board, revealedAt: doneAt, moves: 0, doneAt: null })
    expect(events.find((e) => e.type === 'revealed')).toMatchObject({ number: 2, board: state.board })
    expect([state.hintLevel, state.hintShown]).toEqual([0, false])
  })

  it('CM-11: the ended event of a finished run carries its time and tier; an idle run\'s has neither', () => {
    let s = started(config(), 'tier', 2000)
    const at = { t: 2000 }
    const ended: SoloEvent[] = []
    while (s.phase === 'playing') {
      const played = play(s, lineFor(s), at)
      s = played.state
      ended.push(...played.events.filter((e) => e.type === 'ended'))
    }
    expect(ended).toEqual([{ type: 'ended', how: 'finished', at: at.t, timeMs: at.t - 2000, tier: soloTier('fifteen', at.t - 2000) }])
    expect([s.phase, s.hintShown]).toEqual(['over', false])
    expect(soloEngine.deadline!(s)).toBeNull()
    expect(soloEngine.expire!(s, at.t + 1e9)).toMatchObject({ ok: false, error: { code: 'NOTHING_DUE' } })
    expect(soloEngine.legalActions(s, 0)).toEqual([])

    const idle = started({ ...config(), idleMs: 1000 }, 'tier', 0)
    expect(eventsFor(unwrap(soloEngine.expire!(idle, 1000)).events, 0)).toEqual([{ type: 'ended', how: 'idle', at: 1000, timeMs: null, tier: null }])
    expect(soloEngine.outcome(unwrap(soloEngine.expire!(idle, 1000)).state)).toEqual({ winners: [], scores: [], disqualified: [] })
  })

  it('CM-11 hints: the count, then a best move, and no further; each hint is for the board as it stands and keeps the run alive', () => {
    let s = started(config('fifteen', true), 'hints', 1000)
    const levels: unknown[] = []
    for (const at of [2000, 3000, 4000]) {
      const applied = unwrap(soloEngine.apply(s, 0, { type: 'hint', at }))
      s = applied.state
      levels.push(...applied.events)
      expect([s.activeAt, s.hintShown]).toEqual([at, true])
    }
    expect(levels).toEqual([1, 2, 2].map((level) => ({ to: 0, event: { type: 'hint', level, board: s.board } })))
    expect(soloEngine.deadline!(s)).toBe(4000 + config().idleMs)
  })

  it('quit ends the run at its time, after the last activity, and hides any hint', () => {
    let s = started(config('fifteen', true), 'quit', 1000)
    s = unwrap(soloEngine.apply(s, 0, { type: 'hint', at: 5000 })).state
    const { state, events } = unwrap(soloEngine.apply(s, 0, { type: 'quit', at: 4000 }))
    expect(events).toEqual([{ to: 0, event: { type: 'ended', how: 'quit', at: 5000, timeMs: null, tier: null } }])
    expect(state).toMatchObject({ phase: 'over', end: { how: 'quit', at: 5000 }, hintShown: false })
    expect(soloEngine.outcome(state)).toEqual({ winners: [], scores: [], disqualified: [] })
  })

  it('the legal actions: every legal move stamped with the last activity, hints only in practice, quit; none for another seat', () => {
    const counted = started(config(), 'legal', 3000)
    const moves = legalMoves(unwrap(parseBoard('fifteen', counted.board))).map((m) => ({ type: 'move', move: makeMove(m), at: 3000 }))
    expect(soloEngine.legalActions(counted, 0)).toEqual([...moves, { type: 'quit', at: 3000 }])
    expect(soloEngine.legalActions(counted, 1)).toEqual([])
    const practice = started(config('fifteen', true), 'legal', 3000)
    expect(soloEngine.legalActions(practice, 0).slice(-2)).toEqual([{ type: 'hint', at: 3000 }, { type: 'quit', at: 3000 }])
    expect([isCountedRun(practice), isRecord(practice)]).toEqual([false, false])
  })

  it('actions that are not actions are refused with BAD_ACTION, after the run and the seat (the order every engine keeps)', () => {
    const s = started(config(), 'bad')
    for (const action of [null, 'move', 7, { at: 1 }, { type: 'hint', at: Number.POSITIVE_INFINITY }, { type: 'hint', at: '1' }, { type: 'move', move: 12, at: 1 }]) {
      expect(soloEngine.apply(s, 0, action as never)).toEqual({ ok: false, error: { code: 'BAD_ACTION', message: 'That is not something a solo run can do.' } })
      expect(soloEngine.apply(s, 5, action as never)).toEqual({ ok: false, error: { code: 'BAD_SEAT', message: 'A solo run has one seat, seat 0.' } })
    }
    const over = unwrap(soloEngine.apply(s, 0, { type: 'quit', at: 2000 })).state
    expect(soloEngine.apply(over, 1, { type: 'quit', at: 3000 })).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } })
    expect(soloEngine.apply(over, 0, null as never)).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } })
  })

  it('the clock: nothing before the first reveal is owed a wait, and an idle run ends at its deadline even when the timer fires late', () => {
    const { state } = unwrap(soloEngine.setup({ ...config(), idleMs: 500 }, 'clock'))
    expect(soloEngine.expire!(state, 0)).toMatchObject({ ok: true })
    const s = unwrap(soloEngine.expire!(state, 100)).state
    expect(soloEngine.expire!(s, 599)).toEqual({ ok: false, error: { code: 'NOT_YET', message: 'It is not time yet.' } })
    expect(unwrap(soloEngine.expire!(s, 600)).state.end).toEqual({ how: 'idle', at: 600 })
    expect(unwrap(soloEngine.expire!(s, 9999)).state.end).toEqual({ how: 'idle', at: 600 })
  })
})
