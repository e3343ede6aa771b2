import { isCardGame, type AnyCardGameModule, type AnyTableGameModule } from './module'
import { GAMES, type GameId } from './registry'

// Lookups over the registry, kept apart from its one list so that a test which registers a game
// (tests/sixth-game) replaces that list alone and every lookup here follows it.

/** Every registered game, in the library's order. */
export const GAME_MODULES: readonly AnyTableGameModule[] = Object.values(GAMES)
export const GAME_IDS = Object.keys(GAMES) as GameId[]

/** The module of the game with this id, or undefined for an id no game has (inherited names included). */
export function gameModule(id: string): AnyTableGameModule | undefined {
  return Object.hasOwn(GAMES, id) ? (GAMES as Record<string, AnyTableGameModule>)[id] : undefined
}

/** The card games: the ones self-play and the cross-game card laws take. */
export const CARD_GAMES: readonly AnyCardGameModule[] = GAME_MODULES.filter(isCardGame)

export function cardGameModule(id: string): AnyCardGameModule | undefined {
  const module = gameModule(id)
  return module && isCardGame(module) ? module : undefined
}

/** The fewest and most seats of any game: the bounds a table request is held to before its game is known. */
export const SEAT_BOUNDS = {
  min: Math.min(...GAME_MODULES.map((m) => m.game.seats.min)),
  max: Math.max(...GAME_MODULES.map((m) => m.game.seats.max)),
}
