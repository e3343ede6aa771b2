import { shallowRef, watch, type Ref, type ShallowRef } from 'vue'
import type { GameUi } from './game-ui'

/**
 * A part of a game's screens that loads when first needed (its rules page, its history wording),
 * for whichever game is on screen: null until it has loaded, and never a part of a game the
 * screen has moved away from meanwhile.
 */
export function useGamePart<T>(ui: Ref<GameUi | undefined>, load: (ui: GameUi) => Promise<T>): ShallowRef<T | null> {
  const part = shallowRef<T | null>(null)
  watch(
    ui,
    async (shown) => {
      part.value = null
      const loaded = shown ? await load(shown) : null
      if (shown === ui.value) part.value = loaded
    },
    { immediate: true },
  )
  return part
}
