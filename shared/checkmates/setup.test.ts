import { describe, expect, test } from 'vitest'
import { CENTRE, SIDES } from './model'
import { makeBoard, parseBoard } from './notation'
import { setupFromSeed } from './setup'

describe('CM-2: setup', () => {
  test.each(SIDES)('CM-2: the same seed gives the same %s board, another seed another', (side) => {
    expect(makeBoard(setupFromSeed(side, 'table 7'))).toBe(makeBoard(setupFromSeed(side, 'table 7')))
    const boards = new Set(Array.from({ length: 50 }, (_, i) => makeBoard(setupFromSeed(side, `s${i}`))))
    expect(boards.size).toBeGreaterThan(45)
  })

  test.each(SIDES)('CM-2: centre empty, one other random cell empty, seven tokens on the rest (%s)', (side) => {
    const emptied = new Set<number>()
    for (let i = 0; i < 400; i++) {
      const b = setupFromSeed(side, String(i))
      expect(b.cells[CENTRE]).toBe(null)
      const empties = b.cells.flatMap((t, c) => (t === null ? [c] : []))
      expect(empties).toHaveLength(2)
      emptied.add(empties.find((c) => c !== CENTRE) as number)
      expect(parseBoard(side, makeBoard(b)).ok).toBe(true)
    }
    expect([...emptied].sort()).toEqual([0, 1, 2, 3, 5, 6, 7, 8])
  })
})
