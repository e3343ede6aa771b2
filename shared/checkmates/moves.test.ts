import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CELLS, CENTRE, SIDES } from './model'
import { applyMove, isLegalMove, legalDestinations, legalMoves } from './moves'
import { makeBoard, parseBoard, parseCell, parseMove } from './notation'
import { arbBoard } from './test-support'

const board = (side: 'fifteen' | 'chess', text: string) => {
  const b = parseBoard(side, text)
  if (!b.ok) throw new Error(b.error.message)
  return b.value
}
const cell = (name: string) => {
  const c = parseCell(name)
  if (!c.ok) throw new Error(c.error.message)
  return c.value
}
const dests = (side: 'fifteen' | 'chess', text: string, from: string) =>
  legalDestinations(board(side, text), cell(from)).map((c) => CELLS[c]).sort()

describe('CM-3: Fifteen moves', () => {
  test.each([
    ['BR./G*B/RG.', 'b3', ['c3']],
    ['BR./G*B/RG.', 'c2', ['c1', 'c3']],
    ['BR./G*B/RG.', 'b2', []],
    ['BR./G*B/RG.', 'a3', []],
    ['B.R/G.B/RG*', 'a2', ['b2']],
    ['B.R/G.B/RG*', 'b1', ['b2']],
    ['B.R/G.B/RG*', 'c3', ['b3']],
    ['B.R/G.B/RG*', 'b2', []],
  ])('CM-3: on %s the token on %s may go to %j (one cell, never diagonal)', (text, from, want) => {
    expect(dests('fifteen', text, from)).toEqual(want)
  })
})

describe('CM-4: Chess moves', () => {
  test.each([
    ['a rook slides two cells over an empty one', 'R../NnQ/qrK', 'a3', ['b3', 'c3']],
    ['a rook may not pass through a token', 'RK./NQr/nq.', 'a3', []],
    ['a queen slides two cells diagonally over an empty centre', 'QRK/N.n/rq.', 'a3', ['b2', 'c1']],
    ['a queen may not pass through a token', 'QRK/Nq./rn.', 'a3', []],
    ['a king steps exactly one cell, diagonals included', 'K.R/N.n/Qqr', 'a3', ['b2', 'b3']],
    ['a knight jumps over tokens to an empty L-cell', 'R.Q/qK./Nrn', 'a1', ['b3', 'c2']],
    ['the destination is always empty', 'RNQ/rKn/.q.', 'a3', []],
  ])('CM-4: %s (%s, %s)', (_name, text, from, want) => {
    expect(dests('chess', text, from)).toEqual(want)
  })

  test('CM-4: a knight never reaches the centre, so one that left it never returns', () => {
    fc.assert(
      fc.property(arbBoard('chess'), (b) => {
        for (const m of legalMoves(b)) {
          const t = b.cells[m.from]
          if (t === 'N' || t === 'n') expect(m.to).not.toBe(CENTRE)
        }
      }),
    )
  })
})

describe('applying moves', () => {
  test.each([
    ['fifteen', 'BR./G*B/RG.', 'b2-c3', 'OUT_OF_REACH', { side: 'fifteen', token: '*', from: 'b2', to: 'c3', motion: 'step' }, 'the wildcard on b2 cannot reach c3: on the Fifteen side it moves one cell up, down, left or right'],
    ['fifteen', 'BR./G*B/RG.', 'a1-a2', 'CELL_TAKEN', { cell: 'a2' }, 'a2 is taken: a token only moves to an empty cell'],
    ['fifteen', 'BR./G*B/RG.', 'c3-b3', 'NO_TOKEN', { cell: 'c3' }, 'there is no token on c3'],
    ['chess', 'RNQ/nK./.qr', 'c1-a1', 'PATH_BLOCKED', { side: 'chess', token: 'r', via: 'b1' }, 'the black rook may not pass through b1: it is taken'],
    ['chess', 'N.R/Qrn/qK.', 'a3-b3', 'OUT_OF_REACH', { side: 'chess', token: 'N', from: 'a3', to: 'b3', motion: 'knight' }, 'the white knight on a3 cannot reach b3: on the Chess side it moves in an L, two cells one way and one to the side'],
    ['chess', 'RNQ/nK./.qr', 'a3-c2', 'OUT_OF_REACH', { side: 'chess', token: 'R', from: 'a3', to: 'c2', motion: 'rook' }, 'the white rook on a3 cannot reach c2: on the Chess side it moves one or two cells in a straight line, never over a token'],
  ] as const)('%s %s: %s is refused: %s', (side, text, move, code, params, message) => {
    const m = parseMove(move)
    if (!m.ok) throw new Error(m.error.message)
    const b = board(side, text)
    const r = applyMove(b, m.value)
    expect(r.ok ? null : r.error).toEqual({ code, params, message })
    expect(makeBoard(b)).toBe(text)
  })

  test('a move off the board is refused by its code', () => {
    const r = applyMove(board('fifteen', 'BR./G*B/RG.'), { from: 0, to: 9 })
    expect(r.ok ? null : r.error.code).toBe('OFF_BOARD')
  })

  test.each(SIDES)('CM-3/CM-4: every legal move keeps the tokens and can be undone (%s)', (side) => {
    fc.assert(
      fc.property(arbBoard(side), (b) => {
        for (const m of legalMoves(b)) {
          expect(isLegalMove(b, m)).toBe(true)
          const after = applyMove(b, m)
          if (!after.ok) throw new Error(after.error.message)
          expect([...after.value.cells].sort()).toEqual([...b.cells].sort())
          const back = applyMove(after.value, { from: m.to, to: m.from })
          expect(back.ok && back.value).toEqual(b)
        }
      }),
    )
  })
})
