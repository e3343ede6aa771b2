import type { TableGameModule } from '../games/module'
import {
  BIDDING_ERROR_CODES, biddingEngine, defaultBiddingConfig,
  type BiddingAction, type BiddingConfig, type BiddingEvent, type BiddingState, type BiddingView,
} from './bidding'
import { createBiddingBot } from './bidding-bot'
import { blitzDeck, cardTask } from './deck'
import { checkmatesDescriptor } from './descriptor'
import { SOLO_ERROR_CODES, soloEngine } from './solo'

/**
 * Check Mates at the shared table: the bidding game. Nothing is hidden, so no seat ever needs the
 * screen to itself (actingSeat null) and every action may come from any person's keys (all open).
 * Its solo runs are played alone on their own engine, which their records replay on.
 */
export const checkmatesBidding: TableGameModule<BiddingConfig, BiddingState, BiddingAction, BiddingView, BiddingEvent, typeof checkmatesDescriptor> = {
  game: checkmatesDescriptor,
  engine: biddingEngine,
  // A solo run's refusals are the game's too: its screens word them alike.
  errorCodes: [...BIDDING_ERROR_CODES, ...SOLO_ERROR_CODES],
  defaultConfig: defaultBiddingConfig,
  createBot: createBiddingBot,
  actingSeat: () => null,
  isOpenAction: () => true,
  tableConfig: (seats, options) => ({ ...defaultBiddingConfig(seats), side: options.side, deck: options.deck, cards: options.cards }),
  // The bots read each card's distance table (bidding-bot.ts): the whole deck's, built ahead.
  solverTasks: ({ side, deck }) => blitzDeck(side, deck).map((card) => cardTask(card, side)),
  soloEngine,
}
