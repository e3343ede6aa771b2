import type * as Registry from '../../shared/games/registry'
import { higherOrLowerGame } from './shared/games/higher-or-lower/index'

/**
 * The shared registry with the sixth game's one line added: what `vi.mock` hands every module
 * that imports shared/games/registry.ts, exactly as if the line were written there.
 */
export async function withHigherOrLower(real: () => Promise<typeof Registry>): Promise<typeof Registry> {
  const registry = await real()
  return { ...registry, GAMES: { ...registry.GAMES, 'higher-or-lower': higherOrLowerGame } as typeof registry.GAMES }
}
