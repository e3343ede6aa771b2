import { describe, expect, test } from 'vitest'
import type { Card } from '../../../cards'
import type { Seat } from '../../../engine'
import type { LessonStep } from '../../lesson'
import { checkEngine as engine, handTotal } from '../engine'
import type { CheckAction, CheckState } from '../types'
import { checkLessons } from './index'

/**
 * Each lesson of Check! says what happens on its deal ("you drew the A♦", "it was the J♠", "10
 * points off your total"): these hold its deal to those words, and to the rulings it teaches.
 * `shared/games/lessons.test.ts` already checks that every move is legal where the lesson puts it.
 */

const lesson = (id: string) => {
  const found = checkLessons.find((l) => l.id === id)
  if (!found) throw new Error(`no lesson ${id}`)
  return found
}

/** The lesson's index of the `do` or `read` step saying `say`. */
const stepOf = (id: string, say: string): number => lesson(id).steps.findIndex((s) => 'say' in s && s.say === say)

function act(state: CheckState, seat: Seat, action: CheckAction): CheckState {
  const r = engine.apply(state, seat, { ...action, at: state.now })
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
  return r.value.state
}

/** The window's time runs out (Check!'s engine has a deadline and an expiry: the matching window). */
function timeUp(state: CheckState): CheckState {
  const r = engine.expire!(state, engine.deadline!(state) ?? Infinity)
  if (!r.ok) throw new Error(r.error.message)
  return r.value.state
}

function play(state: CheckState, step: LessonStep<CheckState, CheckAction>): CheckState {
  if (step.kind === 'read') return state
  if (step.kind === 'wait') return timeUp(state)
  return step.kind === 'do' ? act(state, 0, step.solve(state)) : act(state, step.seat, step.act(state))
}

/** The table where the lesson's step `say` begins, its steps before played as the lesson plays them. */
function at(id: string, say: string): CheckState {
  const l = lesson(id)
  const dealt = engine.setup(l.config as { seats: number; windowMs: number }, l.seed)
  if (!dealt.ok) throw new Error(dealt.error.message)
  return l.steps.slice(0, stepOf(id, say)).reduce(play, dealt.value.state)
}

/** The table after the lesson's step `say`, played by its own move (or the one given). */
function after(id: string, say: string, action?: CheckAction): CheckState {
  const before = at(id, say)
  const step = lesson(id).steps[stepOf(id, say)]!
  return action ? act(before, 0, action) : play(before, step)
}

const top = (s: CheckState): Card | undefined => s.discardPile.at(-1)
const mine = (s: CheckState) => handTotal(s.grids[0]!)

describe('Check! lessons do on their deals what they say', () => {
  test('look: the A♥ in place of the 9♠ takes 10 off, and a throw on the 9♠ misses with a penalty card', () => {
    expect(at('look', 'keep').turn.drawn).toBe('AH')
    expect(at('look', 'keep').grids[0]!.slice(2)).toEqual(['3S', '9S'])
    expect(mine(at('look', 'keep')) - mine(after('look', 'keep'))).toBe(10)
    expect(at('look', 'window').grids.flat().some((c) => c?.[0] === '9')).toBe(false)
    for (const slot of [0, 1, 2, 3]) expect(after('look', 'window', { type: 'match', slot }).grids[0]).toHaveLength(5)
  })

  test('draw (CK-3): the 10♥ is higher than both known cards, the 3♣ comes face up, and a card taken from the discard pile must be tucked', () => {
    const drew = at('draw', 'drop')
    expect(drew.turn.drawn).toBe('TH')
    expect(drew.grids[0]!.slice(2)).toEqual(['5H', '8S'])
    expect(top(at('draw', 'take'))).toBe('3C')
    // The wrong move's words: the pile would have given the 9♦.
    expect(after('draw', 'take', { type: 'draw', from: 'pile' }).turn.drawn).toBe('9D')
    const took = at('draw', 'put')
    expect(engine.apply(took, 0, { type: 'discard' })).toMatchObject({ ok: false, error: { code: 'MUST_TUCK' } })
    expect(mine(took) - mine(after('draw', 'put'))).toBe(5)
    expect(top(after('draw', 'put'))).toBe('8S')
  })

  test('match (CK-5): the discarder throws on their own card, then on the other player\'s; 17 points go', () => {
    const start = at('match', 'drop')
    expect(start.turn.drawn).toBe('8C')
    expect(start.grids[0]!.slice(2)).toEqual(['8H', '9C'])
    const own = after('match', 'throw')
    expect(own.grids[0]![2]).toBeNull()
    expect(top(own)).toBe('8H')
    const race = at('match', 'quick')
    expect(race.phase).toBe('window')
    expect(top(race)).toBe('9H')
    expect(race.turn.seat).toBe(1)
    const done = after('match', 'quick')
    expect(mine(start) - mine(done)).toBe(17)
    // Nobody else holds an 8 or a 9: the throws are the learner's to make.
    expect(start.grids[1]!.some((c) => c !== null && '89'.includes(c[0]!))).toBe(false)
  })

  test('match, the race (CK-5): once its five seconds are up the window closes with the 9♣ still in the grid, and a throw then is too late', () => {
    const race = at('match', 'quick')
    const deadline = engine.deadline!(race)!
    expect(deadline - race.now).toBe(5000)
    expect(engine.apply(race, 0, { type: 'match', slot: 3, at: deadline })).toMatchObject({ ok: false, error: { code: 'TOO_LATE' } })
    const late = timeUp(race)
    expect(late.grids[0]![3]).toBe('9C')
    expect(late.phase).toBe('turn')
  })

  test('penalty (CK-5): the guess misses with the J♠, a penalty card comes face down into a fifth place, and the window stays open', () => {
    const guess = at('penalty', 'guess')
    expect(top(guess)).toBe('9C')
    expect(guess.grids[0]!.slice(2)).toEqual(['AC', '7S'])
    // Nobody holds a 9: every throw on the 9♣ misses.
    expect(guess.grids.flat().some((c) => c?.[0] === '9')).toBe(false)
    const missed = after('penalty', 'guess')
    expect(missed.grids[0]).toEqual(['JS', 'TC', 'AC', '7S', 'TD'])
    expect(missed.phase).toBe('window')
    expect(engine.view(missed, 0).players[0]!.slots[4]).toBeNull()
    // The wrong moves' words: the 10♣ misses, the penalty card is the 10♦, and each brings another.
    expect(after('penalty', 'pass', { type: 'match', slot: 1 }).grids[0]).toHaveLength(6)
    expect(after('penalty', 'pass', { type: 'match', slot: 4 }).grids[0]!.slice(4)).toEqual(['TD', '7H'])
    // A pass is final, and the window closes once everyone has passed.
    expect(after('penalty', 'pass').phase).toBe('window')
    expect(at('penalty', 'learned').phase).toBe('turn')
  })

  test('king (CK-4, CK-6): the K♠ replaced acts once its window has closed; two looks find the Q♣ and the 2♠, and the swap takes 10 off', () => {
    expect(at('king', 'tuck').turn.drawn).toBe('AD')
    const tucked = after('king', 'tuck')
    expect(tucked.phase).toBe('window')
    expect(tucked.stack).toEqual([{ owner: 0, rank: 'K' }])
    const acting = at('king', 'peekMine')
    expect(acting.ability).toMatchObject({ owner: 0, rank: 'K', stage: 'peek', peeksLeft: 2 })
    expect(acting.grids[0]![0]).toBe('QC')
    expect(acting.grids[1]![0]).toBe('2S')
    const swapped = after('king', 'swap')
    expect(mine(acting) - mine(swapped)).toBe(10)
    expect(handTotal(swapped.grids[1]!) - handTotal(acting.grids[1]!)).toBe(10)
    // The other seat holds no king to throw on the K♠.
    expect(acting.grids[1]!.some((c) => c?.[0] === 'K')).toBe(false)
  })

  test('king (CK-4): a king drawn and discarded at once does nothing — the other seat draws the K♣ next', () => {
    const drew = act(after('king', 'swap'), 1, { type: 'draw', from: 'pile' })
    expect(drew.turn.drawn).toBe('KC')
    const window = act(drew, 1, { type: 'discard' })
    expect(window.stack).toEqual([])
    expect(timeUp(window).phase).toBe('turn')
  })

  test('queen (CK-4): the drawn Q♥ discarded does nothing, the Q♣ thrown on it acts; the look finds the 2♠ and the swap takes 7 more off', () => {
    const drew = at('queen', 'drop')
    expect(drew.turn.drawn).toBe('QH')
    expect(drew.grids[0]!.slice(2)).toEqual(['9D', 'QC'])
    expect(after('queen', 'drop').stack).toEqual([])
    // The wrong tuck: the Q♣ acts, but the Q♥ keeps its 12 points in the grid.
    const tucked = after('queen', 'drop', { type: 'tuck', slot: 3 })
    expect(tucked.stack).toEqual([{ owner: 0, rank: 'Q' }])
    expect(tucked.grids[0]![3]).toBe('QH')
    const acting = after('queen', 'throw')
    expect(acting.ability).toMatchObject({ owner: 0, rank: 'Q', stage: 'peek', peeksLeft: 1 })
    expect(mine(drew) - mine(acting)).toBe(12)
    expect(acting.grids[1]![0]).toBe('2S')
    expect(mine(acting) - mine(after('queen', 'swap'))).toBe(7)
  })

  test('jack (CK-4): the J♦ replaced gives a swap and no look, and the K♦ swapped for any of the other seat\'s cards takes at least 8 off', () => {
    expect(at('jack', 'tuck').turn.drawn).toBe('3H')
    expect(at('jack', 'tuck').grids[0]!.slice(2)).toEqual(['JD', 'KD'])
    const acting = at('jack', 'swap')
    expect(acting.ability).toMatchObject({ owner: 0, rank: 'J', stage: 'swap', peeksLeft: 0 })
    for (let slot = 0; slot < 4; slot++) {
      const swapped = act(acting, 0, { type: 'swap', a: { seat: 0, slot: 3 }, b: { seat: 1, slot } })
      expect(mine(acting) - mine(swapped)).toBeGreaterThanOrEqual(8)
    }
    // The wrong tuck over the king: 10 off, and the jack stays, its swap unused.
    const overKing = after('jack', 'tuck', { type: 'tuck', slot: 3 })
    expect(mine(at('jack', 'tuck')) - mine(overKing)).toBe(10)
    expect(overKing.grids[0]![2]).toBe('JD')
  })

  test('check (CK-7, CK-10): the call locks the learner and leaves the other seat one final turn, and none it can play beats the learner', () => {
    expect(at('check', 'tuck').turn.drawn).toBe('3S')
    expect(at('check', 'tuck').grids[0]!.slice(2)).toEqual(['AC', 'AS'])
    const calling = at('check', 'call')
    expect(calling.turn.seat).toBe(0)
    // Drawing first gives up the call for this turn.
    expect(engine.legalActions(after('check', 'call', { type: 'draw', from: 'pile' }), 0)).not.toContainEqual({ type: 'check' })
    const called = after('check', 'call')
    expect(called.locked[0]).toBe(true)
    expect(called.turn).toMatchObject({ seat: 1, final: true })
    expect(called.finalTurns).toEqual([])
    // Every final turn the other seat can play, to the end: the learner wins every time.
    const ends: CheckState[] = []
    const explore = (s: CheckState, depth: number): void => {
      if (s.end) return void ends.push(s)
      if (depth > 12) throw new Error('the final turn runs on')
      const moves = engine.legalActions(s, 1)
      if (moves.length === 0) return explore(timeUp(s), depth + 1)
      for (const m of moves) explore(act(s, 1, m), depth + 1)
    }
    explore(called, 0)
    expect(ends.length).toBeGreaterThan(10)
    for (const end of ends) {
      expect(end.end?.reason).toBe('final-turns')
      expect(end.end?.winners).toEqual([0])
    }
  })
})
