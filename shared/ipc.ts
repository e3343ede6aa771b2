import type { Result } from './result'
import type { Profile, SeatColour, Settings } from './profile'
import type { GameId, Outcome, Seat } from './engine'
import type { BotLevel } from './games/module'

/** Why a request failed: a code for programs, a sentence for people. */
export interface ApiError {
  code: 'INVALID_PAYLOAD' | 'NOT_FOUND' | 'UNKNOWN_CHANNEL' | 'INTERNAL' | (string & {})
  message: string
}
export type ApiResult<T> = Result<T, ApiError>

/** Something the user must be told once, e.g. that a corrupt save was set aside. */
export interface Notice {
  id: string
  level: 'info' | 'warning'
  message: string
}

export interface AppInfo {
  version: string
  edition: 'electron' | 'web'
  notices: Notice[]
}

/** Who sits in a seat, as the lobby asks for it. */
export type SeatRequest = { kind: 'human'; profileId: string } | { kind: 'bot'; level: Exclude<BotLevel, 'random'> }

/** Who sits in a seat, as the table shows it. */
export interface SeatInfo {
  name: string
  colour: SeatColour
  kind: 'human' | 'bot'
  level?: BotLevel
  profileId?: string
}

/** Every game sits at the shared table: the four card games and Check Mates' bidding game. */
export type TableGameId = GameId

export interface TableCreate {
  gameId: TableGameId
  seats: SeatRequest[]
  /** A shorter match where the game has one (Four Down's target score). */
  target?: number
  /** Check Mates bidding: the side, the blitz deck, a short game of N cards. */
  side?: 'fifteen' | 'chess'
  deck?: 'all' | 'one-point' | 'two-point'
  cards?: number
  seed?: string
}

/**
 * One screen's picture of a table. Built for whoever may look at the screen right now: a seat's
 * private view only after that seat's hand-over screen was dismissed, else the public view.
 */
export interface TableSnapshot<View = unknown, Action = unknown, E = unknown> {
  tableId: string
  gameId: TableGameId
  seats: SeatInfo[]
  viewer: Seat | 'public'
  /** A hand-over screen is up: pass the computer to this seat's player before anything private shows. */
  handover: { seat: Seat; name: string } | null
  view: View
  /** What this screen may offer: the viewer's legal actions, and every human seat's open actions. */
  actions: { seat: Seat; actions: Action[] }[]
  /** Events since the previous snapshot that this viewer may see, oldest first, for animation. */
  events: E[]
  /** The latest public events, oldest first, for the history panel. */
  history: E[]
  /** Host clock when the snapshot was made; countdowns run against `deadline - now`. */
  now: number
  deadline: number | null
  outcome: Outcome | null
}

/** A profile's record across every title. */
export interface Standing {
  levelPoints: number
  rating: number | null
  ratedMatches: number
  badges: GameId[]
  games: Partial<Record<GameId, { played: number; wins: number; draws: number; losses: number }>>
}

export interface MatchSummary {
  gameId: GameId
  at: number
  seats: { name: string; kind: 'human' | 'bot'; level?: string; profileId?: string }[]
  winners: Seat[]
  scores: number[]
  rated: boolean
}

export interface ProfileResults {
  profile: Profile
  standing: Standing
  level: { level: number; into: number; needed: number }
  /** This profile's latest matches, newest first. */
  recent: MatchSummary[]
}

/**
 * The one contract between the processes. Requests: the renderer asks, main answers.
 * Every payload is validated in main before use (src-main/host/schemas.ts).
 */
export interface Requests {
  'app:info': { payload: null; result: AppInfo }
  'notices:dismiss': { payload: { id: string }; result: Notice[] }
  'profiles:list': { payload: null; result: Profile[] }
  'profiles:create': { payload: { name: string; colour: SeatColour }; result: Profile }
  'profiles:update': { payload: { id: string; name?: string; colour?: SeatColour }; result: Profile }
  'profiles:delete': { payload: { id: string }; result: Profile[] }
  'settings:get': { payload: null; result: Settings }
  'settings:update': { payload: Partial<Settings>; result: Settings }
  'table:create': { payload: TableCreate; result: TableSnapshot }
  'table:get': { payload: { tableId: string }; result: TableSnapshot }
  'table:act': { payload: { tableId: string; seat: Seat; action: unknown }; result: TableSnapshot }
  /** The named player has the computer: show their private view. */
  'table:handover': { payload: { tableId: string }; result: TableSnapshot }
  /** The private step is over (a timed look turned back): back to the public view. */
  'table:release': { payload: { tableId: string }; result: TableSnapshot }
  'table:leave': { payload: { tableId: string }; result: null }
  'results:profile': { payload: { profileId: string }; result: ProfileResults }
}

/** Events: main tells the renderer. */
export interface Events {
  'profiles:changed': Profile[]
  'settings:changed': Settings
  'notices:changed': Notice[]
  'table:update': TableSnapshot
}

export type RequestName = keyof Requests
export type EventName = keyof Events
export type RequestPayload<K extends RequestName> = Requests[K]['payload']
export type RequestResult<K extends RequestName> = Requests[K]['result']

/** Listed at run time so the preload and the web client can build one function per channel. */
export const REQUEST_NAMES = [
  'app:info',
  'notices:dismiss',
  'profiles:list',
  'profiles:create',
  'profiles:update',
  'profiles:delete',
  'settings:get',
  'settings:update',
  'table:create',
  'table:get',
  'table:act',
  'table:handover',
  'table:release',
  'table:leave',
  'results:profile',
] as const satisfies readonly RequestName[]

export const EVENT_NAMES = ['profiles:changed', 'settings:changed', 'notices:changed', 'table:update'] as const satisfies readonly EventName[]

// Compile-time proof that the run-time lists name every channel exactly.
type Missing<A extends string, B extends readonly string[]> = Exclude<A, B[number]>
const _allRequests: Missing<RequestName, typeof REQUEST_NAMES> extends never ? true : never = true
const _allEvents: Missing<EventName, typeof EVENT_NAMES> extends never ? true : never = true
void _allRequests
void _allEvents

/** What the renderer gets as `window.api` (Electron) or from the WebSocket client (web edition). */
export interface ContractApi {
  request: { [K in RequestName]: (payload: RequestPayload<K>) => Promise<ApiResult<RequestResult<K>>> }
  on: { [K in EventName]: (listener: (payload: Events[K]) => void) => () => void }
}
