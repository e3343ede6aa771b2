import { describe, expect, test } from 'vitest'
import { cardById, cardTask } from './deck'
import { legalMoves } from './moves'
import { makeMove, parseBoard } from './notation'
import { solveCold } from './solver'
import { SIDES, type Side } from './model'
import { CARDS_PER_LEVEL, STREAK_TOP, startStreak, streakGiveUp, streakLevel, streakMove, streakSkip, type StreakState } from './streak'
import { isSatisfied } from './task'

const AT = 1_000

function started(side: Side, level: number, seed = 'run'): StreakState {
  const s = startStreak(side, level, seed, AT)
  if (!s.ok) throw new Error(s.error.message)
  return s.value
}

/** The solver's line for the card in play from the board as it is now. */
function line(s: StreakState): string[] {
  const board = parseBoard(s.side, s.try.board)
  if (!board.ok) throw new Error('bad board')
  const solved = solveCold(board.value, cardTask(cardById(s.card.cardId)!, s.side))
  if (!solved.ok || !solved.value.moves) throw new Error('unsolvable')
  return solved.value.moves.map(makeMove)
}

/** A legal move that leaves the card unmet and no nearer: a wasted move. */
function wastedMove(s: StreakState): string {
  const board = parseBoard(s.side, s.try.board)
  if (!board.ok) throw new Error('bad board')
  const task = cardTask(cardById(s.card.cardId)!, s.side)
  const before = solveCold(board.value, task)
  for (const m of legalMoves(board.value)) {
    const next = { side: s.side, cells: board.value.cells.map((c, i) => (i === m.to ? board.value.cells[m.from]! : i === m.from ? null : c)) }
    const after = solveCold(next, task)
    if (!isSatisfied(next, task) && after.ok && before.ok && after.value.optimal! >= before.value.optimal!) return makeMove(m)
  }
  throw new Error('no wasted move')
}

function play(s: StreakState, moves: string[]) {
  let state = s
  let missed = null
  for (const m of moves) {
    const r = streakMove(state, m, AT)
    if (!r.ok) throw new Error(r.error.message)
    state = r.value.state
    missed = r.value.missed
  }
  return { state, missed }
}

describe('CM-13: streaks (docs/daily.md)', () => {
  test.each(SIDES)('every level from 1 to the top deals a %s card of exactly that optimum, from a dealt board', (side) => {
    for (let level = 1; level <= STREAK_TOP[side]; level++) {
      for (const seed of ['a', 'b', 'c']) {
        const s = started(side, level, seed)
        expect(s.card.level).toBe(level)
        expect(s.card.optimal).toBe(level)
        expect(line(s)).toHaveLength(level)
      }
    }
  })

  test('CM-13: the cards grow harder by their optimum: one level more for every two met, from the chosen start, up to the top', () => {
    expect([0, 1, 2, 3, 4, 5].map((met) => streakLevel('fifteen', 2, met))).toEqual([2, 2, 3, 3, 4, 4])
    expect(streakLevel('chess', 5, 40)).toBe(STREAK_TOP.chess)
    let s = started('fifteen', 1)
    const optima: number[] = []
    for (let n = 0; n < 8; n++) {
      optima.push(s.card.optimal)
      s = play(s, line(s)).state
    }
    expect(s.met).toBe(8)
    expect(s.end).toBe(null)
    expect(optima).toEqual([1, 1, 2, 2, 3, 3, 4, 4])
    expect(CARDS_PER_LEVEL).toBe(2)
  })

  test('CM-13: a miss ends the run: as many moves as the optimum without meeting the card; the card is kept to practise', () => {
    let s = started('chess', 3)
    s = play(s, line(s)).state
    expect(s.met).toBe(1)
    const card = s.card
    const waste = wastedMove(s)
    let r = play(s, [waste])
    expect(r.state.end).toBe(null)
    // Wasted moves up to the optimum: the last of them misses.
    while (r.state.end === null) r = play(r.state, [wastedMove(r.state)])
    expect(r.state.try.moves).toHaveLength(card.optimal)
    expect(r.state.end).toEqual({ how: 'missed', at: AT })
    expect(r.missed).toEqual(card)
    expect(r.state.met).toBe(1)
    // Over is over: no more moves, skips or giving up.
    expect(streakMove(r.state, line(r.state)[0] ?? 'a1-a2', AT)).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } })
    expect(streakSkip(r.state, AT)).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } })
    expect(streakGiveUp(r.state, AT)).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } })
  })

  test('CM-13: one skip per run: another card of the same level, nothing missed; a second is refused', () => {
    const s = started('fifteen', 3)
    const skipped = streakSkip(s, AT + 5)
    expect(skipped.ok).toBe(true)
    if (!skipped.ok) return
    expect(skipped.value).toMatchObject({ skipUsed: true, met: 0, dealt: 2, end: null, at: AT + 5 })
    expect(skipped.value.card).toMatchObject({ number: 2, level: 3, optimal: 3 })
    expect(skipped.value.card).not.toEqual({ ...s.card, number: 2 })
    expect(streakSkip(skipped.value, AT)).toMatchObject({ ok: false, error: { code: 'SKIP_USED' } })
  })

  test('CM-13: giving up is a miss: the run ends and its card is kept', () => {
    const s = started('chess', 2)
    const r = streakGiveUp(s, AT + 1)
    expect(r.ok && r.value.state.end).toEqual({ how: 'gave-up', at: AT + 1 })
    expect(r.ok && r.value.missed).toEqual(s.card)
  })

  test('the run is its state: the same state, kept as JSON and read back, goes on exactly as before (a reload resumes it)', () => {
    let s = started('fifteen', 4, 'kept')
    s = play(s, line(s).slice(0, 2)).state
    const kept = JSON.parse(JSON.stringify(s)) as StreakState
    expect(kept).toEqual(s)
    const rest = line(s)
    expect(play(kept, rest)).toEqual(play(s, rest))
    expect(play(kept, rest).state.met).toBe(1)
  })

  test('refusals: a level out of range, a move that is no move or not allowed', () => {
    expect(startStreak('fifteen', 0, 's', AT)).toMatchObject({ ok: false, error: { code: 'BAD_LEVEL' } })
    expect(startStreak('chess', STREAK_TOP.chess + 1, 's', AT)).toMatchObject({ ok: false, error: { code: 'BAD_LEVEL' } })
    const s = started('fifteen', 2)
    expect(streakMove(s, 'b2', AT)).toMatchObject({ ok: false, error: { code: 'INVALID_MOVE' } })
    const board = parseBoard('fifteen', s.try.board)
    const occupied = board.ok ? board.value.cells.findIndex((c) => c !== null) : 0
    const other = board.ok ? board.value.cells.findIndex((c, i) => c !== null && i !== occupied) : 1
    expect(streakMove(s, makeMove({ from: occupied, to: other }), AT)).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } })
  })
})
