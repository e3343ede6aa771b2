import type { GameId } from '@shared/engine'
import type { RulesPage } from './types'
import { rules as checkmates } from './checkmates'
import { rules as check } from './check'
import { rules as fourDown } from './four-down'
import { rules as cheat } from './cheat'
import { rules as checks } from './checks'

/** The in-app rules page for every game, keyed by its id. */
export const RULES: Record<GameId, RulesPage> = {
  checkmates,
  check,
  'four-down': fourDown,
  cheat,
  checks,
}
