import type { Card } from '../cards'
import type { Engine, GameEvent, Seat } from '../engine'
import type { Bot, BotOptions } from './bot'
import { createExpertBot } from './expert/bot'
import type { AnyExpertSpec } from './expert/search'

export const BOT_LEVELS = ['random', 'easy', 'normal', 'hard', 'expert'] as const
/**
 * `random` picks uniformly among legal actions: the baseline for self-play. `expert` searches
 * over what it cannot see (card games only: a module offers it when it has an `expert` spec).
 */
export type BotLevel = (typeof BOT_LEVELS)[number]
/** The levels a game's own bot plays by rules of thumb; `expert` is the shared search. */
export type RuleLevel = Exclude<BotLevel, 'expert'>

/**
 * Everything the table host needs to seat people and bots at a game: the Check Mates bidding
 * game sits at the same table as the card games.
 */
export interface TableGameModule<Config, State, Action, View, E extends { type: string }> {
  engine: Engine<Config, State, Action, View, E>
  minSeats: number
  maxSeats: number
  defaultConfig(seats: number): Config
  createBot(seat: Seat, level: RuleLevel, seed: string): Bot<View, Action, E>
  /** The expert's search over this game; without one the game offers no expert level. */
  expert?: AnyExpertSpec
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
  /**
   * The open action that lets a window go by (Check!'s pass, Cheat's accept): what the table
   * does for a phone seat whose phone is away, so the others need not wait for it.
   */
  isPass?(action: Action): boolean
  /**
   * Private events the screen shows as a timed look and then releases (an opening look, a
   * power's peek). While one is on screen outside its viewer's turn the bots wait, so nothing
   * moves under a card being memorised.
   */
  isLook?(event: E): boolean
  /** The table's config from the app's settings and the lobby; defaultConfig(seats) when a game has no options. */
  tableConfig?(seats: number, options: TableOptions): Config
  /** What carries over into the next game at the same table: who deals it (CH-1's rotation, Checks' winner). */
  rematchConfig?(final: State): Partial<Config>
}

/**
 * Why `game` cannot be played by `seats` players, or null when its rules allow that many: every
 * caller asks this one question of the module's own bounds, so all refuse alike.
 */
export function seatCountProblem(game: string, module: Pick<AnyTableGameModule, 'minSeats' | 'maxSeats'>, seats: number): string | null {
  if (Number.isInteger(seats) && seats >= module.minSeats && seats <= module.maxSeats) return null
  const allowed = module.minSeats === module.maxSeats ? `exactly ${module.minSeats}` : `${module.minSeats} to ${module.maxSeats}`
  return `${game} is for ${allowed} players, not ${seats}`
}

/**
 * A card game adds what the self-play contract and the cross-game laws need.
 * `cardsOf` lists every card in the state, wherever it lies: the conservation check.
 */
export interface CardGameModule<Config, State, Action, View, E extends { type: string }>
  extends TableGameModule<Config, State, Action, View, E> {
  cardsOf(state: State): Card[]
  /** Game-specific self-play figures computed over the finished matches' final states. */
  selfplayStats(finals: readonly State[]): Record<string, unknown>
  /** The self-play speed figure's key: 'gamesPerSecond' unless one state is a match of several games. */
  selfplayRateKey?: 'gamesPerSecond' | 'matchesPerSecond'
}

/** What the app's settings and a table's lobby may change about a game. */
export interface TableOptions {
  /** Real-time window length (Check!'s matching window, Cheat's challenge window). */
  windowMs: number
  /** A shorter match, e.g. Four Down's target score. */
  target?: number
  /** Check Mates: which side of the tokens and cards, which blitz deck, how many cards (CM-10, CM-12). */
  side?: 'fifteen' | 'chess'
  deck?: 'all' | 'one-point' | 'two-point'
  cards?: number
}

export type AnyCardGameModule = CardGameModule<any, any, any, any, any>
export type AnyTableGameModule = TableGameModule<any, any, any, any, any>

export type { GameEvent }
export type { Bot, BotDecision, BotOptions } from './bot'

/** Whether a game seats this level: every game seats the rule levels, only some an expert. */
export function seatsLevel(module: AnyTableGameModule, level: BotLevel): boolean {
  return level !== 'expert' || module.expert !== undefined
}

/** The bot for one seat at any level; an expert only where `seatsLevel` says so (callers check first). */
export function createSeatBot(
  module: AnyTableGameModule,
  seat: Seat,
  level: BotLevel,
  seed: string,
  options: BotOptions = {},
): Bot<unknown, unknown, { type: string }> {
  if (level !== 'expert') return module.createBot(seat, level, seed)
  if (!module.expert) throw new Error(`${module.engine.id} has no expert player`)
  return createExpertBot(module.expert, seat, seed, options)
}
