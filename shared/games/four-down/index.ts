import type { CardGameModule } from '../module'
import { createFourDownBot } from './bot'
import { fourDownExpert } from './expert'
import {
  cardsOfFourDown,
  defaultFourDownConfig,
  FOUR_DOWN_ERROR_CODES,
  fourDownEngine,
  type FourDownAction,
  type FourDownConfig,
  type FourDownEvent,
  type FourDownState,
  type FourDownView,
} from './engine'
import { fourDownDescriptor } from './descriptor'
import { fourDownLessons } from './lessons'

export * from './engine'
export { createFourDownBot } from './bot'

/**
 * The rules page's own self-play figures, over finished matches: mean rounds per match, and of the
 * rounds in which someone called, how often the caller's round total was the lowest (ties count).
 * A called round that ended early (an emptied row, the stock) still judges the call.
 */
export function fourDownStats(finals: readonly FourDownState[]): { roundsPerMatch: number; callerLowestRate: number | null } {
  let rounds = 0
  let called = 0
  let callerLowest = 0
  for (const s of finals) {
    rounds += s.history.length
    for (const r of s.history) {
      if (r.caller === null) continue
      called++
      if ((r.scores[r.caller] as number) <= Math.min(...r.scores)) callerLowest++
    }
  }
  return {
    roundsPerMatch: finals.length === 0 ? 0 : rounds / finals.length,
    callerLowestRate: called === 0 ? null : callerLowest / called,
  }
}

/** A slot in an action (a SlotRef), as a record keeps it. */
const PLACE = { seat: 'value', slot: 'value' } as const

export const fourDownGame: CardGameModule<FourDownConfig, FourDownState, FourDownAction, FourDownView, FourDownEvent, typeof fourDownDescriptor> = {
  game: fourDownDescriptor,
  engine: fourDownEngine,
  errorCodes: FOUR_DOWN_ERROR_CODES,
  defaultConfig: defaultFourDownConfig,
  cardsOf: cardsOfFourDown,
  createBot: createFourDownBot,
  expert: fourDownExpert,
  selfplayStats: fourDownStats,
  lessons: fourDownLessons,
  selfplayRateKey: 'matchesPerSecond',
  // Four Down has no open windows: every decision belongs to the player whose turn it is.
  actingSeat: (state) => (state.phase === 'over' ? null : state.turn),
  faceUp: (state) => state.rows.map((row) => row.map((c) => c ?? 'empty')),
  isOpenAction: () => false,
  isLook: (e) => e.type === 'openingLook' || e.type === 'seen',
  tableConfig: (seats, options) => ({ seats, target: options.target }),
  record: {
    // A table deals neither a first dealer (drawn by lot) nor a fixed pack (the engine's tests').
    config: { seats: { kind: 'seats' }, target: fourDownDescriptor.options.target },
    actions: {
      draw: { from: 'value' }, call: {}, replace: { slot: 'value' }, discard: {}, look: { target: PLACE },
      swap: { a: PLACE, b: PLACE }, match: { target: PLACE }, handOver: { slot: 'value' },
    },
  },
}
