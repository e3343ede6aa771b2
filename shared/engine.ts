import { nextInt, type RngState } from './random'
import { err, type Result } from './result'

/** Seats are numbered from 0 clockwise. */
export type Seat = number

/**
 * Why an action was refused: the code the screen words for a player (each game lists its own
 * codes), the values those words need, and the same in an English sentence for logs and the
 * command line.
 */
export interface EngineError<Code extends string = string> {
  code: Code
  message: string
  params?: Record<string, string | number>
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

/** What setup, apply and expire answer: the next state and what happened, or a refusal. */
export type Step<State, E = { type: string }, Code extends string = string> = Result<Applied<State, E>, EngineError<Code>>

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
export interface Engine<Config, State, Action, View, E = { type: string }, Code extends string = string> {
  /** The game's id, as its descriptor gives it (the registry, shared/games/registry.ts). */
  id: string
  /** The deal itself yields events (deal animation, an opening look sent to its owner only). */
  setup(config: Config, seed: string): Step<State, E, Code>
  legalActions(state: State, seat: Seat): Action[]
  /**
   * Refusals come in one order in every game: a finished game first (GAME_OVER), then a seat that
   * is not at the table (BAD_SEAT), then an action the game does not know (BAD_ACTION), and only
   * then the game's own rules.
   */
  apply(state: State, seat: Seat, action: Action): Step<State, E, Code>
  /** Only what `viewer` may know: face-down cards as null faces, no deck order, no rng state. */
  view(state: State, viewer: Seat | 'public'): View
  outcome(state: State): Outcome | null
  /**
   * Real-time games only: the moment the host must call `expire` (a matching window, a challenge
   * window, a bidding count), or null when nothing is pending. Actions of such games carry `at`,
   * stamped by the host's clock, never trusted from the renderer.
   */
  deadline?(state: State): number | null
  expire?(state: State, now: number): Step<State, E, Code>
}

/** A refusal: the engine answers an illegal action with it and leaves the state as it was. */
export type Refusal<Code extends string = string> = { ok: false; error: EngineError<Code> }

export function fail<Code extends string>(code: Code, message: string, params?: Record<string, string | number>): Refusal<Code> {
  return err(params ? { code, message, params } : { code, message })
}

/** Whether `seat` is one of a table's `seats` seats: a whole number from 0 up to `seats - 1`. */
export function isSeatOf(seats: number, seat: unknown): seat is Seat {
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < seats
}

/**
 * The dealer a config names, or, when it names none, one drawn by lot from `rng` (which then
 * advances); null when the named one is not a seat.
 */
export function dealerByLot(dealer: unknown, seats: number, rng: RngState): [Seat, RngState] | null {
  if (dealer === undefined) return nextInt(rng, seats)
  return isSeatOf(seats, dealer) ? [dealer, rng] : null
}

/**
 * A deep copy of plain JSON data (a state): the working copy a step may change freely, so that a
 * refusal anywhere leaves the caller's state untouched. The card games copy their states field by
 * field instead, sharing what a step does not change: their experts copy states by the million,
 * and a walk that fits every shape takes dozens of times as long.
 */
export function copyPlain<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length)
    for (let i = 0; i < value.length; i++) out[i] = copyPlain(value[i])
    return out as T
  }
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value)) out[key] = copyPlain((value as Record<string, unknown>)[key])
  return out as T
}

/** Events a seat may see, in order. */
export function eventsFor<E>(events: readonly GameEvent<E>[], seat: Seat | 'public'): E[] {
  return events.filter((e) => e.to === 'all' || e.to === seat).map((e) => e.event)
}
