import { computed, reactive } from 'vue'
import type { Card } from '@shared/cards'
import type { Seat } from '@shared/engine'
import type { ChecksAction, ChecksEvent, ChecksView } from '@shared/games/checks/engine'
import { useAppStore } from '../../stores/app'
import { useGameTable } from '../../table-kit/useGameTable'
import { useSlotPicker } from '../../table-kit/useSlotPicker'
import { keyLabel, useTableKeys, type KeyAction } from '../../table-kit/useTableKeys'
import { useEventSounds, useTurnCue } from '../../table-kit/sound'
import { sharedPlay } from '../../table-kit/sharedPlay'
import { checksStatus } from './status'

const fanCard = (card: Card) => `fan:${card}`
const pile = (target: number) => `pile:${target}`

/** Checks' screen state, shared by its table, seat, fans and piles. */
export const useChecksPlay = sharedPlay(() => {
  const t = useGameTable<ChecksView, ChecksAction, ChecksEvent>()
  const { view, me } = t
  const app = useAppStore()

  // Placing takes two taps, a card of the open fan and then its pile; a tap on a pile alone claims it.
  const picker = useSlotPicker<ChecksAction>({
    legal: () => t.mine.value,
    places: (a) => (a.type === 'claim' ? [pile(a.target)] : [fanCard(a.card), pile(a.target)]),
    ordered: true,
    resetOn: () => [view.value.fan?.join(), me.value].join(),
  })
  const chosen = computed<Card | null>(() => view.value.fan?.find((card) => fanCard(card) === picker.first.value) ?? null)
  async function tap(place: string) {
    const action = picker.tap(place)
    if (action) await t.play(action)
  }
  const claimable = (target: number) => t.mine.value.some((a) => a.type === 'claim' && a.target === target)
  const lit = (target: number) => app.settings.highlightLegalMoves && !chosen.value && claimable(target)
  const fanFace = (seat: Seat, f: number): 'open' | 'down' | 'used' => {
    if ((view.value.fanSizes[seat]?.[f] ?? 0) === 0) return 'used'
    return seat === me.value && f === view.value.active[seat] && view.value.fan ? 'open' : 'down'
  }
  const fansLeft = (seat: Seat) => (view.value.fanSizes[seat] ?? []).filter((n) => n > 0).length

  useEventSounds<ChecksEvent>({ dealt: 'deal', fanOpened: 'flip', placed: 'slide', claimed: 'match', refilled: 'deal' })
  useTurnCue(() => t.myTurn.value)
  const status = computed(() => checksStatus({ view: view.value, me: me.value, legal: t.mine.value, name: t.name, outcome: t.outcome.value, chosen: chosen.value, touch: !t.keyboard.value }))
  // Keys for the person at the keyboard, shown on what they press: Q W E … the open fan's cards
  // from the left, 1–6 the piles (a card, then its pile; a pile alone claims it).
  const FAN_KEYS = ['q', 'w', 'e', 'r', 't', 'y']
  const keyboard = computed(() => t.keyboard.value && me.value !== null)
  const fanKey = (card: Card) => {
    const key = keyboard.value ? FAN_KEYS[view.value.fan?.indexOf(card) ?? -1] : undefined
    return key ? keyLabel(key) : null
  }
  const pileKey = (target: number) => (keyboard.value && target < 9 ? String(target + 1) : null)
  useTableKeys(() => {
    const map: Record<string, KeyAction> = {}
    if (!keyboard.value) return map
    for (const card of view.value.fan ?? []) {
      const key = FAN_KEYS[view.value.fan!.indexOf(card)]
      if (key && picker.live(fanCard(card))) map[key] = () => tap(fanCard(card))
    }
    view.value.targets.forEach((_, i) => {
      if (i < 9 && picker.live(pile(i))) map[String(i + 1)] = () => tap(pile(i))
    })
    const letGo = picker.letGo()
    if (letGo) map.escape = letGo
    return map
  })

  // The seat at the screen plays from the bottom; in the public view seat 0 does.
  const bottom = computed<Seat>(() => me.value ?? 0)

  return reactive({ ...t, picker, tap, fanCard, pile, chosen, claimable, lit, fanFace, fansLeft, status, bottom, top: computed(() => 1 - bottom.value), fanKey, pileKey })
})
