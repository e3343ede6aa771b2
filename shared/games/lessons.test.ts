import { describe, expect, test } from 'vitest'
import { GAME_MODULES } from './lookup'
import { lessonPar, lessonStars, type Lesson } from './lesson'
import type { AnyTableGameModule } from './module'

/**
 * Every game's lessons, played through by their own `solve` moves on their own deals (issue 32):
 * each scripted move and each expected move is legal where the lesson puts it, each wrong move a
 * step explains can be made there (else its explanation could never show), and the lesson ends
 * where its last step leaves it. A lesson whose deal or script no longer fits its game fails here.
 */
function walk(module: AnyTableGameModule, lesson: Lesson): string[] {
  const { engine } = module
  const problems: string[] = []
  const dealt = engine.setup(lesson.config, lesson.seed)
  if (!dealt.ok) return [`its deal is refused: ${dealt.error.message}`]
  let state = dealt.value.state
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
  for (const [i, step] of lesson.steps.entries()) {
    if (step.kind === 'read') continue
    if (step.kind === 'wait') {
      const deadline = engine.deadline?.(state) ?? null
      const r = deadline === null || !engine.expire ? null : engine.expire(state, deadline)
      if (!r?.ok) {
        problems.push(`step ${i + 1}: nothing waits on the clock there`)
        break
      }
      state = r.value.state
      continue
    }
    const seat = step.kind === 'do' ? 0 : step.seat
    const action = step.kind === 'do' ? step.solve(state) : step.act(state)
    const legal = engine.legalActions(state, seat) as { type: string }[]
    if (!legal.some((a) => same(a, action))) problems.push(`step ${i + 1}: ${JSON.stringify(action)} is not legal for seat ${seat} there`)
    if (step.kind === 'do') {
      if (!step.right(action, state)) problems.push(`step ${i + 1}: its own solution is not its move`)
      for (const w of step.wrong ?? []) {
        if (!legal.some((a) => w.when(a, state) && !step.right(a, state))) problems.push(`step ${i + 1}: no legal move is the wrong move "${w.why}"`)
      }
    }
    const r = engine.apply(state, seat, { ...action, at: 0 })
    if (!r.ok) {
      problems.push(`step ${i + 1}: ${r.error.message}`)
      break
    }
    state = r.value.state
  }
  return problems
}

const withLessons = GAME_MODULES.filter((m) => (m.lessons?.length ?? 0) > 0)

describe('every lesson plays through on its own deal (issue 32)', () => {
  test('the games that teach are listed', () => {
    expect(withLessons.map((m) => m.game.id)).toContain('check')
  })
  for (const module of withLessons) {
    for (const lesson of module.lessons!) {
      test(`${module.game.id} / ${lesson.id}: every scripted, expected and explained move is there to be made`, () => {
        expect(walk(module, lesson)).toEqual([])
        expect(lesson.seats).toBe((lesson.config as { seats: number }).seats)
        expect(lessonPar(lesson)).toBeGreaterThan(0)
      })
    }
    test(`${module.game.id}: lesson ids are unique (progress is kept by them)`, () => {
      const ids = module.lessons!.map((l) => l.id)
      expect(new Set(ids).size).toBe(ids.length)
    })
  }
})

describe('stars (issue 32: moves against par, hints used)', () => {
  test('three at par with no hint, two for up to two slips or hints, one beyond', () => {
    expect(lessonStars(3, 3, 0)).toBe(3)
    expect(lessonStars(4, 3, 0)).toBe(2)
    expect(lessonStars(3, 3, 2)).toBe(2)
    expect(lessonStars(4, 3, 1)).toBe(2)
    expect(lessonStars(5, 3, 1)).toBe(1)
    expect(lessonStars(3, 3, 3)).toBe(1)
  })
})
