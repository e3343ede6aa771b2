import type { Component } from 'vue'
import type { Seat } from '@shared/engine'
import type { TableGameId } from '@shared/ipc'
import { describeCheckEvent } from '@shared/games/check/describe'
import type { CheckEvent } from '@shared/games/check/types'

/** Each card game's table component and its history wording; games not listed are "coming soon". */
export interface TableGameUi {
  component: () => Promise<Component>
  describe: (event: unknown, name: (seat: Seat) => string) => string | null
}

export const TABLE_GAMES: Partial<Record<TableGameId, TableGameUi>> = {
  check: {
    component: () => import('./screens/tables/CheckTable.vue').then((m) => m.default),
    describe: (e, name) => describeCheckEvent(e as CheckEvent, name),
  },
}
