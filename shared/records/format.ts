import type { Outcome, Seat } from '../engine'
import type { GameId } from '../games/registry'
import type { BotLevel } from '../games/module'
import type { SeatColour } from '../profile'

/**
 * What a record file says it is: a file without this mark is not ours, whatever else it holds.
 * The version counts the record format's own changes, not the app's.
 */
export const RECORD_FORMAT = 'check-mates-tabletop/game-record'
export const RECORD_VERSION = 1

/**
 * A step takes 47 to 80 characters (measured per game, docs/records.md), so the most steps a
 * record may hold fit with room to spare; a Four Down match is about 30 kB. A file over this is
 * refused before it is parsed.
 */
export const MAX_RECORD_CHARS = 2_000_000
/** What a file over MAX_RECORD_CHARS is told, wherever it is refused (the app, the command line). */
export const TOO_LARGE_TEXT = `This file is too large for a game record (at most ${MAX_RECORD_CHARS.toLocaleString('en')} characters).`

/**
 * `table`: a game at the shared table (the four card games, Check Mates bidding). `solo`: a
 * Check Mates solo run. Both are one engine driven by actions and deadline expiries, so they share
 * one format; the mode says which engine replays it.
 */
export const RECORD_MODES = ['table', 'solo'] as const
export type RecordMode = (typeof RECORD_MODES)[number]

/** Who sat in a seat when the game began. */
export interface RecordSeat {
  name: string
  kind: 'human' | 'bot'
  /** A computer player's level; absent for a person. */
  level?: BotLevel
  /** At this computer or on a phone. A computer player always plays here. */
  where: 'here' | 'phone'
  colour?: SeatColour
  /** The person's profile on the computer that wrote the record. */
  profileId?: string
}

/**
 * One step, exactly as the host applied it: a seat's action, stamped with the host's clock (the
 * engine gets `{ ...action, at }`), or the clock reaching a deadline (`engine.expire(state, at)`).
 * The same lines `play` reads from a script.
 */
export type RecordStep = ActStep | ExpireStep

export interface ActStep {
  seat: Seat
  /** The action without its stamp. */
  action: { type: string; [field: string]: unknown }
  at: number
}

export interface ExpireStep {
  expire: number
}

export function isExpire(step: RecordStep): step is ExpireStep {
  return 'expire' in step
}

/** An action as the host stamped and applied it, kept as a record's step (the stamp beside it). */
export function actStep(seat: Seat, stamped: { type: string; at: number }): ActStep {
  const { at, ...action } = stamped
  return { seat, action, at }
}

/** A whole game: enough to deal it again and play every step on the same engine. */
export interface GameRecord {
  format: typeof RECORD_FORMAT
  version: number
  game: GameId
  mode: RecordMode
  /** The version of the app that played it. */
  app: string
  seed: string
  /** The engine's config the table was created with (its options). */
  config: unknown
  seats: RecordSeat[]
  /** The host's clock when the game was dealt (ms since 1970 at the app; 0 in self-play). */
  startedAt: number
  steps: RecordStep[]
  /** The outcome the host saw; null for a game that stopped before it ended. */
  result: Outcome | null
}

/** Seats of computer players at these levels, as self-play seats them. */
export function computerSeats(levels: readonly BotLevel[]): RecordSeat[] {
  return levels.map((level, i) => ({ name: `Seat ${i + 1}`, kind: 'bot', level, where: 'here' }))
}

/** A record of a game; the format's mark and version are this app's. */
export function makeRecord(fields: Omit<GameRecord, 'format' | 'version'>): GameRecord {
  return { format: RECORD_FORMAT, version: RECORD_VERSION, ...fields }
}

/** Why a record was refused or no longer replays; the message says it in a sentence. */
export const RECORD_ERROR_CODES = [
  /** The file is bigger than any record we write, or holds more steps. */
  'TOO_LARGE',
  /** Nested deeper than any record: refused before anything walks it. */
  'TOO_DEEP',
  /** Not UTF-8 text (UTF-16, Latin-1 …): refused rather than read as something it is not. */
  'NOT_UTF8',
  /** Not JSON at all: a damaged or cut file. */
  'NOT_JSON',
  /** JSON, but not one of our records. */
  'NOT_A_RECORD',
  /** Written by a newer app in a format this one does not know. */
  'NEWER_FORMAT',
  /** A game or mode this app does not have. */
  'UNKNOWN_GAME',
  /** One of ours in name, but a field is missing or wrong. */
  'BAD_RECORD',
  /** The current engine refuses a step, or ends the game differently: the rules changed since. */
  'RULES_CHANGED',
  /** The engine threw on a step instead of answering: a bug of ours, reported rather than crashing. */
  'REPLAY_FAILED',
] as const
export type RecordErrorCode = (typeof RECORD_ERROR_CODES)[number]

export interface RecordError {
  code: RecordErrorCode
  message: string
}
