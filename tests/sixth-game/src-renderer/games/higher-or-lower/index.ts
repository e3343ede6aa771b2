import { higherOrLowerDescriptor } from '../../../shared/games/higher-or-lower/descriptor'
import type { HolEvent } from '../../../shared/games/higher-or-lower/engine'
import type { GameUi, RulesPage } from '../../../../../src-renderer/games/game-ui'

/** The sixth game's screens, written as any game's index.ts is. */
export const higherOrLowerUi: GameUi = {
  game: higherOrLowerDescriptor,
  mark: '↕',
  table: () => import('./Table.vue').then((m) => m.default),
  seat: { load: () => import('./Seat.vue').then((m) => m.default), bySeat: false },
  describe: () => import('../../../shared/games/higher-or-lower/describe').then((m) => (e, n) => m.describeHigherOrLowerEvent(e as HolEvent, n)),
  rules: (language) => import(`./rules/${language}.json`).then((m) => m.default as RulesPage),
}
