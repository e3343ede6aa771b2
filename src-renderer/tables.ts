import type { Component } from 'vue'
import type { Seat } from '@shared/engine'
import type { TableGameId } from '@shared/ipc'
import { describeBiddingEvent } from '@shared/checkmates/bidding-describe'
import type { BiddingEvent } from '@shared/checkmates/bidding'
import { describeCheckEvent } from '@shared/games/check/describe'
import type { CheckEvent } from '@shared/games/check/types'
import { describeFourDownEvent } from '@shared/games/four-down/describe'
import type { FourDownEvent } from '@shared/games/four-down/engine'
import { describeCheatEvent } from '@shared/games/cheat/describe'
import type { CheatEvent } from '@shared/games/cheat/engine'
import { describeChecksEvent } from '@shared/games/checks/describe'
import type { ChecksEvent } from '@shared/games/checks/engine'

/** Each card game's table component and its history wording; games not listed are "coming soon". */
export interface TableGameUi {
  component: () => Promise<Component>
  describe: (event: unknown, name: (seat: Seat) => string) => string | null
}

export const TABLE_GAMES: Partial<Record<TableGameId, TableGameUi>> = {
  checkmates: {
    component: () => import('./screens/tables/BiddingTable.vue').then((m) => m.default),
    describe: (e, name) => describeBiddingEvent(e as BiddingEvent, name),
  },
  check: {
    component: () => import('./screens/tables/CheckTable.vue').then((m) => m.default),
    describe: (e, name) => describeCheckEvent(e as CheckEvent, name),
  },
  cheat: {
    component: () => import('./screens/tables/CheatTable.vue').then((m) => m.default),
    describe: (e, name) => describeCheatEvent(e as CheatEvent, name),
  },
  checks: {
    component: () => import('./screens/tables/ChecksTable.vue').then((m) => m.default),
    describe: (e, name) => describeChecksEvent(e as ChecksEvent, name),
  },
  'four-down': {
    component: () => import('./screens/tables/FourDownTable.vue').then((m) => m.default),
    describe: (e, name) => describeFourDownEvent(e as FourDownEvent, name),
  },
}
