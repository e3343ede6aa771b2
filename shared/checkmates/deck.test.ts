import { describe, expect, test } from 'vitest'
import { CENTRE, SIDES } from './model'
import { BLITZ_FILTERS, DECK, blitzDeck, cardTask, faceOf } from './deck'
import { buildTable, difficultyOf, type TaskDifficulty } from './solver'
import { spaceOf } from './space'
import { markCount } from './task'
import { makeTask } from './notation'

const difficulty = new Map<string, TaskDifficulty>()
for (const side of SIDES) {
  for (const card of DECK) {
    const table = buildTable(side, cardTask(card, side))
    if (!table.ok) throw new Error(table.error)
    difficulty.set(`${side}:${card.id}`, difficultyOf(table.value))
  }
}

describe('CM-7: the deck', () => {
  test('CM-7: 28 double-sided cards with distinct ids and distinct tasks on each side', () => {
    expect(DECK).toHaveLength(28)
    expect(new Set(DECK.map((c) => c.id)).size).toBe(28)
    for (const side of SIDES) expect(new Set(DECK.map((c) => faceOf(c, side).task)).size).toBe(28)
  })

  test.each(SIDES)('CM-7: every %s task is in notation that round-trips', (side) => {
    for (const card of DECK) expect(makeTask(cardTask(card, side))).toBe(faceOf(card, side).task)
  })

  test.each(SIDES)('CM-7: every %s task is solvable from every legal board (every board reachable from a CM-2 setup)', (side) => {
    expect(spaceOf(side).legalCount).toBeGreaterThan(0)
    for (const card of DECK) expect([card.id, difficulty.get(`${side}:${card.id}`)?.unsolvable]).toEqual([card.id, 0])
  })

  test('CM-7: a centre knight mark is on the deck, and only the king can fill it (CM-4)', () => {
    expect(DECK.some((c) => cardTask(c, 'chess').marks[CENTRE] === 'N')).toBe(true)
  })

  test.each(SIDES)('CM-7: %s points follow difficulty: every 2-point face is harder on average than every 1-point face', (side) => {
    const mean = (points: number) =>
      DECK.filter((c) => faceOf(c, side).points === points).map((c) => difficulty.get(`${side}:${c.id}`)?.mean as number)
    expect(Math.min(...mean(2))).toBeGreaterThan(Math.max(...mean(1)))
  })
})

describe('CM-6: points', () => {
  test.each(DECK)('CM-6: card $id: Fifteen 3 marks = 1 point, 4 marks = 2 points', (card) => {
    expect(faceOf(card, 'fifteen').points).toBe(markCount(cardTask(card, 'fifteen')) - 2)
  })

  test.each(DECK)('CM-6: card $id: Chess 1-point faces have 3–4 marks, 2-point faces 4–5', (card) => {
    const marks = markCount(cardTask(card, 'chess'))
    const range = card.chess.points === 1 ? [3, 4] : [4, 5]
    expect(marks).toBeGreaterThanOrEqual(range[0] as number)
    expect(marks).toBeLessThanOrEqual(range[1] as number)
  })
})

describe('CM-12: blitz', () => {
  test.each(SIDES)('CM-12: the %s filters keep exactly the cards whose face scores that many points', (side) => {
    expect(blitzDeck(side, 'all')).toHaveLength(28)
    const one = blitzDeck(side, 'one-point')
    const two = blitzDeck(side, 'two-point')
    expect(one.every((c) => faceOf(c, side).points === 1)).toBe(true)
    expect(two.every((c) => faceOf(c, side).points === 2)).toBe(true)
    expect(one.length + two.length).toBe(28)
    expect(one.length).toBeGreaterThanOrEqual(10)
    expect(two.length).toBeGreaterThanOrEqual(10)
  })

  test('CM-12: the filter names are the vocabulary', () => {
    expect(BLITZ_FILTERS).toEqual(['all', 'one-point', 'two-point'])
  })
})
