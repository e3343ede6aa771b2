import { onScopeDispose, reactive, watch, type Ref } from 'vue'
import type { Card } from '@shared/cards'
import type { Seat } from '@shared/engine'
import { useAppStore } from '../stores/app'

/** How long a private look stays face up, by the animation-speed setting. */
export const LOOK_MS = { slow: 5000, normal: 4000, fast: 3000 } as const

/** A card's place on the table: a seat and its slot. */
export interface Place {
  seat: Seat
  slot: number
}

/**
 * Faces shown for a few seconds and then turned back for good (the rules' timed looks, X-2).
 * A look belongs to whoever holds the screen, so it vanishes the moment the viewer changes —
 * synchronously, so that a new viewer's own look arriving in the same update survives.
 */
export function useTimedLooks(viewer: Ref<Seat | null>) {
  const app = useAppStore()
  const faces = reactive(new Map<string, Card>())
  const timers: ReturnType<typeof setTimeout>[] = []
  const keyOf = (p: Place) => `${p.seat}:${p.slot}`

  /** Runs `fn` after `ms`, unless the screen has gone by then. */
  const later = (fn: () => void, ms: number) => void timers.push(setTimeout(fn, ms))

  function show(cards: { at: Place; card: Card }[], after?: () => void) {
    for (const c of cards) faces.set(keyOf(c.at), c.card)
    later(() => {
      for (const c of cards) faces.delete(keyOf(c.at))
      after?.()
    }, LOOK_MS[app.settings.animationSpeed])
  }

  watch(viewer, () => faces.clear(), { flush: 'sync' })
  onScopeDispose(() => timers.forEach(clearTimeout))

  return {
    show,
    later,
    faceAt: (p: Place): Card | null => faces.get(keyOf(p)) ?? null,
    isShown: (p: Place) => faces.has(keyOf(p)),
  }
}
