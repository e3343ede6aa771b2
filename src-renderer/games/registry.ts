import type { GameId } from '@shared/games/registry'
import type { GameUi } from './game-ui'
import { checkmatesUi } from './checkmates'
import { checkUi } from './check'
import { fourDownUi } from './four-down'
import { cheatUi } from './cheat'
import { checksUi } from './checks'

/**
 * Every game's screens, one line per game, in the library's order. The type asks for exactly the
 * games of the shared registry (shared/games/registry.ts), so a game registered there and not
 * here, or here and not there, does not compile. Only the registry's types reach the renderer:
 * each game's screens read its descriptor, never its engine.
 */
export const GAME_UIS: { readonly [K in GameId]: GameUi } = {
  checkmates: checkmatesUi,
  check: checkUi,
  'four-down': fourDownUi,
  cheat: cheatUi,
  checks: checksUi,
}
