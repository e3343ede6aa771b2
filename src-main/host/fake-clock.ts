import type { Clock } from './clock'

/** A clock whose time moves only when told to. */
export interface HandClock extends Clock {
  /** Moves time on by `ms`, firing every timer that falls due, in time order, as the real clock would. */
  advance(ms: number): void
  /** How far off the earliest pending timer is (0 if due now), or null when none is pending. */
  next(): number | null
  pending(): number
}

/**
 * The host's timers by hand, for tests: advance() fires every timer that falls due, in time
 * order, exactly as the real clock would, and time stands still otherwise.
 */
export function fakeClock(start = 0): HandClock {
  let now = start
  let timers: { at: number; fn: () => void; id: number }[] = []
  let nextId = 1
  const earliest = (until: number) => timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at || a.id - b.id)[0]
  return {
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.push({ at: now + ms, fn, id: nextId })
      return nextId++
    },
    clearTimeout: (id) => (timers = timers.filter((t) => t.id !== id)),
    pending: () => timers.length,
    next: () => {
      const first = earliest(Infinity)
      return first ? Math.max(0, first.at - now) : null
    },
    advance(ms) {
      const end = now + ms
      for (;;) {
        const due = earliest(end)
        if (!due) break
        timers = timers.filter((t) => t !== due)
        now = Math.max(now, due.at)
        due.fn()
      }
      now = end
    },
  }
}
