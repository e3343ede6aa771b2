// Level points per finished match are each game's own: its descriptor's `levelPoints`.

/** Winning this many matches of a title earns its badge (FD-8, X-1). */
export const BADGE_WINS = 5

/** The ladder's starting rating and how far one result moves it. */
export const START_RATING = 1200
export const ELO_K = 32

/** Computer players hold fixed ladder ratings by level, so beating one is worth a known amount. */
export const BOT_RATINGS = { random: 600, easy: 900, normal: 1200, hard: 1500, expert: 1700 } as const

/** Expected score of a player rated `a` against one rated `b`. */
export const expectedScore = (a: number, b: number): number => 1 / (1 + 10 ** ((b - a) / 400))

/** The new rating after scoring `score` (1 win, ½ draw, 0 loss) against `opponent`. */
export function rate(rating: number, opponent: number, score: 0 | 0.5 | 1): number {
  return Math.round(rating + ELO_K * (score - expectedScore(rating, opponent)))
}

/**
 * Levels grow slower as they rise: level n needs 25·n·(n−1) points (level 2 at 50, 3 at 150,
 * 4 at 300 …), so early levels come within an evening and later ones mark real time at the table.
 */
export function levelOf(points: number): { level: number; into: number; needed: number } {
  let level = 1
  while (points >= 25 * (level + 1) * level) level++
  const floor = 25 * level * (level - 1)
  return { level, into: points - floor, needed: 25 * (level + 1) * level - floor }
}

export type MatchResult = 'win' | 'draw' | 'loss'

/** A shared victory counts as a draw for everyone who shares it; a sole winner wins. */
export function resultFor(seat: number, winners: readonly number[]): MatchResult {
  if (!winners.includes(seat)) return 'loss'
  return winners.length === 1 ? 'win' : 'draw'
}
