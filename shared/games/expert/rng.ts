import { seedRng } from '../../random'

/**
 * A seeded generator that mutates itself: the search draws millions of numbers per decision, and
 * the immutable `random.ts` pair would allocate for each. Same mulberry32 steps, same seeding.
 */
export class FastRng {
  private s: number

  constructor(seed: string | number) {
    this.s = typeof seed === 'number' ? seed >>> 0 : seedRng(seed).s
  }

  /** A float in [0, 1). */
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0
    let t = this.s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** A whole number in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n)
  }

  /** A fresh 32-bit seed for a child generator. */
  seed(): number {
    return Math.floor(this.next() * 4294967296)
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T
  }

  /** Shuffles in place (Fisher–Yates) and returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1)
      const tmp = items[i] as T
      items[i] = items[j] as T
      items[j] = tmp
    }
    return items
  }
}
