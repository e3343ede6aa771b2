import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { Seat } from '../engine'
import {
  biddingEngine, defaultBiddingConfig, MAX_BID,
  type BiddingAction, type BiddingConfig, type BiddingEvent, type BiddingState,
} from './bidding'
import { blitzDeck, cardById, cardTask, DECK } from './deck'
import { applyMove, legalMoves } from './moves'
import { makeBoard, makeMove, parseBoard, parseMove } from './notation'
import { setupFromSeed } from './setup'
import { solveCold } from './solver'
import { isSatisfied, matchingRotations } from './task'

const E = biddingEngine
const T0 = 1000

/** Engine errors carry a message, parsers' errors are the message. */
function must<T>(r: { ok: true; value: T } | { ok: false; error: string | { message: string } }): T {
  if (!r.ok) throw new Error(typeof r.error === 'string' ? r.error : r.error.message)
  return r.value
}

/** A game with its first card on show since T0. */
function started(over: Partial<BiddingConfig> = {}, seed = 'bid-1'): BiddingState {
  const s = must(E.setup({ ...defaultBiddingConfig(3), ...over }, seed)).state
  return must(E.expire!(s, T0)).state
}

const act = (s: BiddingState, seat: Seat, a: BiddingAction, at = T0 + 100) => E.apply(s, seat, { ...a, at })
const play = (s: BiddingState, seat: Seat, a: BiddingAction, at = T0 + 100) => must(act(s, seat, a, at))
const types = (events: { event: BiddingEvent }[]) => events.map((e) => e.event.type)

function optimalLine(s: BiddingState): string[] {
  const board = must(parseBoard(s.config.side, s.board))
  const line = must(solveCold(board, cardTask(cardById(s.card!.id)!, s.config.side)))
  return (line.moves ?? []).map(makeMove)
}

/** The first seeded game whose opening card needs at least `n` moves. */
function startedNeeding(n: number, over: Partial<BiddingConfig> = {}): BiddingState {
  for (let i = 0; ; i++) {
    const s = started(over, `need-${n}-${i}`)
    if (optimalLine(s).length >= n) return s
  }
}

/** Bid, let the count run out, and return the proving state. */
function proving(s: BiddingState, seat: Seat, moves: number): BiddingState {
  const at = s.now + 100
  const bid = play(s, seat, { type: 'bid', moves }, at)
  return must(E.expire!(bid.state, at + s.config.countMs)).state
}

function proveWith(s: BiddingState, seat: Seat, moves: readonly string[]) {
  let state = s
  const events: BiddingEvent[] = []
  for (const [i, move] of moves.entries()) {
    const r = play(state, seat, { type: 'move', move }, T0 + 10_000 + i * 1000)
    state = r.state
    events.push(...r.events.map((e) => e.event))
  }
  return { state, events }
}

describe('setup', () => {
  test('CM-2: the board is the seeded setup and the first card shows at the first tick', () => {
    const set = must(E.setup(defaultBiddingConfig(2), 'seed-a'))
    expect(set.events).toEqual([])
    expect(set.state.board).toBe(makeBoard(setupFromSeed('fifteen', 'seed-a')))
    expect(E.view(set.state, 'public')).toMatchObject({ phase: 'dealing', card: null, cardNumber: 0, totalCards: 28, cardStart: '', bids: [], standing: null, proof: null, last: null, end: null, cardsLeft: 28 })
    expect(E.deadline!(set.state)).toBe(0)
    expect(E.legalActions(set.state, 0)).toEqual([])
    expect(E.id).toBe('checkmates')
    const r = must(E.expire!(set.state, 500))
    expect(r.state.phase).toBe('bidding')
    expect(r.events).toEqual([{ to: 'all', event: { type: 'revealed', card: r.state.card, number: 1, total: 28, board: set.state.board, noBidUntil: 120_500 } }])
    expect(r.state).toMatchObject({ revealedAt: 500, cardStart: set.state.board, cardNumber: 1 })
  })

  test('the same seed deals the same game; another seed another deck order', () => {
    const a = must(E.setup(defaultBiddingConfig(2), 'x')).state
    expect(must(E.setup(defaultBiddingConfig(2), 'x')).state).toEqual(a)
    expect(must(E.setup(defaultBiddingConfig(2), 'y')).state.deck).not.toEqual(a.deck)
  })

  test.each([
    ['one-point', 1],
    ['two-point', 2],
  ] as const)('CM-12: the %s blitz deck holds only %i-point faces of the chosen side', (deck, points) => {
    for (const side of ['fifteen', 'chess'] as const) {
      const s = must(E.setup({ ...defaultBiddingConfig(2), side, deck }, 'blitz')).state
      expect(s.deck.length).toBe(blitzDeck(side, deck).length)
      for (const id of s.deck) expect(cardById(id)![side].points).toBe(points)
    }
  })

  test('CM-10: a short game deals N cards, never more than the deck has', () => {
    expect(must(E.setup({ ...defaultBiddingConfig(2), cards: 3 }, 's')).state.totalCards).toBe(3)
    expect(must(E.setup({ ...defaultBiddingConfig(2), cards: 99 }, 's')).state.totalCards).toBe(DECK.length)
  })

  test.each([
    ['one seat', { seats: 1 }],
    ['seven seats', { seats: 7 }],
    ['an unknown side', { side: 'go' as never }],
    ['a short game of none', { cards: 0 }],
    ['a short game of half a card', { cards: 2.5 }],
    ['an unknown deck', { deck: 'three-point' as never }],
    ['a negative count', { countMs: -1 }],
    ['a count of no number', { countMs: Number.NaN }],
    ['an endless wait for bids', { noBidMs: Number.POSITIVE_INFINITY }],
    ['a negative result display', { resultMs: -5 }],
  ])('a bad config is refused, saying why: %s', (_, over) => {
    const r = E.setup({ ...defaultBiddingConfig(2), ...over }, 's')
    expect(r).toMatchObject({ ok: false, error: { code: 'BAD_CONFIG' } })
    if (!r.ok) expect(r.error.message).toMatch(/^(bidding seats 2 to 6|the side must|the deck must be all|a short game has|\w+Ms must be a time of zero or more)/)
  })

  test('six players and clocks of zero are fine', () => {
    expect(E.setup({ ...defaultBiddingConfig(6), countMs: 0, noBidMs: 0, resultMs: 0 }, 's').ok).toBe(true)
  })
})

describe('bidding (CM-8)', () => {
  test('CM-8: any seat may open the bidding, and a bid starts a five-second count', () => {
    const s = startedNeeding(2)
    const r = play(s, 2, { type: 'bid', moves: 9 }, T0 + 2000)
    expect(r.events[0]?.event).toEqual({ type: 'bid', seat: 2, moves: 9, beaten: null, countUntil: T0 + 7000 })
    expect(E.deadline!(r.state)).toBe(T0 + 7000)
  })

  test('CM-8: a bid must be lower than the standing bid', () => {
    const s = play(startedNeeding(2), 0, { type: 'bid', moves: 5 }).state
    for (const moves of [5, 6]) {
      const r = act(s, 1, { type: 'bid', moves })
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.error).toEqual({ code: 'NOT_LOWER', message: 'A bid must be lower than the standing bid of 5.', params: { standing: 5 } })
    }
    expect(act(s, 1, { type: 'bid', moves: 4 }).ok).toBe(true)
  })

  test('CM-8: an outbid restarts the count from the new bid', () => {
    let s = play(startedNeeding(2), 0, { type: 'bid', moves: 6 }, T0 + 1000).state
    const r = play(s, 1, { type: 'bid', moves: 4 }, T0 + 4000)
    s = r.state
    expect(r.events[0]?.event).toMatchObject({ beaten: { seat: 0, moves: 6 }, countUntil: T0 + 9000 })
    expect(E.deadline!(s)).toBe(T0 + 9000)
    expect(E.expire!(s, T0 + 6000).ok).toBe(false)
  })

  test('CM-8: each player bids only once per card', () => {
    let s = play(startedNeeding(2), 0, { type: 'bid', moves: 8 }).state
    s = play(s, 1, { type: 'bid', moves: 7 }).state
    const r = act(s, 0, { type: 'bid', moves: 6 })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.code).toBe('ALREADY_BID')
    expect(E.legalActions(s, 0)).toEqual([])
    expect(E.legalActions(s, 2)).toEqual(Array.from({ length: 7 }, (_, moves) => ({ type: 'bid', moves })))
  })

  test('CM-8: a bid after the count ended is refused', () => {
    const s = play(startedNeeding(2), 0, { type: 'bid', moves: 8 }, T0).state
    const r = act(s, 1, { type: 'bid', moves: 3 }, T0 + 5000)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.code).toBe('TOO_LATE')
  })

  test.each([-1, MAX_BID + 1])('CM-8: a bid of %s moves is refused', (moves) => {
    expect(act(startedNeeding(2), 0, { type: 'bid', moves })).toEqual({ ok: false, error: { code: 'BAD_BID', message: `A bid is a number of moves from 0 to ${MAX_BID}.`, params: { max: MAX_BID } } })
  })

  test('CM-8: the highest bid allowed is taken, and every bid up to it is offered', () => {
    const s = startedNeeding(2)
    expect(act(s, 0, { type: 'bid', moves: MAX_BID }).ok).toBe(true)
    expect(E.legalActions(s, 1)).toEqual(Array.from({ length: MAX_BID + 1 }, (_, moves) => ({ type: 'bid', moves })))
  })

  test('CM-8: the refusals of a bid say why', () => {
    const s = startedNeeding(2)
    const bid = play(s, 0, { type: 'bid', moves: 8 }, T0)
    expect(act(bid.state, 0, { type: 'bid', moves: 6 })).toEqual({ ok: false, error: { code: 'ALREADY_BID', message: 'Each player may bid only once per card.' } })
    expect(act(bid.state, 1, { type: 'bid', moves: 3 }, T0 + 5000)).toEqual({ ok: false, error: { code: 'TOO_LATE', message: 'The count has already ended.' } })
    expect(act(s, 1, { type: 'bid', moves: 3 }, T0 + 120_000)).toEqual({ ok: false, error: { code: 'TOO_LATE', message: 'Time for bids on this card is up.' } })
    const p = must(E.expire!(bid.state, T0 + 5000)).state
    expect(act(p, 1, { type: 'bid', moves: 3 })).toEqual({ ok: false, error: { code: 'WRONG_PHASE', message: 'Bidding is over: a proof is under way.' } })
    const done = play(p, 0, { type: 'concede' }).state
    expect(act(done, 1, { type: 'bid', moves: 3 })).toEqual({ ok: false, error: { code: 'WRONG_PHASE', message: 'No card is up for bids now.' } })
    expect(act(p, 1, { type: 'next' })).toEqual({ ok: false, error: { code: 'WRONG_PHASE', message: 'There is no finished card to move on from.' } })
    const dealing = must(E.setup(defaultBiddingConfig(3), 'd')).state
    expect(act(dealing, 1, { type: 'bid', moves: 3 })).toMatchObject({ ok: false, error: { code: 'WRONG_PHASE' } })
  })

  test('CM-8: each card starts with no bids: the bidders of one card may bid on the next', () => {
    const s = startedNeeding(2)
    let st = play(s, 0, { type: 'bid', moves: 9 }, T0).state
    st = play(st, 1, { type: 'bid', moves: 8 }, T0 + 10).state
    st = play(must(E.expire!(st, T0 + 5010)).state, 1, { type: 'concede' }).state
    const next = play(st, 2, { type: 'next' }, T0 + 20_000)
    expect(next.events.map((e) => e.event.type)).toEqual(['revealed'])
    expect(next.state).toMatchObject({ bids: [], standing: null, proof: null, cardNumber: 2 })
    expect(E.legalActions(next.state, 0)).toHaveLength(MAX_BID + 1)
  })

  test('CM-8: when the count ends unbeaten, its bidder proves', () => {
    const s = play(startedNeeding(2), 1, { type: 'bid', moves: 7 }).state
    const r = must(E.expire!(s, T0 + 5100))
    expect(r.state.phase).toBe('proving')
    expect(r.state.proof).toEqual({ seat: 1, bid: 7, moves: [] })
    expect(types(r.events)).toEqual(['proofStarted'])
    expect(E.deadline!(r.state)).toBeNull()
  })

  test('CM-8: a proof within the bid succeeds as soon as the board matches', () => {
    const s = startedNeeding(2)
    const line = optimalLine(s)
    const p = proving(s, 0, line.length + 2)
    const { state, events } = proveWith(p, 0, line)
    expect(state.phase).toBe('result')
    expect(events.filter((e) => e.type === 'moved').map((e) => e.type === 'moved' && e.count)).toEqual(line.map((_, i) => i + 1))
    expect(state.last).toMatchObject({ outcome: 'proved', seat: 0, bid: line.length + 2, moves: line, optimal: line.length, failure: null })
    expect(state.scores[0]).toEqual({ points: s.card!.points, proved: [s.card!.id], penalties: [] })
  })

  test('CM-5: a proved card says which turn of the card the board matched; a failed one names none', () => {
    const s = startedNeeding(2)
    const line = optimalLine(s)
    const { state } = proveWith(proving(s, 0, line.length + 2), 0, line)
    const board = parseBoard(s.config.side, state.board)
    const turns = board.ok ? matchingRotations(board.value, cardTask(cardById(s.card!.id)!, s.config.side)) : []
    expect(turns.length).toBeGreaterThan(0)
    expect(state.last?.rotation).toBe(turns[0])
    const conceded = play(proving(s, 0, line.length + 2), 0, { type: 'concede' }).state
    expect(conceded.last).toMatchObject({ outcome: 'failed', rotation: null })
  })

  test('CM-8: illegal moves cannot be made; only the prover moves', () => {
    const p = proving(startedNeeding(2), 0, 5)
    const board = must(parseBoard('fifteen', p.board))
    const legal = new Set(legalMoves(board).map(makeMove))
    const illegal = ['a1-a2', 'b1-b2', 'a1-c3', 'a3-a2', 'c1-b1'].find((m) => !legal.has(m))!
    const r = act(p, 0, { type: 'move', move: illegal })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.code).toBe('ILLEGAL_MOVE')
    expect(!r.ok && r.error.message).toMatch(/^That move is not allowed: /)
    const other = act(p, 1, { type: 'move', move: [...legal][0]! })
    expect(other).toEqual({ ok: false, error: { code: 'NOT_PROVER', message: 'Only the player proving the bid may move tokens or concede.' } })
    expect(act(p, 0, { type: 'move', move: 'zz' })).toMatchObject({ ok: false, error: { code: 'BAD_MOVE' } })
    // The prover is offered exactly the legal moves and conceding; nobody else anything.
    const key = (a: unknown) => JSON.stringify(a)
    const offered = E.legalActions(p, 0)
    expect(offered.at(-1)).toEqual({ type: 'concede' })
    expect(offered.map(key).sort()).toEqual([...legalMoves(board).map((m) => ({ type: 'move', move: makeMove(m) })), { type: 'concede' }].map(key).sort())
    expect(E.legalActions(p, 1)).toEqual([])
    expect(E.expire!(p, T0 + 999_999)).toEqual({ ok: false, error: { code: 'NOTHING_DUE', message: 'Nothing is waiting on the clock.' } })
    expect(act(startedNeeding(2), 0, { type: 'concede' })).toEqual({ ok: false, error: { code: 'WRONG_PHASE', message: 'Nobody is proving a bid now.' } })
  })

  test('CM-8: moves used up without a match fail the proof, and there is no undo', () => {
    const s = startedNeeding(3)
    const p = proving(s, 1, 2)
    const first = optimalLine(p)[0]!
    const mv = must(parseMove(first))
    // Moving the token straight back is a second move, not an undo: two moves spent, no match.
    const back = makeMove({ from: mv.to, to: mv.from })
    const { state, events } = proveWith(p, 1, [first, back])
    expect(events.map((e) => e.type)).toEqual(['moved', 'moved', 'cardResult'])
    expect(state.last).toMatchObject({ outcome: 'failed', failure: 'outOfMoves', seat: 1, moves: [first, back] })
    expect(state.scores[1]!.penalties).toEqual([s.card!.id])
  })

  test('CM-8: the prover may concede', () => {
    const p = proving(startedNeeding(2), 2, 9)
    const r = play(p, 2, { type: 'concede' })
    expect(r.state.last).toMatchObject({ outcome: 'failed', failure: 'conceded' })
    expect(r.state.scores[2]!.penalties.length).toBe(1)
  })

  test('CM-8: a bid of 0 is checked at once — a board that does not match is a penalty', () => {
    const s = startedNeeding(1)
    const r = play(s, 0, { type: 'bid', moves: 0 })
    expect(types(r.events)).toEqual(['bid', 'proofStarted', 'cardResult'])
    expect(r.state.last).toMatchObject({ outcome: 'failed', failure: 'zeroBid', bid: 0 })
  })

  test('CM-8: a bid of 0 on a board that already matches scores at once', () => {
    const s = startedNeeding(1)
    const solved = proveWith(proving(s, 0, 9), 0, optimalLine(s)).state
    // The next card on a board that happens to match it: put the solved card back on top.
    const again = { ...must(E.apply(solved, 0, { type: 'next', at: T0 + 60_000 })).state }
    again.card = s.card
    const r = play(again, 1, { type: 'bid', moves: 0 }, T0 + 61_000)
    expect(r.state.last).toMatchObject({ outcome: 'proved', seat: 1, moves: [] })
  })

  test('CM-8: a standing bid on a board that already matches is proved when its count ends', () => {
    const s = startedNeeding(1)
    const solved = proveWith(proving(s, 0, 9), 0, optimalLine(s)).state
    const again = must(E.apply(solved, 0, { type: 'next', at: T0 + 60_000 })).state
    again.card = s.card
    const bid = play(again, 2, { type: 'bid', moves: 3 }, T0 + 61_000).state
    const r = must(E.expire!(bid, T0 + 66_000))
    expect(types(r.events)).toEqual(['proofStarted', 'cardResult'])
    expect(r.state.last).toMatchObject({ outcome: 'proved', seat: 2, moves: [] })
  })

  test('CM-8: no bid within the set time sets the card aside unscored, with the solver\'s answer', () => {
    const s = startedNeeding(2, { noBidMs: 30_000 })
    expect(E.deadline!(s)).toBe(T0 + 30_000)
    expect(E.expire!(s, T0 + 29_999).ok).toBe(false)
    expect(E.expire!(s, T0 + 29_999)).toEqual({ ok: false, error: { code: 'NOT_YET', message: 'It is not time yet.' } })
    // A late tick changes nothing: the card is decided at its deadline, and shown from there.
    const r = must(E.expire!(s, T0 + 31_000))
    const line = optimalLine(s)
    expect(r.state.last).toEqual({ card: s.card, outcome: 'setAside', seat: null, bid: null, moves: [], failure: null, optimal: line.length, solution: line, startBoard: s.board, rotation: null })
    expect(r.state.resultUntil).toBe(T0 + 30_000 + 4000 + line.length * 700)
    expect(r.events).toEqual([{ to: 'all', event: { type: 'cardResult', result: r.state.last } }])
    expect(r.state.scores.every((x) => x.points === 0 && x.penalties.length === 0)).toBe(true)
    expect(r.state.board).toBe(s.board)
  })

  test('CM-8: the result names the solver\'s optimum and a line that really solves the card', () => {
    const s = startedNeeding(3)
    const r = play(proving(s, 0, 1), 0, { type: 'concede' })
    const { optimal, solution, startBoard } = r.state.last!
    let board = must(parseBoard('fifteen', startBoard))
    for (const m of solution) board = must(applyMove(board, must(parseMove(m))))
    expect(solution.length).toBe(optimal)
    expect(isSatisfied(board, cardTask(cardById(s.card!.id)!, 'fifteen'))).toBe(true)
  })
})

describe('carry-over and scoring', () => {
  test('CM-9: a failed proof leaves the board as it was left', () => {
    const s = startedNeeding(3)
    const p = proving(s, 0, 1)
    const move = optimalLine(p)[0]!
    const { state } = proveWith(p, 0, [move])
    expect(state.last?.outcome).toBe('failed')
    const left = state.board
    expect(left).not.toBe(s.board)
    const next = must(E.expire!(state, state.resultUntil))
    expect(next.state.board).toBe(left)
    expect(next.events[0]?.event).toMatchObject({ type: 'revealed', number: 2, board: left })
  })

  test('CM-9: a proved card leaves its matching board for the next card', () => {
    const s = startedNeeding(2)
    const { state } = proveWith(proving(s, 0, 9), 0, optimalLine(s))
    const next = play(state, 1, { type: 'next' }, T0 + 50_000)
    expect(next.state.board).toBe(state.board)
    expect(next.state.cardStart).toBe(state.board)
  })

  test('CM-10: the game ends when the last card is taken; most points wins', () => {
    // A game whose second card does not already match the board the first proof leaves.
    let s: BiddingState
    for (let i = 0; ; i++) {
      const first = started({ cards: 2 }, `two-${i}`)
      if (optimalLine(first).length === 0) continue
      s = proveWith(proving(first, 1, 20), 1, optimalLine(first)).state
      s = play(s, 0, { type: 'next' }, T0 + 40_000).state
      if (optimalLine(s).length > 0) break
    }
    expect(s.cardNumber).toBe(2)
    expect(E.outcome(s)).toBeNull()
    s = play(proving(s, 2, 20), 2, { type: 'concede' }, T0 + 50_000).state
    expect(E.outcome(s)).toBeNull()
    const end = must(E.expire!(s, s.resultUntil))
    const seat1 = s.scores[1]!.points
    expect(end.state.phase).toBe('over')
    expect(end.events.at(-1)?.event).toEqual({ type: 'ended', totals: [0, seat1, -1], penalties: [0, 0, 1], winners: [1] })
    expect(E.outcome(end.state)).toEqual({ winners: [1], scores: [0, seat1, -1], disqualified: [] })
    expect(E.legalActions(end.state, 0)).toEqual([])
    expect(act(end.state, 0, { type: 'bid', moves: 3 })).toEqual({ ok: false, error: { code: 'GAME_OVER', message: 'The game is over: every card has been taken.' } })
  })

  test.each([
    ['equal points: fewer penalty cards wins', [{ points: 3, penalties: 1 }, { points: 2, penalties: 0 }], [1]],
    ['equal points and penalties: shared victory', [{ points: 2, penalties: 1 }, { points: 2, penalties: 1 }], [0, 1]],
    ['most points wins outright', [{ points: 4, penalties: 2 }, { points: 1, penalties: 0 }], [0]],
  ])('CM-10: %s', (_, seats, winners) => {
    const s = started({ seats: 2, cards: 1 })
    const r = must(E.expire!(s, T0 + 120_000))
    const st = r.state
    st.scores = seats.map((x) => ({ points: x.points, proved: [], penalties: Array.from({ length: x.penalties }, () => 'c01') }))
    const end = must(E.expire!(st, st.resultUntil)).state
    expect(end.end?.winners).toEqual(winners)
  })
})

describe('views and actions', () => {
  test('no hidden information: every seat sees the same view, without the deck order', () => {
    const s = play(startedNeeding(2), 0, { type: 'bid', moves: 4 }).state
    const v = E.view(s, 'public')
    for (const seat of [0, 1, 2]) expect(E.view(s, seat)).toEqual(v)
    expect(v).not.toHaveProperty('deck')
    expect(v.cardsLeft).toBe(s.deck.length)
  })

  test('only the result display takes "next", and it reveals the next card at once', () => {
    const s = startedNeeding(2)
    expect(act(s, 0, { type: 'next' }).ok).toBe(false)
    const aside = must(E.expire!(s, T0 + 120_000)).state
    expect(E.legalActions(aside, 1)).toEqual([{ type: 'next' }])
    const r = play(aside, 1, { type: 'next' }, T0 + 121_000)
    expect(r.state.phase).toBe('bidding')
    expect(r.state.revealedAt).toBe(T0 + 121_000)
  })

  const arbAction: fc.Arbitrary<BiddingAction> = fc.oneof(
    fc.record({ type: fc.constant('bid' as const), moves: fc.integer({ min: -2, max: 35 }) }),
    fc.record({ type: fc.constant('move' as const), move: fc.oneof(fc.constantFrom(...legalMovesAll()), fc.string()) }),
    fc.constant({ type: 'concede' as const }),
    fc.constant({ type: 'next' as const }),
  )

  function legalMovesAll(): string[] {
    const out: string[] = []
    for (let from = 0; from < 9; from++) for (let to = 0; to < 9; to++) if (from !== to) out.push(makeMove({ from, to }))
    return out
  }

  test('illegal actions change nothing, legal ones never touch their input (random games)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('fifteen' as const, 'chess' as const),
        fc.array(fc.tuple(fc.integer({ min: -1, max: 3 }), arbAction, fc.integer({ min: 0, max: 8000 }), fc.boolean()), { maxLength: 40 }),
        (seed, side, steps) => {
          let s = started({ side, cards: 3 }, seed)
          let now = T0
          for (const [seat, action, wait, tick] of steps) {
            now += wait
            const before = JSON.stringify(s)
            const r = tick ? E.expire!(s, now) : E.apply(s, seat, { ...action, at: now })
            expect(JSON.stringify(s)).toBe(before)
            if (r.ok) s = r.value.state
            if (!r.ok) expect(r.error.message.length).toBeGreaterThan(10)
          }
        },
      ),
      { numRuns: 150 },
    )
  })

  test('a malformed action is refused with a message, never thrown', () => {
    const s = startedNeeding(2)
    for (const junk of [null, 7, {}, { type: 'fly' }, { type: 'bid' }, { type: 'bid', moves: '3' }, { type: 'bid', moves: 2.5 }, { type: 'move', move: 4 }, { type: 'bid', moves: 3, at: 'soon' }, { type: 'bid', moves: 3, at: Number.NaN }]) {
      const r = E.apply(s, 0, junk as unknown as BiddingAction)
      expect(r).toEqual({ ok: false, error: { code: 'BAD_ACTION', message: 'That is not an action this game knows.' } })
    }
    for (const seat of [3, 9, -1, 0.5]) expect(E.apply(s, seat, { type: 'bid', moves: 3 })).toEqual({ ok: false, error: { code: 'BAD_SEAT', message: `There is no seat ${seat} at this table.` } })
    // An action the host did not stamp counts at the latest time seen.
    const unstamped = must(E.apply(s, 2, { type: 'bid', moves: 3 }))
    expect(unstamped.state.standing).toEqual({ seat: 2, moves: 3, at: s.now })
  })
})
