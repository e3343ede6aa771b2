import type { Card } from '../cards'
import type { Task } from '../checkmates/model'
import type { Engine, GameEvent, Seat } from '../engine'
import type { Bot, BotOptions } from './bot'
import type { Lesson } from './lesson'
import { offersLevel, SEAT_LEVELS, type GameDescriptor, type GameOption, type OptionValues } from './descriptor'
import { createExpertBot } from './expert/bot'
import type { AnyExpertSpec } from './expert/search'

export const BOT_LEVELS = ['random', ...SEAT_LEVELS] as const
/**
 * `random` picks uniformly among legal actions: the baseline for self-play. `expert` searches
 * over what it cannot see (card games only: a module offers it when it has an `expert` spec).
 */
export type BotLevel = (typeof BOT_LEVELS)[number]
/** The levels a game's own bot plays by rules of thumb; `expert` is the shared search. */
export type RuleLevel = Exclude<BotLevel, 'expert'>

/**
 * Everything the table host needs to seat people and bots at a game: the Check Mates bidding
 * game sits at the same table as the card games. `game` is the game's descriptor, the data every
 * other part reads (descriptor.ts).
 */
export interface TableGameModule<Config, State, Action, View, E extends { type: string }, D extends GameDescriptor = GameDescriptor> {
  game: D
  engine: Engine<Config, State, Action, View, E>
  /** Every code its engines refuse with: the screens word each one for a player (a test holds both languages to it). */
  errorCodes: readonly string[]
  defaultConfig(seats: number): Config
  createBot(seat: Seat, level: RuleLevel, seed: string): Bot<View, Action, E>
  /** The expert's search over this game: present exactly when the descriptor's levels offer `expert`. */
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
  /**
   * Every seat's cards that some seat cannot see (hands, face-down grids, fans), face up: what a
   * review shows "with every card face up". A game with nothing hidden has none.
   */
  faceUp?(state: State): (Card | 'empty')[][]
  /** The table's config from the app's settings and the lobby's options; defaultConfig(seats) when a game has no options. */
  tableConfig?(seats: number, options: TableOptions<D>): Config
  /** What a game record of this game may hold (see RecordShape): what its table deals, what its actions carry. */
  record: RecordShape<Config, Action>
  /** What carries over into the next game at the same table: who deals it (CH-1's rotation, Checks' winner). */
  rematchConfig?(final: State): Partial<Config>
  /**
   * Puzzle tables this game's computer players will read (Check Mates' bidding bots): the host has
   * its solver thread build them as the table opens, before the first card needs them.
   */
  solverTasks?(options: OptionValues<D>): readonly Task[]
  /**
   * The game played alone, where it is (Check Mates' solo runs, CM-11; its descriptor says
   * `solo`): the engine a solo run's record replays on.
   */
  soloEngine?: Engine<any, any, any, any, any>
  /** What a solo run's record may hold, beside `soloEngine`. */
  soloRecord?: AnyRecordShape
  /** Its lessons at the real table, in the order of its lesson map (`<folder>/lessons/`, shared/games/lesson.ts). */
  lessons?: readonly Lesson<State, Action & { type: string }>[]
}

/**
 * What a game record (docs/records.md) may hold of one engine's games. A record is read by it: a
 * value outside what a table here is dealt is refused, and a key or field it does not name is not
 * kept. A game file's Cheat window of 3e9 ms once dealt a live table whose wait overflowed Node's
 * timer, and a file's padding was kept verbatim (issue 29, findings 1 and 3).
 */
export interface RecordShape<Config, Action> {
  /** The config's keys a table deals, each with the values it may take. */
  config: ConfigFields<Config>
  /** Every action type, with the fields it carries beside `type` (the host's stamp `at` is the step's). */
  actions: ActionShapes<Action>
}

export type AnyRecordShape = RecordShape<any, any>

/** The keys of a config a table deals (a key the engine takes for tests alone is left out), and what each may hold. */
export type ConfigFields<Config> = { readonly [K in keyof Config]?: ConfigField }

/** What one key of a recorded config may hold. */
export type ConfigField =
  /**
   * The lobby's option of that key, its very descriptor entry: one of its choices, or a whole
   * number in its range (or null, where that is its default).
   */
  | GameOption
  /** The table's number of seats: the record's own. */
  | { kind: 'seats' }
  /** One of the table's seats, or absent (a first game's dealer, which the rules draw). */
  | { kind: 'seat' }
  /** A whole number of milliseconds, from `min` to `max`: the times the app's settings (or the rules alone) give it. */
  | { kind: 'ms'; min: number; max: number }
  | { kind: 'flag' }

/**
 * What a record keeps of a value in an action: a plain value as it stands (a number, a word, a
 * list of cards), or an object's named fields and no others.
 */
export type ActionShape = 'value' | { readonly [field: string]: ActionShape }

type ShapeOf<V> = V extends readonly unknown[] ? 'value' : V extends object ? { readonly [K in keyof V]-?: ShapeOf<V[K]> } : 'value'

type TypeOf<Action> = Action extends { type: infer T extends string } ? T : never

/** Each action type of `Action`, with exactly its fields: a type or field left out does not compile. */
export type ActionShapes<Action> = {
  readonly [T in TypeOf<Action>]: ShapeOf<Omit<Extract<Action, { type: T }>, 'type' | 'at'>>
}

/**
 * A card game adds what the self-play contract and the cross-game laws need.
 * `cardsOf` lists every card in the state, wherever it lies: the conservation check.
 */
export interface CardGameModule<Config, State, Action, View, E extends { type: string }, D extends GameDescriptor = GameDescriptor>
  extends TableGameModule<Config, State, Action, View, E, D> {
  cardsOf(state: State): Card[]
  /** Game-specific self-play figures computed over the finished matches' final states. */
  selfplayStats(finals: readonly State[]): Record<string, unknown>
  /** The self-play speed figure's key: 'gamesPerSecond' unless one state is a match of several games. */
  selfplayRateKey?: 'gamesPerSecond' | 'matchesPerSecond'
}

/**
 * What the app's settings and a table's lobby decide about a game: the real-time window's length
 * (Check!'s matching window), Cheat's call window, and each of the descriptor's options, settled
 * (given in the lobby, or its default).
 */
export type TableOptions<D extends GameDescriptor = GameDescriptor> = { windowMs: number; callWindowMs: number } & OptionValues<D>

export type AnyCardGameModule = CardGameModule<any, any, any, any, any>
export type AnyTableGameModule = TableGameModule<any, any, any, any, any>

/** A card game's module, told apart from a table game's by what the card laws need of it. */
export const isCardGame = (module: AnyTableGameModule): module is AnyCardGameModule => 'cardsOf' in module

export type { GameEvent }
export type { Bot, BotDecision, BotOptions } from './bot'

/** Whether a game seats this level: the levels its descriptor offers, and self-play's `random` everywhere. */
export function seatsLevel(module: AnyTableGameModule, level: BotLevel): boolean {
  return level === 'random' || offersLevel(module.game, level)
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
  if (!module.expert) throw new Error(`${module.game.id} has no expert player`)
  return createExpertBot(module.expert, seat, seed, options)
}
