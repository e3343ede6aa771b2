import { computed } from 'vue'
import type { Seat } from '@shared/engine'
import type { SeatInfo, TableSnapshot } from '@shared/ipc'
import { useTableStore, type ActResult } from '../stores/table'
import { i18n } from '../i18n'

/**
 * The one typed door from the open table to a game's screen: the snapshot as that game's view,
 * who holds the screen, who sits where, what each seat may do, and how to do it. The host sends
 * whatever the game's engine makes; the game's own folder names the types once, here.
 */
export function useGameTable<View, Action, Event = unknown>() {
  const tables = useTableStore()
  // A table's parts live only while a snapshot is open; the last one stays readable while the
  // screen leaves, so nothing inside it sees a null table mid-unmount.
  let last: TableSnapshot<View, Action, Event> | null = null
  const snapshot = computed(() => (last = (tables.shown as TableSnapshot<View, Action, Event> | null) ?? last)!)

  const view = computed(() => snapshot.value.view)
  const me = computed<Seat | null>(() => (typeof snapshot.value.viewer === 'number' ? snapshot.value.viewer : null))
  const seats = computed<SeatInfo[]>(() => snapshot.value.seats)
  const name = (seat: Seat) => seats.value[seat]?.name ?? i18n.global.t('table.seat', { n: seat + 1 })
  /**
   * The people this screen serves, in seat order: on the computer those who play here (the n-th
   * gets the n-th row of keys), never a seat played on a phone; on a phone its own seat alone.
   */
  const onPhone = computed(() => me.value !== null && seats.value[me.value]?.phone !== undefined)
  const people = computed(() =>
    seats.value.flatMap((s, i) => (s.kind === 'human' && (onPhone.value ? i === me.value : !s.phone) ? [i] : [])),
  )
  /** Whether this screen has a keyboard shared by its people: the computer has, a phone has not (no key rows, no key hints). */
  const keyboard = computed(() => !onPhone.value)
  /** Everyone but the screen's holder, clockwise from their left; everyone on the public screen. */
  const others = computed(() => {
    const n = seats.value.length
    const first = me.value
    if (first === null) return [...Array(n).keys()]
    return Array.from({ length: n - 1 }, (_, i) => (first + 1 + i) % n)
  })
  /** The seat the game waits on (its turn, its ability), as the host says; null in an open window and once over. */
  const acting = computed<Seat | null>(() => snapshot.value.actingSeat ?? null)
  /** The screen's holder is the one the game waits on: the moment for the "your turn" cue. */
  const myTurn = computed(() => me.value !== null && acting.value === me.value)
  const legal = (seat: Seat): Action[] => snapshot.value.actions.find((a) => a.seat === seat)?.actions ?? []
  const mine = computed<Action[]>(() => (me.value === null ? [] : legal(me.value)))
  const act = (seat: Seat, action: Action, options?: { quiet?: boolean }) => tables.act(seat, action, options)
  /** The screen holder's own intent; nothing when the screen is public. */
  const play = async (action: Action): Promise<ActResult> => (me.value === null ? { ok: false, message: i18n.global.t('errors.NOBODY_AT_SCREEN') } : tables.act(me.value, action))

  return {
    snapshot,
    view,
    me,
    seats,
    name,
    people,
    keyboard,
    others,
    acting,
    myTurn,
    legal,
    mine,
    act,
    play,
    outcome: computed(() => snapshot.value.outcome),
    remaining: tables.remaining,
    release: () => tables.release(),
  }
}
