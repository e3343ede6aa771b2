// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { followHostClock, newsAt, screenClock } from './clock'

afterEach(() => vi.useRealTimers())

// The module keeps one mode for the page's life: the system's first, the host's once it is told.
describe("a screen's clock", () => {
  test("runs on the system's time until the host says it runs on a test clock", () => {
    vi.useFakeTimers({ now: 1_000 })
    const fired: number[] = []
    screenClock.setTimeout(() => fired.push(screenClock.now()), 500)
    expect(screenClock.now()).toBe(1_000)
    // A snapshot's time from a host on the system's clock changes nothing.
    newsAt(50_000)
    expect(screenClock.now()).toBe(1_000)
    vi.advanceTimersByTime(500)
    expect(fired).toEqual([1_500])
  })

  test("once told, follows the host's time alone: a timer fires when the host's time reaches it, in order, and never on the system's", () => {
    vi.useFakeTimers({ now: 0 })
    followHostClock(10_000)
    const fired: string[] = []
    screenClock.setTimeout(() => fired.push(`look ${screenClock.now()}`), 4_000)
    screenClock.setTimeout(() => fired.push(`reveal ${screenClock.now()}`), 1_600)
    const dropped = screenClock.setTimeout(() => fired.push('dropped'), 1_000)
    screenClock.clearTimeout(dropped)
    vi.advanceTimersByTime(60_000)
    expect(fired).toEqual([])
    expect(screenClock.now()).toBe(10_000)
    followHostClock(11_600)
    expect(fired).toEqual(['reveal 11600'])
    // A time told late or twice never moves the clock back.
    followHostClock(11_000)
    expect(screenClock.now()).toBe(11_600)
    followHostClock(20_000)
    expect(fired).toEqual(['reveal 11600', 'look 20000'])
  })

  test("news a host timer made on the way catches the screen up first: what it starts counts from when it happened", () => {
    followHostClock(30_000)
    const fired: string[] = []
    screenClock.setTimeout(() => fired.push('look'), 500)
    // A test moved the host on by 4 s; a window ran out at 33 s and ended the game. That snapshot
    // comes before the host tells the time: the look due at 30.5 s turns back first, and the
    // reveal the news starts counts from 33 s, so hearing 34 s does not end it at once.
    newsAt(33_000)
    expect(fired).toEqual(['look'])
    expect(screenClock.now()).toBe(33_000)
    screenClock.setTimeout(() => fired.push(`reveal ${screenClock.now()}`), 1_600)
    followHostClock(34_000)
    expect(fired).toEqual(['look'])
    // Older news never moves the clock back.
    newsAt(33_500)
    expect(screenClock.now()).toBe(34_000)
    followHostClock(34_600)
    expect(fired).toEqual(['look', 'reveal 34600'])
  })
})
