import { computed, onScopeDispose, reactive, ref, watch } from 'vue'
import { onBeforeRouteLeave, onBeforeRouteUpdate, useRoute, useRouter, type RouteLocationNormalized } from 'vue-router'
import { applyMove, isSatisfied, legalDestinations, makeMove, parseBoard, parseMove, parseTask, setupFromSeed, type Board, type Move } from '@shared/checkmates'
import type { SoloCardView, SoloRun, SoloSession } from '@shared/ipc'
import { api } from '../../../api'
import { screenClock } from '../../../clock'
import { errorText } from '../../../errors'
import { useAppStore } from '../../../stores/app'
import { problemText } from '../words'
import { DECK_PARAMS, deckFromParam, sideFromParam } from '../checkmates-text'

/** Why a run ended before its tenth card: quit, left idle by the host, or already over when a move came. */
export type EndedKind = 'quit' | 'idle' | 'gone'

/** How long a refused move's reason stays over the board. */
const REFUSAL_MS = 4000
/** How long the card just met stays in view beside the next. */
const MATCHED_MS = 1400

/**
 * A solo run as the screen plays it (CM-11): the route's side, deck and deal; the host's session;
 * the board as the player sees it, moves shown at once and confirmed by the host in order; hints;
 * and the asking before a counted run is lost. The screen only lays it out.
 */
export function useSoloRun() {
  const app = useAppStore()
  const route = useRoute()
  const router = useRouter()

  const side = computed(() => sideFromParam(route.query.side))
  const deck = computed(() => deckFromParam(route.query.deck))
  /** A chosen deal (`?seed=`): someone may know it in advance, so it is always practice. */
  const seed = computed(() => (typeof route.query.seed === 'string' && route.query.seed.length > 0 ? route.query.seed.slice(0, 64) : null))
  const linkFor = (patch: Record<string, string | undefined>) => ({
    query: { side: side.value, deck: DECK_PARAMS[deck.value], ...(seed.value ? { seed: seed.value } : {}), ...patch },
  })
  const countedLink = computed(() => ({ query: { side: side.value, deck: DECK_PARAMS[deck.value] } }))

  const practiceWanted = ref(false)
  const practice = computed(() => seed.value !== null || practiceWanted.value)
  const profileId = ref<string>(app.profiles[0]?.id ?? '')
  const session = ref<SoloSession | null>(null)
  /** The board as the player sees it: moves show at once and the host's answer confirms them. */
  const local = ref<Board | null>(null)
  const pending = ref(0)
  const selected = ref<number | null>(null)
  const lastMove = ref<Move | null>(null)
  const starting = ref(false)
  const records = ref<SoloRun[]>([])
  /**
   * Why the last run ended early (worded by the screen: `checkmates.solo.ended.<kind>`), with its
   * deal for practice and its id: the host keeps every run that ended, quit and idle ones too, for review.
   */
  const endNote = ref<{ kind: EndedKind; seed: string | null; runId: string } | null>(null)
  /** Why a token did not go where it was sent: the rules' own words, for a few seconds. */
  const refusal = ref<string | null>(null)
  const matched = ref<{ number: number; card: SoloCardView } | null>(null)
  let chain: Promise<void> = Promise.resolve()

  function reset() {
    session.value = null
    local.value = null
    selected.value = null
    lastMove.value = null
    records.value = []
    pending.value = 0
    matched.value = null
    refusal.value = null
    chain = Promise.resolve()
  }

  const finished = computed(() => session.value?.ended === 'finished')
  const playing = computed(() => session.value !== null && session.value.ended === null)
  const counted = computed(() => playing.value && !session.value!.practice)
  const current = computed(() => (playing.value ? (session.value?.cards.at(-1) ?? null) : null))
  const currentTask = computed(() => {
    if (!current.value) return null
    const t = parseTask(side.value, current.value.task)
    return t.ok ? t.value : null
  })
  // A counted run's board is dealt by the host at the start; until then there is nothing to show.
  const preview = computed(() => (seed.value ? setupFromSeed(side.value, seed.value) : '.../.../...'))
  const board = computed(() => local.value ?? preview.value)
  // Once the local board meets the card, the host is about to reveal the next one: the card in play
  // is stamped as met meanwhile, so nobody reads a finished card as the one to play.
  const awaitingReveal = computed(() => currentTask.value !== null && local.value !== null && isSatisfied(local.value, currentTask.value))
  const targets = computed(() => (selected.value !== null && local.value && playing.value ? legalDestinations(local.value, selected.value) : []))
  const doneCount = computed(() => session.value?.cards.filter((c) => c.doneAt !== null).length ?? 0)
  const movesOnCard = computed(() => current.value?.moves ?? 0)

  let clockOffset = 0
  function adopt(s: SoloSession) {
    session.value = s
    clockOffset = s.now - screenClock.now()
    if (pending.value === 0) {
      const b = parseBoard(s.side, s.board)
      if (b.ok) local.value = b.value
      const m = s.lastMove ? parseMove(s.lastMove) : null
      lastMove.value = m?.ok ? m.value : null
    }
    if (s.ended === 'finished') void loadRecords()
    else if (s.ended !== null) endEarly(s.ended === 'idle' ? 'idle' : 'quit', s.seed, s.sessionId)
  }

  function endEarly(kind: EndedKind, dealSeed: string | null, runId: string) {
    reset()
    endNote.value = { kind, seed: dealSeed, runId }
  }

  async function start() {
    if (starting.value) return
    starting.value = true
    endNote.value = null
    const r = await api.request['checkmates:solo-start']({
      side: side.value,
      deck: deck.value,
      ...(seed.value ? { seed: seed.value } : {}),
      practice: practice.value,
      ...(profileId.value ? { profileId: profileId.value } : {}),
    })
    starting.value = false
    if (!r.ok) {
      app.error = errorText(r.error, 'checkmates')
      return
    }
    reset()
    adopt(r.value)
  }

  /** Ends the run on the host; a counted one is lost, which the screen has said before asking. */
  async function quitRun(): Promise<SoloSession | null> {
    const s = session.value
    if (!s || s.ended !== null) return null
    await chain
    const r = await api.request['checkmates:solo-quit']({ sessionId: s.sessionId })
    return r.ok ? r.value : null
  }

  // ---- Restart, quit and leaving: a counted run asks first, since it will not count. ----
  const confirming = ref<{ kind: 'quit' | 'restart' | 'leave'; to?: string } | null>(null)
  let leaveAllowed = false

  function ask(kind: 'quit' | 'restart') {
    if (counted.value) confirming.value = { kind }
    else void (kind === 'quit' ? quit() : restart())
  }
  async function quit() {
    const runId = session.value?.sessionId
    const over = await quitRun()
    if (runId) endEarly('quit', over?.seed ?? null, runId)
  }
  async function restart() {
    await quitRun()
    reset()
    await start()
  }
  async function confirmed() {
    const c = confirming.value
    confirming.value = null
    if (c?.kind === 'quit') await quit()
    else if (c?.kind === 'restart') await restart()
    else if (c?.kind === 'leave' && c.to) {
      await quitRun()
      leaveAllowed = true
      await router.push(c.to)
      leaveAllowed = false
    }
  }

  function guard(to: RouteLocationNormalized) {
    if (leaveAllowed || !playing.value) return true
    if (!counted.value) {
      void quitRun()
      return true
    }
    confirming.value = { kind: 'leave', to: to.fullPath }
    return false
  }
  onBeforeRouteLeave(guard)
  onBeforeRouteUpdate(guard)
  watch(
    () => route.fullPath,
    () => {
      reset()
      endNote.value = null
    },
  )
  // Closing the window or the tab ends the run too, so it never holds the solver closed.
  const onPageHide = () => void (playing.value && api.request['checkmates:solo-quit']({ sessionId: session.value!.sessionId }))
  window.addEventListener('pagehide', onPageHide)
  onScopeDispose(() => window.removeEventListener('pagehide', onPageHide))

  // ---- Moves ----
  function onSelect(cell: number | null) {
    if (playing.value) selected.value = cell
  }

  function onMove(move: Move) {
    const s = session.value
    if (!s || !local.value || !playing.value) return
    const next = applyMove(local.value, move)
    if (!next.ok) return
    local.value = next.value
    selected.value = null
    lastMove.value = move
    refusal.value = null
    pending.value++
    // One request at a time, in order: the host applies them as they were made.
    chain = chain.then(async () => {
      const r = await api.request['checkmates:solo-move']({ sessionId: s.sessionId, move: makeMove(move) })
      pending.value--
      if (session.value?.sessionId !== s.sessionId) return
      if (r.ok) return adopt(r.value)
      if (r.error.code === 'GAME_OVER') return endEarly('gone', null, s.sessionId)
      app.error = errorText(r.error, 'checkmates')
      if (pending.value === 0 && session.value) adopt(session.value)
    })
  }

  let refusalTimer: ReturnType<typeof setTimeout> | undefined
  function onRefused(move: Move) {
    if (!local.value || !playing.value) return
    const r = applyMove(local.value, move)
    if (r.ok) return
    refusal.value = problemText(r.error)
    clearTimeout(refusalTimer)
    refusalTimer = setTimeout(() => (refusal.value = null), REFUSAL_MS)
  }

  // ---- The matched moment: the card just met stays in view beside the next for a moment. ----
  let matchedTimer: ReturnType<typeof setTimeout> | undefined
  watch(doneCount, (n, old) => {
    const card = session.value?.cards[n - 1]
    if (n <= old || !card || !playing.value) return
    matched.value = { number: n, card }
    clearTimeout(matchedTimer)
    matchedTimer = setTimeout(() => (matched.value = null), MATCHED_MS)
  })
  /** The last card met, for the line under the progress: how it went against the fewest moves. */
  const lastDone = computed(() => {
    const cards = session.value?.cards ?? []
    const i = doneCount.value - 1
    return i >= 0 && cards[i] ? { number: i + 1, card: cards[i]! } : null
  })
  onScopeDispose(() => {
    clearTimeout(matchedTimer)
    clearTimeout(refusalTimer)
  })

  // ---- Practice hints: each answers for the board as it is, so none shows while a move is on its way. ----
  async function hint() {
    const s = session.value
    if (!s) return
    await chain
    const r = await api.request['checkmates:solo-hint']({ sessionId: s.sessionId })
    if (r.ok) adopt(r.value)
    else app.error = errorText(r.error, 'checkmates')
  }
  const hintShown = computed(() => (pending.value === 0 ? (session.value?.hint ?? null) : null))
  const hintArrow = computed(() => {
    const m = hintShown.value?.move
    const parsed = m ? parseMove(m) : null
    return parsed?.ok ? parsed.value : null
  })

  // H asks for a hint from anywhere on the screen, except while typing in a field.
  function onKey(event: KeyboardEvent) {
    if (event.key !== 'h' && event.key !== 'H') return
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return
    if (session.value?.practice && playing.value) void hint()
  }
  window.addEventListener('keydown', onKey)
  onScopeDispose(() => window.removeEventListener('keydown', onKey))

  async function loadRecords() {
    const r = await api.request['checkmates:solo-records']({ profileId: session.value?.profileId ?? null, side: side.value, deck: deck.value })
    if (r.ok) records.value = r.value
  }

  // ---- After a run ----
  /** A fresh counted run: a new deal drawn by the host. */
  function newRun() {
    if (seed.value) void router.push(countedLink.value)
    else reset()
  }
  /** The same deal again, as practice: the seed goes into the address, so it can be shared. */
  function practiseDeal(dealSeed: string | null) {
    if (!dealSeed) return
    if (dealSeed === seed.value) reset()
    else void router.push(linkFor({ seed: dealSeed }))
  }

  // The stopwatch is the host's; this only shows it ticking between answers.
  const tick = ref(screenClock.now())
  const timer = setInterval(() => (tick.value = screenClock.now()), 100)
  onScopeDispose(() => clearInterval(timer))
  const elapsed = computed(() => {
    const s = session.value
    if (!s) return 0
    if (s.result) return s.result.timeMs
    return Math.max(0, tick.value + clockOffset - s.startedAt)
  })

  return reactive({
    side, deck, seed, linkFor, countedLink, practiceWanted, practice, profileId,
    session, board, selected, lastMove, targets, starting, records, endNote, refusal, matched,
    finished, playing, current, awaitingReveal, doneCount, movesOnCard, lastDone, elapsed,
    start, ask, confirming, confirmed, onSelect, onMove, onRefused, hint, hintShown, hintArrow, newRun, practiseDeal,
  })
}
