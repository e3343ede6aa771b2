import { describe, expect, test } from 'vitest'
import { DAILY_OPTIMUM, dailyPuzzle, dailySide, dayNumber, isDateKey } from './daily'
import { cardById, cardTask } from './deck'
import { parseBoard } from './notation'
import { solveCold } from './solver'
import { CENTRE } from './model'

/** Every date of 2027, in order. */
const YEAR = Array.from({ length: 365 }, (_, i) => new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10))

describe('CM-13: the daily puzzle (docs/daily.md)', () => {
  test('the same date gives the same puzzle, computed afresh each time; the next day another', () => {
    const first = dailyPuzzle('2026-12-07')
    expect(dailyPuzzle('2026-12-07')).toEqual(first)
    const next = dailyPuzzle('2026-12-08')
    expect(next).not.toEqual(first)
    // Pinned: a change to how a date picks its puzzle would give every player another puzzle that day.
    expect(first).toMatchObject({ side: dailySide('2026-12-07') })
    expect(`${first.board} ${first.cardId} ${first.optimal}`).toBe('RG./*.B/BRG c23 5')
  })

  test('sides take turns by day: Fifteen on even days since 1970-01-01, Chess on odd ones', () => {
    expect(dayNumber('1970-01-01')).toBe(0)
    expect(dailySide('1970-01-01')).toBe('fifteen')
    expect(dailySide('1970-01-02')).toBe('chess')
    for (let i = 1; i < YEAR.length; i++) expect(dailySide(YEAR[i]!)).not.toBe(dailySide(YEAR[i - 1]!))
  })

  test('every day of a year: a dealt board, a card of the deck, its optimum checked by the solver and within the daily range', () => {
    const seen = new Set<string>()
    for (const date of YEAR) {
      const p = dailyPuzzle(date)
      const board = parseBoard(p.side, p.board)
      expect(board.ok).toBe(true)
      if (!board.ok) continue
      expect(board.value.cells[CENTRE]).toBe(null)
      const line = solveCold(board.value, cardTask(cardById(p.cardId)!, p.side))
      expect(line.ok && line.value.optimal).toBe(p.optimal)
      expect(p.optimal).toBeGreaterThanOrEqual(DAILY_OPTIMUM.min)
      expect(p.optimal).toBeLessThanOrEqual(DAILY_OPTIMUM.max)
      seen.add(`${p.board} ${p.cardId}`)
    }
    // No two days of the year alike.
    expect(seen.size).toBe(YEAR.length)
  })

  test('a date is a real calendar day written YYYY-MM-DD', () => {
    for (const good of ['2026-12-07', '2028-02-29', '2000-02-29', '1970-01-01']) expect(isDateKey(good)).toBe(true)
    for (const bad of ['2026-02-29', '1900-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-12-00', '26-12-07', '2026-12-7', 7, null]) expect(isDateKey(bad)).toBe(false)
  })
})
