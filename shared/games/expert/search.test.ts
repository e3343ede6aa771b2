import { describe, expect, test } from 'vitest'
import { FastRng } from '../../random'
import { Search, type AnyExpertSpec } from './search'

// A game with three moves whose playouts always end the same way for them: every value is a
// loss, so a move never played out (mean of nothing) would look better than all of them.
const VALUE: Record<string, number> = { a: -1, b: -0.5, c: -2, z: -5 }
const spec = {
  candidates: () => ['a', 'b', 'c'],
  sample: () => ({}),
  playout: (_state: unknown, _k: unknown, first: string) => VALUE[first]!,
} as unknown as AnyExpertSpec

const search = () => new Search<string>(spec, { seat: 0 }, {}, ['a', 'b', 'c'], new FastRng(1))

describe('the search', () => {
  test('a round cut after its first playout answers with that move, not one never played out', () => {
    const s = search()
    s.round(() => true)
    expect(s.playouts).toBe(1)
    expect(s.best()).toBe('a')
  })

  test('whole rounds weigh every move and the best mean wins', () => {
    const s = search()
    s.round()
    s.round()
    expect(s.playouts).toBe(6)
    expect(s.best()).toBe('b')
  })
})

describe('the search with a move kept in the race (a verdict on a played move)', () => {
  test('a kept move the candidates left out joins them, and is played every round though far behind', () => {
    const s = new Search<string>(spec, { seat: 0 }, {}, ['a', 'b', 'c', 'z'], new FastRng(1), 'z')
    expect(s.candidates).toEqual(['a', 'b', 'c', 'z'])
    expect(s.kept).toBe(3)
    for (let i = 0; i < 16; i++) s.round()
    // The paired test has long dropped c (always behind b by the same margin); z stays.
    expect(s.values[2]!.length).toBeLessThan(16)
    expect(s.values[3]!).toHaveLength(16)
    expect(s.best()).toBe('b')
  })

  test('a kept move that is a candidate already is not added twice, whatever its stamp', () => {
    const stamped = new Search<{ type: string; at?: number }>(
      { ...spec, candidates: (_k: unknown, _v: unknown, legal: unknown[]) => legal } as unknown as AnyExpertSpec,
      { seat: 0 }, {}, [{ type: 'call', at: 0 }, { type: 'accept', at: 0 }], new FastRng(1), { type: 'accept' },
    )
    expect(stamped.candidates).toHaveLength(2)
    expect(stamped.kept).toBe(1)
  })
})
