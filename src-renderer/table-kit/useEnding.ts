import { onScopeDispose, ref, watch, type Ref } from 'vue'
import type { Outcome } from '@shared/engine'
import { REVEAL_MS } from '@shared/profile'
import { screenClock } from '../clock'

export type EndingBeat = 'reveal' | 'result' | 'table'

/**
 * A game's end, in beats, for every screen that shows a table (the computer's and a phone's):
 * the reveal (the final table with nothing over it), then the result. The computer's screen adds
 * a third, `table`, on "See the table". A table already over when the screen opens, or when its
 * first picture comes (`undefined` until then: a phone opening its link again), shows its result
 * at once; a new game ("Play again") starts with no ending.
 */
export function useEnding(outcome: Ref<Outcome | null | undefined>): Ref<EndingBeat | null> {
  const ending = ref<EndingBeat | null>(null)
  let timer: number | undefined
  watch(
    outcome,
    (o, before) => {
      if (!o) {
        screenClock.clearTimeout(timer)
        return void (ending.value = null)
      }
      // Each later snapshot of the finished table brings its outcome again: only a new game resets.
      if (before || ending.value) return
      if (before === undefined) return void (ending.value = 'result')
      ending.value = 'reveal'
      timer = screenClock.setTimeout(() => ending.value === 'reveal' && (ending.value = 'result'), REVEAL_MS)
    },
    { immediate: true },
  )
  onScopeDispose(() => screenClock.clearTimeout(timer))
  return ending
}
