import type { CardGameModule } from '../module'
import { createChecksBot } from './bot'
import { checksExpert } from './expert'
import {
  cardsOfChecks,
  CHECKS_ERROR_CODES,
  checksEngine,
  defaultChecksConfig,
  type ChecksAction,
  type ChecksConfig,
  type ChecksEvent,
  type ChecksState,
  type ChecksView,
} from './engine'
import { checksDescriptor } from './descriptor'
import { checksLessons } from './lessons'

export * from './engine'
export { createChecksBot } from './bot'

export const checksGame: CardGameModule<ChecksConfig, ChecksState, ChecksAction, ChecksView, ChecksEvent, typeof checksDescriptor> = {
  game: checksDescriptor,
  engine: checksEngine,
  errorCodes: CHECKS_ERROR_CODES,
  defaultConfig: defaultChecksConfig,
  actingSeat: (state) => (checksEngine.outcome(state) ? null : state.turn),
  // The fans still to come, in the order they will be played.
  faceUp: (state) => state.fans.map((fans, seat) => fans.slice(state.active[seat]).flat()),
  isOpenAction: () => false,
  // The winner deals the next game (the rules); after a draw the deal passes to the other player.
  rematchConfig: (state) => {
    const winners = checksEngine.outcome(state)?.winners ?? []
    return { dealer: winners.length === 1 ? winners[0]! : 1 - state.dealer }
  },
  // The dealer is the rematch's (the last winner); a first game's is drawn by high card.
  record: { config: { dealer: { kind: 'seat' } }, actions: { claim: { target: 'value' }, place: { card: 'value', target: 'value' } } },
  cardsOf: cardsOfChecks,
  createBot: createChecksBot,
  expert: checksExpert,
  lessons: checksLessons,
  selfplayStats(finals) {
    const n = Math.max(1, finals.length)
    return {
      meanCapturedBySeat: [0, 1].map((seat) => finals.reduce((a, s) => a + (s.captured[seat]?.length ?? 0), 0) / n),
    }
  },
}
