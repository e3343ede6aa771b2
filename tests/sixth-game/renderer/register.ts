import type * as Registry from '../../../src-renderer/games/registry'
import { higherOrLowerUi } from './index'

/** The renderer's registry with the sixth game's one line added, as `vi.mock` hands it to every screen. */
export async function withHigherOrLowerUi(real: () => Promise<typeof Registry>): Promise<typeof Registry> {
  const registry = await real()
  return { ...registry, GAME_UIS: { ...registry.GAME_UIS, 'higher-or-lower': higherOrLowerUi } as typeof registry.GAME_UIS }
}
