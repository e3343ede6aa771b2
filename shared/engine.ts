import type { Result } from './result'

/** Seats are numbered from 0 clockwise. */
export type Seat = number

/** Machine-readable reason plus a sentence a player understands. */
export interface EngineError {
  code: string
  message: string
}

/** Something that happened; `to` is 'all' for public events or the one seat allowed to see it. */
export interface GameEvent<E = { type: string }> {
  to: Seat | 'all'
  event: E
}

export interface Applied<State, E = { type: string }> {
  state: State
  events: GameEvent<E>[]
}

/** Final standing: ranks per seat (0 = winner; equal ranks are shared places) and optional scores. */
export interface Outcome {
  winners: Seat[]
  scores: number[]
  /** Seats that cannot win (Check! disqualification); empty for most games. */
  disqualified: Seat[]
}

/**
 * Every game is an object of pure functions over plain JSON state. Engines never throw on input:
 * an illegal action returns an error and the state is left as it was.
 */
export interface Engine<Config, State, Action, View, E = { type: string }> {
  /** The game's id, as its descriptor gives it (the registry, shared/games/registry.ts). */
  id: string
  /** The deal itself yields events (deal animation, an opening look sent to its owner only). */
  setup(config: Config, seed: string): Result<Applied<State, E>, EngineError>
  legalActions(state: State, seat: Seat): Action[]
  apply(state: State, seat: Seat, action: Action): Result<Applied<State, E>, EngineError>
  /** Only what `viewer` may know: face-down cards as null faces, no deck order, no rng state. */
  view(state: State, viewer: Seat | 'public'): View
  outcome(state: State): Outcome | null
  /**
   * Real-time games only: the moment the host must call `expire` (a matching window, a challenge
   * window, a bidding count), or null when nothing is pending. Actions of such games carry `at`,
   * stamped by the host's clock, never trusted from the renderer.
   */
  deadline?(state: State): number | null
  expire?(state: State, now: number): Result<Applied<State, E>, EngineError>
}

/** Events a seat may see, in order. */
export function eventsFor<E>(events: readonly GameEvent<E>[], seat: Seat | 'public'): E[] {
  return events.filter((e) => e.to === 'all' || e.to === seat).map((e) => e.event)
}
