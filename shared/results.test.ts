import { describe, expect, test } from 'vitest'
import { fourDownDescriptor } from './games/four-down/descriptor'
import { GAME_MODULES } from './games/lookup'
import { BOT_RATINGS, levelOf, rate, resultFor } from './results'

describe('results (X-1)', () => {
  test('FD-8: Four Down pays 22 for a win, 8 for a draw, 3 for a loss', () => {
    expect(fourDownDescriptor.levelPoints).toEqual({ win: 22, draw: 8, loss: 3 })
  })

  test.each(GAME_MODULES.map((m) => [m.game.id, m.game.levelPoints] as const))('X-1: %s pays something for finishing, most for a win', (_id, p) => {
    expect(p.win > p.draw && p.draw > p.loss && p.loss > 0).toBe(true)
  })

  test.each([
    [[2], 2, 'win'],
    [[0, 2], 2, 'draw'],
    [[0], 2, 'loss'],
  ] as const)('winners %j make seat %i a %s', (winners, seat, result) => {
    expect(resultFor(seat, winners)).toBe(result)
  })

  test('Elo: beating a stronger player gains more than beating a weaker one, and a loss costs', () => {
    const up = rate(1200, BOT_RATINGS.hard, 1) - 1200
    const down = rate(1200, BOT_RATINGS.easy, 1) - 1200
    expect(up).toBeGreaterThan(down)
    expect(rate(1200, 1200, 0)).toBe(1184)
    expect(rate(1200, 1200, 0.5)).toBe(1200)
  })

  test('levels: 0 points is level 1, 50 is level 2, 150 is level 3', () => {
    expect(levelOf(0).level).toBe(1)
    expect(levelOf(49).level).toBe(1)
    expect(levelOf(50)).toMatchObject({ level: 2, into: 0, needed: 100 })
    expect(levelOf(150).level).toBe(3)
  })
})
