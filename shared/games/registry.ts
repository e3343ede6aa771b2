import { checkmatesBidding } from '../checkmates/bidding-module'
import { checkGame } from './check'
import { cheatGame } from './cheat'
import { checksGame } from './checks'
import { fourDownGame } from './four-down'
import type { AnyOptionValues } from './descriptor'
import type { AnyTableGameModule } from './module'

/**
 * Every game the app hosts, by id, in the library's order: one line per game. Everything else
 * (the host's schemas and tables, results, the command line, the e2e tables) reads this list
 * through lookup.ts; the screens read each game's descriptor through their own registry
 * (src-renderer/games/registry.ts), which the type below keeps in step with this one.
 */
export const GAMES = {
  checkmates: checkmatesBidding,
  check: checkGame,
  'four-down': fourDownGame,
  cheat: cheatGame,
  checks: checksGame,
} satisfies Record<string, AnyTableGameModule>

export type GameId = keyof typeof GAMES

/** Each registered game's descriptor type. */
export type RegisteredDescriptor = (typeof GAMES)[GameId]['game']
/** Every option any registered game takes, under its key: what a table request and its lobby echo may carry. */
export type RegisteredOptions = AnyOptionValues<RegisteredDescriptor>
