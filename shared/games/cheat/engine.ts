import { RANKS, rankOf, shuffledDeck, isCard, type Card, type Rank } from '../../cards'
import { dealerByLot, fail, isSeatOf, type Engine, type GameEvent, type Outcome, type Seat, type Step } from '../../engine'
import { seedRng } from '../../random'
import { ok } from '../../result'
import { cheatDescriptor } from './descriptor'

/** CH-3: the app never offers a shorter challenge window than this. */
export const MIN_CHALLENGE_MS = 3000
export const DEFAULT_CHALLENGE_MS = 3000
export const MAX_CLAIM = 4

/** `dealer` is omitted for the first game (chosen by lot from the seed); the next game passes `nextDealer`. */
export interface CheatConfig {
  seats: number
  challengeMs: number
  dealer?: Seat
}

/** `at` is the host's clock in ms; legalActions lists actions with `at: 0` for the host to stamp. */
export type CheatAction =
  | { type: 'claim'; cards: Card[]; at: number }
  | { type: 'call'; at: number }
  | { type: 'accept'; at: number }

export const CHEAT_ACTION_TYPES = ['claim', 'call', 'accept'] as const

export const CHEAT_ERROR_CODES = [
  'BAD_SEATS', 'BAD_WINDOW', 'BAD_DEALER', 'GAME_OVER', 'BAD_SEAT', 'BAD_ACTION', 'BAD_TIME', 'NOT_YOUR_TURN',
  'CHALLENGE_PENDING', 'LAST_CARD_PENDING', 'WINDOW_OPEN', 'BAD_COUNT', 'NOT_IN_HAND', 'NO_CLAIM', 'OWN_CLAIM',
  'ALREADY_ANSWERED', 'WINDOW_CLOSED', 'TOO_LATE', 'NOTHING_PENDING', 'NOT_YET',
] as const
export type CheatErrorCode = (typeof CHEAT_ERROR_CODES)[number]

/** The claim just made and who has answered it so far. */
export interface CheatWindow {
  claimant: Seat
  rank: Rank
  count: number
  /** null on a last card: the window then waits for every opponent (CH-4). */
  closesAt: number | null
  accepted: Seat[]
  /** Calls land here first so calls stamped with the same instant can be ordered (CH-3). */
  calls: { seat: Seat; at: number }[]
}

/** The latest group shown after a challenge: public to everyone. */
export interface CheatReveal {
  claimant: Seat
  caller: Seat
  rank: Rank
  cards: Card[]
  honest: boolean
  taker: Seat
}

export interface CheatState {
  seats: number
  challengeMs: number
  dealer: Seat
  hands: Card[][]
  /** Bottom first; the latest group is the top `window.count` cards. */
  pile: Card[]
  required: Rank
  /** The seat that claims next; it waits while a window is open. */
  turn: Seat
  window: CheatWindow | null
  lastReveal: CheatReveal | null
  winner: Seat | null
  claims: number
  challenges: number
  caught: number
}

export interface CheatView {
  viewer: Seat | 'public'
  seats: number
  dealer: Seat
  challengeMs: number
  /** The viewer's own hand sorted by rank, or null for the public view. */
  hand: Card[] | null
  handSizes: number[]
  pileSize: number
  required: Rank
  turn: Seat
  window: (Omit<CheatWindow, 'calls'> & { callers: Seat[]; lastCard: boolean }) | null
  lastReveal: CheatReveal | null
  winner: Seat | null
  /** Every hand, face up, once someone has won: the game's end turns them over for all. Null before. */
  finalHands: Card[][] | null
}

export type CheatEvent =
  | { type: 'dealt'; dealer: Seat; handSizes: number[] }
  | { type: 'hand'; seat: Seat; cards: Card[] }
  | { type: 'claimed'; seat: Seat; rank: Rank; count: number; pileSize: number; lastCard: boolean; closesAt: number | null }
  | { type: 'accepted'; seat: Seat }
  | { type: 'stood'; claimant: Seat }
  | { type: 'called'; seat: Seat; at: number }
  | ({ type: 'revealed' } & CheatReveal)
  | { type: 'pileTaken'; seat: Seat; count: number }
  | { type: 'received'; seat: Seat; cards: Card[] }
  /** `hands`: every hand as it lies at the end, turned over for the whole table. */
  | { type: 'won'; seat: Seat; hands: Card[][] }

type Out = Step<CheatState, CheatEvent, CheatErrorCode>

export function defaultCheatConfig(seats: number): CheatConfig {
  return { seats, challengeMs: DEFAULT_CHALLENGE_MS }
}

/** Every card wherever it lies: the conservation check. */
export function cardsOfCheat(state: CheatState): Card[] {
  return [...state.hands.flat(), ...state.pile]
}

export function nextRank(rank: Rank): Rank {
  return RANKS[(RANKS.indexOf(rank) + 1) % RANKS.length] as Rank
}

/** CH-1: the next game's dealer sits to the left of this one's. */
export function nextDealer(state: CheatState): Seat {
  return (state.dealer + 1) % state.seats
}

export function sortCards(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => RANKS.indexOf(rankOf(a)) - RANKS.indexOf(rankOf(b)) || (a < b ? -1 : a > b ? 1 : 0))
}

// A step copies the containers and replaces, never mutates, the hands, pile and lists it changes:
// states are never changed once returned, so the rest is shared. Every field by name rather than
// a spread keeps one object shape: both matter in the expert's playouts, which copy millions.
function cloneState(s: CheatState): CheatState {
  return {
    seats: s.seats, challengeMs: s.challengeMs, dealer: s.dealer, hands: s.hands.slice(), pile: s.pile, required: s.required,
    turn: s.turn, window: s.window && { ...s.window }, lastReveal: s.lastReveal, winner: s.winner, claims: s.claims,
    challenges: s.challenges, caught: s.caught,
  }
}

function setup(config: CheatConfig, seed: string): Out {
  const { seats, challengeMs } = config
  const { min, max } = cheatDescriptor.seats
  if (!Number.isInteger(seats) || seats < min || seats > max) return fail('BAD_SEATS', `Cheat is for ${min} to ${max} players.`)
  if (!Number.isFinite(challengeMs) || challengeMs < MIN_CHALLENGE_MS)
    return fail('BAD_WINDOW', `The challenge window lasts at least ${MIN_CHALLENGE_MS / 1000} seconds.`)
  const lot = dealerByLot(config.dealer, seats, seedRng(seed))
  if (!lot) return fail('BAD_DEALER', 'The dealer must be one of the seats.')
  const [dealer, rng] = lot
  const [deck] = shuffledDeck(rng)
  const hands: Card[][] = Array.from({ length: seats }, () => [])
  // Dealt one at a time clockwise from the dealer's left, so the first seats may hold one extra.
  deck.forEach((card, i) => hands[(dealer + 1 + i) % seats]?.push(card))
  const state: CheatState = {
    seats,
    challengeMs,
    dealer,
    hands,
    pile: [],
    required: 'A',
    turn: (dealer + 1) % seats,
    window: null,
    lastReveal: null,
    winner: null,
    claims: 0,
    challenges: 0,
    caught: 0,
  }
  const events: GameEvent<CheatEvent>[] = [
    { to: 'all', event: { type: 'dealt', dealer, handSizes: hands.map((h) => h.length) } },
    ...hands.map((cards, seat) => ({ to: seat, event: { type: 'hand' as const, seat, cards: sortCards(cards) } })),
  ]
  return ok({ state, events })
}

// Smallest clockwise distance from the claimant wins among calls stamped at the same instant.
function firstCaller(w: CheatWindow, seats: number): { seat: Seat; at: number } | undefined {
  const dist = (s: Seat): number => (s - w.claimant + seats) % seats
  return [...w.calls].sort((a, b) => a.at - b.at || dist(a.seat) - dist(b.seat))[0]
}

// The claim stands: nobody challenged in time, or every opponent accepted.
function stand(s: CheatState, events: GameEvent<CheatEvent>[]): void {
  const w = s.window
  if (!w) return
  s.window = null
  events.push({ to: 'all', event: { type: 'stood', claimant: w.claimant } })
  if ((s.hands[w.claimant]?.length ?? 0) === 0) win(s, w.claimant, events)
}

function win(s: CheatState, seat: Seat, events: GameEvent<CheatEvent>[]): void {
  s.winner = seat
  events.push({ to: 'all', event: { type: 'won', seat, hands: s.hands.map(sortCards) } })
}

function resolve(s: CheatState, events: GameEvent<CheatEvent>[]): void {
  const w = s.window
  const call = w && firstCaller(w, s.seats)
  if (!w || !call) return
  const group = s.pile.slice(-w.count)
  const honest = group.every((c) => rankOf(c) === w.rank)
  const taker = honest ? call.seat : w.claimant
  const reveal: CheatReveal = { claimant: w.claimant, caller: call.seat, rank: w.rank, cards: group, honest, taker }
  const taken = s.pile
  s.hands[taker] = [...(s.hands[taker] ?? []), ...taken]
  s.pile = []
  s.window = null
  s.lastReveal = reveal
  s.challenges++
  if (!honest) s.caught++
  events.push(
    { to: 'all', event: { type: 'revealed', ...reveal, cards: group.slice() } },
    { to: 'all', event: { type: 'pileTaken', seat: taker, count: taken.length } },
    { to: taker, event: { type: 'received', seat: taker, cards: sortCards(taken) } },
  )
  if (honest && (s.hands[w.claimant]?.length ?? 0) === 0) win(s, w.claimant, events)
}

function validCards(cards: unknown): cards is Card[] {
  return Array.isArray(cards) && cards.every(isCard) && new Set(cards).size === cards.length
}

function apply(state: CheatState, seat: Seat, action: CheatAction): Out {
  if (state.winner !== null) return fail('GAME_OVER', 'The game is over.')
  if (!isSeatOf(state.seats, seat)) return fail('BAD_SEAT', 'There is no such seat at this table.')
  if (typeof action !== 'object' || action === null || !CHEAT_ACTION_TYPES.includes(action.type))
    return fail('BAD_ACTION', 'That is not something you can do in Cheat.')
  if (typeof action.at !== 'number' || !Number.isFinite(action.at)) return fail('BAD_TIME', 'The action carries no time.')
  const w = state.window
  if (action.type === 'claim') {
    if (seat !== state.turn) return fail('NOT_YOUR_TURN', 'It is not your turn to put cards down.')
    if (w && w.calls.length > 0) return fail('CHALLENGE_PENDING', 'A challenge is being settled.')
    if (w && w.closesAt === null) return fail('LAST_CARD_PENDING', 'Everyone must first answer the last card.')
    if (w && w.closesAt !== null && action.at < w.closesAt)
      return fail('WINDOW_OPEN', 'Wait until the challenge window closes.')
    if (!validCards(action.cards) || action.cards.length < 1 || action.cards.length > MAX_CLAIM)
      return fail('BAD_COUNT', `Put down 1 to ${MAX_CLAIM} different cards.`, { max: MAX_CLAIM })
    const hand = state.hands[seat] ?? []
    if (!action.cards.every((c) => hand.includes(c))) return fail('NOT_IN_HAND', 'You can only put down cards you hold.')
    const s = cloneState(state)
    const events: GameEvent<CheatEvent>[] = []
    if (w) stand(s, events)
    s.hands[seat] = hand.filter((c) => !action.cards.includes(c))
    s.pile = [...s.pile, ...action.cards]
    const lastCard = s.hands[seat]?.length === 0
    const closesAt = lastCard ? null : action.at + s.challengeMs
    s.window = { claimant: seat, rank: s.required, count: action.cards.length, closesAt, accepted: [], calls: [] }
    s.claims++
    events.push({
      to: 'all',
      event: { type: 'claimed', seat, rank: s.required, count: action.cards.length, pileSize: s.pile.length, lastCard, closesAt },
    })
    // CH-3: whatever happens in the window, the claimant's left neighbour claims the next rank.
    s.turn = (seat + 1) % s.seats
    s.required = nextRank(s.required)
    return ok({ state: s, events })
  }
  if (!w) return fail('NO_CLAIM', 'There is no claim to answer.')
  if (seat === w.claimant) return fail('OWN_CLAIM', 'You cannot answer your own claim.')
  if (w.accepted.includes(seat) || w.calls.some((c) => c.seat === seat))
    return fail('ALREADY_ANSWERED', 'You have already answered this claim.')
  if (w.closesAt !== null && action.at > w.closesAt) return fail('WINDOW_CLOSED', 'The challenge window has closed.')
  const s = cloneState(state)
  const sw = s.window as CheatWindow
  const events: GameEvent<CheatEvent>[] = []
  if (action.type === 'call') {
    if (sw.calls.some((c) => c.at < action.at)) return fail('TOO_LATE', 'Someone called Cheat first.')
    sw.calls = [...sw.calls, { seat, at: action.at }]
    events.push({ to: 'all', event: { type: 'called', seat, at: action.at } })
    return ok({ state: s, events })
  }
  if (sw.calls.length > 0) return fail('CHALLENGE_PENDING', 'A challenge is being settled.')
  sw.accepted = [...sw.accepted, seat]
  events.push({ to: 'all', event: { type: 'accepted', seat } })
  if (sw.accepted.length === s.seats - 1) stand(s, events)
  return ok({ state: s, events })
}

function deadline(state: CheatState): number | null {
  const w = state.window
  if (!w || state.winner !== null) return null
  // A call settles at its own instant, so every call stamped with that instant is in before it does.
  return w.calls.length > 0 ? Math.min(...w.calls.map((c) => c.at)) : w.closesAt
}

function expire(state: CheatState, now: number): Out {
  const due = deadline(state)
  if (due === null) return fail('NOTHING_PENDING', 'Nothing is waiting on the clock.')
  if (now < due) return fail('NOT_YET', 'The challenge window is still open.')
  const s = cloneState(state)
  const events: GameEvent<CheatEvent>[] = []
  if (s.window && s.window.calls.length > 0) resolve(s, events)
  else stand(s, events)
  return ok({ state: s, events })
}

// Every distinct claim up to suits (suits do not matter in Cheat): one per multiset of ranks.
function claimOptions(hand: readonly Card[]): Card[][] {
  const byRank = RANKS.map((r) => hand.filter((c) => rankOf(c) === r)).filter((g) => g.length > 0)
  const out: Card[][] = []
  const walk = (i: number, picked: Card[]): void => {
    if (picked.length > 0) out.push(picked)
    if (picked.length === MAX_CLAIM) return
    for (let g = i; g < byRank.length; g++) {
      const group = byRank[g] as Card[]
      for (let k = 1; k <= group.length && picked.length + k <= MAX_CLAIM; k++) walk(g + 1, [...picked, ...group.slice(0, k)])
    }
  }
  walk(0, [])
  return out
}

function legalActions(state: CheatState, seat: Seat): CheatAction[] {
  if (state.winner !== null || !isSeatOf(state.seats, seat)) return []
  const w = state.window
  if (w) {
    if (seat === w.claimant || w.accepted.includes(seat) || w.calls.some((c) => c.seat === seat)) return []
    return w.calls.length > 0 ? [{ type: 'call', at: 0 }] : [{ type: 'call', at: 0 }, { type: 'accept', at: 0 }]
  }
  if (seat !== state.turn) return []
  return claimOptions(state.hands[seat] ?? []).map((cards) => ({ type: 'claim', cards, at: 0 }))
}

function view(state: CheatState, viewer: Seat | 'public'): CheatView {
  const w = state.window
  return {
    viewer,
    seats: state.seats,
    dealer: state.dealer,
    challengeMs: state.challengeMs,
    hand: viewer === 'public' ? null : sortCards(state.hands[viewer] ?? []),
    handSizes: state.hands.map((h) => h.length),
    pileSize: state.pile.length,
    required: state.required,
    turn: state.turn,
    window: w && {
      claimant: w.claimant,
      rank: w.rank,
      count: w.count,
      closesAt: w.closesAt,
      accepted: w.accepted.slice(),
      callers: w.calls.map((c) => c.seat),
      lastCard: w.closesAt === null,
    },
    lastReveal: state.lastReveal && { ...state.lastReveal, cards: state.lastReveal.cards.slice() },
    winner: state.winner,
    finalHands: state.winner === null ? null : state.hands.map(sortCards),
  }
}

function outcome(state: CheatState): Outcome | null {
  if (state.winner === null) return null
  return { winners: [state.winner], scores: state.hands.map((_, s) => (s === state.winner ? 1 : 0)), disqualified: [] }
}

export const cheatEngine: Engine<CheatConfig, CheatState, CheatAction, CheatView, CheatEvent, CheatErrorCode> = {
  id: 'cheat',
  setup,
  legalActions,
  apply,
  view,
  outcome,
  deadline,
  expire,
}
