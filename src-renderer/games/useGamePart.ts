import { shallowRef, watch, type Ref, type ShallowRef } from 'vue'

/**
 * A part of a game's screens that loads when first needed (its rules page, its history wording),
 * for whatever is on screen (a game, or a game in a language): null until it has loaded, and never
 * a part for something the screen has moved away from meanwhile.
 */
export function useGamePart<S, T>(shown: Ref<S | undefined>, load: (shown: S) => Promise<T>): ShallowRef<T | null> {
  const part = shallowRef<T | null>(null)
  watch(
    shown,
    async (now) => {
      part.value = null
      const loaded = now ? await load(now) : null
      if (now === shown.value) part.value = loaded
    },
    { immediate: true },
  )
  return part
}
