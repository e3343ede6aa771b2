import type { ApiError, ApiResult, Events, SeatEnd, SeatEvents, SeatLanguage } from './ipc'
import { LANGUAGES } from './profile'
import { err, ok, type Result } from './result'
import { MAX_RECORD_CHARS } from './records/format'

/**
 * The contract over a WebSocket (the web edition's page, a phone's seat): the same requests,
 * answers and events as IPC, as JSON text frames. Both ends read what arrives through the checks
 * here, never through a cast. The checks cover a frame's envelope; what a request's payload may
 * be is the host's to judge, per channel.
 */

/** A request, answered by the frame with the same id. */
/**
 * The largest frame the app's own page may send to its host (the web edition's socket; a bigger
 * one closes it, 1009). It holds the largest game record an import carries — MAX_RECORD_CHARS
 * characters, none more than three bytes once JSON-escaped into the request — so the two caps
 * agree (issue 29, finding 6: a valid record of 1.2 M characters lost the page its connection).
 * Only a page holding the launch token may open that socket.
 */
export const MAX_PAGE_FRAME_BYTES = 3 * MAX_RECORD_CHARS + (64 << 10)

export interface RequestFrame {
  id: number
  channel: string
  payload: unknown
}

/** The answer to request `id`. */
export interface AnswerFrame {
  id: number
  result: ApiResult<unknown>
}

/** A frame the server could not take as a request, so there was no id to answer: why. */
export interface ProblemFrame {
  error: ApiError
}

export type EventFrame<Map> = { [K in keyof Map]: { event: K; payload: Map[K] } }[keyof Map]

/** What the app's own server sends its page. */
export type ServerFrame = AnswerFrame | EventFrame<Events> | ProblemFrame
/** What the seat server sends a phone. */
export type SeatServerFrame = AnswerFrame | EventFrame<SeatEvents> | ProblemFrame

/** A request as read off the wire: its channel and payload are still anyone's guess. */
export interface ReadRequest {
  id: number
  channel: unknown
  payload: unknown
}

export const NOT_TEXT: ApiError = { code: 'NOT_TEXT', message: 'a frame is JSON text: binary frames are not read' }
const NOT_JSON: ApiError = { code: 'NOT_JSON', message: 'a frame is JSON text, and this one is not JSON' }
const BAD_FRAME: ApiError = {
  code: 'BAD_FRAME',
  message: 'a frame is an object {"id": a whole number, "channel": a request name, "payload": …}',
}

/** Reads a text frame as a request, or says why it is none (there is no id to answer it by). */
export function readRequest(text: string): Result<ReadRequest, ApiError> {
  const frame = parse(text)
  if (frame === undefined) return err(NOT_JSON)
  if (!isObject(frame) || !Number.isSafeInteger(frame.id)) return err(BAD_FRAME)
  return ok({ id: frame.id as number, channel: frame.channel, payload: frame.payload })
}

/**
 * Reads a frame from a server whose events are `events`: an answer, a known event, or a problem
 * report; null for anything else (no frame the page could act on).
 */
export function readServerFrame<E extends string>(
  text: string,
  events: readonly E[],
): AnswerFrame | { event: E; payload: unknown } | ProblemFrame | null {
  const frame = parse(text)
  if (!isObject(frame)) return null
  if ('id' in frame) {
    return Number.isSafeInteger(frame.id) && isResult(frame.result) ? { id: frame.id as number, result: frame.result } : null
  }
  if ('event' in frame) {
    return (events as readonly unknown[]).includes(frame.event) && 'payload' in frame ? { event: frame.event as E, payload: frame.payload } : null
  }
  return isError(frame.error) ? { error: frame.error } : null
}

/** Why a phone's seat ended, checked: null for anything that is not one of the reasons. */
export function readSeatEnd(payload: unknown): SeatEnd | null {
  if (!isObject(payload)) return null
  if (payload.reason === 'next-game') return typeof payload.key === 'string' && payload.key !== '' ? { reason: 'next-game', key: payload.key } : null
  return payload.reason === 'table-closed' || payload.reason === 'opened-elsewhere' || payload.reason === 'new-link' ? { reason: payload.reason } : null
}

/** The table's language, checked: null for a payload naming no language the app speaks. */
export function readSeatLanguage(payload: unknown): SeatLanguage | null {
  if (!isObject(payload)) return null
  const found = LANGUAGES.find((l) => l === payload.language)
  return found ? { language: found } : null
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
}

function isError(x: unknown): x is ApiError {
  return isObject(x) && typeof x.code === 'string' && typeof x.message === 'string'
}

function isResult(x: unknown): x is ApiResult<unknown> {
  return isObject(x) && (x.ok === true ? 'value' in x : x.ok === false && isError(x.error))
}
