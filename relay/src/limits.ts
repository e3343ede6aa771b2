/** The relay's clock and timers; tests pass a hand-driven one (src-main/host/fake-clock.ts). */
export interface Clock {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** What one connection may send: frames up to `bytes`, a burst of `burst`, then `perSecond`. */
export interface ConnectionCap {
  bytes: number
  perSecond: number
  burst: number
}

export interface RelayLimits {
  /** How long a dropped host or seat keeps its place for a quick return (Colyseus's reconnection). */
  holdMs: number
  /** After a connection is told to close: how long it has to close its end before it is cut. */
  closeGraceMs: number
  /** Seats one room may open. */
  seats: number
  /** Spectators one room takes at once; the next is refused as full. */
  spectators: number
  /** A seat's or a spectator's connection: small intents, as a phone's (the seat server's caps). */
  guest: ConnectionCap
  /** The host's connection: a snapshot for each seat and one for the spectators at every move. */
  host: ConnectionCap
}

export const RELAY_LIMITS: RelayLimits = {
  holdMs: 60_000,
  closeGraceMs: 1000,
  seats: 16,
  spectators: 32,
  guest: { bytes: 4096, perSecond: 10, burst: 20 },
  host: { bytes: 256 * 1024, perSecond: 100, burst: 200 },
}
