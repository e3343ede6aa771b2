import { checksDescriptor } from '@shared/games/checks/descriptor'
import type { ChecksEvent } from '@shared/games/checks/engine'
import type { GameUi } from '../game-ui'

export const checksUi: GameUi = {
  game: checksDescriptor,
  pitch: 'Build fans, grow the target piles, and capture them when your numbers line up.',
  mark: '♣',
  table: () => import('./Table.vue').then((m) => m.default),
  seat: { load: () => import('./Seat.vue').then((m) => m.default), bySeat: true },
  describe: () => import('@shared/games/checks/describe').then((m) => (e, n) => m.describeChecksEvent(e as ChecksEvent, n)),
  rules: () => import('./rules').then((m) => m.rules),
}
