import { FULL_DECK, type Card } from '../../cards'
import { checksValue } from './values'
import type { Seat } from '../../engine'
import { FastRng } from '../../random'
import type { Bot, BotDecision, RuleLevel } from '../module'
import { fanValue, type ChecksAction, type ChecksEvent, type ChecksView } from './engine'

const DELAYS: Record<RuleLevel, [number, number]> = {
  random: [500, 1500],
  easy: [1500, 3500],
  normal: [1200, 2800],
  hard: [1000, 2500],
}

// Sampled hands of the opponent's active fan per decision: enough to rank moves, cheap to run.
const SAMPLES = 48
// How much of a capture set up for next turn is worth now: the opponent moves first.
const LATER = 0.55

interface Pile {
  value: number | null
  size: number
}

// Best capture a fan worth `value` of `cards` cards has on `piles`: pile plus fan, or 0.
function bestCapture(piles: readonly Pile[], value: number, cards: number): number {
  let best = 0
  for (const p of piles) if (p.value === value && p.size + cards > best) best = p.size + cards
  return best
}

export function createChecksBot(seat: Seat, level: RuleLevel, seed: string): Bot<ChecksView, ChecksAction, ChecksEvent> {
  const rng = new FastRng(`checks-bot:${seat}:${level}:${seed}`)
  // Every face this seat has been shown: what cannot be in the opponent's fan.
  const seen = new Set<Card>()


  function observe(view: ChecksView, events: readonly ChecksEvent[]): void {
    const add = (c: Card): void => void seen.add(c)
    for (const e of events) {
      // High-card draws go back into the deck, so they say nothing about where cards are.
      if (e.type === 'dealt') e.targets.forEach(add)
      else if (e.type === 'fanCards') e.cards.forEach(add)
      else if (e.type === 'claimed') [...e.pile, ...e.fan].forEach(add)
      else if (e.type === 'refilled' || e.type === 'placed') add(e.card)
    }
    for (const c of view.fan ?? []) seen.add(c)
  }

  // Values the opponent's active fan may have, as sampled weights; empty when it has no fan left.
  function opponentValues(view: ChecksView): number[] {
    const opp = 1 - seat
    const size = view.fanSizes[opp]?.[view.active[opp] ?? 99] ?? 0
    if (size === 0) return []
    const unseen = FULL_DECK.filter((c) => !seen.has(c))
    const values: number[] = []
    for (let i = 0; i < SAMPLES; i++) {
      let pool = unseen.slice()
      const hand: Card[] = []
      for (let k = 0; k < size && pool.length > 0; k++) {
        const c = rng.pick(pool)
        hand.push(c)
        pool = pool.filter((x) => x !== c)
      }
      values.push(fanValue(hand))
    }
    return values
  }

  // What the opponent is expected to capture next on these piles.
  function threat(piles: readonly Pile[], oppValues: readonly number[], oppSize: number): number {
    if (oppValues.length === 0) return 0
    return oppValues.reduce((a, v) => a + bestCapture(piles, v, oppSize), 0) / oppValues.length
  }

  function outcomeOf(view: ChecksView, action: ChecksAction, fan: Card[]): { gain: number; piles: Pile[]; left: Card[] } {
    const piles: Pile[] = view.targets.map((t) => ({ value: t.value, size: t.size }))
    if (action.type === 'claim') {
      const gain = (piles[action.target]?.size ?? 0) + fan.length
      // The refill is unknown: a one-card pile of no particular value.
      piles[action.target] = { value: null, size: view.drawSize > 0 ? 1 : 0 }
      return { gain, piles, left: [] }
    }
    const p = piles[action.target] as Pile
    piles[action.target] = { value: checksValue(action.card), size: p.size + 1 }
    return { gain: 0, piles, left: fan.filter((c) => c !== action.card) }
  }

  function score(view: ChecksView, action: ChecksAction, fan: Card[], oppValues: readonly number[]): number {
    const { gain, piles, left } = outcomeOf(view, action, fan)
    const oppSize = view.fanSizes[1 - seat]?.[view.active[1 - seat] ?? 99] ?? 0
    const danger = threat(piles, oppValues, oppSize)
    const later = left.length > 0 ? LATER * bestCapture(piles, fanValue(left), left.length) : 0
    return gain - danger + later
  }

  function choose(view: ChecksView, legal: readonly ChecksAction[]): ChecksAction {
    const fan = view.fan ?? []
    const claims = legal.filter((a) => a.type === 'claim')
    const biggest = (as: readonly ChecksAction[]): ChecksAction =>
      as.reduce((b, a) => ((view.targets[a.target]?.size ?? 0) > (view.targets[b.target]?.size ?? 0) ? a : b))
    if (level === 'easy') return claims.length > 0 && rng.next() < 0.8 ? biggest(claims) : rng.pick(legal)
    if (level === 'normal') {
      if (claims.length > 0) return biggest(claims)
      let best = legal[0] as ChecksAction
      let bestScore = -Infinity
      for (const a of legal) {
        const s = score(view, a, fan, []) + rng.next() * 0.01
        if (s > bestScore) [best, bestScore] = [a, s]
      }
      return best
    }
    const oppValues = opponentValues(view)
    let best = legal[0] as ChecksAction
    let bestScore = -Infinity
    for (const a of legal) {
      const s = score(view, a, fan, oppValues)
      if (s > bestScore) [best, bestScore] = [a, s]
    }
    return best
  }

  function decide(view: ChecksView, legal: readonly ChecksAction[]): BotDecision<ChecksAction> | null {
    if (legal.length === 0) return null
    const [lo, hi] = DELAYS[level]
    const delayMs = Math.round(lo + rng.next() * (hi - lo))
    return { action: level === 'random' ? rng.pick(legal) : choose(view, legal), delayMs }
  }

  return { observe, decide }
}
