import { FULL_DECK, RANKS, rankOf, type Card, type Rank } from '../../cards'
import type { Seat } from '../../engine'
import { decisionKind, type ExpertSpec } from '../expert/search'
import { FastRng } from '../../random'
import type { Line } from '../narrator'
import { cardsOf, percentOf, tenths } from '../expert/advice'
import { describeCheatEvent } from './describe'
import { sayCheatMove } from './say'
import { cheatEngine, MAX_CLAIM, type CheatAction, type CheatEvent, type CheatState, type CheatView } from './engine'
import { cheatDescriptor } from './descriptor'

/**
 * What a Cheat seat knows: for every card, the places it may be — a bit per seat's hand, one for
 * the pile under the latest group (`OLD`), one for the latest group itself (`TOP`). Its own hand
 * is exact; a card another player picked up with the pile is in their hand until they next put
 * cards down, then in their hand or the pile; a revealed group is exactly what it showed.
 */
export interface CheatKnowledge {
  seat: Seat
  seats: number
  /** By FULL_DECK index. */
  where: number[]
  /** The latest group on the pile, until the next claim or a pick-up. */
  top: { claimant: Seat; rank: Rank; count: number } | null
  /** This seat's hand as the last view showed it: a claim's cards are what left it. */
  hand: Card[]
  /** By seat, the ranks (bit per rank) it has claimed since it last took the pile. */
  claimed: number[]
}

const OLD = 1 << 6
const TOP = 1 << 7
const PILE = OLD | TOP
const INDEX = Object.fromEntries(FULL_DECK.map((c, i) => [c, i])) as Record<Card, number>
const bit = (seat: Seat): number => 1 << seat
// Cheat always has a clock (its challenge window), so the engine's optional `expire` is there.
function expire(s: CheatState, now: number): ReturnType<CheatExpire> {
  return (cheatEngine.expire as CheatExpire)(s, now)
}
type CheatExpire = NonNullable<typeof cheatEngine.expire>

function observe(k: CheatKnowledge, view: CheatView, events: readonly CheatEvent[]): void {
  for (const e of events) {
    switch (e.type) {
      case 'dealt': {
        k.seats = e.handSizes.length
        let others = 0
        for (let s = 0; s < k.seats; s++) if (s !== k.seat) others |= bit(s)
        k.where = FULL_DECK.map(() => others)
        k.top = null
        k.claimed = Array.from({ length: k.seats }, () => 0)
        break
      }
      case 'hand':
      case 'received':
        for (const c of e.cards) k.where[INDEX[c]] = bit(k.seat)
        break
      case 'claimed': {
        for (let i = 0; i < 52; i++) if (k.where[i]! & TOP) k.where[i] = (k.where[i]! & ~TOP) | OLD
        k.claimed[e.seat] = k.claimed[e.seat]! | (1 << RANK_AT[e.rank])
        if (e.seat === k.seat) {
          const now = new Set(view.hand ?? [])
          const put = k.hand.filter((c) => !now.has(c))
          for (const c of put) k.where[INDEX[c]] = TOP
        } else {
          for (let i = 0; i < 52; i++) if (k.where[i]! & bit(e.seat)) k.where[i] = k.where[i]! | TOP
        }
        k.top = { claimant: e.seat, rank: e.rank, count: e.count }
        break
      }
      case 'revealed': {
        const shown = new Set(e.cards.map((c) => INDEX[c]))
        for (let i = 0; i < 52; i++) k.where[i] = shown.has(i) ? TOP : k.where[i]! & ~TOP
        break
      }
      case 'pileTaken':
        for (let i = 0; i < 52; i++) if (k.where[i]! & PILE) k.where[i] = (k.where[i]! & ~PILE) | bit(e.seat)
        k.top = null
        k.claimed[e.seat] = 0
        break
      default:
        break
    }
  }
  k.hand = view.hand ? view.hand.slice() : []
}

/**
 * How likely a player who held `h` cards of the asked rank claims `count`, and whether honestly:
 * people put down what they have, all of it, most often; now and then one extra card rides along;
 * with none they bluff, with one card mostly. The sampler weighs hidden hands by it.
 */
function claimOdds(h: number, count: number): { honest: number; lie: number } {
  if (h === 0) return { honest: 0, lie: [0, 0.8, 0.15, 0.04, 0.01][count] ?? 0 }
  const all = Math.min(h, MAX_CLAIM)
  if (count === all) return { honest: 0.85, lie: 0 }
  if (count < h) return { honest: 0.05 / Math.max(1, all - 1), lie: 0 }
  return { honest: 0, lie: count === h + 1 ? 0.08 : count === h + 2 ? 0.02 : 0 }
}

// One feasible deal: every card to a place its mask allows, each place filled to its size. Greedy
// in random order, a card going to an open place with odds by its room times `lean` (how likely
// that card is there), and an augmenting path when a card finds every allowed place full.
function assign(
  masks: readonly number[],
  cards: readonly number[],
  room: number[],
  places: number,
  lean: (card: number, place: number) => number,
  rng: FastRng,
): number[] | null {
  const at = new Array<number>(52).fill(-1)
  const held: number[][] = Array.from({ length: places }, () => [])
  const order = rng.shuffle(cards.slice())
  const odds = new Float64Array(places)
  for (const c of order) {
    let total = 0
    for (let p = 0; p < places; p++) {
      odds[p] = masks[c]! & (1 << p) && room[p]! > 0 ? room[p]! * lean(c, p) : 0
      total += odds[p]!
    }
    if (total > 0) {
      let r = rng.next() * total
      let p = 0
      while (p < places - 1 && (r -= odds[p]!) >= 0) p++
      while (odds[p] === 0) p--
      at[c] = p
      held[p]!.push(c)
      room[p]!--
      continue
    }
    if (!augment(c, masks, at, held, room, places)) return null
  }
  return at
}

function augment(card: number, masks: readonly number[], at: number[], held: number[][], room: number[], places: number): boolean {
  // Breadth-first over places: from a full place, one of its cards may move on to another.
  const prev = new Map<number, { from: number; card: number }>()
  const queue: number[] = []
  for (let p = 0; p < places; p++) if (masks[card]! & (1 << p)) {
    prev.set(p, { from: -1, card })
    queue.push(p)
  }
  while (queue.length) {
    const p = queue.shift() as number
    if (room[p]! > 0) {
      // Walk back, shifting each card one place along the path.
      let q = p
      room[q]!--
      for (;;) {
        const step = prev.get(q) as { from: number; card: number }
        const c = step.card
        if (at[c]! >= 0) held[at[c]!] = held[at[c]!]!.filter((x) => x !== c)
        at[c] = q
        held[q]!.push(c)
        if (step.from < 0) return true
        q = step.from
      }
    }
    for (const c of held[p]!) {
      for (let r = 0; r < places; r++) {
        if (!(masks[c]! & (1 << r)) || prev.has(r)) continue
        prev.set(r, { from: p, card: c })
        queue.push(r)
      }
    }
  }
  return false
}

/** The chance that `draws` cards taken from `pool`, of which `good` are good, hold exactly `k` good ones. */
function hypergeometric(pool: number, good: number, draws: number, k: number): number {
  const choose = (n: number, r: number): number => {
    if (r < 0 || r > n) return 0
    let x = 1
    for (let i = 1; i <= r; i++) x = (x * (n - r + i)) / i
    return x
  }
  const all = choose(pool, draws)
  return all === 0 ? 0 : (choose(good, k) * choose(pool - good, draws - k)) / all
}

/**
 * The latest group, when another player's: how many cards of the rank its claimant held and
 * whether it lied, drawn by the odds (the chance of such a hand, times the chance such a hand
 * makes this claim), then the masks narrowed to say so. Null when no such split fits.
 */
function splitTop(k: CheatKnowledge, view: CheatView, claimant: Seat, rng: FastRng): number[] | null {
  const top = k.top as NonNullable<CheatKnowledge['top']>
  const before = bit(claimant) | TOP
  // The claimant's hand before the claim was its hand now and the group: which cards may have been in it.
  const sure: number[] = []
  const maybe: number[] = []
  for (let i = 0; i < 52; i++) {
    const w = k.where[i] as number
    if (!(w & before)) continue
    ;(w & ~before ? maybe : sure).push(i)
  }
  const isRank = (i: number): boolean => rankOf(FULL_DECK[i] as Card) === top.rank
  const sureRank = sure.filter(isRank).length
  const maybeRank = rng.shuffle(maybe.filter(isRank))
  const draws = (view.handSizes[claimant] as number) + top.count - sure.length
  const weights: { x: number; honest: boolean; p: number }[] = []
  for (let x = 0; x <= maybeRank.length; x++) {
    const odds = claimOdds(sureRank + x, top.count)
    const p = hypergeometric(maybe.length, maybeRank.length, draws, x)
    if (odds.honest > 0) weights.push({ x, honest: true, p: p * odds.honest })
    if (odds.lie > 0) weights.push({ x, honest: false, p: p * odds.lie })
  }
  let r = rng.next() * weights.reduce((t, w) => t + w.p, 0)
  const pick = weights.find((w) => (r -= w.p) < 0)
  if (!pick) return null
  const masks = k.where.slice()
  // The rank's cards that were not in the claimant's hand are elsewhere.
  for (const i of maybeRank.slice(pick.x)) {
    masks[i] = (masks[i] as number) & ~before
    if (masks[i] === 0) return null
  }
  const held = rng.shuffle([...sure.filter(isRank), ...maybeRank.slice(0, pick.x)])
  const others = rng.shuffle([...sure, ...maybe].filter((i) => !isRank(i)))
  // An honest group is `count` of those cards; a lie is all of them and enough others to make it up.
  const group = pick.honest ? held.slice(0, top.count) : [...held, ...others.slice(0, top.count - held.length)]
  if (group.length !== top.count) return null
  for (const i of [...held, ...others]) masks[i] = (masks[i] as number) & ~TOP
  for (const i of held) masks[i] = bit(claimant)
  for (const i of group) masks[i] = TOP
  return masks
}

// How fast a rank's odds of still being in a hand fall with each turn before its owner is asked
// for it, and the odds left for a rank its owner claimed since it last took the pile: the values
// that held in three-player self-play against hard (docs/selfplay.md).
const LAMBDA = 0.15
const EPS = 0.2

/**
 * How likely each rank is in each other player's hand, against a card dealt at random: people
 * put down every card of the asked rank they hold, and bluff with the ranks they will be asked
 * for last. So a rank a player has claimed since it last took the pile is rarely still in its
 * hand, and the further off its turn for a rank, the likelier that rank has gone.
 */
function handLeans(k: CheatKnowledge, view: CheatView): Float64Array {
  const n = view.seats
  const leans = new Float64Array(n * 13).fill(1)
  for (let seat = 0; seat < n; seat++) {
    if (seat === k.seat) continue
    const next = RANKS[(RANK_AT[view.required] + ((seat - view.turn + n) % n)) % 13] as Rank
    for (let r = 0; r < 13; r++) {
      const rank = RANKS[r] as Rank
      leans[seat * 13 + r] = (k.claimed[seat]! >> r) & 1 ? EPS : Math.exp(-LAMBDA * away(rank, next, n))
    }
  }
  return leans
}

function sample(k: CheatKnowledge, view: CheatView, rng: FastRng): CheatState {
  const n = view.seats
  const topCount = k.top ? k.top.count : 0
  const oldPlace = 6
  const topPlace = 7
  const cards = FULL_DECK.map((_, i) => i)
  const sizes = (): number[] => {
    const room = new Array<number>(8).fill(0)
    for (let s = 0; s < n; s++) room[s] = view.handSizes[s] as number
    room[oldPlace] = view.pileSize - topCount
    room[topPlace] = topCount
    return room
  }
  const leans = handLeans(k, view)
  const lean = (card: number, place: number): number => (place < n ? (leans[place * 13 + rankAt(FULL_DECK[card] as Card)] as number) : 1)
  const claimant = k.top && k.top.claimant !== k.seat ? k.top.claimant : null
  let at: number[] | null = null
  for (let tries = 0; claimant !== null && !at && tries < 4; tries++) {
    const masks = splitTop(k, view, claimant, rng)
    if (masks) at = assign(masks, cards, sizes(), 8, lean, rng)
  }
  // What is known for certain always fits: the odds only narrow it.
  at ??= assign(k.where, cards, sizes(), 8, lean, rng)
  if (!at) throw new Error('cheat expert: no deal fits what this seat knows')
  const hands: Card[][] = Array.from({ length: n }, () => [])
  const old: Card[] = []
  const top: Card[] = []
  for (let c = 0; c < 52; c++) {
    const p = at[c] as number
    const card = FULL_DECK[c] as Card
    if (p === oldPlace) old.push(card)
    else if (p === topPlace) top.push(card)
    else hands[p]!.push(card)
  }
  const w = view.window
  return {
    seats: n,
    challengeMs: view.challengeMs,
    dealer: view.dealer,
    hands,
    pile: [...rng.shuffle(old), ...top],
    required: view.required,
    turn: view.turn,
    window: w && {
      claimant: w.claimant,
      rank: w.rank,
      count: w.count,
      closesAt: w.closesAt,
      accepted: w.accepted.slice(),
      calls: w.callers.map((seat) => ({ seat, at: w.closesAt ?? 0 })),
    },
    lastReveal: view.lastReveal,
    winner: view.winner,
    claims: 0,
    challenges: 0,
    caught: 0,
  }
}

const RANK_AT = Object.fromEntries(RANKS.map((r, i) => [r, i])) as Record<Rank, number>
/** n⁻¹ mod 13 for every table size: 13 is prime, so each size has one. */
const INVERSE = Array.from({ length: 14 }, (_, n) => Array.from({ length: 13 }, (_, i) => i).find((i) => (n * i) % 13 === 1) ?? 0)

/**
 * How many of its own turns from now the seat claiming `required` waits to be asked for `rank`
 * (0: this turn). Ranks advance one a claim and the seat claims every `seats` claims, so it is
 * asked for required + seats·j on its j-th turn: j = (rank − required) · seats⁻¹ mod 13.
 */
function away(rank: Rank, required: Rank, seats: number): number {
  return ((RANK_AT[rank] - RANK_AT[required] + 13) * (INVERSE[seats] as number)) % 13
}

/** Cards to bluff with: those this seat will be asked for last first. */
function byLastNeeded(hand: readonly Card[], seats: number, required: Rank): Card[] {
  return hand.filter((c) => rankOf(c) !== required).sort((a, b) => away(rankOf(b), required, seats) - away(rankOf(a), required, seats))
}

/**
 * The claims worth weighing: with true cards of the rank, all of them and nothing slipped in (an
 * extra card is called too often to pay: in self-play such claims were called about half the
 * time); with none, one bluff card of each of the three ranks this seat will be asked for last.
 * Each is matched to the legal action with the same ranks.
 */
function claimCandidates(view: CheatView, legal: readonly CheatAction[]): CheatAction[] {
  const hand = view.hand ?? []
  const honest = hand.filter((c) => rankOf(c) === view.required).slice(0, MAX_CLAIM)
  const picks: Card[][] = []
  if (honest.length) picks.push(honest)
  else {
    const ranks = new Set<Rank>()
    for (const c of byLastNeeded(hand, view.seats, view.required)) {
      if (ranks.size >= BLUFF_RANKS) break
      if (ranks.has(rankOf(c))) continue
      ranks.add(rankOf(c))
      picks.push([c])
    }
  }
  const key = (cards: readonly Card[]): string => cards.map(rankOf).sort().join('')
  const out: CheatAction[] = []
  for (const cards of picks) {
    const found = legal.find((a) => a.type === 'claim' && key(a.cards) === key(cards))
    if (found && !out.includes(found)) out.push(found)
  }
  return out.length ? out : legal.slice(0, 1)
}

const BLUFF_RANKS = 3

function candidates(_k: CheatKnowledge, view: CheatView, legal: readonly CheatAction[]): CheatAction[] {
  if (legal.some((a) => a.type === 'claim')) return claimCandidates(view, legal)
  const w = view.window
  const call = legal.find((a) => a.type === 'call')
  const accept = legal.find((a) => a.type === 'accept')
  if (!w || !call) return legal.slice(0, 1)
  // A call after someone else's is too late to count; a proven lie or a last card is always called.
  if (!accept) return []
  const held = (view.hand ?? []).filter((c) => rankOf(c) === w.rank).length
  if (w.lastCard || held + w.count > 4) return [call]
  return [accept, call]
}

/**
 * The quick claim for playouts: the true cards, or one bluff card it will need last; now and then
 * one more. One pass over the hand, no sorting: this runs for every claim of every playout.
 */
function quickClaim(s: CheatState, rng: FastRng): Card[] {
  const hand = s.hands[s.turn] as Card[]
  if (hand.length === 1) return hand.slice()
  const honest: Card[] = []
  let last: Card | null = null
  let lastAway = -1
  let next: Card | null = null
  let nextAway = -1
  for (const c of hand) {
    const r = rankOf(c)
    if (r === s.required) {
      if (honest.length < MAX_CLAIM) honest.push(c)
      continue
    }
    const a = away(r, s.required, s.seats)
    if (a > lastAway) [next, nextAway, last, lastAway] = [last, lastAway, c, a]
    else if (a > nextAway) [next, nextAway] = [c, a]
  }
  if (honest.length) {
    if (honest.length < MAX_CLAIM && last && next && rng.next() < 0.15) honest.push(last)
    return honest
  }
  if (last && next && hand.length > 2 && rng.next() < 0.2) return [last, next]
  return [last as Card]
}

/** A card's rank as 0–12 by its first character: the playouts count ranks constantly. */
const RANK_OF_CHAR = new Int8Array(128)
RANKS.forEach((r, i) => (RANK_OF_CHAR[r.charCodeAt(0)] = i))
const rankAt = (c: Card): number => RANK_OF_CHAR[c.charCodeAt(0)] as number

// What share of lies a careful player expects to be of each size: most are a single card.
const LIE_SIZE = [0, 0.6, 0.2, 0.1, 0.1]

// Memo of lieOdds by (pool, accounted, had, count).
const LIE_ODDS = new Float32Array(53 * 5 * 53 * 5).fill(-1)

/**
 * The chance a claim of `count` is a lie, as a careful player sees it who can account for
 * `accounted` cards of the rank and cannot see `pool` cards, the claimant's `had` among them (its
 * hand and the group): a claimant with none of the rank must lie; one with fewer than it claims
 * lies now and then; one with enough tells the truth, most often with all it has. Playouts play
 * the table's answers by it: the expert has to expect to be read as well as it reads.
 */
function lieOdds(pool: number, accounted: number, had: number, count: number): number {
  const at = ((pool * 5 + accounted) * 53 + had) * 5 + count
  const memo = LIE_ODDS[at] as number
  if (memo >= 0) return memo
  let lie = 0
  let honest = 0
  for (let h = 0; h <= 4 - accounted; h++) {
    const p = hypergeometric(pool, 4 - accounted, had, h)
    lie += p * (h === 0 ? 1 : 0.1) * (LIE_SIZE[count] as number)
    if (h >= count) honest += p * (h === count ? 0.8 : 0.2 / h)
  }
  const odds = lie + honest > 0 ? lie / (lie + honest) : 0.5
  LIE_ODDS[at] = odds
  return odds
}

/**
 * How sure a playout's player must be to call: surer as the pile it would take grows, less so
 * against a claimant about to go out, more so with few cards of its own to lose.
 */
function callBar(s: CheatState, seat: Seat, claimant: Seat): number {
  let bar = Math.min(0.9, 0.7 + 0.01 * s.pile.length)
  if ((s.hands[claimant]?.length ?? 0) <= 3) bar -= 0.15
  if ((s.hands[seat]?.length ?? 0) <= 3) bar += 0.1
  return bar
}

/**
 * How the table answers a claim in a playout: each player in turn clockwise from the claimant
 * judges it from its own hand and what it put on the pile — a provable lie and a last card
 * always, otherwise when it thinks a lie likely enough (`callBar`).
 */
function answerer(s: CheatState, put: Int8Array, skip: Seat | null): Seat | null {
  const w = s.window as NonNullable<CheatState['window']>
  const rank = RANK_AT[w.rank]
  const had = (s.hands[w.claimant]?.length ?? 0) + w.count
  for (let d = 1; d < s.seats; d++) {
    const seat = (w.claimant + d) % s.seats
    if (seat === skip || w.accepted.includes(seat)) continue
    if (w.closesAt === null) return seat
    const hand = s.hands[seat] as Card[]
    let accounted = put[seat * 13 + rank] as number
    let putAll = 0
    for (let r = 0; r < 13; r++) putAll += put[seat * 13 + r] as number
    for (const c of hand) if (rankAt(c) === rank) accounted++
    if (accounted + w.count > 4) return seat
    const pool = 52 - hand.length - putAll
    if (lieOdds(pool, accounted, Math.min(had, pool), w.count) > callBar(s, seat, w.claimant)) return seat
  }
  return null
}

// Claims played before a playout is judged on hand sizes instead of its end: 60, twenty rounds at
// three seats, far enough to see what a pile taken now does to who goes out. Measured against two
// hard players over 60 games: 27% when a call was judged only by the cards it moves at once, 40%
// looking 30 claims ahead, 52% at 60; 100 was no better and twice as slow.
const HORIZON = 60

/**
 * Plays `first` and on as `playout` does, to a winner or the horizon; `heard` is told every event on
 * the way, with the state it left. Null when `first` cannot be played.
 */
function playOn(state: CheatState, k: CheatKnowledge, first: CheatAction, rng: FastRng, heard?: (e: CheatEvent, s: CheatState) => void): CheatState | null {
  let s = state
  let t = s.window?.closesAt ?? 0
  // Ranks each seat put on the pile since it was last taken: its own part of what it can account for.
  const put = new Int8Array(s.seats * 13)
  for (let i = 0; i < 52; i++) if (k.where[i] === TOP || k.where[i] === OLD) put[k.seat * 13 + rankAt(FULL_DECK[i] as Card)]!++
  const step = (seat: Seat, action: CheatAction): boolean => {
    const r = cheatEngine.apply(s, seat, action)
    if (!r.ok) return false
    s = r.value.state
    if (heard) for (const e of r.value.events) heard(e.event, s)
    if (action.type === 'claim') for (const c of action.cards) put[seat * 13 + rankAt(c)]!++
    return true
  }
  const settle = (): void => {
    const r = expire(s, t)
    if (!r.ok) return
    s = r.value.state
    if (heard) for (const e of r.value.events) heard(e.event, s)
    if (s.pile.length === 0) put.fill(0)
  }
  // The first move is this seat's: a claim, or its answer to the open claim.
  if (first.type === 'claim') {
    if (!step(k.seat, { ...first, at: t })) return null
  } else if (first.type === 'call') {
    if (!step(k.seat, { type: 'call', at: t })) return null
    settle()
  } else if (s.window?.closesAt === null) {
    if (!step(k.seat, { type: 'accept', at: t })) return null
  }
  // Every claim's window is settled, the first one's too; the horizon only stops new claims.
  for (let claims = 0; s.winner === null; ) {
    const w = s.window
    if (w) {
      // This seat's own answer to the claim open at the start is the move being weighed.
      const caller = answerer(s, put, first.type !== 'claim' && claims === 0 ? k.seat : null)
      if (caller !== null) step(caller, { type: 'call', at: t })
      else if (w.closesAt === null) break
      else t = Math.max(t, w.closesAt)
      settle()
      if (s.window) break
      continue
    }
    if (claims >= HORIZON || !step(s.turn, { type: 'claim', cards: quickClaim(s, rng), at: t })) break
    claims++
  }
  return s
}

function playout(state: CheatState, k: CheatKnowledge, first: CheatAction, rng: FastRng): number {
  const s = playOn(state, k, first, rng)
  if (!s) return 0
  if (s.winner !== null) return s.winner === k.seat ? 1 : 0
  // Unfinished: each player's chance by how few cards it holds.
  let mine = 0
  let all = 0
  for (let o = 0; o < s.seats; o++) {
    const w = Math.exp(-(s.hands[o]?.length ?? 0) / TAU)
    all += w
    if (o === k.seat) mine = w
  }
  return mine / all
}

/**
 * Deals a reason is played out on, two playouts each: saying why then adds less than a tenth to
 * the time a whole match's verdicts take (`npm run bench -- verdict --game=cheat`, docs/expert.md).
 */
const REASON_DEALS = 40

/** The claim on the table, in a deal: whether its group holds a card of another rank. */
function isLie(s: CheatState): boolean {
  const w = s.window
  return w !== null && s.pile.slice(-w.count).some((c) => rankOf(c) !== w.rank)
}

/**
 * What a move leads to, played out as the search plays it, on deals of what the seat knows: for
 * the claim it makes or answers (the first one the playout settles), how often someone calls it
 * and how many cards the seat and the claimant pick up; the cards the seat holds when it next
 * claims (in the deals where it does); and what share of its claims after this one are bluffs.
 */
function moveNext(k: CheatKnowledge, deals: readonly { state: CheatState; seed: number }[], action: CheatAction) {
  let called = 0
  let cards = 0
  let theirs = 0
  let again = 0
  let hand = 0
  let later = 0
  let bluffs = 0
  for (const { state, seed } of deals) {
    const claimant = action.type === 'claim' ? k.seat : state.window?.claimant
    // The seat's own claims the playout makes: the first move's, when it is one, is none of the later.
    let claims = action.type === 'claim' ? -1 : 0
    // The claim weighed is open from its own claim (a claim first lets the one before it stand).
    let open = action.type !== 'claim'
    playOn(state, k, action, new FastRng(seed), (e, s) => {
      if (e.type === 'claimed' && e.seat === k.seat && claims === -1) open = true
      if (open && e.type === 'called') called++
      if (open && e.type === 'pileTaken') {
        if (e.seat === k.seat) cards += e.count
        else if (e.seat === claimant) theirs += e.count
      }
      if (e.type === 'stood' || e.type === 'pileTaken' || e.type === 'won') open = false
      if (e.type !== 'claimed' || e.seat !== k.seat || claims++ < 0) return
      if (claims === 1) {
        again++
        hand += (s.hands[k.seat]?.length ?? 0) + e.count
      }
      later++
      if (s.pile.slice(-e.count).some((c) => rankOf(c) !== e.rank)) bluffs++
    })
  }
  const n = deals.length
  return { called: called / n, cards: cards / n, theirs: theirs / n, hand: again ? hand / again : 0, bluffs: later ? bluffs / later : 0 }
}

/**
 * Why one move beat another, in the game's terms: for a claim, how often it is called, the cards
 * the seat picks up over it, the hand it holds at its next claim and how many of its later claims
 * must be bluffs (the cards kept back are the ranks it will be asked for); for an answer to a claim, how often that claim is a lie and who
 * picks up the pile.
 */
function reason(k: CheatKnowledge, view: CheatView, best: CheatAction, next: CheatAction, rng: FastRng): Line {
  const deals = Array.from({ length: REASON_DEALS }, () => ({ state: sample(k, view, rng), seed: rng.seed() }))
  const b = moveNext(k, deals, best)
  const n = moveNext(k, deals, next)
  const cards = { cards: cardsOf(b.cards), nextCards: tenths(n.cards) }
  if (best.type === 'claim') {
    return {
      key: 'cheat.expert.reason.claim',
      values: {
        called: percentOf(b.called), nextCalled: percentOf(n.called), ...cards,
        hand: cardsOf(b.hand), nextHand: tenths(n.hand), bluff: percentOf(b.bluffs), nextBluff: percentOf(n.bluffs),
      },
    }
  }
  const lie = deals.filter((d) => isLie(d.state)).length / deals.length
  return { key: 'cheat.expert.reason.challenge', values: { lie: percentOf(lie), ...cards, theirs: cardsOf(b.theirs), nextTheirs: tenths(n.theirs) } }
}

// An unfinished playout gives each player a share e^(−cards/4): a hand of four more cards is about
// a third as likely to go out first.
const TAU = 4

export const cheatExpert: ExpertSpec<CheatState, CheatAction, CheatView, CheatEvent, CheatKnowledge> = {
  game: 'cheat',
  engine: cheatEngine,
  know: (seat) => ({ seat, seats: 0, where: [], top: null, hand: [], claimed: [] }),
  observe,
  sample,
  candidates,
  playout,
  // What to put down and claim, or whether to call Cheat on a claim.
  decision: (_view, legal) => decisionKind(legal, [['claim', ['claim']], ['challenge', ['call', 'accept']]]),
  situation: (view) => {
    const w = view.window
    return JSON.stringify([view.turn, view.required, view.pileSize, view.handSizes, w && [w.claimant, w.callers, w.lastCard]])
  },
  reaction: (view, legal, rng) => Math.round(legal.some((a) => a.type === 'claim') ? 900 + rng.next() * 1300 : 600 + rng.next() * 1000),
  // Like most people, the expert lets an ordinary claim pass in silence; a last card needs a word.
  silent: (view, action) => action.type === 'accept' && !view.window?.lastCard,
  say: (action, view) => sayCheatMove(action, view.required),
  describe: describeCheatEvent,
  reason,
  measure: cheatDescriptor.verdict.measure,
  playouts: 300,
  // The playout's value is the chance of going out first.
  verdict: cheatDescriptor.verdict.scale,
}
