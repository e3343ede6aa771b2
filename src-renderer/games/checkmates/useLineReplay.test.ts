import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope } from 'vue'
import { makeBoard, makeMove, parseBoard, type Board } from '@shared/checkmates'
import { useLineReplay } from './useLineReplay'

// Fifteen, empties at b2 and c3: b1 up to b2, then c2 up to c3.
const START = parseBoard('fifteen', 'BR./G.B/RG*')
const start = (): Board => {
  if (!START.ok) throw new Error(START.error.message)
  return START.value
}

function withReplay() {
  const scope = effectScope()
  const replay = scope.run(() => useLineReplay())!
  return { replay, scope }
}

describe('useLineReplay', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('steps a line by hand: the board at each step, the next move as the arrow, the last one made', () => {
    const { replay } = withReplay()
    expect(replay.load(start(), ['b1-b2', 'c2-c3'])).toBe(true)
    expect(makeBoard(replay.board.value!)).toBe('BR./G.B/RG*')
    expect(makeMove(replay.arrow.value!)).toBe('b1-b2')
    expect(replay.lastMove.value).toBeNull()
    replay.next()
    expect(makeBoard(replay.board.value!)).toBe('BR./GGB/R.*')
    expect(makeMove(replay.lastMove.value!)).toBe('b1-b2')
    replay.next()
    replay.next()
    expect([replay.step.value, replay.arrow.value]).toEqual([2, null])
    expect(makeBoard(replay.board.value!)).toBe('BRB/GG./R.*')
    replay.back()
    replay.back()
    replay.back()
    expect(replay.step.value).toBe(0)
  })

  it('refuses a line whose moves do not apply, and shows nothing then', () => {
    const { replay } = withReplay()
    expect(replay.load(start(), ['b1-b2', 'a1-c3'])).toBe(false)
    expect(replay.board.value).toBeNull()
    expect(replay.load(start(), ['up'])).toBe(false)
  })

  it('plays on a timer: hidden through the lead, one step per stepMs, then holds and hands back', () => {
    const { replay } = withReplay()
    replay.load(start(), ['b1-b2', 'c2-c3'])
    const then = vi.fn()
    replay.play({ leadMs: 1000, stepMs: 500, holdMs: 800, then })
    expect(replay.board.value).toBeNull()
    vi.advanceTimersByTime(1000)
    expect(replay.step.value).toBe(0)
    expect(replay.board.value).not.toBeNull()
    vi.advanceTimersByTime(500)
    expect(replay.step.value).toBe(1)
    vi.advanceTimersByTime(500)
    expect(replay.step.value).toBe(2)
    expect(replay.playing.value).toBe(true)
    vi.advanceTimersByTime(799)
    expect(then).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(then).toHaveBeenCalledOnce()
    expect(replay.playing.value).toBe(false)
  })

  it('stops with its component: no step happens after the scope is gone', () => {
    const { replay, scope } = withReplay()
    replay.load(start(), ['b1-b2', 'c2-c3'])
    const then = vi.fn()
    replay.play({ stepMs: 500, then })
    vi.advanceTimersByTime(500)
    scope.stop()
    vi.advanceTimersByTime(5000)
    expect(replay.step.value).toBe(1)
    expect(then).not.toHaveBeenCalled()
  })
})
