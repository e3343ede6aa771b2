import { describe, expect, test } from 'vitest'
import { manualClock } from '../host/clock'
import { answerAdvance } from './test-clock'

const turn = () => new Promise((done) => setImmediate(done))

describe('the manual clock (--clock manual)', () => {
  test('time stands still until moved; a timer fires only when time reaches it, in order', () => {
    const clock = manualClock(1000)
    const fired: string[] = []
    clock.setTimeout(() => fired.push('b'), 500)
    clock.setTimeout(() => fired.push('a'), 200)
    expect(clock.now()).toBe(1000)
    expect(clock.next()).toBe(200)
    clock.advance(199)
    expect(fired).toEqual([])
    clock.advance(301)
    expect(fired).toEqual(['a', 'b'])
    expect(clock.now()).toBe(1500)
    expect(clock.next()).toBeNull()
  })

  test('a timer already due fires by itself, straight after what set it, with no time passing: computer players act at once', async () => {
    const clock = manualClock(0)
    const fired: number[] = []
    clock.setTimeout(() => {
      fired.push(clock.now())
      clock.setTimeout(() => fired.push(clock.now()), 0)
    }, 0)
    expect(fired).toEqual([])
    await turn()
    expect(fired).toEqual([0, 0])
    expect(clock.now()).toBe(0)
  })

  test('a cleared timer never fires', async () => {
    const clock = manualClock(0)
    let fired = false
    clock.clearTimeout(clock.setTimeout(() => (fired = true), 0))
    clock.clearTimeout(clock.setTimeout(() => (fired = true), 10))
    await turn()
    clock.advance(10)
    expect(fired).toBe(false)
  })
})

describe('test:advance', () => {
  let moves = 0
  const told = { clockMoved: () => void moves++ }

  test('{ ms } moves time by that much; { next: true } to the earliest timer, or nowhere when none is pending', () => {
    const clock = manualClock(0)
    const fired: number[] = []
    clock.setTimeout(() => fired.push(clock.now()), 5000)
    expect(answerAdvance(clock, { ms: 1000 }, told)).toEqual({ ok: true, value: { now: 1000, moved: 1000 } })
    expect(answerAdvance(clock, { next: true }, told)).toEqual({ ok: true, value: { now: 5000, moved: 4000 } })
    expect(fired).toEqual([5000])
    const before = moves
    expect(answerAdvance(clock, { next: true }, told)).toEqual({ ok: true, value: { now: 5000, moved: null } })
    // Screens hear the time when it moved, and only then.
    expect(before).toBe(2)
    expect(moves).toBe(2)
  })

  test.each([
    ['nothing', undefined],
    ['null', null],
    ['a number', 5],
    ['a negative step', { ms: -1 }],
    ['a fraction', { ms: 0.5 }],
    ['text', { ms: '10' }],
    ['more than ten days', { ms: 10 * 86_400_000 + 1 }],
    ['next: false', { next: false }],
    ['both', { ms: 1, next: true }],
  ])('refuses %s and leaves time where it was', (_name, payload) => {
    const clock = manualClock(7)
    const before = moves
    expect(answerAdvance(clock, payload, told)).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } })
    expect(clock.now()).toBe(7)
    expect(moves).toBe(before)
  })

  test('a timer that throws is told to the test as INTERNAL, and time stands at that timer', () => {
    const clock = manualClock(0)
    clock.setTimeout(() => {
      throw new Error('boom')
    }, 10)
    expect(answerAdvance(clock, { ms: 20 }, told)).toEqual({ ok: false, error: { code: 'INTERNAL', message: 'boom' } })
    expect(clock.now()).toBe(10)
  })
})
