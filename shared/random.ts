/**
 * Seeded generator whose whole state is one plain number, so it can live inside game state,
 * be saved as JSON and replay a game exactly (sfc32 would need four words; mulberry32 needs one).
 */
export interface RngState {
  s: number
}

/** Hashes any seed string to a 32-bit start state (FNV-1a), so "42" and "hello" both work. */
export function seedRng(seed: string): RngState {
  let h = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return { s: h >>> 0 }
}

/** The next float in [0, 1) and the advanced state; the input state is not changed. */
export function nextFloat(rng: RngState): [number, RngState] {
  const s = (rng.s + 0x6d2b79f5) >>> 0
  let t = s
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, { s }]
}

/** A whole number in [0, n). */
export function nextInt(rng: RngState, n: number): [number, RngState] {
  const [f, next] = nextFloat(rng)
  return [Math.floor(f * n), next]
}

/** A shuffled copy (Fisher–Yates) and the advanced state. */
export function shuffle<T>(items: readonly T[], rng: RngState): [T[], RngState] {
  const out = items.slice()
  let r = rng
  for (let i = out.length - 1; i > 0; i--) {
    let j: number
    ;[j, r] = nextInt(r, i + 1)
    const tmp = out[i] as T
    out[i] = out[j] as T
    out[j] = tmp
  }
  return [out, r]
}

/**
 * The same generator as an object that advances itself: a bot's or a search's own private
 * source of chance, which lives outside any game state. The search draws millions of numbers per
 * decision, and the pairs above would allocate for each. Same steps and seeding as `nextFloat`
 * and `nextInt`, so both give the same numbers from the same seed.
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
