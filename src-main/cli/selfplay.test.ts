import { afterEach, describe, expect, test, vi } from 'vitest'
import { CARD_GAMES } from '../../shared/games/lookup'
import { run } from './selfplay'
import { allowedSeats, capture } from './test-support'


afterEach(() => {
  vi.restoreAllMocks()
})

describe('cli selfplay', () => {
  test('prints one JSON object with the contract keys', async () => {
    const io = capture()
    const code = await run(['--game', 'check', '--seats', 'hard,random,random,random', '--matches', '5', '--seed', '3'])
    expect(code).toBe(0)
    const lines = io.out().trim().split('\n')
    expect(lines).toHaveLength(1)
    const report = JSON.parse(lines[0] as string)
    expect(report).toMatchObject({ game: 'check', matches: 5, seed: '3', errors: 0, invariantViolations: 0 })
    expect(report.seats).toEqual([
      expect.objectContaining({ kind: 'hard' }), expect.objectContaining({ kind: 'random' }),
      expect.objectContaining({ kind: 'random' }), expect.objectContaining({ kind: 'random' }),
    ])
    for (const k of ['turnsPerGame', 'checkCallerWinRate', 'disqualificationRate', 'gamesPerSecond']) expect(report).toHaveProperty(k)
    expect(report).not.toHaveProperty('problems')
  })

  test.each([
    [[], /--game is required/],
    [['--game', 'chess', '--seats', 'hard,easy'], /unknown game "chess"/],
    [['--game', 'check'], /--seats is required/],
    [['--game', 'check', '--seats', 'hard,genius'], /unknown seat kind "genius"/],
    [['--game', 'check', '--seats', 'hard'], /check is for 2 to 6 players, not 1/],
    [['--game', 'checks', '--seats', 'hard,easy,easy'], /checks is for exactly 2 players, not 3/],
    [['--game', 'toString', '--seats', 'hard,easy'], /unknown game "toString"/],
    [['--game', 'check', '--seats', 'hard,easy', '--matches', 'many'], /--matches must be a whole number/],
    [['--game', 'check', '--seats', 'hard,easy', '--matches', '0'], /--matches must be a whole number/],
    [['--game', 'check', '--seats'], /--seats needs a value/],
    [['--game', 'check', '--fast', 'yes'], /unknown option "--fast"/],
    [['--game', 'check', '--seats', 'hard,easy', '--matches', '4', '--range', '3-9'], /--range must be from-to within the matches/],
  ])('%j is refused on stderr with exit code 2', async (args, message) => {
    const io = capture()
    expect(await run(args as string[])).toBe(2)
    expect(io.err()).toMatch(message)
    expect(io.err()).toMatch(/usage:/)
    expect(io.out()).toBe('')
  })
})

describe('cli selfplay: seat counts come from each game\'s rules', () => {
  test.each(CARD_GAMES.map((m) => [m.game.id, m.game.seats] as const))('%s refuses one player too few and one too many', async (id, { min, max }) => {
    for (const seats of [min - 1, max + 1]) {
      const io = capture()
      const levels = Array.from({ length: seats }, () => 'random').join(',')
      expect(await run(['--game', id, '--seats', levels, '--matches', '1'])).toBe(2)
      expect(io.err()).toContain(`selfplay: ${id} is for ${allowedSeats(min, max)} players, not ${seats}`)
      expect(io.out()).toBe('')
      vi.restoreAllMocks()
    }
  })

  test.each(CARD_GAMES.map((m) => [m.game.id, m.game.seats] as const))('%s plays a match at every seat count its rules allow', async (id, { min, max }) => {
    for (let seats = min; seats <= max; seats++) {
      const io = capture()
      const levels = Array.from({ length: seats }, () => 'random').join(',')
      expect(await run(['--game', id, '--seats', levels, '--matches', '1'])).toBe(0)
      expect(JSON.parse(io.out()).seats).toHaveLength(seats)
      vi.restoreAllMocks()
    }
  })
})

describe('cli selfplay: a helper process plays its range of matches', () => {
  test('--range prints the results of exactly those matches, numbered as in the whole run', async () => {
    const io = capture()
    expect(await run(['--game', 'checks', '--seats', 'hard,easy', '--matches', '6', '--seed', '4', '--range', '2-5'])).toBe(0)
    const results = JSON.parse(io.out())
    expect(results).toHaveLength(3)
    expect(results[0]).toEqual(expect.objectContaining({ errors: 0, invariantViolations: 0 }))
    const again = capture()
    await run(['--game', 'checks', '--seats', 'hard,easy', '--matches', '6', '--seed', '4', '--range', '4-5'])
    expect(JSON.parse(again.out())[0]).toEqual(results[2])
  })
})
