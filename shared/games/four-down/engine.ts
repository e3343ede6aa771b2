import { FULL_DECK, isCard, rankOf, type Card } from '../../cards'
import { fourDownValue } from './values'
import { dealerByLot, fail, isSeatOf, type Engine, type EngineError, type GameEvent, type Outcome, type Seat, type Step } from '../../engine'
import { seedRng, shuffle, type RngState } from '../../random'
import { err, ok } from '../../result'
import { fourDownDescriptor } from './descriptor'

export const ROW_LENGTH = 4

/** Configuration of one match. */
export interface FourDownConfig {
  seats: number
  /** The match ends after the round in which any running total reaches this (FD-7). */
  target: number
  /** Round one's dealer; drawn by lot from the seed when absent. */
  dealer?: Seat
  /**
   * Round one's pack, top first, for tests and replays: the rows of the players from the one after
   * the dealer onwards, four each (slot 1 first), then the face-up starter, then the stock.
   * Later rounds are always shuffled.
   */
  deck?: Card[]
}

export const DRAW_SOURCES = ['stock', 'discard'] as const
/** Where a card was taken from. */
export type DrawSource = (typeof DRAW_SOURCES)[number]

export const PHASES = ['draw', 'holding', 'handOver', 'over'] as const
/** draw: take a card or call; holding: decide what the drawn card does; handOver: fill the hole a match on another's card made; over: the match is finished. */
export type Phase = (typeof PHASES)[number]

export const POWERS = ['lookOwn', 'lookOther', 'swap'] as const
/** FD-4: 7/8 look at one own card, 9/10 at another player's, J/Q swap any two cards unseen. */
export type Power = (typeof POWERS)[number]

export const END_REASONS = ['call', 'emptyRow', 'stockOut'] as const
/** FD-6: how a round ended. */
export type EndReason = (typeof END_REASONS)[number]

/** One slot on the table. `slot` is the index into the row: 0 is the rules' slot 1, nearest its owner. */
export interface SlotRef {
  seat: Seat
  slot: number
}

/** A finished round as the running score table lists it. */
export interface RoundSummary {
  round: number
  dealer: Seat
  caller: Seat | null
  endedBy: EndReason
  scores: number[]
}

/** Full, authoritative state. Never shown to a player: see `view`. */
export interface FourDownState {
  config: FourDownConfig
  rng: RngState
  round: number
  dealer: Seat
  turn: Seat
  phase: Phase
  /** Per seat, per slot; null is an empty slot (matched away for the rest of the round). */
  rows: (Card | null)[][]
  /** Top is the last element. */
  stock: Card[]
  /** Top is the last element. */
  discard: Card[]
  drawn: { card: Card; from: DrawSource } | null
  /** The other player's slot a right match emptied, waiting for the matcher's hand-over. */
  hole: SlotRef | null
  caller: Seat | null
  /** After a call: turns still owed to the other players. */
  turnsLeft: number
  totals: number[]
  history: RoundSummary[]
  /** The last finished round's rows, turned face up for everyone; null is an empty slot. */
  lastRows: (Card | null)[][] | null
}

/** What a seat can do. Powers are `look` (7–10) and `swap` (J/Q), in either order of `a`/`b`. */
export type FourDownAction =
  | { type: 'draw'; from: DrawSource }
  | { type: 'call' }
  | { type: 'replace'; slot: number }
  | { type: 'discard' }
  | { type: 'look'; target: SlotRef }
  | { type: 'swap'; a: SlotRef; b: SlotRef }
  | { type: 'match'; target: SlotRef }
  | { type: 'handOver'; slot: number }

export const FOUR_DOWN_ACTION_TYPES = ['draw', 'call', 'replace', 'discard', 'look', 'swap', 'match', 'handOver'] as const

export const FOUR_DOWN_ERROR_CODES = [
  'BAD_CONFIG', 'GAME_OVER', 'BAD_SEAT', 'BAD_ACTION', 'NOT_YOUR_TURN', 'WRONG_PHASE', 'ALREADY_CALLED', 'EMPTY_PILE',
  'MUST_REPLACE', 'NO_POWER', 'BAD_SLOT', 'BAD_TARGET',
] as const
export type FourDownErrorCode = (typeof FOUR_DOWN_ERROR_CODES)[number]

/** What happened. Faces appear only where the addressee may see them. */
export type FourDownEvent =
  | { type: 'dealt'; round: number; dealer: Seat; first: Seat; starter: Card; slots: number[]; stock: number }
  /** To its owner only: slots 1 and 2 (FD-2). */
  | { type: 'openingLook'; seat: Seat; cards: { slot: number; card: Card }[] }
  | { type: 'called'; seat: Seat }
  /** `card` is set only for a discard-pile card, which everyone saw anyway. */
  | { type: 'drew'; seat: Seat; from: DrawSource; card: Card | null }
  /** To the drawer only: the stock card in hand. */
  | { type: 'holding'; seat: Seat; card: Card }
  /** `card` is the one that left the row face up for the pile; `placed` is public only when it came off the pile. */
  | { type: 'replaced'; seat: Seat; slot: number; card: Card; placed: Card | null }
  | { type: 'discarded'; seat: Seat; card: Card }
  | { type: 'looked'; seat: Seat; target: SlotRef }
  /** To the looker only. */
  | { type: 'seen'; seat: Seat; target: SlotRef; card: Card }
  | { type: 'swapped'; seat: Seat; a: SlotRef; b: SlotRef }
  | { type: 'matched'; seat: Seat; target: SlotRef; card: Card; drawn: Card }
  | { type: 'handedOver'; seat: Seat; slot: number; to: SlotRef }
  /** A wrong match: `card` is shown to everyone and goes back face down; `drawn` is discarded. */
  | { type: 'missed'; seat: Seat; target: SlotRef; card: Card; drawn: Card }
  /** `slot` is null when the stock had no card left to give. */
  | { type: 'penalty'; seat: Seat; slot: number | null }
  | { type: 'turn'; seat: Seat }
  | { type: 'roundEnded'; round: number; endedBy: EndReason; caller: Seat | null; rows: (Card | null)[][]; scores: number[]; totals: number[] }
  | { type: 'matchEnded'; totals: number[]; winners: Seat[] }

/**
 * A slot as any player sees it: null is a card face down (rows are never face up in play), 'empty'
 * a slot matched away. The same shape as Check!'s slots, so one card-row component serves both.
 */
export type SlotView = null | 'empty'

/** One seat's (or the public) picture of the table. */
export interface FourDownView {
  viewer: Seat | 'public'
  seats: number
  target: number
  round: number
  dealer: Seat
  turn: Seat
  phase: Phase
  rows: SlotView[][]
  stock: number
  discardTop: Card | null
  discardCount: number
  /** `card` is null unless the viewer drew it or it came off the face-up pile. */
  drawn: { from: DrawSource; card: Card | null } | null
  hole: SlotRef | null
  caller: Seat | null
  turnsLeft: number
  totals: number[]
  /** The running score table: every finished round without its rows. */
  history: RoundSummary[]
  /** The last finished round's rows turned face up, for its result screen; null before the first ends. */
  lastRows: (Card | null)[][] | null
}

type Events = GameEvent<FourDownEvent>[]
type Out = Step<FourDownState, FourDownEvent, FourDownErrorCode>
type Problem = EngineError<FourDownErrorCode>

export function powerOf(card: Card): Power | null {
  switch (rankOf(card)) {
    case '7':
    case '8':
      return 'lookOwn'
    case '9':
    case 'T':
      return 'lookOther'
    case 'J':
    case 'Q':
      return 'swap'
    default:
      return null
  }
}

/** FD-5: same rank, and every king matches every other king (which the rank already says). */
export const isMatch = (a: Card, b: Card): boolean => rankOf(a) === rankOf(b)

export const rowTotal = (row: readonly (Card | null)[]): number =>
  row.reduce((sum, c) => sum + (c === null ? 0 : fourDownValue(c)), 0)

export function defaultFourDownConfig(seats: number): FourDownConfig {
  return { seats, target: fourDownDescriptor.options.target.default }
}

function setup(config: FourDownConfig, seed: string): Out {
  if (typeof config !== 'object' || config === null) return fail('BAD_CONFIG', 'Four Down needs a table configuration.')
  const { seats, target, dealer, deck } = config
  const { min, max } = fourDownDescriptor.seats
  if (!Number.isInteger(seats) || seats < min || seats > max) return fail('BAD_CONFIG', `Four Down needs ${min} to ${max} players.`)
  if (!Number.isInteger(target) || target < 1) return fail('BAD_CONFIG', 'The target must be a whole number of at least 1.')
  const lot = dealerByLot(dealer, seats, seedRng(seed))
  if (!lot) return fail('BAD_CONFIG', 'The dealer must be one of the seats.')
  if (deck !== undefined && !isFullPack(deck)) return fail('BAD_CONFIG', 'A fixed deck must hold each of the 52 cards exactly once.')
  const [firstDealer, rng] = lot
  const base: FourDownState = {
    // The fixed deck is spent on round one; keeping it would leave a second copy of the pack in state.
    config: dealer === undefined ? { seats, target } : { seats, target, dealer },
    rng,
    round: 0,
    dealer: firstDealer,
    turn: firstDealer,
    phase: 'draw',
    rows: [],
    stock: [],
    discard: [],
    drawn: null,
    hole: null,
    caller: null,
    turnsLeft: 0,
    totals: Array.from({ length: seats }, () => 0),
    history: [],
    lastRows: null,
  }
  const events: Events = []
  const state = deal(base, firstDealer, deck ?? null, events)
  return ok({ state, events })
}

function isFullPack(deck: unknown): deck is Card[] {
  return Array.isArray(deck) && deck.length === 52 && deck.every(isCard) && new Set(deck).size === 52
}

/** Starts the next round; `pack` is top first. */
function deal(s: FourDownState, dealer: Seat, pack: Card[] | null, events: Events): FourDownState {
  const n = s.config.seats
  let rng = s.rng
  let cards: Card[]
  if (pack) cards = pack.slice()
  else [cards, rng] = shuffle(FULL_DECK, rng)
  const first = (dealer + 1) % n
  const rows: (Card | null)[][] = Array.from({ length: n }, () => [])
  for (let k = 0; k < n; k++) rows[(first + k) % n] = cards.slice(k * ROW_LENGTH, (k + 1) * ROW_LENGTH)
  const starter = cards[n * ROW_LENGTH] as Card
  const stock = cards.slice(n * ROW_LENGTH + 1).reverse()
  const next: FourDownState = {
    ...s,
    rng,
    round: s.round + 1,
    dealer,
    turn: first,
    phase: 'draw',
    rows,
    stock,
    discard: [starter],
    drawn: null,
    hole: null,
    caller: null,
    turnsLeft: 0,
  }
  events.push({
    to: 'all',
    event: { type: 'dealt', round: next.round, dealer, first, starter, slots: rows.map((r) => r.length), stock: stock.length },
  })
  for (let seat = 0; seat < n; seat++) {
    const row = rows[seat] as Card[]
    events.push({ to: seat, event: { type: 'openingLook', seat, cards: [0, 1].map((slot) => ({ slot, card: row[slot] as Card })) } })
  }
  events.push({ to: 'all', event: { type: 'turn', seat: first } })
  return next
}

/**
 * Copies what most actions change, so the caller's state is never touched. The stock is left
 * shared (most turns never touch it): the two places that take from it copy it first.
 */
function copy(s: FourDownState): FourDownState {
  // Every field by name rather than a spread: states from different places then share one shape,
  // and copying stays cheap in the expert's playouts, which copy millions of them.
  const rows: (Card | null)[][] = []
  for (const r of s.rows) rows.push(r.slice())
  return {
    config: s.config, rng: s.rng, round: s.round, dealer: s.dealer, turn: s.turn, phase: s.phase, rows,
    stock: s.stock, discard: s.discard.slice(), drawn: s.drawn, hole: s.hole, caller: s.caller,
    turnsLeft: s.turnsLeft, totals: s.totals, history: s.history, lastRows: s.lastRows,
  }
}

const cardAt = (s: FourDownState, at: SlotRef): Card | null => s.rows[at.seat]?.[at.slot] ?? null

function isSlotRef(s: FourDownState, x: unknown): x is SlotRef {
  if (typeof x !== 'object' || x === null) return false
  const { seat, slot } = x as Record<string, unknown>
  return Number.isInteger(seat) && Number.isInteger(slot) && (seat as number) >= 0 && (seat as number) < s.config.seats
}

function legalActions(s: FourDownState, seat: Seat): FourDownAction[] {
  if (s.phase === 'over' || seat !== s.turn) return []
  const own = filled(s, seat)
  switch (s.phase) {
    case 'draw': {
      const out: FourDownAction[] = []
      if (s.stock.length > 0) out.push({ type: 'draw', from: 'stock' })
      if (s.discard.length > 0) out.push({ type: 'draw', from: 'discard' })
      if (s.caller === null) out.push({ type: 'call' })
      return out
    }
    case 'handOver':
      return own.map((slot) => ({ type: 'handOver', slot }))
    case 'holding': {
      const out: FourDownAction[] = own.map((slot) => ({ type: 'replace', slot }))
      const drawn = s.drawn
      if (!drawn || drawn.from === 'discard') return out
      out.push({ type: 'discard' })
      const all = allFilled(s)
      const power = powerOf(drawn.card)
      if (power === 'lookOwn') for (const slot of own) out.push({ type: 'look', target: { seat, slot } })
      if (power === 'lookOther') for (const at of all) if (at.seat !== seat) out.push({ type: 'look', target: at })
      if (power === 'swap')
        for (let i = 0; i < all.length; i++)
          for (let j = i + 1; j < all.length; j++) out.push({ type: 'swap', a: all[i] as SlotRef, b: all[j] as SlotRef })
      for (const at of all) out.push({ type: 'match', target: at })
      return out
    }
  }
}

function filled(s: FourDownState, seat: Seat): number[] {
  const out: number[] = []
  const row = s.rows[seat] ?? []
  for (let i = 0; i < row.length; i++) if (row[i] !== null) out.push(i)
  return out
}

function allFilled(s: FourDownState): SlotRef[] {
  const out: SlotRef[] = []
  for (let seat = 0; seat < s.config.seats; seat++) for (const slot of filled(s, seat)) out.push({ seat, slot })
  return out
}

function apply(state: FourDownState, seat: Seat, action: FourDownAction): Out {
  if (state.phase === 'over') return fail('GAME_OVER', 'The match is over.')
  if (!isSeatOf(state.config.seats, seat)) return fail('BAD_SEAT', 'There is no such seat at this table.')
  if (typeof action !== 'object' || action === null || !FOUR_DOWN_ACTION_TYPES.includes(action.type))
    return fail('BAD_ACTION', 'That is not an action in Four Down.')
  if (seat !== state.turn) return fail('NOT_YOUR_TURN', 'It is not your turn.')
  switch (action.type) {
    case 'draw':
      return draw(state, seat, action.from)
    case 'call':
      return call(state, seat)
    case 'replace':
      return replace(state, seat, action.slot)
    case 'discard':
      return discard(state, seat)
    case 'look':
      return look(state, seat, action.target)
    case 'swap':
      return swap(state, seat, action.a, action.b)
    case 'match':
      return match(state, seat, action.target)
    case 'handOver':
      return handOver(state, seat, action.slot)
  }
}

function draw(state: FourDownState, seat: Seat, from: unknown): Out {
  if (state.phase !== 'draw') return fail('WRONG_PHASE', 'You have already taken a card this turn.')
  if (from !== 'stock' && from !== 'discard') return fail('BAD_ACTION', 'Take a card from the stock or the discard pile.')
  const s = copy(state)
  if (from === 'stock') s.stock = s.stock.slice()
  const pile = from === 'stock' ? s.stock : s.discard
  const card = pile.pop()
  if (card === undefined) return fail('EMPTY_PILE', `The ${from === 'stock' ? 'stock' : 'discard pile'} is empty.`)
  s.drawn = { card, from }
  s.phase = 'holding'
  const events: Events = [{ to: 'all', event: { type: 'drew', seat, from, card: from === 'discard' ? card : null } }]
  if (from === 'stock') events.push({ to: seat, event: { type: 'holding', seat, card } })
  return ok({ state: s, events })
}

function call(state: FourDownState, seat: Seat): Out {
  if (state.phase !== 'draw') return fail('WRONG_PHASE', 'You can only call before taking a card.')
  if (state.caller !== null) return fail('ALREADY_CALLED', 'Someone has already called this round.')
  const s = copy(state)
  s.caller = seat
  s.turnsLeft = s.config.seats - 1
  const events: Events = [{ to: 'all', event: { type: 'called', seat } }]
  return ok({ state: advance(s, events), events })
}

/** A slot of the seat's own row that holds a card, or an error. */
function ownSlot(s: FourDownState, seat: Seat, slot: unknown): Problem | number {
  if (!Number.isInteger(slot)) return { code: 'BAD_SLOT', message: 'Choose one of your slots.' }
  if (cardAt(s, { seat, slot: slot as number }) === null) return { code: 'BAD_SLOT', message: 'There is no card in that slot.' }
  return slot as number
}

function holding(s: FourDownState): Problem | { card: Card; from: DrawSource } {
  if (s.phase !== 'holding' || !s.drawn) return { code: 'WRONG_PHASE', message: 'Take a card first.' }
  return s.drawn
}

function fromStock(s: FourDownState): Problem | Card {
  const d = holding(s)
  if ('code' in d) return d
  if (d.from !== 'stock') return { code: 'MUST_REPLACE', message: 'A card from the discard pile must go into your row.' }
  return d.card
}

function replace(state: FourDownState, seat: Seat, slot: unknown): Out {
  const d = holding(state)
  if ('code' in d) return err(d)
  const i = ownSlot(state, seat, slot)
  if (typeof i !== 'number') return err(i)
  const s = copy(state)
  const row = s.rows[seat] as (Card | null)[]
  const old = row[i] as Card
  row[i] = d.card
  s.discard.push(old)
  s.drawn = null
  const events: Events = [
    { to: 'all', event: { type: 'replaced', seat, slot: i, card: old, placed: d.from === 'discard' ? d.card : null } },
  ]
  return ok({ state: endTurn(s, events), events })
}

function discard(state: FourDownState, seat: Seat): Out {
  const card = fromStock(state)
  if (typeof card !== 'string') return err(card)
  const s = copy(state)
  s.discard.push(card)
  s.drawn = null
  const events: Events = [{ to: 'all', event: { type: 'discarded', seat, card } }]
  return ok({ state: endTurn(s, events), events })
}

function look(state: FourDownState, seat: Seat, at: unknown): Out {
  const card = fromStock(state)
  if (typeof card !== 'string') return err(card)
  const power = powerOf(card)
  if (power !== 'lookOwn' && power !== 'lookOther') return fail('NO_POWER', 'Only a 7, 8, 9 or 10 from the stock lets you look.')
  if (!isSlotRef(state, at) || cardAt(state, at) === null) return fail('BAD_SLOT', 'There is no card there.')
  if (power === 'lookOwn' && at.seat !== seat) return fail('BAD_TARGET', 'A 7 or an 8 looks at one of your own cards.')
  if (power === 'lookOther' && at.seat === seat) return fail('BAD_TARGET', "A 9 or a 10 looks at another player's card.")
  const s = copy(state)
  const ref = { seat: at.seat, slot: at.slot }
  s.discard.push(card)
  s.drawn = null
  const events: Events = [
    { to: 'all', event: { type: 'looked', seat, target: ref } },
    { to: seat, event: { type: 'seen', seat, target: ref, card: cardAt(s, ref) as Card } },
    { to: 'all', event: { type: 'discarded', seat, card } },
  ]
  return ok({ state: endTurn(s, events), events })
}

function swap(state: FourDownState, seat: Seat, a: unknown, b: unknown): Out {
  const card = fromStock(state)
  if (typeof card !== 'string') return err(card)
  if (powerOf(card) !== 'swap') return fail('NO_POWER', 'Only a jack or a queen from the stock swaps cards.')
  if (!isSlotRef(state, a) || !isSlotRef(state, b) || cardAt(state, a) === null || cardAt(state, b) === null)
    return fail('BAD_SLOT', 'Choose two cards on the table.')
  if (a.seat === b.seat && a.slot === b.slot) return fail('BAD_TARGET', 'Choose two different cards.')
  const s = copy(state)
  const ra = s.rows[a.seat] as (Card | null)[]
  const rb = s.rows[b.seat] as (Card | null)[]
  const ca = ra[a.slot] as Card
  ra[a.slot] = rb[b.slot] as Card
  rb[b.slot] = ca
  s.discard.push(card)
  s.drawn = null
  const events: Events = [
    { to: 'all', event: { type: 'swapped', seat, a: { seat: a.seat, slot: a.slot }, b: { seat: b.seat, slot: b.slot } } },
    { to: 'all', event: { type: 'discarded', seat, card } },
  ]
  return ok({ state: endTurn(s, events), events })
}

function match(state: FourDownState, seat: Seat, at: unknown): Out {
  const drawn = fromStock(state)
  if (typeof drawn !== 'string') return err(drawn)
  if (!isSlotRef(state, at) || cardAt(state, at) === null) return fail('BAD_SLOT', 'Point at a face-down card on the table.')
  const ref = { seat: at.seat, slot: at.slot }
  const s = copy(state)
  const row = s.rows[ref.seat] as (Card | null)[]
  const named = row[ref.slot] as Card
  s.drawn = null
  const events: Events = []
  if (!isMatch(drawn, named)) {
    s.discard.push(drawn)
    events.push({ to: 'all', event: { type: 'missed', seat, target: ref, card: named, drawn } })
    s.stock = s.stock.slice()
    const penalty = s.stock.pop()
    const mine = s.rows[seat] as (Card | null)[]
    if (penalty !== undefined) mine.push(penalty)
    events.push({ to: 'all', event: { type: 'penalty', seat, slot: penalty === undefined ? null : mine.length - 1 } })
    return ok({ state: endTurn(s, events), events })
  }
  row[ref.slot] = null
  s.discard.push(named, drawn)
  events.push({ to: 'all', event: { type: 'matched', seat, target: ref, card: named, drawn } })
  if (ref.seat !== seat) {
    s.hole = ref
    s.phase = 'handOver'
    return ok({ state: s, events })
  }
  return ok({ state: afterMatch(s, seat, events), events })
}

function handOver(state: FourDownState, seat: Seat, slot: unknown): Out {
  if (state.phase !== 'handOver' || !state.hole) return fail('WRONG_PHASE', 'There is no hole to fill.')
  const i = ownSlot(state, seat, slot)
  if (typeof i !== 'number') return err(i)
  const s = copy(state)
  const hole = s.hole as SlotRef
  const mine = s.rows[seat] as (Card | null)[]
  ;(s.rows[hole.seat] as (Card | null)[])[hole.slot] = mine[i] as Card
  mine[i] = null
  s.hole = null
  const events: Events = [{ to: 'all', event: { type: 'handedOver', seat, slot: i, to: hole } }]
  return ok({ state: afterMatch(s, seat, events), events })
}

/** FD-6: a row matched empty ends the round on the spot; otherwise the turn ends as usual. */
function afterMatch(s: FourDownState, seat: Seat, events: Events): FourDownState {
  if ((s.rows[seat] as (Card | null)[]).every((c) => c === null)) return endRound(s, 'emptyRow', events)
  return endTurn(s, events)
}

function endTurn(s: FourDownState, events: Events): FourDownState {
  s.phase = 'draw'
  // FD-6: Four Down never reshuffles, so an empty stock ends the round once this turn is over.
  if (s.stock.length === 0) return endRound(s, 'stockOut', events)
  if (s.caller !== null) {
    s.turnsLeft -= 1
    if (s.turnsLeft <= 0) return endRound(s, 'call', events)
  }
  return advance(s, events)
}

function advance(s: FourDownState, events: Events): FourDownState {
  s.turn = (s.turn + 1) % s.config.seats
  s.phase = 'draw'
  events.push({ to: 'all', event: { type: 'turn', seat: s.turn } })
  return s
}

function endRound(s: FourDownState, endedBy: EndReason, events: Events): FourDownState {
  const scores = s.rows.map(rowTotal)
  const totals = s.totals.map((t, i) => t + (scores[i] as number))
  const rows = s.rows.map((r) => r.slice())
  const record: RoundSummary = { round: s.round, dealer: s.dealer, caller: s.caller, endedBy, scores }
  const done: FourDownState = { ...s, totals, history: [...s.history, record], lastRows: rows, drawn: null, hole: null }
  events.push({ to: 'all', event: { type: 'roundEnded', round: s.round, endedBy, caller: s.caller, rows, scores, totals } })
  // FD-7: the match ends after the round in which anyone reaches the target.
  if (totals.some((t) => t >= s.config.target)) {
    done.phase = 'over'
    events.push({ to: 'all', event: { type: 'matchEnded', totals, winners: lowest(totals) } })
    return done
  }
  return deal(done, (s.dealer + 1) % s.config.seats, null, events)
}

/** FD-7: equal lowest totals share the win, and nobody else does. */
function lowest(totals: readonly number[]): Seat[] {
  const min = Math.min(...totals)
  return totals.flatMap((t, i) => (t === min ? [i] : []))
}

function view(s: FourDownState, viewer: Seat | 'public'): FourDownView {
  const drawn = s.drawn
  return {
    viewer,
    seats: s.config.seats,
    target: s.config.target,
    round: s.round,
    dealer: s.dealer,
    turn: s.turn,
    phase: s.phase,
    rows: s.rows.map((r) => r.map((c): SlotView => (c === null ? 'empty' : null))),
    stock: s.stock.length,
    discardTop: s.discard[s.discard.length - 1] ?? null,
    discardCount: s.discard.length,
    drawn: drawn && { from: drawn.from, card: drawn.from === 'discard' || viewer === s.turn ? drawn.card : null },
    hole: s.hole && { ...s.hole },
    caller: s.caller,
    turnsLeft: s.turnsLeft,
    totals: s.totals.slice(),
    // Both are public once the round is over, and never changed afterwards, so they are shared.
    history: s.history,
    lastRows: s.lastRows,
  }
}

function outcome(s: FourDownState): Outcome | null {
  if (s.phase !== 'over') return null
  return { winners: lowest(s.totals), scores: s.totals.slice(), disqualified: [] }
}

/** Every card in the state wherever it lies: the conservation check. */
export function cardsOfFourDown(s: FourDownState): Card[] {
  const out: Card[] = []
  for (const row of s.rows) for (const c of row) if (c !== null) out.push(c)
  out.push(...s.stock, ...s.discard)
  if (s.drawn) out.push(s.drawn.card)
  return out
}

export const fourDownEngine: Engine<FourDownConfig, FourDownState, FourDownAction, FourDownView, FourDownEvent, FourDownErrorCode> = {
  id: 'four-down',
  setup,
  legalActions,
  apply,
  view,
  outcome,
}
