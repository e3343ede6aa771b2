import type { PhoneAccess } from '@shared/ipc'
import { ok } from '@shared/result'
import type { Handlers } from './types'

export interface PhonesContext {
  /** Where phones reach the seat server now, as whoever runs it last told the host. */
  phones: () => PhoneAccess
}

/**
 * `phones:status`: whether phones can join, and where. A phone's own connection (its seat's
 * channels) is not a request of the screens: it is `connectSeat` in host.ts.
 */
export function phoneHandlers({ phones }: PhonesContext) {
  return {
    'phones:status': () => ok(phones()),
  } satisfies Partial<Handlers>
}
