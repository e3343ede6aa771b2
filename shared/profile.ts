/**
 * Seat colours from the Okabe–Ito palette, chosen so players with colour-vision deficiency can
 * still tell them apart; the screen always pairs a colour with a name or mark as well.
 */
export const SEAT_COLOURS = {
  orange: '#E69F00',
  sky: '#56B4E9',
  green: '#009E73',
  yellow: '#F0E442',
  blue: '#0072B2',
  vermillion: '#D55E00',
  purple: '#CC79A7',
} as const
export type SeatColour = keyof typeof SEAT_COLOURS
export const SEAT_COLOUR_IDS = Object.keys(SEAT_COLOURS) as SeatColour[]

export const PROFILE_NAME_MAX = 24

/** What is wrong with a name: a code the screen words (with the numbers it needs), and the same in English. */
export type NameProblem =
  | { code: 'NAME_EMPTY'; message: string }
  | { code: 'NAME_HIDDEN'; message: string }
  | { code: 'NAME_TOO_LONG'; message: string; params: { max: number; length: number } }

/**
 * Characters a name may not hold, which nobody sees but which change what is shown: controls
 * (NUL …), formatting (direction overrides such as RLO, zero-width spaces and joiners), line and
 * paragraph separators, and half of a surrogate pair (issue 29, finding 9).
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu')

/** A name as it is kept: composed (NFC, so "é" typed two ways is one name) and without outer spaces. */
export const keptName = (name: string): string => name.normalize('NFC').trim()

/**
 * A name from a game file: kept as above, with hidden characters taken out rather than the game
 * refused for them; empty when nothing visible is left.
 */
export const cleanName = (name: string): string => keptName(name.replace(HIDDEN_ALL, ''))

/**
 * Why `name` cannot be a player's name; null when it can. Outer spaces do not count (they are
 * trimmed when the name is kept). The host refuses by the same rule.
 */
export function profileNameProblem(name: string): NameProblem | null {
  const kept = keptName(name)
  if (kept.length === 0) return { code: 'NAME_EMPTY', message: 'A name needs at least one character that is not a space.' }
  if (HIDDEN.test(kept)) return { code: 'NAME_HIDDEN', message: 'A name cannot hold hidden characters (control, zero-width or text-direction marks).' }
  if (kept.length > PROFILE_NAME_MAX) {
    return {
      code: 'NAME_TOO_LONG',
      message: `A name has at most ${PROFILE_NAME_MAX} characters; this one has ${kept.length}.`,
      params: { max: PROFILE_NAME_MAX, length: kept.length },
    }
  }
  return null
}

/** A player at this computer. */
export interface Profile {
  id: string
  name: string
  colour: SeatColour
  createdAt: number
}

/**
 * A name as two people would read it: hidden characters gone, compatibility forms folded (NFKC:
 * "Ａｄａ" and "Ada"), case folded. Two names alike this way are one name.
 */
const readAs = (name: string): string => cleanName(name).normalize('NFKC').toLowerCase()

/** The profile already called `name`, or a name that reads the same, other than `self`: names are unique here. */
export function profileNamed(profiles: readonly Profile[], name: string, self?: string): Profile | undefined {
  const wanted = readAs(name)
  return profiles.find((p) => p.id !== self && readAs(p.name) === wanted)
}

export const THEMES = ['system', 'light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

export const ANIMATION_SPEEDS = ['slow', 'normal', 'fast'] as const
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number]

export const BOT_SPEEDS = ['relaxed', 'normal', 'quick'] as const
/** How fast computer players react: a person's pace at every level, never faster than one. */
export type BotSpeed = (typeof BOT_SPEEDS)[number]

/** How long an expert computer player may think over one decision, in ms: a person's pause, at most 2 s. */
export const EXPERT_THINK_MS = [500, 1000, 2000] as const
export type ExpertThinkMs = (typeof EXPERT_THINK_MS)[number]

/** Seconds a real-time window stays open (Check!'s matching window, CK-5: 3–10 s). */
export const REALTIME_WINDOW_MIN = 3
export const REALTIME_WINDOW_MAX = 10

/** How long a private look stays face up on a screen, by the animation-speed setting. */
export const LOOK_MS = { slow: 5000, normal: 4000, fast: 3000 } as const satisfies Record<AnimationSpeed, number>

/** How long a game's final table shows on a screen, every hand turned over, before the result comes over it. */
export const REVEAL_MS = 1600

/** The languages the app speaks; the first is the one it falls back to. */
export const LANGUAGES = ['en', 'ru'] as const
export type Language = (typeof LANGUAGES)[number]

/**
 * Cheat's call window (CH-5): the standard five seconds, or a quick three for those who want a
 * faster game; three is the least the rules allow (CH-3).
 */
export const CALL_WINDOWS = ['standard', 'quick'] as const
export type CallWindow = (typeof CALL_WINDOWS)[number]
export const CALL_WINDOW_SECONDS: Record<CallWindow, number> = { standard: 5, quick: 3 }

/** Settings for everyone at this computer. */
export interface Settings {
  theme: Theme
  animationSpeed: AnimationSpeed
  reducedMotion: boolean
  sound: boolean
  realtimeWindowSeconds: number
  callWindow: CallWindow
  highlightLegalMoves: boolean
  fourColourSuits: boolean
  botSpeed: BotSpeed
  /** Players may join a table from their phones, over this computer's local network (the seat server). */
  phones: boolean
  /** The network address phones use; null picks this computer's first one. */
  phonesAddress: string | null
  /**
   * The relay that online seats and spectators reach the table through (`ws://` or `wss://`,
   * docs/online.md); empty, the default, and nothing leaves this computer.
   */
  relayUrl: string
  /** How many moves behind the table its spectators see it (0: as it happens). */
  watchDelay: number
  expertThinkMs: ExpertThinkMs
  /** The language of every screen; null follows the system's (see pickLanguage). */
  language: Language | null
}

/** Spectators may see the table up to this many moves late. */
export const WATCH_DELAY_MAX = 20

export const DEFAULT_SETTINGS: Settings = {
  theme: 'system',
  animationSpeed: 'normal',
  reducedMotion: false,
  sound: true,
  realtimeWindowSeconds: 5,
  callWindow: 'standard',
  highlightLegalMoves: true,
  fourColourSuits: false,
  botSpeed: 'normal',
  phones: false,
  phonesAddress: null,
  relayUrl: '',
  watchDelay: 0,
  expertThinkMs: 1000,
  language: null,
}

/**
 * The language for a list of preferred languages, most wanted first (BCP 47 tags such as "ru-RU"):
 * the first one the app speaks, else English.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const found = spoken(tag)
    if (found) return found
  }
  return LANGUAGES[0]
}

/** The language the app speaks for a BCP 47 tag ("ru-RU" → "ru"), or null when it speaks none of it. */
function spoken(tag: string): Language | null {
  const base = tag.toLowerCase().split(/[-_]/)[0]
  return LANGUAGES.find((l) => l === base) ?? null
}

/**
 * The language a phone at a table shows (docs/phones.md): the table's, unless the phone's browser
 * asks first for another language the app speaks, since a person's own phone is set up in the
 * language they read. Only the browser's first language counts: a phone set to German with
 * English further down its list shows the table's language, not English. Before the table has
 * said its language (`null`), the browser's list decides as on any screen.
 */
export function phoneLanguage(table: Language | null, browser: readonly string[]): Language {
  const own = browser[0] === undefined ? null : spoken(browser[0])
  return own ?? table ?? pickLanguage(browser)
}
