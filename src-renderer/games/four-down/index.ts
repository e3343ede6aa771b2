import { fourDownDescriptor } from '@shared/games/four-down/descriptor'
import type { FourDownEvent } from '@shared/games/four-down/engine'
import type { GameUi, RulesPage } from '../game-ui'

export const fourDownUi: GameUi = {
  game: fourDownDescriptor,
  mark: '♦',
  table: () => import('./Table.vue').then((m) => m.default),
  seat: {
    load: () => import('./Seat.vue').then((m) => m.default),
    bySeat: false,
  },
  describe: () => import('@shared/games/four-down/describe').then((m) => (e, n) => m.describeFourDownEvent(e as FourDownEvent, n)),
  rules: (language) => import(`./rules/${language}.json`).then((m) => m.default as RulesPage),
}
