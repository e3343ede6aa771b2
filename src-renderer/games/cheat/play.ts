import { computed, reactive, ref, watch } from 'vue'
import type { Card } from '@shared/cards'
import type { Seat } from '@shared/engine'
import { MAX_CLAIM, type CheatAction, type CheatEvent, type CheatView } from '@shared/games/cheat/engine'
import { claimLine } from '@shared/games/cheat/describe'
import { i18n } from '../../i18n'
import { say } from '../../i18n/lines'
import { useGameTable } from '../../table-kit/useGameTable'
import { keysFor, useTableKeys, type KeyAction, type SeatKeys } from '../../table-kit/useTableKeys'
import { useEventSounds, useTurnCue } from '../../table-kit/sound'
import { sharedPlay } from '../../table-kit/sharedPlay'
import { cheatStatus } from './status'

/** Cheat's screen state, shared by its table, seat, hand, pile and answers. */
export const useCheatPlay = sharedPlay(() => {
  const t = useGameTable<CheatView, CheatAction, CheatEvent>()
  const { view, me } = t
  // Only a seat's own view carries its hand; the public view (a challenge window at a shared screen) never does.
  const hand = computed<Card[]>(() => (me.value === null ? [] : (view.value.hand ?? [])))

  // Cards are picked freely: the engine takes any held cards, and the legal claims say how many at most.
  const maxPick = computed(() => Math.max(0, ...t.mine.value.map((a) => (a.type === 'claim' ? a.cards.length : 0))))
  const picked = ref<Card[]>([])
  watch(hand, (h) => (picked.value = picked.value.filter((c) => h.includes(c))))
  watch(me, () => (picked.value = []))
  function toggle(card: Card) {
    const at = picked.value.indexOf(card)
    if (at >= 0) picked.value.splice(at, 1)
    // Picking ahead of one's turn is allowed; the legal claims then cap it once the turn comes.
    else if (picked.value.length < (maxPick.value || MAX_CLAIM)) picked.value.push(card)
  }
  const canClaim = computed(() => maxPick.value > 0 && picked.value.length > 0 && picked.value.length <= maxPick.value)
  async function claim() {
    if (!canClaim.value) return
    if ((await t.play({ type: 'claim', cards: picked.value.slice(), at: 0 })).ok) picked.value = []
  }
  const announcement = computed(() => (picked.value.length === 0 ? null : say(claimLine(picked.value.length, view.value.required))))

  const can = (seat: Seat, type: CheatAction['type']) => t.legal(seat).some((a) => a.type === type)
  const answer = (seat: Seat, type: 'call' | 'accept') => t.act(seat, { type, at: 0 })
  /** The people who may call or accept the claim on the table now. */
  const answering = computed(() => t.people.value.filter((s) => can(s, 'call') || can(s, 'accept')))
  // Each person at the keyboard has a row; its last key calls "Cheat!" and the one before it
  // accepts (both shown on their buttons).
  const keyed = computed(() =>
    t.people.value.flatMap((seat, i): { seat: Seat; keys: SeatKeys }[] => {
      const keys = t.keyboard.value ? keysFor(i) : null
      return keys ? [{ seat, keys }] : []
    }),
  )
  const keysOf = (seat: Seat) => keyed.value.find((k) => k.seat === seat)?.keys ?? null
  const acceptKey = (keys: SeatKeys) => keys.places[keys.places.length - 1]!
  useTableKeys(() => {
    const map: Record<string, KeyAction> = {}
    for (const { seat, keys } of keyed.value) {
      if (can(seat, 'call')) map[keys.pass] = () => answer(seat, 'call')
      if (can(seat, 'accept')) map[acceptKey(keys)] = () => answer(seat, 'accept')
    }
    return map
  })

  useEventSounds<CheatEvent>({ dealt: 'deal', claimed: 'slide', revealed: 'flip', pileTaken: 'slide', won: 'match' })
  useTurnCue(() => t.myTurn.value)

  const status = computed(() => cheatStatus({ view: view.value, me: me.value, name: t.name, maxPick: maxPick.value }))
  const tags = (seat: Seat) => {
    const w = view.value.window
    const out: string[] = []
    const { t } = i18n.global
    if (w?.claimant === seat) out.push(t(w.lastCard ? 'cheat.table.tags.lastCard' : 'cheat.table.tags.claimed'))
    if (w?.callers.includes(seat)) out.push(t('cheat.table.tags.called'))
    if (w?.accepted.includes(seat)) out.push(t(w.lastCard ? 'cheat.table.tags.accepted' : 'cheat.table.tags.noCall'))
    return out
  }
  const active = (seat: Seat) => t.acting.value === seat
  /** "you" or the seat's name, inside a sentence. */
  const who = (seat: Seat) => (seat === me.value ? i18n.global.t('cheat.table.nextYou') : t.name(seat))

  return reactive({
    ...t, hand, maxPick, picked, toggle, canClaim, claim, announcement, can, answer, answering, keysOf, acceptKey, status, tags, active, who,
  })
})

export const cardsWord = (n: number): string => i18n.global.t('cheat.table.cards', { n }, n)
