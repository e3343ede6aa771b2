import fc from 'fast-check'
import { marksOf, satisfiesMark, tokensOf, type Board, type Mark, type Side, type Task, type Token } from './model'
import { applyMove, legalMoves } from './moves'
import { setupFromSeed } from './setup'
import { boardsOf, rankBoard, spaceOf, unrankBoard } from './space'
import { ROTATIONS, rotateTask } from './task'

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

/** For tests: any board that parses, a Chess knight stuck in the centre included (no setup reaches one). */
export const arbAnyBoard = (side: Side): fc.Arbitrary<Board> =>
  fc.nat({ max: boardsOf(side).size - 1 }).map((index) => unrankBoard(boardsOf(side), index))

/** For tests: a task of `min` to `max` marks on distinct random cells, each a random mark of the side. */
export const arbMarks = (side: Side, min: number, max: number): fc.Arbitrary<Task> =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: 8 }), { minLength: min, maxLength: max })
    .chain((cells) => fc.array(fc.constantFrom(...marksOf(side)), { minLength: cells.length, maxLength: cells.length })
      .map((ms) => {
        const marks: (Mark | null)[] = new Array<Mark | null>(9).fill(null)
        cells.forEach((c, i) => (marks[c] = ms[i] as Mark))
        return { side, marks }
      }))

/**
 * For tests: the move graph's connected components, a label per board index (moves are
 * reversible, so a board reaches exactly the boards of its own component).
 */
export function componentsOf(side: Side): Int32Array {
  const space = spaceOf(side)
  const label = new Int32Array(space.size).fill(-1)
  const queue = new Uint32Array(space.size)
  let next = 0
  for (let b0 = 0; b0 < space.size; b0++) {
    if (label[b0] !== -1) continue
    let tail = 0
    queue[tail++] = b0
    label[b0] = next
    for (let head = 0; head < tail; head++) {
      const b = queue[head] as number
      for (let i = space.offsets[b] as number; i < (space.offsets[b + 1] as number); i++) {
        const t = space.targets[i] as number
        if (label[t] === -1) {
          label[t] = next
          queue[tail++] = t
        }
      }
    }
    next++
  }
  return label
}

/**
 * For tests and the bench: an optimum found without the solver, for checking answers: breadth first over the side's move
 * graph from the board until a board satisfies the task; null when its whole component has none.
 */
export function graphOptimum(board: Board, task: Task): number | null {
  const space = spaceOf(board.side)
  const tokens = tokensOf(board.side)
  const pictures = ROTATIONS.map((r) => rotateTask(task, r).marks)
  const fits = (b: number): boolean => pictures.some((marks) => marks.every((m, cell) => {
    const code = space.cells[b * 9 + cell] as number
    return m === null || (code > 0 && satisfiesMark(board.side, tokens[code - 1] as Token, m))
  }))
  const start = rankBoard(space, board)
  const dist = new Int16Array(space.size).fill(-1)
  const queue = [start]
  dist[start] = 0
  for (let head = 0; head < queue.length; head++) {
    const b = queue[head] as number
    if (fits(b)) return dist[b] as number
    for (let i = space.offsets[b] as number; i < (space.offsets[b + 1] as number); i++) {
      const t = space.targets[i] as number
      if (dist[t] === -1) {
        dist[t] = (dist[b] as number) + 1
        queue.push(t)
      }
    }
  }
  return null
}
