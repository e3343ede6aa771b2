import type { RunningWebEdition } from './web-edition'
import { client, connect } from './ws-client'

/**
 * The one clock of a test. The web edition the tests start runs its host on `--clock manual`: its
 * time stands still until the test moves it on, and its computer players act at once unless the
 * test asks for their pace (`--bot-pace`). Every screen and phone is told the host's time and runs
 * its game timers on it (a look that turns back, the ending's reveal), so those wait for the
 * test's clock too.
 */
export interface TestClock {
  /** Moves the host's time on by `ms`, firing every timer that falls due on the way, in order. */
  advance(ms: number): Promise<void>
  /** Moves the host's time to its next timer and fires it; false when no timer is pending. */
  next(): Promise<boolean>
  /** The host's time now. */
  now(): Promise<number>
  /** How many steps a table has taken, as the host has it; null once it is gone. */
  stepOf(tableId: string): Promise<number | null>
}

/** The test clock of one running edition, over a socket of its own (closed with `close()`). */
export async function testClock(app: RunningWebEdition): Promise<TestClock & { close(): void }> {
  const ws = await connect(app)
  const call = client(ws)
  const move = async (payload: { ms: number } | { next: true }): Promise<{ now: number; moved: number | null }> => {
    const r = await call('test:advance', payload)
    if (!r.ok) throw new Error(`test:advance ${JSON.stringify(payload)} was refused: ${r.error!.code} ${r.error!.message}`)
    return r.value as { now: number; moved: number | null }
  }
  return {
    advance: async (ms) => void (await move({ ms })),
    next: async () => (await move({ next: true })).moved !== null,
    now: async () => (await move({ ms: 0 })).now,
    stepOf: async (tableId) => {
      const r = await call('table:get', { tableId })
      return r.ok ? (r.value as { step: number }).step : null
    },
    close: () => ws.close(),
  }
}
