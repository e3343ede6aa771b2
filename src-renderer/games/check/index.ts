import { checkDescriptor } from '@shared/games/check/descriptor'
import type { CheckEvent } from '@shared/games/check/types'
import type { GameUi, RulesPage } from '../game-ui'

export const checkUi: GameUi = {
  game: checkDescriptor,
  mark: '♚',
  table: () => import('./Table.vue').then((m) => m.default),
  seat: {
    load: () => import('./Seat.vue').then((m) => m.default),
    bySeat: false,
  },
  describe: () => import('@shared/games/check/describe').then((m) => (e, n) => m.describeCheckEvent(e as CheckEvent, n)),
  rules: (language) => import(`./rules/${language}.json`).then((m) => m.default as RulesPage),
}
