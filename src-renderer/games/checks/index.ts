import { checksDescriptor } from '@shared/games/checks/descriptor'
import type { ChecksEvent } from '@shared/games/checks/engine'
import type { GameUi, RulesPage } from '../game-ui'

export const checksUi: GameUi = {
  game: checksDescriptor,
  mark: '♣',
  table: () => import('./Table.vue').then((m) => m.default),
  seat: { load: () => import('./Seat.vue').then((m) => m.default), bySeat: true },
  describe: () => import('@shared/games/checks/describe').then((m) => (e, n) => m.describeChecksEvent(e as ChecksEvent, n)),
  rules: (language) => import(`./rules/${language}.json`).then((m) => m.default as RulesPage),
}
