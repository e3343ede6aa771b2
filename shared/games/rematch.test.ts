import { describe, expect, test } from 'vitest'
import { cheatGame } from './cheat'
import { checksGame } from './checks'
import type { ChecksState } from './checks'

describe('what carries over into the next game', () => {
  test('CH-1: the next Cheat game is dealt by the player to the left of this one\'s dealer', () => {
    for (const dealer of [0, 1, 2]) {
      const r = cheatGame.engine.setup({ ...cheatGame.defaultConfig(3), dealer }, 'x')
      if (!r.ok) throw new Error(r.error.message)
      expect(cheatGame.rematchConfig!(r.value.state)).toEqual({ dealer: (dealer + 1) % 3 })
    }
  })

  test('Checks: the winner deals the next game; after a draw the deal passes to the other player', () => {
    const r = checksGame.engine.setup({ dealer: 0 }, 'y')
    if (!r.ok) throw new Error(r.error.message)
    const finished = (captured: [number, number]): ChecksState => ({
      ...r.value.state,
      fans: [[], []],
      active: [6, 6],
      captured: [r.value.state.draw.slice(0, captured[0]), r.value.state.draw.slice(captured[0], captured[0] + captured[1])],
    })
    expect(checksGame.rematchConfig!(finished([3, 1]))).toEqual({ dealer: 0 })
    expect(checksGame.rematchConfig!(finished([1, 3]))).toEqual({ dealer: 1 })
    expect(checksGame.rematchConfig!(finished([2, 2]))).toEqual({ dealer: 1 })
  })
})
