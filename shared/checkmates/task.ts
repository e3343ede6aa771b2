import { cellAt, fileOf, rankOf, satisfiesMark, type Board, type Mark, type Task } from './model'

export const ROTATIONS = [0, 90, 180, 270] as const
/** Clockwise turn of the task card, in degrees, as the player would turn it in their mind. */
export type Rotation = (typeof ROTATIONS)[number]

function quarterTurn(cell: number): number {
  // Clockwise about the centre: the top-left corner a3 goes to the top-right c3.
  return cellAt(rankOf(cell), 2 - fileOf(cell))
}

/** Where the card's cell lands on the board once the card is turned. */
export function rotateCell(cell: number, rotation: Rotation): number {
  let c = cell
  for (let q = 0; q < rotation / 90; q++) c = quarterTurn(c)
  return c
}

/** The card turned by `rotation`; never mirrored, never shifted (CM-5). */
export function rotateTask(task: Task, rotation: Rotation): Task {
  const marks: (Mark | null)[] = new Array<Mark | null>(9).fill(null)
  task.marks.forEach((m, cell) => (marks[rotateCell(cell, rotation)] = m))
  return { side: task.side, marks }
}

export function markCount(task: Task): number {
  return task.marks.filter((m) => m !== null).length
}

/** Every rotation under which the board satisfies the task, smallest first. */
export function matchingRotations(board: Board, task: Task): Rotation[] {
  if (board.side !== task.side) return []
  return ROTATIONS.filter((rotation) =>
    task.marks.every((mark, cell) => {
      if (mark === null) return true
      const token = board.cells[rotateCell(cell, rotation)]
      return token != null && satisfiesMark(board.side, token, mark)
    }),
  )
}

/** CM-5: the first rotation (0, 90, 180, 270) under which the board satisfies the task, or null. */
export function matchTask(board: Board, task: Task): Rotation | null {
  return matchingRotations(board, task)[0] ?? null
}

export function isSatisfied(board: Board, task: Task): boolean {
  return matchTask(board, task) !== null
}
