import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { MAX_TIMER_MS, systemClock } from './clock'

describe('the system clock (issue 29, finding 1: a wait longer than Node\'s timers)', () => {
  const warnings: string[] = []
  const warned = (w: Error) => warnings.push(w.name)
  beforeEach(() => {
    vi.useFakeTimers()
    warnings.length = 0
    process.on('warning', warned)
  })
  afterEach(() => {
    process.off('warning', warned)
    vi.useRealTimers()
  })

  test('a timer of 3e9 ms (a game file\'s challenge window) fires once, at its time, not at once, and no timer overflows', async () => {
    const fn = vi.fn()
    systemClock.setTimeout(fn, 3e9)
    vi.advanceTimersByTime(1)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(MAX_TIMER_MS)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(3e9 - MAX_TIMER_MS - 2)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10 * MAX_TIMER_MS)
    expect(fn).toHaveBeenCalledTimes(1)
    await new Promise((done) => process.nextTick(done))
    expect(warnings).not.toContain('TimeoutOverflowWarning')
  })

  test('a long timer cleared in its second leg never fires; a short one behaves as setTimeout', () => {
    const long = vi.fn()
    const short = vi.fn()
    const handle = systemClock.setTimeout(long, MAX_TIMER_MS * 2 + 5)
    systemClock.setTimeout(short, 50)
    vi.advanceTimersByTime(MAX_TIMER_MS + 10)
    expect(short).toHaveBeenCalledTimes(1)
    systemClock.clearTimeout(handle)
    vi.advanceTimersByTime(MAX_TIMER_MS * 3)
    expect(long).not.toHaveBeenCalled()
  })
})
