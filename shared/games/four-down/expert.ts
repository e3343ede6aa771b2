import { FULL_DECK, type Card } from '../../cards'
import { fourDownValue } from './values'
import type { Seat } from '../../engine'
import { decisionKind, type ExpertSpec } from '../expert/search'
import { moveSlot, note, rowsOf, see, sightAtDeal, swapSlots, takeLeaning, type Sight } from '../expert/places'
import { FastRng } from '../../random'
import type { Line } from '../narrator'
import { pointsOf, tenths } from '../expert/advice'
import { describeFourDownEvent } from './describe'
import { sayFourDownMove } from './say'
import { fourDownDescriptor } from './descriptor'
import {
  fourDownEngine, isMatch, powerOf, rowTotal,
  type FourDownAction, type FourDownEvent, type FourDownState, type FourDownView, type SlotRef,
} from './engine'

/**
 * What a Four Down seat remembers. `faces` are the cards it has seen where they lie now (moved
 * along with every swap and hand-over). `knows[s]` is which places seat `s` has seen — public,
 * since everyone watches who looks where — so a playout can let each player use what that
 * player would know. `kept` marks an unseen stock card someone kept in place of a face-up card
 * of that value: people keep what is lower.
 */
export interface FourDownKnowledge {
  seat: Seat
  round: number
  faces: (Card | null)[][]
  knows: Sight
  kept: (number | null)[][]
  /** The discard pile, bottom first: every card on it landed face up. */
  pile: Card[]
  /** The stock card this seat drew last: where it goes next is a face it knows. */
  hand: Card | null
}

/** The mean value of a Four Down card: what an unseen one is worth to a quick player. */
const UNSEEN = FULL_DECK.reduce((t, c) => t + fourDownValue(c), 0) / 52
/** A card its owner has seen and kept is worth this much less than an unseen one (measured in self-play). */
const OWNER_KNOWN_BELOW = 2.25
/** How hard a card its owner has seen leans low when dealt out (a weight of e^(−lean·value)). */
const LEAN_KNOWN = 0.17
const LEAN_KEPT = 0.28

/** Updates what every seat knows after one event: shared by the expert's memory and its playouts. */
function track(k: { knows: Sight }, e: FourDownEvent): void {
  switch (e.type) {
    case 'replaced':
      see(k.knows, 'all', e, e.placed !== null)
      if (e.placed === null) see(k.knows, e.seat, e, true)
      break
    case 'looked':
      see(k.knows, e.seat, e.target, true)
      break
    case 'swapped':
      for (const rows of k.knows) swapSlots(rows, e.a, e.b, false)
      break
    case 'matched':
      see(k.knows, 'all', e.target, false)
      break
    case 'handedOver':
      for (const rows of k.knows) moveSlot(rows, { seat: e.seat, slot: e.slot }, e.to, false)
      break
    case 'missed':
      see(k.knows, 'all', e.target, true)
      break
    case 'penalty':
      if (e.slot !== null) see(k.knows, 'all', { seat: e.seat, slot: e.slot }, false)
      break
    default:
      break
  }
}

function observe(k: FourDownKnowledge, _view: FourDownView, events: readonly FourDownEvent[]): void {
  for (const e of events) {
    track(k, e)
    switch (e.type) {
      case 'dealt':
        k.round = e.round
        k.faces = rowsOf(e.slots, null)
        k.kept = rowsOf(e.slots, null)
        // Everyone saw their own slots 1 and 2 (FD-2), and everyone knows they did.
        k.knows = sightAtDeal(e.slots, (slot) => slot < 2)
        k.pile = [e.starter]
        break
      case 'openingLook':
        for (const c of e.cards) note(k, { seat: k.seat, slot: c.slot }, c.card)
        break
      case 'drew':
        if (e.from === 'discard') k.pile.pop()
        break
      case 'replaced':
        k.pile.push(e.card)
        note(k, e, e.placed ?? (e.seat === k.seat ? k.hand : null))
        if (e.placed === null && e.seat !== k.seat) (k.kept[e.seat] as (number | null)[])[e.slot] = fourDownValue(e.card)
        break
      case 'discarded':
        k.pile.push(e.card)
        break
      case 'seen':
        note(k, e.target, e.card)
        break
      case 'swapped':
        swapSlots(k.faces, e.a, e.b, null)
        swapSlots(k.kept, e.a, e.b, null)
        break
      case 'matched':
        k.pile.push(e.card, e.drawn)
        note(k, e.target, null)
        break
      case 'handedOver':
        moveSlot(k.faces, { seat: e.seat, slot: e.slot }, e.to, null)
        moveSlot(k.kept, { seat: e.seat, slot: e.slot }, e.to, null)
        break
      case 'missed':
        k.pile.push(e.drawn)
        note(k, e.target, e.card)
        break
      case 'penalty':
        if (e.slot !== null) note(k, { seat: e.seat, slot: e.slot }, null)
        break
      case 'holding':
        k.hand = e.card
        break
      default:
        break
    }
  }
}

function sample(k: FourDownKnowledge, view: FourDownView, rng: FastRng): FourDownState {
  const seen = new Set<Card>(k.pile)
  for (const row of k.faces) for (const c of row) if (c) seen.add(c)
  const hand = view.drawn?.card ?? null
  if (hand) seen.add(hand)
  const pool = rng.shuffle(FULL_DECK.filter((c) => !seen.has(c)))
  // Measured in self-play, cards their owners have seen and kept average about 4.5 points, kept
  // stock cards 3.3, against 6.75 for any unseen card.
  const take = (lean: number): Card => takeLeaning(pool, lean, fourDownValue, rng)
  const lean = (seat: Seat, slot: number): number => {
    if (seat === k.seat) return 0
    if (k.kept[seat]?.[slot] != null) return LEAN_KEPT
    return k.knows[seat]?.[seat]?.[slot] ? LEAN_KNOWN : 0
  }
  const rows = view.rows.map((row, seat) =>
    row.map((slot, i) => (slot === 'empty' ? null : (k.faces[seat]?.[i] ?? take(lean(seat, i))))),
  )
  const drawn = view.drawn && { from: view.drawn.from, card: hand ?? take(0) }
  return {
    config: { seats: view.seats, target: view.target },
    rng: { s: rng.seed() },
    round: view.round,
    dealer: view.dealer,
    turn: view.turn,
    phase: view.phase,
    rows,
    stock: pool,
    discard: k.pile.slice(),
    drawn,
    hole: view.hole && { ...view.hole },
    caller: view.caller,
    turnsLeft: view.turnsLeft,
    totals: view.totals.slice(),
    history: view.history,
    lastRows: view.lastRows,
  }
}

/**
 * Every move worth weighing. A swap must move one of this seat's cards for another player's, and
 * not two cards it has never seen; a match must name a card it knows to be of the drawn rank.
 */
function candidates(k: FourDownKnowledge, view: FourDownView, legal: readonly FourDownAction[]): FourDownAction[] {
  const face = (at: SlotRef): Card | null => k.faces[at.seat]?.[at.slot] ?? null
  const drawn = view.drawn?.card ?? null
  return legal.filter((a) => {
    if (a.type === 'match') return drawn !== null && face(a.target) !== null && isMatch(face(a.target) as Card, drawn)
    if (a.type === 'swap') {
      const [mine, theirs] = a.a.seat === k.seat ? [a.a, a.b] : [a.b, a.a]
      if (mine.seat !== k.seat || theirs.seat === k.seat) return false
      return face(mine) !== null || face(theirs) !== null
    }
    if (a.type === 'look') return face(a.target) === null
    return true
  })
}

// A card's value by its rank character: a typed-array lookup, not a string-keyed one, since the
// playouts look values up millions of times.
const RANK_VALUE = new Float64Array(128)
for (const c of FULL_DECK) if (c !== 'KD') RANK_VALUE[c.charCodeAt(0)] = fourDownValue(c)
const val = (c: Card): number => (c === 'KD' ? 0 : (RANK_VALUE[c.charCodeAt(0)] as number))
const sameRank = (a: Card, b: Card): boolean => a.charCodeAt(0) === b.charCodeAt(0)
const PACK_TOTAL = FULL_DECK.reduce((t, c) => t + val(c), 0)
/** Expected points a blind draw saves against a slot worth `w` when kept only if lower: by w, 0–13. */
const DRAW_GAIN = Array.from({ length: 14 }, (_, w) => FULL_DECK.reduce((t, c) => t + Math.max(0, w - val(c)), 0) / 52)
/** The quick player's worth of seeing a card: its own while the round goes on, less someone else's. */
const LOOK_OWN = 2.5
const LOOK_OTHER = 0.8
/** Emptying a slot beats lowering it: nothing can land there again this round. */
const EMPTY_BONUS = 1.5
/** Points loaded onto an opponent count this much against a point off one's own total. */
const SPITE = 0.6

/**
 * One seat's idea of a slot: the face if it knows it; else what such a card is worth on average —
 * lower when its owner has seen it and kept it (as the sampler leans).
 */
function worth(s: FourDownState, knows: boolean[][][], me: Seat, seat: Seat, slot: number, unseen: number): number {
  const c = s.rows[seat]?.[slot]
  if (!c) return 0
  if (knows[me]?.[seat]?.[slot]) return val(c)
  return seat !== me && knows[seat]?.[seat]?.[slot] ? unseen - OWNER_KNOWN_BELOW : unseen
}

/** The mean of the cards `me` has not seen: the pack less the discard pile and the faces it knows. */
function unseenMean(s: FourDownState, knows: boolean[][][], me: Seat): number {
  let sum = PACK_TOTAL
  let n = 52
  for (const c of s.discard) {
    sum -= val(c)
    n--
  }
  for (let seat = 0; seat < s.config.seats; seat++) {
    const row = s.rows[seat] as (Card | null)[]
    for (let slot = 0; slot < row.length; slot++) {
      const c = row[slot]
      if (c && knows[me]?.[seat]?.[slot]) {
        sum -= val(c)
        n--
      }
    }
  }
  if (s.drawn && (s.drawn.from === 'discard' || s.turn === me)) {
    sum -= val(s.drawn.card)
    n--
  }
  return n > 0 ? sum / n : UNSEEN
}

/**
 * The quick player for playouts, deciding from its own seat's knowledge only, by the same sums a
 * careful person makes: what each place is worth, what a card in hand saves wherever it goes, what
 * a look or a swap gains, and a call when clearly ahead. Written without closures or per-slot
 * objects: it runs for every move of every playout.
 */
export function quickMove(s: FourDownState, knows: boolean[][][], unseenBy: readonly number[], rng: FastRng): FourDownAction {
  const me = s.turn
  const unseen = unseenBy[me] ?? UNSEEN
  const seats = s.config.seats
  const mineKnows = knows[me] as boolean[][]
  const myRow = s.rows[me] as (Card | null)[]
  let worstSlot = -1
  let worstValue = -Infinity
  let worstKnown = false
  let ownUnknown = -1
  let mineLeft = 0
  let mine = 0
  for (let slot = 0; slot < myRow.length; slot++) {
    const c = myRow[slot]
    if (!c) continue
    mineLeft++
    const known = mineKnows[me]?.[slot] === true
    const value = known ? val(c) : unseen
    mine += value
    if (value > worstValue || (value === worstValue && known && !worstKnown)) { worstSlot = slot; worstValue = value; worstKnown = known }
    if (!known && ownUnknown < 0) ownUnknown = slot
  }
  if (s.phase === 'handOver') return { type: 'handOver', slot: worstSlot }
  const lastTurn = (s.caller !== null && s.caller !== me) || s.stock.length <= 1
  if (s.phase === 'draw') {
    if (s.caller === null) {
      let lead = Infinity
      for (let o = 0; o < seats; o++) {
        if (o === me) continue
        let total = 0
        const row = s.rows[o] as (Card | null)[]
        for (let slot = 0; slot < row.length; slot++) if (row[slot]) total += worth(s, knows, me, o, slot, unseen)
        lead = Math.min(lead, total - mine)
      }
      if (lead >= 11 || (mine <= 8 && lead >= 4)) return { type: 'call' }
    }
    const top = s.discard[s.discard.length - 1]
    if (s.stock.length === 0) return { type: 'draw', from: 'discard' }
    const blind = (DRAW_GAIN[Math.round(worstValue)] ?? 0) + (ownUnknown >= 0 && !lastTurn ? 0.3 : 0)
    if (top && worstValue - val(top) + (worstKnown || lastTurn ? 0 : 0.5) > blind) return { type: 'draw', from: 'discard' }
    return { type: 'draw', from: 'stock' }
  }
  const drawn = s.drawn as { card: Card; from: 'stock' | 'discard' }
  if (drawn.from === 'discard') return { type: 'replace', slot: worstSlot }
  const v = val(drawn.card)
  const power = powerOf(drawn.card)
  // The best move so far: 0 discard, 1 replace, 2 match, 3 look, 4 swap; with its places.
  let kind = 0
  let gain = 0
  let aSeat = me
  let aSlot = worstSlot
  let bSeat = me
  let bSlot = worstSlot
  const replace = worstValue - v + (worstKnown || lastTurn ? 0 : 0.5)
  if (replace > gain) { kind = 1; gain = replace }
  let otherUnknown = 0
  for (let seat = 0; seat < seats; seat++) {
    const row = s.rows[seat] as (Card | null)[]
    for (let slot = 0; slot < row.length; slot++) {
      const c = row[slot]
      if (!c) continue
      const known = mineKnows[seat]?.[slot] === true
      if (seat !== me && !known) otherUnknown++
      if (known && sameRank(c, drawn.card)) {
        const g = seat === me ? val(c) + EMPTY_BONUS + (mineLeft === 1 ? 10 : 0) : worstValue + SPITE * (worstValue - val(c)) + EMPTY_BONUS
        if (g > gain) { kind = 2; gain = g; aSeat = seat; aSlot = slot }
      }
      if (power === 'swap' && seat !== me) {
        const value = worth(s, knows, me, seat, slot, unseen)
        // My worst against theirs; never two cards unseen by me.
        if (!worstKnown && !known) continue
        const g = (worstValue - value) * (1 + SPITE)
        if (g > gain) { kind = 4; gain = g; aSeat = me; aSlot = worstSlot; bSeat = seat; bSlot = slot }
      }
    }
  }
  if (!lastTurn && power === 'lookOwn' && ownUnknown >= 0 && LOOK_OWN > gain) { kind = 3; gain = LOOK_OWN; aSeat = me; aSlot = ownUnknown }
  if (!lastTurn && power === 'lookOther' && otherUnknown > 0 && LOOK_OTHER > gain) {
    let pick = rng.int(otherUnknown)
    for (let seat = 0; seat < seats && kind !== 3; seat++) {
      const row = s.rows[seat] as (Card | null)[]
      for (let slot = 0; slot < row.length; slot++) {
        if (seat === me || !row[slot] || mineKnows[seat]?.[slot] || pick-- > 0) continue
        kind = 3
        aSeat = seat
        aSlot = slot
        break
      }
    }
  }
  switch (kind) {
    case 1: return { type: 'replace', slot: worstSlot }
    case 2: return { type: 'match', target: { seat: aSeat, slot: aSlot } }
    case 3: return { type: 'look', target: { seat: aSeat, slot: aSlot } }
    case 4: return { type: 'swap', a: { seat: aSeat, slot: aSlot }, b: { seat: bSeat, slot: bSlot } }
    default: return { type: 'discard' }
  }
}

/**
 * Plays `first` and on to the round's end by the quick players, as `playout` does; `heard` is told
 * after every step how the rows lie (as the round ended, for the step that ended it) and what each
 * seat then knows.
 */
function playOn(
  state: FourDownState,
  k: FourDownKnowledge,
  first: FourDownAction,
  rng: FastRng,
  heard?: (rows: readonly (Card | null)[][], knows: Sight) => void,
): FourDownState {
  const sim = { knows: k.knows.map((rows) => rows.map((r) => r.slice())) }
  // Worked out once: a few turns change the unseen mean by little, and this is the hot loop.
  const unseen = sim.knows.map((_, seat) => unseenMean(state, sim.knows, seat))
  let s = state
  let action = first
  for (let steps = 0; steps < 400; steps++) {
    const r = fourDownEngine.apply(s, s.turn, action)
    if (!r.ok) break
    const round = s.round
    s = r.value.state
    const ended = s.round !== round || s.phase === 'over'
    if (ended && !heard) break
    for (const e of r.value.events) track(sim, e.event)
    heard?.(ended ? (s.lastRows as (Card | null)[][]) : s.rows, sim.knows)
    if (ended) break
    action = quickMove(s, sim.knows, unseen, rng)
  }
  return s
}

/** The round's points by seat, once `end` has scored it; null for a round the playout's step limit cut off. */
function roundScores(start: FourDownState, end: FourDownState): readonly number[] | null {
  return end.history.length === start.history.length ? null : (end.history[end.history.length - 1]?.scores ?? null)
}

function playout(state: FourDownState, k: FourDownKnowledge, first: FourDownAction, rng: FastRng): number {
  const scores = roundScores(state, playOn(state, k, first, rng))
  if (!scores) return 0
  let others = 0
  for (let o = 0; o < scores.length; o++) if (o !== k.seat) others += scores[o] as number
  return others / (scores.length - 1) - (scores[k.seat] as number)
}

/**
 * Deals a reason is played out on, two playouts each: saying why then adds less than a tenth to
 * the time a whole match's verdicts take (`npm run bench -- verdict --game=four-down`, docs/expert.md).
 */
const REASON_DEALS = 60

/**
 * What a move leads to, played out as the search plays it, on deals of what the seat knows: the
 * points it takes off the seat's row at once (a card put over an unseen one by what would lie
 * there), how many of its cards the seat then knows, and the round's points, the seat's and the
 * others' mean, when the round ends.
 */
function moveNext(k: FourDownKnowledge, deals: readonly { state: FourDownState; seed: number }[], action: FourDownAction) {
  let saves = 0
  let known = 0
  let ends = 0
  let others = 0
  for (const { state, seed } of deals) {
    const before = rowTotal(state.rows[k.seat] as (Card | null)[])
    let first = true
    const end = playOn(state, k, action, new FastRng(seed), (rows, knows) => {
      if (!first) return
      first = false
      const row = rows[k.seat] as (Card | null)[]
      saves += before - rowTotal(row)
      known += row.filter((c, slot) => c && knows[k.seat]?.[k.seat]?.[slot]).length
    })
    // A round cut off by the playout's step limit is counted as its rows lie.
    const scores = roundScores(state, end) ?? end.rows.map(rowTotal)
    ends += scores[k.seat] as number
    others += (scores.reduce((t, x) => t + x, 0) - (scores[k.seat] as number)) / (scores.length - 1)
  }
  const n = deals.length
  return { saves: saves / n, known: known / n, ends: ends / n, others: others / n }
}

/**
 * Why one move beat another, in the game's terms: the points the round ends with, the seat's and
 * the others'; and for a move with a card in hand, what it takes off the seat's row now and how
 * much of its row the seat then knows (a known card is one it can match away or keep low).
 */
function reason(k: FourDownKnowledge, view: FourDownView, best: FourDownAction, next: FourDownAction, rng: FastRng): Line {
  const deals = Array.from({ length: REASON_DEALS }, () => ({ state: sample(k, view, rng), seed: rng.seed() }))
  const b = moveNext(k, deals, best)
  const n = moveNext(k, deals, next)
  const round = { ends: pointsOf(b.ends), nextEnds: tenths(n.ends), others: pointsOf(b.others), nextOthers: tenths(n.others) }
  const turnStart = (a: FourDownAction) => a.type === 'draw' || a.type === 'call'
  if (turnStart(best) || turnStart(next)) return { key: 'four-down.expert.reason.round', values: round }
  return {
    key: 'four-down.expert.reason.drawn',
    values: { saves: pointsOf(b.saves), nextSaves: tenths(n.saves), ...round, known: tenths(b.known), nextKnown: tenths(n.known) },
  }
}

export const fourDownExpert: ExpertSpec<FourDownState, FourDownAction, FourDownView, FourDownEvent, FourDownKnowledge> = {
  game: 'four-down',
  engine: fourDownEngine,
  know: (seat) => ({ seat, round: 0, faces: [], knows: [], kept: [], pile: [], hand: null }),
  observe,
  sample,
  candidates,
  playout,
  // A drawn card with a power (use it, or keep or match the card), any other drawn card (keep,
  // discard or match it), a card to hand over after matching another's, and the turn's start.
  decision: (_view, legal) =>
    decisionKind(legal, [['power', ['look', 'swap']], ['drawn', ['replace', 'discard']], ['handOver', ['handOver']], ['turn', ['draw', 'call']]]),
  situation: (view) => JSON.stringify([view.round, view.turn, view.phase, view.rows, view.discardCount, view.drawn]),
  reaction: (_view, _legal, rng) => Math.round(900 + rng.next() * 800),
  say: sayFourDownMove,
  describe: describeFourDownEvent,
  reason,
  measure: fourDownDescriptor.verdict.measure,
  playouts: 600,
  // The playout's value is the round's points against the others' mean: a card's worth (0–13) of them is a blunder's size.
  verdict: fourDownDescriptor.verdict.scale,
}
