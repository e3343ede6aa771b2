import { describe, expect, test } from 'vitest'
import { FULL_DECK, type Card } from '../../cards'
import { checksValue } from './values'
import { playMatch } from '../selfplay'
import { createChecksBot } from './bot'
import { checksEngine, fanValue, type ChecksView } from './engine'
import { checksGame } from './index'

function viewOf(fan: Card[], tops: (Card | null)[], sizes: number[], extra: Partial<ChecksView> = {}): ChecksView {
  return {
    viewer: 0,
    dealer: 1,
    turn: 0,
    fan,
    fanValue: fanValue(fan),
    fanSizes: [[fan.length, 3, 3, 3, 3, 3], [3, 3, 3, 3, 3, 3]],
    active: [0, 0],
    targets: tops.map((top, i) => ({ top, size: sizes[i] ?? 0, value: top ? checksValue(top) : null })),
    drawSize: 10,
    captured: [0, 0],
    over: false,
    ...extra,
  }
}

function legalFor(v: ChecksView) {
  const fans = [[v.fan ?? [], [], [], [], [], []], [['2C', '3C', '4C'], [], [], [], [], []]] as Card[][][]
  return checksEngine.legalActions(
    { dealer: 1, turn: 0, fans, active: [0, 0], targets: v.targets.map((t) => Array.from({ length: t.size }, () => t.top as Card)), draw: [], captured: [[], []], claims: 0, places: 0 },
    0,
  )
}

describe('checks bots', () => {
  test.each(['easy', 'normal', 'hard'] as const)('%s takes a big pile it can claim', (level) => {
    const v = viewOf(['JS', '7H', '3D'], ['TD', '2S', '3S', '4S', '5S', '6S'], [7, 1, 1, 1, 1, 1])
    const bot = createChecksBot(0, level, 's')
    bot.observe(v, [])
    const claims = new Set<string>()
    for (let i = 0; i < 5; i++) claims.add(JSON.stringify(bot.decide(v, legalFor(v), 0)?.action))
    if (level !== 'easy') expect([...claims]).toEqual([JSON.stringify({ type: 'claim', target: 0 })])
    else expect(claims.has(JSON.stringify({ type: 'claim', target: 0 }))).toBe(true)
  })

  test('hard grows a pile for its own next claim rather than take a lone card now', () => {
    // Fan 5+5+K = 10 could take the lone 10 now; placing a 5 leaves 5+K = 5 for the five-card
    // 5-pile next turn, worth far more.
    const v = viewOf(['5C', '5D', 'KH'], ['TD', '5S', '2S', '3S', '4S', '6S'], [1, 5, 1, 1, 1, 1])
    const bot = createChecksBot(0, 'hard', 's')
    bot.observe(v, [])
    const d = bot.decide(v, legalFor(v), 0)
    expect(d?.action.type).toBe('place')
  })

  test('hard covers a big pile the opponent\'s fan must match, judged from the cards it has seen', () => {
    // Every card but nine court cards has been seen, so the opponent's fan is surely worth 0.
    const courts = ['J', 'Q', 'K'].flatMap((r) => ['C', 'D', 'H'].map((su) => `${r}${su}`))
    const shown = FULL_DECK.filter((c) => !courts.includes(c))
    const v = viewOf(['9C', 'AD', 'AH'], ['KS', '2S', '3S', '4S', '5S', '6S'], [8, 1, 1, 1, 1, 1])
    const bot = createChecksBot(0, 'hard', 's')
    bot.observe(v, [{ type: 'claimed', seat: 1, target: 0, pile: shown, fan: [], value: 0 }])
    expect(bot.decide(v, legalFor(v), 0)?.action).toMatchObject({ type: 'place', target: 0 })
  })

  test('bots wait when it is not their turn', () => {
    expect(createChecksBot(1, 'hard', 's').decide(viewOf([], [], []), [], 0)).toBeNull()
  })

  test('hard beats random in at least 80% of games and easy more often than not', () => {
    let vsRandom = 0
    let vsEasy = 0
    for (let i = 0; i < 30; i++) {
      const a = playMatch(checksGame, { levels: i % 2 ? ['hard', 'random'] : ['random', 'hard'], seed: `r${i}` })
      const b = playMatch(checksGame, { levels: i % 2 ? ['hard', 'easy'] : ['easy', 'hard'], seed: `e${i}` })
      expect(a.errors + a.invariantViolations + b.errors + b.invariantViolations).toBe(0)
      const hard = i % 2 ? 0 : 1
      if (a.outcome?.winners.length === 1 && a.outcome.winners[0] === hard) vsRandom++
      if (b.outcome?.winners.length === 1 && b.outcome.winners[0] === hard) vsEasy++
    }
    expect(vsRandom).toBeGreaterThanOrEqual(24)
    expect(vsEasy).toBeGreaterThan(15)
  })
})
