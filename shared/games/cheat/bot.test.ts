import { describe, expect, test } from 'vitest'
import type { Card } from '../../cards'
import { playMatch } from '../selfplay'
import type { CheatView } from './engine'
import { cheatGame } from './index'
import { createCheatBot } from './bot'
import { cheatTable } from './test-support'

function viewOf(hand: Card[], extra: Partial<CheatView> = {}): CheatView {
  return {
    viewer: 0,
    seats: 4,
    dealer: 3,
    challengeMs: 3000,
    hand,
    handSizes: [hand.length, 12, 12, 12],
    pileSize: 3,
    required: '7',
    turn: 0,
    window: null,
    lastReveal: null,
    winner: null,
    finalHands: null,
    ...extra,
  }
}

const claimWindow = (rank: CheatView['required'], count: number, lastCard = false): CheatView['window'] => ({
  claimant: 1,
  rank,
  count,
  closesAt: lastCard ? null : 5000,
  accepted: [],
  callers: [],
  lastCard,
})

describe('cheat bots', () => {
  test.each(['easy', 'normal', 'hard'] as const)('%s plays its sevens when it holds them', (level) => {
    const bot = createCheatBot(0, level, 's')
    const v = viewOf(['7S', '7H', '2C', '9D', 'KD'])
    const d = bot.decide(v, cheatGame.engine.legalActions({ ...stateFrom(v) }, 0), 1000)
    expect(d?.action.type).toBe('claim')
    if (d?.action.type === 'claim') expect(d.action.cards.every((c) => c[0] === '7')).toBe(true)
    expect(d?.delayMs).toBeGreaterThan(300)
  })

  test('hard bluffs with one card when it must, keeping its ranks due soon', () => {
    const bot = createCheatBot(0, 'hard', 's')
    // Asked for 7 now, it will be asked for J next (4 seats): the jack is kept.
    const v = viewOf(['JS', 'JH', '8C'])
    const d = bot.decide(v, [{ type: 'claim', cards: ['8C'], at: 0 }], 0)
    expect(d?.action).toEqual({ type: 'claim', cards: ['8C'], at: d?.delayMs })
  })

  test.each(['normal', 'hard'] as const)('%s calls a claim it holds the cards to disprove', (level) => {
    const bot = createCheatBot(0, level, 's')
    const v = viewOf(['9S', '9H', '9D', '2C'], { window: claimWindow('9', 2), turn: 2, required: 'T' })
    expect(bot.decide(v, [{ type: 'call', at: 0 }, { type: 'accept', at: 0 }], 0)?.action.type).toBe('call')
  })

  test.each(['normal', 'hard'] as const)('%s always calls a last card', (level) => {
    const bot = createCheatBot(0, level, 's')
    const v = viewOf(['2C', '3D'], { window: claimWindow('9', 1, true), handSizes: [2, 0, 5, 5] })
    expect(bot.decide(v, [{ type: 'call', at: 0 }, { type: 'accept', at: 0 }], 0)?.action.type).toBe('call')
  })

  test('CH-5: hard lets a plausible single card on a big pile stand, and says so', () => {
    const bot = createCheatBot(0, 'hard', 's')
    const v = viewOf(['2C', '3D', '4S', '5H', '6C'], { window: claimWindow('9', 1), pileSize: 20, handSizes: [5, 14, 12, 12] })
    expect(bot.decide(v, [{ type: 'call', at: 0 }, { type: 'accept', at: 0 }], 0)?.action.type).toBe('accept')
  })

  // The pace a five-player game lost: every ordinary claim waited out its whole window.
  test.each([['easy'], ['normal'], ['hard'], ['expert']] as const)('CH-5: among %s computer players no claim waits out its window: each closes on the last answer', (level) => {
    let answered = 0
    let clocked = 0
    playMatch(cheatGame, {
      levels: [level, level, level, level, level],
      seed: `pace-${level}`,
      maxActions: 150,
      playouts: 20,
      onStep: (_state, events) => {
        const types = events.map((e) => e.event.type)
        // The last "no call" closes the window at once; a window nobody answered stands on the clock.
        if (types[0] === 'accepted' && types.includes('stood')) answered++
        if (types[0] === 'stood') clocked++
      },
    })
    expect(answered).toBeGreaterThan(0)
    expect(clocked).toBe(0)
  })

  test('CH-4: a bot that lets a last card stand says so', () => {
    const outcomes = new Set<string | undefined>()
    for (let i = 0; i < 20; i++) {
      const v = viewOf(['2C', '3D'], { window: claimWindow('9', 1, true), handSizes: [2, 0, 5, 5] })
      outcomes.add(createCheatBot(0, 'easy', `l${i}`).decide(v, [{ type: 'call', at: 0 }, { type: 'accept', at: 0 }], 0)?.action.type)
    }
    expect([...outcomes].sort()).toEqual(['accept', 'call'])
  })

  test('asked again about the same claim, a bot keeps its decision and its moment', () => {
    const bot = createCheatBot(2, 'easy', 's')
    const v = viewOf(['2C', '3D'], { viewer: 2, window: claimWindow('9', 1, true) })
    const legal = [{ type: 'call', at: 0 }, { type: 'accept', at: 0 }] as const
    const first = bot.decide(v, legal, 1000)
    const again = bot.decide({ ...v, window: { ...(claimWindow('9', 1, true) as NonNullable<CheatView['window']>), accepted: [3] } }, legal, 1400)
    expect(first).not.toBeNull()
    expect(again?.action).toEqual(first?.action)
    expect(again?.delayMs).toBe(Math.max(0, (first?.delayMs ?? 0) - 400))
  })

  test('bots wait when they have nothing to do', () => {
    expect(createCheatBot(0, 'hard', 's').decide(viewOf(['2C']), [], 0)).toBeNull()
  })

  test('hard wins most 4-player games against three random seats', () => {
    let wins = 0
    for (let i = 0; i < 40; i++) {
      const m = playMatch(cheatGame, { levels: ['hard', 'random', 'random', 'random'], seed: `r${i}` })
      expect(m.errors + m.invariantViolations).toBe(0)
      if (m.outcome?.winners.includes(0)) wins++
    }
    expect(wins).toBeGreaterThanOrEqual(24)
  })

  test('hard takes more than a fair share against easy', () => {
    let wins = 0
    for (let i = 0; i < 20; i++) if (playMatch(cheatGame, { levels: ['easy', 'hard', 'easy', 'easy'], seed: `e${i}` }).outcome?.winners.includes(1)) wins++
    expect(wins).toBeGreaterThan(5)
  })
})

function stateFrom(v: CheatView) {
  return cheatTable([v.hand ?? [], [], [], []], { seats: v.seats, challengeMs: v.challengeMs, dealer: v.dealer, required: v.required })
}
