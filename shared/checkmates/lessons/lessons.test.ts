import { describe, expect, test } from 'vitest'
import type { DoStep, Lesson } from '../../games/lesson'
import { biddingEngine, type BiddingAction, type BiddingState } from '../bidding'
import { cardById, cardTask } from '../deck'
import { cellAt, fileOf, rankOf, type Task } from '../model'
import { makeBoard, parseBoard } from '../notation'
import { createSolver } from '../solver'
import { isSatisfied, matchingRotations } from '../task'
import { checkmatesLessons } from '.'

type CmLesson = Lesson<BiddingState, BiddingAction>
type CmDo = DoStep<BiddingState, BiddingAction>

const solver = createSolver()
const lesson = (id: string): CmLesson => checkmatesLessons.find((l) => l.id === id)!

function apply(state: BiddingState, seat: number, action: BiddingAction): BiddingState {
  const r = biddingEngine.apply(state, seat, action)
  if (!r.ok) throw new Error(r.error.message)
  return r.value.state
}

/** The table at the lesson's `n`th `do` step (from 0), every step before it played as scripted. */
function atDo(l: CmLesson, n: number): { state: BiddingState; step: CmDo } {
  const dealt = biddingEngine.setup(l.config as never, l.seed)
  if (!dealt.ok) throw new Error(dealt.error.message)
  let state = dealt.value.state
  let seen = 0
  for (const step of l.steps) {
    if (step.kind === 'wait') {
      const r = biddingEngine.expire!(state, biddingEngine.deadline!(state)!)
      if (!r.ok) throw new Error(r.error.message)
      state = r.value.state
    }
    if (step.kind === 'bot') state = apply(state, step.seat, step.act(state))
    if (step.kind !== 'do') continue
    if (seen++ === n) return { state, step }
    state = apply(state, 0, step.solve(state))
  }
  throw new Error(`${l.id} has no do step ${n}`)
}

/** After the lesson's last step. */
function atEnd(l: CmLesson): BiddingState {
  const last = l.steps.filter((s) => s.kind === 'do').length - 1
  const { state, step } = atDo(l, last)
  return apply(state, 0, step.solve(state))
}

const board = (s: BiddingState) => {
  const b = parseBoard(s.config.side, s.board)
  if (!b.ok) throw new Error(b.error.message)
  return b.value
}
const taskOf = (s: BiddingState): Task => cardTask(cardById(s.card!.id)!, s.config.side)
const fewest = (s: BiddingState) => {
  const d = solver.distance(board(s), taskOf(s))
  if (!d.ok) throw new Error(d.error)
  return d.value
}
const mirrored = (t: Task): Task => ({ side: t.side, marks: t.marks.map((_, c) => t.marks[cellAt(2 - fileOf(c), rankOf(c))]!) })
/** Every move a proof step explains as wrong leaves more moves to make than the bid has left. */
function wrongMovesFallShort(l: CmLesson) {
  l.steps.forEach((_, i) => {
    const n = l.steps.slice(0, i).filter((s) => s.kind === 'do').length
    const step = l.steps[i]!
    if (step.kind !== 'do') return
    const { state } = atDo(l, n)
    if (state.phase !== 'proving') return
    const left = state.proof!.bid - state.proof!.moves.length - 1
    for (const a of biddingEngine.legalActions(state, 0)) {
      if (!step.wrong?.some((w) => w.when(a, state))) continue
      const after = apply(state, 0, a)
      if (after.phase === 'proving') expect(fewest(after), `${l.id} step ${i + 1}: ${JSON.stringify(a)}`).toBeGreaterThan(left)
      else expect(after.last?.outcome, `${l.id} step ${i + 1}: ${JSON.stringify(a)}`).toBe('failed')
    }
  })
}

describe('Check Mates lessons teach what their deals hold (issue 32)', () => {
  test('every lesson: its card and board are the ones its words name, the fewest moves are its par of proof moves, and every explained wrong move falls short', () => {
    const dealt: Record<string, [string, string]> = {
      fifteen: ['c11', 'B.G/R.B/*GR'],
      rotations: ['c05', 'RG*/B.G/B.R'],
      bidding: ['c02', 'RBR/*.G/B.G'],
      chess: ['c07', 'RKq/..N/nQr'],
      blitz: ['c16', 'B*G/R.G/BR.'],
    }
    expect(checkmatesLessons.map((l) => l.id)).toEqual(Object.keys(dealt))
    for (const l of checkmatesLessons) {
      const { state } = atDo(l, 0)
      expect([state.card!.id, state.board]).toEqual(dealt[l.id])
      const moves = l.steps.filter((s) => s.kind === 'do' && s.solve(state).type === 'move').length
      expect(fewest(state)).toBe(moves)
      expect(solver.optimalFirstMoves(board(state), taskOf(state))).toMatchObject({ ok: true, value: [expect.anything()] })
      const end = atEnd(l)
      expect(end.last).toMatchObject({ outcome: 'proved', seat: 0, bid: moves })
      wrongMovesFallShort(l)
    }
  })

  test('the moves still needed after a wrong move are the ones its words say', () => {
    const said: [string, number, string, number][] = [
      ['fifteen', 1, 'b1-b2', 2],
      ['fifteen', 1, 'a3-b3', 3],
      ['bidding', 1, 'b3-b2', 3],
      ['chess', 1, 'b1-a2', 3],
      ['chess', 2, 'a1-b3', 3],
      ['blitz', 1, 'a2-b2', 2],
    ]
    for (const [id, n, move, more] of said) expect(fewest(apply(atDo(lesson(id), n).state, 0, { type: 'move', move })), `${id} ${move}`).toBe(more)
  })

  test('fifteen, CM-3: the red on a2 cannot step diagonally to b3; sliding back is a second move, not an undo, and the proof fails', () => {
    const { state } = atDo(lesson('fifteen'), 2)
    expect(state.board).toBe('B.G/.RB/*GR')
    const first = atDo(lesson('fifteen'), 1).state
    expect(biddingEngine.apply(first, 0, { type: 'move', move: 'a2-b3' })).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } })
    const back = apply(state, 0, { type: 'move', move: 'b2-a2' })
    expect(back.board).toBe('B.G/R.B/*GR')
    expect(back.last).toMatchObject({ outcome: 'failed', failure: 'outOfMoves' })
    expect(back.scores[0]!.penalties).toEqual(['c11'])
  })

  test('rotations, CM-5: the board shows the card mirrored, which does not count, so a bid of 0 fails on the spot; a1-b1 fits it turned 90°', () => {
    const { state } = atDo(lesson('rotations'), 0)
    const task = taskOf(state)
    expect(isSatisfied(board(state), mirrored(task))).toBe(true)
    expect(isSatisfied(board(state), task)).toBe(false)
    expect(apply(state, 0, { type: 'bid', moves: 0 }).last).toMatchObject({ outcome: 'failed', failure: 'zeroBid' })
    const end = atEnd(lesson('rotations'))
    expect(end.last?.rotation).toBe(90)
    expect(matchingRotations(board(end), task)).toEqual([90])
  })

  test('bidding, CM-8 and CM-10: under the other seat\'s 4 any bid from 0 to 3 may be made; the proof wins the card\'s point and the board stays (CM-9)', () => {
    const { state } = atDo(lesson('bidding'), 0)
    expect(state.standing).toMatchObject({ seat: 1, moves: 4 })
    expect(biddingEngine.legalActions(state, 0)).toEqual([0, 1, 2, 3].map((moves) => ({ type: 'bid', moves })))
    expect(fewest(state)).toBe(2)
    const end = atEnd(lesson('bidding'))
    expect(end.scores.map((s) => s.points)).toEqual([1, 0])
    expect(end.board).toBe('RB./*GR/B.G')
    // The wildcard on a2 is the card's blue.
    expect(board(end).cells[cellAt(0, 1)]).toBe('*')
  })

  test('chess, CM-4: the knight jumps, the king fits the black mark, a white queen does not; the card is met turned on its side', () => {
    const l = lesson('chess')
    const king = atDo(l, 1).state
    // The white queen reaches a2, but a white piece is no black mark: the line grows.
    const queen = apply(king, 0, { type: 'move', move: 'b1-a2' })
    expect(fewest(queen)).toBe(3)
    const rook = atDo(l, 2).state
    // A knight jumps whatever stands between: a1 to b3, past the king now on a2.
    expect(biddingEngine.legalActions(rook, 0)).toContainEqual({ type: 'move', move: 'a1-b3' })
    const end = atEnd(l)
    expect(makeBoard(board(end))).toBe('NRq/K../nQr')
    expect(end.last?.rotation).toBe(270)
  })

  test('blitz, CM-12: the 2-point deck deals two 2-point cards; the first proved is worth 2, and the second, played freely, needs 3 moves from where the proof left the board', () => {
    const l = lesson('blitz')
    expect(l.free).toBe(true)
    const { state } = atDo(l, 0)
    expect(state.totalCards).toBe(2)
    expect([state.card!.id, ...state.deck].map((id) => cardById(id)!.fifteen.points)).toEqual([2, 2])
    const end = atEnd(l)
    expect(end.scores[0]!.points).toBe(2)
    const next = biddingEngine.expire!(end, biddingEngine.deadline!(end)!)
    if (!next.ok) throw new Error(next.error.message)
    expect(next.value.state.card?.id).toBe('c18')
    expect(fewest(next.value.state)).toBe(3)
  })
})
