import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CELLS, SIDES, marksOf } from './model'
import { makeBoard, makeMove, makeTask, parseBoard, parseMove, parseTask } from './notation'
import { arbBoard } from './test-support'

describe('board notation', () => {
  test('the example of docs/notation.md: BR./G*B/RG. has empties at c3 and c1', () => {
    const b = parseBoard('fifteen', 'BR./G*B/RG.')
    expect(b.ok && b.value.cells[CELLS.indexOf('c3')]).toBe(null)
    expect(b.ok && b.value.cells[CELLS.indexOf('c1')]).toBe(null)
    expect(b.ok && b.value.cells[CELLS.indexOf('a3')]).toBe('B')
    expect(b.ok && b.value.cells[CELLS.indexOf('a1')]).toBe('R')
  })

  test.each([
    ['fifteen', 'BRB/G*B/RG.', 'the Fifteen side has 2 blue tokens, this board has 3'],
    ['fifteen', 'BR./G.B/RG.', 'the Fifteen side has 1 wildcard token, this board has 0'],
    ['chess', 'RN./QKr/nq.', null],
    ['chess', 'RN./QKR/nq.', 'the Chess side has 1 white rook token, this board has 2'],
    ['chess', 'BR./G*B/RG.', '"B" at a3 is not a Chess token (R N Q r n q K, or . for empty)'],
    ['fifteen', 'BR./G*B', "a board is three ranks of three cells separated by '/', like BR./G*B/RG.; got \"BR./G*B\""],
    ['fifteen', 'BR../G*B/RG', 'rank 3 of the board "BR../G*B/RG" has 4 cells, it needs 3'],
  ] as const)('CM-1: %s board %s → %s', (side, text, error) => {
    const b = parseBoard(side, text)
    expect(b.ok ? null : b.error).toBe(error)
  })

  test.each(SIDES)('CM-1: make(parse(board)) is the same text on the %s side', (side) => {
    fc.assert(
      fc.property(arbBoard(side), (board) => {
        const again = parseBoard(side, makeBoard(board))
        expect(again.ok && again.value).toEqual(board)
      }),
      { numRuns: 200 },
    )
  })
})

describe('task notation', () => {
  test.each([
    ['fifteen', 'BR./.G./...', null],
    ['fifteen', 'B*./.G./...', '"*" at b3 is not a Fifteen task mark (B blue, R red, G green, or . for "does not matter")'],
    ['chess', 'Nw./.b./...', null],
    ['chess', 'Nk./.b./...', '"k" at b3 is not a Chess task mark (R rook, N knight, Q queen, w white piece, b black piece, or . for "does not matter")'],
    ['chess', '.../.../...', 'the task ".../.../..." marks no cell'],
  ] as const)('CM-5: %s task %s → %s', (side, text, error) => {
    const t = parseTask(side, text)
    expect(t.ok ? null : t.error).toBe(error)
  })

  test.each(SIDES)('CM-5: make(parse(task)) round-trips on the %s side', (side) => {
    const cell = fc.option(fc.constantFrom(...marksOf(side)), { freq: 2 })
    fc.assert(
      fc.property(fc.array(cell, { minLength: 9, maxLength: 9 }), (marks) => {
        fc.pre(marks.some((m) => m !== null))
        const text = makeTask({ side, marks })
        const parsed = parseTask(side, text)
        expect(parsed.ok && parsed.value.marks).toEqual(marks)
        expect(parsed.ok && makeTask(parsed.value)).toBe(text)
      }),
    )
  })
})

describe('move notation', () => {
  test.each([
    ['b1-b2', null],
    ['a1-c3', null],
    ['b1-b1', 'the move "b1-b1" starts and ends on the same cell'],
    ['d1-b2', 'a move is written from-to with cells a1 … c3, like b1-b2; got "d1-b2"'],
    ['b1b2', 'a move is written from-to with cells a1 … c3, like b1-b2; got "b1b2"'],
  ])('%s → %s', (text, error) => {
    const m = parseMove(text)
    expect(m.ok ? null : m.error).toBe(error)
  })

  test('make(parse(move)) round-trips for every pair of cells', () => {
    for (const from of CELLS) {
      for (const to of CELLS) {
        if (from === to) continue
        const m = parseMove(`${from}-${to}`)
        expect(m.ok && makeMove(m.value)).toBe(`${from}-${to}`)
      }
    }
  })
})
