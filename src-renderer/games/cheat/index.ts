import { cheatDescriptor } from '@shared/games/cheat/descriptor'
import type { CheatEvent, CheatView } from '@shared/games/cheat/engine'
import type { GameUi, RulesPage } from '../game-ui'

export const cheatUi: GameUi = {
  game: cheatDescriptor,
  mark: '♠',
  table: () => import('./Table.vue').then((m) => m.default),
  seat: { load: () => import('./Seat.vue').then((m) => m.default), bySeat: false },
  describe: () => import('@shared/games/cheat/describe').then((m) => (e, n) => m.describeCheatEvent(e as CheatEvent, n)),
  rules: (language) => import(`./rules/${language}.json`).then((m) => m.default as RulesPage),
  // The cards each player still held at the end, not the outcome's 1 and 0s (issue 31, item 14).
  endScore: (view, seat) => ({ key: 'cheat.scores.left', count: (view as CheatView).handSizes[seat] ?? 0 }),
}
