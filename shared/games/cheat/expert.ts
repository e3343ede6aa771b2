import { FULL_DECK, RANKS, rankOf, type Card, type Rank } from '../../cards'
import type { Seat } from '../../engine'
import type { ExpertSpec } from '../expert/search'
import type { FastRng } from '../expert/rng'
import { cheatEngine, MAX_CLAIM, nextRank, type CheatAction, type CheatEvent, type CheatState, type CheatView } from './engine'

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
        break
      }
      case 'hand':
      case 'received':
        for (const c of e.cards) k.where[INDEX[c]] = bit(k.seat)
        break
      case 'claimed': {
        for (let i = 0; i < 52; i++) if (k.where[i]! & TOP) k.where[i] = (k.where[i]! & ~TOP) | OLD
        if (e.seat === k.seat) {
          const now = new Set(view.hand ?? [])
          for (const c of k.hand) if (!now.has(c)) k.where[INDEX[c]] = TOP
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
        break
      default:
        break
    }
  }
  k.hand = view.hand ? view.hand.slice() : []
}

/**
 * How likely a player who held `h` cards of the asked rank claims `count`, and whether honestly:
 * people put down what they have (all of it, most often), sometimes slip one or two extra cards
 * in, and bluff with one card when they have none. The sampler weighs hidden hands by it.
 */
function claimOdds(h: number, count: number): { honest: number; lie: number } {
  if (h === 0) return { honest: 0, lie: [0, 0.75, 0.2, 0.04, 0.01][count] ?? 0 }
  const all = Math.min(h, MAX_CLAIM)
  if (count === all) return { honest: 0.7, lie: 0 }
  if (count < h) return { honest: 0.1 / Math.max(1, all - 1), lie: 0 }
  return { honest: 0, lie: count === h + 1 ? 0.15 : count === h + 2 ? 0.04 : 0.01 }
}

// One feasible deal: every card to a place its mask allows, each place filled to its size. Greedy
// in random order with an augmenting path when a card finds every allowed place full.
function assign(masks: readonly number[], cards: readonly number[], room: number[], places: number, rng: FastRng): number[] | null {
  const at = new Array<number>(52).fill(-1)
  const held: number[][] = Array.from({ length: places }, () => [])
  const order = rng.shuffle(cards.slice())
  for (const c of order) {
    const open: number[] = []
    for (let p = 0; p < places; p++) if (masks[c]! & (1 << p) && room[p]! > 0) open.push(p)
    if (open.length) {
      const p = rng.pick(open)
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
  let at: number[] | null = null
  const claimant = k.top && k.top.claimant !== k.seat ? k.top.claimant : null
  for (let tries = 0; tries < 24; tries++) {
    const dealt = assign(k.where, cards, sizes(), 8, rng)
    if (!dealt) break
    at = dealt
    if (claimant === null || !k.top) break
    // The claimant's hand before the claim is what it held plus the group: weigh it by how likely
    // such a hand makes this claim, and split it the way that claim would be made.
    const before = cards.filter((c) => at![c] === claimant || at![c] === topPlace)
    const rank = k.top.rank
    const ofRank = before.filter((c) => rankOf(FULL_DECK[c] as Card) === rank)
    const odds = claimOdds(ofRank.length, k.top.count)
    if (rng.next() * 0.75 > odds.honest + odds.lie && tries < 23) continue
    const honest = rng.next() * (odds.honest + odds.lie) < odds.honest
    const others = rng.shuffle(before.filter((c) => !ofRank.includes(c)))
    const mine = rng.shuffle(ofRank.slice())
    const group = honest ? mine.slice(0, k.top.count) : [...mine, ...others].slice(0, k.top.count)
    for (const c of before) at[c] = group.includes(c) ? topPlace : claimant
    break
  }
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

/** How many claims from now `seat` will be asked for `rank`, given who claims next and what. */
function turnsUntil(seats: number, turn: Seat, required: Rank, seat: Seat, rank: Rank): number {
  const first = (seat - turn + seats) % seats
  const r0 = (RANKS.indexOf(required) + first) % 13
  const target = RANKS.indexOf(rank)
  for (let j = 0; j < 13; j++) if ((r0 + j * seats) % 13 === target) return first + j * seats
  return 99
}

/** Cards to bluff with: those this seat will be asked for last first. */
function byLastNeeded(hand: readonly Card[], seats: number, turn: Seat, required: Rank, seat: Seat): Card[] {
  const away = new Map<Rank, number>()
  for (const r of RANKS) away.set(r, turnsUntil(seats, (turn + 1) % seats, nextRank(required), seat, r))
  return hand.filter((c) => rankOf(c) !== required).sort((a, b) => (away.get(rankOf(b)) as number) - (away.get(rankOf(a)) as number))
}

/**
 * The claims worth weighing: every true card of the rank, alone or with one or two bluff cards
 * slipped in; with none, one to three bluff cards. Bluff cards are the ranks this seat will be
 * asked for last. Each is matched to the legal action with the same ranks.
 */
function claimCandidates(view: CheatView, legal: readonly CheatAction[]): CheatAction[] {
  const hand = view.hand ?? []
  const seat = view.viewer as Seat
  const honest = hand.filter((c) => rankOf(c) === view.required).slice(0, MAX_CLAIM)
  const bluffs = byLastNeeded(hand, view.seats, view.turn, view.required, seat)
  const picks: Card[][] = []
  for (let extra = 0; extra <= 3; extra++) {
    const cards = [...honest, ...bluffs.slice(0, extra)]
    if (cards.length === 0 || cards.length > MAX_CLAIM || cards.length !== honest.length + extra) continue
    if (honest.length > 0 && extra > 2) continue
    picks.push(cards)
  }
  const key = (cards: readonly Card[]): string => cards.map(rankOf).sort().join('')
  const out: CheatAction[] = []
  for (const cards of picks) {
    const found = legal.find((a) => a.type === 'claim' && key(a.cards) === key(cards))
    if (found && !out.includes(found)) out.push(found)
  }
  return out.length ? out : legal.slice(0, 1)
}

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

/** The quick claim for playouts: the true cards, or one bluff card it will need last; now and then one more. */
function quickClaim(s: CheatState, rng: FastRng): Card[] {
  const hand = s.hands[s.turn] as Card[]
  if (hand.length === 1) return hand.slice()
  const honest = hand.filter((c) => rankOf(c) === s.required).slice(0, MAX_CLAIM)
  const bluffs = byLastNeeded(hand, s.seats, s.turn, s.required, s.turn)
  if (honest.length) {
    if (honest.length < MAX_CLAIM && bluffs.length > 1 && rng.next() < 0.15) return [...honest, bluffs[0] as Card]
    return honest
  }
  if (bluffs.length > 2 && rng.next() < 0.2) return bluffs.slice(0, 2)
  return bluffs.slice(0, 1)
}

/** Would `seat` call the open claim? A proven lie and a last card always; otherwise seldom. */
function quickCall(s: CheatState, seat: Seat, rng: FastRng): boolean {
  const w = s.window
  if (!w) return false
  if (w.closesAt === null) return true
  let held = 0
  for (const c of s.hands[seat] as Card[]) if (rankOf(c) === w.rank) held++
  if (held + w.count > 4) return true
  return rng.next() < (w.count >= 3 ? 0.2 : 0.04)
}

// Claims played before a playout is judged on hand sizes instead of its end.
const HORIZON = 30

function playout(state: CheatState, k: CheatKnowledge, first: CheatAction, rng: FastRng): number {
  let s = state
  let t = s.window?.closesAt ?? 0
  const step = (seat: Seat, action: CheatAction): boolean => {
    const r = cheatEngine.apply(s, seat, action)
    if (r.ok) s = r.value.state
    return r.ok
  }
  const settle = (): void => {
    const r = expire(s, t)
    if (r.ok) s = r.value.state
  }
  // The first move is this seat's: a claim, or its answer to the open claim.
  if (first.type === 'claim') {
    if (!step(k.seat, { ...first, at: t })) return 0
  } else if (first.type === 'call') {
    if (!step(k.seat, { type: 'call', at: t })) return 0
    settle()
  } else if (s.window?.closesAt === null) {
    if (!step(k.seat, { type: 'accept', at: t })) return 0
  }
  for (let claims = 0; s.winner === null && claims < HORIZON; ) {
    const w = s.window
    if (w) {
      let called = false
      for (let d = 1; d < s.seats && !called; d++) {
        const seat = (w.claimant + d) % s.seats
        if (seat === k.seat && first.type !== 'claim' && claims === 0) continue
        if (w.accepted.includes(seat)) continue
        if (quickCall(s, seat, rng)) called = step(seat, { type: 'call', at: t })
        else if (w.closesAt === null) step(seat, { type: 'accept', at: t })
      }
      if (s.window) {
        if (s.window.closesAt !== null) t = Math.max(t, called ? t : s.window.closesAt)
        settle()
      }
      if (s.window) break
      continue
    }
    if (!step(s.turn, { type: 'claim', cards: quickClaim(s, rng), at: t })) break
    claims++
  }
  if (s.winner !== null) return s.winner === k.seat ? 1 : 0
  // Unfinished: the fewer cards against the others', the likelier the win.
  const mine = s.hands[k.seat]?.length ?? 0
  let others = 0
  for (let o = 0; o < s.seats; o++) if (o !== k.seat) others += s.hands[o]?.length ?? 0
  return 1 / (1 + Math.exp((mine - others / (s.seats - 1)) / 3)) / s.seats * 2
}

export const cheatExpert: ExpertSpec<CheatState, CheatAction, CheatView, CheatEvent, CheatKnowledge> = {
  game: 'cheat',
  engine: cheatEngine,
  know: (seat) => ({ seat, seats: 0, where: [], top: null, hand: [] }),
  observe,
  sample,
  candidates,
  playout,
  situation: (view) => {
    const w = view.window
    return JSON.stringify([view.turn, view.required, view.pileSize, view.handSizes, w && [w.claimant, w.callers, w.lastCard]])
  },
  reaction: (view, legal, rng) => Math.round(legal.some((a) => a.type === 'claim') ? 900 + rng.next() * 1300 : 600 + rng.next() * 1000),
  // Like most people, the expert lets an ordinary claim pass in silence; a last card needs a word.
  silent: (view, action) => action.type === 'accept' && !view.window?.lastCard,
  playouts: 300,
}
