import { describe, expect, test } from 'vitest'
import { cardsIn, FULL_DECK, type Card } from '../../cards'
import { eventsFor, type GameEvent, type Seat } from '../../engine'
import { checkEngine as engine, cardsOfCheck, handTotal } from './engine'
import { checkGame } from './index'
import type { CheckAction, CheckEvent, CheckState } from './types'

const WINDOW = 5000

// A table laid out by hand: given grids, discard pile and the next cards off the draw pile
// (first = drawn first); every other card goes under them, so the 52 stay accounted for.
function table(opts: { grids: Card[][]; discard?: Card[]; next?: Card[]; starter?: Seat; windowMs?: number }): CheckState {
  const started = engine.setup({ seats: opts.grids.length, windowMs: opts.windowMs ?? WINDOW }, 'table')
  if (!started.ok) throw new Error(started.error.message)
  const used = new Set<Card>([...opts.grids.flat(), ...(opts.discard ?? []), ...(opts.next ?? [])])
  const rest = FULL_DECK.filter((c) => !used.has(c))
  return {
    ...started.value.state,
    grids: opts.grids.map((g) => g.slice()),
    discardPile: (opts.discard ?? []).slice(),
    drawPile: [...rest, ...(opts.next ?? []).slice().reverse()],
    turn: { seat: opts.starter ?? 0, number: 1, final: false, drawn: null, from: null },
  }
}

interface Run {
  state: CheckState
  events: GameEvent<CheckEvent>[]
}

function act(state: CheckState, seat: Seat, action: CheckAction): Run {
  const r = engine.apply(state, seat, action)
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
  return r.value
}

function rejects(state: CheckState, seat: Seat, action: unknown, code: string): void {
  const before = JSON.stringify(state)
  const r = engine.apply(state, seat, action as CheckAction)
  expect(r.ok ? 'accepted' : r.error.code).toBe(code)
  if (!r.ok) expect(r.error.message.length).toBeGreaterThan(5)
  expect(JSON.stringify(state)).toBe(before)
}

const types = (run: Run, seat: Seat | 'public' = 'public'): string[] => eventsFor(run.events, seat).map((e) => e.type)

// Seat 0 draws `card` from the pile and discards it at time `at`: the window opens on it.
function discardDrawn(state: CheckState, at = 0): CheckState {
  const drew = act(state, state.turn.seat, { type: 'draw', from: 'pile', at })
  return act(drew.state, state.turn.seat, { type: 'discard', at }).state
}

// Handy hands: seat grids of four.
const A: Card[] = ['2S', '3S', '4S', '5S']
const B: Card[] = ['2H', '3H', '4H', '5H']
const C: Card[] = ['2D', '3D', '4D', '5D']

describe('CK-1 table', () => {
  test.each([1, 7, 2.5])('CK-1: %s seats are refused', (seats) => {
    const r = engine.setup({ seats, windowMs: WINDOW }, 's')
    expect(r.ok ? 'ok' : r.error.code).toBe('BAD_CONFIG')
  })

  test.each([2, 3, 4, 5, 6])('CK-1: %i players can sit down', (seats) => {
    const r = engine.setup({ seats, windowMs: WINDOW }, 's')
    expect(r.ok).toBe(true)
  })

  test('CK-1: the discard pile starts empty and the first player must draw from the draw pile', () => {
    const r = engine.setup({ seats: 3, windowMs: WINDOW }, 'first')
    if (!r.ok) throw new Error()
    const s = r.value.state
    expect(s.discardPile).toEqual([])
    expect(engine.legalActions(s, s.turn.seat).filter((a) => a.type === 'draw')).toEqual([{ type: 'draw', from: 'pile' }])
    rejects(s, s.turn.seat, { type: 'draw', from: 'discard' }, 'DISCARD_EMPTY')
  })

  test('CK-1: values are A −1, number cards face, J 11, Q 12, K 13', () => {
    const s = table({ grids: [['AS', '7H', 'JD', 'QC'], ['KS', 'TH', '2D', '9C']] })
    const over = act(s, 0, { type: 'check' })
    // Seat 1 takes the final turn: draws and discards a card that matches nothing.
    const end = act(act(over.state, 1, { type: 'draw', from: 'pile' }).state, 1, { type: 'discard' })
    let state = end.state
    while (state.phase === 'window') state = act(state, 1, { type: 'pass' }).state
    expect(engine.outcome(state)?.scores).toEqual([-1 + 7 + 11 + 12, 13 + 10 + 2 + 9])
  })
})

describe('CK-2 grid', () => {
  test('CK-2: four cards each, and the opening look shows each owner only their bottom two', () => {
    const r = engine.setup({ seats: 3, windowMs: WINDOW }, 'peek')
    if (!r.ok) throw new Error()
    const { state, events } = r.value
    expect(state.grids.map((g) => g.length)).toEqual([4, 4, 4])
    for (let seat = 0; seat < 3; seat++) {
      const peeks = eventsFor(events, seat).filter((e) => e.type === 'initialPeek')
      expect(peeks).toEqual([{ type: 'initialPeek', seat, slots: [2, 3], cards: [state.grids[seat]?.[2], state.grids[seat]?.[3]] }])
    }
    expect(events.filter((e) => e.event.type === 'initialPeek').every((e) => e.to !== 'all')).toBe(true)
    expect(cardsIn(eventsFor(events, 'public')).size).toBe(0)
    expect(cardsIn(engine.view(state, 0)).size).toBe(0)
  })

  test('CK-2: a penalty card goes into a new slot beyond the four', () => {
    const s = discardDrawn(table({ grids: [A, B], next: ['9C', 'KD'] }))
    const miss = act(s, 1, { type: 'match', slot: 0 })
    expect(miss.state.grids[1]).toEqual([...B, 'KD'])
    expect(types(miss)).toContain('penalty')
  })
})

describe('CK-3 turn', () => {
  test('CK-3: a card from the draw pile is seen by the drawer only', () => {
    const s = table({ grids: [A, B], next: ['9C'] })
    const r = act(s, 0, { type: 'draw', from: 'pile' })
    expect(cardsIn(eventsFor(r.events, 0)).has('9C')).toBe(true)
    expect(cardsIn(eventsFor(r.events, 1)).has('9C')).toBe(false)
    expect(engine.view(r.state, 0).turn.drawn).toBe('9C')
    expect(engine.view(r.state, 1).turn.drawn).toBeNull()
    expect(engine.view(r.state, 1).turn.hasDrawn).toBe(true)
  })

  test('CK-3: tucking puts the replaced card face up on the discard pile', () => {
    const s = table({ grids: [A, B], next: ['9C'] })
    const r = act(act(s, 0, { type: 'draw', from: 'pile' }).state, 0, { type: 'tuck', slot: 1 })
    expect(r.state.grids[0]).toEqual(['2S', '9C', '4S', '5S'])
    expect(engine.view(r.state, 1).discardTop).toBe('3S')
    expect(r.state.phase).toBe('window')
  })

  test('CK-3: a card taken from the discard pile must be tucked in', () => {
    const s = table({ grids: [A, B], discard: ['6C'] })
    const r = act(s, 0, { type: 'draw', from: 'discard' })
    expect(engine.view(r.state, 1).turn.drawn).toBe('6C')
    rejects(r.state, 0, { type: 'discard' }, 'MUST_TUCK')
    expect(engine.legalActions(r.state, 0).every((a) => a.type === 'tuck')).toBe(true)
  })

  test('CK-3: only the turn player draws, once', () => {
    const s = table({ grids: [A, B] })
    rejects(s, 1, { type: 'draw', from: 'pile' }, 'NOT_YOUR_TURN')
    const drew = act(s, 0, { type: 'draw', from: 'pile' })
    rejects(drew.state, 0, { type: 'draw', from: 'pile' }, 'ALREADY_DREW')
    rejects(s, 0, { type: 'tuck', slot: 0 }, 'NOTHING_DRAWN')
  })
})

// Seat 0 tucks the drawn `9C` over its slot 0, which holds `special`: its ability goes on the stack.
function replaceSpecial(special: Card, extra: Partial<Parameters<typeof table>[0]> = {}): CheckState {
  const s = table({ grids: [[special, '3S', '4S', '5S'], B, C], next: ['9C'], ...extra })
  const tucked = act(act(s, 0, { type: 'draw', from: 'pile' }).state, 0, { type: 'tuck', slot: 0 })
  let state = tucked.state
  for (const seat of [0, 1, 2]) state = act(state, seat, { type: 'pass' }).state
  return state
}

describe('CK-4 abilities', () => {
  test('CK-4: a replaced king peeks at two cards, then swaps two', () => {
    const s = replaceSpecial('KS')
    expect(s.phase).toBe('ability')
    expect(s.ability).toMatchObject({ owner: 0, rank: 'K', stage: 'peek', peeksLeft: 2 })
    const p1 = act(s, 0, { type: 'peek', target: { seat: 1, slot: 0 } })
    const p2 = act(p1.state, 0, { type: 'peek', target: { seat: 2, slot: 3 } })
    expect(p2.state.ability?.stage).toBe('swap')
    rejects(p2.state, 0, { type: 'peek', target: { seat: 1, slot: 1 } }, 'NO_PEEKS_LEFT')
    const sw = act(p2.state, 0, { type: 'swap', a: { seat: 0, slot: 1 }, b: { seat: 1, slot: 0 } })
    expect(sw.state.grids[0]?.[1]).toBe('2H')
    expect(sw.state.grids[1]?.[0]).toBe('3S')
    expect(sw.state.phase).toBe('turn')
    expect(sw.state.turn.seat).toBe(1)
  })

  test('CK-4: which positions are peeked is public, the faces go to the owner only', () => {
    const s = replaceSpecial('QS')
    const p = act(s, 0, { type: 'peek', target: { seat: 1, slot: 2 } })
    expect(eventsFor(p.events, 1)).toEqual([{ type: 'peeked', seat: 0, target: { seat: 1, slot: 2 } }])
    expect(eventsFor(p.events, 0)).toContainEqual({ type: 'sawCard', seat: 0, target: { seat: 1, slot: 2 }, card: '4H' })
    expect(engine.view(p.state, 0).players[1]?.slots[2]).toBe('4H')
    expect(engine.view(p.state, 1).players[1]?.slots[2]).toBeNull()
    expect(engine.view(p.state, 1).ability?.peeked).toEqual([{ seat: 1, slot: 2 }])
    // The look ends with the ability.
    const done = act(p.state, 0, { type: 'skip' })
    expect(done.state.ability).toBeNull()
    expect(engine.view(done.state, 0).players[1]?.slots[2]).toBeNull()
  })

  test('CK-4: a queen peeks once, a jack goes straight to the swap', () => {
    expect(replaceSpecial('QS').ability).toMatchObject({ stage: 'peek', peeksLeft: 1 })
    const j = replaceSpecial('JS')
    expect(j.ability).toMatchObject({ stage: 'swap', peeksLeft: 0 })
    rejects(j, 0, { type: 'peek', target: { seat: 1, slot: 0 } }, 'NO_PEEKS_LEFT')
  })

  test('CK-4: both stages are optional', () => {
    const s = replaceSpecial('KS')
    const skipPeek = act(s, 0, { type: 'skip' })
    expect(skipPeek.state.ability?.stage).toBe('swap')
    const skipSwap = act(skipPeek.state, 0, { type: 'skip' })
    expect(skipSwap.state.ability).toBeNull()
    expect(skipSwap.state.grids).toEqual(s.grids)
    // Swapping straight away gives up the remaining peeks.
    const direct = act(s, 0, { type: 'swap', a: { seat: 1, slot: 0 }, b: { seat: 2, slot: 0 } })
    expect(direct.state.grids[1]?.[0]).toBe('2D')
  })

  test('CK-4: a drawn special discarded straight away does nothing', () => {
    const s = table({ grids: [A, B], next: ['KC'] })
    let state = discardDrawn(s)
    for (const seat of [0, 1]) state = act(state, seat, { type: 'pass' }).state
    expect(state.phase).toBe('turn')
    expect(state.turn.seat).toBe(1)
  })

  test('CK-4: a special tucked in does nothing', () => {
    const s = table({ grids: [A, B], next: ['KC'] })
    let state = act(act(s, 0, { type: 'draw', from: 'pile' }).state, 0, { type: 'tuck', slot: 0 }).state
    expect(state.stack).toEqual([])
    for (const seat of [0, 1]) state = act(state, seat, { type: 'pass' }).state
    expect(state.phase).toBe('turn')
  })

  test("CK-4: locked players' cards can be neither peeked at nor swapped", () => {
    const s = replaceSpecial('KS')
    const locked: CheckState = { ...s, locked: [false, true, false] }
    rejects(locked, 0, { type: 'peek', target: { seat: 1, slot: 0 } }, 'TARGET_LOCKED')
    rejects(locked, 0, { type: 'swap', a: { seat: 0, slot: 1 }, b: { seat: 1, slot: 0 } }, 'TARGET_LOCKED')
    expect(engine.legalActions(locked, 0).some((a) => JSON.stringify(a).includes('"seat":1'))).toBe(false)
  })

  test('CK-4: only the owner acts, and not on an empty place or the same card twice', () => {
    const s = replaceSpecial('KS')
    rejects(s, 1, { type: 'skip' }, 'NOT_YOUR_ABILITY')
    rejects(s, 0, { type: 'peek', target: { seat: 1, slot: 9 } }, 'NO_CARD')
    rejects(s, 0, { type: 'swap', a: { seat: 1, slot: 0 }, b: { seat: 1, slot: 0 } }, 'SAME_CARD')
    const once = act(s, 0, { type: 'peek', target: { seat: 1, slot: 0 } })
    rejects(once.state, 0, { type: 'peek', target: { seat: 1, slot: 0 } }, 'ALREADY_PEEKED')
  })
})

describe('CK-5 matching window', () => {
  test('CK-5: a discard opens a window with a deadline from the setting', () => {
    const s = discardDrawn(table({ grids: [A, B], next: ['9C'], windowMs: 3000 }), 1000)
    expect(s.phase).toBe('window')
    expect(engine.deadline?.(s)).toBe(4000)
    expect(engine.view(s, 1).window).toMatchObject({ card: '9C', deadline: 4000 })
  })

  test('CK-5: a window nobody could match in closes the moment it opens, without waiting out its clock', () => {
    // Seat 1 has called Check (locked); seat 0 has matched every card away: nobody may match.
    const s = table({ grids: [[null, null, null, null] as unknown as Card[], B], next: ['9C'], starter: 1 })
    const called = act(s, 1, { type: 'check' })
    const drew = act(called.state, 0, { type: 'draw', from: 'pile', at: 0 })
    const thrown = act(drew.state, 0, { type: 'discard', at: 0 })
    expect(eventsFor(thrown.events, 'public').filter((e) => e.type === 'windowOpened' || e.type === 'windowClosed')).toEqual([
      { type: 'windowOpened', card: '9C', deadline: WINDOW },
      { type: 'windowClosed', reason: 'all-passed' },
    ])
    expect(thrown.state.window).toBeNull()
    expect(thrown.state.end?.reason).toBe('final-turns')
  })

  test('CK-5: the discarder may match, and a hit takes the card out of the grid', () => {
    const s = discardDrawn(table({ grids: [['9S', '3S', '4S', '5S'], B], next: ['9C'] }))
    const hit = act(s, 0, { type: 'match', slot: 0, at: 100 })
    expect(hit.state.grids[0]).toEqual([null, '3S', '4S', '5S'])
    expect(engine.view(hit.state, 1).players[0]?.slots[0]).toBe('empty')
    expect(hit.state.discardPile.at(-1)).toBe('9S')
    expect(types(hit)).toEqual(['matched', 'windowClosed', 'turnStarted'])
  })

  test('CK-5: the first valid hit wins and seals the pile', () => {
    const s = discardDrawn(table({ grids: [['9S', '3S', '4S', '5S'], ['9H', '3H', '4H', '5H'], C], next: ['9C'] }))
    const first = act(s, 1, { type: 'match', slot: 0, at: 700 })
    expect(first.state.grids[1]?.[0]).toBeNull()
    // The slower thrower's card arrives after the window closed.
    const r = engine.apply(first.state, 0, { type: 'match', slot: 0, at: 800 })
    expect(r.ok).toBe(false)
    // With an ability to resolve the sealed pile answers the late throw in so many words.
    const k = discardDrawn(table({ grids: [['KS', '3S', '4S', '5S'], ['KH', '3H', '4H', '5H'], C], next: ['KC'] }))
    const hitK = act(k, 1, { type: 'match', slot: 0, at: 700 })
    expect(hitK.state.sealed).toBe(true)
    expect(engine.view(hitK.state, 2).sealed).toBe(true)
    rejects(hitK.state, 0, { type: 'match', slot: 0, at: 800 }, 'PILE_SEALED')
  })

  test('CK-5: a wrong card comes back and draws a penalty', () => {
    const s = discardDrawn(table({ grids: [A, B, C], next: ['9C', 'KD'] }))
    const miss = act(s, 1, { type: 'match', slot: 2, at: 900 })
    expect(miss.state.grids[1]).toEqual(['2H', '3H', '4H', '5H', 'KD'])
    expect(eventsFor(miss.events, 2)).toEqual([
      { type: 'missed', seat: 1, slot: 2, card: '4H' },
      { type: 'penalty', seat: 1, slot: 4 },
    ])
    // The penalty card is face down even to its new owner.
    expect(cardsIn(eventsFor(miss.events, 1)).has('KD')).toBe(false)
    expect(engine.view(miss.state, 1).players[1]?.slots[4]).toBeNull()
    expect(miss.state.phase).toBe('window')
  })

  test('CK-5: a thrower may retry with a different slot, never the same one', () => {
    const s = discardDrawn(table({ grids: [A, ['2H', '9H', '4H', '5H'], C], next: ['9C', 'KD'] }))
    const miss = act(s, 1, { type: 'match', slot: 0, at: 900 })
    rejects(miss.state, 1, { type: 'match', slot: 0, at: 950 }, 'ALREADY_TRIED')
    expect(engine.legalActions(miss.state, 1)).not.toContainEqual({ type: 'match', slot: 0 })
    const hit = act(miss.state, 1, { type: 'match', slot: 1, at: 1000 })
    expect(hit.state.grids[1]?.[1]).toBeNull()
  })

  test('CK-5: pass is final for that window', () => {
    const s = discardDrawn(table({ grids: [A, ['9H', '3H', '4H', '5H'], C], next: ['9C'] }))
    const passed = act(s, 1, { type: 'pass', at: 600 })
    rejects(passed.state, 1, { type: 'match', slot: 0, at: 700 }, 'ALREADY_PASSED')
    rejects(passed.state, 1, { type: 'pass', at: 700 }, 'ALREADY_PASSED')
    expect(engine.legalActions(passed.state, 1)).toEqual([])
  })

  test('CK-5: the window closes when every eligible player has passed', () => {
    let s = discardDrawn(table({ grids: [A, B, C], next: ['9C'] }))
    s = act(s, 0, { type: 'pass' }).state
    s = act(s, 2, { type: 'pass' }).state
    expect(s.phase).toBe('window')
    const last = act(s, 1, { type: 'pass' })
    expect(types(last)).toEqual(['passed', 'windowClosed', 'turnStarted'])
    expect(eventsFor(last.events, 'public')).toContainEqual({ type: 'windowClosed', reason: 'all-passed' })
  })

  test('CK-5: the window closes when its time runs out, not before', () => {
    const s = discardDrawn(table({ grids: [A, ['9H', '3H', '4H', '5H']], next: ['9C'] }), 1000)
    const early = engine.expire?.(s, 5999)
    expect(early?.ok ? 'ok' : early?.error.code).toBe('NOT_YET')
    rejects(s, 1, { type: 'match', slot: 0, at: 6000 }, 'TOO_LATE')
    const r = engine.expire?.(s, 6000)
    if (!r?.ok) throw new Error()
    expect(eventsFor(r.value.events, 'public')[0]).toEqual({ type: 'windowClosed', reason: 'timeout' })
    expect(r.value.state.phase).toBe('turn')
    expect(engine.deadline?.(r.value.state)).toBeNull()
  })

  test('CK-5: a matched card does not open a new window', () => {
    const s = discardDrawn(table({ grids: [A, ['9H', '3H', '4H', '5H']], next: ['9C'] }))
    const hit = act(s, 1, { type: 'match', slot: 0 })
    expect(types(hit)).not.toContain('windowOpened')
    expect(hit.state.window).toBeNull()
  })

  test('CK-5: locked players may not throw', () => {
    const s = discardDrawn(table({ grids: [A, ['9H', '3H', '4H', '5H'], C], next: ['9C'] }))
    const locked: CheckState = { ...s, locked: [false, true, false] }
    rejects(locked, 1, { type: 'match', slot: 0 }, 'LOCKED')
    expect(engine.legalActions(locked, 1)).toEqual([])
  })
})

describe('CK-6 resolution', () => {
  test("CK-6: abilities resolve last-in first-out, a match's before the discard's it matched", () => {
    const s = table({ grids: [['KS', '3S', '4S', '5S'], ['KH', '3H', '4H', '5H'], C], next: ['9C'] })
    const tucked = act(act(s, 0, { type: 'draw', from: 'pile' }).state, 0, { type: 'tuck', slot: 0 })
    expect(tucked.state.stack).toEqual([{ owner: 0, rank: 'K' }])
    const hit = act(tucked.state, 1, { type: 'match', slot: 0 })
    expect(hit.state.ability).toMatchObject({ owner: 1, rank: 'K' })
    expect(engine.view(hit.state, 2).pending).toEqual([{ owner: 0, rank: 'K' }])
    const bobDone = act(act(hit.state, 1, { type: 'skip' }).state, 1, { type: 'skip' })
    expect(bobDone.state.ability).toMatchObject({ owner: 0, rank: 'K' })
    const aliceDone = act(act(bobDone.state, 0, { type: 'skip' }).state, 0, { type: 'skip' })
    expect(aliceDone.state.phase).toBe('turn')
  })

  test('CK-6: an ability whose owner is locked fizzles', () => {
    // Seat 1 matches its last card, a jack: the automatic Check locks it, so its jack fizzles.
    const s = table({ grids: [['JS', '3S', '4S', '5S'], ['JH'], C], next: ['9C'] })
    const tucked = act(act(s, 0, { type: 'draw', from: 'pile' }).state, 0, { type: 'tuck', slot: 0 })
    const hit = act(tucked.state, 1, { type: 'match', slot: 0 })
    expect(types(hit)).toEqual(['matched', 'checked', 'windowClosed', 'fizzled', 'abilityStarted'])
    expect(hit.state.ability).toMatchObject({ owner: 0, rank: 'J' })
  })
})

describe('CK-7 Check', () => {
  test('CK-7: the caller is locked and every other player takes exactly one final turn', () => {
    const s = table({ grids: [A, B, C], next: ['9C', '9D'], starter: 1 })
    const called = act(s, 1, { type: 'check' })
    expect(called.state.locked).toEqual([false, true, false])
    expect(called.state.turn).toMatchObject({ seat: 2, final: true })
    expect(engine.view(called.state, 0).finalTurnsLeft).toEqual([0])
    let state = discardDrawn(called.state)
    rejects(state, 1, { type: 'match', slot: 0 }, 'LOCKED')
    for (const seat of [0, 2]) state = act(state, seat, { type: 'pass' }).state
    expect(state.turn).toMatchObject({ seat: 0, final: true })
    rejects(state, 0, { type: 'check' }, 'CHECK_UNDER_WAY')
    state = discardDrawn(state)
    for (const seat of [0, 2]) state = act(state, seat, { type: 'pass' }).state
    expect(state.phase).toBe('over')
    expect(state.end?.reason).toBe('final-turns')
  })

  test('CK-7: Check is called before drawing', () => {
    const drew = act(table({ grids: [A, B] }), 0, { type: 'draw', from: 'pile' })
    rejects(drew.state, 0, { type: 'check' }, 'ALREADY_DREW')
  })

  test("CK-7: the caller's cards cannot be touched by abilities", () => {
    const s = table({ grids: [A, ['KH', '3H', '4H', '5H'], C], next: ['9C'], starter: 0 })
    const called = act(s, 0, { type: 'check' })
    const tucked = act(act(called.state, 1, { type: 'draw', from: 'pile' }).state, 1, { type: 'tuck', slot: 0 })
    let state = tucked.state
    for (const seat of [1, 2]) state = act(state, seat, { type: 'pass' }).state
    rejects(state, 1, { type: 'peek', target: { seat: 0, slot: 0 } }, 'TARGET_LOCKED')
  })

  test('CK-7: emptying your grid by a match is an automatic Check', () => {
    const s = table({ grids: [A, ['9H'], C], next: ['9C'] })
    const hit = act(discardDrawn(s), 1, { type: 'match', slot: 0 })
    expect(eventsFor(hit.events, 'public')).toContainEqual({ type: 'checked', seat: 1, automatic: true })
    expect(hit.state.checkCaller).toBe(1)
    expect(hit.state.locked[1]).toBe(true)
    // Seat 2 and then seat 0 (whose turn began before the Check) each take one final turn.
    expect(hit.state.turn).toMatchObject({ seat: 2, final: true })
    expect(hit.state.finalTurns).toEqual([0])
  })

  test('CK-7: with a Check under way, emptying your grid simply locks you', () => {
    const s = table({ grids: [A, B, ['9D']], next: ['9C'] })
    const called = act(s, 0, { type: 'check' })
    const hit = act(discardDrawn(called.state), 2, { type: 'match', slot: 0 })
    expect(hit.state.checkCaller).toBe(0)
    expect(eventsFor(hit.events, 'public')).toContainEqual({ type: 'lockedOut', seat: 2 })
    expect(hit.state.locked).toEqual([true, false, true])
  })
})

describe('CK-8 disqualification', () => {
  test('CK-8: reaching eight cards disqualifies: locked, scored, cannot win', () => {
    const s = discardDrawn(table({ grids: [A, ['2H', '3H', '4H', '5H', '6H', '7H', '8H'], C], next: ['9C', 'KD'] }))
    const miss = act(s, 1, { type: 'match', slot: 0 })
    expect(types(miss)).toEqual(['missed', 'penalty', 'disqualified'])
    expect(miss.state.disqualified).toEqual([false, true, false])
    expect(miss.state.locked[1]).toBe(true)
    expect(engine.legalActions(miss.state, 1)).toEqual([])
  })

  test('CK-8: fewer than two active players and no Check under way ends the round', () => {
    const s = discardDrawn(table({ grids: [['9S', '9D', '9H', 'TS'], ['AH', '2H', '3H', '4H', '5H', '6H', 'AC']], next: ['8C', 'KD'] }))
    const miss = act(s, 1, { type: 'match', slot: 0 })
    expect(miss.state.phase).toBe('over')
    expect(miss.state.end).toEqual({ reason: 'too-few-players', scores: [37, -1 + 2 + 3 + 4 + 5 + 6 - 1 + 13], winners: [0] })
    expect(engine.outcome(miss.state)?.disqualified).toEqual([1])
  })
})

describe('CK-9 piles', () => {
  test('CK-9: an empty draw pile is refilled from everything under the top discard', () => {
    const base = table({ grids: [A, B] })
    const discard = base.drawPile.slice()
    const s: CheckState = { ...base, drawPile: [], discardPile: discard }
    const r = act(s, 0, { type: 'draw', from: 'pile' })
    expect(eventsFor(r.events, 'public')[0]).toEqual({ type: 'reshuffled', count: discard.length - 1 })
    expect(r.state.discardPile).toEqual([discard.at(-1)])
    expect(r.state.drawPile.length).toBe(discard.length - 2)
    expect(new Set(cardsOfCheck(r.state)).size).toBe(52)
  })

  test('CK-9: the pile is refilled as soon as it runs dry', () => {
    const base = table({ grids: [A, B] })
    const last = base.drawPile.at(-1) as Card
    const s: CheckState = { ...base, drawPile: [last], discardPile: base.drawPile.slice(0, -1) }
    const r = act(s, 0, { type: 'draw', from: 'pile' })
    expect(types(r, 0)).toEqual(['drew', 'drawnCard', 'reshuffled'])
    expect(r.state.drawPile.length).toBe(s.discardPile.length - 1)
    expect(engine.view(r.state, 1).discardCount).toBe(1)
  })

  test('CK-9: a required draw that no pile can supply ends the game on the spot', () => {
    const base = discardDrawn(table({ grids: [A, B], next: ['9C'] }))
    // Everything else is out of play; only the window card is left.
    const s: CheckState = { ...base, drawPile: [], discardPile: ['9C'] }
    const miss = act(s, 1, { type: 'match', slot: 0 })
    expect(types(miss)).toEqual(['missed', 'ended'])
    expect(miss.state.end?.reason).toBe('no-cards')
    expect(miss.state.grids[1]).toEqual(B)
  })

  test('CK-9: the draw pile cannot be drawn when nothing can refill it', () => {
    const base = table({ grids: [A, B] })
    const s: CheckState = { ...base, drawPile: [], discardPile: ['9C'] }
    rejects(s, 0, { type: 'draw', from: 'pile' }, 'PILE_EMPTY')
    expect(engine.legalActions(s, 0)).toEqual([{ type: 'draw', from: 'discard' }, { type: 'check' }])
  })
})

describe('CK-10 result', () => {
  test('CK-10: lowest total among players not disqualified wins; ties share', () => {
    const s = table({ grids: [['AS', '2S', '3S', '4S'], ['AH', '2H', '3H', '4H'], ['KD', 'KC', 'QD', 'QC']] })
    const called = act(s, 0, { type: 'check' })
    let state = called.state
    for (const seat of [1, 2]) {
      state = act(state, seat, { type: 'draw', from: 'pile' }).state
      state = act(state, seat, { type: 'discard' }).state
      while (state.phase === 'window') {
        const waiting = [1, 2].find((x) => engine.legalActions(state, x).some((a) => a.type === 'pass'))
        if (waiting === undefined) break
        state = act(state, waiting, { type: 'pass' }).state
      }
    }
    expect(state.phase).toBe('over')
    expect(engine.outcome(state)?.winners).toEqual([0, 1])
  })

  test('CK-10: at the end every hand is revealed to everyone', () => {
    const s = table({ grids: [A, B] })
    const called = act(s, 0, { type: 'check' })
    let state = discardDrawn(called.state)
    state = act(state, 1, { type: 'pass' }).state
    expect(engine.view(state, 'public').players.map((p) => p.slots)).toEqual([A, B])
  })
})

describe('CK-7/CK-10: whole rounds', () => {
  // Seeded choices among the legal actions, no Check before `checkAt` moves; windows run out
  // unless the choice is a throw or a pass; the first player able to call Check after that does.
  function playRound(seats: number, seed: string, checkAt: number) {
    const r = engine.setup({ seats, windowMs: WINDOW }, seed)
    if (!r.ok) throw new Error(r.error.message)
    let state = r.value.state
    const events: CheckEvent[] = eventsFor(r.value.events, 'public')
    let checkedAt: { seat: Seat; owed: Seat[] } | null = null
    const clockwise = (from: Seat) => Array.from({ length: seats - 1 }, (_, i) => (from + 1 + i) % seats)
    let n = 0
    for (let step = 0; state.phase !== 'over'; step++) {
      if (step > 3000) throw new Error('not over after 3000 steps')
      let next
      if (state.phase === 'window') {
        const throwers = Array.from({ length: seats }, (_, x) => x).filter((x) => engine.legalActions(state, x).length > 0)
        const seat = throwers[step % (throwers.length + 1)]
        const legal = seat === undefined ? [] : engine.legalActions(state, seat)
        next = seat === undefined ? engine.expire?.(state, state.window?.deadline ?? 0) : engine.apply(state, seat, legal[(step * 3) % legal.length] as CheckAction)
      } else {
        const seat = state.phase === 'ability' ? (state.ability?.owner as Seat) : state.turn.seat
        const legal = engine.legalActions(state, seat)
        const check = legal.find((a) => a.type === 'check')
        const others = legal.filter((a) => a.type !== 'check')
        const action = check && (n >= checkAt || others.length === 0) ? check : (others[(step * 7) % others.length] as CheckAction)
        if (action.type === 'check') checkedAt = { seat, owed: clockwise(seat).filter((x) => !state.locked[x]) }
        next = engine.apply(state, seat, { ...action, at: state.now })
        if (state.phase === 'turn') n++
      }
      if (!next?.ok) throw new Error(next ? next.error.code : 'no expire')
      state = next.value.state
      events.push(...eventsFor(next.value.events, 'public'))
    }
    return { state, events, checkedAt }
  }

  test.each([
    [2, 'r2', 6],
    [3, 'r3', 12],
    [4, 'r4', 20],
    [6, 'r6', 30],
  ] as const)('CK-7/CK-10: %i players (%s): after a Check each other active player has one final turn, then every hand is shown and the lowest total wins', (seats, seed, checkAt) => {
    const { state, events, checkedAt } = playRound(seats, seed, checkAt)
    const ended = events.filter((e) => e.type === 'ended')
    expect(ended).toHaveLength(1)
    expect(events.at(-1)).toBe(ended[0])
    const scores = state.grids.map(handTotal)
    const contenders = scores.flatMap((score, seat) => (state.disqualified[seat] ? [] : [{ seat, score }]))
    const best = Math.min(...contenders.map((c) => c.score))
    const winners = contenders.filter((c) => c.score === best).map((c) => c.seat)
    expect(ended[0]).toEqual({ type: 'ended', reason: state.end?.reason, hands: state.grids, scores, winners })
    expect(engine.outcome(state)).toEqual({ winners, scores, disqualified: state.disqualified.flatMap((d, seat) => (d ? [seat] : [])) })
    const view = engine.view(state, 'public')
    expect(view.result).toEqual({ reason: state.end?.reason, scores, winners })
    expect(view).toMatchObject({ phase: 'over', window: null, ability: null, pending: [] })
    expect(events.slice(events.indexOf(ended[0]!) + 1)).toEqual([])
    expect(view.players.map((p) => p.slots)).toEqual(state.grids.map((g) => g.map((c) => c ?? 'empty')))
    for (let seat = 0; seat < seats; seat++) expect(engine.legalActions(state, seat)).toEqual([])
    if (state.end?.reason === 'final-turns' && checkedAt) {
      const checked = events.findIndex((e) => e.type === 'checked')
      const finals = events.slice(checked).flatMap((e) => (e.type === 'turnStarted' ? [e] : []))
      expect(finals.every((e) => e.final)).toBe(true)
      // Each seat owed a final turn has exactly one, in clockwise order, unless it was locked meanwhile.
      const taken = finals.map((e) => e.seat)
      expect(taken).toEqual(checkedAt.owed.filter((seat) => taken.includes(seat)))
      for (const seat of checkedAt.owed) if (!taken.includes(seat)) expect(state.locked[seat]).toBe(true)
      expect(taken).not.toContain(checkedAt.seat)
      expect(state.checkCaller).toBe(checkedAt.seat)
    }
    expect(cardsOfCheck(state).sort()).toEqual([...FULL_DECK].sort())
  })
})

describe('edges and the events that tell each step', () => {
  test('CK-1/CK-5: the table and window settings refused, with a sentence; the limits themselves are fine', () => {
    for (const config of [null, { seats: 2, windowMs: 2999 }, { seats: 2, windowMs: 10_001 }, { seats: 2, windowMs: Number.NaN }, { seats: Number.NaN, windowMs: WINDOW }]) {
      const r = engine.setup(config as never, 's')
      expect(r).toMatchObject({ ok: false, error: { code: 'BAD_CONFIG', message: expect.stringMatching(/^(Check! is for 2 to 6 players\.|The matching window lasts 3 to 10 seconds\.)$/) } })
    }
    for (const windowMs of [3000, 10_000]) expect(engine.setup({ seats: 2, windowMs }, 's').ok).toBe(true)
    expect(engine.id).toBe('check')
  })

  test('CK-1/CK-2: the deal\'s events: the deal, each opening look to its owner, the first turn', () => {
    const r = engine.setup({ seats: 3, windowMs: WINDOW }, 'deal')
    if (!r.ok) throw new Error(r.error.message)
    const { state, events } = r.value
    const starter = state.turn.seat
    expect(events.map((e) => [e.to, e.event.type])).toEqual([['all', 'dealt'], [0, 'initialPeek'], [1, 'initialPeek'], [2, 'initialPeek'], ['all', 'turnStarted']])
    expect(events[0]?.event).toEqual({ type: 'dealt', seats: 3, cardsEach: 4, starter })
    expect(events.at(-1)?.event).toEqual({ type: 'turnStarted', seat: starter, final: false })
    expect(engine.view(state, 'public')).toMatchObject({ turn: { seat: starter, number: 1, final: false, drawn: null, hasDrawn: false, from: null }, sealed: false, window: null, pending: [], ability: null, checkCaller: null })
    expect(engine.deadline?.(state)).toBeNull()
    expect(engine.expire?.(state, 99_999)).toEqual({ ok: false, error: { code: 'WRONG_PHASE', message: 'Nothing is waiting on the clock.' } })
  })

  test('CK-3/CK-5: a turn\'s events: the draw, the discard, the window; the next turn is number 2 and not final', () => {
    const s = table({ grids: [A, B], next: ['9C'] })
    const drew = act(s, 0, { type: 'draw', from: 'pile', at: 50 })
    expect(drew.events).toEqual([{ to: 'all', event: { type: 'drew', seat: 0, from: 'pile', card: null } }, { to: 0, event: { type: 'drawnCard', seat: 0, card: '9C' } }])
    expect(engine.legalActions(drew.state, 0)).toEqual([0, 1, 2, 3].map((slot) => ({ type: 'tuck', slot })).concat([{ type: 'discard' }] as never))
    const thrown = act(drew.state, 0, { type: 'discard', at: 60 })
    expect(thrown.events).toEqual([
      { to: 'all', event: { type: 'discarded', seat: 0, card: '9C' } },
      { to: 'all', event: { type: 'windowOpened', card: '9C', deadline: 5060 } },
    ])
    expect(engine.deadline?.(thrown.state)).toBe(5060)
    expect(engine.expire?.(thrown.state, 5059)).toEqual({ ok: false, error: { code: 'NOT_YET', message: 'The matching window is still open.' } })
    const next = engine.expire?.(thrown.state, 7000)
    if (!next?.ok) throw new Error('expire refused')
    expect(next.value.events.map((e) => e.event)).toEqual([{ type: 'windowClosed', reason: 'timeout' }, { type: 'turnStarted', seat: 1, final: false }])
    expect(next.value.state.now).toBe(7000)
    expect(engine.view(next.value.state, 1).turn).toEqual({ seat: 1, number: 2, final: false, drawn: null, hasDrawn: false, from: null })
  })

  test('CK-3: a card from the discard pile: everyone sees it taken, and it is tucked in', () => {
    const s = table({ grids: [A, B], discard: ['6C'] })
    const drew = act(s, 0, { type: 'draw', from: 'discard' })
    expect(drew.events).toEqual([{ to: 'all', event: { type: 'drew', seat: 0, from: 'discard', card: '6C' } }])
    expect(engine.legalActions(drew.state, 0)).toEqual([0, 1, 2, 3].map((slot) => ({ type: 'tuck', slot })))
    const tucked = act(drew.state, 0, { type: 'tuck', slot: 2 })
    expect(tucked.events[0]).toEqual({ to: 'all', event: { type: 'tucked', seat: 0, slot: 2, from: 'discard', replaced: '4S' } })
  })

  test('CK-3/CK-9: the draw pile is offered when empty if the discard pile can refill it', () => {
    const s: CheckState = { ...table({ grids: [A, B], discard: ['6C', '7C'] }), drawPile: [] }
    const full = { ...s, discardPile: FULL_DECK.filter((c) => ![...A, ...B].includes(c)) }
    expect(engine.legalActions(full, 0)).toEqual([{ type: 'draw', from: 'pile' }, { type: 'draw', from: 'discard' }, { type: 'check' }])
    const drew = act(full, 0, { type: 'draw', from: 'pile' })
    expect(drew.events[0]).toEqual({ to: 'all', event: { type: 'reshuffled', count: full.discardPile.length - 1 } })
    // Two cards on the discard pile are enough: the one under the top refills the draw pile.
    const two: CheckState = { ...full, discardPile: full.discardPile.slice(-2), drawPile: full.discardPile.slice(0, -2) }
    const emptied = { ...two, drawPile: [] }
    expect(act({ ...emptied, discardPile: [...emptied.discardPile] }, 0, { type: 'draw', from: 'pile' }).events[0]?.event).toEqual({ type: 'reshuffled', count: 1 })
  })

  test('refusals in the wrong phase say why', () => {
    const s = table({ grids: [A, B], next: ['9C'] })
    const windowed = discardDrawn(s)
    rejects(windowed, 1, { type: 'draw', from: 'pile' }, 'WRONG_PHASE')
    rejects(windowed, 1, { type: 'skip' }, 'WRONG_PHASE')
    rejects(s, 0, { type: 'pass' }, 'WRONG_PHASE')
    rejects(s, 0, { type: 'discard' }, 'NOTHING_DRAWN')
    const said = (st: CheckState, seat: Seat, a: unknown) => {
      const r = engine.apply(st, seat, a as CheckAction)
      return r.ok ? null : r.error.message
    }
    expect(said(windowed, 1, { type: 'draw', from: 'pile' })).toBe('Wait until the current turn is finished.')
    expect(said(s, 0, { type: 'pass' })).toBe('No matching window is open.')
    expect(said(s, 0, { type: 'skip' })).toBe('No ability is being resolved.')
    const holed: CheckState = { ...windowed, grids: [[null, '3S', '4S', '5S'], B] }
    expect(said(holed, 0, { type: 'match', slot: 0 })).toBe('There is no card in that slot.')
    const drew = act({ ...s, grids: [[null, '3S', '4S', '5S'], B] }, 0, { type: 'draw', from: 'pile' }).state
    expect(said(drew, 0, { type: 'tuck', slot: 0 })).toBe('Tuck the card in place of one of your cards.')
  })

  test.each([
    ['a peek at nothing', { type: 'peek', target: null }],
    ['a swap of one card', { type: 'swap', a: { seat: 0, slot: 0 } }],
    ['a swap with a place that is no place', { type: 'swap', a: { seat: 0, slot: 0 }, b: { seat: 'one', slot: 0 } }],
    ['a tuck into a slot that is not a number', { type: 'tuck', slot: '0' }],
    ['a draw from nowhere', { type: 'draw', from: 'sky' }],
  ])('%s is not an action', (_, action) => {
    rejects(table({ grids: [A, B] }), 0, action, 'BAD_ACTION')
  })

  test('CK-4: a peek needs a peek left: a jack has none, a king two', () => {
    const jack = replaceSpecial('JS')
    rejects(jack, 0, { type: 'peek', target: { seat: 1, slot: 0 } }, 'NO_PEEKS_LEFT')
    const king = replaceSpecial('KS')
    let k = act(king, 0, { type: 'peek', target: { seat: 1, slot: 0 } }).state
    k = act(k, 0, { type: 'peek', target: { seat: 1, slot: 1 } }).state
    expect(k.ability).toMatchObject({ stage: 'swap', peeksLeft: 0 })
    rejects(k, 0, { type: 'peek', target: { seat: 2, slot: 0 } }, 'NO_PEEKS_LEFT')
    // Twelve cards on the table: every pair may be swapped, or the swap skipped.
    const legal = engine.legalActions(k, 0)
    expect(legal.filter((a) => a.type === 'swap')).toHaveLength(66)
    expect(legal.at(-1)).toEqual({ type: 'skip' })
    const swapped = act(k, 0, { type: 'swap', a: { seat: 1, slot: 0 }, b: { seat: 2, slot: 3 } })
    expect(swapped.events.map((e) => e.event).slice(0, 2)).toEqual([
      { type: 'swapped', seat: 0, a: { seat: 1, slot: 0 }, b: { seat: 2, slot: 3 } },
      { type: 'abilityEnded', owner: 0 },
    ])
    const skipped = act(jack, 0, { type: 'skip' })
    expect(skipped.events.map((e) => e.event).slice(0, 2)).toEqual([{ type: 'skipped', seat: 0, stage: 'swap' }, { type: 'abilityEnded', owner: 0 }])
  })

  test('CK-5: a hit closes the window as a hit and seals the pile until the next turn starts', () => {
    const s = discardDrawn(table({ grids: [A, ['9H', '3H', '4H', '5H']], next: ['9C'] }))
    const hit = act(s, 1, { type: 'match', slot: 0 })
    expect(hit.events.map((e) => e.event).slice(0, 2)).toEqual([{ type: 'matched', seat: 1, slot: 0, card: '9H' }, { type: 'windowClosed', reason: 'hit' }])
    expect(hit.state.sealed).toBe(false) // the next turn has started
    expect(engine.view(hit.state, 0).turn).toMatchObject({ seat: 1, number: 2 })
  })

  test('CK-7: a Check called by hand is not automatic', () => {
    const r = act(table({ grids: [A, B, C] }), 0, { type: 'check' })
    expect(r.events[0]).toEqual({ to: 'all', event: { type: 'checked', seat: 0, automatic: false } })
    expect(engine.view(r.state, 'public')).toMatchObject({ checkCaller: 0, finalTurnsLeft: [2], turn: { seat: 1, final: true } })
  })

  test('CK-7/CK-8: a player disqualified during the final turns gets no final turn, and the round goes on to its end', () => {
    // Seat 2 holds seven cards; after seat 0's Check it throws a wrong card in seat 1's window.
    const seven: Card[] = ['2D', '3D', '4D', '5D', '6D', '7D', '8D']
    let s = act(table({ grids: [A, B, seven], next: ['9C', 'KC'] }), 0, { type: 'check' }).state
    s = discardDrawn(s)
    const miss = act(s, 2, { type: 'match', slot: 0 })
    expect(miss.events.map((e) => e.event.type)).toEqual(['missed', 'penalty', 'disqualified'])
    const last = act(miss.state, 1, { type: 'pass' })
    expect(last.events.map((e) => e.event.type)).toEqual(['passed', 'windowClosed', 'ended'])
    // Seat 2 is disqualified: it cannot win though its eight cards are scored.
    expect(last.state.end).toEqual({ reason: 'final-turns', scores: [14, 14, 35 + 13], winners: [0, 1] })
  })

  test('CK-8: a disqualified player\'s turn is skipped in play', () => {
    const s: CheckState = { ...table({ grids: [A, B, C], next: ['9C'] }), locked: [false, true, false], disqualified: [false, true, false] }
    const after = discardDrawn(s)
    const next = engine.expire?.(after, after.window?.deadline ?? 0)
    expect(next?.ok && next.value.events.at(-1)?.event).toEqual({ type: 'turnStarted', seat: 2, final: false })
  })

  test('CK-5/CK-8: a wrong throw that disqualifies the last one waiting closes the window', () => {
    const seven: Card[] = ['2D', '3D', '4D', '5D', '6D', '7D', '8D']
    let s = discardDrawn(table({ grids: [seven, B, ['2C', '3C', '4C', '5C']], next: ['9C', 'KC'] }))
    s = act(s, 1, { type: 'pass' }).state
    s = act(s, 2, { type: 'pass' }).state
    const miss = act(s, 0, { type: 'match', slot: 0 })
    expect(miss.events.map((e) => e.event.type)).toEqual(['missed', 'penalty', 'disqualified', 'windowClosed', 'turnStarted'])
    expect(miss.state.phase).toBe('turn')
  })

  test('views and actions for seats that are not at the table, and a deadline only in a window', () => {
    const s = table({ grids: [A, B] })
    expect(engine.legalActions(s, 2)).toEqual([])
    expect(engine.legalActions(s, -1)).toEqual([])
    expect(engine.deadline?.({ ...s, phase: 'turn', window: null })).toBeNull()
  })
})

describe('errors are values', () => {
  test.each([
    ['nothing', undefined, 'BAD_ACTION'],
    ['a number', 7, 'BAD_ACTION'],
    ['an unknown type', { type: 'fly' }, 'BAD_ACTION'],
    ['a slot that is not a number', { type: 'match', slot: '0' }, 'BAD_ACTION'],
    ['a bad time stamp', { type: 'check', at: Number.NaN }, 'BAD_ACTION'],
    ['a peek without a target', { type: 'peek' }, 'BAD_ACTION'],
  ])('%s is refused with a code and the state is unchanged', (_name, action, code) => {
    rejects(table({ grids: [A, B] }), 0, action, code)
  })

  test('a seat that does not exist is refused', () => {
    for (const seat of [2, 5, -1, 0.5]) rejects(table({ grids: [A, B] }), seat, { type: 'check' }, 'BAD_SEAT')
    expect(engine.legalActions(table({ grids: [A, B] }), 2)).toEqual([])
  })

  test('nothing is accepted once the round is over', () => {
    const s: CheckState = { ...table({ grids: [A, B] }), phase: 'over' }
    rejects(s, 0, { type: 'check' }, 'GAME_OVER')
  })
})

describe('views', () => {
  test('each field of a view, mid-ability, for the owner, another seat and the public', () => {
    // Seat 0 tucks over its king: a window on the king, then the king's ability.
    const s = table({ grids: [['KS', '3S', '4S', '5S'], B], next: ['9C'] })
    let state = act(s, 0, { type: 'draw', from: 'pile', at: 100 }).state
    state = act(state, 0, { type: 'tuck', slot: 0, at: 200 }).state
    const windowed = engine.view(state, 1)
    expect(windowed).toMatchObject({ phase: 'window', window: { card: 'KS', deadline: 5200, passed: [], tried: [[], []] }, pending: [{ owner: 0, rank: 'K' }], discardTop: 'KS', discardCount: 1, sealed: false })
    state = act(state, 0, { type: 'pass', at: 300 }).state
    state = act(state, 1, { type: 'pass', at: 400 }).state
    state = act(state, 0, { type: 'peek', target: { seat: 1, slot: 2 }, at: 500 }).state
    const common = {
      seats: 2,
      windowMs: WINDOW,
      phase: 'ability',
      turn: { seat: 0, number: 1, final: false, drawn: null, hasDrawn: false, from: 'pile' },
      drawCount: 52 - 8 - 1,
      discardCount: 1,
      discardTop: 'KS',
      sealed: false,
      checkCaller: null,
      finalTurnsLeft: [],
      window: null,
      pending: [],
      ability: { owner: 0, rank: 'K', stage: 'peek', peeksLeft: 1, peeked: [{ seat: 1, slot: 2 }] },
      result: null,
    }
    const players = (peeked: boolean) => [
      { slots: [null, null, null, null], cards: 4, locked: false, disqualified: false },
      { slots: [null, null, peeked ? '4H' : null, null], cards: 4, locked: false, disqualified: false },
    ]
    expect(engine.view(state, 0)).toEqual({ viewer: 0, players: players(true), ...common })
    expect(engine.view(state, 1)).toEqual({ viewer: 1, players: players(false), ...common })
    expect(engine.view(state, 'public')).toEqual({ viewer: 'public', players: players(false), ...common })
  })

  test('a drawn card shows to its drawer alone; one off the discard pile shows to all', () => {
    const s = table({ grids: [A, B], discard: ['9D'], next: ['QC'] })
    const fromPile = act(s, 0, { type: 'draw', from: 'pile' }).state
    expect(engine.view(fromPile, 0).turn).toEqual({ seat: 0, number: 1, final: false, drawn: 'QC', hasDrawn: true, from: 'pile' })
    expect(engine.view(fromPile, 1).turn).toMatchObject({ drawn: null, hasDrawn: true })
    const fromDiscard = act(s, 0, { type: 'draw', from: 'discard' }).state
    expect(engine.view(fromDiscard, 1).turn).toMatchObject({ drawn: '9D', hasDrawn: true, from: 'discard' })
    expect(engine.view(fromDiscard, 'public')).toMatchObject({ discardTop: null, discardCount: 0 })
  })

  test('views carry no deck order and no generator state', () => {
    const r = engine.setup({ seats: 4, windowMs: WINDOW }, 'v')
    if (!r.ok) throw new Error()
    const v = engine.view(r.value.state, 2)
    expect(JSON.stringify(v)).not.toMatch(/rng|drawPile/)
    expect(v.drawCount).toBe(52 - 16)
    expect(v.players.every((p) => p.slots.every((x) => x === null))).toBe(true)
  })
})

describe('X-2 hidden information', () => {
  test('X-2: the table waits on the turn\'s player, then on an ability\'s owner; a window and a finished round wait on nobody', () => {
    const s = table({ grids: [A, ['QH', '3H', '4H', '5H'], ['QD', '3D', '4D', '5D']], next: ['9C'], starter: 1 })
    expect(checkGame.actingSeat(s)).toBe(1)
    const drew = act(s, 1, { type: 'draw', from: 'pile', at: 0 }).state
    expect(checkGame.actingSeat(drew)).toBe(1)
    // Seat 1 tucks its queen away; seat 2 throws its own on it, so seat 2's queen acts first (CK-6).
    const open = act(drew, 1, { type: 'tuck', slot: 0, at: 0 }).state
    expect(open.phase).toBe('window')
    expect(checkGame.actingSeat(open)).toBeNull()
    const ability = act(open, 2, { type: 'match', slot: 0, at: 100 }).state
    expect(ability.phase).toBe('ability')
    expect(ability.turn.seat).toBe(1)
    expect(checkGame.actingSeat(ability)).toBe(2)
    expect(checkGame.actingSeat({ ...ability, phase: 'over', ability: null })).toBeNull()
  })

  test('X-2: private faces travel only in events addressed to their one seat', () => {
    const r = engine.setup({ seats: 4, windowMs: WINDOW }, 'x2')
    if (!r.ok) throw new Error()
    let state = r.value.state
    const events = [...r.value.events]
    // A plain policy that reaches draws, tucks, abilities and peeks: the first legal action that is
    // not a Check, a throw or a pass; windows run out.
    for (let step = 0; step < 400 && state.phase !== 'over'; step++) {
      const seat = state.phase === 'ability' ? (state.ability?.owner ?? 0) : state.turn.seat
      const legal = engine.legalActions(state, seat).filter((a) => !['check', 'match', 'pass'].includes(a.type))
      const next = state.phase === 'window' ? engine.expire?.(state, state.window?.deadline ?? 0) : engine.apply(state, seat, legal.find((a) => a.type === 'peek') ?? legal[0] ?? { type: 'check' })
      if (!next?.ok) throw new Error(next?.error.message)
      state = next.value.state
      events.push(...next.value.events)
    }
    const privateTypes = ['initialPeek', 'drawnCard', 'sawCard']
    expect(events.some((e) => e.event.type === 'sawCard')).toBe(true)
    for (const e of events) {
      if (privateTypes.includes(e.event.type)) expect(typeof e.to).toBe('number')
      else expect(e.to).toBe('all')
    }
    // A draw from the pile tells the others only that it happened.
    expect(events.filter((e) => e.event.type === 'drew' && e.event.from === 'pile').every((e) => e.event.type === 'drew' && e.event.card === null)).toBe(true)
  })
})
