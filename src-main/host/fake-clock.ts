import type { Clock } from './clock'

/**
 * The host's timers by hand, for tests: advance() fires every timer that falls due, in time
 * order, exactly as the real clock would, and time stands still otherwise.
 */
export function fakeClock(start = 0): Clock & { advance(ms: number): void; pending(): number } {
  let now = start
  let timers: { at: number; fn: () => void; id: number }[] = []
  let nextId = 1
  return {
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.push({ at: now + ms, fn, id: nextId })
      return nextId++
    },
    clearTimeout: (id) => (timers = timers.filter((t) => t.id !== id)),
    pending: () => timers.length,
    advance(ms) {
      const end = now + ms
      for (;;) {
        const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0]
        if (!due) break
        timers = timers.filter((t) => t !== due)
        now = due.at
        due.fn()
      }
      now = end
    },
  }
}
