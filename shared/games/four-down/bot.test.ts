import { describe, expect, test } from 'vitest'
import { FULL_DECK, type Card } from '../../cards'
import { eventsFor, type GameEvent, type Seat } from '../../engine'
import type { RuleLevel } from '../module'
import { playMatch } from '../selfplay'
import { createFourDownBot } from './bot'
import { fourDownEngine as engine, type FourDownAction, type FourDownEvent, type FourDownState } from './engine'
import { fourDownGame } from './index'

type Bot = ReturnType<typeof createFourDownBot>

/** Seat 0 starts (dealer 1); its row is the first four cards, seat 1's the next four, then the starter and the stock. */
function table(top: Card[]): { state: FourDownState; events: GameEvent<FourDownEvent>[] } {
  const deck = [...top, ...FULL_DECK.filter((c) => !top.includes(c))]
  const r = engine.setup({ seats: 2, target: 100, dealer: 1, deck }, 'bot')
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

/** Plays the bots' turns (and any scripted ones) while keeping every bot told, like the host does. */
class Game {
  state: FourDownState
  readonly bots: Bot[]

  constructor(top: Card[], level: RuleLevel = 'hard') {
    const { state, events } = table(top)
    this.state = state
    this.bots = [0, 1].map((seat) => createFourDownBot(seat, level, 't'))
    this.tell(events)
  }

  tell(events: GameEvent<FourDownEvent>[]): void {
    this.bots.forEach((b, seat) => b.observe(engine.view(this.state, seat), eventsFor(events, seat)))
  }

  decide(seat: Seat = this.state.turn): FourDownAction {
    const d = this.bots[seat]?.decide(engine.view(this.state, seat), engine.legalActions(this.state, seat), 0)
    if (!d) throw new Error('no decision')
    return d.action
  }

  play(action: FourDownAction = this.decide()): FourDownAction {
    const r = engine.apply(this.state, this.state.turn, action)
    if (!r.ok) throw new Error(r.error.message)
    this.state = r.value.state
    this.tell(r.value.events)
    return action
  }
}

// Seat 1's row and the starter when they do not matter.
const REST: Card[] = ['6H', '6D', '6C', '5H', '8D']

describe('Four Down computer players', () => {
  test('hard matches its own known card when it draws that rank', () => {
    const g = new Game(['9S', '3S', '4S', '5S', ...REST, '9H'])
    expect(g.play()).toEqual({ type: 'draw', from: 'stock' })
    expect(g.decide()).toEqual({ type: 'match', target: { seat: 0, slot: 0 } })
  })

  test('hard throws a known king off with any king, even the king of diamonds', () => {
    const g = new Game(['KH', '3S', '4S', '5S', ...REST, 'KD'])
    g.play()
    expect(g.decide()).toEqual({ type: 'match', target: { seat: 0, slot: 0 } })
  })

  test('hard replaces its worst known card with a low stock card', () => {
    const g = new Game(['QS', '3S', '4S', '5S', ...REST, '2C'])
    g.play()
    expect(g.decide()).toEqual({ type: 'replace', slot: 0 })
  })

  test('hard takes a low card off the discard pile for its worst card', () => {
    const g = new Game(['QS', '3S', '4S', '5S', '6H', '6D', '6C', '5H', 'AD'])
    expect(g.play()).toEqual({ type: 'draw', from: 'discard' })
    expect(g.decide()).toEqual({ type: 'replace', slot: 0 })
  })

  test('hard spends a 7 on looking at one of its own unseen cards', () => {
    const g = new Game(['2S', '3S', '4S', '5S', ...REST, '7C'])
    g.play()
    const a = g.decide()
    expect(a.type).toBe('look')
    if (a.type === 'look') expect([2, 3]).toContain(a.target.slot)
    expect(a).toMatchObject({ target: { seat: 0 } })
  })

  test("hard matches a card it saw in another row and hands over its worst", () => {
    // Seat 0 looks with the 10 at seat 1's 2H, seat 1 throws its card away, then seat 0 draws a 2.
    const g = new Game(['9S', '3S', '4S', '5S', '2H', '6D', '6C', '5H', '8D', 'TC', 'KC', '2C'])
    g.play({ type: 'draw', from: 'stock' })
    g.play({ type: 'look', target: { seat: 1, slot: 0 } })
    g.play({ type: 'draw', from: 'stock' })
    g.play({ type: 'discard' })
    expect(g.play()).toEqual({ type: 'draw', from: 'stock' })
    expect(g.play()).toEqual({ type: 'match', target: { seat: 1, slot: 0 } })
    expect(g.decide()).toEqual({ type: 'handOver', slot: 0 })
  })

  test('hard calls on a clear lead and not when behind', () => {
    // Seat 0 holds A, 2, A, 2 and has seen them all; seat 1 holds kings and queens it has shown.
    const ahead = new Game(['AS', '2S', 'AH', '2H', 'KS', 'KH', 'QS', 'QH', '8D'])
    ahead.bots[0]?.observe(engine.view(ahead.state, 0), [
      { type: 'seen', seat: 0, target: { seat: 0, slot: 2 }, card: 'AH' },
      { type: 'seen', seat: 0, target: { seat: 0, slot: 3 }, card: '2H' },
      ...(['KS', 'KH', 'QS', 'QH'] as Card[]).map((card, slot) => ({ type: 'seen' as const, seat: 0, target: { seat: 1, slot }, card })),
    ])
    expect(ahead.decide()).toEqual({ type: 'call' })
    const behind = new Game(['KS', 'KH', 'QS', 'QH', 'AS', '2S', 'AH', '2H', '8D'])
    expect(behind.decide()).not.toEqual({ type: 'call' })
  })

  test.each(['easy', 'normal', 'hard'] as const)('%s decides from its own seat only: cards it has not seen change nothing', (level) => {
    // The same opening look (9S 3S) and starter; every card seat 0 has not seen differs.
    const a = new Game(['9S', '3S', '4S', '5S', '6H', '6D', '6C', '5H', '8D', '2C'], level)
    const b = new Game(['9S', '3S', 'KC', 'QC', 'AH', '2D', 'AC', '2H', '8D', 'KH'], level)
    const ask = (g: Game) => g.bots[0]?.decide(engine.view(g.state, 0), engine.legalActions(g.state, 0), 0)
    expect(ask(a)).toEqual(ask(b))
  })

  test('random picks among the legal actions, every one of them in time', () => {
    const g = new Game(['2S', '3S', '4S', '5S', ...REST, 'QC'], 'random')
    g.play({ type: 'draw', from: 'stock' })
    const legal = engine.legalActions(g.state, 0)
    const picked = new Set<string>()
    for (let i = 0; i < 3000; i++) {
      const bot = createFourDownBot(0, 'random', `r${i}`)
      picked.add(JSON.stringify(bot.decide(engine.view(g.state, 0), legal, 0)?.action))
    }
    expect([...picked].sort()).toEqual(legal.map((a) => JSON.stringify(a)).sort())
  })

  test.each(['random', 'hard'] as const)('%s asked again with nothing new gives the same answer', (level) => {
    const g = new Game(['2S', '3S', '4S', '5S', ...REST, 'QC'], level)
    g.play({ type: 'draw', from: 'stock' })
    const ask = () => g.bots[0]?.decide(engine.view(g.state, 0), engine.legalActions(g.state, 0), 0)
    const first = ask()
    for (let i = 0; i < 5; i++) expect(ask()).toEqual(first)
  })

  test('a bot with nothing to do waits', () => {
    const g = new Game(['2S', '3S', '4S', '5S', ...REST])
    expect(g.bots[1]?.decide(engine.view(g.state, 1), [], 0)).toBeNull()
  })

  test('think time is human: slower at lower levels, never instant', () => {
    const { state } = table(['2S', '3S', '4S', '5S', ...REST])
    const mean = (level: RuleLevel): number => {
      let sum = 0
      for (let i = 0; i < 200; i++) {
        const d = createFourDownBot(0, level, `d${i}`).decide(engine.view(state, 0), engine.legalActions(state, 0), 0)
        expect(d?.delayMs).toBeGreaterThanOrEqual(400)
        sum += d?.delayMs ?? 0
      }
      return sum / 200
    }
    expect(mean('easy')).toBeGreaterThan(mean('normal'))
    expect(mean('normal')).toBeGreaterThan(mean('hard'))
  })

  test.each([
    ['hard', 'random', 40, 0.9],
    ['hard', 'easy', 40, 0.75],
    ['normal', 'easy', 40, 0.75],
    ['hard', 'normal', 80, 0.55],
  ] as const)('%s beats %s in two-player matches', (a, b, matches, rate) => {
    let wins = 0
    for (let i = 0; i < matches; i++) {
      // Alternate the seats so neither level always deals first.
      const levels = i % 2 === 0 ? [a, b] : [b, a]
      const m = playMatch(fourDownGame, { levels, seed: `vs:${i}` })
      expect(m.errors + m.invariantViolations).toBe(0)
      const mine = i % 2 === 0 ? 0 : 1
      if (m.outcome?.winners.length === 1 && m.outcome.winners[0] === mine) wins++
    }
    expect(wins / matches).toBeGreaterThanOrEqual(rate)
  })
})
