import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { freshLines } from './announce'

describe('what a screen reader hears of the history: each event once', () => {
  test('a new event at the end is said, and only it', () => {
    expect(freshLines(['Ada drew.', 'Ada discarded the 7♠.'], ['Ada drew.', 'Ada discarded the 7♠.', 'Bram called.'])).toEqual(['Bram called.'])
  })

  test('once the history is full, older lines drop off the start: still only the new one is said', () => {
    expect(freshLines(['a', 'b', 'c'], ['b', 'c', 'd'])).toEqual(['d'])
    expect(freshLines(['a', 'b', 'c'], ['c', 'd', 'e'])).toEqual(['d', 'e'])
  })

  test('the same events worded for another person, the first picture, or a new game say nothing', () => {
    expect(freshLines(['Ada drew.'], ['You drew.'])).toEqual([])
    expect(freshLines([], ['Round 1: Ada dealt.'])).toEqual([])
    expect(freshLines(['x', 'y'], [])).toEqual([])
    expect(freshLines(['a', 'b'], ['a', 'b'])).toEqual([])
  })

  test('whatever slides off the start, exactly the lines added at the end are said', () => {
    fc.assert(
      fc.property(fc.array(fc.uuid(), { minLength: 1, maxLength: 20 }), fc.array(fc.uuid(), { maxLength: 5 }), fc.nat(20), (old, added, cut) => {
        const now = [...old, ...added].slice(Math.min(cut, old.length - 1))
        expect(freshLines(old, now)).toEqual(added)
      }),
      { seed: 21 },
    )
  })
})
