import { describe, expect, test } from 'vitest'
import type { Engine, Seat } from '../engine'
import { checkmatesBidding } from '../checkmates/bidding-module'
import { defaultSoloConfig, soloEngine } from '../checkmates/solo'
import { cheatGame, type CheatState } from './cheat'
import { checkGame, type CheckState } from './check'
import { checksGame, FANS, type ChecksState } from './checks'
import { fourDownGame, type FourDownState } from './four-down'
import type { BiddingState } from '../checkmates/bidding'
import type { SoloState } from '../checkmates/solo'

type AnyEngine = Engine<unknown, unknown, unknown, unknown>

/** Each engine with a started game, its seat count, a legal action, and the same game finished. */
interface Case {
  engine: AnyEngine
  seats: number
  state: unknown
  legal: unknown
  over: unknown
}

function started(engine: AnyEngine, config: unknown, seats: number, finish: (state: never) => unknown): Case {
  const setup = engine.setup(config, 'guards')
  if (!setup.ok) throw new Error(setup.error.message)
  const state = setup.value.state
  const seat = Array.from({ length: seats }, (_, s) => s).find((s) => engine.legalActions(state, s).length > 0) ?? 0
  return { engine, seats, state, legal: engine.legalActions(state, seat)[0] ?? { type: 'quit', at: 0 }, over: finish(state as never) }
}

const cases: Record<string, () => Case> = {
  'Check!': () => started(checkGame.engine, checkGame.defaultConfig(3), 3, (s: CheckState) => ({ ...s, phase: 'over' })),
  'Four Down': () => started(fourDownGame.engine, fourDownGame.defaultConfig(3), 3, (s: FourDownState) => ({ ...s, phase: 'over' })),
  Cheat: () => started(cheatGame.engine, cheatGame.defaultConfig(3), 3, (s: CheatState) => ({ ...s, winner: 1 })),
  Checks: () => started(checksGame.engine, checksGame.defaultConfig(2), 2, (s: ChecksState) => ({ ...s, active: [FANS, FANS] })),
  'Check Mates bidding': () =>
    started(checkmatesBidding.engine, checkmatesBidding.defaultConfig(3), 3, (s: BiddingState) => ({ ...s, phase: 'over' })),
  'Check Mates solo': () => started(soloEngine as AnyEngine, defaultSoloConfig('fifteen', 'all', true), 1, (s: SoloState) => ({ ...s, phase: 'over' })),
}

const code = (engine: AnyEngine, state: unknown, seat: Seat, action: unknown): string | null => {
  const r = engine.apply(state, seat, action)
  return r.ok ? null : r.error.code
}

// Which refusal an action with several faults gets must not depend on the game: game over, then
// the seat, then the action.
describe.each(Object.keys(cases))('%s refuses in the one order every engine keeps', (name) => {
  const junk = { type: 'no such thing' }

  test('a finished game says GAME_OVER, whatever the seat and the action', () => {
    const { engine, over, legal } = cases[name]!()
    expect(code(engine, over, 99, junk)).toBe('GAME_OVER')
    expect(code(engine, over, 0, legal)).toBe('GAME_OVER')
  })

  test('then a seat that is not at the table says BAD_SEAT, even with an action it knows', () => {
    const { engine, state, seats, legal } = cases[name]!()
    for (const seat of [seats, -1, 0.5]) {
      expect(code(engine, state, seat, junk)).toBe('BAD_SEAT')
      expect(code(engine, state, seat, legal)).toBe('BAD_SEAT')
    }
  })

  test('then an action the game does not know says BAD_ACTION, from any seat', () => {
    const { engine, state, seats } = cases[name]!()
    for (let seat = 0; seat < seats; seat++) {
      expect(code(engine, state, seat, junk)).toBe('BAD_ACTION')
      expect(code(engine, state, seat, null)).toBe('BAD_ACTION')
    }
  })
})
