import type { Component } from 'vue'
import type { TableGameId } from '@shared/ipc'

/**
 * Each game's Seat (games/<id>/Seat.vue), standing alone on a phone: one player's own cards and
 * buttons. `bySeat`: the Seat is told which seat it draws (at the table it draws any of them);
 * `listItem`: it is one item of the table's list of seats; `others`: the other players' cards,
 * drawn above it where the seat's own moves can reach them (a look, a swap, a match).
 */
export const SEAT_SCREENS: Record<
  TableGameId,
  { load: () => Promise<Component>; bySeat: boolean; listItem?: true; others?: () => Promise<Component> }
> = {
  checkmates: { load: () => import('../games/checkmates/Seat.vue').then((m) => m.default), bySeat: true, listItem: true },
  check: {
    load: () => import('../games/check/Seat.vue').then((m) => m.default),
    bySeat: false,
    others: () => import('../games/check/Others.vue').then((m) => m.default),
  },
  cheat: { load: () => import('../games/cheat/Seat.vue').then((m) => m.default), bySeat: false },
  checks: { load: () => import('../games/checks/Seat.vue').then((m) => m.default), bySeat: true },
  'four-down': {
    load: () => import('../games/four-down/Seat.vue').then((m) => m.default),
    bySeat: false,
    others: () => import('../games/four-down/Others.vue').then((m) => m.default),
  },
}
