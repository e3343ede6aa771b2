import { fakeClock, type HandClock } from './fake-clock'

/** The host's clock and timers; tests pass fake ones and drive time by hand. */
export interface Clock {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** The longest one Node timer waits (2^31−1 ms, about 24.8 days): a longer one fires at once, with a warning. */
export const MAX_TIMER_MS = 2 ** 31 - 1

/** A system timer, which a wait beyond MAX_TIMER_MS re-arms leg by leg. */
interface Legs {
  leg: ReturnType<typeof setTimeout>
}

export const systemClock: Clock = {
  now: () => Date.now(),
  // A deadline from a game file (a window of 3e9 ms) once overflowed Node's timer: it fired at
  // once, the host armed it again, and the table sent hundreds of updates a second, frozen
  // (issue 29, finding 1). So the host never arms a timer beyond the limit.
  setTimeout: (fn, ms) => {
    const timer = {} as Legs
    const arm = (left: number) => {
      timer.leg = left > MAX_TIMER_MS ? setTimeout(() => arm(left - MAX_TIMER_MS), MAX_TIMER_MS) : setTimeout(fn, left)
    }
    arm(ms)
    return timer
  },
  clearTimeout: (h) => clearTimeout((h as Legs | undefined)?.leg),
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
