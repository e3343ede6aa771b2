import { computed, reactive, ref, watch } from 'vue'
import type { Card } from '@shared/cards'
import type { Seat } from '@shared/engine'
import type { EndReason, FourDownAction, FourDownEvent, FourDownView, SlotRef } from '@shared/games/four-down/engine'
import { i18n } from '../../i18n'
import { useGameTable } from '../../table-kit/useGameTable'
import { useEventFeed } from '../../table-kit/useEventFeed'
import { placeKey, useSlotPicker } from '../../table-kit/useSlotPicker'
import { useTableKeys, type KeyAction } from '../../table-kit/useTableKeys'
import { useTimedLooks } from '../../table-kit/useTimedLooks'
import { useJoining } from '../../table-kit/useJoining'
import { useEventSounds, useTurnCue } from '../../table-kit/sound'
import { sharedPlay } from '../../table-kit/sharedPlay'
import { fourDownStatus, offeredPower, type Mode } from './status'

/** A finished round as its result screen shows it; `winners` once the match is over too. */
export interface RoundResult {
  round: number
  endedBy: EndReason
  caller: Seat | null
  rows: (Card | null)[][]
  scores: number[]
  totals: number[]
  winners: Seat[] | null
}

/** How long everyone is shown which cards were looked at or moved (FD-4: public, faces private). */
const MARK_MS = 1800
/** The opening look's clock; the hint under the row says what to remember while it runs. */
export const OPENING = 'table.look.remember'

/** Four Down's screen state, shared by its table, seat, lanes and piles. */
export const useFourDownPlay = sharedPlay(() => {
  const t = useGameTable<FourDownView, FourDownAction, FourDownEvent>()
  const { view, me } = t
  const looks = useTimedLooks(me)
  const over = computed(() => t.outcome.value !== null)

  const marks = reactive(new Map<string, 'looked' | 'moved'>())
  function mark(refs: SlotRef[], kind: 'looked' | 'moved') {
    for (const r of refs) marks.set(placeKey(r.seat, r.slot), kind)
    looks.later(() => refs.forEach((r) => marks.delete(placeKey(r.seat, r.slot))), MARK_MS)
  }

  // A round's result stays over the table until dismissed; the next round's opening look waits for it.
  const result = ref<RoundResult | null>(null)
  const waiting: (() => void)[] = []
  const whenClear = (fn: () => void) => (result.value ? waiting.push(fn) : fn())
  function nextRound() {
    if (result.value?.winners) return
    result.value = null
    waiting.splice(0).forEach((fn) => fn())
  }

  useEventFeed<FourDownEvent>({
    // Once it turns back the screen may return to the public view.
    openingLook: (e) =>
      e.seat === me.value &&
      whenClear(() => looks.show(e.cards.map((c) => ({ at: { seat: e.seat, slot: c.slot }, card: c.card })), { timer: OPENING, after: () => void t.release() })),
    // A power's look ends the turn, so it too is a look outside one's turn: release after it.
    seen: (e) => e.seat === me.value && looks.show([{ at: e.target, card: e.card }], { after: () => void t.release() }),
    // A wrong claim shows the card to the whole table, then it goes back face down.
    missed: (e) => looks.show([{ at: e.target, card: e.card }]),
    looked: (e) => e.seat !== me.value && mark([e.target], 'looked'),
    swapped: (e) => mark([e.a, e.b], 'moved'),
    handedOver: (e) => mark([e.to], 'moved'),
    roundEnded: (e) => (result.value = { round: e.round, endedBy: e.endedBy, caller: e.caller, rows: e.rows, scores: e.scores, totals: e.totals, winners: null }),
    matchEnded: (e) => result.value && (result.value.winners = e.winners),
    // The public screen (everyone on phones, or between hand-overs) shows the live table again
    // once the next round is being played: nobody may be at the computer to dismiss it.
    drew: () => me.value === null && result.value && !result.value.winners && nextRound(),
  })
  useEventSounds<FourDownEvent>({
    dealt: 'deal', drew: 'slide', replaced: 'slide', discarded: 'flip', looked: 'flip', seen: 'flip', swapped: 'slide',
    matched: 'match', handedOver: 'slide', missed: 'flip', penalty: 'deal', roundEnded: 'flip',
  })
  useTurnCue(() => t.myTurn.value)

  const mode = ref<Mode>(null)
  const turnKey = () => [view.value.round, view.value.turn, view.value.phase].join()
  watch(turnKey, () => (mode.value = null))
  const has = (pred: (a: FourDownAction) => boolean) => t.mine.value.some(pred)
  // What a tap means comes from the mode the buttons set: a match, a power, or (with none) a
  // card of one's own row to replace or hand over.
  const picker = useSlotPicker<FourDownAction>({
    legal: () =>
      t.mine.value.filter((a) =>
        mode.value === 'match' ? a.type === 'match' : mode.value === 'power' ? a.type === 'look' || a.type === 'swap' : a.type === 'replace' || a.type === 'handOver',
      ),
    places: (a) => {
      if (a.type === 'match' || a.type === 'look') return [placeKey(a.target.seat, a.target.slot)]
      if (a.type === 'swap') return [placeKey(a.a.seat, a.a.slot), placeKey(a.b.seat, a.b.slot)]
      if ((a.type === 'replace' || a.type === 'handOver') && me.value !== null) return [placeKey(me.value, a.slot)]
      return []
    },
    resetOn: () => [turnKey(), mode.value].join(),
  })
  async function send(action: FourDownAction) {
    mode.value = null
    picker.clear()
    await t.play(action)
  }
  async function pick(seat: Seat, slot: number) {
    const action = picker.tap(placeKey(seat, slot))
    if (action) await send(action)
  }
  const toggle = (m: Exclude<Mode, null>) => (mode.value = mode.value === m ? null : m)

  const can = computed(() => ({
    stock: has((a) => a.type === 'draw' && a.from === 'stock'),
    pile: has((a) => a.type === 'draw' && a.from === 'discard'),
    call: has((a) => a.type === 'call'),
    discard: has((a) => a.type === 'discard'),
    match: has((a) => a.type === 'match'),
  }))
  const power = computed(() => offeredPower(t.mine.value, me.value))

  function face(seat: Seat, slot: number): Card | null | 'empty' {
    // Once the match is over its last rows are public: the final table lies face up.
    const final = view.value.phase === 'over' ? view.value.lastRows?.[seat] : undefined
    if (final) return final[slot] ?? 'empty'
    if (view.value.rows[seat]?.[slot] === 'empty') return 'empty'
    return looks.faceAt({ seat, slot })
  }
  const tags = (seat: Seat) => (view.value.caller === seat ? [i18n.global.t('four-down.table.tag')] : [])
  // Nobody is to play, and no row glows, while phones are still joining.
  const joining = useJoining()
  const active = (seat: Seat) => joining.value.length === 0 && t.acting.value === seat
  const opening = computed(() => looks.timer.value?.label === OPENING)

  const status = computed(() =>
    fourDownStatus({
      view: view.value, me: me.value, legal: t.mine.value, name: t.name, over: over.value,
      resultShown: result.value?.round ?? null, mode: mode.value, swapping: picker.first.value !== null, touch: !t.keyboard.value,
    }),
  )

  // Every control has a key, shown on it.
  useTableKeys(() => {
    const map: Record<string, KeyAction | false> = {
      s: can.value.stock && (() => send({ type: 'draw', from: 'stock' })),
      t: can.value.pile && (() => send({ type: 'draw', from: 'discard' })),
      c: can.value.call && (() => send({ type: 'call' })),
      x: can.value.discard && !mode.value && (() => send({ type: 'discard' })),
      p: !!power.value && (() => toggle('power')),
      m: can.value.match && (() => toggle('match')),
      escape: !!mode.value && (() => (mode.value = null)),
    }
    if (result.value && !result.value.winners) map.enter = map.n = nextRound
    const row = me.value === null ? 0 : (view.value.rows[me.value]?.length ?? 0)
    for (let slot = 0; slot < Math.min(row, 9); slot++) {
      if (picker.live(placeKey(me.value!, slot))) map[String(slot + 1)] = () => pick(me.value!, slot)
    }
    return map
  })

  return reactive({ ...t, looks, marks, result, nextRound, mode, toggle, picker, pick, send, can, power, face, tags, active, opening, status, over })
})
