import { describe, expect, test } from 'vitest'
import type { Card } from '../../../cards'
import { fourDownEngine, rowTotal, type FourDownAction, type FourDownState } from '../engine'
import { fourDownLessons } from '.'

/**
 * What each Four Down lesson says happens on its deal, happening there: the cards its words name,
 * what its wrong moves do, the totals it quotes. `shared/games/lessons.test.ts` checks only that
 * every move is legal; this checks that the lesson tells the truth about them.
 */
const lesson = (id: string) => fourDownLessons.find((l) => l.id === id)!

/** The table as the lesson's step `say` (a key of a step) finds it: every step before it played. */
function at(id: string, say?: string): FourDownState {
  const l = lesson(id)
  const dealt = fourDownEngine.setup(l.config as never, l.seed)
  if (!dealt.ok) throw new Error(dealt.error.message)
  let state = dealt.value.state
  for (const step of l.steps) {
    if ((step.kind === 'do' || step.kind === 'read') && step.say === say) return state
    if (step.kind === 'read' || step.kind === 'wait') continue
    state = play(state, step.kind === 'do' ? 0 : step.seat, step.kind === 'do' ? step.solve(state) : step.act(state))
  }
  if (say !== undefined) throw new Error(`${id} has no step ${say}`)
  return state
}

function play(state: FourDownState, seat: number, action: FourDownAction): FourDownState {
  const r = fourDownEngine.apply(state, seat, action)
  if (!r.ok) throw new Error(r.error.message)
  return r.value.state
}

const top = (pile: Card[]) => pile[pile.length - 1]

describe('Four Down lessons tell the truth about their deals (issue 32)', () => {
  test('look (FD-2, FD-3): the Q♣ and 2♥ seen; the 2♠ on the pile, the K♠ under it in the stock; keeping the 2♠ for the Q♣ takes the known cards from 14 to 4', () => {
    const s = at('look', 'take')
    expect(s.turn).toBe(0)
    expect(s.rows[0]!.slice(0, 2)).toEqual(['QC', '2H'])
    expect(top(s.discard)).toBe('2S')
    expect(top(s.stock)).toBe('KS')
    const keep = at('look', 'keep')
    expect(play(keep, 0, { type: 'replace', slot: 1 }).rows[0]![0]).toBe('QC')
    const end = at('look')
    expect(rowTotal(end.rows[0]!.slice(0, 2))).toBe(4)
    expect(top(end.discard)).toBe('KS')
  })

  test('powers (FD-4): the pile card has no power; the 8♣ shows card 3, the K♥; the Q♥ swaps it for a card of the other row, every one worth less', () => {
    const s = at('powers', 'draw')
    expect(top(s.discard)).toBe('TC')
    expect(fourDownEngine.legalActions(play(s, 0, { type: 'draw', from: 'discard' }), 0).every((a) => a.type === 'replace')).toBe(true)
    const look = at('powers', 'look')
    expect(look.drawn?.card).toBe('8C')
    expect(look.rows[0]![2]).toBe('KH')
    const swap = at('powers', 'swap')
    expect(swap.drawn?.card).toBe('QH')
    expect(swap.rows[1]!.every((c) => rowTotal([c]) < 13)).toBe(true)
    expect(rowTotal(play(swap, 0, { type: 'replace', slot: 2 }).rows[0]!)).toBe(rowTotal(swap.rows[0]!) - 1)
    expect(at('powers').rows[1]![3]).toBe('KH')
  })

  test('match (FD-5): the 10♥ takes the 10♠ out; replacing changes nothing; a wrong match shows the card and adds a penalty card in a fifth place', () => {
    const s = at('match', 'match')
    expect(s.drawn?.card).toBe('TH')
    expect(s.rows[0]![1]).toBe('TS')
    expect(s.rows.flat().filter((c) => c?.[0] === 'T')).toEqual(['TS'])
    expect(rowTotal(play(s, 0, { type: 'replace', slot: 1 }).rows[0]!)).toBe(rowTotal(s.rows[0]!))
    const missed = play(s, 0, { type: 'match', target: { seat: 0, slot: 2 } })
    expect(missed.rows[0]).toHaveLength(5)
    expect(missed.rows[0]![4]).toBe(top(s.stock))
    expect(at('match').rows[0]![1]).toBeNull()
  })

  test("give (FD-4, FD-5): the 9♠ shows the other row's 10♠, the 10♦ matches it, and the Q♥ handed over leaves the learner's place empty", () => {
    expect(at('give', 'look').drawn?.card).toBe('9S')
    expect(at('give', 'look').rows[1]![0]).toBe('TS')
    const s = at('give', 'match')
    expect(top(s.discard)).toBe('JC')
    expect(s.drawn?.card).toBe('TD')
    expect(s.rows[0]!.some((c) => c?.[0] === 'T')).toBe(false)
    expect(play(s, 0, { type: 'match', target: { seat: 0, slot: 0 } }).rows[0]).toHaveLength(5)
    expect(s.rows[0]![0]).toBe('QH')
    const end = at('give')
    expect(end.rows[1]![0]).toBe('QH')
    expect(end.rows[0]![0]).toBeNull()
  })

  test('call (FD-6): card 3 was the 4♥, the other row throws out the A♦, the call gives it one last turn and the round ends 5 to 24', () => {
    expect(top(at('call', 'take2').discard)).toBe('AD')
    expect(at('call', 'take2').discard).toContain('4H')
    const s = at('call', 'call')
    expect(s.rows[0]).toEqual(['AC', '2H', 'AH', 'AD'])
    expect(play(s, 0, { type: 'draw', from: 'stock' }).drawn?.card).toBe('QD')
    const end = at('call')
    expect(end.history[0]).toMatchObject({ caller: 0, endedBy: 'call', scores: [5, 24] })
    expect(end.lastRows![1]![0]).toBe('QD')
  })

  test('score (FD-7): the round ends 11 to 14 and, short of 30, the match plays on into the free game', () => {
    expect(at('score', 'match').drawn?.card).toBe('6S')
    expect(at('score', 'match').rows[0]![1]).toBe('6C')
    const end = at('score')
    expect(end.history[0]).toMatchObject({ caller: 1, endedBy: 'call', scores: [11, 14] })
    expect(end.totals).toEqual([11, 14])
    expect(end.phase).not.toBe('over')
    expect(end.round).toBe(2)
  })
})
