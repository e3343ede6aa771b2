import { describe, expect, test } from 'vitest'
import { checkGame } from './check'
import type { AnyCardGameModule } from './module'
import { playMatch } from './selfplay'

const levels = ['hard', 'random', 'easy'] as const

describe('self-play matches', () => {
  test('a view showing a face its seat was never shown is a violation', () => {
    const leaky: AnyCardGameModule = { ...checkGame, engine: { ...checkGame.engine, view: (s: unknown) => s } }
    const m = playMatch(leaky, { levels, seed: 'leak' })
    expect(m.invariantViolations).toBeGreaterThan(0)
    expect(m.problems[0]).toMatch(/never shown/)
  })

  test('a lost card is a violation', () => {
    const losing: AnyCardGameModule = { ...checkGame, cardsOf: (s: unknown) => checkGame.cardsOf(s as never).slice(1) }
    expect(playMatch(losing, { levels, seed: 'lose' }).invariantViolations).toBeGreaterThan(0)
  })

  test('a refused action and a thrown exception are errors, not crashes', () => {
    const stubborn: AnyCardGameModule = {
      ...checkGame,
      createBot: () => ({ observe: () => undefined, decide: () => ({ action: { type: 'fly' }, delayMs: 700 }) }),
    }
    const refused = playMatch(stubborn, { levels, seed: 'r' })
    expect(refused.errors).toBe(1)
    expect(refused.problems[0]).toMatch(/BAD_ACTION/)
    const broken: AnyCardGameModule = { ...checkGame, engine: { ...checkGame.engine, legalActions: () => { throw new Error('boom') } } }
    expect(playMatch(broken, { levels, seed: 'x' }).errors).toBe(1)
  })

  test('real-time windows run out on the simulated clock when nobody acts', () => {
    const idle: AnyCardGameModule = {
      ...checkGame,
      createBot: (seat, level, seed) => {
        const inner = checkGame.createBot(seat, level, seed)
        return {
          observe: (v, e) => inner.observe(v as never, e as never),
          decide: (v, legal, now) => ((legal as { type: string }[]).some((a) => a.type === 'pass') ? null : inner.decide(v as never, legal as never, now)),
        }
      },
    }
    const m = playMatch(idle, { levels: ['normal', 'normal'], seed: 'idle' })
    expect(m.errors).toBe(0)
    expect(m.outcome).not.toBeNull()
  })
})
