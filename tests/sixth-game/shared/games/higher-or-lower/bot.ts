import { FULL_DECK, RANKS, rankOf, type Card } from '../../../../../shared/cards'
import type { Seat } from '../../../../../shared/engine'
import { FastRng } from '../../../../../shared/random'
import type { Bot, BotDecision, RuleLevel } from '../../../../../shared/games/module'
import type { HolAction, HolEvent, HolView } from './engine'

const DELAYS: Record<RuleLevel, [number, number]> = {
  random: [500, 1500],
  easy: [1200, 2500],
  normal: [900, 2000],
  hard: [700, 1600],
}

const value = (card: Card): number => RANKS.indexOf(rankOf(card))

/**
 * Higher or Lower's computer players, from their own seat's view and the cards turned for all.
 * Easy guesses at random; normal by its own card alone (higher when it lies in the lower half of
 * the ranks); hard counts the cards it has not seen and says whichever more of them would make
 * right (HL-2), at random between the two when as many would.
 */
export function createHigherOrLowerBot(seat: Seat, level: RuleLevel, seed: string): Bot<HolView, HolAction, HolEvent> {
  const rng = new FastRng(seed)
  const turned = new Set<Card>()

  function observe(_view: HolView, events: readonly HolEvent[]): void {
    for (const e of events) if (e.type === 'turned') turned.add(e.card)
  }

  function choose(mine: Card, legal: readonly HolAction[]): HolAction {
    const say = (higher: boolean) => legal.find((a) => a.higher === higher) ?? legal[0]!
    if (level === 'random' || level === 'easy') return rng.pick(legal)
    if (level === 'normal') return say(value(mine) < RANKS.length / 2)
    const unseen = FULL_DECK.filter((c) => c !== mine && !turned.has(c))
    const above = unseen.filter((c) => value(c) > value(mine)).length
    const below = unseen.filter((c) => value(c) < value(mine)).length
    return above === below ? rng.pick(legal) : say(above > below)
  }

  function decide(view: HolView, legal: readonly HolAction[]): BotDecision<HolAction> | null {
    if (view.turn !== seat || legal.length === 0 || !view.mine) return null
    const [lo, hi] = DELAYS[level]
    return { action: choose(view.mine, legal), delayMs: Math.round(lo + rng.next() * (hi - lo)) }
  }

  return { observe, decide }
}
