import type { TableGameModule } from '../games/module'
import {
  biddingEngine, defaultBiddingConfig, MAX_BIDDING_SEATS, MIN_BIDDING_SEATS,
  type BiddingAction, type BiddingConfig, type BiddingEvent, type BiddingState, type BiddingView,
} from './bidding'
import { createBiddingBot } from './bidding-bot'

/**
 * Check Mates bidding at the shared table. Nothing is hidden, so no seat ever needs the screen to
 * itself (actingSeat null) and every action may come from any person's keys (all open).
 */
export const checkmatesBidding: TableGameModule<BiddingConfig, BiddingState, BiddingAction, BiddingView, BiddingEvent> = {
  engine: biddingEngine,
  minSeats: MIN_BIDDING_SEATS,
  maxSeats: MAX_BIDDING_SEATS,
  defaultConfig: defaultBiddingConfig,
  createBot: createBiddingBot,
  actingSeat: () => null,
  isOpenAction: () => true,
  tableConfig: (seats, options) => ({
    ...defaultBiddingConfig(seats),
    side: options.side ?? 'fifteen',
    deck: options.deck ?? 'all',
    cards: options.cards ?? null,
  }),
}
