import { FULL_DECK, type Card } from '../../cards'
import { checksValue } from '../../cards/values'
import type { Seat } from '../../engine'
import type { ExpertSpec } from '../expert/search'
import type { FastRng } from '../expert/rng'
import {
  checksEngine, fanValue, FANS, TARGETS, topValue,
  type ChecksAction, type ChecksEvent, type ChecksState, type ChecksView,
} from './engine'

/**
 * What a Checks seat knows besides its view: every target pile's cards (each was face up when it
 * landed) and every capture (shown when made). The rest — both players' unopened fans, the
 * opponent's active fan and the draw pile — is the unseen pool.
 */
export interface ChecksKnowledge {
  seat: Seat
  targets: Card[][]
  captured: Card[][]
  /**
   * The opponent's active fan as its placements told it: the cards it put down from that fan, and
   * for each placement the tops it could have claimed instead (a bit per value) and how many of
   * those cards were still in the fan then. A player with a claim takes it, so the fan it held was
   * worth none of those values.
   */
  refused: { placed: Card[]; notWorth: { from: number; values: number }[] }
}

/**
 * How often a fan of 1, 2 or 3 unseen cards is worth each value 0–10 (`CLAIM_ODDS[size][value]`):
 * the chance a pile's top gets claimed by a fan that size.
 */
const CLAIM_ODDS: number[][] = (() => {
  const values = FULL_DECK.map(checksValue)
  const odds: number[][] = [new Array<number>(11).fill(0)]
  // Sums of `size` cards drawn with replacement: close enough to a real fan's for a quick player.
  let sums = new Map<number, number>([[0, 1]])
  for (let size = 1; size <= 3; size++) {
    const next = new Map<number, number>()
    for (const [sum, n] of sums) for (const v of values) next.set(sum + v, (next.get(sum + v) ?? 0) + n)
    sums = next
    const counts = new Array<number>(11).fill(0)
    let total = 0
    for (const [sum, n] of sums) {
      counts[sum <= 10 ? sum : sum % 10]! += n
      total += n
    }
    odds.push(counts.map((n) => n / total))
  }
  return odds
})()

// A finished playout scores its win (1, a tie ½) plus a hundredth per card of margin: winning is
// what counts, the margin only separates moves that win or lose alike.
const MARGIN = 0.01

// A capture set up for the next turn is worth this much of its size now: the opponent moves first.
const LATER = 0.55

function observe(k: ChecksKnowledge, _view: ChecksView, events: readonly ChecksEvent[]): void {
  for (const e of events) {
    switch (e.type) {
      case 'dealt':
        k.targets = e.targets.map((c) => [c])
        k.captured = [[], []]
        k.refused = { placed: [], notWorth: [] }
        break
      case 'fanOpened':
        if (e.seat !== k.seat) k.refused = { placed: [], notWorth: [] }
        break
      case 'claimed':
        k.captured[e.seat]?.push(...e.pile, ...e.fan)
        k.targets[e.target] = []
        break
      case 'refilled':
        k.targets[e.target] = [e.card]
        break
      case 'placed':
        if (e.seat !== k.seat) {
          let values = 0
          for (const t of k.targets) if (t.length) values |= 1 << checksValue(t[t.length - 1] as Card)
          k.refused.notWorth.push({ from: k.refused.placed.length, values })
          k.refused.placed.push(e.card)
        }
        k.targets[e.target]?.push(e.card)
        break
      default:
        break
    }
  }
}

// Draws of the opponent's active fan before one that fits its refusals is given up on.
const FAN_TRIES = 20

/** Whether `fan` could be what the opponent holds, given the claims it passed up. */
function fits(fan: readonly Card[], refused: ChecksKnowledge['refused']): boolean {
  for (const r of refused.notWorth) {
    const held = [...refused.placed.slice(r.from), ...fan]
    if ((r.values >> fanValue(held)) & 1) return false
  }
  return true
}

function sample(k: ChecksKnowledge, view: ChecksView, rng: FastRng): ChecksState {
  const seen = new Set<Card>([...k.targets.flat(), ...k.captured.flat(), ...(view.fan ?? [])])
  const pool = rng.shuffle(FULL_DECK.filter((c) => !seen.has(c)))
  const opp = 1 - k.seat
  const oppActive = view.active[opp] ?? FANS
  // The opponent's active fan first, redrawn (from the shuffled pool) until it fits what its placements said.
  let oppFan: Card[] = []
  const oppSize = view.fanSizes[opp]?.[oppActive] ?? 0
  for (let t = 0; oppSize > 0 && t < FAN_TRIES; t++) {
    const at = rng.int(pool.length - oppSize + 1)
    oppFan = pool.slice(at, at + oppSize)
    if (fits(oppFan, k.refused)) break
  }
  if (oppFan.length) {
    const taken = new Set(oppFan)
    const rest = pool.filter((c) => !taken.has(c))
    pool.length = 0
    pool.push(...rest)
  }
  const fans = view.fanSizes.map((sizes, seat) =>
    sizes.map((size, f) => {
      if (seat === k.seat && f === view.active[seat]) return (view.fan ?? []).slice()
      if (seat === opp && f === oppActive) return oppFan.slice()
      return pool.splice(0, size)
    }),
  )
  return {
    dealer: view.dealer,
    turn: view.turn,
    fans,
    active: view.active.slice(),
    targets: k.targets.map((t) => t.slice()),
    draw: pool.splice(0, view.drawSize),
    captured: k.captured.map((c) => c.slice()),
    claims: 0,
    places: 0,
  }
}

/** Placing equal values on the same pile plays alike, whichever suit: one candidate each. */
function candidates(_k: ChecksKnowledge, _view: ChecksView, legal: readonly ChecksAction[]): ChecksAction[] {
  const seen = new Set<string>()
  return legal.filter((a) => {
    const id = a.type === 'claim' ? `c${a.target}` : `p${checksValue(a.card)}:${a.target}`
    if (seen.has(id)) return false
    seen.add(id)
    return true
  })
}

/**
 * The quick player for playouts plays as the hard player does, from what it could know: its own
 * active fan and the piles. Every move, claims included, is scored by what it captures now, less
 * the opponent's expected best capture next (its fan's value by the odds of its size), plus part
 * of the capture it sets up for its own next turn. A move changes at most one pile, so each value's
 * best pile and runner-up are found once and a move's score is a few lookups.
 */
function quickMove(s: ChecksState, rng: FastRng): ChecksAction {
  const seat = s.turn
  const fan = s.fans[seat]?.[s.active[seat] ?? FANS] ?? []
  const oppSize = s.fans[1 - seat]?.[s.active[1 - seat] ?? FANS]?.length ?? 0
  const odds = CLAIM_ODDS[oppSize] as number[]
  const tops: number[] = []
  const sizes: number[] = []
  const best = new Array<number>(11).fill(0)
  const bestAt = new Array<number>(11).fill(-1)
  const second = new Array<number>(11).fill(0)
  for (let t = 0; t < TARGETS; t++) {
    const pile = s.targets[t] as Card[]
    const v = topValue(pile) ?? -1
    tops.push(v)
    sizes.push(pile.length)
    if (v < 0) continue
    if (pile.length > (best[v] as number)) {
      second[v] = best[v] as number
      best[v] = pile.length
      bestAt[v] = t
    } else if (pile.length > (second[v] as number)) second[v] = pile.length
  }
  const without = (v: number, t: number): number => (bestAt[v] === t ? (second[v] as number) : (best[v] as number))
  const threat = (size: number): number => (size > 0 && oppSize > 0 ? size + oppSize : 0)
  // The opponent's expected capture and the mover's next one, with pile `t` turned into `top` (−1: unknown) of `size`.
  const after = (t: number, top: number, size: number, next: number, left: number): number => {
    const old = tops[t] as number
    let danger = 0
    for (const v of old === top || old < 0 ? [top] : top < 0 ? [old] : [old, top]) {
      if (v < 0) continue
      const now = Math.max(without(v, t), v === top ? size : 0)
      danger += (odds[v] as number) * (threat(now) - threat(best[v] as number))
    }
    if (left === 0) return -danger
    const later = Math.max(without(next, t), next === top ? size : 0)
    return LATER * (later > 0 ? later + left : 0) - danger
  }
  const value = fanValue(fan)
  let choice: ChecksAction = { type: 'place', card: fan[0] as Card, target: 0 }
  let bestScore = -Infinity
  for (let t = 0; t < TARGETS; t++) {
    if (tops[t] !== value) continue
    const score = (sizes[t] as number) + fan.length + after(t, -1, s.draw.length > 0 ? 1 : 0, 0, 0) + rng.next() * 0.01
    if (score > bestScore) [choice, bestScore] = [{ type: 'claim', target: t }, score]
  }
  for (let i = 0; i < fan.length; i++) {
    const card = fan[i] as Card
    const v = checksValue(card)
    const rest = fan.filter((_, j) => j !== i)
    const restValue = rest.length ? fanValue(rest) : 0
    for (let t = 0; t < TARGETS; t++) {
      const score = after(t, v, (sizes[t] as number) + 1, restValue, rest.length) + rng.next() * 0.01
      if (score > bestScore) [choice, bestScore] = [{ type: 'place', card, target: t }, score]
    }
  }
  return choice
}

function playout(state: ChecksState, k: ChecksKnowledge, first: ChecksAction, rng: FastRng): number {
  let s = state
  let action = first
  for (;;) {
    const r = checksEngine.apply(s, s.turn, action)
    if (!r.ok) break
    s = r.value.state
    if (s.active.every((a) => a >= FANS)) break
    action = quickMove(s, rng)
  }
  const mine = s.captured[k.seat]?.length ?? 0
  const theirs = s.captured[1 - k.seat]?.length ?? 0
  const over = s.active.every((a) => a >= FANS)
  if (!over) return MARGIN * (mine - theirs)
  return (mine > theirs ? 1 : mine === theirs ? 0.5 : 0) + MARGIN * (mine - theirs)
}

export const checksExpert: ExpertSpec<ChecksState, ChecksAction, ChecksView, ChecksEvent, ChecksKnowledge> = {
  game: 'checks',
  engine: checksEngine,
  know: (seat) => ({ seat, targets: [], captured: [[], []], refused: { placed: [], notWorth: [] } }),
  observe,
  sample,
  candidates,
  playout,
  situation: (view) => JSON.stringify([view.turn, view.fanSizes, view.targets]),
  reaction: (_view, _legal, rng) => Math.round(1000 + rng.next() * 1500),
  playouts: 1200,
}
