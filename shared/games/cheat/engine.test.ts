import { describe, expect, test } from 'vitest'
import { FULL_DECK, rankOf, type Card, type Rank } from '../../cards'
import { eventsFor, type Seat } from '../../engine'
import { cheatEngine as engine, nextDealer, nextRank, sortCards, type CheatAction, type CheatEvent, type CheatState } from './engine'
import { cheatGame } from './index'
import { cheatTable } from './test-support'

const config = (seats: number, extra: Partial<{ dealer: Seat; challengeMs: number }> = {}) => ({ seats, challengeMs: 3000, ...extra })

function start(seats = 4, seed = 'cheat', extra = {}): CheatState {
  const r = engine.setup(config(seats, extra), seed)
  if (!r.ok) throw new Error(r.error.message)
  return r.value.state
}

/** A hand-made table: `hands` for seats 0.., seat 0 to claim `required`, pile as given. */
const table = (hands: Card[][], required: Rank = 'A', pile: Card[] = []): CheatState => cheatTable(hands, { required, pile })

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

  test.each([2, 7, 3.5])('CH-1: %d players are refused', (seats) => {
    expect(engine.setup(config(seats), 'x')).toEqual({ ok: false, error: { code: 'BAD_SEATS', message: 'Cheat is for 3 to 6 players.' } })
  })

  test('CH-1: the deal is announced with every hand\'s size, and each hand goes to its owner alone, sorted', () => {
    const r = engine.setup(config(5, { dealer: 3 }), 'sizes')
    if (!r.ok) throw new Error(r.error.message)
    const { state, events } = r.value
    // 52 cards round five seats from the dealer's left: seats 4 and 0 get the spare two.
    expect(events[0]).toEqual({ to: 'all', event: { type: 'dealt', dealer: 3, handSizes: [11, 10, 10, 10, 11] } })
    expect(events.slice(1).map((e) => e.to)).toEqual([0, 1, 2, 3, 4])
    for (const e of events.slice(1)) {
      if (e.event.type !== 'hand' || e.to === 'all') throw new Error('a hand expected')
      expect(e.event.seat).toBe(e.to)
      expect(e.event.cards).toEqual(engine.view(state, e.to).hand)
      expect([...e.event.cards].sort()).toEqual([...(state.hands[e.to] ?? [])].sort())
    }
    expect(state).toMatchObject({ pile: [], window: null, lastReveal: null, winner: null, claims: 0, challenges: 0, caught: 0, challengeMs: 3000 })
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
    expect(nextDealer({ ...first, dealer: 4 })).toBe(0)
    for (const dealer of [5, -1, 1.5]) {
      expect(engine.setup(config(5, { dealer }), 'x')).toEqual({ ok: false, error: { code: 'BAD_DEALER', message: 'The dealer must be one of the seats.' } })
    }
    expect(start(5, 'x', { dealer: 0 }).dealer).toBe(0)
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

  test('CH-3: a window shorter than 3 s is refused; 3 s itself is fine', () => {
    for (const challengeMs of [2999, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(engine.setup(config(4, { challengeMs }), 'x')).toEqual({ ok: false, error: { code: 'BAD_WINDOW', message: 'The challenge window lasts at least 3 seconds.' } })
    }
    expect(engine.setup(config(4, { challengeMs: 3000 }), 'x').ok).toBe(true)
  })
})

describe('CH-2 claims', () => {
  const t = table([['AS', 'AH', '2S', '3S', '4S', '5S'], ['6S', '7S'], ['8S', '9S'], ['TS', 'JS']])

  test.each([
    ['no cards', [] as Card[], 'BAD_COUNT'],
    ['five cards', ['AS', 'AH', '2S', '3S', '4S'] as Card[], 'BAD_COUNT'],
    ['a card not held', ['KD'] as Card[], 'NOT_IN_HAND'],
    ['held cards with one not held', ['AS', 'AH', 'KD'] as Card[], 'NOT_IN_HAND'],
    ['another seat\'s card', ['AS', '6S'] as Card[], 'NOT_IN_HAND'],
    ['the same card twice', ['AS', 'AS'] as Card[], 'BAD_COUNT'],
    ['something that is not a card', ['AS', 'ZZ'] as Card[], 'BAD_COUNT'],
    ['no list', 'AS' as unknown as Card[], 'BAD_COUNT'],
  ])('CH-2: a claim of %s is refused', (_, cards, code) => {
    const r = engine.apply(t, 0, claim(cards))
    expect(r).toMatchObject({ ok: false, error: { code, message: code === 'BAD_COUNT' ? 'Put down 1 to 4 different cards.' : 'You can only put down cards you hold.' } })
  })

  test('CH-2: the largest claim, four cards, is taken and announced', () => {
    const { state, events } = act(t, 0, claim(['AS', 'AH', '2S', '3S'], 500))
    expect(events).toEqual([{ to: 'all', event: { type: 'claimed', seat: 0, rank: 'A', count: 4, pileSize: 4, lastCard: false, closesAt: 3500 } }])
    expect(state.hands[0]).toEqual(['4S', '5S'])
    expect(state.window).toEqual({ claimant: 0, rank: 'A', count: 4, closesAt: 3500, accepted: [], calls: [] })
    expect(state.claims).toBe(1)
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

  test('CH-2: four of a kind and more are offered up to four cards, never five', () => {
    const claims = (hand: Card[]) => engine.legalActions(table([hand, ['3S'], ['4S']]), 0).map((a) => (a.type === 'claim' ? a.cards : []))
    // A×1–4 alone, and A×0–3 with the 2.
    const quads = claims(['AS', 'AH', 'AD', 'AC', '2S'])
    expect(quads.map((c) => c.join(' ')).sort()).toEqual(['2S', 'AS', 'AS 2S', 'AS AH', 'AS AH 2S', 'AS AH AD', 'AS AH AD 2S', 'AS AH AD AC'])
    // Five different ranks: 5 + 10 + 10 + 5 choices of one to four.
    const five = claims(['AS', '2S', '3H', '4H', '5D'])
    expect(five).toHaveLength(30)
    expect(Math.max(...five.map((c) => c.length))).toBe(4)
    expect(five.every((a) => a.length > 0)).toBe(true)
  })

  test('CH-2: out of turn is refused', () => {
    const r = engine.apply(t, 1, claim(['6S']))
    expect(r).toEqual({ ok: false, error: { code: 'NOT_YOUR_TURN', message: 'It is not your turn to put cards down.' } })
    expect(engine.legalActions(t, 1)).toEqual([])
  })

  test.each([
    ['a seat past the last', 4],
    ['seat 9', 9],
    ['a seat below 0', -1],
    ['a fractional seat', 1.5],
  ])('%s can neither claim, call nor accept, and is offered nothing', (_, seat) => {
    const open = act(t, 0, claim(['AS'])).state
    for (const [state, action] of [[t, claim(['AS'])], [open, call()], [open, accept()]] as const) {
      expect(engine.apply(state, seat, action)).toEqual({ ok: false, error: { code: 'BAD_SEAT', message: 'There is no such seat at this table.' } })
      expect(engine.legalActions(state, seat)).toEqual([])
    }
  })

  test.each([
    ['no time', { type: 'call' }],
    ['a time that is not a number', { type: 'call', at: 'soon' }],
    ['an endless time', { type: 'accept', at: Number.POSITIVE_INFINITY }],
  ])('an action carrying %s is refused', (_, action) => {
    const open = act(t, 0, claim(['AS'])).state
    expect(engine.apply(open, 1, action as unknown as CheatAction)).toEqual({ ok: false, error: { code: 'BAD_TIME', message: 'The action carries no time.' } })
  })

  test('not an action at all is refused', () => {
    for (const action of [null, undefined, 'claim', 7]) {
      expect(engine.apply(t, 0, action as unknown as CheatAction)).toEqual({ ok: false, error: { code: 'BAD_ACTION', message: 'That is not something you can do in Cheat.' } })
    }
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
    expect(engine.apply(state, 0, call())).toEqual({ ok: false, error: { code: 'OWN_CLAIM', message: 'You cannot answer your own claim.' } })
    expect(engine.apply(state, 0, accept()).ok).toBe(false)
    expect(engine.legalActions(state, 0)).toEqual([])
    for (const s of [1, 2, 3]) expect(engine.legalActions(state, s).map((a) => a.type)).toEqual(['call', 'accept'])
    const late = engine.apply(state, 2, call(3001))
    expect(late).toEqual({ ok: false, error: { code: 'WINDOW_CLOSED', message: 'The challenge window has closed.' } })
    expect(engine.apply(state, 2, accept(3001)).ok).toBe(false)
  })

  test('CH-3: the window\'s closing instant: a call stamped with it still counts, and the next claim may come at it', () => {
    const { state } = act(table(hands, 'A'), 0, claim(['AS'], 1000))
    const called = act(state, 2, call(4000))
    expect(called.events).toEqual([{ to: 'all', event: { type: 'called', seat: 2, at: 4000 } }])
    expect(engine.apply(state, 1, accept(4000)).ok).toBe(true)
    const next = act(state, 1, claim(['2S'], 4000))
    // The claim stands first, then the new one is announced.
    expect(next.events.map((e) => e.event)).toEqual([
      { type: 'stood', claimant: 0 },
      { type: 'claimed', seat: 1, rank: '2', count: 1, pileSize: 2, lastCard: false, closesAt: 7000 },
    ])
  })

  test('CH-3: nothing is due before the window closes; at its instant the claim stands', () => {
    const { state } = act(table(hands, 'A'), 0, claim(['AS'], 1000))
    expect(engine.expire?.(state, 3999)).toEqual({ ok: false, error: { code: 'NOT_YET', message: 'The challenge window is still open.' } })
    const stood = engine.expire?.(state, 4000)
    expect(stood?.ok && stood.value.events).toEqual([{ to: 'all', event: { type: 'stood', claimant: 0 } }])
    expect(stood?.ok && stood.value.state).toMatchObject({ window: null, winner: null, pile: ['AS'], turn: 1, required: '2' })
    expect(engine.expire?.(table(hands), 0)).toEqual({ ok: false, error: { code: 'NOTHING_PENDING', message: 'Nothing is waiting on the clock.' } })
    expect(engine.deadline?.(table(hands))).toBeNull()
  })

  test('CH-3: answering twice, or accepting once a call is in, is refused; after a call only calls are offered', () => {
    const { state } = act(table(hands, 'A'), 0, claim(['AS'], 0))
    const accepted = act(state, 1, accept(10))
    expect(accepted.events).toEqual([{ to: 'all', event: { type: 'accepted', seat: 1 } }])
    expect(accepted.state.window?.accepted).toEqual([1])
    expect(engine.legalActions(accepted.state, 1)).toEqual([])
    for (const again of [accept(20), call(20)]) {
      expect(engine.apply(accepted.state, 1, again)).toEqual({ ok: false, error: { code: 'ALREADY_ANSWERED', message: 'You have already answered this claim.' } })
    }
    const called = act(accepted.state, 2, call(30)).state
    expect(engine.apply(called, 2, call(30))).toMatchObject({ ok: false, error: { code: 'ALREADY_ANSWERED' } })
    expect(engine.legalActions(called, 2)).toEqual([])
    expect(engine.legalActions(called, 3)).toEqual([{ type: 'call', at: 0 }])
    expect(engine.apply(called, 3, accept(30))).toEqual({ ok: false, error: { code: 'CHALLENGE_PENDING', message: 'A challenge is being settled.' } })
    // The next claimant waits for the challenge, even once the window's time is up.
    expect(engine.apply(called, 1, claim(['2S'], 5000))).toEqual({ ok: false, error: { code: 'CHALLENGE_PENDING', message: 'A challenge is being settled.' } })
  })

  test('CH-3: before the window closes the next claim waits; with no claim there is nothing to answer', () => {
    const { state } = act(table(hands, 'A'), 0, claim(['AS'], 1000))
    expect(engine.apply(state, 1, claim(['2S'], 3999))).toEqual({ ok: false, error: { code: 'WINDOW_OPEN', message: 'Wait until the challenge window closes.' } })
    for (const action of [call(), accept()]) {
      expect(engine.apply(table(hands), 1, action)).toEqual({ ok: false, error: { code: 'NO_CLAIM', message: 'There is no claim to answer.' } })
    }
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

  test('CH-3: a true claim: the challenger takes the pile, and the claimant, cards still in hand, has not won', () => {
    const t = table(hands, 'A', ['7H'])
    const { state, events } = settle(act(act(t, 0, claim(['AS'])).state, 3, call()).state)
    expect(state.hands[3]).toEqual(expect.arrayContaining(['7H', 'AS']))
    expect(events).toEqual([
      { to: 'all', event: { type: 'revealed', claimant: 0, caller: 3, rank: 'A', cards: ['AS'], honest: true, taker: 3 } },
      { to: 'all', event: { type: 'pileTaken', seat: 3, count: 2 } },
      { to: 3, event: { type: 'received', seat: 3, cards: ['AS', '7H'] } },
    ])
    expect(state).toMatchObject({ winner: null, window: null, pile: [], challenges: 1, caught: 0, turn: 1, required: '2' })
    expect(state.lastReveal).toEqual({ claimant: 0, caller: 3, rank: 'A', cards: ['AS'], honest: true, taker: 3 })
    expect(engine.outcome(state)).toBeNull()
    expect(engine.view(state, 'public').lastReveal).toEqual(state.lastReveal)
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

  test('CH-3: clockwise from the claimant, not seat order: seat 3 before seat 0 when seat 2 claimed', () => {
    const t = { ...table(hands, '3'), turn: 2 }
    const claimed = act(t, 2, claim(['8C'])).state
    for (const order of [[0, 3], [3, 0]]) {
      let s = claimed
      for (const seat of order) s = act(s, seat, call(700)).state
      expect(engine.view(s, 'public').window?.callers).toEqual(order)
      const { state } = settle(s)
      expect(state.lastReveal).toEqual({ claimant: 2, caller: 3, rank: '3', cards: ['8C'], honest: false, taker: 2 })
    }
    // Seat 3 claims: seat 0 is next clockwise, then 1, then 2.
    const last = act({ ...table(hands, '4'), turn: 3 }, 3, claim(['4S'])).state
    for (const [first, other] of [[1, 0], [2, 0], [2, 1]] as const) {
      const s = act(act(last, first, call(700)).state, other, call(700)).state
      expect(settle(s).state.lastReveal).toMatchObject({ claimant: 3, caller: other, honest: true, taker: other })
    }
  })

  test('CH-3: an earlier call beats clockwise priority, and a later one comes too late', () => {
    const t = { ...table(hands, '3'), turn: 2 }
    const claimed = act(t, 2, claim(['3S'])).state
    const one = act(claimed, 1, call(400)).state
    const late = engine.apply(one, 3, call(401))
    expect(late).toEqual({ ok: false, error: { code: 'TOO_LATE', message: 'Someone called Cheat first.' } })
    // A call stamped earlier than the first one in still counts, and settles at its own instant.
    const earlier = act(one, 3, call(300)).state
    expect(engine.deadline?.(earlier)).toBe(300)
    expect(settle(earlier).state.lastReveal?.caller).toBe(3)
    expect(engine.deadline?.(one)).toBe(400)
    expect(settle(one).state.hands[1]).toContain('3S')
  })

  test('CH-5: when every opponent has said "no call", the window closes at once and the next claim may come', () => {
    let s = act(table(hands, 'A'), 0, claim(['AS'])).state
    s = act(s, 1, accept()).state
    s = act(s, 2, accept()).state
    expect(s.window).not.toBeNull()
    const last = act(s, 3, accept())
    expect(last.events.map((e) => e.event)).toEqual([{ type: 'accepted', seat: 3 }, { type: 'stood', claimant: 0 }])
    expect(last.state.window).toBeNull()
    expect(last.state.winner).toBeNull()
    expect(last.state.turn).toBe(1)
    expect(engine.legalActions(last.state, 1).length).toBeGreaterThan(0)
    // Well before the window's set time (claimed at 0, open for 3 s).
    expect(engine.apply(last.state, 1, claim(['2S'], 10)).ok).toBe(true)
  })
})

describe('CH-4 last card', () => {
  const hands: Card[][] = [['AS'], ['2S', '2H'], ['3S', '8C'], ['4S', '8D']]

  test('CH-4: the window waits for every opponent; all accepting makes the winner', () => {
    let s = act(table(hands), 0, claim(['AS'], 0)).state
    expect(engine.deadline?.(s)).toBeNull()
    expect(engine.outcome(s)).toBeNull()
    expect(engine.view(s, 'public').window).toEqual({ claimant: 0, rank: 'A', count: 1, closesAt: null, accepted: [], callers: [], lastCard: true })
    const blocked = engine.apply(s, 1, claim(['2S'], 99_999))
    expect(blocked).toEqual({ ok: false, error: { code: 'LAST_CARD_PENDING', message: 'Everyone must first answer the last card.' } })
    expect(engine.expire?.(s, 99_999)).toMatchObject({ ok: false, error: { code: 'NOTHING_PENDING' } })
    s = act(s, 1, accept(50_000)).state
    s = act(s, 2, accept(60_000)).state
    expect(engine.outcome(s)).toBeNull()
    const { state, events } = act(s, 3, accept(70_000))
    expect(engine.outcome(state)).toEqual({ winners: [0], scores: [1, 0, 0, 0], disqualified: [] })
    expect(eventsFor(events, 'public')).toEqual([{ type: 'accepted', seat: 3 }, { type: 'stood', claimant: 0 }, { type: 'won', seat: 0, hands: state.hands.map(sortCards) }])
    expect(engine.view(state, 1).winner).toBe(0)
  })

  test('CH-4: at the win every hand turns over for the whole table: in the win itself and in every view (issue 21 finding 5)', () => {
    const s = act(act(table(hands), 0, claim(['AS'])).state, 2, call()).state
    expect(engine.view(s, 'public').finalHands).toBeNull()
    const { state } = settle(s)
    const all = state.hands.map(sortCards)
    expect(all.flat().length).toBeGreaterThan(0)
    for (const viewer of ['public', 0, 1, 2, 3] as const) expect(engine.view(state, viewer).finalHands).toEqual(all)
  })

  test('CH-4: a verified last card wins', () => {
    const s = act(act(table(hands), 0, claim(['AS'])).state, 2, call()).state
    const { state, events } = settle(s)
    expect(events.at(-1)).toEqual({ to: 'all', event: { type: 'won', seat: 0, hands: state.hands.map(sortCards) } })
    expect(state.winner).toBe(0)
    expect(state.hands[2]).toContain('AS')
    expect(engine.legalActions(state, 1)).toEqual([])
  })

  test('CH-4: a caught last card takes the pile and play goes on', () => {
    const t = table([['KS'], ['2S', '2H'], ['3S', '8C'], ['4S', '8D']], 'A', ['9H'])
    const { state, events } = settle(act(act(t, 0, claim(['KS'])).state, 3, call()).state)
    expect(events.map((e) => e.event.type)).toEqual(['revealed', 'pileTaken', 'received'])
    expect(state.caught).toBe(1)
    expect(state.winner).toBeNull()
    expect(state.hands[0]?.sort()).toEqual(['9H', 'KS'])
    expect(state.turn).toBe(1)
    expect(state.required).toBe('2')
  })
})

describe('CH-1 … CH-4: whole games', () => {
  // Honest when it can be (every held card of the rank), else one card as a lie. Everyone accepts,
  // except a last card, which the claimant's left neighbour calls.
  function playOut(seats: number, seed: string) {
    let state = start(seats, seed)
    const first = state
    const claims: { seat: Seat; rank: Rank; cards: Card[] }[] = []
    const events: CheatEvent[] = []
    let at = 0
    for (let step = 0; engine.outcome(state) === null; step++) {
      if (step > 2000) throw new Error('not over after 2000 steps')
      at += 10
      const w = state.window
      let r
      if (!w) {
        const hand = state.hands[state.turn] ?? []
        const honest = hand.filter((c) => rankOf(c) === state.required).slice(0, 4)
        const cards = honest.length > 0 ? honest : [hand[0] as Card]
        claims.push({ seat: state.turn, rank: state.required, cards })
        r = engine.apply(state, state.turn, claim(cards, at))
      } else if (w.calls.length > 0) r = engine.expire?.(state, at)
      else if (w.closesAt === null) r = engine.apply(state, (w.claimant + 1) % seats, call(at))
      else {
        const next = [...Array(seats).keys()].find((s) => s !== w.claimant && !w.accepted.includes(s)) as Seat
        r = engine.apply(state, next, accept(at))
      }
      if (!r?.ok) throw new Error(r ? r.error.code : 'no expire')
      events.push(...eventsFor(r.value.events, 'public'))
      state = r.value.state
    }
    return { first, state, claims, events }
  }

  test.each([[3, 'g3'], [4, 'g4'], [6, 'g6']] as const)('CH-1/CH-3/CH-4: %i players (%s) play to a winner with an empty hand, every rank in turn', (seats, seed) => {
    const { first, state, claims, events } = playOut(seats, seed)
    const winner = state.winner as Seat
    expect(state.hands[winner]).toEqual([])
    expect(engine.outcome(state)).toEqual({ winners: [winner], scores: state.hands.map((_, s) => (s === winner ? 1 : 0)), disqualified: [] })
    expect(events.filter((e) => e.type === 'won')).toEqual([{ type: 'won', seat: winner, hands: state.hands.map(sortCards) }])
    expect(events.at(-1)).toEqual({ type: 'won', seat: winner, hands: state.hands.map(sortCards) })
    // The dealer's left opens with an ace; then each claim is the left neighbour's, the next rank.
    expect(claims[0]).toMatchObject({ seat: (first.dealer + 1) % seats, rank: 'A' })
    for (let i = 1; i < claims.length; i++) {
      expect(claims[i]?.seat).toBe(((claims[i - 1]?.seat as Seat) + 1) % seats)
      expect(claims[i]?.rank).toBe(nextRank(claims[i - 1]?.rank as Rank))
    }
    expect(state.claims).toBe(claims.length)
    expect(state.challenges).toBe(events.filter((e) => e.type === 'revealed').length)
    expect(state.caught).toBe(events.filter((e) => e.type === 'revealed' && !e.honest).length)
    expect(state.hands.flat().length + state.pile.length).toBe(52)
    for (let s = 0; s < seats; s++) expect(engine.legalActions(state, s)).toEqual([])
    expect(engine.apply(state, state.turn, claim([state.hands[state.turn]?.[0] as Card]))).toEqual({ ok: false, error: { code: 'GAME_OVER', message: 'The game is over.' } })
    expect(cheatGame.rematchConfig?.(state)).toEqual({ dealer: (first.dealer + 1) % seats })
  })
})

describe('views and errors', () => {
  test('each field of a view: the table, the viewer\'s hand, the open window and the latest reveal', () => {
    const t = { ...table([['AS', 'KD', '5S'], ['2S', '2H', '9D'], ['3S', '8C', '9C']], 'A', ['7H']), dealer: 2 }
    let s = act(t, 0, claim(['KD', 'AS'], 100)).state
    s = act(s, 1, accept(200)).state
    const common = { seats: 3, dealer: 2, challengeMs: 3000, handSizes: [1, 3, 3], pileSize: 3, required: '2', turn: 1, lastReveal: null, winner: null, finalHands: null }
    const window = { claimant: 0, rank: 'A', count: 2, closesAt: 3100, accepted: [1], callers: [], lastCard: false }
    expect(engine.view(s, 0)).toEqual({ viewer: 0, hand: ['5S'], window, ...common })
    expect(engine.view(s, 2)).toEqual({ viewer: 2, hand: ['3S', '8C', '9C'], window, ...common })
    expect(engine.view(s, 'public')).toEqual({ viewer: 'public', hand: null, window, ...common })
    s = act(s, 2, call(300)).state
    expect(engine.view(s, 'public').window?.callers).toEqual([2])
    s = settle(s).state
    expect(engine.view(s, 1)).toEqual({
      ...common,
      viewer: 1,
      hand: ['2H', '2S', '9D'],
      handSizes: [4, 3, 3],
      pileSize: 0,
      window: null,
      lastReveal: { claimant: 0, caller: 2, rank: 'A', cards: ['KD', 'AS'], honest: false, taker: 0 },
    })
  })

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
    expect(cheatGame.tableConfig?.(4, { windowMs: 9000, callWindowMs: 1000 })).toEqual({ seats: 4, challengeMs: 3000 })
  })

  test('X-2: once the claim stands the next claimant is waited on; once someone has won, nobody', () => {
    const s = table([['AS', '5S'], ['2S', '6S'], ['3S']])
    const open = act(s, 0, claim(['AS'], 0)).state
    const stood = settle(open).state
    expect(stood.window).toBeNull()
    expect(cheatGame.actingSeat(stood)).toBe(1)
    expect(cheatGame.actingSeat({ ...stood, winner: 2 })).toBeNull()
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
})
