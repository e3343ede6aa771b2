import { describe, expect, test } from 'vitest'
import { FULL_DECK, rankOf, type Card, type Rank } from '../../cards'
import { eventsFor, type Seat } from '../../engine'
import { assertCardGameLaws } from '../../../tests/unit/card-game-laws'
import { cheatEngine as engine, nextDealer, nextRank, type CheatAction, type CheatState } from './engine'
import { cheatGame } from './index'

const config = (seats: number, extra: Partial<{ dealer: Seat; challengeMs: number }> = {}) => ({ seats, challengeMs: 3000, ...extra })

function start(seats = 4, seed = 'cheat', extra = {}): CheatState {
  const r = engine.setup(config(seats, extra), seed)
  if (!r.ok) throw new Error(r.error.message)
  return r.value.state
}

/** A hand-made table: `hands` for seats 0.., seat 0 to claim `required`, pile as given. */
function table(hands: Card[][], required: Rank = 'A', pile: Card[] = []): CheatState {
  return {
    seats: hands.length,
    challengeMs: 3000,
    dealer: hands.length - 1,
    hands,
    pile,
    required,
    turn: 0,
    window: null,
    lastReveal: null,
    winner: null,
    claims: 0,
    challenges: 0,
    caught: 0,
  }
}

function act(state: CheatState, seat: Seat, action: CheatAction) {
  const r = engine.apply(state, seat, action)
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
  return r.value
}

function settle(state: CheatState) {
  const due = engine.deadline?.(state)
  if (due === null || due === undefined) throw new Error('nothing due')
  const r = engine.expire?.(state, due)
  if (!r?.ok) throw new Error('expire refused')
  return r.value
}

const claim = (cards: Card[], at = 0): CheatAction => ({ type: 'claim', cards, at })
const call = (at = 100): CheatAction => ({ type: 'call', at })
const accept = (at = 100): CheatAction => ({ type: 'accept', at })

describe('CH-1 table and deal', () => {
  test.each([3, 4, 5, 6])('CH-1: %i players are dealt all 52 cards from the dealer\'s left', (seats) => {
    const r = engine.setup(config(seats), 'deal')
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const { state, events } = r.value
    expect(state.hands.flat().sort()).toEqual([...FULL_DECK].sort())
    const sizes = state.hands.map((h) => h.length)
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1)
    // The spare cards go to the first seats dealt: the dealer's left onwards.
    expect(sizes[(state.dealer + 1) % seats]).toBe(Math.max(...sizes))
    for (let s = 0; s < seats; s++) expect(eventsFor(events, s)).toContainEqual({ type: 'hand', seat: s, cards: expect.any(Array) })
  })

  test.each([2, 7])('CH-1: %i players are refused', (seats) => {
    const r = engine.setup(config(seats), 'x')
    expect(r.ok ? null : r.error.code).toBe('BAD_SEATS')
  })

  test('CH-1: the dealer is chosen by lot, the same for the same seed', () => {
    const dealers = new Set(Array.from({ length: 40 }, (_, i) => start(4, `lot${i}`).dealer))
    expect(dealers.size).toBe(4)
    expect(start(4, 'same').dealer).toBe(start(4, 'same').dealer)
  })

  test('CH-1: the dealer rotates left: the next game passes the dealer on', () => {
    const first = start(5, 'rot')
    const second = start(5, 'rot2', { dealer: nextDealer(first) })
    expect(second.dealer).toBe((first.dealer + 1) % 5)
    expect(engine.setup(config(5, { dealer: 5 }), 'x').ok).toBe(false)
  })

  test('CH-1: the dealer\'s left opens with an ace', () => {
    const s = start(4, 'open', { dealer: 2 })
    expect(s.turn).toBe(3)
    expect(s.required).toBe('A')
    expect(engine.legalActions(s, 3).length).toBeGreaterThan(0)
    expect(engine.legalActions(s, 0)).toEqual([])
  })

  test('CH-1: ranks run A, 2 … 10, J, Q, K and wrap to A', () => {
    const seen: Rank[] = ['A']
    while (seen.length < 14) seen.push(nextRank(seen[seen.length - 1] as Rank))
    expect(seen.join('')).toBe('A23456789TJQKA')
  })

  test('CH-3: a window shorter than 3 s is refused', () => {
    const r = engine.setup(config(4, { challengeMs: 2999 }), 'x')
    expect(r.ok ? null : r.error.code).toBe('BAD_WINDOW')
  })
})

describe('CH-2 claims', () => {
  const t = table([['AS', 'AH', '2S', '3S', '4S', '5S'], ['6S', '7S'], ['8S', '9S'], ['TS', 'JS']])

  test.each([
    ['no cards', [] as Card[], 'BAD_COUNT'],
    ['five cards', ['AS', 'AH', '2S', '3S', '4S'] as Card[], 'BAD_COUNT'],
    ['a card not held', ['KD'] as Card[], 'NOT_IN_HAND'],
    ['the same card twice', ['AS', 'AS'] as Card[], 'BAD_COUNT'],
  ])('CH-2: a claim of %s is refused', (_, cards, code) => {
    const r = engine.apply(t, 0, claim(cards))
    expect(r.ok ? null : r.error.code).toBe(code)
  })

  test('CH-2: the claim names the required rank and the true count, lies included', () => {
    const { state, events } = act(t, 0, claim(['AS', '2S', '3S']))
    expect(events).toContainEqual({ to: 'all', event: expect.objectContaining({ type: 'claimed', seat: 0, rank: 'A', count: 3 }) })
    expect(state.pile).toEqual(['AS', '2S', '3S'])
    expect(state.required).toBe('2')
  })

  test('CH-2: there is no passing', () => {
    const kinds = new Set(engine.legalActions(t, 0).map((a) => a.type))
    expect([...kinds]).toEqual(['claim'])
    const r = engine.apply(t, 0, { type: 'pass', at: 0 } as unknown as CheatAction)
    expect(r.ok ? null : r.error.code).toBe('BAD_ACTION')
  })

  test('CH-2: every 1–4 card choice up to suits is offered', () => {
    const sizes = engine.legalActions(table([['AS', 'AH', '2S'], ['3S'], ['4S']]), 0).map((a) => (a.type === 'claim' ? a.cards.length : 0))
    // {A}, {A,A}, {A,2}, {A,A,2}, {2}
    expect(sizes.sort()).toEqual([1, 1, 2, 2, 3])
  })

  test('CH-2: out of turn is refused', () => {
    const r = engine.apply(t, 1, claim(['6S']))
    expect(r.ok ? null : r.error.code).toBe('NOT_YOUR_TURN')
  })
})

describe('CH-3 challenge window', () => {
  const hands: Card[][] = [['AS', 'KD', '5S', '6S'], ['2S', '2H', '9D'], ['3S', '8C', '9C'], ['4S', '8D', 'JC']]

  test('CH-3: the window lasts the set time; the next player waits for it', () => {
    const { state } = act(table(hands, 'A'), 0, claim(['AS'], 1000))
    expect(engine.deadline?.(state)).toBe(4000)
    expect(engine.legalActions(state, 1).map((a) => a.type)).not.toContain('claim')
    const early = engine.apply(state, 1, claim(['2S'], 3999))
    expect(early.ok ? null : early.error.code).toBe('WINDOW_OPEN')
    const late = engine.apply(state, 1, claim(['2S'], 4000))
    expect(late.ok).toBe(true)
    const stood = settle(state)
    expect(stood.events).toContainEqual({ to: 'all', event: { type: 'stood', claimant: 0 } })
    expect(stood.state.window).toBeNull()
  })

  test('CH-3: any opponent may call, the claimant may not, and not after the window', () => {
    const { state } = act(table(hands, 'A'), 0, claim(['AS'], 0))
    expect(engine.apply(state, 0, call()).ok).toBe(false)
    for (const s of [1, 2, 3]) expect(engine.legalActions(state, s).map((a) => a.type)).toEqual(['call', 'accept'])
    const late = engine.apply(state, 2, call(3001))
    expect(late.ok ? null : late.error.code).toBe('WINDOW_CLOSED')
  })

  test('CH-3: a lie caught: the claimant takes the whole pile; only the latest group is shown', () => {
    const t = table(hands, 'A', ['7H', '7D', 'QS'])
    const called = act(act(t, 0, claim(['AS', 'KD'])).state, 2, call()).state
    const { state, events } = settle(called)
    expect(state.hands[0]?.sort()).toEqual(['5S', '6S', '7D', '7H', 'AS', 'KD', 'QS'].sort())
    expect(state.pile).toEqual([])
    expect(eventsFor(events, 'public')).toContainEqual(expect.objectContaining({ type: 'revealed', cards: ['AS', 'KD'], honest: false, taker: 0 }))
    // The older pile cards go to the taker alone.
    expect(eventsFor(events, 'public').some((e) => e.type === 'received')).toBe(false)
    expect(eventsFor(events, 0)).toContainEqual({ type: 'received', seat: 0, cards: expect.arrayContaining(['QS', '7H']) })
    expect(state.caught).toBe(1)
  })

  test('CH-3: a true claim: the challenger takes the pile', () => {
    const t = table(hands, 'A', ['7H'])
    const { state, events } = settle(act(act(t, 0, claim(['AS'])).state, 3, call()).state)
    expect(state.hands[3]).toEqual(expect.arrayContaining(['7H', 'AS']))
    expect(eventsFor(events, 3)).toContainEqual({ type: 'received', seat: 3, cards: ['AS', '7H'] })
  })

  test('CH-3: after a challenge the claimant\'s left neighbour claims the next rank', () => {
    const t = table(hands, 'A')
    for (const caller of [1, 2]) {
      const { state } = settle(act(act(t, 0, claim(['KD'])).state, caller, call()).state)
      expect(state.turn).toBe(1)
      expect(state.required).toBe('2')
    }
  })

  test('CH-3: simultaneous calls go to the first caller clockwise from the claimant', () => {
    // Seat 2 claims; seats 1 and 0 call at the same instant, 1 reaching the host first.
    const t = { ...table(hands, '3'), turn: 2 }
    const claimed = act(t, 2, claim(['3S'])).state
    const one = act(claimed, 1, call(500)).state
    const both = act(one, 0, call(500)).state
    const { state, events } = settle(both)
    expect(eventsFor(events, 'public')).toContainEqual(expect.objectContaining({ type: 'revealed', caller: 0, honest: true, taker: 0 }))
    expect(state.hands[0]).toContain('3S')
  })

  test('CH-3: an earlier call beats clockwise priority, and a later one comes too late', () => {
    const t = { ...table(hands, '3'), turn: 2 }
    const claimed = act(t, 2, claim(['3S'])).state
    const one = act(claimed, 1, call(400)).state
    const late = engine.apply(one, 3, call(401))
    expect(late.ok ? null : late.error.code).toBe('TOO_LATE')
    expect(engine.deadline?.(one)).toBe(400)
    expect(settle(one).state.hands[1]).toContain('3S')
  })

  test('CH-3: when every opponent accepts, the window closes at once', () => {
    let s = act(table(hands, 'A'), 0, claim(['AS'])).state
    s = act(s, 1, accept()).state
    s = act(s, 2, accept()).state
    const last = act(s, 3, accept())
    expect(last.state.window).toBeNull()
    expect(last.state.turn).toBe(1)
    expect(engine.legalActions(last.state, 1).length).toBeGreaterThan(0)
  })
})

describe('CH-4 last card', () => {
  const hands: Card[][] = [['AS'], ['2S', '2H'], ['3S', '8C'], ['4S', '8D']]

  test('CH-4: the window waits for every opponent; all accepting makes the winner', () => {
    let s = act(table(hands), 0, claim(['AS'], 0)).state
    expect(engine.deadline?.(s)).toBeNull()
    expect(engine.outcome(s)).toBeNull()
    const blocked = engine.apply(s, 1, claim(['2S'], 99_999))
    expect(blocked.ok ? null : blocked.error.code).toBe('LAST_CARD_PENDING')
    s = act(s, 1, accept(50_000)).state
    s = act(s, 2, accept(60_000)).state
    expect(engine.outcome(s)).toBeNull()
    const { state, events } = act(s, 3, accept(70_000))
    expect(engine.outcome(state)).toEqual({ winners: [0], scores: [1, 0, 0, 0], disqualified: [] })
    expect(eventsFor(events, 'public')).toContainEqual({ type: 'won', seat: 0 })
  })

  test('CH-4: a verified last card wins', () => {
    const s = act(act(table(hands), 0, claim(['AS'])).state, 2, call()).state
    const { state } = settle(s)
    expect(state.winner).toBe(0)
    expect(state.hands[2]).toContain('AS')
    expect(engine.legalActions(state, 1)).toEqual([])
  })

  test('CH-4: a caught last card takes the pile and play goes on', () => {
    const t = table([['KS'], ['2S', '2H'], ['3S', '8C'], ['4S', '8D']], 'A', ['9H'])
    const { state } = settle(act(act(t, 0, claim(['KS'])).state, 3, call()).state)
    expect(state.winner).toBeNull()
    expect(state.hands[0]?.sort()).toEqual(['9H', 'KS'])
    expect(state.turn).toBe(1)
    expect(state.required).toBe('2')
  })
})

describe('views and errors', () => {
  test('a seat sees its own hand sorted and only the sizes of others; the public sees no hand', () => {
    const s = start(4, 'view')
    const v = engine.view(s, 1)
    expect(v.hand).toEqual([...(s.hands[1] ?? [])].sort((a, b) => 'A23456789TJQK'.indexOf(rankOf(a)) - 'A23456789TJQK'.indexOf(rankOf(b)) || a.localeCompare(b)))
    expect(v.handSizes).toEqual(s.hands.map((h) => h.length))
    expect(engine.view(s, 'public').hand).toBeNull()
    expect(JSON.stringify(engine.view(act(s, s.turn, claim([s.hands[s.turn]?.[0] as Card])).state, 'public'))).not.toMatch(/"pile"/)
  })

  test('X-2: the table waits on the claimant-to-be alone; a challenge window is open to every seat', () => {
    const s = table([['AS', '5S'], ['2S'], ['3S']])
    expect(cheatGame.actingSeat(s)).toBe(0)
    const open = act(s, 0, claim(['AS'])).state
    expect(cheatGame.actingSeat(open)).toBeNull()
    expect(engine.legalActions(open, 1).every((a) => cheatGame.isOpenAction(a))).toBe(true)
    expect(cheatGame.isOpenAction(claim(['2S']))).toBe(false)
    expect(cheatGame.tableConfig?.(4, { windowMs: 1000 })).toEqual({ seats: 4, challengeMs: 3000 })
  })

  test('self-play figures: turns per game, how often claims are challenged and how often rightly', () => {
    const a = { ...table([[], [], []]), claims: 10, challenges: 4, caught: 1 }
    const b = { ...table([[], [], []]), claims: 30, challenges: 6, caught: 4 }
    expect(cheatGame.selfplayStats([a, b])).toEqual({ turnsPerGame: 20, challengeRate: 0.25, challengeSuccessRate: 0.5 })
  })

  test('a finished game refuses everything and nothing is due', () => {
    const s = { ...table([['AS'], ['2S'], ['3S']]), winner: 0 }
    expect(engine.apply(s, 1, claim(['2S'])).ok).toBe(false)
    expect(engine.deadline?.(s)).toBeNull()
    expect(engine.expire?.(s, 0).ok).toBe(false)
  })

  test('property: cards are conserved, refused actions change nothing, no view shows an unsent face', () => {
    assertCardGameLaws(cheatGame, {
      seats: [3, 4, 5, 6],
      games: 40,
      maxStepMs: 4000,
      junk: [null, 'claim', { type: 'pass' }, { type: 'claim', cards: ['ZZ'] }, { type: 'claim', cards: 'AS' }, { type: 'call', at: 'soon' }, { type: 'claim', cards: ['AS', 'AS'] }],
    })
  })
})
