import { computed, reactive } from 'vue'
import type { Seat } from '@shared/engine'
import type { HolAction, HolEvent, HolView } from '../../../shared/games/higher-or-lower/engine'
import { i18n } from '../../../../../src-renderer/i18n'
import { useGameTable } from '../../../../../src-renderer/table-kit/useGameTable'
import { useEventSounds, useTurnCue } from '../../../../../src-renderer/table-kit/sound'
import { sharedPlay } from '../../../../../src-renderer/table-kit/sharedPlay'
import { higherOrLowerStatus } from './status'

/** Higher or Lower's screen state, shared by its table, its middle and the screen holder's seat. */
export const useHigherOrLowerPlay = sharedPlay(() => {
  const t = useGameTable<HolView, HolAction, HolEvent>()
  useEventSounds<HolEvent>({ dealt: 'deal', turned: 'flip', revealed: 'flip' })
  useTurnCue(() => t.myTurn.value)
  const status = computed(() => higherOrLowerStatus({ view: t.view.value, me: t.me.value, name: t.name, outcome: t.outcome.value }))
  const active = (seat: Seat) => t.acting.value === seat
  const points = (seat: Seat) => {
    const n = t.view.value.scores[seat] ?? 0
    return i18n.global.t('higher-or-lower.table.points', { n }, n)
  }
  /** The screen holder's answer, when it is theirs to give. */
  const guess = (higher: boolean) => t.mine.value.find((a) => a.higher === higher)
  return reactive({ ...t, status, active, points, guess })
})
