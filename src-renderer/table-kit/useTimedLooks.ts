import { onScopeDispose, reactive, shallowRef, watch, type Ref } from 'vue'
import type { Card } from '@shared/cards'
import type { Seat } from '@shared/engine'
import { LOOK_MS } from '@shared/profile'
import { useAppStore } from '../stores/app'
import { screenClock } from '../clock'

/** A card's place on the table: a seat and its slot. */
export interface Place {
  seat: Seat
  slot: number
}

/** A look with a clock on screen: what it is called and when it turns back (our clock). */
export interface LookTimer {
  /** The message key of what the clock says ('table.look.remember'), worded by whoever shows it. */
  label: string
  until: number
  total: number
}

/**
 * Faces shown for a few seconds and then turned back for good (the rules' timed looks, X-2).
 * A look belongs to whoever holds the screen, so it vanishes the moment the viewer changes —
 * synchronously, so that a new viewer's own look arriving in the same update survives. A look
 * given a `timer` label shows its seconds (the opening look, which a player must memorise).
 */
export function useTimedLooks(viewer: Ref<Seat | null>) {
  const app = useAppStore()
  const faces = reactive(new Map<string, Card>())
  const timer = shallowRef<LookTimer | null>(null)
  const timers: number[] = []
  // A look's own timer: it goes with its viewer, so a look someone left early never ends (and
  // releases the screen during) the next person's.
  const looks = new Set<number>()
  const keyOf = (p: Place) => `${p.seat}:${p.slot}`

  /** Runs `fn` after `ms`, unless the screen has gone by then. */
  const later = (fn: () => void, ms: number) => void timers.push(screenClock.setTimeout(fn, ms))

  function show(cards: { at: Place; card: Card }[], options: { after?: () => void; timer?: string } = {}) {
    const ms = LOOK_MS[app.settings.animationSpeed]
    for (const c of cards) faces.set(keyOf(c.at), c.card)
    const mine = options.timer ? { label: options.timer, until: screenClock.now() + ms, total: ms } : null
    if (mine) timer.value = mine
    const id = screenClock.setTimeout(() => {
      looks.delete(id)
      for (const c of cards) faces.delete(keyOf(c.at))
      if (mine && timer.value === mine) timer.value = null
      options.after?.()
    }, ms)
    looks.add(id)
  }

  watch(
    viewer,
    () => {
      faces.clear()
      timer.value = null
      looks.forEach(screenClock.clearTimeout)
      looks.clear()
    },
    { flush: 'sync' },
  )
  onScopeDispose(() => [...timers, ...looks].forEach(screenClock.clearTimeout))

  return {
    show,
    later,
    timer,
    /** Milliseconds left on the look with a clock, for a Countdown. */
    timerLeft: () => (timer.value ? Math.max(0, timer.value.until - screenClock.now()) : null),
    faceAt: (p: Place): Card | null => faces.get(keyOf(p)) ?? null,
    isShown: (p: Place) => faces.has(keyOf(p)),
  }
}
