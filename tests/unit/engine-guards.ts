import type { Engine, Seat } from '../../shared/engine'

// Any engine's own types.
type AnyEngine = Engine<any, any, any, any, any, any>

/** A game in play and the same game finished, with one action that was legal in play. */
export interface GuardCase {
  engine: AnyEngine
  seats: number
  /** A game in play (its first state will do). */
  state: unknown
  /** An action some seat could take in `state`. */
  legal: unknown
  /** A finished game of the same engine. */
  over: unknown
}

const JUNK = { type: 'no such thing' }

const code = (engine: AnyEngine, state: unknown, seat: Seat, action: unknown): string | null => {
  const r = engine.apply(state, seat, action)
  return r.ok ? null : r.error.code
}

/**
 * Which refusal an action with several faults gets must not depend on the game: every engine
 * checks that the game is not over (GAME_OVER), then the seat (BAD_SEAT), then that it knows the
 * action (BAD_ACTION), and only then its rules. Returns each departure from that order, in words.
 */
export function guardOrderProblems({ engine, seats, state, legal, over }: GuardCase): string[] {
  const problems: string[] = []
  const expect = (got: string | null, want: string, what: string) => {
    if (got !== want) problems.push(`${what}: ${got ?? 'accepted'} instead of ${want}`)
  }
  expect(code(engine, over, 99, JUNK), 'GAME_OVER', 'a finished game, a seat not at the table and an unknown action')
  expect(code(engine, over, 0, legal), 'GAME_OVER', 'a finished game and an action that was legal in play')
  for (const seat of [seats, -1, 0.5]) {
    expect(code(engine, state, seat, JUNK), 'BAD_SEAT', `seat ${seat} with an unknown action`)
    expect(code(engine, state, seat, legal), 'BAD_SEAT', `seat ${seat} with a legal action`)
  }
  for (let seat = 0; seat < seats; seat++) {
    expect(code(engine, state, seat, JUNK), 'BAD_ACTION', `seat ${seat} with an unknown action`)
    expect(code(engine, state, seat, null), 'BAD_ACTION', `seat ${seat} with null`)
  }
  return problems
}
