import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { RateLimit } from './rate-limit'

describe('rate limit', () => {
  test('a burst passes whole, the next message is refused, and time refills the bucket at its rate', () => {
    let now = 0
    const limit = new RateLimit(10, 20, () => now)
    const passed = Array.from({ length: 25 }, () => limit.take())
    expect(passed.filter(Boolean)).toHaveLength(20)
    expect(passed.slice(20)).toEqual([false, false, false, false, false])
    now += 100 // one message's worth at ten a second
    expect([limit.take(), limit.take()]).toEqual([true, false])
    now += 60_000 // a long quiet spell refills only up to the burst
    expect(Array.from({ length: 21 }, () => limit.take()).filter(Boolean)).toHaveLength(20)
  })

  test('over any span, no more pass than the burst plus the rate times the span', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 300 }), (gaps) => {
        let now = 0
        const limit = new RateLimit(10, 20, () => now)
        let passed = 0
        for (const gap of gaps) {
          now += gap
          if (limit.take()) passed++
        }
        expect(passed).toBeLessThanOrEqual(20 + Math.floor((now / 1000) * 10))
      }),
    )
  })

  test('a person tapping five times a second is never refused', () => {
    let now = 0
    const limit = new RateLimit(10, 20, () => now)
    for (let i = 0; i < 1000; i++) {
      now += 200
      expect(limit.take()).toBe(true)
    }
  })
})
