import { checkGame } from '../../shared/games/check'
import { cheatGame } from '../../shared/games/cheat'
import { checksGame } from '../../shared/games/checks'
import { fourDownGame } from '../../shared/games/four-down'
import type { AnyCardGameModule } from '../../shared/games/module'

/** Every card game the host can seat bots at, by the id used on the command line. */
export const cardGames: Record<string, AnyCardGameModule> = {
  check: checkGame,
  'four-down': fourDownGame,
  cheat: cheatGame,
  checks: checksGame,
}
