import { checkmatesDescriptor } from '@shared/checkmates/descriptor'
import type { BiddingEvent } from '@shared/checkmates/bidding'
import type { GameUi, RulesPage } from '../game-ui'

/** Check Mates: its hub offers solo runs, the bidding table and the bid checker, each its own screen. */
export const checkmatesUi: GameUi = {
  game: checkmatesDescriptor,
  mark: '♞',
  home: '/checkmates',
  table: () => import('./Table.vue').then((m) => m.default),
  seat: { load: () => import('./Seat.vue').then((m) => m.default), bySeat: true, listItem: true },
  describe: () => import('@shared/checkmates/bidding-describe').then((m) => (e, n) => m.describeBiddingEvent(e as BiddingEvent, n)),
  rules: (language) => import(`./rules/${language}.json`).then((m) => m.default as RulesPage),
  solo: () => import('./solo-review').then((m) => m.soloReview),
}
