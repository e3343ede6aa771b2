import { describe, expect, test } from 'vitest'
import { eventsFor } from '../../engine'
import { BOT_LEVELS, createSeatBot, type RuleLevel } from '../module'
import { createCheckBot } from './bot'
import { checkGame } from './index'
import { checkEngine as engine } from './engine'
import type { CheckAction, CheckState } from './types'

function started(seed: string): CheckState {
  const r = engine.setup({ seats: 3, windowMs: 5000 }, seed)
  if (!r.ok) throw new Error(r.error.message)
  return r.value.state
}

// A bot that watched the deal of `state` from `seat`.
function seated(level: RuleLevel, seat: number, state: CheckState, events: Parameters<typeof eventsFor>[0]) {
  const bot = createCheckBot(seat, level, 'b')
  bot.observe(engine.view(state, seat), eventsFor(events as never, seat) as never)
  return bot
}

describe('Check! computer players', () => {
  test('a bot remembers its opening look and throws the twin of the card just discarded', () => {
    const r = engine.setup({ seats: 3, windowMs: 5000 }, 'twin')
    if (!r.ok) throw new Error()
    const s0 = r.value.state
    const seat = (s0.turn.seat + 1) % 3
    const twinRank = (s0.grids[seat]?.[2] as string)[0]
    // Put a card of the same rank on top of the draw pile for the turn player to discard.
    const twin = s0.drawPile.find((c) => c[0] === twinRank)
    if (!twin) throw new Error('this seed deals no twin to the draw pile')
    const state: CheckState = { ...s0, drawPile: [...s0.drawPile.filter((c) => c !== twin), twin] }
    const bot = seated('hard', seat, state, r.value.events)
    const drew = engine.apply(state, state.turn.seat, { type: 'draw', from: 'pile', at: 0 })
    if (!drew.ok) throw new Error()
    const discarded = engine.apply(drew.value.state, state.turn.seat, { type: 'discard', at: 1000 })
    if (!discarded.ok) throw new Error()
    const window = discarded.value.state
    bot.observe(engine.view(window, seat), eventsFor(discarded.value.events, seat))
    const d = bot.decide(engine.view(window, seat), engine.legalActions(window, seat), 1000)
    expect(d?.action).toEqual({ type: 'match', slot: 2 })
  })

  test.each(BOT_LEVELS)('%s reacts in a window no faster than a person (at least 600 ms)', (level) => {
    for (let i = 0; i < 40; i++) {
      const s = started(`react:${i}`)
      const drew = engine.apply(s, s.turn.seat, { type: 'draw', from: 'pile', at: 0 })
      if (!drew.ok) throw new Error()
      const open = engine.apply(drew.value.state, s.turn.seat, { type: 'discard', at: 500 })
      if (!open.ok) throw new Error()
      const seat = (s.turn.seat + 1) % 3
      const bot = createSeatBot(checkGame, seat, level, `r${i}`)
      const d = bot.decide(engine.view(open.value.state, seat), engine.legalActions(open.value.state, seat), 500)
      expect(d?.delayMs).toBeGreaterThanOrEqual(600)
    }
  })

  test('being asked again does not restart a bot’s reaction clock', () => {
    const s = started('clock')
    const drew = engine.apply(s, s.turn.seat, { type: 'draw', from: 'pile', at: 0 })
    if (!drew.ok) throw new Error()
    const open = engine.apply(drew.value.state, s.turn.seat, { type: 'discard', at: 0 })
    if (!open.ok) throw new Error()
    const seat = (s.turn.seat + 1) % 3
    const bot = createCheckBot(seat, 'hard', 'clock')
    const v = engine.view(open.value.state, seat)
    const legal = engine.legalActions(open.value.state, seat)
    const first = bot.decide(v, legal, 0)
    const again = bot.decide(v, legal, 300)
    expect((again?.delayMs ?? 0) + 300).toBe(first?.delayMs)
  })

  test('a king is spent on peeking at our own unknown cards first', () => {
    const s = started('king')
    const owner = s.turn.seat
    const state: CheckState = {
      ...s,
      phase: 'ability',
      ability: { owner, rank: 'K', stage: 'peek', peeksLeft: 2, peeked: [] },
    }
    const bot = createCheckBot(owner, 'hard', 'k')
    bot.observe(engine.view(state, owner), [
      { type: 'initialPeek', seat: owner, slots: [2, 3], cards: [state.grids[owner]?.[2], state.grids[owner]?.[3]] as never },
    ])
    const d = bot.decide(engine.view(state, owner), engine.legalActions(state, owner), 0)
    expect(d?.action).toMatchObject({ type: 'peek', target: { seat: owner } })
    expect([0, 1]).toContain((d?.action as Extract<CheckAction, { type: 'peek' }>).target.slot)
  })

  test('a hard bot calls Check when it knows its hand is low and nobody looks lower', () => {
    const s = started('low')
    const seat = s.turn.seat
    const grids = s.grids.map((g) => g.slice())
    const low = ['AS', 'AH', 'AD', 'AC'] as const
    // Trade the aces into this seat's grid, keeping every card somewhere.
    const all = [...s.drawPile, ...grids.flat()].filter((c) => c && !(low as readonly string[]).includes(c)) as CheckState['drawPile']
    const state: CheckState = { ...s, grids: grids.map((_, i) => (i === seat ? [...low] : all.splice(0, 4))), drawPile: all }
    const bot = createCheckBot(seat, 'hard', 'low')
    bot.observe(engine.view(state, seat), [
      { type: 'initialPeek', seat, slots: [0, 1], cards: ['AS', 'AH'] },
      { type: 'initialPeek', seat, slots: [2, 3], cards: ['AD', 'AC'] },
    ])
    const d = bot.decide(engine.view(state, seat), engine.legalActions(state, seat), 0)
    expect(d?.action).toEqual({ type: 'check' })
  })
})
