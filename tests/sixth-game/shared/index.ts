import { RANKS, rankOf } from '../../../shared/cards'
import type { CardGameModule } from '../../../shared/games/module'
import { higherOrLowerDescriptor } from './descriptor'
import { cardsOfHigherOrLower, defaultHigherOrLowerConfig, HOL_ERROR_CODES, holEngine, type HolAction, type HolConfig, type HolEvent, type HolState, type HolView } from './engine'

/** The sixth game's module, written as any game's is: nothing of it is known outside this folder. */
export const higherOrLowerGame: CardGameModule<HolConfig, HolState, HolAction, HolView, HolEvent, typeof higherOrLowerDescriptor> = {
  game: higherOrLowerDescriptor,
  engine: holEngine,
  errorCodes: HOL_ERROR_CODES,
  defaultConfig: defaultHigherOrLowerConfig,
  tableConfig: (seats, options) => ({ seats, rounds: options.rounds }),
  // It decides from its own card alone: higher when that card is in the lower half.
  createBot: (seat) => ({
    observe: () => {},
    decide: (view, legal) => {
      if (view.turn !== seat || legal.length === 0 || !view.mine) return null
      const higher = RANKS.indexOf(rankOf(view.mine)) < RANKS.length / 2
      return { action: legal.find((a) => a.higher === higher)!, delayMs: 700 }
    },
  }),
  actingSeat: (s) => (holEngine.outcome(s) ? null : s.turn),
  isOpenAction: () => false,
  cardsOf: cardsOfHigherOrLower,
  selfplayStats: (finals) => ({ meanTopScore: finals.reduce((n, s) => n + Math.max(...s.scores), 0) / Math.max(1, finals.length) }),
}
