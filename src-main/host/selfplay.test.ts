import { describe, expect, test } from 'vitest'
import { checkGame } from '@shared/games/check'
import type { AnyCardGameModule } from '@shared/games/module'
import { playMatches, runSelfplay, summarise } from './selfplay'

const levels = ['hard', 'random', 'easy'] as const

describe('self-play reports', () => {
  test('a report carries the shared contract, the game figures, then the speed', () => {
    const r = runSelfplay('check', checkGame, { levels, matches: 20, seed: 's' })
    expect(Object.keys(r)).toEqual([
      'game', 'matches', 'seed', 'seats', 'errors', 'invariantViolations',
      'turnsPerGame', 'checkCallerWinRate', 'disqualificationRate', 'gamesPerSecond', 'problems',
    ])
    expect(r.seats.map((s) => s.kind)).toEqual(levels)
    expect(r.errors).toBe(0)
    expect(r.invariantViolations).toBe(0)
    const decided = r.seats.reduce((n, s) => n + s.wins, 0)
    expect(decided).toBeLessThanOrEqual(20)
  })

  test('the same seed plays the same matches', () => {
    const a = runSelfplay('check', checkGame, { levels, matches: 10, seed: 'again' })
    const b = runSelfplay('check', checkGame, { levels, matches: 10, seed: 'again' })
    expect({ ...a, gamesPerSecond: 0 }).toEqual({ ...b, gamesPerSecond: 0 })
  })

  test('a module may name its speed figure', () => {
    const module: AnyCardGameModule = { ...checkGame, selfplayRateKey: 'matchesPerSecond' }
    const r = runSelfplay('check', module, { levels, matches: 2, seed: 'k' })
    expect(r).toHaveProperty('matchesPerSecond')
    expect(r).not.toHaveProperty('gamesPerSecond')
  })

  test('a run split into ranges, each played on its own, reports the same as one run', () => {
    const opts = { levels, matches: 9, seed: 'split' }
    const whole = runSelfplay('check', checkGame, opts)
    const parts = [playMatches(checkGame, opts, 0, 4), playMatches(checkGame, opts, 4, 9)]
    // Through JSON, as the results come back from another process.
    const split = summarise('check', checkGame, opts, JSON.parse(JSON.stringify(parts.flat())), 1)
    expect({ ...split, gamesPerSecond: 0 }).toEqual({ ...whole, gamesPerSecond: 0 })
  })
})
