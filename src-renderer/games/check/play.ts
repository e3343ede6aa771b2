import { computed, reactive } from 'vue'
import type { Seat } from '@shared/engine'
import type { CheckAction, CheckEvent, CheckView, Position, SlotView } from '@shared/games/check/types'
import { i18n } from '../../i18n'
import { useGameTable } from '../../table-kit/useGameTable'
import { useEventFeed } from '../../table-kit/useEventFeed'
import { placeKey, useSlotPicker } from '../../table-kit/useSlotPicker'
import { keyLabel, keysFor, useTableKeys, type KeyAction, type SeatKeys } from '../../table-kit/useTableKeys'
import { useTimedLooks } from '../../table-kit/useTimedLooks'
import { useEventSounds, useTurnCue } from '../../table-kit/sound'
import { sharedPlay } from '../../table-kit/sharedPlay'
import { checkStatus, finalTurnsLine } from './status'

/** Motion for what happened to face-down cards: the deal, a swap, a wrong throw, a penalty card. */
type Pulse = 'deal' | 'swap' | 'miss' | 'arrive'
const PULSE_MS = 700

/** Check!'s screen state, shared by its table, seat and grids. */
export const useCheckPlay = sharedPlay(() => {
  const t = useGameTable<CheckView, CheckAction, CheckEvent>()
  const { view, me } = t
  const looks = useTimedLooks(me)

  const pulses = reactive(new Map<string, Pulse>())
  function pulse(positions: Position[], kind: Pulse) {
    const keys = positions.map((p) => placeKey(p.seat, p.slot))
    for (const k of keys) pulses.set(k, kind)
    looks.later(() => keys.forEach((k) => pulses.get(k) === kind && pulses.delete(k)), PULSE_MS)
  }
  useEventFeed<CheckEvent>({
    dealt: (e) => pulse(Array.from({ length: e.seats * e.cardsEach }, (_, i) => ({ seat: i % e.seats, slot: Math.floor(i / e.seats) })), 'deal'),
    swapped: (e) => pulse([e.a, e.b], 'swap'),
    missed: (e) => pulse([{ seat: e.seat, slot: e.slot }], 'miss'),
    penalty: (e) => pulse([{ seat: e.seat, slot: e.slot }], 'arrive'),
    // After the opening look the screen may go back to the public view.
    initialPeek: (e) => {
      if (e.seat !== me.value) return
      const cards = e.slots.map((slot, i) => ({ at: { seat: e.seat, slot }, card: e.cards[i]! }))
      looks.show(cards, { timer: 'table.look.remember', after: () => void t.release() })
    },
    sawCard: (e) => e.seat === me.value && looks.show([{ at: e.target, card: e.card }]),
  })
  useEventSounds<CheckEvent>({
    dealt: 'deal', drew: 'slide', tucked: 'slide', discarded: 'flip', matched: 'match', missed: 'flip',
    penalty: 'deal', swapped: 'slide', sawCard: 'flip', initialPeek: 'flip',
  })
  useTurnCue(() => t.myTurn.value)

  // A tap on a card means what the legal actions say: a throw in the window (by whoever's card
  // it is), a tuck, a peek, one half of a swap.
  type Offer = { seat: Seat; action: CheckAction }
  const picker = useSlotPicker<Offer>({
    legal: () => t.people.value.flatMap((seat) => t.legal(seat).map((action) => ({ seat, action }))),
    places: ({ seat, action: a }) => {
      if (a.type === 'match' || a.type === 'tuck') return [placeKey(seat, a.slot)]
      if (a.type === 'peek') return [placeKey(a.target.seat, a.target.slot)]
      if (a.type === 'swap') return [placeKey(a.a.seat, a.a.slot), placeKey(a.b.seat, a.b.slot)]
      return []
    },
    resetOn: () => view.value.ability?.stage,
  })
  async function pick(seat: Seat, slot: number) {
    const offer = picker.tap(placeKey(seat, slot))
    if (offer) await t.act(offer.seat, offer.action)
  }

  function face(seat: Seat, slot: number): SlotView {
    const v = view.value.players[seat]?.slots[slot]
    if (v === undefined) return 'empty'
    return v === null ? looks.faceAt({ seat, slot }) : v
  }
  // Two rows, like the dealt 2×2 grid; penalty cards extend the rows sideways (4 top, 5 bottom, …).
  function rows(seat: Seat): number[][] {
    const n = view.value.players[seat]?.slots.length ?? 0
    const top = [0, 1]
    const bottom = [2, 3]
    for (let i = 4; i < n; i++) (i % 2 === 0 ? top : bottom).push(i)
    return [top.filter((i) => i < n), bottom.filter((i) => i < n)]
  }
  function tags(seat: Seat): string[] {
    const v = view.value
    const p = v.players[seat]
    const out: string[] = []
    const tag = (key: string) => out.push(i18n.global.t(`check.table.tags.${key}`))
    if (v.checkCaller === seat) tag('called')
    if (p?.disqualified) tag('disqualified')
    else if (p?.locked && v.checkCaller !== seat) tag('locked')
    if (v.window?.passed.includes(seat)) tag('passed')
    return out
  }
  const over = computed(() => t.outcome.value !== null)
  const active = (seat: Seat) => t.acting.value === seat

  const has = (pred: (a: CheckAction) => boolean) => t.mine.value.some(pred)
  const can = computed(() => ({
    drawPile: has((a) => a.type === 'draw' && a.from === 'pile'),
    drawDiscard: has((a) => a.type === 'draw' && a.from === 'discard'),
    check: has((a) => a.type === 'check'),
    discard: has((a) => a.type === 'discard'),
    skip: has((a) => a.type === 'skip'),
    pass: has((a) => a.type === 'pass'),
  }))
  const status = computed(() =>
    checkStatus({ view: view.value, me: me.value, legal: t.mine.value, name: t.name, over: over.value, swapping: picker.first.value !== null, touch: !t.keyboard.value }),
  )
  const finalTurns = computed(() => finalTurnsLine(view.value, me.value, t.name))

  // Each person at the keyboard has a row of keys for the matching window, shown on screen.
  const keyed = computed(() =>
    t.people.value.flatMap((seat, i): { seat: Seat; keys: SeatKeys }[] => {
      const keys = t.keyboard.value ? keysFor(i) : null
      return keys ? [{ seat, keys }] : []
    }),
  )
  /**
   * The window's key panel: everyone's keys but the screen holder's, which are on their own cards
   * and their Pass already (a row repeating them pushed their grid below an 800×600 window).
   */
  const windowRows = computed(() => keyed.value.filter((k) => k.seat !== me.value))
  /** The screen holder's keys for a turn, shown on its buttons (a matching window has the rows instead). */
  const TURN_KEYS = { drawPile: 'd', drawDiscard: 't', discard: 'x', check: 'c', skip: 'n' } as const
  const turnKey = (what: keyof typeof TURN_KEYS) => (t.keyboard.value && me.value !== null ? keyLabel(TURN_KEYS[what]) : null)
  useTableKeys(() => {
    const map: Record<string, KeyAction> = {}
    if (view.value.phase !== 'window') {
      if (!t.keyboard.value || me.value === null) return map
      const turn: Record<keyof typeof TURN_KEYS, CheckAction | undefined> = {
        drawPile: t.mine.value.find((a) => a.type === 'draw' && a.from === 'pile'),
        drawDiscard: t.mine.value.find((a) => a.type === 'draw' && a.from === 'discard'),
        discard: t.mine.value.find((a) => a.type === 'discard'),
        check: t.mine.value.find((a) => a.type === 'check'),
        skip: t.mine.value.find((a) => a.type === 'skip'),
      }
      for (const [what, action] of Object.entries(turn)) if (action) map[TURN_KEYS[what as keyof typeof TURN_KEYS]] = () => t.play(action)
      // 1–9: the screen holder's own cards, for whatever a click on them would do (a tuck, a peek, half a swap).
      const own = view.value.players[me.value]?.slots.length ?? 0
      for (let slot = 0; slot < Math.min(own, 9); slot++) {
        if (picker.live(placeKey(me.value, slot))) map[String(slot + 1)] = () => pick(me.value!, slot)
      }
      const letGo = picker.letGo()
      if (letGo) map.escape = letGo
      return map
    }
    for (const { seat, keys } of keyed.value) {
      for (const a of t.legal(seat)) {
        const place = a.type === 'match' ? keys.places[a.slot] : undefined
        if (place) map[place] = () => t.act(seat, a)
        if (a.type === 'pass') map[keys.pass] = () => t.act(seat, a)
      }
    }
    return map
  })

  /** The key on a card in a matching window: its person's row, on the card itself, so nobody has to count places. */
  const windowKey = (seat: Seat, slot: number): string | null => {
    if (view.value.phase !== 'window') return null
    const key = keyed.value.find((k) => k.seat === seat)?.keys.places[slot]
    return key ? keyLabel(key) : null
  }

  // Reactive, so templates read `play.view.phase` with the refs unwrapped.
  return reactive({ ...t, looks, pulses, picker, pick, face, rows, tags, active, can, status, finalTurns, over, keyed, windowRows, turnKey, windowKey })
})
