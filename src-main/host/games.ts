import { checkmatesBidding } from '../../shared/checkmates/bidding-module'
import { checkGame } from '../../shared/games/check'
import { cheatGame } from '../../shared/games/cheat'
import { checksGame } from '../../shared/games/checks'
import { fourDownGame } from '../../shared/games/four-down'
import type { AnyCardGameModule, AnyTableGameModule } from '../../shared/games/module'

/** Every card game the host can seat bots at, by the id used on the command line. */
export const cardGames: Record<string, AnyCardGameModule> = {
  check: checkGame,
  'four-down': fourDownGame,
  cheat: cheatGame,
  checks: checksGame,
}

/** Every game a table can be opened for: the card games and Check Mates' bidding game. */
export const tableGames: Record<string, AnyTableGameModule> = { ...cardGames, checkmates: checkmatesBidding }
