import { computed, reactive, ref, watch } from 'vue'
import type { Seat } from '@shared/engine'
import { CELLS, makeBoard, parseBoard, parseMove, type Move } from '@shared/checkmates'
import { PER_STEP_MS, type BiddingAction, type BiddingEvent, type BiddingView, type CardResult } from '@shared/checkmates/bidding'
import { useGameTable } from '../../table-kit/useGameTable'
import { useEventFeed } from '../../table-kit/useEventFeed'
import { KEY_ROWS, useTableKeys, type KeyAction } from '../../table-kit/useTableKeys'
import { useEventSounds, useSound, useTurnCue } from '../../table-kit/sound'
import { sharedPlay } from '../../table-kit/sharedPlay'
import { useLineReplay } from './useLineReplay'
import { biddingStatus, undercutNote } from './status'

/** Where a person's number starts on a new card: low enough to be a real offer, quick to adjust. */
const FIRST_PENDING = 5
/** A beat to read the result first; then one step per PER_STEP_MS, the engine's allowance per move. */
const REPLAY_LEAD_MS = 1200
const REPLAY_HOLD_MS = 900

const toMove = (text: string | undefined): Move | null => {
  const m = text ? parseMove(text) : null
  return m?.ok ? m.value : null
}

/** The bidding table's screen state, shared by its table, seats, pads, proof and result. */
export const useBiddingPlay = sharedPlay(() => {
  const t = useGameTable<BiddingView, BiddingAction, BiddingEvent>()
  const { view } = t
  const side = computed(() => view.value.config.side)
  const isPerson = (seat: Seat) => t.seats.value[seat]?.kind === 'human'

  // ---- Bidding: each person at the keyboard nudges their own number and places it. ----

  /** The n-th person at the table gets the n-th keyboard row: lower, raise, bid (a 5th or 6th uses the mouse). */
  const people = computed(() =>
    t.people.value.map((seat, i) => {
      const row = t.keyboard.value ? KEY_ROWS[i] : undefined
      return { seat, keys: row ? { lower: row[0], raise: row[1], place: row[2] } : null }
    }),
  )
  const keysOf = (seat: Seat) => people.value.find((p) => p.seat === seat)?.keys ?? null
  /** The highest bid a seat may make now, from its legal actions; -1 when it may not bid. */
  const highest = (seat: Seat) => Math.max(-1, ...t.legal(seat).map((a) => (a.type === 'bid' ? a.moves : -1)))
  const canBid = (seat: Seat) => highest(seat) >= 0
  // The number each person chose: only they change it. Once someone goes lower, the pad offers
  // the next legal bid instead, and says why, until they change it themselves.
  const pending = reactive<Record<number, number>>({})
  const refused = reactive<Record<number, string | null>>({})
  watch(
    () => view.value.cardNumber,
    () =>
      people.value.forEach(({ seat }) => {
        pending[seat] = Math.min(FIRST_PENDING, Math.max(0, highest(seat)))
        refused[seat] = null
      }),
    { immediate: true },
  )
  const wanted = (seat: Seat) => pending[seat] ?? FIRST_PENDING
  /** The number the pad shows and bids: the person's own, or the next legal bid once someone went lower. */
  const chosen = (seat: Seat) => Math.min(wanted(seat), Math.max(0, highest(seat)))
  const problem = (seat: Seat) => refused[seat] ?? undercutNote(wanted(seat), highest(seat), view.value, t.name)
  function adjust(seat: Seat, delta: number) {
    pending[seat] = Math.max(0, Math.min(highest(seat), chosen(seat) + delta))
    refused[seat] = null
  }
  async function place(seat: Seat) {
    const n = chosen(seat)
    if (!canBid(seat)) return
    // The host can still refuse it, if someone went lower on the way: its reason is said by the pad.
    const r = await t.act(seat, { type: 'bid', moves: n }, { quiet: true })
    refused[seat] = r.ok ? null : r.message
  }

  // ---- Proving: the prover's clicks on the board; targets come from the legal actions only. ----

  const proof = computed(() => (view.value.phase === 'proving' ? view.value.proof : null))
  const proverActs = computed(() => (proof.value && isPerson(proof.value.seat) ? t.legal(proof.value.seat) : []))
  const selected = ref<number | null>(null)
  watch(() => view.value.board, () => (selected.value = null))
  const targets = computed(() =>
    proverActs.value.flatMap((a) => {
      const m = a.type === 'move' ? toMove(a.move) : null
      return m && m.from === selected.value ? [m.to] : []
    }),
  )
  function onMove(m: Move) {
    const seat = proof.value?.seat
    selected.value = null
    if (seat !== undefined) void t.act(seat, { type: 'move', move: `${CELLS[m.from]}-${CELLS[m.to]}` })
  }
  const canConcede = computed(() => proverActs.value.some((a) => a.type === 'concede'))
  const concede = () => proof.value && void t.act(proof.value.seat, { type: 'concede' })
  const lastProofMove = computed(() => toMove(proof.value?.moves.at(-1)))

  // ---- After a card: the solver's line replayed on the board, then back to the board as it lies. ----

  const result = computed<CardResult | null>(() => (view.value.phase === 'result' || view.value.phase === 'over' ? view.value.last : null))
  const line = useLineReplay()
  function startReplay(r: CardResult) {
    const start = parseBoard(side.value, r.startBoard)
    if (!start.ok || !line.load(start.value, r.solution)) return
    line.play({ leadMs: REPLAY_LEAD_MS, stepMs: PER_STEP_MS, holdMs: REPLAY_HOLD_MS, then: line.clear })
  }
  watch(
    () => (view.value.phase === 'result' ? view.value.last : null),
    (r, old) => {
      if (r && r !== old && JSON.stringify(r) !== JSON.stringify(old)) startReplay(r)
      if (!r) line.clear()
    },
    { immediate: true },
  )
  /** The solver's line while it is on show: its step and length. */
  const replay = computed(() => (line.board.value ? { step: line.step.value, length: line.length.value } : null))

  const shownBoard = computed(() => (line.board.value ? makeBoard(line.board.value) : view.value.board))
  const arrow = computed(() => line.arrow.value)
  const lastMove = computed(() => (line.board.value ? line.lastMove.value : lastProofMove.value))
  const nextBy = computed(() => people.value.find(({ seat }) => t.legal(seat).some((a) => a.type === 'next'))?.seat ?? null)
  const next = () => nextBy.value !== null && void t.act(nextBy.value, { type: 'next' })
  const resultMs = computed(() => view.value.config.resultMs + (view.value.last?.solution.length ?? 0) * PER_STEP_MS)

  // ---- Sounds, the status line, scores. ----

  const { play } = useSound()
  // The board makes its own token sound as it slides.
  useEventSounds<BiddingEvent>({ revealed: 'flip', bid: 'deal' })
  useEventFeed<BiddingEvent>({ cardResult: (e) => e.result.outcome === 'proved' && play('match') })
  // A person's proof is their turn at the board.
  useTurnCue(() => !!proof.value && isPerson(proof.value.seat))
  const status = computed(() => biddingStatus({ view: view.value, over: t.outcome.value !== null, name: t.name, isPerson }))
  const total = (seat: Seat) => {
    const s = view.value.scores[seat]
    return s ? s.points - s.penalties.length : 0
  }
  const leader = computed(() => Math.max(...view.value.scores.map((_, i) => total(i))))

  // ---- Keys. The board keeps Enter, Space and the arrows for itself (cells are focusable). ----

  useTableKeys(() => {
    const map: Record<string, KeyAction> = {}
    if (view.value.phase !== 'bidding') return map
    for (const { seat, keys } of people.value) {
      if (!keys || !canBid(seat)) continue
      map[keys.lower] = { run: () => adjust(seat, -1), repeat: true }
      map[keys.raise] = { run: () => adjust(seat, 1), repeat: true }
      map[keys.place] = () => place(seat)
    }
    return map
  })

  return reactive({
    ...t, side, isPerson, people, keysOf, highest, canBid, chosen, problem, adjust, place,
    proof, proverActs, selected, targets, onMove, canConcede, concede,
    result, replay, replaying: line.playing, startReplay, shownBoard, arrow, lastMove, nextBy, next, resultMs, status, total, leader,
  })
})
