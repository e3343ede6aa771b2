import type { ApiResult } from '@shared/ipc'
import { err, ok } from '@shared/result'
import type { HandClock } from '../host/fake-clock'

/** The one request a test clock adds to the page's socket; a normal launch answers it UNKNOWN_CHANNEL. */
export const TEST_ADVANCE = 'test:advance'

/** Far enough for a test to reach tomorrow's date, and no further. */
const MAX_STEP_MS = 10 * 24 * 60 * 60 * 1000

export interface Advanced {
  /** The host's time after the step. */
  now: number
  /** How far time moved: `ms`, or up to the next timer; null when `next` found none pending. */
  moved: number | null
}

/**
 * `test:advance` with `{ ms }` moves the host's time on by that much, firing every timer that
 * falls due on the way; with `{ next: true }` it moves to the earliest pending timer and fires it
 * (and any due with it); then every screen and phone is told the time (`told`). Only the web
 * edition started with `--clock manual` answers it, on its own token-guarded loopback socket.
 */
export function answerAdvance(clock: HandClock, payload: unknown, told: { clockMoved(): void }): ApiResult<Advanced> {
  const { ms, next } = (payload !== null && typeof payload === 'object' ? payload : {}) as { ms?: unknown; next?: unknown }
  let moved: number | null
  if (next === true && ms === undefined) moved = clock.next()
  else if (typeof ms === 'number' && Number.isInteger(ms) && ms >= 0 && ms <= MAX_STEP_MS && next === undefined) moved = ms
  else return err({ code: 'INVALID_PAYLOAD', message: `${TEST_ADVANCE} takes { ms } (a whole number from 0 to ${MAX_STEP_MS}) or { next: true }` })
  try {
    if (moved !== null) clock.advance(moved)
  } catch (e) {
    // A timer that throws is the host's bug: the test that moved time is told, and time has moved.
    return err({ code: 'INTERNAL', message: e instanceof Error ? e.message : String(e) })
  } finally {
    // Every screen's timers follow: a look runs out on the same clock as a window.
    if (moved) told.clockMoved()
  }
  return ok({ now: clock.now(), moved })
}
