import type { Side } from './model'
import { drawPuzzle, type Puzzle } from './puzzle'

/** A calendar date, `YYYY-MM-DD`. */
export type DateKey = string

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `x` is a real calendar date written `YYYY-MM-DD` (no 30 February). */
export function isDateKey(x: unknown): x is DateKey {
  const m = typeof x === 'string' ? DATE.exec(x) : null
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  return days !== undefined && day >= 1 && day <= days
}

/** Days from 1970-01-01 to the date, counted on the calendar alone (no clock, no time zone). */
export function dayNumber(date: DateKey): number {
  const m = DATE.exec(date)!
  return Math.round(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000)
}

/** The daily puzzle's sides take turns: Fifteen on even days since 1970-01-01, Chess on odd ones. */
export function dailySide(date: DateKey): Side {
  return dayNumber(date) % 2 === 0 ? 'fifteen' : 'chess'
}

/**
 * How many moves a daily puzzle's card takes from its board at best: enough to be a puzzle (more
 * than most cards of a solo run, whose mean is 2 to 4), few enough to see through (docs/daily.md).
 */
export const DAILY_OPTIMUM = { min: 4, max: 6 } as const

/** A try's last move: one that does not meet the card ends the try unsolved, so a try is never endless. */
export const DAILY_MAX_MOVES = 100

/**
 * The date's puzzle: a pure function of the date, so every computer has the same one that day.
 * Its board and card are drawn from the seed `daily:<date>` (drawPuzzle), on the date's side.
 */
export function dailyPuzzle(date: DateKey): Puzzle {
  const puzzle = drawPuzzle(dailySide(date), `daily:${date}`, (n) => n >= DAILY_OPTIMUM.min && n <= DAILY_OPTIMUM.max)
  // Such cards are one in six or seven from a dealt board: a date with none would be a bug (daily.test.ts).
  if (!puzzle) throw new Error(`no daily puzzle for ${date}`)
  return puzzle
}
