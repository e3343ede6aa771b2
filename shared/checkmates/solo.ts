import { copyPlain, fail, isSeatOf, type Engine, type GameEvent, type Outcome, type Seat, type Step } from '../engine'
import { seedRng, shuffle } from '../random'
import { ok } from '../result'
import { blitzDeck, cardById, cardTask, faceOf, isBlitzFilter, type BlitzFilter, type Points } from './deck'
import { isSide, type Board, type Side } from './model'
import { applyMove, legalMoves } from './moves'
import { makeBoard, makeMove, parseBoard, parseMove } from './notation'
import { setupBoard } from './setup'
import { isSatisfied } from './task'

/** CM-11: a solo run plays ten cards. */
export const SOLO_CARDS = 10

/** A run with no move or hint for ten minutes is taken as abandoned and ends by itself. */
export const SOLO_IDLE_MS = 10 * 60_000

export const SOLO_TIERS = ['top', 'high', 'mid', 'start'] as const
/** CM-11's four bands of a finished run, fastest first; the same ids on both sides. */
export type SoloTier = (typeof SOLO_TIERS)[number]

/** Upper bounds (exclusive, ms) of the first three tiers; anything slower is `start`. */
export const TIER_LIMITS_MS: Record<Side, readonly [number, number, number]> = {
  fifteen: [90_000, 150_000, 210_000],
  chess: [120_000, 210_000, 300_000],
}

/** CM-11: the tier of a run that took `ms`; a time exactly on a bound belongs to the slower tier. */
export function soloTier(side: Side, ms: number): SoloTier {
  const limits = TIER_LIMITS_MS[side]
  const i = limits.findIndex((limit) => ms < limit)
  return SOLO_TIERS[i < 0 ? 3 : i] as SoloTier
}

/** One run's choices. */
export interface SoloConfig {
  side: Side
  /** CM-12: the whole deck or a blitz deck. */
  deck: BlitzFilter
  /** Practice: hints on request, never a record. A run on a chosen seed is always practice. */
  practice: boolean
  /** No move or hint for this long ends the run as abandoned (`idle`). */
  idleMs: number
}

export function defaultSoloConfig(side: Side, deck: BlitzFilter, practice: boolean): SoloConfig {
  return { side, deck, practice, idleMs: SOLO_IDLE_MS }
}

export const SOLO_PHASES = ['dealing', 'playing', 'over'] as const
/** `dealing`: set up, no card shown yet (setup has no clock; the host's first tick reveals one). */
export type SoloPhase = (typeof SOLO_PHASES)[number]

export const SOLO_ENDINGS = ['finished', 'quit', 'idle'] as const
/** How a run ended: the tenth card met, the player quit, or it lay idle past `idleMs`. */
export type SoloEnding = (typeof SOLO_ENDINGS)[number]

/** A revealed card and how it went. */
export interface SoloCard {
  id: string
  task: string
  points: Points
  /** The board when the card was revealed: its fewest moves count from here. */
  startBoard: string
  moves: number
  revealedAt: number
  doneAt: number | null
}

/** A whole run as plain JSON. Its one secret is `pile`, the order of the cards still face down. */
export interface SoloState {
  config: SoloConfig
  phase: SoloPhase
  board: string
  /** Card ids not yet dealt, top first. */
  pile: string[]
  /** Revealed cards in order; the last is in play while the phase is `playing`. */
  cards: SoloCard[]
  /** The first reveal: the stopwatch runs from here (CM-11). */
  startedAt: number | null
  /** The last reveal, move or hint; the idle clock runs from here. */
  activeAt: number
  lastMove: string | null
  /** How far help for the card in play has gone: 0 none, 1 its count, 2 a best move as well. */
  hintLevel: 0 | 1 | 2
  /** Help is on show. It answers for the board as it is, so any move takes it down. */
  hintShown: boolean
  end: { how: SoloEnding; at: number } | null
}

type Stamped<A> = A & { at: number }

/** Intents; the host stamps `at` from its own clock. */
export type SoloAction = Stamped<{ type: 'move'; move: string } | { type: 'hint' } | { type: 'quit' }>

export const SOLO_ACTION_TYPES = ['move', 'hint', 'quit'] as const

/** The face of a card as the player sees it. */
export interface SoloShownCard {
  id: string
  task: string
  points: Points
}

export type SoloEvent =
  | { type: 'revealed'; card: SoloShownCard; number: number; board: string }
  | { type: 'moved'; move: string; board: string }
  | { type: 'matched'; number: number; moves: number; at: number }
  /** Help asked for the card in play on `board`: level 1 its count, 2 a best move as well. */
  | { type: 'hint'; level: 1 | 2; board: string }
  | { type: 'ended'; how: SoloEnding; at: number; timeMs: number | null; tier: SoloTier | null }

/** Everything but the pile. */
export type SoloView = Omit<SoloState, 'pile'>

export const SOLO_ERROR_CODES = [
  'BAD_CONFIG', 'GAME_OVER', 'BAD_SEAT', 'BAD_ACTION', 'NOT_STARTED', 'COUNTED_RUN', 'INVALID_MOVE', 'ILLEGAL_MOVE',
  'NOTHING_DUE', 'NOT_YET',
] as const
export type SoloErrorCode = (typeof SOLO_ERROR_CODES)[number]

type Out = Step<SoloState, SoloEvent, SoloErrorCode>

const to = (event: SoloEvent): GameEvent<SoloEvent> => ({ to: 0, event })

function checkConfig(c: SoloConfig): string | null {
  if (!isSide(c.side)) return 'the side must be fifteen or chess'
  if (!isBlitzFilter(c.deck)) return 'the deck must be all, one-point or two-point'
  if (typeof c.practice !== 'boolean') return 'practice is on or off'
  if (!Number.isFinite(c.idleMs) || c.idleMs <= 0) return 'idleMs must be a time of more than zero milliseconds'
  if (blitzDeck(c.side, c.deck).length < SOLO_CARDS) return `a solo deck needs at least ${SOLO_CARDS} cards`
  return null
}

// The deck's and the state's notation are ours, so parsing cannot fail here; a throw would be a bug.
function boardOf(s: SoloState): Board {
  const b = parseBoard(s.config.side, s.board)
  if (!b.ok) throw new Error(`solo state holds a bad board: ${b.error.message}`)
  return b.value
}

function meets(s: SoloState, id: string): boolean {
  return isSatisfied(boardOf(s), cardTask(cardById(id)!, s.config.side))
}

/** CM-2 and CM-11: the seed's board, then the (blitz-filtered) deck shuffled by the same generator. */
function setup(config: SoloConfig, seed: string): Out {
  const problem = checkConfig(config)
  if (problem) return fail('BAD_CONFIG', problem)
  const [board, rng] = setupBoard(config.side, seedRng(seed))
  const [pile] = shuffle(blitzDeck(config.side, config.deck), rng)
  const state: SoloState = {
    config,
    phase: 'dealing',
    board: makeBoard(board),
    pile: pile.map((c) => c.id),
    cards: [],
    startedAt: null,
    activeAt: 0,
    lastMove: null,
    hintLevel: 0,
    hintShown: false,
    end: null,
  }
  return ok({ state, events: [] })
}

function end(d: SoloState, how: SoloEnding, at: number, events: GameEvent<SoloEvent>[]): void {
  d.phase = 'over'
  d.end = { how, at }
  d.hintShown = false
  const timeMs = how === 'finished' ? at - (d.startedAt ?? at) : null
  events.push(to({ type: 'ended', how, at, timeMs, tier: timeMs === null ? null : soloTier(d.config.side, timeMs) }))
}

/**
 * Deals cards until one asks for moves, or the tenth is met. A card the board already meets would
 * be a free one gone the instant it shows, so the first unmet card below it is dealt instead and
 * the met one stays on top for later (docs/decisions.md). Only when every card left is met is one
 * dealt anyway, done at once.
 */
function revealNext(d: SoloState, at: number, events: GameEvent<SoloEvent>[]): void {
  d.hintLevel = 0
  d.hintShown = false
  while (d.cards.length < SOLO_CARDS) {
    const i = d.pile.findIndex((id) => !meets(d, id))
    const [id] = d.pile.splice(i < 0 ? 0 : i, 1)
    if (id === undefined) break
    const face = faceOf(cardById(id)!, d.config.side)
    const card: SoloCard = { id, task: face.task, points: face.points, startBoard: d.board, moves: 0, revealedAt: at, doneAt: null }
    d.cards.push(card)
    d.startedAt ??= at
    events.push(to({ type: 'revealed', card: { id, task: face.task, points: face.points }, number: d.cards.length, board: d.board }))
    if (i >= 0) return
    card.doneAt = at
    events.push(to({ type: 'matched', number: d.cards.length, moves: 0, at }))
  }
  end(d, 'finished', at, events)
}

function isAction(a: unknown): a is SoloAction {
  if (typeof a !== 'object' || a === null) return false
  const x = a as Record<string, unknown>
  if (!(SOLO_ACTION_TYPES as readonly unknown[]).includes(x.type)) return false
  if (!(typeof x.at === 'number' && Number.isFinite(x.at))) return false
  return x.type !== 'move' || typeof x.move === 'string'
}

function apply(state: SoloState, seat: Seat, action: SoloAction): Out {
  if (state.phase === 'over') return fail('GAME_OVER', 'This run is over: start a new one.')
  if (!isSeatOf(1, seat)) return fail('BAD_SEAT', 'A solo run has one seat, seat 0.')
  if (!isAction(action)) return fail('BAD_ACTION', 'That is not something a solo run can do.')
  if (state.phase === 'dealing') return fail('NOT_STARTED', 'The first card has not been revealed yet.')
  const at = Math.max(state.activeAt, action.at)
  const events: GameEvent<SoloEvent>[] = []
  switch (action.type) {
    case 'quit': {
      const d = copyPlain(state)
      end(d, 'quit', at, events)
      return ok({ state: d, events })
    }
    case 'hint': {
      // A counted run is the player's own work: no help of any kind while it can still count.
      if (!state.config.practice) return fail('COUNTED_RUN', 'Hints are for practice runs: this run counts as a record.')
      const d = copyPlain(state)
      d.activeAt = at
      d.hintLevel = state.hintLevel === 0 ? 1 : 2
      d.hintShown = true
      events.push(to({ type: 'hint', level: d.hintLevel, board: d.board }))
      return ok({ state: d, events })
    }
    case 'move': {
      const move = parseMove(action.move)
      if (!move.ok) return fail('INVALID_MOVE', move.error.message)
      const next = applyMove(boardOf(state), move.value)
      if (!next.ok) return fail('ILLEGAL_MOVE', `That move is not allowed: ${next.error.message}.`)
      const d = copyPlain(state)
      d.activeAt = at
      d.board = makeBoard(next.value)
      d.lastMove = makeMove(move.value)
      d.hintShown = false
      const card = d.cards.at(-1)!
      card.moves++
      events.push(to({ type: 'moved', move: d.lastMove, board: d.board }))
      // CM-5 in every rotation at once; CM-11: met is detected here and the next card revealed.
      if (meets(d, card.id)) {
        card.doneAt = at
        events.push(to({ type: 'matched', number: d.cards.length, moves: card.moves, at }))
        revealNext(d, at, events)
      }
      return ok({ state: d, events })
    }
  }
}

/** The first reveal while dealing; then the moment an untouched run counts as abandoned. */
function deadline(s: SoloState): number | null {
  if (s.phase === 'dealing') return 0
  return s.phase === 'playing' ? s.activeAt + s.config.idleMs : null
}

function expire(state: SoloState, now: number): Out {
  const due = deadline(state)
  if (due === null) return fail('NOTHING_DUE', 'Nothing is waiting on the clock.')
  if (now < due) return fail('NOT_YET', 'It is not time yet.')
  const d = copyPlain(state)
  const events: GameEvent<SoloEvent>[] = []
  if (state.phase === 'dealing') {
    d.phase = 'playing'
    d.activeAt = now
    revealNext(d, now, events)
  } else {
    // Timed from the deadline itself, not from a late timer, so replays agree.
    end(d, 'idle', due, events)
  }
  return ok({ state: d, events })
}

function legalActions(state: SoloState, seat: Seat): SoloAction[] {
  if (seat !== 0 || state.phase !== 'playing') return []
  const at = state.activeAt
  const moves: SoloAction[] = legalMoves(boardOf(state)).map((m) => ({ type: 'move', move: makeMove(m), at }))
  return [...moves, ...(state.config.practice ? [{ type: 'hint' as const, at }] : []), { type: 'quit', at }]
}

function view(state: SoloState): SoloView {
  const { pile: _secret, ...rest } = copyPlain(state)
  return rest
}

function outcome(state: SoloState): Outcome | null {
  if (!state.end) return null
  const t = soloTime(state)
  return t === null ? { winners: [], scores: [], disqualified: [] } : { winners: [0], scores: [t], disqualified: [] }
}

/** CM-11: first reveal to the move that met the tenth card; null for a run that did not finish. */
export function soloTime(state: SoloState | SoloView): number | null {
  return state.end?.how === 'finished' ? state.end.at - (state.startedAt ?? state.end.at) : null
}

/**
 * A counted run is under way: not practice, not yet over. While one is, the solver and hints are
 * closed to it (docs/decisions.md).
 */
export function isCountedRun(state: SoloState | SoloView): boolean {
  return !state.config.practice && state.end === null
}

/** A run that goes on the record: counted, and all ten cards met. */
export function isRecord(state: SoloState | SoloView): boolean {
  return !state.config.practice && state.end?.how === 'finished'
}

/** CM-11 solo runs: one seat, ten cards, the stopwatch; time and the seed are inputs. */
export const soloEngine: Engine<SoloConfig, SoloState, SoloAction, SoloView, SoloEvent, SoloErrorCode> = {
  id: 'checkmates',
  setup,
  legalActions,
  apply,
  view,
  outcome,
  deadline,
  expire,
}
