import { inject, provide, type InjectionKey } from 'vue'

/**
 * A game screen's working state (its picker, its looks, its sounds), made once by the table and
 * shared with every part inside it. A part mounted on its own — a Seat on a phone — makes its own.
 */
export function sharedPlay<T>(create: () => T): () => T {
  const key: InjectionKey<T> = Symbol('play')
  return () => {
    const found = inject(key, null)
    if (found) return found
    const made = create()
    provide(key, made)
    return made
  }
}
