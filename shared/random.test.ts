import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { FastRng, nextFloat, nextInt, seedRng, shuffle } from './random'

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

describe('a private generator (FastRng)', () => {
  // Bots and the expert draw from one; a bot's choices replay only if it gives the pair's numbers.
  test('from the same seed it gives the same floats and whole numbers as nextFloat and nextInt', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 30 }), (seed, sizes) => {
        const own = new FastRng(seed)
        let pure = seedRng(seed)
        for (const n of sizes) {
          const [f, afterFloat] = nextFloat(pure)
          expect(own.next()).toBe(f)
          const [i, afterInt] = nextInt(afterFloat, n)
          expect(own.int(n)).toBe(i)
          pure = afterInt
        }
      }),
    )
  })

  test('a number seed starts where a string seed hashing to it does', () => {
    const s = seedRng('table-7').s
    expect(new FastRng(s).next()).toBe(new FastRng('table-7').next())
  })

  test('pick takes the item at the drawn index; shuffle permutes in place', () => {
    const items = ['a', 'b', 'c', 'd', 'e']
    const index = new FastRng('p').int(items.length)
    expect(new FastRng('p').pick(items)).toBe(items[index])
    const deck = [...items]
    const same = new FastRng('s').shuffle(deck)
    expect(same).toBe(deck)
    expect([...deck].sort()).toEqual(items)
  })

  test('shuffle agrees with the pure shuffle from the same seed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.string(), (items, seed) => {
        expect(new FastRng(seed).shuffle(items.slice())).toEqual(shuffle(items, seedRng(seed))[0])
      }),
    )
  })

  test('seed() gives a whole 32-bit number for a child generator', () => {
    const rng = new FastRng('parent')
    for (let i = 0; i < 100; i++) {
      const child = rng.seed()
      expect(Number.isInteger(child) && child >= 0 && child < 2 ** 32).toBe(true)
    }
  })
})
