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
