import { FULL_DECK, type Card } from '../../cards'
import { checkValue } from './values'
import type { Seat } from '../../engine'
import { note, rowsOf, see, sightAtDeal, swapSlots, takeLeaning, type Place, type Sight } from '../expert/places'
import { decisionKind, type ExpertSpec } from '../expert/search'
import type { FastRng } from '../../random'
import { describeCheckEvent } from './describe'
import { sayCheckMove } from './say'
import type { Line } from '../narrator'
import { percentOf, pointsOf, tenths } from '../expert/advice'
import { checkEngine, handTotal, isSpecial } from './engine'
import { INITIAL_PEEK_SLOTS, type CheckAction, type CheckEvent, type CheckState, type CheckView } from './types'
import { checkDescriptor } from './descriptor'

/**
 * What a Check! seat remembers: the faces it has seen where they lie now (moved with every swap),
 * who has seen which place (`knows`, public: peeks and tucks are watched), the value a kept
 * unseen card replaced (people keep what is lower), and the discard pile, every card of which
 * landed face up.
 */
export interface CheckKnowledge {
  seat: Seat
  faces: (Card | null)[][]
  knows: Sight
  kept: (number | null)[][]
  pile: Card[]
  /** The card this seat drew from the pile, and the last card anyone took from the discard pile. */
  hand: Card | null
  taken: Card | null
  /** Turns each seat has begun: a card its owner has seen and kept through more of them is likelier low. */
  turns: number[]
}

// A card value by its rank character (A −1 … K 13): the playouts look values up constantly.
const RANK_VALUE = new Float64Array(128)
for (const c of FULL_DECK) RANK_VALUE[c.charCodeAt(0)] = checkValue(c)
const val = (c: Card): number => RANK_VALUE[c.charCodeAt(0)] as number
const sameRank = (a: Card, b: Card): boolean => a.charCodeAt(0) === b.charCodeAt(0)
const UNSEEN = FULL_DECK.reduce((t, c) => t + val(c), 0) / 52
/** Expected points a blind draw saves against a slot worth `w` (−1 … 13), kept only if lower. */
const DRAW_GAIN = Array.from({ length: 15 }, (_, i) => FULL_DECK.reduce((t, c) => t + Math.max(0, i - 1 - val(c)), 0) / 52)
/**
 * Leans for dealing out cards their owners have seen (see `takeLeaning`), fitted to three-seat
 * games of hard and normal players (`npm run bench -- check-lean`; docs/expert.md, "Issue 31"):
 * a card its owner put in by choice leans 0.28, and one its owner has looked at leans more with
 * every turn they kept it, 0.32·(1 − e^(−turns/2)): not at all before their first turn, when the
 * opening look is as random as the deal. Dealt and true means then agree within 0.35 points at
 * every count of turns (a fixed 0.15 dealt 5.1 for a true 6.7 at the first turn, 4.5 for 3.0 by the fourth).
 */
const LEAN_KEPT = 0.28
const LEAN_KNOWN_MAX = 0.32
const LEAN_KNOWN_TURNS = 2
/** What the quick player takes a card its owner knows to be worth, below an unseen one. */
const OWNER_KNOWN_BELOW = 2

/** Who learns what from one event: shared by the expert's memory and its playouts. */
function track(k: { knows: Sight }, e: CheckEvent): void {
  switch (e.type) {
    case 'tucked':
      see(k.knows, 'all', e, e.from === 'discard')
      if (e.from === 'pile') see(k.knows, e.seat, e, true)
      break
    case 'peeked':
      see(k.knows, e.seat, e.target, true)
      break
    case 'swapped':
      for (const rows of k.knows) swapSlots(rows, e.a, e.b, false)
      break
    case 'matched':
    case 'penalty':
      see(k.knows, 'all', e, false)
      break
    case 'missed':
      see(k.knows, 'all', e, true)
      break
    default:
      break
  }
}

function observe(k: CheckKnowledge, _view: CheckView, events: readonly CheckEvent[]): void {
  for (const e of events) {
    track(k, e)
    switch (e.type) {
      case 'dealt': {
        k.turns = Array.from({ length: e.seats }, () => 0)
        const sizes = Array.from({ length: e.seats }, () => e.cardsEach)
        k.faces = rowsOf(sizes, null)
        k.kept = rowsOf(sizes, null)
        // Everyone looked at their own bottom two (CK-2), and everyone knows they did.
        k.knows = sightAtDeal(sizes, (slot) => (INITIAL_PEEK_SLOTS as readonly number[]).includes(slot))
        k.pile = []
        break
      }
      case 'initialPeek':
        e.slots.forEach((slot, i) => note(k, { seat: e.seat, slot }, e.cards[i] as Card))
        break
      case 'reshuffled':
        k.pile = k.pile.slice(-1)
        break
      case 'drew':
        if (e.from === 'discard') {
          k.pile.pop()
          k.taken = e.card
        }
        break
      case 'drawnCard':
        k.hand = e.card
        break
      case 'turnStarted':
        k.turns[e.seat] = (k.turns[e.seat] ?? 0) + 1
        break
      case 'tucked':
        k.pile.push(e.replaced)
        note(k, e, e.from === 'discard' ? k.taken : e.seat === k.seat ? k.hand : null)
        if (e.from === 'pile' && e.seat !== k.seat) (k.kept[e.seat] as (number | null)[])[e.slot] = val(e.replaced)
        break
      case 'discarded':
        k.pile.push(e.card)
        break
      case 'matched':
        k.pile.push(e.card)
        note(k, e, null)
        break
      case 'missed':
        note(k, e, e.card)
        break
      case 'penalty':
        note(k, e, null)
        break
      case 'sawCard':
        note(k, e.target, e.card)
        break
      case 'swapped':
        swapSlots(k.faces, e.a, e.b, null)
        swapSlots(k.kept, e.a, e.b, null)
        break
      default:
        break
    }
  }
}

function sample(k: CheckKnowledge, view: CheckView, rng: FastRng): CheckState {
  const seen = new Set<Card>(k.pile)
  for (const row of k.faces) for (const c of row) if (c) seen.add(c)
  if (view.turn.drawn) seen.add(view.turn.drawn)
  const pool = rng.shuffle(FULL_DECK.filter((c) => !seen.has(c)))
  const lean = (seat: Seat, slot: number): number => {
    if (seat === k.seat) return 0
    if (k.kept[seat]?.[slot] != null) return LEAN_KEPT
    if (!k.knows[seat]?.[seat]?.[slot]) return 0
    // Turns the owner has finished: the one under way is no choice made yet.
    const kept = (k.turns[seat] ?? 0) - (view.turn.seat === seat ? 1 : 0)
    return LEAN_KNOWN_MAX * (1 - Math.exp(-Math.max(0, kept) / LEAN_KNOWN_TURNS))
  }
  const grids = view.players.map((p, seat) =>
    p.slots.map((slot, i) => {
      if (slot === 'empty') return null
      return slot ?? k.faces[seat]?.[i] ?? takeLeaning(pool, lean(seat, i), val, rng)
    }),
  )
  const drawn = view.turn.hasDrawn ? (view.turn.drawn ?? takeLeaning(pool, 0, val, rng)) : null
  const w = view.window
  return {
    config: { seats: view.seats, windowMs: view.windowMs },
    rng: { s: rng.seed() },
    now: w ? w.deadline - view.windowMs : 0,
    drawPile: pool,
    discardPile: k.pile.slice(),
    grids,
    locked: view.players.map((p) => p.locked),
    disqualified: view.players.map((p) => p.disqualified),
    checkCaller: view.checkCaller,
    finalTurns: view.checkCaller === null ? null : view.finalTurnsLeft.slice(),
    phase: view.phase,
    turn: { seat: view.turn.seat, number: view.turn.number, final: view.turn.final, drawn, from: view.turn.from },
    window: w && { card: w.card, deadline: w.deadline, passed: w.passed.slice(), tried: w.tried.map((t) => t.slice()) },
    sealed: view.sealed,
    stack: view.pending.map((p) => ({ ...p })),
    ability: view.ability && { ...view.ability, peeked: view.ability.peeked.map((p) => ({ ...p })) },
    end: null,
  }
}

/**
 * The moves worth weighing: every turn choice; in a window, passing or throwing a card known to
 * match (a blind throw is a penalty card more often than not); in an ability, peeks at places
 * this seat has not seen and swaps of one of its own cards for another player's, not two unseen.
 */
function candidates(k: CheckKnowledge, view: CheckView, legal: readonly CheckAction[]): CheckAction[] {
  const face = (p: Place): Card | null => {
    const shown = view.players[p.seat]?.slots[p.slot]
    return (shown && shown !== 'empty' ? shown : null) ?? k.faces[p.seat]?.[p.slot] ?? null
  }
  const known = (p: Place): boolean => face(p) !== null
  return legal.filter((a) => {
    switch (a.type) {
      case 'match': {
        const c = face({ seat: k.seat, slot: a.slot })
        return c !== null && view.window !== null && sameRank(c, view.window.card)
      }
      case 'peek':
        return !known(a.target)
      case 'swap': {
        const mine = a.a.seat === k.seat ? a.a : a.b
        const theirs = mine === a.a ? a.b : a.a
        return mine.seat === k.seat && theirs.seat !== k.seat && (known(mine) || known(theirs))
      }
      default:
        return true
    }
  })
}

interface Look {
  /** What `me` takes each place of `seat` to be worth, and whether it knows the face. */
  value: number
  known: boolean
}

function look(s: CheckState, knows: Sight, me: Seat, seat: Seat, slot: number): Look {
  const c = s.grids[seat]?.[slot]
  if (!c) return { value: 0, known: false }
  if (knows[me]?.[seat]?.[slot]) return { value: val(c), known: true }
  return { value: seat !== me && knows[seat]?.[seat]?.[slot] ? UNSEEN - OWNER_KNOWN_BELOW : UNSEEN, known: false }
}

function total(s: CheckState, knows: Sight, me: Seat, seat: Seat): number {
  let t = 0
  const g = s.grids[seat] as (Card | null)[]
  for (let slot = 0; slot < g.length; slot++) if (g[slot]) t += look(s, knows, me, seat, slot).value
  return t
}

// The seat's own place it would most like rid of: highest value, a known face winning ties.
function worstOwn(s: CheckState, knows: Sight, me: Seat): { slot: number; value: number; known: boolean } {
  let best = { slot: -1, value: -Infinity, known: false }
  const g = s.grids[me] as (Card | null)[]
  for (let slot = 0; slot < g.length; slot++) {
    if (!g[slot]) continue
    const l = look(s, knows, me, me, slot)
    if (l.value > best.value || (l.value === best.value && l.known && !best.known)) best = { slot, value: l.value, known: l.known }
  }
  return best
}

/** The other unlocked player who looks closest to winning: the one to hand a heavy card to. */
function leader(s: CheckState, knows: Sight, me: Seat): Seat | null {
  let best: Seat | null = null
  let low = Infinity
  for (let seat = 0; seat < s.config.seats; seat++) {
    if (seat === me || s.locked[seat]) continue
    const t = total(s, knows, me, seat)
    if (t < low) [best, low] = [seat, t]
  }
  return best
}

/**
 * The quick player for playouts, from its own seat's knowledge only, by the sums a careful player
 * makes: Check when low and ahead, a low discard over a blind draw, keep what is lower, discard a
 * drawn twin to throw the other, peek at its own unknowns first, and swap its heaviest card away.
 */
function quickTurn(s: CheckState, knows: Sight): CheckAction {
  const me = s.phase === 'ability' && s.ability ? s.ability.owner : s.turn.seat
  const worst = worstOwn(s, knows, me)
  if (s.phase === 'ability' && s.ability) {
    const ab = s.ability
    const rival = leader(s, knows, me)
    if (ab.stage === 'peek' && ab.peeksLeft > 0) {
      const fresh = (seat: Seat): number => {
        const g = s.grids[seat] as (Card | null)[]
        for (let slot = 0; slot < g.length; slot++) {
          if (g[slot] && !knows[me]?.[seat]?.[slot] && !ab.peeked.some((p) => p.seat === seat && p.slot === slot)) return slot
        }
        return -1
      }
      if (!s.locked[me]) {
        const slot = fresh(me)
        if (slot >= 0) return { type: 'peek', target: { seat: me, slot } }
      }
      if (rival !== null) {
        const slot = fresh(rival)
        if (slot >= 0) return { type: 'peek', target: { seat: rival, slot } }
      }
    }
    if (worst.slot >= 0 && !s.locked[me] && rival !== null) {
      const g = s.grids[rival] as (Card | null)[]
      let best = -1
      let bestValue = Infinity
      let blind = -1
      for (let slot = 0; slot < g.length; slot++) {
        if (!g[slot]) continue
        const l = look(s, knows, me, rival, slot)
        if (l.known && l.value < bestValue) [best, bestValue] = [slot, l.value]
        if (!l.known && blind < 0) blind = slot
      }
      if (best >= 0 && worst.value - bestValue >= 1) return { type: 'swap', a: { seat: me, slot: worst.slot }, b: { seat: rival, slot: best } }
      if (worst.known && blind >= 0 && worst.value - UNSEEN >= 3) return { type: 'swap', a: { seat: me, slot: worst.slot }, b: { seat: rival, slot: blind } }
    }
    return { type: 'skip' }
  }
  const drawn = s.turn.drawn
  if (drawn) {
    const v = val(drawn)
    const g = s.grids[me] as (Card | null)[]
    const worstCard = g[worst.slot]
    const tuckGain = worst.value - v + (worst.known && worstCard && isSpecial(worstCard) ? 2 : 0)
    if (s.turn.from === 'pile') {
      if (drawn.charCodeAt(0) !== 65 /* A */) {
        for (let slot = 0; slot < g.length; slot++) {
          const c = g[slot]
          if (c && knows[me]?.[me]?.[slot] && sameRank(c, drawn) && v >= tuckGain) return { type: 'discard' }
        }
      }
      if (tuckGain < 0) return { type: 'discard' }
    }
    return { type: 'tuck', slot: worst.slot }
  }
  const mine = total(s, knows, me, me)
  let lowest = Infinity
  for (let seat = 0; seat < s.config.seats; seat++) if (seat !== me && !s.disqualified[seat]) lowest = Math.min(lowest, total(s, knows, me, seat))
  const rounds = s.turn.number / s.config.seats
  // Patience wears down in a long round, as at a real table, so a playout always ends.
  const lead = rounds > 10 ? 0 : 1
  const ceiling = rounds > 20 ? Infinity : 3
  if (s.checkCaller === null && mine <= ceiling && mine + lead <= lowest) return { type: 'check' }
  const top = s.discardPile[s.discardPile.length - 1]
  const canDraw = s.drawPile.length > 0 || s.discardPile.length > 1
  if (top && (!canDraw || worst.value - val(top) >= Math.max(0, (DRAW_GAIN[Math.round(worst.value) + 1] ?? 0) + 1))) {
    return { type: 'draw', from: 'discard' }
  }
  return { type: 'draw', from: 'pile' }
}

/** In a window every eligible player answers at once: a known twin is thrown (never an ace), else a pass. */
function quickWindow(s: CheckState, knows: Sight): { seat: Seat; action: CheckAction } | null {
  const w = s.window
  if (!w) return null
  for (let k = 0; k < s.config.seats; k++) {
    const seat = (s.turn.seat + k) % s.config.seats
    if (s.locked[seat] || w.passed.includes(seat)) continue
    const g = s.grids[seat] as (Card | null)[]
    if (!g.some((c) => c)) continue
    const tried = w.tried[seat] ?? []
    for (let slot = 0; slot < g.length; slot++) {
      const c = g[slot]
      if (c && knows[seat]?.[seat]?.[slot] && sameRank(c, w.card) && c.charCodeAt(0) !== 65 && !tried.includes(slot)) {
        return { seat, action: { type: 'match', slot } }
      }
    }
    return { seat, action: { type: 'pass' } }
  }
  return null
}

/** Plays `first` and on to the round's end by the quick players, as `playout` does; `heard` is told every event on the way. */
function playOn(state: CheckState, k: CheckKnowledge, first: CheckAction, heard?: (e: CheckEvent) => void): CheckState {
  const sim = { knows: k.knows.map((rows) => rows.map((r) => r.slice())) }
  let s = state
  let seat: Seat = k.seat
  let action: CheckAction = first
  for (let steps = 0; steps < 600; steps++) {
    const r = checkEngine.apply(s, seat, { ...action, at: s.now })
    if (!r.ok) break
    s = r.value.state
    if (heard) for (const e of r.value.events) heard(e.event)
    if (s.phase === 'over') break
    for (const e of r.value.events) track(sim, e.event)
    if (s.phase === 'window') {
      const next = quickWindow(s, sim.knows)
      if (!next) break
      ;({ seat, action } = next)
    } else {
      seat = s.phase === 'ability' && s.ability ? s.ability.owner : s.turn.seat
      action = quickTurn(s, sim.knows)
    }
  }
  return s
}

function playout(state: CheckState, k: CheckKnowledge, first: CheckAction): number {
  const end = playOn(state, k, first).end
  if (!end) return 0
  const mine = end.scores[k.seat] as number
  let others = 0
  for (let o = 0; o < end.scores.length; o++) if (o !== k.seat) others += end.scores[o] as number
  const share = end.winners.includes(k.seat) ? 1 / end.winners.length : 0
  // Winning is what counts; the margin only separates moves that win or lose alike.
  return share + 0.01 * (others / (end.scores.length - 1) - mine)
}

/** Deals the reason of a drawn card's move is played out on: its shares settle within a few percent. */
const REASON_DEALS = 200

/**
 * What a move leads to, played out as the search plays it, on deals of what the seat knows: the
 * seat's hand and the others' mean hand when the round ends, and for a drawn card's move the
 * points it takes off the seat's hand now (a tuck over an unseen card by what would lie there),
 * how many of its own cards the seat then knows, how often another player matches the card it
 * puts face up, and how many powers the seat uses before the round ends.
 */
function moveNext(k: CheckKnowledge, deals: readonly CheckState[], action: CheckAction): { saves: number; ends: number; others: number; known: number; theirs: number; powers: number } {
  let saves = 0
  let ends = 0
  let others = 0
  let theirs = 0
  let powers = 0
  for (const deal of deals) {
    if (action.type === 'tuck') saves += val(deal.grids[k.seat]?.[action.slot] as Card) - val(deal.turn.drawn as Card)
    let first = true
    const end = playOn(deal, k, action, (e) => {
      if (e.type === 'matched' && e.seat !== k.seat && first) theirs++
      if (e.type === 'windowClosed') first = false
      if (e.type === 'abilityStarted' && e.owner === k.seat) powers++
    })
    // A round cut off by the playout's step limit is counted as it lies.
    const scores = end.end?.scores ?? end.grids.map(handTotal)
    ends += scores[k.seat] as number
    others += (scores.reduce((t, x) => t + x, 0) - (scores[k.seat] as number)) / (scores.length - 1)
  }
  const own = k.knows[k.seat]?.[k.seat] ?? []
  const slot = action.type === 'tuck' ? action.slot : -1
  const known = own.filter((seen, i) => seen || i === slot).length
  const n = deals.length
  return { saves: saves / n, ends: ends / n, others: others / n, known, theirs: theirs / n, powers: powers / n }
}

/**
 * Why one move beat another, in the game's terms: the hands the round ends with, the seat's and
 * the others'. For a drawn card, why a sure saving now can lose to knowing more of one's hand:
 * only a known card is thrown on a match or counted towards a Check, a known high card put face
 * up is a match for whoever knows its twin, and a K, Q or J kept is a power when it leaves.
 */
function reason(k: CheckKnowledge, view: CheckView, best: CheckAction, next: CheckAction, rng: FastRng): Line {
  const deals = Array.from({ length: REASON_DEALS }, () => sample(k, view, rng))
  const b = moveNext(k, deals, best)
  const n = moveNext(k, deals, next)
  const drawnMove = (a: CheckAction) => a.type === 'tuck' || a.type === 'discard'
  if (!drawnMove(best) || !drawnMove(next)) {
    return { key: 'check.expert.reason.round', values: { ends: pointsOf(b.ends), nextEnds: tenths(n.ends), others: pointsOf(b.others), nextOthers: tenths(n.others) } }
  }
  return {
    key: 'check.expert.reason.drawn',
    values: {
      saves: pointsOf(b.saves), nextSaves: tenths(n.saves), ends: pointsOf(b.ends), nextEnds: tenths(n.ends),
      known: b.known, nextKnown: n.known, theirs: percentOf(b.theirs), nextTheirs: percentOf(n.theirs),
      powers: tenths(b.powers), nextPowers: tenths(n.powers),
    },
  }
}

export const checkExpert: ExpertSpec<CheckState, CheckAction, CheckView, CheckEvent, CheckKnowledge> = {
  game: 'check',
  engine: checkEngine,
  know: (seat) => ({ seat, faces: [], knows: [], kept: [], pile: [], hand: null, taken: null, turns: [] }),
  observe,
  sample,
  candidates,
  playout,
  // A drawn card, a power, a matching window and the turn's start (draw, or call Check).
  decision: (_view, legal) =>
    decisionKind(legal, [['drawn', ['tuck', 'discard']], ['power', ['peek', 'swap', 'skip']], ['match', ['match', 'pass']], ['turn', ['draw', 'check']]]),
  situation: (view) =>
    JSON.stringify([view.turn.number, view.phase, view.window?.deadline, view.window?.tried, view.ability, view.turn.hasDrawn, view.players.map((p) => p.slots.length)]),
  // A person needs a moment to see a window's card, longer for a turn's decision.
  reaction: (view, _legal, rng) => Math.round(view.phase === 'window' ? 600 + rng.next() * 500 : 700 + rng.next() * 700),
  say: sayCheckMove,
  describe: describeCheckEvent,
  reason,
  measure: checkDescriptor.verdict.measure,
  playouts: 1200,
  // The playout's value is a share of the win, plus a hundredth per point of margin.
  verdict: checkDescriptor.verdict.scale,
}
