import type { CardGameModule } from '../../../../../shared/games/module'
import { createHigherOrLowerBot } from './bot'
import { higherOrLowerDescriptor } from './descriptor'
import { higherOrLowerLessons } from './lessons'
import { cardsOfHigherOrLower, defaultHigherOrLowerConfig, HOL_ERROR_CODES, holEngine, type HolAction, type HolConfig, type HolEvent, type HolState, type HolView } from './engine'

/** The sixth game's module, written as any game's is: nothing of it is known outside its folders. */
export const higherOrLowerGame: CardGameModule<HolConfig, HolState, HolAction, HolView, HolEvent, typeof higherOrLowerDescriptor> = {
  game: higherOrLowerDescriptor,
  engine: holEngine,
  errorCodes: HOL_ERROR_CODES,
  defaultConfig: defaultHigherOrLowerConfig,
  tableConfig: (seats, options) => ({ seats, rounds: options.rounds }),
  // What a record of it may hold: the table's seats and the lobby's rounds; a guess's one field.
  record: { config: { seats: { kind: 'seats' }, rounds: higherOrLowerDescriptor.options.rounds }, actions: { guess: { higher: 'value' } } },
  createBot: createHigherOrLowerBot,
  actingSeat: (s) => (holEngine.outcome(s) ? null : s.turn),
  // A review with every card face up shows each player's own card.
  faceUp: (s) => s.hands.map((card) => [card]),
  isOpenAction: () => false,
  cardsOf: cardsOfHigherOrLower,
  lessons: higherOrLowerLessons,
  selfplayStats: (finals) => ({ meanTopScore: finals.reduce((n, s) => n + Math.max(...s.scores), 0) / Math.max(1, finals.length) }),
}
