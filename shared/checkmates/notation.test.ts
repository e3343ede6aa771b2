import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CELLS, SIDES, marksOf } from './model'
import { makeBoard, makeMove, makeTask, parseBoard, parseCell, parseMove, parseTask } from './notation'
import { arbBoard } from './test-support'

describe('board notation', () => {
  test('the example of docs/notation.md: BR./G*B/RG. has empties at c3 and c1', () => {
    const b = parseBoard('fifteen', 'BR./G*B/RG.')
    expect(b.ok && b.value.cells[CELLS.indexOf('c3')]).toBe(null)
    expect(b.ok && b.value.cells[CELLS.indexOf('c1')]).toBe(null)
    expect(b.ok && b.value.cells[CELLS.indexOf('a3')]).toBe('B')
    expect(b.ok && b.value.cells[CELLS.indexOf('a1')]).toBe('R')
  })

  // The code and its values are what a screen words in its own language; the message is the CLI's English.
  test.each([
    ['fifteen', 'BRB/G*B/RG.', 'TOKEN_COUNT', { side: 'fifteen', token: 'B', want: 2, have: 3 }, 'the Fifteen side has 2 blue tokens, this board has 3'],
    ['fifteen', 'BR./G.B/RG.', 'TOKEN_COUNT', { side: 'fifteen', token: '*', want: 1, have: 0 }, 'the Fifteen side has 1 wildcard token, this board has 0'],
    ['chess', 'RN./QKR/nq.', 'TOKEN_COUNT', { side: 'chess', token: 'R', want: 1, have: 2 }, 'the Chess side has 1 white rook token, this board has 2'],
    ['chess', 'BR./G*B/RG.', 'NOT_A_TOKEN', { side: 'chess', symbol: 'B', cell: 'a3' }, '"B" at a3 is not a Chess token (R N Q r n q K, or . for empty)'],
    ['fifteen', 'BR./G*B', 'BOARD_RANKS', { text: 'BR./G*B' }, "a board is three ranks of three cells separated by '/', like BR./G*B/RG.; got \"BR./G*B\""],
    ['fifteen', 'BR../G*B/RG', 'BOARD_RANK_CELLS', { text: 'BR../G*B/RG', rank: 3, cells: 4 }, 'rank 3 of the board "BR../G*B/RG" has 4 cells, it needs 3'],
  ] as const)('CM-1: %s board %s → %s', (side, text, code, params, message) => {
    const b = parseBoard(side, text)
    expect(b.ok ? null : b.error).toEqual({ code, params, message })
  })

  test('CM-1: a legal board reads', () => {
    expect(parseBoard('chess', 'RN./QKr/nq.').ok).toBe(true)
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
    ['fifteen', 'B*./.G./...', 'NOT_A_MARK', { side: 'fifteen', symbol: '*', cell: 'b3' }, '"*" at b3 is not a Fifteen task mark (B blue, R red, G green, or . for "does not matter")'],
    ['chess', 'Nk./.b./...', 'NOT_A_MARK', { side: 'chess', symbol: 'k', cell: 'b3' }, '"k" at b3 is not a Chess task mark (R rook, N knight, Q queen, w white piece, b black piece, or . for "does not matter")'],
    ['chess', '.../.../...', 'NO_MARKS', { text: '.../.../...' }, 'the task ".../.../..." marks no cell'],
    ['fifteen', 'BR./.G.', 'TASK_RANKS', { text: 'BR./.G.' }, "a task is three ranks of three cells separated by '/', like BR./.G./...; got \"BR./.G.\""],
    ['chess', 'Nw./.b/...', 'TASK_RANK_CELLS', { text: 'Nw./.b/...', rank: 2, cells: 2 }, 'rank 2 of the task "Nw./.b/..." has 2 cells, it needs 3'],
  ] as const)('CM-5: %s task %s → %s', (side, text, code, params, message) => {
    const t = parseTask(side, text)
    expect(t.ok ? null : t.error).toEqual({ code, params, message })
  })

  test.each([
    ['fifteen', 'BR./.G./...'],
    ['chess', 'Nw./.b./...'],
  ] as const)('CM-5: the %s task %s reads', (side, text) => {
    expect(parseTask(side, text).ok).toBe(true)
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
    ['b1-b1', { code: 'SAME_CELL', params: { text: 'b1-b1' }, message: 'the move "b1-b1" starts and ends on the same cell' }],
    ['d1-b2', { code: 'MOVE_TEXT', params: { text: 'd1-b2' }, message: 'a move is written from-to with cells a1 … c3, like b1-b2; got "d1-b2"' }],
    ['b1b2', { code: 'MOVE_TEXT', params: { text: 'b1b2' }, message: 'a move is written from-to with cells a1 … c3, like b1-b2; got "b1b2"' }],
  ])('%s → %o', (text, error) => {
    const m = parseMove(text)
    expect(m.ok ? null : m.error).toEqual(error)
  })

  test('a cell outside a1 … c3 is refused by its code', () => {
    expect(parseCell('d4')).toEqual({ ok: false, error: { code: 'NOT_A_CELL', params: { text: 'd4' }, message: '"d4" is not a cell (a1 … c3)' } })
    expect(parseCell('c3')).toEqual({ ok: true, value: 8 })
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
