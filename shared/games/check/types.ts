import type { Card } from '../../cards'
import type { Seat } from '../../engine'
import type { RngState } from '../../random'

/** Table options: 2–6 seats (CK-1) and the matching window's length, 3–10 s (CK-5). */
export interface CheckConfig {
  seats: number
  windowMs: number
}

export const DEFAULT_WINDOW_MS = 5000
export const MIN_WINDOW_MS = 3000
export const MAX_WINDOW_MS = 10_000
export const MIN_SEATS = 2
export const MAX_SEATS = 6
/** Slots 0 and 1 are the top row, 2 and 3 the bottom row; the opening look shows the bottom (CK-2). */
export const GRID_SIZE = 4
export const INITIAL_PEEK_SLOTS = [2, 3] as const
/** Reaching this many cards disqualifies (CK-8). */
export const DISQUALIFY_AT = 8

export const SPECIAL_RANKS = ['K', 'Q', 'J'] as const
/** The ranks whose abilities trigger when they leave their owner's grid (CK-4). */
export type SpecialRank = (typeof SPECIAL_RANKS)[number]

export const PHASES = ['turn', 'window', 'ability', 'over'] as const
/** turn: the turn's player draws, then tucks or discards; window: anyone may throw a match; ability: its owner acts. */
export type Phase = (typeof PHASES)[number]

export const END_REASONS = ['final-turns', 'too-few-players', 'no-cards'] as const
/** Why the round ended: after the Check's final turns, disqualifications (CK-8), or an unsuppliable draw (CK-9). */
export type EndReason = (typeof END_REASONS)[number]

export const CHECK_ERROR_CODES = [
  'BAD_CONFIG', 'BAD_ACTION', 'BAD_SEAT', 'GAME_OVER', 'WRONG_PHASE', 'NOT_YOUR_TURN', 'ALREADY_DREW',
  'NOTHING_DRAWN', 'PILE_EMPTY', 'DISCARD_EMPTY', 'MUST_TUCK', 'NO_CARD', 'CHECK_UNDER_WAY', 'LOCKED',
  'ALREADY_PASSED', 'ALREADY_TRIED', 'PILE_SEALED', 'TOO_LATE', 'NOT_YET', 'NOT_YOUR_ABILITY',
  'NO_PEEKS_LEFT', 'ALREADY_PEEKED', 'TARGET_LOCKED', 'SAME_CARD',
] as const
export type CheckErrorCode = (typeof CHECK_ERROR_CODES)[number]

/** A card place on the table: a seat's grid slot. */
export interface Position {
  seat: Seat
  slot: number
}

/** An ability waiting on the stack; the last one pushed resolves first (CK-6). */
export interface PendingAbility {
  owner: Seat
  rank: SpecialRank
}

/** The ability being resolved now; `peeked` positions are public, their faces the owner's only. */
export interface ActiveAbility extends PendingAbility {
  stage: 'peek' | 'swap'
  peeksLeft: number
  peeked: Position[]
}

export interface MatchWindow {
  /** The card every thrower must match by rank. */
  card: Card
  deadline: number
  passed: Seat[]
  /** Per seat, slots already thrown wrongly in this window: a retry must use another (CK-5). */
  tried: number[][]
}

export interface TurnState {
  seat: Seat
  /** 1-based count of turns started this round. */
  number: number
  final: boolean
  drawn: Card | null
  from: 'pile' | 'discard' | null
}

/**
 * The whole round as plain JSON. Grids hold null where a matched card left a hole: slot numbers
 * stay stable so events and memories keep meaning the same place.
 */
export interface CheckState {
  config: CheckConfig
  rng: RngState
  /** The latest host time seen, for actions that arrive without a stamp. */
  now: number
  /** Last element is the top. */
  drawPile: Card[]
  /** Last element is the top. */
  discardPile: Card[]
  grids: (Card | null)[][]
  /** Check caller, emptied grid, or disqualified: no turns, no matching, cards untouchable. */
  locked: boolean[]
  disqualified: boolean[]
  checkCaller: Seat | null
  /** Seats still owed a final turn, in order; null until a Check. */
  finalTurns: Seat[] | null
  phase: Phase
  turn: TurnState
  window: MatchWindow | null
  /** After a hit, until the next turn starts, the discard pile takes no throws and no draws (CK-5). */
  sealed: boolean
  stack: PendingAbility[]
  ability: ActiveAbility | null
  end: { reason: EndReason; scores: number[]; winners: Seat[] } | null
}

type Stamped<A> = A & { at?: number }

/** Intents; the host stamps `at` from its own clock. */
export type CheckAction = Stamped<
  | { type: 'draw'; from: 'pile' | 'discard' }
  | { type: 'tuck'; slot: number }
  | { type: 'discard' }
  | { type: 'check' }
  | { type: 'match'; slot: number }
  | { type: 'pass' }
  | { type: 'peek'; target: Position }
  | { type: 'swap'; a: Position; b: Position }
  | { type: 'skip' }
>

export const CHECK_ACTION_TYPES = ['draw', 'tuck', 'discard', 'check', 'match', 'pass', 'peek', 'swap', 'skip'] as const

/** What happened. Faces appear only in events addressed to a seat allowed to see them. */
export type CheckEvent =
  | { type: 'dealt'; seats: number; cardsEach: number; starter: Seat }
  | { type: 'initialPeek'; seat: Seat; slots: number[]; cards: Card[] }
  | { type: 'turnStarted'; seat: Seat; final: boolean }
  | { type: 'reshuffled'; count: number }
  | { type: 'drew'; seat: Seat; from: 'pile' | 'discard'; card: Card | null }
  | { type: 'drawnCard'; seat: Seat; card: Card }
  | { type: 'tucked'; seat: Seat; slot: number; from: 'pile' | 'discard'; replaced: Card }
  | { type: 'discarded'; seat: Seat; card: Card }
  | { type: 'windowOpened'; card: Card; deadline: number }
  | { type: 'matched'; seat: Seat; slot: number; card: Card }
  | { type: 'missed'; seat: Seat; slot: number; card: Card }
  | { type: 'penalty'; seat: Seat; slot: number }
  | { type: 'passed'; seat: Seat }
  | { type: 'windowClosed'; reason: 'hit' | 'all-passed' | 'timeout' }
  | { type: 'abilityStarted'; owner: Seat; rank: SpecialRank }
  | { type: 'fizzled'; owner: Seat; rank: SpecialRank }
  | { type: 'peeked'; seat: Seat; target: Position }
  | { type: 'sawCard'; seat: Seat; target: Position; card: Card }
  | { type: 'swapped'; seat: Seat; a: Position; b: Position }
  | { type: 'skipped'; seat: Seat; stage: 'peek' | 'swap' }
  | { type: 'abilityEnded'; owner: Seat }
  | { type: 'checked'; seat: Seat; automatic: boolean }
  | { type: 'lockedOut'; seat: Seat }
  | { type: 'disqualified'; seat: Seat }
  | { type: 'ended'; reason: EndReason; hands: (Card | null)[][]; scores: number[]; winners: Seat[] }

/** A slot as a viewer sees it: its face when shown to them now, null face down, 'empty' for a hole. */
export type SlotView = Card | null | 'empty'

export interface PlayerView {
  slots: SlotView[]
  cards: number
  locked: boolean
  disqualified: boolean
}

/** One seat's (or the public) picture of the table: no deck order, no rng, no unseen faces. */
export interface CheckView {
  viewer: Seat | 'public'
  seats: number
  windowMs: number
  phase: Phase
  turn: {
    seat: Seat
    number: number
    final: boolean
    /** The drawn card's face: for the drawer, or for everyone when it came off the discard pile. */
    drawn: Card | null
    hasDrawn: boolean
    from: 'pile' | 'discard' | null
  }
  drawCount: number
  discardCount: number
  discardTop: Card | null
  sealed: boolean
  players: PlayerView[]
  checkCaller: Seat | null
  finalTurnsLeft: Seat[]
  window: { card: Card; deadline: number; passed: Seat[]; tried: number[][] } | null
  /** Abilities waiting, bottom first; the last resolves next. */
  pending: PendingAbility[]
  ability: ActiveAbility | null
  result: { reason: EndReason; scores: number[]; winners: Seat[] } | null
}
