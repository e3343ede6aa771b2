import { REALTIME_WINDOW_MAX, REALTIME_WINDOW_MIN } from '../../profile'
import type { CardGameModule } from '../module'
import { createCheckBot } from './bot'
import { checkExpert } from './expert'
import { cardsOfCheck, checkEngine, defaultCheckConfig } from './engine'
import { checkDescriptor } from './descriptor'
import { checkLessons } from './lessons'
import { CHECK_ERROR_CODES, type CheckAction, type CheckConfig, type CheckEvent, type CheckState, type CheckView } from './types'

export * from './types'
export { checkEngine, cardsOfCheck, defaultCheckConfig, handTotal, cardCount, isSpecial } from './engine'
export { createCheckBot } from './bot'

// Self-play figures: how long rounds run, whether calling Check pays, how often penalties ruin a seat.
function selfplayStats(finals: readonly CheckState[]): Record<string, number> {
  const n = finals.length || 1
  const turns = finals.reduce((t, s) => t + s.turn.number, 0)
  const called = finals.filter((s) => s.checkCaller !== null)
  const callerWon = called.filter((s) => s.end?.winners.includes(s.checkCaller as number)).length
  const seats = finals.reduce((t, s) => t + s.config.seats, 0) || 1
  const dq = finals.reduce((t, s) => t + s.disqualified.filter(Boolean).length, 0)
  return {
    turnsPerGame: turns / n,
    checkCallerWinRate: called.length ? callerWon / called.length : 0,
    // Share of all seats played that ended disqualified.
    disqualificationRate: dq / seats,
  }
}

/** A card's place in an action (a Position), as a record keeps it. */
const PLACE = { seat: 'value', slot: 'value' } as const

export const checkGame: CardGameModule<CheckConfig, CheckState, CheckAction, CheckView, CheckEvent, typeof checkDescriptor> = {
  game: checkDescriptor,
  engine: checkEngine,
  errorCodes: CHECK_ERROR_CODES,
  defaultConfig: defaultCheckConfig,
  cardsOf: cardsOfCheck,
  createBot: createCheckBot,
  expert: checkExpert,
  selfplayStats,
  actingSeat: (s) => (s.phase === 'turn' ? s.turn.seat : s.phase === 'ability' && s.ability ? s.ability.owner : null),
  faceUp: (s) => s.grids.map((grid) => grid.map((c) => c ?? 'empty')),
  isOpenAction: (a) => a.type === 'match' || a.type === 'pass',
  isPass: (a) => a.type === 'pass',
  isLook: (e) => e.type === 'initialPeek',
  lessons: checkLessons,
  tableConfig: (seats, options) => ({ seats, windowMs: options.windowMs }),
  record: {
    // The matching window is the settings' real-time window (CK-5).
    config: { seats: { kind: 'seats' }, windowMs: { kind: 'ms', min: REALTIME_WINDOW_MIN * 1000, max: REALTIME_WINDOW_MAX * 1000 } },
    actions: {
      draw: { from: 'value' }, tuck: { slot: 'value' }, discard: {}, check: {}, match: { slot: 'value' }, pass: {},
      peek: { target: PLACE }, swap: { a: PLACE, b: PLACE }, skip: {},
    },
  },
}
