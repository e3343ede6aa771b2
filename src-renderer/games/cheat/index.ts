import { cheatDescriptor } from '@shared/games/cheat/descriptor'
import type { CheatEvent } from '@shared/games/cheat/engine'
import type { GameUi } from '../game-ui'

export const cheatUi: GameUi = {
  game: cheatDescriptor,
  pitch: 'Play your cards face down, claim the rank — and call the bluff when you smell one.',
  mark: '♠',
  table: () => import('./Table.vue').then((m) => m.default),
  seat: { load: () => import('./Seat.vue').then((m) => m.default), bySeat: false },
  describe: () => import('@shared/games/cheat/describe').then((m) => (e, n) => m.describeCheatEvent(e as CheatEvent, n)),
  rules: () => import('./rules').then((m) => m.rules),
}
