import { copyPlain, fail, type Refusal } from '../engine'
import { ok } from '../result'
import { isSide, type Side } from './model'
import { drawPuzzle, puzzleMove, type Puzzle, type PuzzleTry } from './puzzle'

/**
 * A streak (docs/daily.md): puzzles one after another, each to be met in exactly its optimum, the
 * cards growing harder by their optimum. One miss ends the run; one skip is allowed per run.
 */

/**
 * The hardest level, by side: the most moves a streak's card asks. Dealt boards rarely need more
 * (a Fifteen card needs 7 from about one in four hundred, a Chess card 6 from one in seven hundred).
 */
export const STREAK_TOP: Record<Side, number> = { fifteen: 7, chess: 6 }

/** Cards met at one level before the next: the level rises by one every two cards met. */
export const CARDS_PER_LEVEL = 2

/** The level of the next card: the chosen start, one more for every two cards met, up to the top. */
export function streakLevel(side: Side, startLevel: number, met: number): number {
  return Math.min(STREAK_TOP[side], startLevel + Math.floor(met / CARDS_PER_LEVEL))
}

/** A card of a streak: its puzzle, its place in the run (from 1) and the level it was dealt for. */
export interface StreakCard extends Puzzle {
  number: number
  level: number
}

export const STREAK_ENDINGS = ['missed', 'gave-up'] as const
/** A run ends on a miss: its card not met within its optimum, or given up. */
export type StreakEnding = (typeof STREAK_ENDINGS)[number]

/** A whole run as plain JSON, kept in main at every step. Its one secret is `seed`, which deals the cards to come. */
export interface StreakState {
  side: Side
  seed: string
  startLevel: number
  /** Cards dealt so far (met, skipped and the one in play): the card in play's number. */
  dealt: number
  /** Cards met: the streak's length. */
  met: number
  skipUsed: boolean
  /** The card in play, or the one that ended the run. */
  card: StreakCard
  try: PuzzleTry
  startedAt: number
  /** The run's last step. */
  at: number
  end: { how: StreakEnding; at: number } | null
}

export const STREAK_ERROR_CODES = ['BAD_LEVEL', 'GAME_OVER', 'SKIP_USED', 'INVALID_MOVE', 'ILLEGAL_MOVE'] as const
export type StreakErrorCode = (typeof STREAK_ERROR_CODES)[number]

type Out<T> = { ok: true; value: T } | Refusal<StreakErrorCode>

/** After a step: the run, and the card it missed when that step ended it (kept to practise). */
export interface StreakStep {
  state: StreakState
  missed: StreakCard | null
}

// The card numbered `number` at the level `met` cards met call for, drawn from the run's seed alone.
function cardFor(s: Pick<StreakState, 'side' | 'seed' | 'startLevel' | 'met'>, number: number): Pick<StreakState, 'card' | 'try' | 'dealt'> {
  const level = streakLevel(s.side, s.startLevel, s.met)
  const puzzle = drawPuzzle(s.side, `${s.seed}:${number}`, (n) => n === level)
  // Every level up to the top is dealt from many seeds (streak.test.ts): none would be a bug.
  if (!puzzle) throw new Error(`no ${s.side} card of level ${level} for streak card ${number}`)
  return { dealt: number, card: { ...puzzle, number, level }, try: { board: puzzle.board, moves: [] } }
}

function deal(d: StreakState): void {
  Object.assign(d, cardFor(d, d.dealt + 1))
}

/** A run on `side` from `startLevel` (1 to the side's top), its cards dealt from `seed`. */
export function startStreak(side: Side, startLevel: number, seed: string, at: number): Out<StreakState> {
  if (!isSide(side)) return fail('BAD_LEVEL', 'the side must be fifteen or chess')
  if (!Number.isInteger(startLevel) || startLevel < 1 || startLevel > STREAK_TOP[side]) {
    return fail('BAD_LEVEL', `a ${side} streak starts at a level from 1 to ${STREAK_TOP[side]}`, { top: STREAK_TOP[side] })
  }
  const run = { side, seed, startLevel, met: 0, skipUsed: false, startedAt: at, at, end: null }
  return ok({ ...run, ...cardFor(run, 1) })
}

const over = (s: StreakState) => (s.end ? fail('GAME_OVER', 'This streak is over: start a new one.') : null)

function end(d: StreakState, how: StreakEnding, at: number): StreakStep {
  d.end = { how, at }
  return { state: d, missed: copyPlain(d.card) }
}

/**
 * One move. Met: the streak grows by one and the next card is dealt. Not met with as many moves
 * made as the card's optimum: no line can meet it any more, so it is missed and the run is over.
 */
export function streakMove(s: StreakState, move: string, at: number): Out<StreakStep> {
  const refused = over(s)
  if (refused) return refused
  const moved = puzzleMove(s.card, s.try, move)
  if (!moved.ok) return fail(moved.error.code, moved.error.message)
  const d = copyPlain(s)
  d.at = Math.max(s.at, at)
  d.try = moved.value.try
  if (moved.value.met) {
    d.met++
    deal(d)
    return ok({ state: d, missed: null })
  }
  return ok(d.try.moves.length >= d.card.optimal ? end(d, 'missed', d.at) : { state: d, missed: null })
}

/** The run's one skip: the card in play goes, unmet and not missed, and another of the same level comes. */
export function streakSkip(s: StreakState, at: number): Out<StreakState> {
  const refused = over(s)
  if (refused) return refused
  if (s.skipUsed) return fail('SKIP_USED', 'This run has used its one skip.')
  const d = copyPlain(s)
  d.at = Math.max(s.at, at)
  d.skipUsed = true
  deal(d)
  return ok(d)
}

/** Giving up the card in play is a miss: the run ends there. */
export function streakGiveUp(s: StreakState, at: number): Out<StreakStep> {
  const refused = over(s)
  if (refused) return refused
  const d = copyPlain(s)
  d.at = Math.max(s.at, at)
  return ok(end(d, 'gave-up', d.at))
}
