/**
 * The host's clock as a test drives it: the web edition started with `--clock manual` keeps its
 * time still until the test moves it on, and its computer players act at once unless the test
 * asks for their pace.
 */
export interface TestClock {
  /** Moves the host's time on by `ms`, firing every timer that falls due on the way, in order. */
  advance(ms: number): Promise<void>
  /** Moves the host's time to its next timer and fires it; false when no timer is pending. */
  next(): Promise<boolean>
}
