/**
 * What a game is, as every part of the app reads it: its id and title, how many may sit at its
 * table, which computer levels it seats, the options its lobby offers, and what a finished match
 * is worth. Plain data with no engine behind it, so the screens (and a phone's seat page) can
 * read it without loading any game's rules; each game's module (`TableGameModule.game`) points at
 * the same object. docs/adding-a-game.md shows one being written.
 */
export interface GameDescriptor<Id extends string = string, Options extends GameOptions = GameOptions> {
  id: Id
  title: string
  seats: SeatLimits
  /** Played alone as well, away from the table (Check Mates' solo runs): the library counts one player. */
  solo?: boolean
  /** The computer levels the lobby offers, weakest first. `expert` only where the module has an expert search. */
  levels: readonly SeatLevel[]
  /** The lobby's choices beyond the seats, by the key a table request carries them under. */
  options: Options
  /**
   * The lobby heads the options with `<id>.options.title` when they make a game of their own
   * (Check Mates' "Bidding game"). Every word of an option is the game's messages', by its key.
   */
  optionsTitle?: true
  /** Level points per finished match by result, priced by how long a match runs (docs/results.md). */
  levelPoints: LevelPoints
  /**
   * Where the module has an expert search (and `levels` offers `expert`): how its review judges a
   * decision. The search labels by these numbers and the review's legend shows the same ones.
   */
  verdict?: VerdictMeasure
}

/**
 * What a move's expected result is counted in, as a playout returns it for the seat
 * (docs/expert.md, "The verdict"): `points`, the round's points against the others' average
 * (Four Down); `win`, a share of a win (the others; Check! and Checks add a hundredth per point or
 * card of margin). `scale`: the least loss, in that measure, that earns each label.
 */
export interface VerdictMeasure {
  measure: 'points' | 'win'
  scale: VerdictScale
}

/** The least loss that earns each label; a loss below `inaccuracy` is good. */
export interface VerdictScale {
  inaccuracy: number
  mistake: number
  blunder: number
}

/** How many players a table seats, and how many seats the lobby opens with. */
export interface SeatLimits {
  min: number
  max: number
  start: number
}

export interface LevelPoints {
  win: number
  draw: number
  loss: number
}

/**
 * The computer levels a person can seat. `random` (uniform over legal actions) is self-play's
 * baseline only, never offered at a table.
 */
export const SEAT_LEVELS = ['easy', 'normal', 'hard', 'expert'] as const
export type SeatLevel = (typeof SEAT_LEVELS)[number]

export type GameOptions = Readonly<Record<string, GameOption>>
export type GameOption = ChoiceOption | NumberOption

/** One of a few named values (a side, a deck), shown as a list. */
export interface ChoiceOption<V extends string = string> {
  kind: 'choice'
  choices: readonly { value: V }[]
  default: V
}

/**
 * A whole number within bounds that shortens a game (a target score, a number of cards). The
 * lobby shows it as a checkbox: unticked leaves `default` (null: the game's full length); ticked
 * sends `lobby.value`, which the person may change when `lobby.editable`.
 */
export interface NumberOption {
  kind: 'number'
  min: number
  max: number
  default: number | null
  /** `unit`: the lobby words the amount typed with `<id>.options.<key>.unit`, agreeing with it. */
  lobby: { value: number; editable?: boolean; unit?: true }
}

/** Keeps the literal ids, keys and values of a descriptor, so option values are typed from it. */
export const defineGame = <const D extends GameDescriptor>(game: D): D => game

// A number option is null (the full game) where its default may be: `cards`, and any game's
// option as GameDescriptor types it, so a module whose option may be null still fits
// AnyTableGameModule when the compiler compares the two field by field.
type ValueOf<O> = O extends { kind: 'choice'; choices: readonly { value: infer V }[] }
  ? V
  : O extends { default: infer D }
    ? null extends D ? number | null : number
    : number

/** The values of a game's options once every one is settled: given, or its default. */
export type OptionValues<D extends GameDescriptor> = { -readonly [K in keyof D['options']]: ValueOf<D['options'][K]> }

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never
/** What a table request may carry for any of the games `D`: each game's options under their keys. */
export type AnyOptionValues<D extends GameDescriptor> = Partial<Intersection<D extends GameDescriptor ? OptionValues<D> : never>>

/** Every option settled: the given value where there is one, else the option's default. */
export function optionValues<D extends GameDescriptor>(game: D, given: object): OptionValues<D> {
  const values: Record<string, unknown> = {}
  for (const [key, option] of Object.entries(game.options)) values[key] = (given as Record<string, unknown>)[key] ?? option.default
  return values as OptionValues<D>
}

/**
 * Why `game` cannot be played by `seats` players, or null when its rules allow that many: every
 * caller asks this one question of the descriptor, so all refuse alike.
 */
export function seatCountProblem(game: Pick<GameDescriptor, 'id' | 'seats'>, seats: number): string | null {
  const { min, max } = game.seats
  if (Number.isInteger(seats) && seats >= min && seats <= max) return null
  const allowed = min === max ? `exactly ${min}` : `${min} to ${max}`
  return `${game.id} is for ${allowed} players, not ${seats}`
}

/** Whether a game seats this computer level. */
export const offersLevel = (game: Pick<GameDescriptor, 'levels'>, level: string): boolean =>
  (game.levels as readonly string[]).includes(level)
