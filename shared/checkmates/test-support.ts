import fc from 'fast-check'
import type { Board, Side } from './model'
import { applyMove, legalMoves } from './moves'
import { setupFromSeed } from './setup'

/** For tests: a board reached by a random legal walk from a seeded CM-2 setup. */
export const arbBoard = (side: Side): fc.Arbitrary<Board> =>
  fc.tuple(fc.string(), fc.array(fc.nat(), { maxLength: 40 })).map(([seed, walk]) => {
    let board = setupFromSeed(side, seed)
    for (const pick of walk) {
      const moves = legalMoves(board)
      const move = moves[pick % moves.length]
      const next = move && applyMove(board, move)
      if (next?.ok) board = next.value
    }
    return board
  })
