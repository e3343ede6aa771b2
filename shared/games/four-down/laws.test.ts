import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cardsIn, FULL_DECK, type Card } from '../../cards'
import type { GameEvent, Seat } from '../../engine'
import { assertCardGameLaws } from '../../../tests/unit/card-game-laws'
import { cardsOfFourDown, fourDownEngine as engine, type FourDownAction, type FourDownEvent, type FourDownState } from './engine'
import { fourDownGame } from './index'

const SORTED_DECK = [...FULL_DECK].sort()

/** Actions that look plausible but break a rule somewhere: wrong slots, wrong seats, wrong phase. */
function temptations(s: FourDownState, seat: Seat): unknown[] {
  const other = (seat + 1) % s.config.seats
  const beyond = Math.max(...s.rows.map((r) => r.length)) + 1
  return [
    { type: 'draw', from: 'stock' },
    { type: 'draw', from: 'discard' },
    { type: 'call' },
    { type: 'discard' },
    { type: 'replace', slot: beyond },
    { type: 'replace', slot: -1 },
    { type: 'replace', slot: 0.5 },
    { type: 'look', target: { seat, slot: 0 } },
    { type: 'look', target: { seat: other, slot: 0 } },
    { type: 'look', target: { seat: s.config.seats, slot: 0 } },
    { type: 'swap', a: { seat, slot: 0 }, b: { seat, slot: 0 } },
    { type: 'swap', a: { seat, slot: 0 }, b: { seat: other, slot: beyond } },
    { type: 'match', target: { seat: other, slot: beyond } },
    { type: 'match', target: null },
    { type: 'handOver', slot: 0 },
    { type: 'handOver', slot: beyond },
    { type: 'pass' },
    null,
  ]
}

/** A swap is listed once but may name its two cards in either order. */
const isLegal = (legal: readonly FourDownAction[], a: unknown): boolean => {
  const keys = [JSON.stringify(a)]
  if (a && typeof a === 'object' && (a as FourDownAction).type === 'swap') {
    const { a: x, b: y } = a as { a: unknown; b: unknown }
    keys.push(JSON.stringify({ type: 'swap', a: y, b: x }))
  }
  return legal.some((l) => keys.includes(JSON.stringify(l)))
}

interface WalkResult {
  breaches: string[]
  rounds: number
}

/** Plays `choices` through legal actions, trying illegal ones along the way, and checks the laws. */
function walk(seats: number, seed: string, target: number, choices: readonly number[]): WalkResult {
  const breaches: string[] = []
  const setup = engine.setup({ seats, target }, seed)
  if (!setup.ok) return { breaches: [setup.error.message], rounds: 0 }
  let state = setup.value.state
  const viewers: (Seat | 'public')[] = [...Array.from({ length: seats }, (_, i) => i), 'public']
  const shown = new Map(viewers.map((v) => [v, new Set<Card>()]))
  const record = (events: GameEvent<FourDownEvent>[]): void => {
    for (const e of events) for (const v of viewers) if (e.to === 'all' || e.to === v) cardsIn(e.event, shown.get(v))
  }
  const check = (label: string): void => {
    if (JSON.stringify(cardsOfFourDown(state).sort()) !== JSON.stringify(SORTED_DECK)) breaches.push(`${label}: the pack is not whole`)
    for (const v of viewers) {
      const seen = shown.get(v) as Set<Card>
      const leaked = [...cardsIn(engine.view(state, v))].filter((c) => !seen.has(c))
      if (leaked.length) breaches.push(`${label}: ${v} sees ${leaked.join(' ')} it was never shown`)
    }
  }
  record(setup.value.events)
  check('setup')
  for (const [step, choice] of choices.entries()) {
    if (engine.outcome(state) !== null) break
    const seat = state.turn
    const legal = engine.legalActions(state, seat)
    if (legal.length === 0) breaches.push(`step ${step}: seat ${seat} has nothing to do`)
    for (let other = 0; other < seats; other++)
      if (other !== seat && engine.legalActions(state, other).length) breaches.push(`step ${step}: seat ${other} may act out of turn`)
    const before = JSON.stringify(state)
    for (const bad of [...temptations(state, seat), ...legal.slice(0, 3).map((a) => ({ s: (seat + 1) % seats, a }))]) {
      const [who, action] = bad && typeof bad === 'object' && 's' in bad ? [(bad as unknown as { s: Seat }).s, (bad as unknown as { a: unknown }).a] : [seat, bad]
      if (who === seat && isLegal(legal, action)) continue
      const r = engine.apply(state, who, action as FourDownAction)
      if (r.ok) breaches.push(`step ${step}: ${JSON.stringify(action)} by ${who} was accepted but is not legal`)
      else if (!r.error.code || !r.error.message) breaches.push(`step ${step}: an error without code or words`)
    }
    if (JSON.stringify(state) !== before) breaches.push(`step ${step}: a refused action changed the state`)
    const action = legal[choice % legal.length] as FourDownAction
    const r = engine.apply(state, seat, action)
    if (JSON.stringify(state) !== before) breaches.push(`step ${step}: apply changed its input`)
    if (!r.ok) {
      breaches.push(`step ${step}: legal ${JSON.stringify(action)} refused: ${r.error.code}`)
      break
    }
    state = r.value.state
    record(r.value.events)
    check(`step ${step}`)
    if (breaches.length > 5) break
  }
  return { breaches, rounds: state.history.length }
}

describe('Four Down laws over random games', () => {
  test('conservation, illegal actions change nothing, legal actions are accepted, no leaks', () => {
    let rounds = 0
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.string(),
        fc.integer({ min: 10, max: 60 }),
        // Calls are one option in three before a draw, so random games turn over rounds quickly.
        fc.array(fc.nat(), { minLength: 50, maxLength: 300 }),
        (seats, seed, target, choices) => {
          const r = walk(seats, seed, target, choices)
          rounds += r.rounds
          expect(r.breaches).toEqual([])
        },
      ),
      { numRuns: 120 },
    )
    expect(rounds).toBeGreaterThan(120)
  })

  test('the shared card-game laws hold over whole seeded matches', () => {
    assertCardGameLaws(fourDownGame, {
      seats: [2, 3, 4],
      games: 40,
      junk: [
        null,
        'call',
        { type: 'pass' },
        { type: 'draw', from: 'hat' },
        { type: 'replace', slot: 'first' },
        { type: 'look', target: { seat: 9, slot: 0 } },
        { type: 'swap', a: { seat: 0, slot: 0 } },
        { type: 'match', target: { seat: 0, slot: 99 } },
        { type: 'handOver', slot: -1 },
      ],
    })
  })
})
