import { describe, expect, test } from 'vitest'
import { rankOf, type Card } from '../../../cards'
import { cheatEngine, type CheatAction, type CheatState } from '../engine'
import { cheatLessons } from '.'

/**
 * What each Cheat lesson says happens on its deal, happening there: the cards its words name, the
 * lies it calls lies, the piles it counts. `shared/games/lessons.test.ts` checks only that every
 * move is legal; this checks that the lesson tells the truth about them.
 */
const lesson = (id: string) => cheatLessons.find((l) => l.id === id)!

/** The table as the lesson's step `say` finds it (every step before it played), or at its end. */
function at(id: string, say?: string): CheatState {
  const l = lesson(id)
  const dealt = cheatEngine.setup(l.config as never, l.seed)
  if (!dealt.ok) throw new Error(dealt.error.message)
  let state = dealt.value.state
  for (const step of l.steps) {
    if ((step.kind === 'do' || step.kind === 'read') && step.say === say) return state
    if (step.kind === 'read') continue
    if (step.kind === 'wait') state = settle(state)
    else state = play(state, step.kind === 'do' ? 0 : step.seat, step.kind === 'do' ? step.solve(state) : step.act(state))
  }
  if (say !== undefined) throw new Error(`${id} has no step ${say}`)
  return state
}

function play(state: CheatState, seat: number, action: CheatAction): CheatState {
  const r = cheatEngine.apply(state, seat, { ...action, at: 0 })
  if (!r.ok) throw new Error(r.error.message)
  return r.value.state
}

/** The window runs out (or a call is settled). */
function settle(state: CheatState): CheatState {
  const r = cheatEngine.expire!(state, cheatEngine.deadline!(state)!)
  if (!r.ok) throw new Error(r.error.message)
  return r.value.state
}

const ranks = (cards: readonly Card[]) => cards.map(rankOf)
const lastClaim = (s: CheatState) => s.pile.slice(-s.window!.count)

describe('Cheat lessons tell the truth about their deals (issue 32)', () => {
  test('claim (CH-1, CH-2): the learner opens with aces and holds the A♠ and A♦; at sevens they hold none and must bluff, and the one card stands', () => {
    const s = at('claim', 'aces')
    expect(s.turn).toBe(0)
    expect(s.hands[0]!.filter((c) => rankOf(c) === 'A').sort()).toEqual(['AD', 'AS'])
    expect(play(s, 0, { type: 'claim', cards: ['AS'], at: 0 }).hands[0]).toContain('AD')
    const bluff = at('claim', 'bluff')
    expect(bluff).toMatchObject({ turn: 0, required: '7' })
    expect(ranks(bluff.hands[0]!)).not.toContain('7')
    const end = at('claim')
    expect(end.hands[0]).toHaveLength(6)
    expect(end.lastReveal).toBeNull()
  })

  test('call (CH-3): "two aces" beside three aces in hand is a lie, and its claimant takes the pile; "one seven" is true, and calling it costs the learner all 6 cards', () => {
    const s = at('call', 'call')
    expect(s.window).toMatchObject({ claimant: 5, rank: 'A', count: 2 })
    expect(s.hands[0]!.filter((c) => rankOf(c) === 'A')).toHaveLength(3)
    expect(ranks(lastClaim(s))).not.toEqual(['A', 'A'])
    const twos = at('call', 'twos')
    expect(twos.lastReveal).toMatchObject({ honest: false, taker: 5, cards: ['AH', '2C'] })
    expect(twos.hands[0]).toContain('2H')
    const trust = at('call', 'trust')
    expect(trust.window).toMatchObject({ claimant: 5, rank: '7', count: 1 })
    expect(lastClaim(trust)).toEqual(['7H'])
    expect(trust.pile).toHaveLength(6)
    expect(ranks(trust.hands[0]!)).not.toContain('7')
    const called = settle(play(trust, 0, { type: 'call', at: 0 }))
    expect(called.lastReveal).toMatchObject({ honest: true, taker: 0 })
    expect(trust.hands[0]).toHaveLength(8)
    expect(called.hands[0]).toHaveLength(14)
  })

  test('last (CH-4): "four queens" on a last card waits for every answer; let go by all it would win, but the learner\'s Q♣ proves it a lie, and called, the 21-card pile goes back and play goes on', () => {
    expect(at('last', 'seven').hands[5]).toHaveLength(4)
    const s = at('last', 'call')
    expect(s.window).toMatchObject({ claimant: 5, rank: 'Q', count: 4, closesAt: null })
    expect(s.hands[5]).toEqual([])
    expect(s.hands[0]).toContain('QC')
    expect(cheatEngine.deadline!(s)).toBeNull()
    const letGo = [0, 1, 2, 3, 4].reduce((t, seat) => play(t, seat, { type: 'accept', at: 0 }), s)
    expect(letGo.winner).toBe(5)
    const end = at('last')
    expect(end.lastReveal).toMatchObject({ honest: false, taker: 5, cards: ['JC', 'JH', 'QD', 'KH'] })
    expect(end.hands[5]).toHaveLength(21)
    expect(end).toMatchObject({ winner: null, turn: 0, required: 'K' })
  })
})
