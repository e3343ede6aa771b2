import type { Engine } from '../engine'
import type { AnyExpertSpec } from '../games/expert/search'
import { gameModule } from '../games/lookup'
import type { AnyRecordShape } from '../games/module'
import type { RecordMode } from './format'

/** What replaying and judging a record needs of its game. */
export interface RecordedGame {
  engine: Engine<any, any, any, any, any>
  /** How many seats a record of it may hold: its descriptor's seat limits, one for a solo run. */
  seats: { min: number; max: number }
  /** What a record of it may hold: the game's own declaration, its table's or its solo run's. */
  record: AnyRecordShape
  /** The expert's search; without one the game's decisions are not judged by playouts. */
  expert?: AnyExpertSpec
  /** Actions any seat may take at once in an open window (a throw, a call, a pass). */
  isOpenAction?(action: unknown): boolean
  /** The open action that lets a window go by: what a seat's silence in a window amounts to. */
  isPass?(action: unknown): boolean
}

const ALONE = { min: 1, max: 1 }

/**
 * The game a record of `game` in `mode` replays on, or null when this app has no such game: the
 * registry's, at its table or, for a solo record, its engine for play alone.
 */
export function recordedGame(game: string, mode: RecordMode): RecordedGame | null {
  const module = gameModule(game)
  if (!module) return null
  if (mode === 'solo') return module.soloEngine && module.soloRecord ? { engine: module.soloEngine, seats: ALONE, record: module.soloRecord } : null
  return { ...module, seats: module.game.seats }
}
