import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { nextFloat, nextInt, seedRng, shuffle } from './random'

describe('seeded generator', () => {
  test('the same seed gives the same sequence, a different seed a different one', () => {
    const a = seedRng('42')
    const b = seedRng('42')
    const c = seedRng('43')
    expect(nextFloat(a)[0]).toBe(nextFloat(b)[0])
    expect(nextFloat(a)[0]).not.toBe(nextFloat(c)[0])
  })

  test('state is plain data and the input state is never changed', () => {
    const rng = seedRng('x')
    const copy = JSON.parse(JSON.stringify(rng))
    nextFloat(rng)
    expect(rng).toEqual(copy)
  })

  test('nextInt stays within range', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        let r = seedRng(seed)
        for (let i = 0; i < 20; i++) {
          const [v, next] = nextInt(r, n)
          if (v < 0 || v >= n || !Number.isInteger(v)) return false
          r = next
        }
        return true
      }),
    )
  })

  test('shuffle is a permutation of its input', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.string(), (items, seed) => {
        const [out] = shuffle(items, seedRng(seed))
        expect([...out].sort()).toEqual([...items].sort())
      }),
    )
  })
})
