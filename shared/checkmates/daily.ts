import type { Side } from './model'
import { drawPuzzle, type Puzzle } from './puzzle'

/** A calendar date, `YYYY-MM-DD`. */
export type DateKey = string

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The local calendar date at `ms` on this computer's clock: the day a daily puzzle belongs to. */
export function localDate(ms: number): DateKey {
  const d = new Date(ms)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${String(d.getFullYear()).padStart(4, '0')}-${two(d.getMonth() + 1)}-${two(d.getDate())}`
}

/** Whether `x` is a real calendar date written `YYYY-MM-DD` (no 30 February). */
export function isDateKey(x: unknown): x is DateKey {
  if (typeof x !== 'string') return false
  const m = DATE.exec(x)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.toISOString().slice(0, 10) === x
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
