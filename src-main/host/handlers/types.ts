import type { ApiResult, EventName, Events, RequestName, RequestPayload, RequestResult, SeatEnd } from '@shared/ipc'
import type { Seat } from '@shared/engine'
import type { Language } from '@shared/profile'

export type EventListener = <K extends EventName>(event: K, payload: Events[K]) => void

/** One client of the host, as its handlers see who asks: a screen, or a phone holding one seat. */
export interface Client {
  send: EventListener
  /** Solo runs this connection started: they end with it, so a closed page never holds the solver shut. */
  soloRuns: Set<string>
  /** A phone's connection: the one seat it holds, and how to tell it the seat is closed. Null for a screen. */
  seat: SeatHold | null
}

export interface SeatHold {
  tableId: string
  seat: Seat
  /** Tells the phone its seat is closed, and why. */
  tell(why: SeatEnd): void
  /** Tells the phone the table's language. */
  speak(language: Language): void
  /**
   * Whether this connection holds the seat. It stops at once when another device opens the same
   * link, the computer makes the seat a new link, the table closes or the phone follows the
   * table's next game: from then on nothing it asks is done, and its going away leaves nothing.
   */
  held: boolean
  device: string | null
}

// Solver work may wait for the worker thread, so a handler may answer later. `from` is the
// connection asking, if any.
export type Handlers = {
  [K in RequestName]: (
    payload: RequestPayload<K>,
    from: Client | null,
  ) => ApiResult<RequestResult<K>> | Promise<ApiResult<RequestResult<K>>>
}
