import { FULL_DECK, rankOf, type Card } from '../../cards'
import { fourDownValue } from './values'
import type { Seat } from '../../engine'
import { FastRng } from '../../random'
import type { Bot, BotDecision, RuleLevel } from '../module'
import { isMatch, powerOf, type FourDownAction, type FourDownEvent, type FourDownView, type SlotRef } from './engine'

/** How a level plays. Gains are in points off my own round total (see `Appraisal`). */
interface Style {
  /** Chance, on each of my turns, that any one remembered face slips from memory. */
  forget: number
  /** Weight of a point an opponent gains against a point I lose (the race is relative). */
  spite: number
  /** What seeing one of my own unknown cards is worth, in points, while the round goes on. */
  lookOwn: number
  lookOther: number
  /** Powers that change other rows (swap) and matches on other players' cards. */
  meddles: boolean
  /** Gambles a match on an unseen card when the odds pay. */
  gambles: boolean
  /** Calls when my estimated total is at most this … */
  callAt: number
  /** … and at least this much below every opponent's estimate. */
  callMargin: number
  /** Calls whatever my total when at least this far below every opponent's estimate. */
  callLead: number
  /** Reads other players' moves: a stock card kept in place of a known one is likely lower. */
  reads: boolean
}

const STYLES: Record<Exclude<RuleLevel, 'random'>, Style> = {
  easy: { forget: 0.12, spite: 0, lookOwn: 1.5, lookOther: 0, meddles: false, gambles: false, callAt: 12, callMargin: -99, callLead: 99, reads: false },
  normal: { forget: 0.03, spite: 0.3, lookOwn: 2, lookOther: 0.3, meddles: true, gambles: false, callAt: 9, callMargin: 0, callLead: 99, reads: false },
  hard: { forget: 0, spite: 0.6, lookOwn: 2.5, lookOther: 0.8, meddles: true, gambles: true, callAt: 8, callMargin: 4, callLead: 11, reads: true },
}

/** Think time in ms: a base and a random spread on top, slower at lower levels like a person would be. */
const DELAYS: Record<RuleLevel, readonly [number, number]> = {
  random: [500, 500],
  easy: [1800, 1600],
  normal: [1300, 1100],
  hard: [900, 800],
}

/** Emptying a slot is worth more than its face: nothing can ever be put back into it this round. */
const EMPTY_BONUS = 1.5
/** A wrong match costs a card of unknown value, and shows the table one of ours. */
const MISS_EXTRA = 1.5

interface Memory {
  round: number
  /** Faces I know, per seat and slot; null is unknown (or empty: the view says which). */
  known: (Card | null)[][]
  /** For unknown faces, a value read from how the card got there; null is "any unseen card". */
  guess: (number | null)[][]
  /** Every card face up on the discard pile, bottom first. */
  pile: Card[]
  hand: Card | null
}

interface Pool {
  cards: Card[]
  mean: number
  /** Per rank index (A = 0 … K = 12): how many unseen, and their mean value. */
  count: number[]
  meanOf: number[]
}

interface Option {
  action: FourDownAction
  gain: number
}

export function createFourDownBot(me: Seat, level: RuleLevel, seed: string): Bot<FourDownView, FourDownAction, FourDownEvent> {
  const rng = new FastRng(`four-down/${level}/${me}/${seed}`)
  const delay = (): number => {
    const [base, spread] = DELAYS[level]
    return Math.round(base + rng.next() * spread)
  }

  let mem: Memory = fresh(0, [], [])
  const reads = level !== 'random' && STYLES[level].reads

  function observe(view: FourDownView, events: readonly FourDownEvent[]): void {
    if (events.length > 0) decided = null
    for (const e of events) learn(e)
    if (view.round !== mem.round) mem = fresh(view.round, view.rows.map((r) => r.length), [])
    // Penalty cards lengthen rows; keep the memory the same shape as the table.
    view.rows.forEach((row, seat) =>
      row.forEach((slot, i) => {
        if (slot === 'empty' || recall(mem, { seat, slot: i }) === undefined) note(mem, { seat, slot: i }, null)
      }),
    )
  }

  function learn(e: FourDownEvent): void {
    switch (e.type) {
      case 'dealt':
        mem = fresh(e.round, e.slots, [e.starter])
        break
      case 'openingLook':
        for (const c of e.cards) note(mem, { seat: me, slot: c.slot }, c.card)
        break
      case 'drew':
        if (e.from === 'discard') mem.pile.pop()
        if (e.seat === me) mem.hand = e.card
        break
      case 'holding':
        mem.hand = e.card
        break
      case 'replaced': {
        mem.pile.push(e.card)
        const at = { seat: e.seat, slot: e.slot }
        if (e.placed || e.seat === me) note(mem, at, e.placed ?? mem.hand)
        // They kept an unseen stock card in place of this one: it is probably the lower.
        else note(mem, at, null, reads ? meanBelow(fourDownValue(e.card)) : null)
        if (e.seat === me) mem.hand = null
        break
      }
      case 'discarded':
        mem.pile.push(e.card)
        if (e.seat === me) mem.hand = null
        break
      case 'seen':
        note(mem, e.target, e.card)
        break
      case 'swapped': {
        const a = recall(mem, e.a)
        move(mem, e.b, e.a)
        note(mem, e.b, a?.card ?? null, a?.guess ?? null)
        break
      }
      case 'matched':
        mem.pile.push(e.card, e.drawn)
        note(mem, e.target, null)
        if (e.seat === me) mem.hand = null
        break
      case 'handedOver': {
        const from = { seat: e.seat, slot: e.slot }
        move(mem, from, e.to)
        // Whoever hands a card over hands over the worst they have.
        if (reads && !recall(mem, e.to)?.card) note(mem, e.to, null, Math.max(recall(mem, e.to)?.guess ?? 0, HANDED_OVER))
        note(mem, from, null)
        break
      }
      case 'missed':
        note(mem, e.target, e.card)
        mem.pile.push(e.drawn)
        if (e.seat === me) mem.hand = null
        break
      case 'penalty':
        if (e.slot !== null) note(mem, { seat: e.seat, slot: e.slot }, null)
        break
      case 'turn':
        if (e.seat === me && level !== 'random') fade(STYLES[level].forget)
        break
      default:
        break
    }
  }

  function fade(p: number): void {
    if (p <= 0) return
    for (const row of mem.known) for (let i = 0; i < row.length; i++) if (row[i] !== null && rng.next() < p) row[i] = null
  }

  // The host may ask again while nothing has changed (a screen came and went): the answer stands,
  // rather than a random seat re-rolling or the clock restarting on a different think time.
  let decided: BotDecision<FourDownAction> | null = null

  function decide(view: FourDownView, legal: readonly FourDownAction[]): BotDecision<FourDownAction> | null {
    if (legal.length === 0) return null
    if (decided && legal.some((a) => sameAction(a, decided?.action))) return decided
    let action: FourDownAction
    if (level === 'random') action = rng.pick(legal)
    else {
      const chosen = choose(view, legal, STYLES[level])
      // Memory is only ever as good as the events it saw; never send the table something it refuses.
      action = legal.some((a) => sameAction(a, chosen)) ? chosen : (legal[0] as FourDownAction)
    }
    decided = { action, delayMs: delay() }
    return decided
  }

  function choose(view: FourDownView, legal: readonly FourDownAction[], style: Style): FourDownAction {
    const t = new Appraisal(view, mem, me, style)
    if (view.phase === 'handOver') return { type: 'handOver', slot: t.worst.at.slot }
    if (view.phase === 'draw') {
      if (legal.some((a) => a.type === 'call') && t.shouldCall()) return { type: 'call' }
      const top = view.discardTop
      if (top !== null && legal.some((a) => a.type === 'draw' && a.from === 'discard')) {
        const viaPile = t.replaceGain(top)
        // A blind draw is never worth less than nothing (it can always be thrown away), so only a
        // pile card that gains something needs weighing against it.
        if (viaPile > 0 && viaPile > t.stockValue()) return { type: 'draw', from: 'discard' }
      }
      return legal.find((a) => a.type === 'draw' && a.from === 'stock') ?? (legal[0] as FourDownAction)
    }
    const card = view.drawn?.card
    if (!card) return legal[0] as FourDownAction
    const options = view.drawn?.from === 'discard' ? t.replaceOptions(card) : t.holdingOptions(card)
    let best: Option | null = null
    for (const o of options) if (!best || o.gain > best.gain) best = o
    return best?.action ?? (legal[0] as FourDownAction)
  }

  return { observe, decide }
}

const sameSlot = (a: SlotRef, b: SlotRef): boolean => a.seat === b.seat && a.slot === b.slot

function sameAction(a: FourDownAction, b: FourDownAction | undefined): boolean {
  if (!b || a.type !== b.type) return false
  switch (a.type) {
    case 'draw':
      return b.type === 'draw' && a.from === b.from
    case 'replace':
    case 'handOver':
      return (b.type === 'replace' || b.type === 'handOver') && a.slot === b.slot
    case 'look':
    case 'match':
      return (b.type === 'look' || b.type === 'match') && sameSlot(a.target, b.target)
    case 'swap':
      return b.type === 'swap' && ((sameSlot(a.a, b.a) && sameSlot(a.b, b.b)) || (sameSlot(a.a, b.b) && sameSlot(a.b, b.a)))
    default:
      return true
  }
}

function fresh(round: number, slots: readonly number[], pile: Card[]): Memory {
  return {
    round,
    known: slots.map((n) => Array.from({ length: n }, () => null)),
    guess: slots.map((n) => Array.from({ length: n }, () => null)),
    pile,
    hand: null,
  }
}

function note(mem: Memory, at: SlotRef, card: Card | null, guess: number | null = null): void {
  const known = (mem.known[at.seat] ??= [])
  const guesses = (mem.guess[at.seat] ??= [])
  while (known.length <= at.slot) known.push(null)
  while (guesses.length <= at.slot) guesses.push(null)
  known[at.slot] = card
  guesses[at.slot] = card === null ? guess : null
}

function recall(mem: Memory, at: SlotRef): { card: Card | null; guess: number | null } | undefined {
  const card = mem.known[at.seat]?.[at.slot]
  return card === undefined ? undefined : { card, guess: mem.guess[at.seat]?.[at.slot] ?? null }
}

function move(mem: Memory, from: SlotRef, to: SlotRef): void {
  const x = recall(mem, from)
  note(mem, to, x?.card ?? null, x?.guess ?? null)
}

const VALUES = FULL_DECK.map(fourDownValue)
/** The mean value of a pack card below `v`: what a kept unseen card replacing a `v` is likely worth. */
const MEAN_BELOW = Array.from({ length: 14 }, (_, v) => {
  const below = VALUES.filter((x) => x < v)
  return below.length ? below.reduce((a, b) => a + b, 0) / below.length : 0
})
const meanBelow = (v: number): number => MEAN_BELOW[v] ?? 0
/** What a handed-over unseen card is likely worth: the giver's worst. */
const HANDED_OVER = 9

interface Spot {
  at: SlotRef
  face: Card | null
  /** The face's value if known, else the unseen cards' mean. */
  ev: number
}

/** One decision's worth of arithmetic over what this seat knows, each figure worked out once. */
class Appraisal {
  readonly pool: Pool
  /** Seen from here this is my last turn of the round: information is worth nothing any more. */
  readonly lastTurn: boolean
  /** Per seat, what a point loaded onto that player is worth to me. */
  readonly spite: number[]
  readonly spots: Spot[]
  readonly mine: Spot[]
  /** My slot with the highest expected value: the one to replace or hand over; known faces win ties. */
  readonly worst: Spot
  private swap: Option | null | undefined

  constructor(
    readonly view: FourDownView,
    mem: Memory,
    readonly me: Seat,
    readonly style: Style,
  ) {
    this.pool = unseen(mem)
    this.lastTurn = (view.caller !== null && view.caller !== me) || view.stock <= 1
    this.spots = []
    // Seats in play order from mine, so ties go to the next player rather than always to seat 0.
    const n = view.seats
    for (let k = 0; k < n; k++) {
      const seat = (me + k) % n
      view.rows[seat]?.forEach((slot, i) => {
        if (slot === 'empty') return
        const face = mem.known[seat]?.[i] ?? null
        const ev = face !== null ? fourDownValue(face) : (mem.guess[seat]?.[i] ?? this.pool.mean)
        this.spots.push({ at: { seat, slot: i }, face, ev })
      })
    }
    // Points loaded onto the player closest to winning (lowest total so far plus this round) count
    // in full; onto anyone else they help me only against one of several rivals.
    let rival = -1
    let best = Infinity
    for (let k = 1; k < n; k++) {
      const seat = (me + k) % n
      const standing = (view.totals[seat] ?? 0) + this.estimate(seat)
      if (standing < best) [rival, best] = [seat, standing]
    }
    this.spite = Array.from({ length: n }, (_, seat) => (seat === me ? 0 : seat === rival ? style.spite : style.spite / (n - 1)))
    this.mine = this.spots.filter((x) => x.at.seat === me)
    let worst = this.mine[0] as Spot
    for (const x of this.mine) if (x.ev + (x.face ? 0.01 : 0) > worst.ev + (worst.face ? 0.01 : 0)) worst = x
    this.worst = worst
  }

  estimate(seat: Seat): number {
    let sum = 0
    for (const x of this.spots) if (x.at.seat === seat) sum += x.ev
    return sum
  }

  shouldCall(): boolean {
    const mine = this.estimate(this.me)
    let lead = Infinity
    for (let seat = 0; seat < this.view.seats; seat++) if (seat !== this.me) lead = Math.min(lead, this.estimate(seat) - mine)
    return lead >= this.style.callLead || (mine <= this.style.callAt && lead >= this.style.callMargin)
  }

  replaceGain(card: Card): number {
    let best = -Infinity
    for (const o of this.replaceOptions(card)) best = Math.max(best, o.gain)
    return best
  }

  replaceOptions(card: Card): Option[] {
    const v = fourDownValue(card)
    // Replacing an unseen card also leaves me knowing that slot.
    const learnt = this.lastTurn ? 0 : 0.5
    return this.mine.map((x) => ({ action: { type: 'replace', slot: x.at.slot }, gain: x.ev - v + (x.face ? 0 : learnt) }))
  }

  /** What a blind stock draw is worth: the best use of each card I have not seen, averaged. */
  stockValue(): number {
    const cards = this.pool.cards
    if (cards.length === 0) return 0
    // Cards of one rank play alike, except the king of diamonds, which is worth nothing.
    const byKind = new Map<string, number>()
    let sum = 0
    for (const card of cards) {
      const kind = card === 'KD' ? card : rankOf(card)
      let best = byKind.get(kind)
      if (best === undefined) {
        best = this.bestUse(card)
        byKind.set(kind, best)
      }
      sum += best
    }
    return sum / cards.length
  }

  /** The gain of the best sure use of a stock card (no gamble): `holdingOptions` without the lists, for speed. */
  bestUse(card: Card): number {
    const v = fourDownValue(card)
    const learnt = this.lastTurn ? 0 : 0.5
    const info = this.lastTurn ? 0 : 1
    const power = powerOf(card)
    let best = 0
    for (const { at, face, ev } of this.spots) {
      const own = at.seat === this.me
      if (own) best = Math.max(best, ev - v + (face ? 0 : learnt))
      if (!own && !this.style.meddles) continue
      if (face !== null) {
        if (isMatch(face, card)) best = Math.max(best, this.matchGain(at.seat, fourDownValue(face)))
      } else if (power === 'lookOwn' && own) best = Math.max(best, info * this.style.lookOwn)
      else if (power === 'lookOther' && !own) best = Math.max(best, info * this.style.lookOther)
    }
    if (power === 'swap' && this.style.meddles) best = Math.max(best, this.bestSwap()?.gain ?? 0)
    return best
  }

  holdingOptions(card: Card, gamble = this.style.gambles): Option[] {
    const out: Option[] = [{ action: { type: 'discard' }, gain: 0 }, ...this.replaceOptions(card)]
    const power = powerOf(card)
    const info = this.lastTurn ? 0 : 1
    const r = rankIndexOf(card)
    const left = this.pool.count[r] as number
    for (const { at, face } of this.spots) {
      const own = at.seat === this.me
      if (!own && !this.style.meddles) continue
      if (face !== null) {
        if (isMatch(face, card)) out.push({ action: { type: 'match', target: at }, gain: this.matchGain(at.seat, fourDownValue(face)) })
      } else {
        if (gamble && left > 0) {
          const p = left / this.pool.cards.length
          const gain = p * this.matchGain(at.seat, this.pool.meanOf[r] as number) - (1 - p) * (this.pool.mean + MISS_EXTRA)
          out.push({ action: { type: 'match', target: at }, gain })
        }
        if (power === 'lookOwn' && own) out.push({ action: { type: 'look', target: at }, gain: info * this.style.lookOwn })
        if (power === 'lookOther' && !own) out.push({ action: { type: 'look', target: at }, gain: info * this.style.lookOther })
      }
    }
    if (power === 'swap' && this.style.meddles) {
      const swap = this.bestSwap()
      if (swap) out.push(swap)
    }
    return out
  }

  /** A right match on mine empties that slot; on theirs I hand over my worst and they keep it. */
  matchGain(seat: Seat, value: number): number {
    const give = this.worst.ev
    // Emptying my row ends the round on the spot with nothing against me.
    const last = this.mine.length === 1 ? 10 : 0
    const spite = this.spite[seat] as number
    return (seat === this.me ? value : give + spite * (give - value)) + EMPTY_BONUS + last
  }

  /** My highest card against an opponent's lowest: what I shed plus, in part, what they take on. */
  bestSwap(): Option | null {
    if (this.swap !== undefined) return this.swap
    let best: Option | null = null
    for (const a of this.mine)
      for (const b of this.spots) {
        // Two unseen cards swap one guess for another.
        if (b.at.seat === this.me || (a.face === null && b.face === null)) continue
        const gain = (a.ev - b.ev) * (1 + (this.spite[b.at.seat] as number))
        if (!best || gain > best.gain) best = { action: { type: 'swap', a: a.at, b: b.at }, gain }
      }
    this.swap = best
    return best
  }
}

const DECK_INDEX = Object.fromEntries(FULL_DECK.map((c, i) => [c, i])) as Record<Card, number>
/** FULL_DECK runs A–K through each suit, so a card's rank index is its deck index mod 13. */
const rankIndexOf = (card: Card): number => DECK_INDEX[card] % 13

/** Cards this seat has not seen anywhere: the stock and every face-down card it does not know. */
function unseen(mem: Memory): Pool {
  const seen = new Uint8Array(52)
  for (const c of mem.pile) seen[DECK_INDEX[c]] = 1
  for (const row of mem.known) for (const c of row) if (c !== null) seen[DECK_INDEX[c]] = 1
  if (mem.hand) seen[DECK_INDEX[mem.hand]] = 1
  const cards: Card[] = []
  const count = new Array<number>(13).fill(0)
  const total = new Array<number>(13).fill(0)
  let sum = 0
  for (let i = 0; i < 52; i++) {
    if (seen[i]) continue
    const c = FULL_DECK[i] as Card
    const v = fourDownValue(c)
    cards.push(c)
    sum += v
    count[i % 13] = (count[i % 13] as number) + 1
    total[i % 13] = (total[i % 13] as number) + v
  }
  const meanOf = total.map((t, r) => (count[r] ? t / (count[r] as number) : 0))
  return { cards, mean: cards.length === 0 ? 0 : sum / cards.length, count, meanOf }
}
