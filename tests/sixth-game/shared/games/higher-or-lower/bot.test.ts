import { describe, expect, test } from 'vitest'
import type { Card } from '../../../../../shared/cards'
import { createHigherOrLowerBot } from './bot'
import type { HolAction, HolEvent, HolView } from './engine'

const legal: HolAction[] = [{ type: 'guess', higher: true }, { type: 'guess', higher: false }]
const view = (mine: Card, turn = 0): HolView => ({ viewer: 0, turn, mine, hands: [mine, null], lastTurned: null, guessesLeft: 6, scores: [0, 0] })
const turned = (cards: Card[]): HolEvent[] => cards.map((card) => ({ type: 'turned', seat: 1, higher: true, card, right: false }))
const says = (level: 'normal' | 'hard', mine: Card, seen: Card[] = []) => {
  const bot = createHigherOrLowerBot(0, level, 'bot')
  bot.observe(view(mine), turned(seen))
  return bot.decide(view(mine), legal, 0)?.action.higher
}
const LOW: Card[] = ['AS', 'AH', 'AD', 'AC', '2S', '2H', '2D', '2C', '3S', '3H', '3D', '3C']

describe('Higher or Lower computer players', () => {
  test('waits when it is not its turn', () => {
    expect(createHigherOrLowerBot(0, 'hard', 'bot').decide(view('8S', 1), [], 0)).toBeNull()
  })

  test('HL-2: normal goes by its own card: higher from a low card, lower from a high one', () => {
    expect(says('normal', '3S')).toBe(true)
    expect(says('normal', '8S')).toBe(false)
  })

  test('HL-2: hard counts the cards turned: with an 8, lower while most unseen cards are lower, higher once the low ones are gone', () => {
    expect(says('hard', '8S')).toBe(false)
    expect(says('hard', '8S', LOW)).toBe(true)
  })

  test('easy says both, at random, within its thinking time', () => {
    const bot = createHigherOrLowerBot(0, 'easy', 'bot')
    const choices = Array.from({ length: 20 }, () => bot.decide(view('8S'), legal, 0)!)
    expect(new Set(choices.map((c) => c.action.higher))).toEqual(new Set([true, false]))
    for (const c of choices) expect(c.delayMs >= 1200 && c.delayMs <= 2500).toBe(true)
  })
})
