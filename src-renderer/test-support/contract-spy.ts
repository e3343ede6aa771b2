import type { TableSnapshot } from '@shared/ipc'

/** Every request a component sent, in order: component tests assert intents, never send them. */
export const calls: { channel: string; payload: unknown }[] = []

/** What a test has the host answer on a channel; every other request is refused as below. Tests clear it. */
export const answers = new Map<string, (payload: unknown) => unknown>()

/**
 * Stands in for the preload's `window.api` (vitest setup runs this before any app module loads),
 * so `api.ts` picks it up exactly as it would the desktop bridge. Requests are recorded and, unless
 * a test put an answer in `answers`, refused, which keeps the store's state exactly as the test set it.
 */
export function installContractSpy(target: { api?: unknown }): void {
  const request = new Proxy(
    {},
    {
      get: (_t, channel: string) => async (payload: unknown) => {
        calls.push({ channel, payload })
        const answer = answers.get(channel)
        return answer ? answer(payload) : { ok: false, error: { code: 'TEST', message: 'test double' } }
      },
    },
  )
  const on = new Proxy(
    {},
    {
      get: (_t, event: string) => (listener: (payload: unknown) => void) => {
        const set = listeners.get(event) ?? listeners.set(event, new Set()).get(event)!
        set.add(listener)
        return () => void set.delete(listener)
      },
    },
  )
  target.api = { request, on }
}

/** Who listens to each of the host's events now: a component that stops listening is gone from it. */
const listeners = new Map<string, Set<(payload: unknown) => void>>()

/** The host tells the screens an event, as the preload would pass it on. */
export function tell(event: string, payload: unknown): void {
  for (const l of listeners.get(event) ?? []) l(payload)
}

/** The `table:act` payloads sent so far. */
export const acted = () => calls.filter((c) => c.channel === 'table:act').map((c) => c.payload as { seat: number; action: unknown })

/** A snapshot with quiet defaults: no events, no deadline, no hand-over, nothing decided. */
export function tableSnapshot(fields: Pick<TableSnapshot, 'gameId' | 'seats' | 'view'> & Partial<TableSnapshot>): TableSnapshot {
  return {
    tableId: 't',
    lobby: {},
    viewer: 0,
    handover: null,
    looking: false,
    thinking: [],
    actingSeat: null,
    actions: [],
    events: [],
    history: [],
    step: 0,
    now: 0,
    deadline: null,
    outcome: null,
    joinLinks: [],
    ...fields,
  }
}
