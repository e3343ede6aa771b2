import type { RecordShape, TableGameModule } from '../games/module'
import {
  BIDDING_ERROR_CODES, biddingEngine, defaultBiddingConfig,
  type BiddingAction, type BiddingConfig, type BiddingEvent, type BiddingState, type BiddingView,
} from './bidding'
import { createBiddingBot } from './bidding-bot'
import { blitzDeck, cardTask } from './deck'
import { checkmatesDescriptor } from './descriptor'
import { checkmatesLessons } from './lessons'
import { SOLO_ERROR_CODES, SOLO_IDLE_MS, soloEngine, type SoloAction, type SoloConfig } from './solo'

const lobby = checkmatesDescriptor.options
/** A time no table or run offers a choice of: the rules' own, and nothing else. */
const only = (ms: number) => ({ kind: 'ms', min: ms, max: ms }) as const
const clocks = defaultBiddingConfig(checkmatesDescriptor.seats.min)

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
  record: {
    // CM-8's clocks are no option: every table deals the rules' times.
    config: {
      seats: { kind: 'seats' }, side: lobby.side, deck: lobby.deck, cards: lobby.cards,
      countMs: only(clocks.countMs), noBidMs: only(clocks.noBidMs), resultMs: only(clocks.resultMs),
    },
    actions: { bid: { moves: 'value' }, move: { move: 'value' }, concede: {}, next: {} },
  },
  // The bots read each card's distance table (bidding-bot.ts): the whole deck's, built ahead.
  solverTasks: ({ side, deck }) => blitzDeck(side, deck).map((card) => cardTask(card, side)),
  soloEngine,
  // A run's side and deck are the bidding game's choices (checkmates:solo-start); it lies idle for the rules' time.
  soloRecord: {
    config: { side: lobby.side, deck: lobby.deck, practice: { kind: 'flag' }, idleMs: only(SOLO_IDLE_MS) },
    actions: { move: { move: 'value' }, hint: {}, quit: {} },
  } satisfies RecordShape<SoloConfig, SoloAction>,
  lessons: checkmatesLessons,
}
