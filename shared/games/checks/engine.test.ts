import { describe, expect, test } from 'vitest'
import { FULL_DECK, rankOf, RANKS, type Card } from '../../cards'
import { eventsFor, type Seat } from '../../engine'
import { checksEngine as engine, FANS, fanValue, type ChecksAction, type ChecksEvent, type ChecksState } from './engine'
import { checksGame } from './index'

function start(seed = 'checks', dealer?: Seat) {
  const r = engine.setup(dealer === undefined ? {} : { dealer }, seed)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

/** A hand-made table: each seat's fans, the target piles, the draw pile; seat 0 to play. */
function table(fans: Card[][][], targets: Card[][], draw: Card[] = []): ChecksState {
  return {
    dealer: 1,
    turn: 0,
    fans,
    active: fans.map((seat) => {
      const i = seat.findIndex((f) => f.length > 0)
      return i < 0 ? 6 : i
    }),
    targets,
    draw,
    captured: [[], []],
    claims: 0,
    places: 0,
  }
}

function act(state: ChecksState, seat: Seat, action: ChecksAction) {
  const r = engine.apply(state, seat, action)
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
  return r.value
}

const high = (c: Card): number => (rankOf(c) === 'A' ? 14 : RANKS.indexOf(rankOf(c)) + 1)

describe('CS-1 deal', () => {
  test('CS-1: high card deals, equal ranks draw again, and the non-dealer starts', () => {
    for (let i = 0; i < 30; i++) {
      const { state, events } = start(`hc${i}`)
      const hc = eventsFor(events, 'public').find((e) => e.type === 'highCard')
      if (hc?.type !== 'highCard') throw new Error('no high card drawn')
      const [a, b] = hc.draws[hc.draws.length - 1] as [Card, Card]
      expect(state.dealer).toBe(high(a) > high(b) ? 0 : 1)
      for (const [x, y] of hc.draws.slice(0, -1)) expect(high(x)).toBe(high(y))
      expect(state.turn).toBe(1 - state.dealer)
    }
    expect(start('same').state).toEqual(start('same').state)
  })

  test('CS-1: equal high cards are drawn again from what is left; aces are high', () => {
    // Seeds whose first two cards tie: 5H/5D then QS/AH, and 9S/9H then JC/4H.
    const first = eventsFor(start('tie24').events, 'public')[0]
    expect(first).toEqual({ type: 'highCard', draws: [['5H', '5D'], ['QS', 'AH']], dealer: 1 })
    const second = eventsFor(start('tie94').events, 'public')[0]
    expect(second).toEqual({ type: 'highCard', draws: [['9S', '9H'], ['JC', '4H']], dealer: 0 })
    expect(start('tie94').state.turn).toBe(1)
  })

  test('CS-1: the setup events are the high card, the deal and each first fan, nothing else', () => {
    const { state, events } = start('events')
    expect(events.map((e) => [e.to, e.event.type])).toEqual([
      ['all', 'highCard'],
      ['all', 'dealt'],
      ['all', 'fanOpened'],
      [state.turn, 'fanCards'],
      ['all', 'fanOpened'],
      [state.dealer, 'fanCards'],
    ])
    expect(events[1]?.event).toEqual({ type: 'dealt', dealer: state.dealer, targets: state.targets.flat(), drawSize: 10 })
    expect(start('events', 0).events.map((e) => e.event.type)).toEqual(['dealt', 'fanOpened', 'fanCards', 'fanOpened', 'fanCards'])
  })

  test('CS-1: the winner may deal the next game', () => {
    expect(start('next', 0).state.dealer).toBe(0)
    expect(start('next', 1).state.turn).toBe(0)
    for (const dealer of [2, -1, 0.5]) {
      expect(engine.setup({ dealer }, 'x')).toMatchObject({ ok: false, error: { code: 'BAD_DEALER', message: expect.stringMatching(/seat 0 or 1/) } })
    }
  })

  test('CS-1: six 3-card fans each, six face-up targets, the rest as the draw pile', () => {
    const { state, events } = start('deal')
    for (const seat of [0, 1]) {
      expect(state.fans[seat]?.map((f) => f.length)).toEqual([3, 3, 3, 3, 3, 3])
    }
    expect(state.targets.map((t) => t.length)).toEqual([1, 1, 1, 1, 1, 1])
    expect(state.draw).toHaveLength(10)
    expect([...state.fans.flat(2), ...state.targets.flat(), ...state.draw].sort()).toEqual([...FULL_DECK].sort())
    expect(eventsFor(events, 'public')).toContainEqual(expect.objectContaining({ type: 'dealt', targets: state.targets.flat() }))
  })

  test('CS-3: each first fan opens to its owner alone', () => {
    const { state, events } = start('open')
    for (const seat of [0, 1]) {
      const own = eventsFor(events, seat).find((e) => e.type === 'fanCards')
      expect(own).toEqual({ type: 'fanCards', seat, fan: 0, cards: state.fans[seat]?.[0], value: fanValue(state.fans[seat]?.[0] ?? []) })
      expect(eventsFor(events, 1 - seat).some((e) => e.type === 'fanCards' && e.seat === seat)).toBe(false)
      expect(engine.view(state, seat).fan).toEqual(state.fans[seat]?.[0])
    }
    expect(engine.view(state, 'public').fan).toBeNull()
    expect(JSON.stringify(engine.view(state, 'public'))).not.toContain(state.draw[0] as string)
  })
})

describe('CS-2 values', () => {
  test.each([
    ['an ace', ['AS'], 1],
    ['a nine', ['9S'], 9],
    ['J, Q, K', ['JS', 'QH', 'KD'], 0],
    ['10 stays 10', ['TS'], 10],
    ['5 + 5 = 10 stays 10', ['5S', '5H'], 10],
    ['15 → 5', ['9S', '6H'], 5],
    ['20 → 0', ['TS', 'TH'], 0],
    ['J, 7, 3 (the rules\' example) = 10', ['JS', '7H', '3D'], 10],
    ['27 → 7', ['9S', '9H', '9D'], 7],
  ] as const)('CS-2: %s', (_, cards, value) => {
    expect(fanValue(cards as unknown as Card[])).toBe(value)
  })
})

describe('CS-3 turn', () => {
  const fans: Card[][][] = [
    [['JS', '7H', '3D'], ['2C', '2D', '2H'], [], [], [], []],
    [['4C', '4D', '4H'], ['5C', '5D', '5H'], [], [], [], []],
  ]
  const targets: Card[][] = [['TS'], ['9C', '6S', 'TD'], ['AH'], ['KS'], ['8S'], ['3C']]

  test('CS-3: a claim takes the pile and the fan, and the gap is refilled from the draw pile', () => {
    const { state, events } = act(table(fans, targets, ['QC', 'QD']), 0, { type: 'claim', target: 1 })
    expect(state.captured[0]?.sort()).toEqual(['9C', '6S', 'TD', 'JS', '7H', '3D'].sort())
    expect(state.targets[1]).toEqual(['QC'])
    expect(state.draw).toEqual(['QD'])
    expect(eventsFor(events, 1)).toEqual([
      { type: 'claimed', seat: 0, target: 1, pile: ['9C', '6S', 'TD'], fan: ['JS', '7H', '3D'], value: 10 },
      { type: 'refilled', target: 1, card: 'QC' },
      { type: 'fanOpened', seat: 0, fan: 1 },
    ])
    expect(state.claims).toBe(1)
    expect(state.places).toBe(0)
  })

  test('CS-3: with the draw pile empty the gap stays, and a placed card starts a new pile there', () => {
    const claimed = act(table(fans, targets), 0, { type: 'claim', target: 0 })
    expect(claimed.events.map((e) => e.event.type)).not.toContain('refilled')
    let s = claimed.state
    expect(s.targets[0]).toEqual([])
    expect(engine.view(s, 1).targets[0]).toEqual({ top: null, size: 0, value: null })
    s = act(s, 1, { type: 'place', card: '4C', target: 0 }).state
    expect(s.targets[0]).toEqual(['4C'])
  })

  test('CS-3: a pile whose top does not match cannot be claimed, nor a gap', () => {
    const r = engine.apply(table(fans, targets), 0, { type: 'claim', target: 2 })
    expect(r).toMatchObject({ ok: false, error: { code: 'NO_MATCH', message: 'Your fan is worth 10; that pile\'s top is not.' } })
    const gap = engine.apply(table(fans, [[], ...targets.slice(1)]), 0, { type: 'claim', target: 0 })
    expect(gap).toMatchObject({ ok: false, error: { code: 'NO_MATCH', message: 'That gap has no card to claim.' } })
  })

  test('CS-3: claiming is never forced; placing is always offered', () => {
    const legal = engine.legalActions(table(fans, targets), 0)
    expect(legal.filter((a) => a.type === 'claim')).toEqual([{ type: 'claim', target: 0 }, { type: 'claim', target: 1 }])
    expect(legal.filter((a) => a.type === 'place')).toHaveLength(18)
  })

  test('CS-3: a placed card is the pile\'s new top and the fan is worth what is left', () => {
    const { state, events } = act(table(fans, targets), 0, { type: 'place', card: '7H', target: 2 })
    // The fan still holds cards: no new fan opens, and the game goes on.
    expect(events).toEqual([{ to: 'all', event: { type: 'placed', seat: 0, card: '7H', target: 2 } }])
    expect(state.fans[0]?.[0]).toEqual(['JS', '3D'])
    expect(state.places).toBe(1)
    expect(state.targets[2]).toEqual(['AH', '7H'])
    expect(engine.view(state, 0).fanValue).toBe(3)
    expect(engine.view(state, 0).targets[2]).toEqual({ top: '7H', size: 2, value: 7 })
    expect(state.turn).toBe(1)
  })

  test('CS-3: a used fan is replaced by the next at once, shown to its owner only', () => {
    const { state, events } = act(table(fans, targets), 0, { type: 'claim', target: 0 })
    expect(state.active[0]).toBe(1)
    expect(eventsFor(events, 0)).toContainEqual({ type: 'fanCards', seat: 0, fan: 1, cards: ['2C', '2D', '2H'], value: 6 })
    expect(eventsFor(events, 1).some((e) => e.type === 'fanCards')).toBe(false)
    expect(eventsFor(events, 1)).toContainEqual({ type: 'fanOpened', seat: 0, fan: 1 })
    let s = table([[['AS'], [], [], [], [], []], fans[1] as Card[][]], targets)
    s = act(s, 0, { type: 'place', card: 'AS', target: 3 }).state
    expect(s.active[0]).toBe(6)
    expect(engine.view(s, 0).fan).toBeNull()
  })

  test('CS-3: each seat\'s view: its own active fan and its worth, everyone\'s fan sizes, the piles, the draw and the captures', () => {
    const { state } = act(table(fans, targets, ['QC', 'QD']), 0, { type: 'claim', target: 1 })
    const common = {
      dealer: 1,
      turn: 1,
      fanSizes: [[0, 3, 0, 0, 0, 0], [3, 3, 0, 0, 0, 0]],
      active: [1, 0],
      targets: [
        { top: 'TS', size: 1, value: 10 },
        { top: 'QC', size: 1, value: 0 },
        { top: 'AH', size: 1, value: 1 },
        { top: 'KS', size: 1, value: 0 },
        { top: '8S', size: 1, value: 8 },
        { top: '3C', size: 1, value: 3 },
      ],
      drawSize: 1,
      captured: [6, 0],
      over: false,
    }
    expect(engine.view(state, 0)).toEqual({ viewer: 0, fan: ['2C', '2D', '2H'], fanValue: 6, ...common })
    expect(engine.view(state, 1)).toEqual({ viewer: 1, fan: ['4C', '4D', '4H'], fanValue: 2, ...common })
    expect(engine.view(state, 'public')).toEqual({ viewer: 'public', fan: null, fanValue: null, ...common })
  })

  test('CS-3: a player out of fans is skipped; the other plays on', () => {
    const s = table([[['AS'], [], [], [], [], []], fans[1] as Card[][]], targets)
    const after = act(s, 0, { type: 'place', card: 'AS', target: 3 }).state
    expect(after.turn).toBe(1)
    expect(act(after, 1, { type: 'place', card: '4C', target: 3 }).state.turn).toBe(1)
  })

  test.each([
    ['out of turn', 1, { type: 'place', card: '4C', target: 0 }, 'NOT_YOUR_TURN'],
    ['a card not in the active fan', 0, { type: 'place', card: '2C', target: 0 }, 'NOT_IN_FAN'],
    ['a seventh target', 0, { type: 'place', card: 'JS', target: 6 }, 'BAD_TARGET'],
    ['an unknown move', 0, { type: 'pass' }, 'BAD_ACTION'],
    ['no action at all', 0, null, 'BAD_ACTION'],
    ['an action left out', 0, undefined, 'BAD_ACTION'],
    ['a third seat', 2, { type: 'place', card: 'JS', target: 0 }, 'BAD_SEAT'],
    ['a seat below 0', -1, { type: 'place', card: 'JS', target: 0 }, 'BAD_SEAT'],
    ['a target below 0', 0, { type: 'claim', target: -1 }, 'BAD_TARGET'],
  ] as const)('%s is refused, with a sentence saying why', (_, seat, action, code) => {
    const r = engine.apply(table(fans, targets), seat, action as unknown as ChecksAction)
    expect(r).toMatchObject({ ok: false, error: { code, message: expect.stringMatching(/\w+ \w+/) } })
  })
})

/** Plays a seeded game to the end, `pick` choosing among the legal moves; every step's events kept. */
function playOut(seed: string, pick: (legal: ChecksAction[], step: number) => ChecksAction) {
  const started = start(seed)
  let state = started.state
  const steps: { seat: Seat; action: ChecksAction; events: { to: Seat | 'all'; event: ChecksEvent }[]; after: ChecksState }[] = []
  while (!engine.outcome(state)) {
    if (steps.length > 60) throw new Error('not over after 60 moves')
    const seat = state.turn
    const action = pick(engine.legalActions(state, seat), steps.length)
    const r = act(state, seat, action)
    steps.push({ seat, action, events: r.events, after: r.state })
    state = r.state
  }
  return { first: started.state, setupEvents: started.events, steps, state }
}

describe('CS-3/CS-4: whole games', () => {
  const claimFirst = (legal: ChecksAction[], step: number) => legal.find((a) => a.type === 'claim') ?? (legal[(step * 7) % legal.length] as ChecksAction)
  const neverClaim = (legal: ChecksAction[], step: number) => {
    const places = legal.filter((a) => a.type === 'place')
    return places[(step * 5) % places.length] as ChecksAction
  }

  test.each([
    ['claiming when it can', 'whole1', claimFirst],
    ['claiming when it can', 'whole2', claimFirst],
    ['never claiming', 'whole3', neverClaim],
  ] as const)('CS-3/CS-4: %s (%s), all six fans of both seats are played out, turns alternate, the game ends once', (_, seed, pick) => {
    const { first, setupEvents, steps, state } = playOut(seed, pick)
    // Every one of the 36 fan cards left a fan: one per placement, the rest of the fan per claim.
    const used = steps.reduce((n, { events }) => {
      for (const { event } of events) {
        if (event.type === 'placed') n++
        if (event.type === 'claimed') n += event.fan.length
      }
      return n
    }, 0)
    expect(used).toBe(36)
    for (const seat of [0, 1]) {
      const opened = [...setupEvents, ...steps.flatMap((s) => s.events)].flatMap((e) => (e.event.type === 'fanOpened' && e.event.seat === seat ? [e.event.fan] : []))
      expect(opened).toEqual([0, 1, 2, 3, 4, 5])
      const shown = [...setupEvents, ...steps.flatMap((s) => s.events)].flatMap((e) => (e.event.type === 'fanCards' && e.event.seat === seat ? [e] : []))
      expect(shown.map((e) => e.to)).toEqual([seat, seat, seat, seat, seat, seat])
      expect(shown.map((e) => e.event.type === 'fanCards' && e.event.cards)).toEqual(first.fans[seat])
    }
    // The non-dealer starts, then the seats alternate while both hold fans.
    expect(steps[0]?.seat).toBe(1 - first.dealer)
    for (let i = 1; i < steps.length; i++) {
      const prev = steps[i - 1]!
      expect(steps[i]!.seat).toBe(prev.after.active[1 - prev.seat]! < 6 ? 1 - prev.seat : prev.seat)
    }
    const ended = steps.flatMap((s, i) => s.events.flatMap((e) => (e.event.type === 'ended' ? [{ i, event: e.event }] : [])))
    expect(ended.map((e) => e.i)).toEqual([steps.length - 1])
    const scores = state.captured.map((c) => c.length)
    expect(ended[0]?.event).toEqual({ type: 'ended', scores })
    const best = Math.max(...scores)
    expect(engine.outcome(state)).toEqual({ winners: [0, 1].filter((seat) => scores[seat] === best), scores, disqualified: [] })
    expect(scores[0]! + scores[1]! + state.targets.flat().length + state.draw.length).toBe(52)
    expect(state.claims).toBe(steps.filter((s) => s.action.type === 'claim').length)
    expect(state.places).toBe(steps.filter((s) => s.action.type === 'place').length)
    for (const viewer of [0, 1, 'public'] as const) {
      expect(engine.view(state, viewer)).toMatchObject({ over: true, fan: null, fanValue: null, active: [6, 6], fanSizes: [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]], captured: scores })
    }
    expect(engine.legalActions(state, 0)).toEqual([])
    expect(engine.legalActions(state, 1)).toEqual([])
    const winners = engine.outcome(state)?.winners ?? []
    expect(checksGame.rematchConfig?.(state)).toEqual({ dealer: winners.length === 1 ? winners[0] : 1 - state.dealer })
  })
})

describe('CS-4 end', () => {
  test('CS-4: the game ends when both are out of cards; a point per captured card, the row for nobody', () => {
    const s: ChecksState = { ...table([[['AS'], [], [], [], [], []], [[], [], [], [], [], []]], [['AH'], ['2S'], [], [], [], []]), captured: [['3S'], ['4S', '5S']] }
    const { state, events } = act(s, 0, { type: 'claim', target: 0 })
    expect(engine.outcome(state)).toEqual({ winners: [0], scores: [3, 2], disqualified: [] })
    expect(eventsFor(events, 'public')).toContainEqual({ type: 'ended', scores: [3, 2] })
    expect(engine.legalActions(state, 0)).toEqual([])
    expect(engine.apply(state, 0, { type: 'place', card: '2S', target: 0 })).toMatchObject({ ok: false, error: { code: 'GAME_OVER', message: 'The game is over.' } })
  })

  test('CS-4: equal points are a draw', () => {
    const s: ChecksState = { ...table([[['AS'], [], [], [], [], []], [[], [], [], [], [], []]], [['2H'], [], [], [], [], []]), captured: [['3S'], ['4S']] }
    const { state } = act(s, 0, { type: 'place', card: 'AS', target: 0 })
    expect(engine.outcome(state)).toEqual({ winners: [0, 1], scores: [1, 1], disqualified: [] })
  })

  test('X-2: only the seat to play has a private decision; nothing in Checks is open to both', () => {
    const { state } = start('x2')
    expect(checksGame.actingSeat(state)).toBe(state.turn)
    expect(engine.legalActions(state, state.turn).some((a) => checksGame.isOpenAction(a))).toBe(false)
    const played = act(state, state.turn, engine.legalActions(state, state.turn).find((a) => a.type === 'place')!).state
    expect(checksGame.actingSeat(played)).toBe(1 - state.turn)
    expect(checksGame.actingSeat({ ...played, active: [FANS, FANS] })).toBeNull()
  })

  test('self-play figure: mean cards captured by each seat', () => {
    const done = (a: number, b: number): ChecksState => ({ ...table([[], []], []), captured: [FULL_DECK.slice(0, a), FULL_DECK.slice(a, a + b)] })
    expect(checksGame.selfplayStats([done(20, 10), done(10, 4)])).toEqual({ meanCapturedBySeat: [15, 7] })
  })
})
