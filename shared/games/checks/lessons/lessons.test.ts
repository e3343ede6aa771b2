import { describe, expect, test } from 'vitest'
import type { Card } from '../../../cards'
import type { DoStep, Lesson } from '../../lesson'
import { checksEngine, fanValue, topValue, type ChecksAction, type ChecksState } from '../engine'
import { checksLessons } from '.'

type ChecksLesson = Lesson<ChecksState, ChecksAction>

const lesson = (id: string): ChecksLesson => checksLessons.find((l) => l.id === id)!

function apply(state: ChecksState, seat: number, action: ChecksAction): ChecksState {
  const r = checksEngine.apply(state, seat, action)
  if (!r.ok) throw new Error(r.error.message)
  return r.value.state
}

/** The table at the lesson's `n`th `do` step (from 0), every step before it played as scripted. */
function atDo(l: ChecksLesson, n: number): { state: ChecksState; step: DoStep<ChecksState, ChecksAction> } {
  const dealt = checksEngine.setup(l.config as never, l.seed)
  if (!dealt.ok) throw new Error(dealt.error.message)
  let state = dealt.value.state
  let seen = 0
  for (const step of l.steps) {
    if (step.kind === 'bot') state = apply(state, step.seat, step.act(state))
    if (step.kind !== 'do') continue
    if (seen++ === n) return { state, step }
    state = apply(state, 0, step.solve(state))
  }
  throw new Error(`${l.id} has no do step ${n}`)
}

const fan = (s: ChecksState): Card[] => s.fans[0]![s.active[0]!]!
const worths = (s: ChecksState) => s.targets.map(topValue)
/** The learner's captured cards after the action. */
const takes = (s: ChecksState, a: ChecksAction) => apply(s, 0, a).captured[0]!.length - s.captured[0]!.length
const without = (cards: Card[], card: Card) => fanValue(cards.filter((c) => c !== card))

describe('Checks lessons teach what their deals hold (issue 32)', () => {
  test('fans, CS-2: 7+6+2 = 15 is worth 5 and takes the 5♣; 6+10+K = 16 is worth 6 and takes the 6♣ refilled there', () => {
    const first = atDo(lesson('fans'), 0)
    expect(fan(first.state)).toEqual(['7D', '6D', '2S'])
    expect(fanValue(fan(first.state))).toBe(5)
    expect(first.state.targets[1]).toEqual(['5C'])
    expect(worths(first.state).filter((v) => v === 5)).toHaveLength(1)
    expect(takes(first.state, first.step.solve(first.state))).toBe(4)
    // The wrong move takes nothing.
    expect(takes(first.state, { type: 'place', card: '7D', target: 0 })).toBe(0)

    const second = atDo(lesson('fans'), 1)
    expect(fan(second.state)).toEqual(['6H', 'TS', 'KC'])
    expect(fanValue(fan(second.state))).toBe(6)
    expect(second.state.targets[1]).toEqual(['6C'])
    expect(apply(second.state, 0, second.step.solve(second.state)).captured[0]).toHaveLength(8)
  })

  test('targets, CS-3: only the 7♠ laid leaves a fan (J♦ 3♣, worth 3) that a pile matches, unless it covers that 3♠', () => {
    const { state, step } = atDo(lesson('targets'), 0)
    const cards = fan(state)
    expect(fanValue(cards)).toBe(10)
    expect(worths(state)).not.toContain(10)
    expect(cards.filter((c) => worths(state).includes(without(cards, c)))).toEqual(['7S'])
    expect(without(cards, '3C')).toBe(7)
    expect(without(cards, 'JD')).toBe(10)
    const covered = apply(state, 0, { type: 'place', card: '7S', target: 4 })
    expect(fanValue(fan(covered))).toBe(3)
    expect(worths(covered)).not.toContain(3)
    expect(step.wrong?.find((w) => w.when({ type: 'place', card: '7S', target: 4 }, state))?.why).toBe('wrongCover')

    const take = atDo(lesson('targets'), 1)
    expect(take.state.targets[4]).toEqual(['3S'])
    expect(takes(take.state, take.step.solve(take.state))).toBe(3)
  })

  test('capturing, CS-3: the pile of two beats the lone 7♥; the 6♦ laid on the biggest pile makes it the fan\'s to take, five cards against the lone 6♣\'s three', () => {
    const pile = atDo(lesson('capturing'), 0)
    expect(pile.state.targets[0]).toEqual(['9C', '7D'])
    expect(pile.state.targets[1]).toEqual(['7H'])
    expect(fanValue(fan(pile.state))).toBe(7)
    expect(takes(pile.state, { type: 'claim', target: 0 })).toBe(5)
    expect(takes(pile.state, { type: 'claim', target: 1 })).toBe(4)

    const build = atDo(lesson('capturing'), 1)
    expect(fan(build.state)).toEqual(['9H', '7S', '6D'])
    expect(worths(build.state)).not.toContain(fanValue(fan(build.state)))
    expect(without(fan(build.state), '6D')).toBe(6)
    expect(without(fan(build.state), '7S')).toBe(5)
    expect(build.state.targets[1]).toEqual(['7H', 'TS'])
    expect(Math.max(...build.state.targets.map((p) => p.length))).toBe(2)

    const capture = atDo(lesson('capturing'), 2)
    expect(capture.state.targets[1]).toEqual(['7H', 'TS', '6D'])
    expect(capture.state.targets[4]).toEqual(['6C'])
    expect(takes(capture.state, { type: 'claim', target: 1 })).toBe(5)
    expect(takes(capture.state, { type: 'claim', target: 4 })).toBe(3)
  })

  test('end, CS-4: the claim is four cards, four points; a card laid instead stays in the row and scores nothing', () => {
    const l = lesson('end')
    expect(l.free).toBe(true)
    const { state, step } = atDo(l, 0)
    expect(fanValue(fan(state))).toBe(7)
    expect(takes(state, step.solve(state))).toBe(4)
    const laid = apply(state, 0, { type: 'place', card: '9S', target: 0 })
    expect(laid.captured[0]).toEqual([])
    expect(laid.targets[0]).toContain('9S')
  })

  test('each lesson is dealt so the learner starts, or opens with the other seat\'s scripted move', () => {
    for (const l of checksLessons) {
      const dealt = checksEngine.setup(l.config as never, l.seed)
      if (!dealt.ok) throw new Error(dealt.error.message)
      const first = l.steps.find((s) => s.kind === 'do' || s.kind === 'bot')!
      expect(dealt.value.state.turn).toBe(first.kind === 'bot' ? first.seat : 0)
    }
  })
})
