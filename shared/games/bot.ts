// What a computer player is to the table, apart from any game: the table's module (module.ts)
// makes one per seat, and the expert (expert/bot.ts) is one that may think on another thread.
import type { GameId } from '../engine'

/** A bot's choice and how long a person at that level would take to make it. */
export interface BotDecision<Action> {
  action: Action
  delayMs: number
}

/**
 * A computer player for one seat. It sees exactly what a human in that seat would: its own views
 * and the events addressed to it or to all. Its memory is its own business (kept inside the bot).
 */
export interface Bot<View, Action, E> {
  observe(view: View, events: readonly E[]): void
  /** `legal` is the seat's legal actions now; null means "nothing to do / wait". */
  decide(view: View, legal: readonly Action[], now: number): BotDecision<Action> | null
  /**
   * A bot that searches (expert) answers the same question off the caller's thread when it was
   * given a thinker. The answer may come after the table moved on: the caller checks it against
   * the legal actions of that moment. `delayMs` counts from `now`, thinking time included.
   */
  think?(view: View, legal: readonly Action[], now: number): Promise<BotDecision<Action> | null>
}

/** Where a searching bot may send its question: the app's worker thread. */
export interface BotOptions {
  think?: (request: ThinkRequest) => Promise<ThinkAnswer>
  /** Playouts per decision on the calling thread, instead of the game's own figure. */
  playouts?: number
  /** Self-play's stopwatch: told how long each search on the calling thread took, in ms. */
  timing?: { now(): number; record(ms: number): void }
}

/** What the expert sends to a thinking thread: its own knowledge and view, nothing more. */
export interface ThinkRequest {
  game: GameId
  /** Which bot asks: a newer question from the same bot makes an older one still waiting moot. */
  asker: string
  knowledge: unknown
  view: unknown
  legal: unknown[]
  seed: number
}

/** A thinking thread's answer: the index into the request's `legal`, or −1 to wait. */
export interface ThinkAnswer {
  index: number
  playouts: number
}
