import { fakeClock, type HandClock } from './fake-clock'

/** The host's clock and timers; tests pass fake ones and drive time by hand. */
export interface Clock {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
}

/**
 * The web edition's test clock (`--clock manual`): time stands still from `start` until a test
 * moves it on, so a window, a count or a look never runs out while the test is busy elsewhere.
 * A timer already due (a computer player acting at once) still fires by itself, straight after
 * whatever set it, as it would on the real clock.
 */
export function manualClock(start: number): HandClock {
  const hand = fakeClock(start)
  let queued = false
  const runDue = () => {
    queued = false
    hand.advance(0)
  }
  return {
    ...hand,
    setTimeout(fn, ms) {
      const id = hand.setTimeout(fn, ms)
      if (ms <= 0 && !queued) {
        queued = true
        setImmediate(runDue)
      }
      return id
    },
  }
}
