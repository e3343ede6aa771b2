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
}

/** How often a fan of three unseen cards is worth each value 0–10: the chance a pile's top gets claimed. */
const CLAIM_ODDS: number[] = (() => {
  const values = FULL_DECK.map(checksValue)
  const counts = new Array<number>(11).fill(0)
  let total = 0
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++) {
        const sum = (values[a] as number) + (values[b] as number) + (values[c] as number)
        counts[sum <= 10 ? sum : sum % 10]! += 1
        total++
      }
  return counts.map((n) => n / total)
})()

// A finished playout scores its win (1, a tie ½) plus a hundredth per card of margin: winning is
// what counts, the margin only separates moves that win or lose alike.
const MARGIN = 0.01

// A capture set up for the next turn is worth this much of its size now: the opponent moves first.
const LATER = 0.5

function observe(k: ChecksKnowledge, _view: ChecksView, events: readonly ChecksEvent[]): void {
  for (const e of events) {
    switch (e.type) {
      case 'dealt':
        k.targets = e.targets.map((c) => [c])
        k.captured = [[], []]
        break
      case 'claimed':
        k.captured[e.seat]?.push(...e.pile, ...e.fan)
        k.targets[e.target] = []
        break
      case 'refilled':
        k.targets[e.target] = [e.card]
        break
      case 'placed':
        k.targets[e.target]?.push(e.card)
        break
      default:
        break
    }
  }
}

function sample(k: ChecksKnowledge, view: ChecksView, rng: FastRng): ChecksState {
  const seen = new Set<Card>([...k.targets.flat(), ...k.captured.flat(), ...(view.fan ?? [])])
  const pool = rng.shuffle(FULL_DECK.filter((c) => !seen.has(c)))
  const fans = view.fanSizes.map((sizes, seat) =>
    sizes.map((size, f) => (seat === k.seat && f === view.active[seat] ? (view.fan ?? []).slice() : pool.splice(0, size))),
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
 * The quick player for playouts: it sees only its own active fan and the piles. It takes the
 * biggest claim it has; otherwise it places the card that sets up a claim for next turn and feeds
 * the opponent least.
 */
function quickMove(s: ChecksState, rng: FastRng): ChecksAction {
  const seat = s.turn
  const fan = s.fans[seat]?.[s.active[seat] ?? FANS] ?? []
  const value = fanValue(fan)
  let claim = -1
  let claimSize = 0
  for (let t = 0; t < TARGETS; t++) {
    const pile = s.targets[t] as Card[]
    if (pile.length > claimSize && topValue(pile) === value) [claim, claimSize] = [t, pile.length]
  }
  if (claim >= 0) return { type: 'claim', target: claim }
  let best: ChecksAction = { type: 'place', card: fan[0] as Card, target: 0 }
  let bestScore = -Infinity
  for (let i = 0; i < fan.length; i++) {
    const card = fan[i] as Card
    const v = checksValue(card)
    const rest = fan.filter((_, j) => j !== i)
    const restValue = rest.length ? fanValue(rest) : -1
    for (let t = 0; t < TARGETS; t++) {
      const size = (s.targets[t]?.length ?? 0) + 1
      let setup = 0
      for (let u = 0; u < TARGETS; u++) {
        const pile = s.targets[u] as Card[]
        const top = u === t ? v : topValue(pile)
        const n = u === t ? size : pile.length
        if (rest.length && top === restValue && n + rest.length > setup) setup = n + rest.length
      }
      const score = LATER * setup * (1 - (CLAIM_ODDS[v] as number)) - size * (CLAIM_ODDS[v] as number) + rng.next() * 0.01
      if (score > bestScore) [best, bestScore] = [{ type: 'place', card, target: t }, score]
    }
  }
  return best
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
  know: (seat) => ({ seat, targets: [], captured: [[], []] }),
  observe,
  sample,
  candidates,
  playout,
  situation: (view) => JSON.stringify([view.turn, view.fanSizes, view.targets]),
  reaction: (_view, _legal, rng) => Math.round(1000 + rng.next() * 1500),
  playouts: 1200,
}
