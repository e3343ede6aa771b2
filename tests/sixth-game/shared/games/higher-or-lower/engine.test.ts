import { describe, expect, test } from 'vitest'
import type { Card } from '../../../../../shared/cards'
import { defaultHigherOrLowerConfig, holEngine, type HolAction, type HolState } from './engine'

const higher: HolAction = { type: 'guess', higher: true }
const lower: HolAction = { type: 'guess', higher: false }

/** A dealt game with these hands and stock, as the engine would hold it. */
function dealt(hands: Card[], stock: Card[], rounds = 1): HolState {
  const r = holEngine.setup({ seats: hands.length, rounds }, 'rulings')
  if (!r.ok) throw new Error(r.error.message)
  return { ...r.value.state, hands, stock, scores: hands.map(() => 0) }
}

function play(state: HolState, seat: number, action: HolAction) {
  const r = holEngine.apply(state, seat, action)
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
  return r.value
}

describe('Higher or Lower', () => {
  test('HL-1: each player is dealt one card, told to them alone; the rest is the stock', () => {
    const r = holEngine.setup(defaultHigherOrLowerConfig(3), 'deal')
    if (!r.ok) throw new Error(r.error.message)
    expect(r.value.state.hands).toHaveLength(3)
    expect(r.value.state.stock).toHaveLength(49)
    expect(r.value.events).toEqual(r.value.state.hands.map((card, seat) => ({ to: seat, event: { type: 'dealt', seat, card } })))
    expect(holEngine.view(r.value.state, 1)).toMatchObject({ mine: r.value.state.hands[1], hands: [null, r.value.state.hands[1], null] })
    expect(holEngine.view(r.value.state, 'public')).toMatchObject({ mine: null, hands: [null, null, null] })
  })

  test('HL-1: the seat limits and the rounds are the descriptor\'s', () => {
    expect(holEngine.setup({ seats: 5, rounds: 3 }, 's')).toMatchObject({ ok: false, error: { code: 'BAD_CONFIG', message: 'Higher or Lower is for 2 to 4 players.' } })
    expect(holEngine.setup({ seats: 2, rounds: 6 }, 's')).toMatchObject({ ok: false, error: { code: 'BAD_CONFIG', message: 'A game is 1 to 5 rounds.' } })
  })

  test.each<[string, Card, Card, HolAction, number]>([
    ['a higher card, said higher, scores', '7H', '9C', higher, 1],
    ['a lower card, said higher, does not', '7H', '2C', higher, 0],
    ['a lower card, said lower, scores', '7H', '2C', lower, 1],
    ['aces are low: an ace, said lower, scores against a two', '2H', 'AC', lower, 1],
    ['kings are high: a king, said higher, scores against a queen', 'QH', 'KC', higher, 1],
    ['the same rank scores nothing, said higher', '7H', '7C', higher, 0],
    ['the same rank scores nothing, said lower', '7H', '7C', lower, 0],
  ])('HL-2: %s', (_rule, mine, next, action, points) => {
    const { state, events } = play(dealt([mine, '3S'], [next, '4S', '5S']), 0, action)
    expect(state.scores).toEqual([points, 0])
    expect(events).toEqual([{ to: 'all', event: { type: 'turned', seat: 0, higher: action.higher, card: next, right: points === 1 } }])
  })

  test('HL-2: the turn passes on round the table, and a guess out of turn is refused', () => {
    const state = dealt(['7H', '3S', '9D'], ['2C', '4C', '5C', '6C'])
    expect(holEngine.apply(state, 1, higher)).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } })
    const after = play(state, 0, lower).state
    expect(after.turn).toBe(1)
    expect(holEngine.legalActions(after, 0)).toEqual([])
    expect(holEngine.legalActions(after, 1)).toEqual([higher, lower])
  })

  test('HL-3: after every player has guessed each round, every card is shown and the most points win', () => {
    let state = dealt(['7H', '3S'], ['9C', '2C', 'KC', 'AC'], 2)
    for (const [seat, action] of [[0, higher], [1, higher], [0, higher], [1, lower]] as const) {
      expect(holEngine.outcome(state)).toBeNull()
      const step = play(state, seat, action)
      state = step.state
      if (holEngine.outcome(state)) expect(step.events.at(-1)).toEqual({ to: 'all', event: { type: 'revealed', hands: ['7H', '3S'] } })
    }
    expect(state.scores).toEqual([2, 1])
    expect(holEngine.outcome(state)).toEqual({ winners: [0], scores: [2, 1], disqualified: [] })
    expect(holEngine.view(state, 1).hands).toEqual(['7H', '3S'])
    expect(holEngine.apply(state, 0, higher)).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } })
  })

  test('HL-3: equal most points share the win', () => {
    const state = play(dealt(['7H', '3S'], ['9C', '2C']), 0, higher).state
    const end = play(state, 1, lower).state
    expect(holEngine.outcome(end)).toEqual({ winners: [0, 1], scores: [1, 1], disqualified: [] })
  })
})
