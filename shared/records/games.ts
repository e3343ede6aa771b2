import { checkmatesBidding } from '../checkmates/bidding-module'
import { soloEngine } from '../checkmates/solo'
import type { Engine } from '../engine'
import { cheatGame } from '../games/cheat'
import { checkGame } from '../games/check'
import { checksGame } from '../games/checks'
import type { AnyExpertSpec } from '../games/expert/search'
import { fourDownGame } from '../games/four-down'
import type { AnyTableGameModule } from '../games/module'
import type { RecordMode } from './format'

/** What replaying and judging a record needs of its game. */
export interface RecordedGame {
  engine: Engine<any, any, any, any, any>
  minSeats: number
  maxSeats: number
  /** The expert's search; without one the game's decisions are not judged by playouts. */
  expert?: AnyExpertSpec
  /** Actions any seat may take at once in an open window (a throw, a call, a pass). */
  isOpenAction?(action: unknown): boolean
  /** The open action that lets a window go by: what a seat's silence in a window amounts to. */
  isPass?(action: unknown): boolean
}

// The one place records look games up, so it can follow the game registry wherever it goes.
const TABLE: Record<string, AnyTableGameModule> = {
  check: checkGame,
  'four-down': fourDownGame,
  cheat: cheatGame,
  checks: checksGame,
  checkmates: checkmatesBidding,
}

const SOLO: RecordedGame = { engine: soloEngine, minSeats: 1, maxSeats: 1 }

/** The game a record of `game` in `mode` replays on, or null when this app has no such game. */
export function recordedGame(game: string, mode: RecordMode): RecordedGame | null {
  if (mode === 'solo') return game === 'checkmates' ? SOLO : null
  return Object.hasOwn(TABLE, game) ? (TABLE[game] as AnyTableGameModule) : null
}
