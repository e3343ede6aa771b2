import { computed, reactive, ref, watch } from 'vue'
import { useRoute, useRouter } from 'vue-router'
import type { Side } from '@shared/checkmates'
import type { Puzzle } from '@shared/checkmates/puzzle'
import { STREAK_TOP } from '@shared/checkmates/streak'
import type { ApiResult, StreakView } from '@shared/ipc'
import { api } from '../../../api'
import { errorText } from '../../../errors'
import { useAppStore } from '../../../stores/app'
import { usePractice, usePuzzleBoard } from './puzzle-play'

/**
 * A person's streak as its screen plays it (docs/daily.md): the person from the address
 * (`profile`, none for the guest), the run on (or the last one), the side and level a new run
 * starts from, the one skip, giving up, and the missed cards played again as practice.
 */
export function useStreak() {
  const app = useAppStore()
  const route = useRoute()
  const router = useRouter()
  const profileId = computed(() => (typeof route.query.profile === 'string' && route.query.profile ? route.query.profile : null))
  const pickPerson = (id: string) => void router.replace({ query: { ...(id && { profile: id }) } })

  const view = ref<StreakView | null>(null)
  const run = computed(() => view.value?.run ?? null)
  const on = computed(() => run.value !== null && run.value.ending === null)
  /** The card met last in this run, for a line under the card in play. */
  const lastMet = ref<{ number: number; moves: number } | null>(null)

  // A new run's choices; the side a run was last played on comes first.
  const side = ref<Side>('fifteen')
  const level = ref(1)
  const levels = computed(() => Array.from({ length: STREAK_TOP[side.value] }, (_, i) => i + 1))
  watch(side, () => (level.value = Math.min(level.value, STREAK_TOP[side.value])))

  function adopt(r: ApiResult<StreakView>) {
    if (!r.ok) {
      app.error = errorText(r.error, 'checkmates')
      return
    }
    view.value = r.value
  }

  let asked = 0
  async function load() {
    const mine = ++asked
    practice.close()
    lastMet.value = null
    const r = await api.request['checkmates:streak']({ profileId: profileId.value })
    if (mine !== asked) return
    adopt(r)
    if (r.ok && r.value.run) side.value = r.value.run.side
  }

  const starting = ref(false)
  async function start() {
    if (starting.value) return
    starting.value = true
    lastMet.value = null
    practice.close()
    adopt(await api.request['checkmates:streak-start']({ profileId: profileId.value, side: side.value, level: level.value }))
    starting.value = false
  }

  const play = usePuzzleBoard({
    side: () => run.value?.side ?? side.value,
    board: () => run.value?.board ?? null,
    lastMove: () => run.value?.moves.at(-1) ?? null,
    open: () => on.value,
    send: async (move) => {
      const before = run.value
      if (!before) return
      const r = await api.request['checkmates:streak-move']({ runId: before.id, move })
      adopt(r)
      if (r.ok && r.value.run && r.value.run.met > before.met) lastMet.value = { number: before.card.number, moves: before.moves.length + 1 }
    },
  })

  async function skip() {
    const current = run.value
    if (!current) return
    await play.settled()
    adopt(await api.request['checkmates:streak-skip']({ runId: current.id }))
  }

  const confirmingGiveUp = ref(false)
  async function giveUp() {
    confirmingGiveUp.value = false
    const current = run.value
    if (!current) return
    await play.settled()
    adopt(await api.request['checkmates:streak-give-up']({ runId: current.id }))
  }

  /** A card that ended a run, again, on this screen alone. */
  const practice = usePractice()
  const practise = (card: Puzzle) => practice.start(card)

  watch(profileId, () => void load(), { immediate: true })

  return reactive({
    profileId, pickPerson, view, run, on, lastMet, side, level, levels, starting, start, play, skip, confirmingGiveUp, giveUp, practice, practise,
  })
}
