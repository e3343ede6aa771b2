import type * as Registry from '../../../src-renderer/games/registry'
import { i18n } from '../../../src-renderer/i18n'
import { higherOrLowerUi } from '../src-renderer/games/higher-or-lower/index'
import en from '../src-renderer/games/higher-or-lower/locales/en.json'
import ru from '../src-renderer/games/higher-or-lower/locales/ru.json'

/**
 * The renderer's registry with the sixth game's one line added, as `vi.mock` hands it to every
 * screen, and its words added to the messages (a game in src-renderer/games has them compiled in).
 */
export async function withHigherOrLowerUi(real: () => Promise<typeof Registry>): Promise<typeof Registry> {
  i18n.global.mergeLocaleMessage('en', en)
  i18n.global.mergeLocaleMessage('ru', ru)
  const registry = await real()
  return { ...registry, GAME_UIS: { ...registry.GAME_UIS, 'higher-or-lower': higherOrLowerUi } as typeof registry.GAME_UIS }
}
