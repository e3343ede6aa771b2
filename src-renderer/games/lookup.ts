import type { GameUi } from './game-ui'
import { GAME_UIS } from './registry'

// Lookups over the renderer's registry, kept apart from its one list so that a test which
// registers a game (tests/sixth-game) replaces that list alone and every lookup here follows it.

/** Every game's screens, in the library's order. */
export const GAME_UI_LIST: readonly GameUi[] = Object.values(GAME_UIS)

/** The screens of the game with this id, or undefined for an id no game has (a typed link, inherited names). */
export function gameUi(id: string): GameUi | undefined {
  return Object.hasOwn(GAME_UIS, id) ? (GAME_UIS as Record<string, GameUi>)[id] : undefined
}

/** Where the library's Play leads for a game. */
export const playLink = (ui: GameUi): string => ui.home ?? `/play/${ui.game.id}`
