/**
 * The clock a screen's game timers run on: a look that turns back, the ending's reveal, the
 * seconds a window or a run shows. It is the system's, unless the host says it runs on a test
 * clock (`clock:manual`, only from the web edition started with `--clock manual`): from then on
 * it is the host's own time, which moves only when a test moves it, so a look lasts exactly as
 * long on the test's clock as a window does. Timers that only animate stay on the system's.
 */
export interface ScreenClock {
  now(): number
  setTimeout(fn: () => void, ms: number): number
  clearTimeout(id: number | undefined): void
}

let hostNow: number | null = null
let waiting: { at: number; fn: () => void; id: number }[] = []
// The host's timers get negative ids, the system's are positive: one clearTimeout takes either.
let lastId = 0

export const screenClock: ScreenClock = {
  now: () => hostNow ?? Date.now(),
  setTimeout(fn, ms) {
    if (hostNow === null) return window.setTimeout(fn, ms)
    waiting.push({ at: hostNow + ms, fn, id: --lastId })
    return lastId
  },
  clearTimeout(id) {
    if (id === undefined) return
    if (id > 0) window.clearTimeout(id)
    else waiting = waiting.filter((t) => t.id !== id)
  },
}

/** The host runs on a test clock and its time is now `now`: every timer due by then fires, in order. */
export function followHostClock(now: number): void {
  hostNow = Math.max(hostNow ?? now, now)
  for (;;) {
    const due = waiting.filter((t) => t.at <= hostNow!).sort((a, b) => a.at - b.at || b.id - a.id)[0]
    if (!due) return
    waiting = waiting.filter((t) => t !== due)
    due.fn()
  }
}

/**
 * News the host made at its time `now` (a snapshot's). On a test clock the host tells every screen
 * the time once a test's move of the clock is over, and a timer on the way may have made the news:
 * the screen catches up to it first, so what the news starts (a look, the ending's reveal, a
 * countdown) counts from when it happened, not from the time the screen heard last. On the
 * system's clock it changes nothing.
 */
export function newsAt(now: number): void {
  if (hostNow !== null) followHostClock(now)
}
