import { seedRng, shuffle } from '../random'
import { blitzDeck, type BlitzFilter, type TaskCard } from './deck'
import type { Board, Side } from './model'
import { setupBoard } from './setup'

/** CM-11: a solo run plays ten cards. */
export const SOLO_CARDS = 10

/**
 * A solo run from one seed: the board is `setupFromSeed(side, seed)`'s, and the blitz-filtered
 * deck (CM-12) is shuffled by the same generator after it. The run deals from the top of `pile`;
 * `pile` holds the whole filtered deck so a card the board already meets can be passed over.
 */
export function soloSetup(side: Side, filter: BlitzFilter, seed: string): { board: Board; pile: TaskCard[] } {
  const [board, rng] = setupBoard(side, seedRng(seed))
  const [pile] = shuffle(blitzDeck(side, filter), rng)
  return { board, pile }
}

export const SOLO_TIERS = ['top', 'high', 'mid', 'start'] as const
/** CM-11's four bands of a finished run, fastest first; the same ids on both sides. */
export type SoloTier = (typeof SOLO_TIERS)[number]

/** Upper bounds (exclusive, ms) of the first three tiers; anything slower is `start`. */
export const TIER_LIMITS_MS: Record<Side, readonly [number, number, number]> = {
  fifteen: [90_000, 150_000, 210_000],
  chess: [120_000, 210_000, 300_000],
}

/** CM-11: the tier of a run that took `ms`; a time exactly on a bound belongs to the slower tier. */
export function soloTier(side: Side, ms: number): SoloTier {
  const limits = TIER_LIMITS_MS[side]
  const i = limits.findIndex((limit) => ms < limit)
  return SOLO_TIERS[i < 0 ? 3 : i] as SoloTier
}
