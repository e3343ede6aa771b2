import { CALL_WINDOW_SECONDS } from '../../profile'
import type { CardGameModule } from '../module'
import { createCheatBot } from './bot'
import { cheatExpert } from './expert'
import {
  cardsOfCheat,
  CHEAT_ERROR_CODES,
  cheatEngine,
  defaultCheatConfig,
  MIN_CHALLENGE_MS,
  nextDealer,
  type CheatAction,
  type CheatConfig,
  type CheatEvent,
  type CheatState,
  type CheatView,
} from './engine'
import { cheatDescriptor } from './descriptor'
import { cheatLessons } from './lessons'

export * from './engine'
export { createCheatBot } from './bot'

/** The challenge window a table deals for the settings' call window: never shorter than CH-3 allows. */
const challengeMs = (callWindowMs: number): number => Math.max(MIN_CHALLENGE_MS, callWindowMs)
const dealtWindows = Object.values(CALL_WINDOW_SECONDS).map((seconds) => challengeMs(seconds * 1000))

const mean = (xs: readonly number[]): number => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length)

export const cheatGame: CardGameModule<CheatConfig, CheatState, CheatAction, CheatView, CheatEvent, typeof cheatDescriptor> = {
  game: cheatDescriptor,
  engine: cheatEngine,
  errorCodes: CHEAT_ERROR_CODES,
  defaultConfig: defaultCheatConfig,
  tableConfig: (seats, options) => ({ seats, challengeMs: challengeMs(options.callWindowMs) }),
  record: {
    // The dealer is the rematch's (CH-1's rotation); a first game's is drawn by lot.
    config: { seats: { kind: 'seats' }, challengeMs: { kind: 'ms', min: Math.min(...dealtWindows), max: Math.max(...dealtWindows) }, dealer: { kind: 'seat' } },
    actions: { claim: { cards: 'value' }, call: {}, accept: {} },
  },
  // A challenge window, the last card's included, is open to every opponent at once.
  actingSeat: (state) => (state.winner !== null || state.window ? null : state.turn),
  faceUp: (state) => state.hands.map((hand) => hand.slice()),
  isOpenAction: (action) => action.type === 'call' || action.type === 'accept',
  isPass: (action) => action.type === 'accept',
  rematchConfig: (state) => ({ dealer: nextDealer(state) }),
  cardsOf: cardsOfCheat,
  createBot: createCheatBot,
  expert: cheatExpert,
  lessons: cheatLessons,
  selfplayStats(finals) {
    const claims = finals.reduce((a, s) => a + s.claims, 0)
    const challenges = finals.reduce((a, s) => a + s.challenges, 0)
    const caught = finals.reduce((a, s) => a + s.caught, 0)
    return {
      turnsPerGame: mean(finals.map((s) => s.claims)),
      challengeRate: claims === 0 ? 0 : challenges / claims,
      challengeSuccessRate: challenges === 0 ? 0 : caught / challenges,
    }
  },
}
