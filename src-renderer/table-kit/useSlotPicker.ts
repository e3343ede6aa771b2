import { computed, ref, watch, type WatchSource } from 'vue'
import type { Seat } from '@shared/engine'

/** A card's place as the picker names it: `placeKey(seat, slot)`, or any string a game chooses. */
export const placeKey = (seat: Seat, slot: number): string => `${seat}:${slot}`

export interface SlotPickerOptions<T> {
  /** What may be done now, in whatever form the game sends it (an action, or a seat and its action). */
  legal: () => readonly T[]
  /**
   * The places a person taps to make it: one (a tuck, a peek, a match) or two (a swap, a card and
   * the pile it goes on). Anything else (a draw, a call) is not the picker's business: [].
   */
  places: (offer: T) => readonly string[]
  /**
   * Two-place offers start at their first place only (a card, then its pile), and another start
   * taken while one is held replaces it; else either order.
   */
  ordered?: boolean
  /** A half-made pair is dropped whenever this changes (a new turn, another mode). */
  resetOn?: WatchSource
}

/**
 * Legal actions turned into "what does a tap on this card do", the way chessground's `dests`
 * turn moves into targets: the screen learns which places are live, never why. One tap makes a
 * one-place offer; a two-place offer takes two taps, and tapping the first again lets it go.
 */
export function useSlotPicker<T>(options: SlotPickerOptions<T>) {
  const first = ref<string | null>(null)
  const offers = computed(() => options.legal().map((offer) => ({ offer, at: options.places(offer) })).filter((o) => o.at.length > 0))
  const single = (place: string) => offers.value.find((o) => o.at.length === 1 && o.at[0] === place)?.offer
  const starts = (place: string) => offers.value.some((o) => o.at.length === 2 && (o.at[0] === place || (!options.ordered && o.at[1] === place)))
  const completes = (from: string, place: string) =>
    offers.value.find((o) => o.at.length === 2 && ((o.at[0] === from && o.at[1] === place) || (!options.ordered && o.at[1] === from && o.at[0] === place)))?.offer

  if (options.resetOn) watch(options.resetOn, () => (first.value = null))
  // An offer that has gone (the window closed, the turn moved on) takes its half-made pair with it.
  watch(offers, () => {
    if (first.value !== null && !starts(first.value)) first.value = null
  })

  /** Whether a tap here does anything now: with a first place held, only the places that complete (or, ordered, replace) it. */
  function live(place: string): boolean {
    const held = first.value
    if (held !== null) return held === place || completes(held, place) !== undefined || (!!options.ordered && starts(place))
    return single(place) !== undefined || starts(place)
  }

  /** The offer a tap here makes, or null when it only held or let go of a first place. */
  function tap(place: string): T | null {
    const held = first.value
    if (held !== null) {
      first.value = null
      if (held === place) return null
      const done = completes(held, place)
      if (done === undefined && options.ordered && starts(place)) first.value = place
      return done ?? null
    }
    const one = single(place)
    if (one !== undefined) return one
    if (starts(place)) first.value = place
    return null
  }

  /**
   * A table's Escape while a first place is held: it lets it go, as tapping it again does (issue
   * 31, item 19); null when nothing is held, so the key is free for anything else.
   */
  const letGo = () => (first.value !== null ? () => (first.value = null) : null)

  return { first, live, tap, letGo, isFirst: (place: string) => first.value === place, clear: () => (first.value = null) }
}
