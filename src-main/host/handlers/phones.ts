import type { OnlineAccess, PhoneAccess } from '@shared/ipc'
import { ok } from '@shared/result'
import type { Handlers } from './types'

export interface PhonesContext {
  /** Where phones reach the seat server now, as whoever runs it last told the host. */
  phones: () => PhoneAccess
  /** Where the relay stands, as its side (src-main/online) last told the host. */
  online: () => OnlineAccess
}

/**
 * `phones:status`: whether phones can join, and where; `online:status`: whether the relay is
 * reached. A phone's own connection (its seat's channels) is not a request of the screens: it is
 * `connectSeat` in host.ts, and an online seat's is the same, through src-main/online.
 */
export function phoneHandlers({ phones, online }: PhonesContext) {
  return {
    'phones:status': () => ok(phones()),
    'online:status': () => ok(online()),
  } satisfies Partial<Handlers>
}
