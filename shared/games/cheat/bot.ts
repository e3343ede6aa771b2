import { RANKS, rankOf, type Card, type Rank } from '../../cards'
import type { Seat } from '../../engine'
import { FastRng } from '../../random'
import type { Bot, BotDecision, RuleLevel } from '../module'
import { MAX_CLAIM, type CheatAction, type CheatEvent, type CheatView } from './engine'

interface Tendency {
  answered: number
  called: number
  challenged: number
  caught: number
}

// What one seat has learnt from its own views and events; nothing else reaches it.
interface Memory {
  // Cards this seat put into the current pile: certainly not in anyone's hand.
  mine: Card[]
  // Cards a seat is known to have picked up (revealed groups, our own cards in a pile it took).
  known: Card[][]
  tendency: Tendency[]
  // How many cards the lies shown so far consisted of, indexed by count, with a prior leaning to one.
  lieSizes: number[]
  lastHand: Card[]
  // The claim now open, to forget known cards it probably used once it stands.
  claim: { rank: Rank; count: number } | null
}

const DELAYS: Record<RuleLevel, { claim: [number, number]; answer: [number, number] }> = {
  random: { claim: [400, 2500], answer: [200, 2600] },
  easy: { claim: [1500, 3500], answer: [1200, 2700] },
  normal: { claim: [1200, 2800], answer: [900, 2200] },
  hard: { claim: [900, 2200], answer: [600, 1600] },
}

const countRank = (cards: readonly Card[], rank: Rank): number => cards.filter((c) => rankOf(c) === rank).length

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0
  let r = 1
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i
  return r
}

// Chance that `drawn` cards from a pool of `pool` holding `good` such cards hold exactly `k` of them.
function exactly(pool: number, good: number, drawn: number, k: number): number {
  const total = choose(pool, drawn)
  return total === 0 ? 0 : (choose(good, k) * choose(pool - good, drawn - k)) / total
}

export function createCheatBot(seat: Seat, level: RuleLevel, seed: string): Bot<CheatView, CheatAction, CheatEvent> {
  const rng = new FastRng(`cheat-bot:${seat}:${level}:${seed}`)
  const memory: Memory = { mine: [], known: [], tendency: [], lieSizes: [0, 6, 2, 1, 1], lastHand: [], claim: null }

  const delay = (range: [number, number]): number => Math.round(range[0] + rng.next() * (range[1] - range[0]))
  const tendency = (s: Seat): Tendency => {
    memory.tendency[s] ??= { answered: 0, called: 0, challenged: 0, caught: 0 }
    return memory.tendency[s]
  }

  function observe(view: CheatView, events: readonly CheatEvent[]): void {
    let pending: Card[] = []
    for (const e of events) {
      switch (e.type) {
        case 'claimed':
          if (e.seat === seat) memory.mine.push(...memory.lastHand.filter((c) => !view.hand?.includes(c)))
          memory.claim = { rank: e.rank, count: e.count }
          break
        case 'stood': {
          // Known cards of the rank of a claim that stood are most likely the ones put down.
          const known = memory.known[e.claimant] ?? []
          for (let k = 0; k < (memory.claim?.count ?? 0); k++) {
            const i = known.findIndex((c) => rankOf(c) === memory.claim?.rank)
            if (i >= 0) known.splice(i, 1)
          }
          break
        }
        case 'accepted':
          tendency(e.seat).answered++
          break
        case 'called':
          tendency(e.seat).answered++
          tendency(e.seat).called++
          break
        case 'revealed':
          tendency(e.claimant).challenged++
          if (!e.honest) {
            tendency(e.claimant).caught++
            memory.lieSizes[e.cards.length] = (memory.lieSizes[e.cards.length] ?? 0) + 1
          }
          pending = [...memory.mine, ...e.cards]
          break
        case 'pileTaken':
          if (e.seat !== seat) (memory.known[e.seat] ??= []).push(...pending.filter((c) => !memory.known[e.seat]?.includes(c)))
          memory.mine = []
          pending = []
          break
        default:
          break
      }
    }
    memory.lastHand = view.hand ?? []
  }

  // Turns until this seat is asked for `rank` again (1 = next own turn): the bigger, the safer to shed.
  function turnsUntil(view: CheatView, rank: Rank): number {
    const step = view.seats % 13
    for (let k = 1; k <= 13; k++) if ((RANKS.indexOf(view.required) + k * step) % 13 === RANKS.indexOf(rank)) return k
    return 14
  }

  // Opponents' observed readiness to call, with a prior of one call in three.
  function callRate(view: CheatView): number {
    let answered = 3
    let called = 1
    for (let s = 0; s < view.seats; s++) {
      if (s === seat) continue
      answered += tendency(s).answered
      called += tendency(s).called
    }
    return called / answered
  }

  function claim(view: CheatView, hand: Card[]): Card[] {
    const honest = hand.filter((c) => rankOf(c) === view.required).slice(0, MAX_CLAIM)
    const others = hand.filter((c) => rankOf(c) !== view.required)
    // Shed first the cards whose rank this seat will be asked for last.
    const byUse = others.slice().sort((a, b) => turnsUntil(view, rankOf(b)) - turnsUntil(view, rankOf(a)))
    if (honest.length > 0) {
      if (honest.length === hand.length) return honest
      const played = level === 'easy' ? honest.slice(0, 1 + Math.floor(rng.next() * honest.length)) : honest
      // Now and then an extra card rides along unforced; the strong bot only while opponents seldom call.
      const spare = level === 'easy' ? others[0] : byUse[0]
      const room = played.length < MAX_CLAIM && hand.length - played.length >= 2
      const urge = level === 'hard' ? 0.6 - 5 * callRate(view) : 0.1
      if (spare && room && view.pileSize <= 6 && rng.next() < urge) return [...played, spare]
      return played
    }
    if (level === 'easy') return [rng.pick(hand)]
    if (hand.length === 1) return hand.slice()
    if (level === 'normal') return [rng.pick(others)]
    const first = byUse[0] as Card
    const twin = byUse.find((c) => c !== first && rankOf(c) === rankOf(first))
    // A two-card lie sheds faster; only worth it while calls are rare and the pile small.
    if (twin && hand.length > 2 && view.pileSize <= 4 && rng.next() < 0.6 - 5 * callRate(view)) return [first, twin]
    return [first]
  }

  // Probability that the open claim is a lie: how likely the claimant held that many of the rank
  // (from the cards this seat can account for), against how often claims of that size were lies.
  function lieChance(view: CheatView, hand: Card[]): number {
    const w = view.window
    if (!w) return 0
    const seen = countRank(hand, w.rank) + countRank(memory.mine, w.rank)
    if (seen + w.count > 4) return 1
    const before = (view.handSizes[w.claimant] ?? 0) + w.count
    const known = Math.min(countRank(memory.known[w.claimant] ?? [], w.rank), 4 - seen, before)
    const pool = 52 - hand.length - memory.mine.length - known
    const free = 4 - seen - known
    const lieSize = (memory.lieSizes[w.count] ?? 0) / memory.lieSizes.reduce((a, b) => a + b, 0)
    let honest = 0
    let lie = 0
    for (let x = 0; x <= free; x++) {
      const k = known + x
      const p = exactly(pool, free, before - known, x)
      if (k === 0) lie += p * lieSize
      else {
        lie += p * 0.1 * lieSize
        if (k >= w.count) honest += p * (k === w.count ? 0.8 : 0.2 / k)
      }
    }
    return lie + honest === 0 ? 0.5 : lie / (lie + honest)
  }

  function answer(view: CheatView, hand: Card[]): 'call' | 'accept' {
    const w = view.window
    if (!w) return 'accept'
    const certain = countRank(hand, w.rank) + countRank(memory.mine, w.rank) + w.count > 4
    if (level === 'easy') {
      if (w.lastCard) return rng.next() < 0.7 ? 'call' : 'accept'
      return rng.next() < (certain ? 0.5 : 0.15) ? 'call' : 'accept'
    }
    // On a last card a call costs nothing: an honest claimant wins anyway.
    if (w.lastCard || certain) return 'call'
    if (level === 'normal') return rng.next() < (view.pileSize < 6 ? 0.25 : 0.1) ? 'call' : 'accept'
    const p = lieChance(view, hand)
    let threshold = Math.min(0.9, 0.7 + 0.01 * view.pileSize)
    if ((view.handSizes[w.claimant] ?? 0) <= 3) threshold -= 0.15
    if (hand.length <= 3) threshold += 0.1
    return p > threshold ? 'call' : 'accept'
  }

  // A person decides once per situation and acts when ready; asking again must not re-roll the dice.
  let plan: { key: string; action: CheatAction | null } | null = null

  function fresh(view: CheatView, legal: readonly CheatAction[], now: number): CheatAction | null {
    const hand = view.hand ?? []
    const claiming = legal.some((a) => a.type === 'claim')
    const at = now + delay(claiming ? DELAYS[level].claim : DELAYS[level].answer)
    if (level === 'random') return { ...rng.pick(legal), at }
    if (claiming) return { type: 'claim', cards: claim(view, hand), at }
    // Only a call is left once someone has called, and a later one would come too late to count.
    if (!legal.some((a) => a.type === 'accept')) return null
    // CH-5: a bot that will not call says so, as the person's "No call" does, so the window can
    // close as soon as nobody is left to call.
    return { type: answer(view, hand), at }
  }

  function decide(view: CheatView, legal: readonly CheatAction[], now: number): BotDecision<CheatAction> | null {
    if (legal.length === 0) return null
    const w = view.window
    const key = JSON.stringify([view.turn, view.required, view.pileSize, view.handSizes, w && [w.claimant, w.callers], legal.length])
    if (plan?.key !== key) plan = { key, action: fresh(view, legal, now) }
    const action = plan.action
    return action && { action, delayMs: Math.max(0, action.at - now) }
  }

  return { observe, decide }
}
