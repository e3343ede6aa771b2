// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { effectScope, ref } from 'vue'
import { createPinia, setActivePinia } from 'pinia'
import { LOOK_MS } from '@shared/profile'
import { useTimedLooks } from './useTimedLooks'

beforeEach(() => {
  setActivePinia(createPinia())
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

function looks(viewer = ref<number | null>(0)) {
  const scope = effectScope()
  return { l: scope.run(() => useTimedLooks(viewer))!, viewer, stop: () => scope.stop() }
}

describe('useTimedLooks: a face shown for a few seconds, then turned back for good (X-2)', () => {
  test('a look with a clock shows its seconds, then turns back and calls what comes after', () => {
    const { l } = looks()
    const after = vi.fn()
    l.show([{ at: { seat: 0, slot: 2 }, card: 'KD' }], { timer: 'Remember', after })
    expect(l.faceAt({ seat: 0, slot: 2 })).toBe('KD')
    expect(l.timer.value).toMatchObject({ label: 'Remember', total: LOOK_MS.normal })
    vi.advanceTimersByTime(1000)
    expect(l.timerLeft()).toBe(LOOK_MS.normal - 1000)
    vi.advanceTimersByTime(LOOK_MS.normal)
    expect(l.faceAt({ seat: 0, slot: 2 })).toBeNull()
    expect(l.timer.value).toBeNull()
    expect(after).toHaveBeenCalledOnce()
  })

  test('when someone else takes the screen, the look, its clock and its "after" go at once', () => {
    const { l, viewer } = looks()
    const after = vi.fn()
    l.show([{ at: { seat: 0, slot: 0 }, card: '7H' }], { timer: 'Remember', after })
    viewer.value = null
    expect(l.isShown({ seat: 0, slot: 0 })).toBe(false)
    expect(l.timer.value).toBeNull()
    vi.advanceTimersByTime(LOOK_MS.slow)
    // A look left early never releases the screen in the middle of the next person's.
    expect(after).not.toHaveBeenCalled()
  })
})
