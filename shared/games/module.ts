import type { Card } from '../cards'
import type { Engine, GameEvent, Seat } from '../engine'

export const BOT_LEVELS = ['random', 'easy', 'normal', 'hard'] as const
/** `random` picks uniformly among legal actions: the baseline for self-play. */
export type BotLevel = (typeof BOT_LEVELS)[number]

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
}

/**
 * Everything the host, the CLI and the cross-game tests need to know about one card game.
 * `cardsOf` lists every card in the state, wherever it lies: the conservation check.
 */
export interface CardGameModule<Config, State, Action, View, E extends { type: string }> {
  engine: Engine<Config, State, Action, View, E>
  minSeats: number
  maxSeats: number
  defaultConfig(seats: number): Config
  cardsOf(state: State): Card[]
  createBot(seat: Seat, level: BotLevel, seed: string): Bot<View, Action, E>
  /** Game-specific self-play figures computed over the finished matches' final states. */
  selfplayStats(finals: readonly State[]): Record<string, unknown>
  /** The self-play speed figure's key: 'gamesPerSecond' unless one state is a match of several games. */
  selfplayRateKey?: 'gamesPerSecond' | 'matchesPerSecond'
  /**
   * The one seat whose private decision the game is waiting on (its turn, its ability), or null
   * while the table is open to everyone (a matching or challenge window) or over. At a screen
   * shared by several people this is the host's cue for a hand-over screen.
   */
  actingSeat(state: State): Seat | null
  /**
   * Actions any seat may take at once in an open window (throw a match, pass, call Cheat). They
   * carry no secrets, so the screen may offer them on every human seat's keys.
   */
  isOpenAction(action: Action): boolean
  /** The table's config from the app's settings; defaultConfig(seats) when a game has no such options. */
  tableConfig?(seats: number, options: TableOptions): Config
}

/** What the app's settings and a table's lobby may change about a game. */
export interface TableOptions {
  /** Real-time window length (Check!'s matching window, Cheat's challenge window). */
  windowMs: number
  /** A shorter match, e.g. Four Down's target score. */
  target?: number
}

export type AnyCardGameModule = CardGameModule<any, any, any, any, any>

export type { GameEvent }
