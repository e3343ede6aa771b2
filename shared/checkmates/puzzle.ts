import { err, ok, type Result } from '../result'
import { seedRng, shuffle } from '../random'
import { cardTask, DECK, faceOf, type Points } from './deck'
import type { Side } from './model'
import { applyMove } from './moves'
import { makeBoard, makeMove, parseBoard, parseMove } from './notation'
import { setupBoard } from './setup'
import { solveCold } from './solver'
import { isSatisfied } from './task'

/**
 * One board and one card, with the solver's fewest moves from that board: the daily puzzle, or a
 * card of a streak (docs/daily.md). Plain JSON, so it is kept as it is.
 */
export interface Puzzle {
  side: Side
  /** The board it starts from (CM-2: a board as a game is dealt). */
  board: string
  cardId: string
  task: string
  points: Points
  optimal: number
}

/** Boards drawn before a draw gives up: far more than any optimum a side reaches needs (tests). */
const MAX_BOARDS = 4000

/**
 * A puzzle drawn from `seed` alone, the same on every computer: a CM-2 board from the seed's
 * generator, then the deck in an order shuffled by the same generator, and the first card whose
 * optimum from that board `fits`; when none does, the generator's next board. Null only when no
 * board of MAX_BOARDS has such a card (the levels a streak offers always do: streak.test.ts).
 */
export function drawPuzzle(side: Side, seed: string, fits: (optimal: number) => boolean): Puzzle | null {
  let rng = seedRng(seed)
  for (let tries = 0; tries < MAX_BOARDS; tries++) {
    const [board, afterBoard] = setupBoard(side, rng)
    const [cards, afterCards] = shuffle(DECK, afterBoard)
    rng = afterCards
    for (const card of cards) {
      const line = solveCold(board, cardTask(card, side))
      const optimal = line.ok ? line.value.optimal : null
      if (optimal === null || !fits(optimal)) continue
      const face = faceOf(card, side)
      return { side, board: makeBoard(board), cardId: card.id, task: face.task, points: face.points, optimal }
    }
  }
  return null
}

/** A try at a puzzle so far: the board now and every move made on it, in move notation. */
export interface PuzzleTry {
  board: string
  moves: string[]
}

export const PUZZLE_ERROR_CODES = ['INVALID_MOVE', 'ILLEGAL_MOVE'] as const
export type PuzzleError = { code: (typeof PUZZLE_ERROR_CODES)[number]; message: string }

/** One move of a try: the board after it, and whether it now meets the card (CM-5, any rotation). */
export function puzzleMove(puzzle: Puzzle, t: PuzzleTry, move: string): Result<{ try: PuzzleTry; met: boolean }, PuzzleError> {
  const parsed = parseMove(move)
  if (!parsed.ok) return err({ code: 'INVALID_MOVE', message: parsed.error.message })
  const board = parseBoard(puzzle.side, t.board)
  // The board is ours (the puzzle's or a move's), so it always parses; a throw would be a bug.
  if (!board.ok) throw new Error(`a puzzle try holds a bad board: ${board.error.message}`)
  const next = applyMove(board.value, parsed.value)
  if (!next.ok) return err({ code: 'ILLEGAL_MOVE', message: `That move is not allowed: ${next.error.message}.` })
  const task = cardTask(DECK.find((c) => c.id === puzzle.cardId)!, puzzle.side)
  return ok({ try: { board: makeBoard(next.value), moves: [...t.moves, makeMove(parsed.value)] }, met: isSatisfied(next.value, task) })
}
