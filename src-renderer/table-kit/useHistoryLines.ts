import { computed, type ComputedRef, type Ref } from 'vue'
import type { TableSnapshot } from '@shared/ipc'
import { narrator } from '@shared/games/narrator'
import type { GameUi } from '../games/game-ui'
import { useGamePart } from '../games/useGamePart'
import { sayAll } from '../i18n/lines'
import { i18n } from '../i18n'

/**
 * The table's history as lines, spoken to whoever holds the screen: "you" for them, names for
 * everyone else, in the language on screen. Empty until the game's wording has loaded.
 */
export function useHistoryLines(snap: Ref<TableSnapshot | null>, ui: Ref<GameUi | undefined>): ComputedRef<string[]> {
  const describe = useGamePart(ui, (u) => u.describe())
  return computed(() => {
    const s = snap.value
    if (!s) return []
    const name = (seat: number) => s.seats[seat]?.name ?? i18n.global.t('table.seat', { n: seat + 1 })
    const n = narrator(name, typeof s.viewer === 'number' ? s.viewer : null)
    return s.history.flatMap((e) => {
      const lines = describe.value?.(e, n) ?? []
      return lines.length > 0 ? [sayAll(lines)] : []
    })
  })
}
