import type { Component } from 'vue'
import type { TableGameId } from '@shared/ipc'
import type { Narrator } from '@shared/games/narrator'
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

/** Each game's table screen (games/<id>/Table.vue) and its history wording. */
export interface TableGameUi {
  component: () => Promise<Component>
  describe: (event: unknown, n: Narrator) => string | null
}

// The host's history holds the events of the table's own game, so each game reads its own.
export const TABLE_GAMES: Record<TableGameId, TableGameUi> = {
  checkmates: {
    component: () => import('./games/checkmates/Table.vue').then((m) => m.default),
    describe: (e, n) => describeBiddingEvent(e as BiddingEvent, n),
  },
  check: {
    component: () => import('./games/check/Table.vue').then((m) => m.default),
    describe: (e, n) => describeCheckEvent(e as CheckEvent, n),
  },
  cheat: {
    component: () => import('./games/cheat/Table.vue').then((m) => m.default),
    describe: (e, n) => describeCheatEvent(e as CheatEvent, n),
  },
  checks: {
    component: () => import('./games/checks/Table.vue').then((m) => m.default),
    describe: (e, n) => describeChecksEvent(e as ChecksEvent, n),
  },
  'four-down': {
    component: () => import('./games/four-down/Table.vue').then((m) => m.default),
    describe: (e, n) => describeFourDownEvent(e as FourDownEvent, n),
  },
}
