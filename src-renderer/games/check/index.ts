import { checkDescriptor } from '@shared/games/check/descriptor'
import type { CheckEvent } from '@shared/games/check/types'
import type { GameUi } from '../game-ui'

export const checkUi: GameUi = {
  game: checkDescriptor,
  pitch: 'Four cards face down, five seconds to match: lowest hand when Check is called wins.',
  mark: '♚',
  table: () => import('./Table.vue').then((m) => m.default),
  seat: {
    load: () => import('./Seat.vue').then((m) => m.default),
    bySeat: false,
  },
  describe: () => import('@shared/games/check/describe').then((m) => (e, n) => m.describeCheckEvent(e as CheckEvent, n)),
  rules: () => import('./rules').then((m) => m.rules),
}
