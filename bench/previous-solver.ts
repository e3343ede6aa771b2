/**
 * The cold search as it was before issue 28 (commit 9d18ed5, shared/checkmates/solver.ts), copied
 * here unchanged but for its imports and names, as the baseline `npm run bench -- solver` measures
 * the new search against in the same run. Not used by the app: only the bench imports it.
 *
 * Its estimate: per rotation, the marks left unmet, plus one when none of them is on an empty
 * cell; no test for tasks no board can reach, so those visit the board's whole component.
 */
import { err, ok, type Result } from '../shared/result'
import {
  boardsOf, decodeBoard, MOVE_FROM, MOVE_TO, movesOf, rankBoard, rankCodes, ROTATIONS, rotateCell, satisfiesMark, tokensOf,
  type Board, type Boards, type Move, type SearchBudget, type Solution, type Side, type Task,
} from '../shared/checkmates'

// A task as the searches read it: for each distinct rotation, flat pairs of (cell, bit set of the
// token codes its mark accepts).
interface CompiledTask {
  pairs: Int32Array
  starts: Int32Array
  rotations: number
  // The same masks by rotation and cell, `rotation * 9 + cell`; 0 where that rotation marks nothing.
  maskAt: Int32Array
}

const ROTATED_CELLS = ROTATIONS.map((r) => Array.from({ length: 9 }, (_, cell) => rotateCell(cell, r)))

// Tasks are compared by identity: the UI and the CLI keep one Task object per card or input line.
const compiled = new WeakMap<Task, CompiledTask>()

function compileTask(task: Task): CompiledTask {
  const found = compiled.get(task)
  if (found) return found
  const tokens = tokensOf(task.side)
  const pictures: number[][] = []
  for (const cellsOf of ROTATED_CELLS) {
    const picture = new Array<number>(9).fill(-1)
    task.marks.forEach((mark, cell) => {
      if (mark === null) return
      let mask = 0
      tokens.forEach((t, i) => {
        if (satisfiesMark(task.side, t, mark)) mask |= 1 << (i + 1)
      })
      picture[cellsOf[cell] as number] = mask
    })
    // A symmetric card needs checking once per distinct picture.
    if (!pictures.some((p) => p.every((m, i) => m === picture[i]))) pictures.push(picture)
  }
  const pairs: number[] = []
  const starts = [0]
  pictures.forEach((picture) => {
    picture.forEach((mask, cell) => {
      if (mask < 0) return
      pairs.push(cell, mask)
    })
    starts.push(pairs.length)
  })
  const maskAt = Int32Array.from(pictures.flat(), (m) => Math.max(m, 0))
  const out = { pairs: Int32Array.from(pairs), starts: Int32Array.from(starts), rotations: pictures.length, maskAt }
  compiled.set(task, out)
  return out
}

// How many marks of one rotation the board in `cells` leaves unmet.
function unmetByRotation(cells: Uint8Array, task: CompiledTask, r: number): number {
  const { pairs, starts } = task
  let unmet = 0
  for (let i = starts[r] as number, end = starts[r + 1] as number; i < end; i += 2) {
    if ((((pairs[i + 1] as number) >> (cells[pairs[i] as number] as number)) & 1) === 0) unmet++
  }
  return unmet
}

// The A* estimate of the board in `cells` (one board, two empty cells): see solveCold.
function estimateAt(cells: Uint8Array, task: CompiledTask): number {
  const e0 = cells.indexOf(0)
  const e1 = cells.indexOf(0, e0 + 1)
  let best = 9
  for (let r = 0; r < task.rotations; r++) {
    const u = unmetByRotation(cells, task, r)
    const stuck = u > 0 && task.maskAt[r * 9 + e0] === 0 && task.maskAt[r * 9 + e1] === 0 ? 1 : 0
    if (u + stuck < best) best = u + stuck
  }
  return best
}

// What one forward search at a time needs per board of a side (searches are synchronous, and a
// thread owns its scratch): about 1 MB for Chess, allocated on the side's first search.
interface Scratch {
  /** A board is seen (closed) in the current search when its stamp equals `epoch`. */
  seen: Uint8Array
  closed: Uint8Array
  epoch: number
  /** Moves from the search's start to each seen board, and its A* estimate of the moves still needed. */
  depth: Uint8Array
  estimate: Uint8Array
  /** The move that first reached a board; undoing it gives the board it came from. */
  parentMove: Uint8Array
  /**
   * Open lists by f (moves so far + estimate): linked stacks, `top[f]` the newest entry or -1 (so
   * the deepest boards of an f come first), each entry a board and the entry below it, in one pool
   * kept between searches, so a search allocates nothing once the pool has grown to its size.
   */
  top: Int32Array
  entryBoard: Uint32Array
  entryBelow: Int32Array
}

// Depths are bytes and estimates at most 9, so f stays below 265.
const MAX_F = 265

const scratches: Partial<Record<Side, Scratch>> = {}

function scratchOf(boards: Boards): Scratch {
  const n = boards.size
  return (scratches[boards.side] ??= {
    seen: new Uint8Array(n), closed: new Uint8Array(n), epoch: 0,
    depth: new Uint8Array(n), estimate: new Uint8Array(n), parentMove: new Uint8Array(n),
    top: new Int32Array(MAX_F).fill(-1), entryBoard: new Uint32Array(1024), entryBelow: new Int32Array(1024),
  })
}

/**
 * Without a table: A* forward from the board. The estimate, per rotation, is the number of marks
 * left unmet, plus one when none of them is on an empty cell (a move only fills an empty cell, so
 * the next move cannot meet one); the smallest over the rotations counts. A move fills one cell,
 * so it meets at most one more mark: the estimate never overestimates and falls by at most one per
 * move (consistent), so the first satisfying board taken from the queue is an optimal one, and a
 * board once expanded is never reached more cheaply later. Same answers as a table, far fewer
 * boards than plain BFS, and it needs only the side's board numbering: each board's moves are
 * found as it is expanded, so a few queries never pay for the whole move graph.
 */
export function previousSolveCold(board: Board, task: Task): Result<Solution, string> {
  const s = previousSolveColdWithin(board, task, { spent: 0, limit: Infinity })
  return s.ok ? ok(s.value as Solution) : s
}

/**
 * solveCold on a budget: charges each board it expands to `budget.spent`, and gives up (null) when
 * that reaches `budget.limit`, for a caller that would rather build a table past that cost.
 */
export function previousSolveColdWithin(board: Board, task: Task, budget: SearchBudget): Result<Solution | null, string> {
  if (task.side !== board.side) return err(`a ${task.side} task cannot be solved on the ${board.side} side`)
  const boards = boardsOf(board.side)
  const scratch = scratchOf(boards)
  const compiledTask = compileTask(task)
  const { seen, closed, depth, estimate, parentMove, top } = scratch
  const { maskAt, rotations } = compiledTask
  // A fresh epoch marks every board unseen without clearing; byte stamps keep the arrays small
  // enough to stay in cache, at the price of one clear every 255 searches.
  if (scratch.epoch === 255) {
    seen.fill(0)
    closed.fill(0)
    scratch.epoch = 0
  }
  const epoch = ++scratch.epoch
  const start = rankBoard(boards, board)
  top.fill(-1)
  let entries = 0
  const push = (f: number, b: number): void => {
    if (entries === scratch.entryBoard.length) grow(scratch)
    scratch.entryBoard[entries] = b
    scratch.entryBelow[entries] = top[f] as number
    top[f] = entries++
  }
  decodeBoard(boards, start, here)
  seen[start] = epoch
  depth[start] = 0
  const h0 = estimateAt(here, compiledTask)
  estimate[start] = h0
  push(h0, start)
  for (let f = h0; f < MAX_F; f++) {
    while (top[f] !== -1) {
      const e = top[f] as number
      top[f] = scratch.entryBelow[e] as number
      const b = scratch.entryBoard[e] as number
      if (closed[b] === epoch) continue
      const h = estimate[b] as number
      // A stale entry: this board was queued again later with a smaller f.
      if ((depth[b] as number) + h !== f) continue
      if (h === 0) return ok(lineTo(boards, scratch, start, b))
      if (budget.spent >= budget.limit) return ok(null)
      budget.spent++
      closed[b] = epoch
      const g = (depth[b] as number) + 1
      decodeBoard(boards, b, here)
      const e0 = here.indexOf(0)
      const e1 = here.indexOf(0, e0 + 1)
      // A move changes two cells, so a child's unmet count per rotation is this board's count, plus
      // one if the token left a mark it met, minus one if it lands on a mark it meets.
      for (let r = 0; r < rotations; r++) unmetHere[r] = unmetByRotation(here, compiledTask, r)
      const n = movesOf(boards, here, movesHere)
      for (let i = 0; i < n; i++) {
        const move = movesHere[i] as number
        const from = MOVE_FROM[move] as number
        const to = MOVE_TO[move] as number
        const code = here[from] as number
        here[to] = code
        here[from] = 0
        const t = rankCodes(boards, here)
        here[from] = code
        here[to] = 0
        if (closed[t] === epoch || (seen[t] === epoch && (depth[t] as number) <= g)) continue
        seen[t] = epoch
        depth[t] = g
        parentMove[t] = move
        const other = to === e0 ? e1 : e0
        let ht = 9
        for (let r = 0; r < rotations; r++) {
          const u = (unmetHere[r] as number) + (((maskAt[r * 9 + from] as number) >> code) & 1) - (((maskAt[r * 9 + to] as number) >> code) & 1)
          const stuck = u > 0 && maskAt[r * 9 + from] === 0 && maskAt[r * 9 + other] === 0 ? 1 : 0
          if (u + stuck < ht) ht = u + stuck
        }
        estimate[t] = ht
        push(g + ht, t)
      }
    }
  }
  return ok({ optimal: null, moves: null })
}

const here = new Uint8Array(9)
const movesHere = new Uint8Array(16)
const unmetHere = new Int32Array(4)

function grow(scratch: Scratch): void {
  const board = new Uint32Array(scratch.entryBoard.length * 2)
  const below = new Int32Array(board.length)
  board.set(scratch.entryBoard)
  below.set(scratch.entryBelow)
  scratch.entryBoard = board
  scratch.entryBelow = below
}

// Walks back from the goal by undoing each board's first-reaching move: no parent array needed.
function lineTo(boards: Boards, scratch: Scratch, start: number, goal: number): Solution {
  const moves: Move[] = []
  const board = new Uint8Array(9)
  decodeBoard(boards, goal, board)
  for (let cur = goal; cur !== start; cur = rankCodes(boards, board)) {
    const m = scratch.parentMove[cur] as number
    const from = MOVE_FROM[m] as number
    const to = MOVE_TO[m] as number
    moves.push({ from, to })
    board[from] = board[to] as number
    board[to] = 0
  }
  moves.reverse()
  return { optimal: moves.length, moves }
}

