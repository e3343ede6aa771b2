import type { Card } from '../../cards'
import type { Seat } from '../../engine'
import type { FastRng } from '../../random'

/** One card's place on the table: a slot of a seat's grid (Check!) or row (Four Down). */
export interface Place {
  seat: Seat
  slot: number
}

/**
 * Who has seen which place, `sight[s][seat][slot]`. Public at both grid games: everyone watches
 * who peeks where and who tucks what, so the expert can tell what each player knows, and its
 * playouts can let every player use exactly that.
 */
export type Sight = boolean[][][]

/** Rows of `fill` with these lengths, one per seat. */
export function rowsOf<T>(sizes: readonly number[], fill: T): T[][] {
  return sizes.map((n) => Array.from({ length: n }, () => fill))
}

/** A sight at the deal: `seen(owner, slot)` says which of their own slots each player looked at. */
export function sightAtDeal(sizes: readonly number[], seen: (slot: number) => boolean): Sight {
  return sizes.map((_, s) => sizes.map((n, seat) => Array.from({ length: n }, (_, slot) => seat === s && seen(slot))))
}

/** Grows a seat's row to reach `at` (a penalty card opens a new slot). */
export function ensure<T>(rows: T[][], at: Place, fill: T): void {
  const row = (rows[at.seat] ??= [])
  while (row.length <= at.slot) row.push(fill)
}

export function moveSlot<T>(rows: T[][], from: Place, to: Place, fill: T): void {
  ensure(rows, from, fill)
  ensure(rows, to, fill)
  ;(rows[to.seat] as T[])[to.slot] = (rows[from.seat] as T[])[from.slot] as T
  ;(rows[from.seat] as T[])[from.slot] = fill
}

export function swapSlots<T>(rows: T[][], a: Place, b: Place, fill: T): void {
  ensure(rows, a, fill)
  ensure(rows, b, fill)
  const x = (rows[a.seat] as T[])[a.slot] as T
  ;(rows[a.seat] as T[])[a.slot] = (rows[b.seat] as T[])[b.slot] as T
  ;(rows[b.seat] as T[])[b.slot] = x
}

/** Marks `at` as seen (or not) by one seat or by everyone. */
export function see(sight: Sight, who: Seat | 'all', at: Place, value: boolean): void {
  for (let s = 0; s < sight.length; s++) {
    if (who !== 'all' && who !== s) continue
    const rows = sight[s] as boolean[][]
    ensure(rows, at, false)
    ;(rows[at.seat] as boolean[])[at.slot] = value
  }
}

/**
 * A grid game's memory of faces, shared by Check! and Four Down: the faces a seat has seen where
 * they lie now, the values kept unseen cards replaced, and who has seen which place.
 */
export interface FaceMemory {
  seat: Seat
  faces: (Card | null)[][]
  kept: (number | null)[][]
  knows: Sight
}

/** Records what the seat now knows lies at `at` (null: it no longer knows); a kept value there is forgotten. */
export function note(k: FaceMemory, at: Place, card: Card | null): void {
  ensure(k.faces, at, null)
  ensure(k.kept, at, null)
  ;(k.faces[at.seat] as (Card | null)[])[at.slot] = card
  ;(k.kept[at.seat] as (number | null)[])[at.slot] = null
  see(k.knows, k.seat, at, card !== null)
}

/**
 * Takes one card out of a shuffled pool, leaning towards low values: a few draws accepted with
 * probability e^(−lean·value), then any. People keep the low cards they know and replace the
 * high ones, so a card its owner has seen and still holds is likelier low.
 */
export function takeLeaning(pool: Card[], lean: number, value: (c: Card) => number, rng: FastRng): Card {
  for (let t = 0; lean > 0 && t < 12; t++) {
    const i = rng.int(pool.length)
    if (rng.next() < Math.exp(-lean * value(pool[i] as Card))) return pool.splice(i, 1)[0] as Card
  }
  return pool.pop() as Card
}
