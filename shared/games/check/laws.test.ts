import { describe, expect, test } from 'vitest'
import { assertCardGameLaws } from '../../../tests/unit/card-game-laws'
import { playMatch } from '../selfplay'
import { BOT_LEVELS } from '../module'
import { checkGame } from './index'
import type { CheckAction } from './types'

// Uniform play ends most rounds at once (Check is a third of the opening choices) and throws
// wrong cards until everyone is disqualified; lean away from both so walks reach reshuffles,
// abilities and final turns.
function patient(legal: readonly unknown[], roll: number): unknown {
  const actions = legal as CheckAction[]
  const calm = actions.filter((a) => a.type !== 'check' && a.type !== 'match')
  const pool = roll < 0.9 && calm.length ? calm : actions
  return pool[Math.floor((roll < 0.9 ? roll / 0.9 : (roll - 0.9) / 0.1) * pool.length)]
}

const junk = [
  null, 3, 'check', { type: 'fly' }, { type: 'draw', from: 'sky' }, { type: 'tuck', slot: -1 },
  { type: 'tuck', slot: 99 }, { type: 'match', slot: 1.5 }, { type: 'peek', target: { seat: 9, slot: 0 } },
  { type: 'swap', a: { seat: 0, slot: 0 }, b: { seat: 0, slot: 0 } }, { type: 'pass', at: 'soon' },
]

describe('Check! obeys the card game laws', () => {
  // 150 long games take seconds; 1,000 took over the 60 s test limit on a loaded machine, and
  // could not run at all under mutation testing's instrumentation.
  test('conservation, no leaks, illegal actions change nothing: 150 seeded random games', () => {
    assertCardGameLaws(checkGame, { seats: [2, 3, 4, 5, 6], games: 150, policy: patient, junk, maxStepMs: 2500 })
  })

  test('uniformly random games obey them too', () => {
    assertCardGameLaws(checkGame, { seats: [2, 4, 6], games: 300, junk, seed: 7 })
  })

  test('bot matches at every level run clean: no errors, no violations', () => {
    for (let i = 0; i < 120; i++) {
      const levels = Array.from({ length: 2 + (i % 5) }, (_, k) => BOT_LEVELS[(i + k) % BOT_LEVELS.length] as (typeof BOT_LEVELS)[number])
      // An expert seat searches a few playouts only: this is about rules kept, not strength.
      const m = playMatch(checkGame, { levels, seed: `bots:${i}`, playouts: 20 })
      expect(m.problems).toEqual([])
      expect(m.outcome).not.toBeNull()
    }
  })
})
