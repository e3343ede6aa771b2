import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { jsonWithin } from './schemas'

const depthOf = (v: unknown): number =>
  v !== null && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v).map(depthOf)) : 0
const nested = (levels: number) => JSON.parse('['.repeat(levels) + ']'.repeat(levels)) as unknown

describe('jsonWithin: the size check that no shape of payload can break', () => {
  test('measures exactly what JSON.stringify would write', () => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: 'binary-ascii' }), fc.nat(400), (value, chars) => {
        expect(jsonWithin(value, { chars, depth: 1000 })).toBe(JSON.stringify(value).length <= chars)
      }),
      { numRuns: 2000 },
    )
  })

  test('counts nesting like the value does', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 12 }), fc.nat(12), (value, depth) => {
        expect(jsonWithin(value, { chars: 1e9, depth })).toBe(depthOf(value) <= depth)
      }),
      { numRuns: 2000 },
    )
  })

  test.each([
    ['an array 100,000 levels deep (~200 kB)', nested(100_000)],
    ['an object 100,000 levels deep', JSON.parse('{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000))],
    ['a million-element array', new Array(1_000_000).fill(0)],
    ['an object with 100,000 keys', Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]))],
  ])('%s is refused without a stack overflow', (_name, value) => {
    expect(jsonWithin({ type: 'x', value }, { chars: 2000, depth: 8 })).toBe(false)
  })

  test('the deepest action a game sends passes', () => {
    expect(jsonWithin({ type: 'prove', moves: ['a1-a2', 'b1-b2'], at: 1 }, { chars: 2000, depth: 8 })).toBe(true)
  })
})
