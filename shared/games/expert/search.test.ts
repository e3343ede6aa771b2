import { describe, expect, test } from 'vitest'
import { FastRng } from '../../random'
import { Search, type AnyExpertSpec } from './search'

// A game with three moves whose playouts always end the same way for them: every value is a
// loss, so a move never played out (mean of nothing) would look better than all of them.
const VALUE: Record<string, number> = { a: -1, b: -0.5, c: -2 }
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
