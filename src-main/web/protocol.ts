import type { ApiResult, EventName, Events } from '@shared/ipc'

/** The web edition's wire format: the same contract as IPC, as JSON frames over one WebSocket. */
export type ServerFrame =
  | { id: number; result: ApiResult<unknown> }
  | { [K in EventName]: { event: K; payload: Events[K] } }[EventName]
