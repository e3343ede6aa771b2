import { computed, onScopeDispose, reactive, ref, watch } from 'vue'
import { useRoute, useRouter } from 'vue-router'
import type { DailyView } from '@shared/ipc'
import type { Puzzle } from '@shared/checkmates/puzzle'
import { api } from '../../../api'
import { screenClock } from '../../../clock'
import { errorText } from '../../../errors'
import { useAppStore } from '../../../stores/app'
import { usePractice, usePuzzleBoard } from './puzzle-play'

/**
 * The day's puzzle as its screen plays it (docs/daily.md): the person from the address (`profile`,
 * none for the guest), the host's view of today, the one try with its clock, and afterwards the
 * same puzzle again as practice. The screen only lays it out.
 */
export function useDaily() {
  const app = useAppStore()
  const route = useRoute()
  const router = useRouter()
  const profileId = computed(() => (typeof route.query.profile === 'string' && route.query.profile ? route.query.profile : null))
  const pickPerson = (id: string) => void router.replace({ query: { ...(id && { profile: id }) } })

  const view = ref<DailyView | null>(null)
  const attempt = computed(() => view.value?.today ?? null)
  const playing = computed(() => attempt.value !== null && attempt.value.outcome === null)
  const over = computed(() => attempt.value !== null && attempt.value.outcome !== null)
  const starting = ref(false)
  let clockOffset = 0

  function adopt(v: DailyView) {
    view.value = v
    clockOffset = v.now - screenClock.now()
  }

  let asked = 0
  async function load() {
    const mine = ++asked
    practice.close()
    const r = await api.request['checkmates:daily']({ profileId: profileId.value })
    if (mine !== asked) return
    if (r.ok) adopt(r.value)
    else app.error = errorText(r.error, 'checkmates')
  }

  async function start() {
    if (starting.value) return
    starting.value = true
    const r = await api.request['checkmates:daily-start']({ profileId: profileId.value })
    starting.value = false
    if (r.ok) adopt(r.value)
    else app.error = errorText(r.error, 'checkmates')
  }

  const play = usePuzzleBoard({
    side: () => attempt.value?.puzzle.side ?? view.value?.side ?? 'fifteen',
    board: () => attempt.value?.board ?? null,
    lastMove: () => attempt.value?.moves.at(-1) ?? null,
    open: () => playing.value,
    send: async (move) => {
      const a = attempt.value
      if (!a || !view.value) return
      const r = await api.request['checkmates:daily-move']({ profileId: profileId.value, date: a.date, move })
      if (r.ok) view.value = { ...view.value, today: r.value }
      else app.error = errorText(r.error, 'checkmates')
    },
  })

  const confirmingGiveUp = ref(false)
  async function giveUp() {
    confirmingGiveUp.value = false
    const a = attempt.value
    if (!a || !view.value) return
    await play.settled()
    const r = await api.request['checkmates:daily-give-up']({ profileId: profileId.value, date: a.date })
    if (r.ok) view.value = { ...view.value, today: r.value }
    else app.error = errorText(r.error, 'checkmates')
  }

  /** The same puzzle again, on this screen alone, with its fewest moves shown from the start. */
  const practice = usePractice()
  function practise() {
    const a = attempt.value
    if (a && a.optimal !== null) practice.start({ ...a.puzzle, optimal: a.optimal } satisfies Puzzle)
  }

  watch(profileId, () => void load(), { immediate: true })

  // The clock is the host's; this only shows it ticking between answers.
  const tick = ref(screenClock.now())
  const timer = setInterval(() => (tick.value = screenClock.now()), 100)
  onScopeDispose(() => clearInterval(timer))
  const elapsed = computed(() => {
    const a = attempt.value
    if (!a) return 0
    return Math.max(0, (a.endedAt ?? tick.value + clockOffset) - a.startedAt)
  })

  return reactive({
    profileId, pickPerson, view, attempt, playing, over, starting, start, play, confirmingGiveUp, giveUp, practice, practise, elapsed,
  })
}
