import { describe, expect, test } from 'vitest'
import { cardsIn, FULL_DECK, type Card } from '../../cards'
import { eventsFor, type GameEvent, type Seat } from '../../engine'
import {
  fourDownEngine as engine,
  cardsOfFourDown,
  rowTotal,
  type FourDownAction,
  type FourDownConfig,
  type FourDownEvent,
  type FourDownState,
} from './engine'
import { fourDownGame } from './index'

type Events = GameEvent<FourDownEvent>[]

/**
 * A pack that starts with `top` (rows of the players from the one after the dealer, four each,
 * then the starter, then the stock top first) and goes on with every other card in deck order.
 */
function pack(top: Card[]): Card[] {
  return [...top, ...FULL_DECK.filter((c) => !top.includes(c))]
}

/** Dealer is the last seat, so seat 0 starts and its row is the first four cards. */
function start(top: Card[], extra: Partial<FourDownConfig> = {}): { state: FourDownState; events: Events } {
  const seats = extra.seats ?? 2
  const r = engine.setup({ seats, target: 100, dealer: seats - 1, deck: pack(top), ...extra }, 'fd')
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

function act(state: FourDownState, seat: Seat, action: FourDownAction): { state: FourDownState; events: Events } {
  const r = engine.apply(state, seat, action)
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
  return r.value
}

function refused(state: FourDownState, seat: Seat, action: unknown): string {
  const before = JSON.stringify(state)
  const r = engine.apply(state, seat, action as FourDownAction)
  expect(JSON.stringify(state)).toBe(before)
  if (r.ok) throw new Error('expected a refusal')
  expect(r.error.message.length).toBeGreaterThan(0)
  return r.error.code
}

const types = (events: Events): string[] => events.map((e) => e.event.type)
const find = <T extends FourDownEvent['type']>(events: Events, type: T) =>
  events.find((e) => e.event.type === type) as { to: Seat | 'all'; event: Extract<FourDownEvent, { type: T }> }

// Seat 0: 2S 3S 4S 5S, seat 1: 2H 3H 4H 5H, starter 9D, stock top 7C then whatever is listed next.
const ROWS: Card[] = ['2S', '3S', '4S', '5S', '2H', '3H', '4H', '5H', '9D']

describe('Four Down rulings', () => {
  test('FD-1: two to four players', () => {
    for (const seats of [1, 5]) expect(engine.setup({ seats, target: 100 }, 'x').ok).toBe(false)
    for (const seats of [2, 3, 4]) expect(engine.setup({ seats, target: 100 }, 'x').ok).toBe(true)
  })

  test('FD-1: an ace is 1, faces their value, J 11, Q 12, K 13, the king of diamonds 0, an empty slot 0', () => {
    let g = start(['AS', 'KD', 'KH', 'QS', 'JH', 'TC', '2C', '3C', '9D', '3D', 'KC'], { target: 1 })
    g = act(g.state, 0, { type: 'draw', from: 'stock' }) // 3D
    g = act(g.state, 0, { type: 'discard' })
    g = act(g.state, 1, { type: 'draw', from: 'stock' }) // KC
    g = act(g.state, 1, { type: 'match', target: { seat: 0, slot: 2 } })
    g = act(g.state, 1, { type: 'handOver', slot: 3 }) // 3C into seat 0's slot 3, seat 1's slot 4 empty
    g = act(g.state, 0, { type: 'call' })
    g = act(g.state, 1, { type: 'draw', from: 'stock' })
    g = act(g.state, 1, { type: 'discard' })
    const end = find(g.events, 'roundEnded').event
    expect(end.rows).toEqual([
      ['AS', 'KD', '3C', 'QS'],
      ['JH', 'TC', '2C', null],
    ])
    expect(end.scores).toEqual([1 + 0 + 3 + 12, 11 + 10 + 2])
  })

  test('FD-2: rows of four; the opening look shows slots 1 and 2 to their owner only', () => {
    const { state, events } = start(ROWS, { seats: 3, dealer: 2 })
    expect(state.rows.map((r) => r.length)).toEqual([4, 4, 4])
    expect(state.rows[0]).toEqual(['2S', '3S', '4S', '5S'])
    const looks = events.filter((e) => e.event.type === 'openingLook')
    expect(looks.map((e) => e.to)).toEqual([0, 1, 2])
    expect(looks[0]?.event).toEqual({ type: 'openingLook', seat: 0, cards: [{ slot: 0, card: '2S' }, { slot: 1, card: '3S' }] })
    for (let seat = 0; seat < 3; seat++) {
      const mine = cardsIn(eventsFor(events, seat))
      for (const other of [0, 1, 2].filter((s) => s !== seat)) for (const c of state.rows[other] ?? []) expect(mine.has(c as Card)).toBe(false)
      expect(mine.has(state.rows[seat]?.[2] as Card)).toBe(false)
      expect(mine.has(state.rows[seat]?.[3] as Card)).toBe(false)
    }
  })

  test('FD-2: the next card starts the discard pile face up and the rest is the stock', () => {
    const { state, events } = start(ROWS)
    expect(state.discard).toEqual(['9D'])
    expect(state.stock).toHaveLength(52 - 8 - 1)
    expect(find(events, 'dealt')).toEqual({ to: 'all', event: { type: 'dealt', round: 1, dealer: 1, first: 0, starter: '9D', slots: [4, 4], stock: 43 } })
    expect(types(events)).toEqual(['dealt', 'openingLook', 'openingLook', 'turn'])
    expect(events.at(-1)).toEqual({ to: 'all', event: { type: 'turn', seat: 0 } })
    expect(engine.view(state, 1)).toMatchObject({ discardTop: '9D', stock: 43 })
    // The fixed pack is spent on the deal: the state keeps no second copy of it.
    expect(state.config).toEqual({ seats: 2, target: 100, dealer: 1 })
    expect(engine.id).toBe('four-down')
  })

  test('FD-3: a card from the discard pile must replace one of yours, and the replaced card goes face up on the pile', () => {
    let g = start(ROWS)
    g = act(g.state, 0, { type: 'draw', from: 'discard' })
    // Everyone saw the card on the pile: the draw names it, and nothing goes to the drawer alone.
    expect(g.events).toEqual([{ to: 'all', event: { type: 'drew', seat: 0, from: 'discard', card: '9D' } }])
    expect(engine.legalActions(g.state, 0).every((a) => a.type === 'replace')).toBe(true)
    expect(refused(g.state, 0, { type: 'discard' })).toBe('MUST_REPLACE')
    expect(refused(g.state, 0, { type: 'match', target: { seat: 1, slot: 0 } })).toBe('MUST_REPLACE')
    g = act(g.state, 0, { type: 'replace', slot: 3 })
    expect(g.state.rows[0]).toEqual(['2S', '3S', '4S', '9D'])
    expect(g.state.discard).toEqual(['5S'])
    expect(find(g.events, 'replaced')).toEqual({ to: 'all', event: { type: 'replaced', seat: 0, slot: 3, card: '5S', placed: '9D' } })
  })

  test('FD-3: a stock card is shown to its drawer only and may be replaced, discarded, used or matched', () => {
    let g = start([...ROWS, '7C'])
    g = act(g.state, 0, { type: 'draw', from: 'stock' })
    expect(find(g.events, 'drew')).toEqual({ to: 'all', event: { type: 'drew', seat: 0, from: 'stock', card: null } })
    expect(find(g.events, 'holding')).toEqual({ to: 0, event: { type: 'holding', seat: 0, card: '7C' } })
    expect(engine.view(g.state, 0).drawn).toEqual({ from: 'stock', card: '7C' })
    expect(engine.view(g.state, 1).drawn).toEqual({ from: 'stock', card: null })
    expect(engine.view(g.state, 'public').drawn).toEqual({ from: 'stock', card: null })
    const kinds = new Set(engine.legalActions(g.state, 0).map((a) => a.type))
    expect(kinds).toEqual(new Set(['replace', 'discard', 'look', 'match']))
    const replaced = act(g.state, 0, { type: 'replace', slot: 2 })
    expect(replaced.state.rows[0]).toEqual(['2S', '3S', '7C', '5S'])
    expect(find(replaced.events, 'replaced').event.placed).toBeNull()
    const thrown = act(g.state, 0, { type: 'discard' })
    expect(thrown.state.discard).toEqual(['9D', '7C'])
  })

  test('FD-4: a 7 or an 8 looks at one of your own cards; the face goes to you alone', () => {
    let g = start([...ROWS, '8C'])
    g = act(g.state, 0, { type: 'draw', from: 'stock' })
    expect(refused(g.state, 0, { type: 'look', target: { seat: 1, slot: 0 } })).toBe('BAD_TARGET')
    g = act(g.state, 0, { type: 'look', target: { seat: 0, slot: 3 } })
    expect(find(g.events, 'looked')).toEqual({ to: 'all', event: { type: 'looked', seat: 0, target: { seat: 0, slot: 3 } } })
    expect(find(g.events, 'seen')).toEqual({ to: 0, event: { type: 'seen', seat: 0, target: { seat: 0, slot: 3 }, card: '5S' } })
    expect(cardsIn(eventsFor(g.events, 1)).has('5S')).toBe(false)
    expect(g.state.discard.at(-1)).toBe('8C')
    expect(g.state.turn).toBe(1)
  })

  test("FD-4: a 9 or a 10 looks at another player's card, never your own", () => {
    const nine = act(start([...ROWS, '9C']).state, 0, { type: 'draw', from: 'stock' })
    expect(engine.legalActions(nine.state, 0).filter((a) => a.type === 'look')).toEqual([0, 1, 2, 3].map((slot) => ({ type: 'look', target: { seat: 1, slot } })))
    expect(act(nine.state, 0, { type: 'look', target: { seat: 1, slot: 0 } }).events.map((e) => e.event)).toEqual([
      { type: 'looked', seat: 0, target: { seat: 1, slot: 0 } },
      { type: 'seen', seat: 0, target: { seat: 1, slot: 0 }, card: '2H' },
      { type: 'discarded', seat: 0, card: '9C' },
      { type: 'turn', seat: 1 },
    ])
    let g = start([...ROWS, 'TC'])
    g = act(g.state, 0, { type: 'draw', from: 'stock' })
    expect(refused(g.state, 0, { type: 'look', target: { seat: 0, slot: 0 } })).toBe('BAD_TARGET')
    g = act(g.state, 0, { type: 'look', target: { seat: 1, slot: 2 } })
    expect(find(g.events, 'seen')).toMatchObject({ to: 0, event: { card: '4H' } })
    expect(cardsIn(eventsFor(g.events, 1)).has('4H')).toBe(false)
  })

  test('FD-4: a jack or a queen swaps any two cards on the table unseen; everyone sees which', () => {
    let g = start([...ROWS, 'QC', 'JD'])
    g = act(g.state, 0, { type: 'draw', from: 'stock' })
    g = act(g.state, 0, { type: 'swap', a: { seat: 0, slot: 3 }, b: { seat: 1, slot: 0 } })
    expect(g.state.rows).toEqual([
      ['2S', '3S', '4S', '2H'],
      ['5S', '3H', '4H', '5H'],
    ])
    expect(g.events).toEqual([
      { to: 'all', event: { type: 'swapped', seat: 0, a: { seat: 0, slot: 3 }, b: { seat: 1, slot: 0 } } },
      { to: 'all', event: { type: 'discarded', seat: 0, card: 'QC' } },
      { to: 'all', event: { type: 'turn', seat: 1 } },
    ])
    g = act(g.state, 1, { type: 'draw', from: 'stock' })
    expect(refused(g.state, 1, { type: 'swap', a: { seat: 1, slot: 1 }, b: { seat: 1, slot: 1 } })).toBe('BAD_TARGET')
    g = act(g.state, 1, { type: 'swap', a: { seat: 1, slot: 1 }, b: { seat: 1, slot: 2 } })
    expect(g.state.rows[1]).toEqual(['5S', '4H', '3H', '5H'])
  })

  test('FD-4: a look or a swap needs a card in the slot: an empty slot, a slot past the row or a seat not at the table is refused', () => {
    // Seat 0 matches its own 4S away, leaving slot 3 (index 2) empty.
    let g = start([...ROWS, '4C', '8C', 'TC', 'QC'], { seats: 2 })
    g = act(g.state, 0, { type: 'draw', from: 'stock' })
    g = act(g.state, 0, { type: 'match', target: { seat: 0, slot: 2 } })
    g = act(g.state, 1, { type: 'draw', from: 'stock' }) // 8C: look at one's own
    const lookOwn = g.state
    g = act(g.state, 1, { type: 'discard' })
    g = act(g.state, 0, { type: 'draw', from: 'stock' }) // TC: look at another's
    for (const target of [{ seat: 0, slot: 2 }, { seat: 1, slot: 4 }, { seat: 2, slot: 0 }, { seat: 0, slot: -1 }]) {
      expect(refused(g.state, 0, { type: 'look', target })).toBe('BAD_SLOT')
    }
    expect(refused(g.state, 0, { type: 'look', target: null })).toBe('BAD_SLOT')
    // A seat number sent as text is no seat, though it would index the rows.
    expect(refused(g.state, 0, { type: 'look', target: { seat: '1', slot: 0 } })).toBe('BAD_SLOT')
    expect(refused(g.state, 0, { type: 'match', target: { seat: '1', slot: 0 } })).toBe('BAD_SLOT')
    expect(refused(lookOwn, 1, { type: 'look', target: { seat: 1, slot: 4 } })).toBe('BAD_SLOT')
    g = act(g.state, 0, { type: 'discard' })
    g = act(g.state, 1, { type: 'draw', from: 'stock' }) // QC: swap
    for (const [a, b] of [
      [{ seat: 0, slot: 2 }, { seat: 1, slot: 0 }],
      [{ seat: 1, slot: 0 }, { seat: 0, slot: 2 }],
      [{ seat: 1, slot: 0 }, { seat: 3, slot: 0 }],
      [{ seat: 1, slot: 0 }, { seat: 1, slot: 7 }],
      [null, { seat: 1, slot: 0 }],
    ]) {
      expect(refused(g.state, 1, { type: 'swap', a, b })).toBe('BAD_SLOT')
    }
    const swaps = engine.legalActions(g.state, 1).filter((a) => a.type === 'swap')
    // Seven cards on the table, any two of them.
    expect(swaps).toHaveLength(21)
    expect(swaps.some((a) => a.type === 'swap' && [a.a, a.b].some((r) => r.seat === 0 && r.slot === 2))).toBe(false)
  })

  test('FD-4: powers work only on a stock card that has one', () => {
    let g = start([...ROWS.slice(0, 8), '8D', '5C'])
    const fromPile = act(g.state, 0, { type: 'draw', from: 'discard' })
    expect(refused(fromPile.state, 0, { type: 'look', target: { seat: 0, slot: 2 } })).toBe('MUST_REPLACE')
    g = act(g.state, 0, { type: 'draw', from: 'stock' })
    expect(engine.legalActions(g.state, 0).some((a) => a.type === 'look' || a.type === 'swap')).toBe(false)
    expect(refused(g.state, 0, { type: 'look', target: { seat: 0, slot: 2 } })).toBe('NO_POWER')
    expect(refused(g.state, 0, { type: 'swap', a: { seat: 0, slot: 2 }, b: { seat: 1, slot: 2 } })).toBe('NO_POWER')
  })

  test('FD-5: a right match on your own card empties that slot for the rest of the round', () => {
    let g = start([...ROWS, '4C'])
    g = act(g.state, 0, { type: 'draw', from: 'stock' })
    g = act(g.state, 0, { type: 'match', target: { seat: 0, slot: 2 } })
    expect(g.state.rows[0]).toEqual(['2S', '3S', null, '5S'])
    expect(g.state.discard.slice(-2).sort()).toEqual(['4C', '4S'])
    expect(find(g.events, 'matched').to).toBe('all')
    expect(engine.view(g.state, 1).rows[0]).toEqual([null, null, 'empty', null])
    g = act(g.state, 1, { type: 'draw', from: 'discard' })
    expect(refused(g.state, 1, { type: 'replace', slot: 9 })).toBe('BAD_SLOT')
    g = act(g.state, 1, { type: 'replace', slot: 0 })
    g = act(g.state, 0, { type: 'draw', from: 'stock' })
    expect(engine.legalActions(g.state, 0).some((a) => a.type === 'replace' && a.slot === 2)).toBe(false)
    expect(refused(g.state, 0, { type: 'replace', slot: 2 })).toBe('BAD_SLOT')
    expect(refused(g.state, 0, { type: 'match', target: { seat: 0, slot: 2 } })).toBe('BAD_SLOT')
  })

  test('FD-5: all four kings match each other, the king of diamonds included', () => {
    let g = start(['KD', '3S', '4S', '5S', 'KH', '3H', '4H', '5H', '9D', 'KS', 'KC'])
    g = act(g.state, 0, { type: 'draw', from: 'stock' })
    g = act(g.state, 0, { type: 'match', target: { seat: 0, slot: 0 } })
    expect(g.state.rows[0]?.[0]).toBeNull()
    g = act(g.state, 1, { type: 'draw', from: 'stock' })
    g = act(g.state, 1, { type: 'match', target: { seat: 1, slot: 0 } })
    expect(g.state.rows[1]?.[0]).toBeNull()
  })

  test("FD-5: a right match on another's card: you fill their slot with a card of yours you choose, unseen, and yours is empty", () => {
    let g = start([...ROWS, '3C'])
    g = act(g.state, 0, { type: 'draw', from: 'stock' })
    g = act(g.state, 0, { type: 'match', target: { seat: 1, slot: 1 } })
    expect(g.state.phase).toBe('handOver')
    expect(g.state.rows[1]?.[1]).toBeNull()
    expect(engine.view(g.state, 1).hole).toEqual({ seat: 1, slot: 1 })
    expect(engine.legalActions(g.state, 0)).toEqual([0, 1, 2, 3].map((slot) => ({ type: 'handOver', slot })))
    expect(engine.legalActions(g.state, 1)).toEqual([])
    expect(refused(g.state, 1, { type: 'draw', from: 'stock' })).toBe('NOT_YOUR_TURN')
    g = act(g.state, 0, { type: 'handOver', slot: 3 })
    expect(g.state.rows).toEqual([
      ['2S', '3S', '4S', null],
      ['2H', '5S', '4H', '5H'],
    ])
    expect(find(g.events, 'handedOver')).toEqual({ to: 'all', event: { type: 'handedOver', seat: 0, slot: 3, to: { seat: 1, slot: 1 } } })
    expect(cardsIn(g.events.map((e) => e.event)).size).toBe(0)
    expect(g.state.turn).toBe(1)
  })

  test('FD-5: a wrong match shows the card to everyone, returns it, discards the drawn card and adds an unseen penalty card', () => {
    let g = start([...ROWS, '6C', 'AC'])
    g = act(g.state, 0, { type: 'draw', from: 'stock' })
    g = act(g.state, 0, { type: 'match', target: { seat: 1, slot: 3 } })
    expect(find(g.events, 'missed')).toEqual({
      to: 'all',
      event: { type: 'missed', seat: 0, target: { seat: 1, slot: 3 }, card: '5H', drawn: '6C' },
    })
    expect(g.state.rows[1]).toEqual(['2H', '3H', '4H', '5H'])
    expect(g.state.discard.at(-1)).toBe('6C')
    expect(g.state.rows[0]).toEqual(['2S', '3S', '4S', '5S', 'AC'])
    expect(find(g.events, 'penalty')).toEqual({ to: 'all', event: { type: 'penalty', seat: 0, slot: 4 } })
    for (const seat of [0, 1]) expect(cardsIn(eventsFor(g.events, seat)).has('AC')).toBe(false)
    expect(engine.view(g.state, 0).rows[0]).toEqual([null, null, null, null, null])
  })

  test('FD-5: no penalty card when the stock is empty, and the round ends with that turn', () => {
    const { state } = start([...ROWS, '6C'])
    const last: FourDownState = { ...state, stock: state.stock.slice(-1) }
    // The rest of the stock is parked on the discard pile so the pack stays whole.
    last.discard = [...state.stock.slice(0, -1), ...state.discard]
    let g = act(last, 0, { type: 'draw', from: 'stock' })
    g = act(g.state, 0, { type: 'match', target: { seat: 1, slot: 3 } })
    expect(find(g.events, 'penalty').event.slot).toBeNull()
    expect(g.state.history.at(-1)).toMatchObject({ endedBy: 'stockOut' })
    expect(g.state.lastRows?.[0]).toEqual(['2S', '3S', '4S', '5S'])
    expect(cardsOfFourDown(g.state)).toHaveLength(52)
  })

  test('FD-6: a call is made instead of drawing, once a round, and everybody else takes exactly one more turn', () => {
    let g = start(ROWS, { seats: 3, dealer: 2 })
    g = act(g.state, 0, { type: 'draw', from: 'stock' })
    expect(refused(g.state, 0, { type: 'call' })).toBe('WRONG_PHASE')
    g = act(g.state, 0, { type: 'discard' })
    g = act(g.state, 1, { type: 'call' })
    expect(g.events).toEqual([{ to: 'all', event: { type: 'called', seat: 1 } }, { to: 'all', event: { type: 'turn', seat: 2 } }])
    expect(g.state.turn).toBe(2)
    expect(engine.legalActions(g.state, 2).some((a) => a.type === 'call')).toBe(false)
    expect(refused(g.state, 2, { type: 'call' })).toBe('ALREADY_CALLED')
    g = act(g.state, 2, { type: 'draw', from: 'stock' })
    g = act(g.state, 2, { type: 'discard' })
    expect(g.state.round).toBe(1)
    g = act(g.state, 0, { type: 'draw', from: 'stock' })
    g = act(g.state, 0, { type: 'discard' })
    expect(find(g.events, 'roundEnded').event).toMatchObject({ round: 1, endedBy: 'call', caller: 1 })
    expect(g.state.round).toBe(2)
  })

  test('FD-6: matching away the last card of your row ends the round on the spot', () => {
    const { state } = start(ROWS, { seats: 3, dealer: 2 })
    const near: FourDownState = { ...state, rows: [[null, null, '4S', null], ...state.rows.slice(1)], caller: 2, turnsLeft: 2 }
    near.discard = [...state.discard, '2S', '3S', '5S']
    near.stock = state.stock.filter((c) => c !== '4C')
    near.stock.push('4C')
    expect(cardsOfFourDown(near).sort()).toEqual([...FULL_DECK].sort())
    let g = act(near, 0, { type: 'draw', from: 'stock' })
    g = act(g.state, 0, { type: 'match', target: { seat: 0, slot: 2 } })
    const end = find(g.events, 'roundEnded').event
    expect(end).toMatchObject({ endedBy: 'emptyRow', caller: 2 })
    expect(end.scores[0]).toBe(0)
    expect(types(g.events).slice(0, 2)).toEqual(['matched', 'roundEnded'])
  })

  test("FD-6: handing over your last card after matching another's also empties your row on the spot", () => {
    const { state } = start(ROWS)
    const near: FourDownState = { ...state, rows: [[null, null, null, '5S'], state.rows[1] as Card[]] }
    near.discard = [...state.discard, '2S', '3S', '4S']
    near.stock = state.stock.filter((c) => c !== '3D')
    near.stock.push('3D')
    expect(cardsOfFourDown(near).sort()).toEqual([...FULL_DECK].sort())
    let g = act(near, 0, { type: 'draw', from: 'stock' })
    g = act(g.state, 0, { type: 'match', target: { seat: 1, slot: 1 } })
    g = act(g.state, 0, { type: 'handOver', slot: 3 })
    expect(find(g.events, 'roundEnded').event).toMatchObject({ endedBy: 'emptyRow', scores: [0, 2 + 5 + 4 + 5] })
  })

  test('FD-6: the stock running out ends the round at the end of that turn; nothing is reshuffled', () => {
    const { state } = start(ROWS)
    const one: FourDownState = { ...state, stock: state.stock.slice(-1), discard: [...state.stock.slice(0, -1), ...state.discard] }
    let g = act(one, 0, { type: 'draw', from: 'stock' })
    expect(g.state.stock).toHaveLength(0)
    expect(g.state.phase).toBe('holding')
    g = act(g.state, 0, { type: 'discard' })
    expect(find(g.events, 'roundEnded').event.endedBy).toBe('stockOut')
    expect(g.state.round).toBe(2)
  })

  test('FD-7: round totals add up and the match ends after the round in which anyone reaches the target', () => {
    // Rows of 27 against 14; a target of 40 is crossed in the second round at the earliest.
    let g = start(ROWS, { target: 40 })
    const rounds: number[][] = []
    while (engine.outcome(g.state) === null) {
      g = act(g.state, g.state.turn, { type: 'call' })
      g = act(g.state, g.state.turn, { type: 'draw', from: 'stock' })
      g = act(g.state, g.state.turn, { type: 'discard' })
      const end = g.events.find((e) => e.event.type === 'roundEnded')?.event
      if (end?.type === 'roundEnded') {
        rounds.push(end.scores)
        const running = rounds.reduce((t, s) => t.map((x, i) => x + (s[i] as number)), [0, 0])
        expect(end.totals).toEqual(running)
        expect(g.state.phase === 'over').toBe(running.some((t) => t >= 40))
      }
    }
    expect(g.state.totals.some((t) => t >= 40)).toBe(true)
    expect(g.state.history).toHaveLength(rounds.length)
  })

  test('FD-7: a total reaching the target exactly ends the match, and the lowest total wins', () => {
    // Seat 0's row is 14, seat 1's 15; a target of 15 is met exactly by seat 1 alone.
    let g = start(['2S', '3S', '4S', '5S', '2H', '3H', '4H', '6H', '9D'], { target: 15 })
    g = act(g.state, 0, { type: 'call' })
    g = act(g.state, 1, { type: 'draw', from: 'stock' })
    g = act(g.state, 1, { type: 'discard' })
    expect(types(g.events)).toEqual(['discarded', 'roundEnded', 'matchEnded'])
    expect(find(g.events, 'matchEnded')).toEqual({ to: 'all', event: { type: 'matchEnded', totals: [14, 15], winners: [0] } })
    expect(g.state.phase).toBe('over')
    expect(engine.outcome(g.state)).toEqual({ winners: [0], scores: [14, 15], disqualified: [] })
    expect(engine.view(g.state, 'public')).toMatchObject({ phase: 'over', totals: [14, 15], round: 1 })
    // One short of the target, and the match goes on to a second round.
    const on = start(['2S', '3S', '4S', '5S', '2H', '3H', '4H', '6H', '9D'], { target: 16 })
    let h = act(on.state, 0, { type: 'call' })
    h = act(h.state, 1, { type: 'draw', from: 'stock' })
    h = act(h.state, 1, { type: 'discard' })
    expect(types(h.events)).not.toContain('matchEnded')
    expect(h.state).toMatchObject({ phase: 'draw', round: 2, totals: [14, 15] })
  })

  test('FD-7: the lowest total wins; equal lowest totals draw between exactly those players', () => {
    const { state } = start(ROWS, { seats: 3, dealer: 2 })
    const over: FourDownState = { ...state, phase: 'over', totals: [104, 60, 71] }
    expect(engine.outcome(over)).toEqual({ winners: [1], scores: [104, 60, 71], disqualified: [] })
    expect(engine.outcome({ ...over, totals: [60, 60, 101] })?.winners).toEqual([0, 1])
    expect(engine.outcome(state)).toBeNull()
  })

  test('FD-7: the deal rotates and the player after the dealer starts', () => {
    let g = start(ROWS, { seats: 3, dealer: 1 })
    expect(g.state.turn).toBe(2)
    expect(find(g.events, 'dealt').event).toMatchObject({ dealer: 1, first: 2 })
    g = act(g.state, 2, { type: 'call' })
    for (const seat of [0, 1]) {
      g = act(g.state, seat, { type: 'draw', from: 'stock' })
      g = act(g.state, seat, { type: 'discard' })
    }
    expect(g.state.round).toBe(2)
    expect(g.state.dealer).toBe(2)
    expect(g.state.turn).toBe(0)
    expect(find(g.events, 'dealt').event).toMatchObject({ round: 2, dealer: 2, first: 0 })
    expect(cardsOfFourDown(g.state).sort()).toEqual([...FULL_DECK].sort())
    // Seat 0 may deal round one too; seat 1 then starts.
    expect(start(ROWS, { seats: 3, dealer: 0 }).state).toMatchObject({ dealer: 0, turn: 1 })
  })
})

describe('FD-6/FD-7: whole matches', () => {
  test.each([
    [2, 'm2', 150],
    [3, 'm3', 150],
    [4, 'm4', 150],
  ] as const)('FD-7: %i players (%s) play rounds until a total reaches %i; the deal rotates and the lowest total wins', (seats, seed, target) => {
    const r = engine.setup({ seats, target }, seed)
    if (!r.ok) throw new Error(r.error.message)
    let { state } = r.value
    const events: FourDownEvent[] = eventsFor(r.value.events, 'public')
    for (let step = 0; engine.outcome(state) === null; step++) {
      if (step > 5000) throw new Error('not over after 5000 moves')
      const legal = engine.legalActions(state, state.turn)
      // A call only now and then, so rounds also end by an empty stock or an empty row.
      const calls = legal.filter((a) => a.type !== 'call' || step % 37 === 36)
      const g = act(state, state.turn, calls[(step * 7) % calls.length] as FourDownAction)
      events.push(...eventsFor(g.events, 'public'))
      state = g.state
    }
    const ends = events.flatMap((e) => (e.type === 'roundEnded' ? [e] : []))
    const deals = events.flatMap((e) => (e.type === 'dealt' ? [e] : []))
    expect(ends.map((e) => e.round)).toEqual(ends.map((_, i) => i + 1))
    expect(deals).toHaveLength(ends.length)
    deals.forEach((d, i) => {
      expect(d.round).toBe(i + 1)
      expect(d.first).toBe((d.dealer + 1) % seats)
      if (i > 0) expect(d.dealer).toBe(((deals[i - 1]?.dealer as number) + 1) % seats)
    })
    let running = Array.from({ length: seats }, () => 0)
    ends.forEach((e, i) => {
      expect(e.scores).toEqual(e.rows.map(rowTotal))
      running = running.map((t, seat) => t + (e.scores[seat] as number))
      expect(e.totals).toEqual(running)
      // Only the last round takes anyone to the target.
      expect(running.some((t) => t >= target)).toBe(i === ends.length - 1)
    })
    expect(new Set(ends.map((e) => e.endedBy)).size).toBeGreaterThan(1)
    const winners = running.flatMap((t, seat) => (t === Math.min(...running) ? [seat] : []))
    expect(events.filter((e) => e.type === 'matchEnded')).toEqual([{ type: 'matchEnded', totals: running, winners }])
    expect(events.at(-1)?.type).toBe('matchEnded')
    expect(engine.outcome(state)).toEqual({ winners, scores: running, disqualified: [] })
    expect(state.history.map((h) => h.scores)).toEqual(ends.map((e) => e.scores))
    expect(engine.view(state, 0)).toMatchObject({ phase: 'over', totals: running, lastRows: ends.at(-1)?.rows, round: ends.length })
    for (let seat = 0; seat < seats; seat++) expect(engine.legalActions(state, seat)).toEqual([])
    expect(cardsOfFourDown(state).sort()).toEqual([...FULL_DECK].sort())
  })

  test('FD-7: within a round the turn passes to the left, announced each time', () => {
    let g = start(ROWS, { seats: 4, dealer: 3 })
    const turns: number[] = [find(g.events, 'turn').event.seat]
    for (let i = 0; i < 6; i++) {
      g = act(g.state, g.state.turn, { type: 'draw', from: 'stock' })
      g = act(g.state, g.state.turn, { type: 'discard' })
      turns.push(find(g.events, 'turn').event.seat)
    }
    expect(turns).toEqual([0, 1, 2, 3, 0, 1, 2])
  })
})

describe('Four Down engine', () => {
  test('each field of a view, mid-turn and after a round', () => {
    let g = start([...ROWS, '3C', '7C'], { seats: 2, target: 50 })
    g = act(g.state, 0, { type: 'call' })
    g = act(g.state, 1, { type: 'draw', from: 'stock' })
    g = act(g.state, 1, { type: 'match', target: { seat: 0, slot: 1 } })
    const common = {
      seats: 2,
      target: 50,
      round: 1,
      dealer: 1,
      turn: 1,
      phase: 'handOver',
      rows: [[null, 'empty', null, null], [null, null, null, null]],
      stock: 42,
      discardTop: '3C',
      discardCount: 3,
      drawn: null,
      hole: { seat: 0, slot: 1 },
      caller: 0,
      turnsLeft: 1,
      totals: [0, 0],
      history: [],
      lastRows: null,
    }
    for (const viewer of [0, 1, 'public'] as const) expect(engine.view(g.state, viewer)).toEqual({ viewer, ...common })
    g = act(g.state, 1, { type: 'handOver', slot: 0 })
    // The call's one more turn is spent: the round is scored and the next one dealt.
    expect(engine.view(g.state, 'public')).toMatchObject({
      round: 2,
      dealer: 0,
      turn: 1,
      phase: 'draw',
      caller: null,
      turnsLeft: 0,
      hole: null,
      drawn: null,
      totals: [2 + 4 + 5 + 2, 3 + 4 + 5],
      history: [{ round: 1, dealer: 1, caller: 0, endedBy: 'call', scores: [13, 12] }],
      lastRows: [['2S', '2H', '4S', '5S'], [null, '3H', '4H', '5H']],
    })
    const drew = act(g.state, 1, { type: 'draw', from: 'discard' })
    expect(engine.view(drew.state, 0).drawn).toEqual({ from: 'discard', card: drew.state.drawn?.card })
  })

  test('the same seed deals the same match; the first dealer is drawn by lot', () => {
    const a = engine.setup({ seats: 4, target: 100 }, 'seed-1')
    const b = engine.setup({ seats: 4, target: 100 }, 'seed-1')
    expect(a).toEqual(b)
    const dealers = new Set(Array.from({ length: 40 }, (_, i) => (engine.setup({ seats: 4, target: 100 }, `s${i}`) as { ok: true; value: { state: FourDownState } }).value.state.dealer))
    expect(dealers.size).toBe(4)
  })

  test.each([
    ['no configuration at all', null],
    ['a target below 1', { seats: 2, target: 0 }],
    ['a dealer who is not seated', { seats: 2, target: 100, dealer: 2 }],
    ['a deck missing a card', { seats: 2, target: 100, deck: FULL_DECK.slice(1) }],
    ['a deck with a card twice', { seats: 2, target: 100, deck: [...FULL_DECK.slice(1), 'KS'] }],
    ['a deck with something that is not a card', { seats: 2, target: 100, deck: [...FULL_DECK.slice(1), 'ZZ'] }],
    ['a deck that is not a list', { seats: 2, target: 100, deck: 'all of them' }],
    // As long as a pack, but text: its length alone must not pass for a list of cards.
    ['a deck of text as long as a pack', { seats: 2, target: 100, deck: 'x'.repeat(52) }],
    ['a dealer below 0', { seats: 2, target: 100, dealer: -1 }],
    ['a fractional dealer', { seats: 3, target: 100, dealer: 0.5 }],
    ['one player', { seats: 1, target: 100 }],
    ['a fractional target', { seats: 2, target: 50.5 }],
  ])('setup refuses %s, saying why', (_, config) => {
    const r = engine.setup(config as FourDownConfig, 'x')
    expect(r).toMatchObject({ ok: false, error: { code: 'BAD_CONFIG' } })
    if (!r.ok) expect(r.error.message).toMatch(/^(Four Down needs|The target must|The dealer must|A fixed deck must)/)
  })

  test.each([
    ['out of turn', 1, { type: 'draw', from: 'stock' }, 'NOT_YOUR_TURN'],
    ['nonsense', 0, { type: 'shuffle' }, 'BAD_ACTION'],
    ['not an object', 0, 7, 'BAD_ACTION'],
    ['a draw from nowhere', 0, { type: 'draw', from: 'hat' }, 'BAD_ACTION'],
    ['a replace before drawing', 0, { type: 'replace', slot: 0 }, 'WRONG_PHASE'],
    ['a hand-over with no hole', 0, { type: 'handOver', slot: 0 }, 'WRONG_PHASE'],
    ['a discard before drawing', 0, { type: 'discard' }, 'WRONG_PHASE'],
    ['a look before drawing', 0, { type: 'look', target: { seat: 1, slot: 0 } }, 'WRONG_PHASE'],
    ['a swap before drawing', 0, { type: 'swap', a: { seat: 0, slot: 0 }, b: { seat: 1, slot: 0 } }, 'WRONG_PHASE'],
    ['a match before drawing', 0, { type: 'match', target: { seat: 1, slot: 0 } }, 'WRONG_PHASE'],
  ])('an illegal action is an error value and changes nothing: %s', (_, seat, action, code) => {
    const { state } = start(ROWS)
    expect(refused(state, seat as Seat, action)).toBe(code)
  })

  test('the refusals say why in words', () => {
    const { state } = start(ROWS)
    const drawn = act(state, 0, { type: 'draw', from: 'stock' }).state
    const said = (s: FourDownState, action: unknown) => {
      const r = engine.apply(s, 0, action as FourDownAction)
      return r.ok ? null : r.error.message
    }
    expect(said(drawn, { type: 'replace', slot: 'first' })).toBe('Choose one of your slots.')
    expect(said(drawn, { type: 'replace', slot: 7 })).toBe('There is no card in that slot.')
    expect(said(state, { type: 'discard' })).toBe('Take a card first.')
    expect(said(drawn, { type: 'draw', from: 'stock' })).toBe('You have already taken a card this turn.')
    expect(said(drawn, { type: 'call' })).toBe('You can only call before taking a card.')
    // A pile with nothing on it cannot be drawn from.
    const bare: FourDownState = { ...state, discard: [], stock: [...state.stock, ...state.discard] }
    expect(engine.apply(bare, 0, { type: 'draw', from: 'discard' })).toEqual({ ok: false, error: { code: 'EMPTY_PILE', message: 'The discard pile is empty.' } })
    expect(engine.legalActions(bare, 0)).toEqual([{ type: 'draw', from: 'stock' }, { type: 'call' }])
  })

  test('X-2: the table waits on the turn\'s player whatever they are doing, and on nobody once the match is over', () => {
    const { state } = start([...ROWS, '7C'], { seats: 3 })
    expect(fourDownGame.actingSeat(state)).toBe(0)
    const holding = act(state, 0, { type: 'draw', from: 'stock' }).state
    expect(fourDownGame.actingSeat(holding)).toBe(0)
    const next = act(holding, 0, { type: 'discard' }).state
    expect(fourDownGame.actingSeat(next)).toBe(1)
    expect(fourDownGame.actingSeat({ ...next, phase: 'over' })).toBeNull()
  })

  test('a finished match refuses everything and offers nothing', () => {
    const { state } = start(ROWS)
    const over: FourDownState = { ...state, phase: 'over' }
    expect(engine.legalActions(over, 0)).toEqual([])
    expect(refused(over, 0, { type: 'call' })).toBe('GAME_OVER')
  })

  test('views hide every face-down card, the stock order and the generator', () => {
    const { state } = start(ROWS)
    for (const viewer of [0, 1, 'public'] as const) {
      const v = engine.view(state, viewer)
      expect([...cardsIn(v)]).toEqual(['9D'])
      expect(v).not.toHaveProperty('rng')
      expect(typeof v.stock).toBe('number')
      expect(v.rows).toEqual([
        [null, null, null, null],
        [null, null, null, null],
      ])
    }
  })

  test('the score table keeps every round; the last rows stay face up for the result screen', () => {
    let g = start(ROWS)
    g = act(g.state, 0, { type: 'call' })
    g = act(g.state, 1, { type: 'draw', from: 'stock' })
    g = act(g.state, 1, { type: 'discard' })
    const v = engine.view(g.state, 1)
    expect(v.history).toEqual([{ round: 1, dealer: 1, caller: 0, endedBy: 'call', scores: [14, 14] }])
    expect(v.lastRows).toEqual([
      ['2S', '3S', '4S', '5S'],
      ['2H', '3H', '4H', '5H'],
    ])
  })
})
