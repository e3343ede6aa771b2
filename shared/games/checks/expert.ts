import { FULL_DECK, type Card } from '../../cards'
import { checksValue } from './values'
import type { Seat } from '../../engine'
import { decisionKind, type ExpertSpec } from '../expert/search'
import { FastRng } from '../../random'
import type { Line } from '../narrator'
import { cardsOf, percentOf, tenths } from '../expert/advice'
import { describeChecksEvent } from './describe'
import { sayChecksMove } from './say'
import { checksDescriptor } from './descriptor'
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
   * for each placement the piles it saw (tops, −1 for a gap, and sizes), where it put the card and
   * how big this seat's fan was then. How well a fan it may hold explains those placements is what
   * the sampler weighs it by.
   */
  placements: { placed: Card[]; moves: PlacementSeen[] }
}

// One placement by the opponent: `from` indexes its first card in `placed`; `threat` is this seat's
// fan size then, `draw` the draw pile's.
interface PlacementSeen {
  from: number
  tops: number[]
  sizes: number[]
  target: number
  threat: number
  draw: number
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

function observe(k: ChecksKnowledge, view: ChecksView, events: readonly ChecksEvent[]): void {
  for (const e of events) {
    switch (e.type) {
      case 'dealt':
        k.targets = e.targets.map((c) => [c])
        k.captured = [[], []]
        k.placements = { placed: [], moves: [] }
        break
      case 'fanOpened':
        if (e.seat !== k.seat) k.placements = { placed: [], moves: [] }
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
          k.placements.moves.push({
            from: k.placements.placed.length,
            tops: k.targets.map((t) => topValue(t) ?? -1),
            sizes: k.targets.map((t) => t.length),
            target: e.target,
            threat: view.fanSizes[k.seat]?.[view.active[k.seat] ?? FANS] ?? 0,
            draw: view.drawSize,
          })
          k.placements.placed.push(e.card)
        }
        k.targets[e.target]?.push(e.card)
        break
      default:
        break
    }
  }
}

// Draws of the opponent's active fan, each kept with the odds that it explains the placements; failing all, the best.
const FAN_TRIES = 24
// How far below its best move, in cards, a placement makes a fan that much less likely (a factor e).
const SLACK = 0.5

/**
 * How likely the opponent made the placements it made, holding `fan` now: each placement against
 * the best the hard player's scoring offered that fan then. A claim passed up counts as the
 * capture it gave away.
 */
function likelihood(fan: readonly Card[], placements: ChecksKnowledge['placements']): number {
  let shortfall = 0
  for (const m of placements.moves) {
    const held = [...placements.placed.slice(m.from), ...fan]
    let top = -Infinity
    let chosen = -Infinity
    weigh(m.tops, m.sizes, held, m.threat, m.draw > 0, (claim, card, target, score) => {
      if (score > top) top = score
      if (!claim && card === 0 && target === m.target) chosen = score
    })
    shortfall += top - chosen
  }
  return Math.exp(-shortfall / SLACK)
}

function sample(k: ChecksKnowledge, view: ChecksView, rng: FastRng): ChecksState {
  const seen = new Set<Card>([...k.targets.flat(), ...k.captured.flat(), ...(view.fan ?? [])])
  const pool = rng.shuffle(FULL_DECK.filter((c) => !seen.has(c)))
  const opp = 1 - k.seat
  const oppActive = view.active[opp] ?? FANS
  // The opponent's active fan first: of a few draws (from the shuffled pool), one its placements explain well.
  let oppFan: Card[] = []
  const oppSize = view.fanSizes[opp]?.[oppActive] ?? 0
  let bestOdds = -1
  for (let t = 0; oppSize > 0 && t < FAN_TRIES; t++) {
    const at = rng.int(pool.length - oppSize + 1)
    const fan = pool.slice(at, at + oppSize)
    const odds = k.placements.moves.length ? likelihood(fan, k.placements) : 1
    if (odds > bestOdds) [oppFan, bestOdds] = [fan, odds]
    if (rng.next() < odds) {
      oppFan = fan
      break
    }
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
 * The hard player's scoring of every move a fan has, claims included, from what its holder could
 * know (its fan and the piles): what it captures now, less the opponent's expected best capture
 * next (a fan of `threat` cards, its value by the odds of that size), plus part of the capture it
 * sets up for its own next turn. A move changes at most one pile, so each value's best pile and
 * runner-up are found once and a move's score is a few lookups. `card` is the index in `fan`.
 */
function weigh(
  tops: readonly number[],
  sizes: readonly number[],
  fan: readonly Card[],
  threat: number,
  refill: boolean,
  each: (claim: boolean, card: number, target: number, score: number) => void,
): void {
  const odds = CLAIM_ODDS[threat] as number[]
  const best = new Array<number>(11).fill(0)
  const bestAt = new Array<number>(11).fill(-1)
  const second = new Array<number>(11).fill(0)
  for (let t = 0; t < TARGETS; t++) {
    const v = tops[t] as number
    const n = sizes[t] as number
    if (v < 0) continue
    if (n > (best[v] as number)) {
      second[v] = best[v] as number
      best[v] = n
      bestAt[v] = t
    } else if (n > (second[v] as number)) second[v] = n
  }
  const without = (v: number, t: number): number => (bestAt[v] === t ? (second[v] as number) : (best[v] as number))
  const capture = (size: number): number => (size > 0 && threat > 0 ? size + threat : 0)
  // Pile `t` turned into `top` (−1: unknown) of `size`; the holder keeps `left` cards worth `next`.
  const after = (t: number, top: number, size: number, next: number, left: number): number => {
    const old = tops[t] as number
    let danger = 0
    for (const v of old === top || old < 0 ? [top] : top < 0 ? [old] : [old, top]) {
      if (v < 0) continue
      const now = Math.max(without(v, t), v === top ? size : 0)
      danger += (odds[v] as number) * (capture(now) - capture(best[v] as number))
    }
    if (left === 0) return -danger
    const later = Math.max(without(next, t), next === top ? size : 0)
    return LATER * (later > 0 ? later + left : 0) - danger
  }
  const value = fanValue(fan)
  for (let t = 0; t < TARGETS; t++)
    if (tops[t] === value) each(true, -1, t, (sizes[t] as number) + fan.length + after(t, -1, refill ? 1 : 0, 0, 0))
  for (let i = 0; i < fan.length; i++) {
    const rest = fan.filter((_, j) => j !== i)
    const restValue = rest.length ? fanValue(rest) : 0
    const v = checksValue(fan[i] as Card)
    for (let t = 0; t < TARGETS; t++) each(false, i, t, after(t, v, (sizes[t] as number) + 1, restValue, rest.length))
  }
}

/** The quick player for playouts: the hard player's best move, ties broken at random. */
function quickMove(s: ChecksState, rng: FastRng): ChecksAction {
  const seat = s.turn
  const fan = s.fans[seat]?.[s.active[seat] ?? FANS] ?? []
  const threat = s.fans[1 - seat]?.[s.active[1 - seat] ?? FANS]?.length ?? 0
  let choice: ChecksAction = { type: 'place', card: fan[0] as Card, target: 0 }
  let bestScore = -Infinity
  weigh(
    s.targets.map((p) => topValue(p) ?? -1),
    s.targets.map((p) => p.length),
    fan,
    threat,
    s.draw.length > 0,
    (claim, card, target, score) => {
      const noisy = score + rng.next() * 0.01
      if (noisy <= bestScore) return
      bestScore = noisy
      choice = claim ? { type: 'claim', target } : { type: 'place', card: fan[card] as Card, target }
    },
  )
  return choice
}

/**
 * Plays `first` and on by the quick players to the game's end, as `playout` does; `heard` is told
 * after every move who made it and the state it left.
 */
function playOn(state: ChecksState, first: ChecksAction, rng: FastRng, heard?: (seat: Seat, s: ChecksState) => void): ChecksState {
  let s = state
  let action = first
  for (;;) {
    const seat = s.turn
    const r = checksEngine.apply(s, seat, action)
    if (!r.ok) break
    s = r.value.state
    heard?.(seat, s)
    if (s.active.every((a) => a >= FANS)) break
    action = quickMove(s, rng)
  }
  return s
}

function playout(state: ChecksState, k: ChecksKnowledge, first: ChecksAction, rng: FastRng): number {
  const s = playOn(state, first, rng)
  const mine = s.captured[k.seat]?.length ?? 0
  const theirs = s.captured[1 - k.seat]?.length ?? 0
  const over = s.active.every((a) => a >= FANS)
  if (!over) return MARGIN * (mine - theirs)
  return (mine > theirs ? 1 : mine === theirs ? 0.5 : 0) + MARGIN * (mine - theirs)
}

/**
 * Deals a reason is played out on, two playouts each: saying why then adds less than a tenth to
 * the time a whole match's verdicts take (`npm run bench -- verdict --game=checks`, docs/expert.md).
 */
const REASON_DEALS = 100

/**
 * What a move leads to, played out as the search plays it, on deals of what the seat knows: the
 * cards it captures at once, how often the other player claims a pile with the move that answers
 * it, the cards each has captured when the game ends and the seat's chance of winning (a tie half).
 */
function moveNext(k: ChecksKnowledge, deals: readonly { state: ChecksState; seed: number }[], action: ChecksAction) {
  const opp = 1 - k.seat
  let now = 0
  let claims = 0
  let mine = 0
  let theirs = 0
  let wins = 0
  for (const { state, seed } of deals) {
    const had = [state.captured[k.seat]?.length ?? 0, state.captured[opp]?.length ?? 0]
    let moves = 0
    const end = playOn(state, action, new FastRng(seed), (seat, s) => {
      if (moves === 0) now += (s.captured[k.seat]?.length ?? 0) - had[0]!
      // The other player's answer: its first move, if it comes straight after this seat's.
      if (moves === 1 && seat === opp && (s.captured[opp]?.length ?? 0) > had[1]!) claims++
      moves++
    })
    const [m, t] = [end.captured[k.seat]?.length ?? 0, end.captured[opp]?.length ?? 0]
    mine += m
    theirs += t
    wins += m > t ? 1 : m === t ? 0.5 : 0
  }
  const n = deals.length
  return { now: now / n, claims: claims / n, mine: mine / n, theirs: theirs / n, wins: wins / n }
}

/**
 * Why one move beat another, in the game's terms: the cards it captures now, how often it leaves
 * the other player a pile to claim next, and the cards each player ends the game with: a win
 * can turn on a card or two of margin, so the chance of winning is said too.
 */
function reason(k: ChecksKnowledge, view: ChecksView, best: ChecksAction, next: ChecksAction, rng: FastRng): Line {
  const deals = Array.from({ length: REASON_DEALS }, () => ({ state: sample(k, view, rng), seed: rng.seed() }))
  const b = moveNext(k, deals, best)
  const n = moveNext(k, deals, next)
  return {
    key: 'checks.expert.reason.move',
    values: {
      now: cardsOf(b.now), nextNow: tenths(n.now), claims: percentOf(b.claims), nextClaims: percentOf(n.claims),
      mine: cardsOf(b.mine), nextMine: tenths(n.mine), theirs: cardsOf(b.theirs), nextTheirs: tenths(n.theirs),
      wins: percentOf(b.wins), nextWins: percentOf(n.wins),
    },
  }
}

export const checksExpert: ExpertSpec<ChecksState, ChecksAction, ChecksView, ChecksEvent, ChecksKnowledge> = {
  game: 'checks',
  engine: checksEngine,
  know: (seat) => ({ seat, targets: [], captured: [[], []], placements: { placed: [], moves: [] } }),
  observe,
  sample,
  candidates,
  playout,
  // With a pile to claim on offer, or only a card to put on a pile.
  decision: (_view, legal) => decisionKind(legal, [['claim', ['claim']], ['build', ['place']]]),
  situation: (view) => JSON.stringify([view.turn, view.fanSizes, view.targets]),
  reaction: (_view, _legal, rng) => Math.round(1000 + rng.next() * 1500),
  say: (action) => sayChecksMove(action),
  describe: describeChecksEvent,
  reason,
  measure: checksDescriptor.verdict.measure,
  playouts: 1200,
  // The playout's value is the chance of winning (a tie half), plus a hundredth per card of margin.
  verdict: checksDescriptor.verdict.scale,
}
