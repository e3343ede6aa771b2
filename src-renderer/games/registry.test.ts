import { describe, expect, test } from 'vitest'
import { SEAT_LEVELS } from '@shared/games/descriptor'
import type { AnyTableGameModule } from '@shared/games/module'
// A test may hold the two registries side by side; the screens themselves take only types from the shared one.
import { GAMES } from '@shared/games/registry'
import { GAME_UIS } from './registry'

const entries = Object.entries(GAMES) as [string, AnyTableGameModule][]

describe('the registries agree with each game\'s descriptor', () => {
  test.each(entries)('%s: registered under its own id, its engine and its screens read the same descriptor', (id, module) => {
    expect(module.game.id).toBe(id)
    expect(module.engine.id).toBe(id)
    expect(GAME_UIS[id as keyof typeof GAME_UIS].game).toBe(module.game)
  })

  test('the screens list the same games, in the same order', () => {
    expect(Object.keys(GAME_UIS)).toEqual(Object.keys(GAMES))
  })

  test.each(entries)('%s: it offers the expert, and says how a review judges, exactly when it has an expert search', (_id, module) => {
    expect(module.game.levels.includes('expert')).toBe(module.expert !== undefined)
    // The review's legend reads the descriptor; the search labels by the very same numbers.
    expect(module.game.verdict?.scale).toBe(module.expert?.verdict)
    expect(module.game.verdict?.measure).toBe(module.expert?.measure)
    expect(new Set(module.game.levels).size).toBe(module.game.levels.length)
    for (const level of module.game.levels) expect(SEAT_LEVELS).toContain(level)
  })

  test.each(entries)('%s: played alone exactly when it has a solo engine (and says what a run\'s record holds), and its screens then review a run', (id, module) => {
    const solo = module.game.solo === true
    expect(module.soloEngine !== undefined).toBe(solo)
    expect(module.soloRecord !== undefined).toBe(solo)
    expect(GAME_UIS[id as keyof typeof GAME_UIS].solo !== undefined).toBe(solo)
  })

  test.each(entries)('%s: its lobby starts within its seat limits, and its engine deals at both limits with the options\' defaults', (_id, module) => {
    const { min, max, start } = module.game.seats
    expect(1 <= min && min <= start && start <= max).toBe(true)
    const defaults = Object.fromEntries(Object.entries(module.game.options).map(([key, o]) => [key, o.default]))
    for (const seats of [min, max]) {
      const config = module.tableConfig?.(seats, { windowMs: 5000, callWindowMs: 5000, ...defaults }) ?? module.defaultConfig(seats)
      expect(module.engine.setup(config, 'limits').ok).toBe(true)
    }
  })

  test.each(entries)('%s: every option\'s default and lobby value lie within its range', (_id, module) => {
    for (const option of Object.values(module.game.options)) {
      if (option.kind === 'choice') {
        const values = option.choices.map((c) => c.value)
        expect(values).toContain(option.default)
        expect(new Set(values).size).toBe(values.length)
      } else {
        expect(option.min).toBeLessThanOrEqual(option.max)
        if (option.default !== null) expect(option.default >= option.min && option.default <= option.max).toBe(true)
        expect(option.lobby.value >= option.min && option.lobby.value <= option.max).toBe(true)
      }
    }
  })
})
