import type { GameUi, RulesPage } from '../../../src-renderer/games/game-ui'
import type { HolEvent } from '../shared/engine'
import { higherOrLowerDescriptor } from '../shared/descriptor'

/** The sixth game's screens, written as any game's index.ts is. */
export const higherOrLowerUi: GameUi = {
  game: higherOrLowerDescriptor,
  mark: '↕',
  table: () => import('./Table.vue').then((m) => m.default),
  seat: { load: () => import('./Seat.vue').then((m) => m.default), bySeat: false },
  describe: async () => (e, n) => {
    const event = e as HolEvent
    if (event.type !== 'turned') return []
    return [n.about(event.seat, `higher-or-lower.history.${event.higher ? 'higher' : 'lower'}.${event.right ? 'right' : 'wrong'}`, { card: event.card })]
  },
  rules: (language) => import(`./rules/${language}.json`).then((m) => m.default as RulesPage),
}
