import { copyPlain, fail, isSeatOf, type Engine, type GameEvent, type Outcome, type Seat, type Step } from '../engine'
import { seedRng, shuffle } from '../random'
import { ok } from '../result'
import { blitzDeck, cardById, cardTask, faceOf, isBlitzFilter, type BlitzFilter, type Points } from './deck'
import { isSide, type Board, type Side } from './model'
import { applyMove } from './moves'
import { makeBoard, makeMove, parseBoard, parseMove } from './notation'
import { setupFromSeed } from './setup'
import { solveCold } from './solver'
import { isSatisfied, matchTask, type Rotation } from './task'
import { checkmatesDescriptor } from './descriptor'

/** No card needs more than 10 moves from any legal board (docs/deck.md): the cap only keeps legal bids finite. */
export const MAX_BID = 30

/** A bidding game's table: who plays, which face of the deck, and the clocks of CM-8. */
export interface BiddingConfig {
  seats: number
  side: Side
  deck: BlitzFilter
  /** A short game of N cards (CM-10); null plays the whole (filtered) deck. */
  cards: number | null
  /** Each accepted bid starts a fresh count of this length (CM-8: five seconds). */
  countMs: number
  /** No bid within this time after the reveal sets the card aside (CM-8: default 120 s). */
  noBidMs: number
  /** How long a card's result stays up before the next reveal, plus PER_STEP_MS per solution move. */
  resultMs: number
}

export const BIDDING_PHASES = ['dealing', 'bidding', 'proving', 'result', 'over'] as const
/**
 * `dealing`: set up, the first card not yet shown (setup has no clock; the host's first tick
 * reveals it). `result`: a card is decided and its solution is on show until the next reveal.
 */
export type BiddingPhase = (typeof BIDDING_PHASES)[number]

/** The face of the card on show, as everyone sees it. */
export interface ShownCard {
  id: string
  task: string
  points: Points
}

export interface Bid {
  seat: Seat
  moves: number
  at: number
}

/** The prover's attempt so far: moves in notation, in order; no undo (CM-8). */
export interface Proof {
  seat: Seat
  bid: number
  moves: string[]
}

export const FAILURES = ['conceded', 'outOfMoves', 'zeroBid'] as const
/** Why a proof failed: given up, every bid move used without a match, or a bid of 0 on an unmatched board. */
export type Failure = (typeof FAILURES)[number]

/** How one card ended, with the solver's answer from the board the card was revealed on. */
export interface CardResult {
  card: ShownCard
  outcome: 'proved' | 'failed' | 'setAside'
  /** The prover, or null when the card was set aside. */
  seat: Seat | null
  bid: number | null
  /** The prover's moves; empty when set aside. */
  moves: string[]
  failure: Failure | null
  /** The board the card was revealed on: the solution starts here. */
  startBoard: string
  /** The solver's optimum from startBoard and one optimal line (null when no line exists). */
  optimal: number | null
  solution: string[]
  /** CM-5: how the card was turned when the board matched it (clockwise degrees); null unless proved. */
  rotation: Rotation | null
}

export interface SeatScore {
  /** Points of proved cards (CM-10). */
  points: number
  proved: string[]
  /** Penalty cards, −1 each. */
  penalties: string[]
}

/** The whole game as plain JSON. Nothing in it is secret but the order of the cards still to come. */
export interface BiddingState {
  config: BiddingConfig
  /** The latest host time seen, for actions that arrive without a stamp. */
  now: number
  phase: BiddingPhase
  board: string
  /** Card ids still face down, top first. */
  deck: string[]
  card: ShownCard | null
  /** 1-based number of the card on show and how many the game has. */
  cardNumber: number
  totalCards: number
  revealedAt: number
  /** The board at the reveal, kept for the solver's answer after the proof changes it. */
  cardStart: string
  bids: Bid[]
  /** The lowest bid so far this round; its count ends at `standing.at + countMs`. */
  standing: Bid | null
  proof: Proof | null
  last: CardResult | null
  /** When the result on show gives way to the next card. */
  resultUntil: number
  scores: SeatScore[]
  end: { totals: number[]; winners: Seat[] } | null
}

type Stamped<A> = A & { at?: number }

/** Intents; the host stamps `at` from its own clock. */
export type BiddingAction = Stamped<
  | { type: 'bid'; moves: number }
  | { type: 'move'; move: string }
  | { type: 'concede' }
  /** Anyone may end the result display early and reveal the next card. */
  | { type: 'next' }
>

export const BIDDING_ACTION_TYPES = ['bid', 'move', 'concede', 'next'] as const

export type BiddingEvent =
  | { type: 'revealed'; card: ShownCard; number: number; total: number; board: string; noBidUntil: number }
  /** A bid was accepted: a fresh count runs until `countUntil`; `beaten` is the bid it undercut. */
  | { type: 'bid'; seat: Seat; moves: number; beaten: Bid | null; countUntil: number }
  | { type: 'proofStarted'; seat: Seat; bid: number }
  | { type: 'moved'; seat: Seat; move: string; count: number; bid: number; board: string }
  | { type: 'cardResult'; result: CardResult }
  | { type: 'ended'; totals: number[]; penalties: number[]; winners: Seat[] }

/** Everyone sees the same table (no hidden information, X-2 needs no hand-over): all but the deck order. */
export type BiddingView = Omit<BiddingState, 'deck'> & { cardsLeft: number }

/** Extra time on the result display per solution move, so the animated line can be watched. */
export const PER_STEP_MS = 700

export const BIDDING_ERROR_CODES = [
  'BAD_CONFIG', 'GAME_OVER', 'BAD_SEAT', 'BAD_ACTION', 'WRONG_PHASE', 'TOO_LATE', 'BAD_BID', 'ALREADY_BID', 'NOT_LOWER',
  'NOT_PROVER', 'BAD_MOVE', 'ILLEGAL_MOVE', 'NOTHING_DUE', 'NOT_YET',
] as const
export type BiddingErrorCode = (typeof BIDDING_ERROR_CODES)[number]

type Out = Step<BiddingState, BiddingEvent, BiddingErrorCode>

const all = (event: BiddingEvent): GameEvent<BiddingEvent> => ({ to: 'all', event })

export function defaultBiddingConfig(seats: number): BiddingConfig {
  return { seats, side: 'fifteen', deck: 'all', cards: null, countMs: 5000, noBidMs: 120_000, resultMs: 4000 }
}

function checkConfig(c: BiddingConfig): string | null {
  const { min, max } = checkmatesDescriptor.seats
  if (!Number.isInteger(c.seats) || c.seats < min || c.seats > max) {
    return `bidding seats ${min} to ${max} players`
  }
  if (!isSide(c.side)) return 'the side must be fifteen or chess'
  if (!isBlitzFilter(c.deck)) return 'the deck must be all, one-point or two-point'
  if (c.cards !== null && (!Number.isInteger(c.cards) || c.cards < 1)) return 'a short game has at least one card'
  for (const k of ['countMs', 'noBidMs', 'resultMs'] as const) {
    if (!Number.isFinite(c[k]) || c[k] < 0) return `${k} must be a time of zero or more milliseconds`
  }
  return null
}

// The deck's and the state's notation are ours, so parsing cannot fail here; a throw would be a bug.
function boardOf(s: BiddingState): Board {
  const b = parseBoard(s.config.side, s.board)
  if (!b.ok) throw new Error(`bidding state holds a bad board: ${b.error.message}`)
  return b.value
}

function matches(s: BiddingState): boolean {
  const card = s.card && cardById(s.card.id)
  return !!card && isSatisfied(boardOf(s), cardTask(card, s.config.side))
}

function setup(config: BiddingConfig, seed: string): Out {
  const problem = checkConfig(config)
  if (problem) return fail('BAD_CONFIG', problem)
  const pool = blitzDeck(config.side, config.deck)
  const [shuffled] = shuffle(pool, seedRng(`${seed}:deck`))
  const count = config.cards === null ? shuffled.length : Math.min(config.cards, shuffled.length)
  const state: BiddingState = {
    config,
    now: 0,
    phase: 'dealing',
    board: makeBoard(setupFromSeed(config.side, seed)),
    deck: shuffled.slice(0, count).map((c) => c.id),
    card: null,
    cardNumber: 0,
    totalCards: count,
    revealedAt: 0,
    cardStart: '',
    bids: [],
    standing: null,
    proof: null,
    last: null,
    resultUntil: 0,
    scores: Array.from({ length: config.seats }, () => ({ points: 0, proved: [], penalties: [] })),
    end: null,
  }
  return ok({ state, events: [] })
}

/** Turns the next card over, or ends the game when the last one has been taken (CM-10). */
function revealNext(d: BiddingState, at: number, events: GameEvent<BiddingEvent>[]): void {
  const id = d.deck.shift()
  d.bids = []
  d.standing = null
  d.proof = null
  if (id === undefined) {
    d.phase = 'over'
    d.card = null
    const totals = d.scores.map((s) => s.points - s.penalties.length)
    d.end = { totals, winners: winnersOf(d.scores) }
    events.push(all({ type: 'ended', totals, penalties: d.scores.map((s) => s.penalties.length), winners: d.end.winners }))
    return
  }
  const card = cardById(id)!
  const face = faceOf(card, d.config.side)
  d.card = { id, task: face.task, points: face.points }
  d.cardNumber++
  d.phase = 'bidding'
  d.revealedAt = at
  d.cardStart = d.board
  events.push(
    all({ type: 'revealed', card: d.card, number: d.cardNumber, total: d.totalCards, board: d.board, noBidUntil: at + d.config.noBidMs }),
  )
}

/** CM-10: most points; tie → fewer penalty cards; still tied → all of them share the win. */
function winnersOf(scores: readonly SeatScore[]): Seat[] {
  const total = (s: SeatScore) => s.points - s.penalties.length
  const best = Math.max(...scores.map(total))
  const top = scores.flatMap((s, i) => (total(s) === best ? [i] : []))
  const fewest = Math.min(...top.map((i) => scores[i]!.penalties.length))
  return top.filter((i) => scores[i]!.penalties.length === fewest)
}

function decide(
  d: BiddingState,
  at: number,
  outcome: CardResult['outcome'],
  failure: Failure | null,
  events: GameEvent<BiddingEvent>[],
): void {
  const card = d.card!
  const start = parseBoard(d.config.side, d.cardStart)
  const solved = start.ok ? solveCold(start.value, cardTask(cardById(card.id)!, d.config.side)) : null
  const line = solved?.ok && solved.value.moves ? solved.value.moves.map(makeMove) : []
  const result: CardResult = {
    card,
    outcome,
    seat: outcome === 'setAside' ? null : (d.proof?.seat ?? d.standing?.seat ?? null),
    bid: outcome === 'setAside' ? null : (d.proof?.bid ?? d.standing?.moves ?? null),
    moves: d.proof?.moves ?? [],
    failure,
    startBoard: d.cardStart,
    optimal: solved?.ok ? solved.value.optimal : null,
    solution: line,
    rotation: outcome === 'proved' ? matchTask(boardOf(d), cardTask(cardById(card.id)!, d.config.side)) : null,
  }
  if (result.seat !== null) {
    const score = d.scores[result.seat]!
    if (outcome === 'proved') {
      score.points += card.points
      score.proved.push(card.id)
    } else {
      score.penalties.push(card.id)
    }
  }
  d.last = result
  d.phase = 'result'
  d.proof = null
  d.resultUntil = at + d.config.resultMs + line.length * PER_STEP_MS
  events.push(all({ type: 'cardResult', result }))
}

/** The count ended unbeaten: its bidder proves; a board that already matches is proved at once. */
function startProof(d: BiddingState, at: number, events: GameEvent<BiddingEvent>[]): void {
  const { seat, moves } = d.standing!
  d.phase = 'proving'
  d.proof = { seat, bid: moves, moves: [] }
  events.push(all({ type: 'proofStarted', seat, bid: moves }))
  if (matches(d)) decide(d, at, 'proved', null, events)
}

function isInt(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x)
}

function isAction(a: unknown): a is BiddingAction {
  if (typeof a !== 'object' || a === null) return false
  const x = a as Record<string, unknown>
  if (!(BIDDING_ACTION_TYPES as readonly unknown[]).includes(x.type)) return false
  if (x.at !== undefined && !(typeof x.at === 'number' && Number.isFinite(x.at))) return false
  if (x.type === 'bid') return isInt(x.moves)
  if (x.type === 'move') return typeof x.move === 'string'
  return true
}

/** When the clock next decides something, or null while the game waits on a person (a proof). */
function deadline(s: BiddingState): number | null {
  switch (s.phase) {
    case 'dealing':
      return 0
    case 'bidding':
      return s.standing ? s.standing.at + s.config.countMs : s.revealedAt + s.config.noBidMs
    case 'result':
      return s.resultUntil
    default:
      return null
  }
}

function apply(state: BiddingState, seat: Seat, action: BiddingAction): Out {
  if (state.phase === 'over') return fail('GAME_OVER', 'The game is over: every card has been taken.')
  if (!isSeatOf(state.config.seats, seat)) return fail('BAD_SEAT', `There is no seat ${seat} at this table.`)
  if (!isAction(action)) return fail('BAD_ACTION', 'That is not an action this game knows.')
  const at = Math.max(state.now, action.at ?? state.now)
  const due = deadline(state)
  switch (action.type) {
    case 'bid': {
      if (state.phase !== 'bidding') {
        return fail('WRONG_PHASE', state.phase === 'proving' ? 'Bidding is over: a proof is under way.' : 'No card is up for bids now.')
      }
      if (due !== null && at >= due) return fail('TOO_LATE', state.standing ? 'The count has already ended.' : 'Time for bids on this card is up.')
      if (action.moves < 0 || action.moves > MAX_BID) return fail('BAD_BID', `A bid is a number of moves from 0 to ${MAX_BID}.`, { max: MAX_BID })
      if (state.bids.some((b) => b.seat === seat)) return fail('ALREADY_BID', 'Each player may bid only once per card.')
      if (state.standing && action.moves >= state.standing.moves) {
        return fail('NOT_LOWER', `A bid must be lower than the standing bid of ${state.standing.moves}.`, { standing: state.standing.moves })
      }
      const d = copyPlain(state)
      d.now = at
      const bid: Bid = { seat, moves: action.moves, at }
      const events: GameEvent<BiddingEvent>[] = [
        all({ type: 'bid', seat, moves: bid.moves, beaten: state.standing, countUntil: at + d.config.countMs }),
      ]
      d.bids.push(bid)
      d.standing = bid
      // A bid of 0 claims the board matches already: nothing to count down, nothing to move (CM-8).
      if (bid.moves === 0) {
        d.proof = { seat, bid: 0, moves: [] }
        events.push(all({ type: 'proofStarted', seat, bid: 0 }))
        const proved = matches(d)
        decide(d, at, proved ? 'proved' : 'failed', proved ? null : 'zeroBid', events)
      }
      return ok({ state: d, events })
    }
    case 'move':
    case 'concede': {
      if (state.phase !== 'proving' || !state.proof) return fail('WRONG_PHASE', 'Nobody is proving a bid now.')
      if (state.proof.seat !== seat) return fail('NOT_PROVER', 'Only the player proving the bid may move tokens or concede.')
      const d = copyPlain(state)
      d.now = at
      const events: GameEvent<BiddingEvent>[] = []
      if (action.type === 'concede') {
        decide(d, at, 'failed', 'conceded', events)
        return ok({ state: d, events })
      }
      const move = parseMove(action.move)
      if (!move.ok) return fail('BAD_MOVE', move.error.message)
      const next = applyMove(boardOf(state), move.value)
      // Illegal moves cannot be made (CM-8): refused, the count of moves stays as it was.
      if (!next.ok) return fail('ILLEGAL_MOVE', `That move is not allowed: ${next.error.message}.`)
      const proof = d.proof!
      d.board = makeBoard(next.value)
      proof.moves.push(makeMove(move.value))
      events.push(all({ type: 'moved', seat, move: makeMove(move.value), count: proof.moves.length, bid: proof.bid, board: d.board }))
      if (matches(d)) decide(d, at, 'proved', null, events)
      // Past the bid no later match can count, so the proof fails as soon as the moves run out.
      else if (proof.moves.length >= proof.bid) decide(d, at, 'failed', 'outOfMoves', events)
      return ok({ state: d, events })
    }
    case 'next': {
      if (state.phase !== 'result') return fail('WRONG_PHASE', 'There is no finished card to move on from.')
      const d = copyPlain(state)
      d.now = at
      const events: GameEvent<BiddingEvent>[] = []
      revealNext(d, at, events)
      return ok({ state: d, events })
    }
  }
}

function expire(state: BiddingState, now: number): Out {
  const due = deadline(state)
  if (due === null) return fail('NOTHING_DUE', 'Nothing is waiting on the clock.')
  if (now < due) return fail('NOT_YET', 'It is not time yet.')
  const d = copyPlain(state)
  d.now = Math.max(state.now, now)
  const events: GameEvent<BiddingEvent>[] = []
  // Everything is timed from the deadline itself, not from a late timer, so replays agree.
  const at = state.phase === 'dealing' ? d.now : due
  if (state.phase === 'dealing' || state.phase === 'result') revealNext(d, at, events)
  else if (state.standing) startProof(d, at, events)
  else decide(d, at, 'setAside', null, events)
  return ok({ state: d, events })
}

function legalActions(state: BiddingState, seat: Seat): BiddingAction[] {
  switch (state.phase) {
    case 'bidding': {
      if (state.bids.some((b) => b.seat === seat)) return []
      const top = state.standing ? state.standing.moves - 1 : MAX_BID
      return Array.from({ length: top + 1 }, (_, moves) => ({ type: 'bid', moves }))
    }
    case 'proving': {
      if (state.proof?.seat !== seat) return []
      const board = boardOf(state)
      const moves: BiddingAction[] = []
      for (let from = 0; from < 9; from++) {
        for (let to = 0; to < 9; to++) {
          if (from !== to && applyMove(board, { from, to }).ok) moves.push({ type: 'move', move: makeMove({ from, to }) })
        }
      }
      return [...moves, { type: 'concede' }]
    }
    case 'result':
      return [{ type: 'next' }]
    default:
      return []
  }
}

function view(state: BiddingState): BiddingView {
  const { deck, ...rest } = copyPlain(state)
  return { ...rest, cardsLeft: deck.length }
}

function outcome(state: BiddingState): Outcome | null {
  if (!state.end) return null
  return { winners: state.end.winners, scores: state.end.totals, disqualified: [] }
}

export const biddingEngine: Engine<BiddingConfig, BiddingState, BiddingAction, BiddingView, BiddingEvent, BiddingErrorCode> = {
  id: 'checkmates',
  setup,
  legalActions,
  apply,
  view,
  outcome,
  deadline,
  expire,
}
