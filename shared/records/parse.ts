import type { Outcome } from '../engine'
import type { GameId } from '../games/registry'
import { BOT_LEVELS, type BotLevel } from '../games/module'
import { cleanName, PROFILE_NAME_MAX, SEAT_COLOUR_IDS, type SeatColour } from '../profile'
import { err, excerpt, ok, type Result } from '../result'
import {
  MAX_RECORD_CHARS, RECORD_FORMAT, RECORD_MODES, RECORD_VERSION, TOO_LARGE_TEXT,
  type GameRecord, type RecordError, type RecordErrorCode, type RecordMode, type RecordSeat, type RecordStep,
} from './format'
import { readAction, readConfig } from './fields'
import { recordedGame, type RecordedGame } from './games'

export { MAX_RECORD_CHARS } from './format'
/** Self-play gives up on a match after 20,000 actions; no record of a real game comes near. */
export const MAX_STEPS = 20_000
/** A record nests six deep (record, steps, step, action, a place, its fields); twice that and more is no record. */
export const MAX_DEPTH = 12

const MAX_ID = 100
const MAX_APP = 40
const MAX_SEED = 200
const MAX_ACTION_TYPE = 40

type Checked<T> = Result<T, RecordError>
const refuse = (code: RecordErrorCode, message: string): { ok: false; error: RecordError } => err({ code, message })
const bad = (message: string) => refuse('BAD_RECORD', `This game record is damaged: ${message}.`)

/**
 * Reads a record from untrusted text (an imported file, a saved game): the record, or why not,
 * never a throw. Size and depth are checked on the text itself, before JSON.parse or any walk
 * could be made to work hard.
 */
export function parseRecord(text: string): Checked<GameRecord> {
  if (typeof text !== 'string') return refuse('NOT_A_RECORD', 'A game record is a text file.')
  if (text.length > MAX_RECORD_CHARS) {
    return refuse('TOO_LARGE', TOO_LARGE_TEXT)
  }
  if (nesting(text) > MAX_DEPTH) return refuse('TOO_DEEP', `This file is nested too deeply for a game record (at most ${MAX_DEPTH} levels).`)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return refuse('NOT_JSON', 'This file is not a game record: it is damaged or not JSON at all.')
  }
  return checkRecord(value)
}

/**
 * The deepest nesting of brackets in JSON text, outside strings. Linear and allocation-free, so
 * a file of a million `[` costs one pass and no stack.
 */
export function nesting(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++ // backslash: the next character is escaped
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth)
    else if (c === 0x5d || c === 0x7d) depth--
  }
  return deepest
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)
/** The farthest a JavaScript Date reaches either side of 1970: a time past it is no date at all. */
export const MAX_TIME = 8.64e15
// A step stamped 1e308 once imported, and then no screen could show the past games (issue 29, finding 2).
const isTime = (x: unknown): x is number => typeof x === 'number' && Math.abs(x) <= MAX_TIME
const isText = (x: unknown, max: number): x is string => typeof x === 'string' && x.length >= 1 && x.length <= max

/**
 * Checks an already parsed value (one from the store, say) and returns a clean copy holding only
 * the fields of the format, and of its config and actions only what its game declares (the
 * module's `record`): nothing else a file carried goes further.
 */
function checkRecord(value: unknown): Checked<GameRecord> {
  if (!isObject(value) || value.format !== RECORD_FORMAT) return refuse('NOT_A_RECORD', 'This file is not a game record of this app.')
  const { version } = value
  if (!Number.isInteger(version) || (version as number) < 1) return bad('its format version is missing')
  if ((version as number) > RECORD_VERSION) {
    return refuse('NEWER_FORMAT', `This game record was written by a newer version of the app (format ${version as number}; this one reads ${RECORD_VERSION}).`)
  }
  const mode = value.mode
  if (!(RECORD_MODES as readonly unknown[]).includes(mode)) return refuse('UNKNOWN_GAME', 'This game record is of a kind this app does not play.')
  const game = value.game
  const known = typeof game === 'string' ? recordedGame(game, mode as RecordMode) : null
  if (!known) {
    const name = typeof game === 'string' ? `"${excerpt(game, 40)}"` : 'a game without a name'
    return refuse('UNKNOWN_GAME', `This game record is of ${name}, which this app does not have.`)
  }
  if (!isText(value.app, MAX_APP)) return bad("the app's version is missing")
  if (typeof value.seed !== 'string' || value.seed.length > MAX_SEED) return bad(`its seed is missing or longer than ${MAX_SEED} characters`)
  if (!isTime(value.startedAt)) return bad('its start time is missing or no date')

  const seatsIn = value.seats
  if (!Array.isArray(seatsIn)) return bad('its seats are missing')
  const { min, max } = known.seats
  if (seatsIn.length < min || seatsIn.length > max) {
    return bad(`${seatsIn.length} seats, where this game seats ${min === max ? min : `${min} to ${max}`}`)
  }
  const seats: RecordSeat[] = []
  for (const [i, s] of seatsIn.entries()) {
    const seat = checkSeat(s)
    if (typeof seat === 'string') return bad(`seat ${i}: ${seat}`)
    seats.push(seat)
  }
  // Each option within what a table here deals, and only the options the game has: the record
  // deals a live table again ("Same deal again", "Try it again"), whose clock waits that long.
  const config = readConfig(known.record, value.config, seats.length)
  if (typeof config === 'string') return bad(config)

  const stepsIn = value.steps
  if (!Array.isArray(stepsIn)) return bad('its steps are missing')
  if (stepsIn.length > MAX_STEPS) return refuse('TOO_LARGE', `This game record has more steps than any game (at most ${MAX_STEPS.toLocaleString('en')}).`)
  const steps: RecordStep[] = []
  for (const [i, s] of stepsIn.entries()) {
    const step = checkStep(s, seats.length, known)
    if (typeof step === 'string') return bad(`step ${i + 1}: ${step}`)
    steps.push(step)
  }

  const result = value.result === null ? null : checkOutcome(value.result, seats.length)
  if (typeof result === 'string') return bad(`its result: ${result}`)
  if (result === undefined) return bad('its result is missing')

  return ok({
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    game: game as GameId,
    mode: mode as RecordMode,
    app: value.app,
    seed: value.seed,
    config,
    seats,
    startedAt: value.startedAt,
    steps,
    result,
  })
}

function checkSeat(s: unknown): RecordSeat | string {
  if (!isObject(s)) return 'not a seat'
  // Hidden characters (a direction override, a zero-width space, NUL) are taken out: they would
  // make a seat read as someone else's (issue 29, finding 9).
  const name = typeof s.name === 'string' ? cleanName(s.name) : ''
  if (name.length === 0 || name.length > PROFILE_NAME_MAX) return `a name of 1 to ${PROFILE_NAME_MAX} visible characters is missing`
  if (s.kind !== 'human' && s.kind !== 'bot') return 'neither a person nor a computer player'
  if (s.where !== 'here' && s.where !== 'phone') return 'neither here nor on a phone'
  const seat: RecordSeat = { name, kind: s.kind, where: s.where }
  if (s.kind === 'bot') {
    if (!(BOT_LEVELS as readonly unknown[]).includes(s.level)) return 'a computer player without a known level'
    seat.level = s.level as BotLevel
  }
  if (s.colour !== undefined) {
    if (!(SEAT_COLOUR_IDS as readonly unknown[]).includes(s.colour)) return 'an unknown colour'
    seat.colour = s.colour as SeatColour
  }
  if (s.profileId !== undefined) {
    if (!isText(s.profileId, MAX_ID)) return 'a bad profile id'
    seat.profileId = s.profileId
  }
  return seat
}

function checkStep(s: unknown, seats: number, game: RecordedGame): RecordStep | string {
  if (!isObject(s)) return 'not a step'
  if ('expire' in s) return isTime(s.expire) ? { expire: s.expire } : 'an expiry without a time, or at no date'
  const { seat, action, at } = s
  if (!Number.isInteger(seat) || (seat as number) < 0 || (seat as number) >= seats) return 'no seat of this table'
  if (!isObject(action) || !isText(action.type, MAX_ACTION_TYPE)) return 'an action without a type'
  if (!isTime(at)) return 'an action without a time, or at no date'
  // Only the fields its type carries are kept. A stamp left inside is none of them: the stamp is
  // the step's, and replay would overwrite one inside anyway.
  const kept = readAction(game.record, action as { type: string } & Record<string, unknown>)
  return typeof kept === 'string' ? kept : { seat: seat as number, action: kept, at }
}

function checkOutcome(o: unknown, seats: number): Outcome | string | undefined {
  if (o === undefined) return undefined
  if (!isObject(o)) return 'not an outcome'
  const seatList = (x: unknown): x is number[] =>
    Array.isArray(x) && x.every((v) => Number.isInteger(v) && v >= 0 && v < seats)
  if (!seatList(o.winners)) return 'winners are not seats of this table'
  if (!seatList(o.disqualified)) return 'disqualified players are not seats of this table'
  if (!Array.isArray(o.scores) || !o.scores.every(isTime)) return 'scores are not numbers'
  return { winners: o.winners.slice(), scores: o.scores.slice(), disqualified: o.disqualified.slice() }
}
