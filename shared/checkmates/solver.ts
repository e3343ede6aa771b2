import { err, ok, type Result } from '../result'
import { satisfiesMark, tokensOf, type Board, type Move, type Side, type Task } from './model'
import { makeTask, parseTask } from './notation'
import {
  boardsOf, decodeBoard, MOVE_FROM, MOVE_TO, movesOf, rankBoard, rankCodes, spaceOf, type Boards, type Space,
} from './space'
import { ROTATIONS, rotateCell } from './task'

/** Distance value of a board from which no satisfying board can be reached. */
export const UNREACHABLE = 255

/**
 * Optimal moves from every board of a side to one task, indexed like the side's Space.
 * Plain data (strings and one typed array), so a worker can build it and post it with its buffer
 * transferred: `postMessage(table, [table.dist.buffer])`.
 */
export interface DistanceTable {
  side: Side
  task: string
  dist: Uint8Array<ArrayBuffer>
}

/** What the CLI prints: an optimal move list, or nulls when no reachable board satisfies the task. */
export type Solution = { optimal: number; moves: Move[] } | { optimal: null; moves: null }

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
const keys = new WeakMap<Task, string>()

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

function satisfiesAt(cells: Uint8Array, b: number, task: CompiledTask): boolean {
  const base = b * 9
  const { pairs, starts } = task
  for (let r = 0; r < task.rotations; r++) {
    let all = true
    for (let i = starts[r] as number, end = starts[r + 1] as number; i < end; i += 2) {
      if ((((pairs[i + 1] as number) >> (cells[base + (pairs[i] as number)] as number)) & 1) === 0) {
        all = false
        break
      }
    }
    if (all) return true
  }
  return false
}

/**
 * One multi-source BFS from every satisfying board; moves are reversible, so distance to the task
 * equals distance from the nearest satisfying board. Pure apart from the side's shared Space.
 */
export function buildTable(side: Side, task: Task): Result<DistanceTable, string> {
  if (task.side !== side) return err(`a ${task.side} task cannot be solved on the ${side} side`)
  return ok(buildOwnSide(task))
}

function buildOwnSide(task: Task): DistanceTable {
  const side = task.side
  const space = spaceOf(side)
  const compiledTask = compileTask(task)
  const { size, cells, offsets, targets, queue } = space
  const dist = new Uint8Array(size).fill(UNREACHABLE)
  let tail = 0
  for (let b = 0; b < size; b++) {
    if (satisfiesAt(cells, b, compiledTask)) {
      dist[b] = 0
      queue[tail++] = b
    }
  }
  let levelStart = 0
  let levelEnd = tail
  let unseen = size - tail
  for (let d = 1; levelEnd > levelStart; d++) {
    // Direction-optimising BFS: while the frontier is large next to what is left, asking each
    // unseen board "is a neighbour on the frontier?" stops at the first yes and beats pushing
    // every frontier edge; small frontiers are pushed as usual. About twice as fast on Chess.
    if ((levelEnd - levelStart) * 4 > unseen) {
      for (let b = 0; b < size; b++) {
        if (dist[b] !== UNREACHABLE) continue
        for (let i = offsets[b] as number, end = offsets[b + 1] as number; i < end; i++) {
          if (dist[targets[i] as number] === d - 1) {
            dist[b] = d
            queue[tail++] = b
            break
          }
        }
      }
    } else {
      for (let head = levelStart; head < levelEnd; head++) {
        const b = queue[head] as number
        for (let i = offsets[b] as number, end = offsets[b + 1] as number; i < end; i++) {
          const t = targets[i] as number
          if (dist[t] === UNREACHABLE) {
            dist[t] = d
            queue[tail++] = t
          }
        }
      }
    }
    unseen -= tail - levelEnd
    levelStart = levelEnd
    levelEnd = tail
  }
  return { side, task: makeTask(task), dist }
}

function moveOfEdge(space: Space, edge: number): Move {
  const m = space.edgeMoves[edge] as number
  return { from: Math.floor(m / 9), to: m % 9 }
}

/** Optimal moves from the board, or null when it can never satisfy the table's task. */
export function distanceIn(table: DistanceTable, board: Board): number | null {
  const d = table.dist[rankBoard(spaceOf(table.side), board)] as number
  return d === UNREACHABLE ? null : d
}

/** One optimal line: always step to a neighbour one closer, so it is exactly `optimal` long. */
export function solveIn(table: DistanceTable, board: Board): Solution {
  const space = spaceOf(table.side)
  let b = rankBoard(space, board)
  let d = table.dist[b] as number
  if (d === UNREACHABLE) return { optimal: null, moves: null }
  const moves: Move[] = []
  while (d > 0) {
    for (let i = space.offsets[b] as number, end = space.offsets[b + 1] as number; i < end; i++) {
      const t = space.targets[i] as number
      if (table.dist[t] === d - 1) {
        moves.push(moveOfEdge(space, i))
        b = t
        break
      }
    }
    d--
  }
  return { optimal: moves.length, moves }
}

/** Every first move that keeps an optimal line open: the hints. Empty when solved or unsolvable. */
export function firstMovesIn(table: DistanceTable, board: Board): Move[] {
  const space = spaceOf(table.side)
  const b = rankBoard(space, board)
  const d = table.dist[b] as number
  if (d === UNREACHABLE || d === 0) return []
  const out: Move[] = []
  for (let i = space.offsets[b] as number, end = space.offsets[b + 1] as number; i < end; i++) {
    if (table.dist[space.targets[i] as number] === d - 1) out.push(moveOfEdge(space, i))
  }
  return out
}

/** For bids (CM-8): can the task be satisfied in at most `n` moves? */
export function canSolveIn(table: DistanceTable, board: Board, n: number): boolean {
  const d = distanceIn(table, board)
  return d !== null && d <= n
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
 * The account of one or more cold searches: boards expanded so far (the measure of their cost)
 * and how many they may expand in all.
 */
export interface SearchBudget {
  spent: number
  limit: number
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
export function solveCold(board: Board, task: Task): Result<Solution, string> {
  const s = solveColdWithin(board, task, { spent: 0, limit: Infinity })
  return s.ok ? ok(s.value as Solution) : s
}

/**
 * solveCold on a budget: charges each board it expands to `budget.spent`, and gives up (null) when
 * that reaches `budget.limit`, for a caller that would rather build a table past that cost.
 */
export function solveColdWithin(board: Board, task: Task, budget: SearchBudget): Result<Solution | null, string> {
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

/** The same key for a task and its rotations: they share one table. */
export function tableKey(task: Task): string {
  let key = keys.get(task)
  if (key === undefined) {
    const pictures = ROTATED_CELLS.map((cellsOf) => {
      const marks = new Array<string>(9).fill('.')
      task.marks.forEach((m, cell) => (marks[cellsOf[cell] as number] = m ?? '.'))
      return marks.join('')
    })
    key = `${task.side}:${pictures.sort()[0] as string}`
    keys.set(task, key)
  }
  return key
}

/** Lazily built tables, kept (oldest dropped past `maxTables`); it also takes tables built elsewhere. */
export interface TableCache {
  /** The table for the task, built now if nobody has built or added it yet. */
  get(task: Task): DistanceTable
  has(task: Task): boolean
  /** A table built in a worker; rejected when its task does not parse or its size is wrong. */
  add(table: DistanceTable): Result<DistanceTable, string>
  size(): number
  bytes(): number
}

export function createTableCache(maxTables = 512): TableCache {
  const tables = new Map<string, DistanceTable>()
  const keep = (key: string, table: DistanceTable): DistanceTable => {
    tables.delete(key)
    tables.set(key, table)
    if (tables.size > maxTables) tables.delete(tables.keys().next().value as string)
    return table
  }
  return {
    get(task) {
      const key = tableKey(task)
      const found = tables.get(key)
      if (found) return keep(key, found)
      return keep(key, buildOwnSide(task))
    },
    has: (task) => tables.has(tableKey(task)),
    add(table) {
      const task = parseTask(table.side, table.task)
      if (!task.ok) return err(task.error.message)
      if (table.dist.length !== spaceOf(table.side).size) return err(`a ${table.side} table has ${spaceOf(table.side).size} entries`)
      return ok(keep(tableKey(task.value), table))
    },
    size: () => tables.size,
    bytes: () => [...tables.values()].reduce((n, t) => n + t.dist.byteLength, 0),
  }
}

/** The solver the app uses: every query answered from a cached table. */
export interface Solver {
  solve(board: Board, task: Task): Result<Solution, string>
  distance(board: Board, task: Task): Result<number | null, string>
  optimalFirstMoves(board: Board, task: Task): Result<Move[], string>
  canSolveIn(board: Board, task: Task, n: number): Result<boolean, string>
  cache: TableCache
}

export function createSolver(cache: TableCache = createTableCache()): Solver {
  const withTable = <T>(board: Board, task: Task, f: (t: DistanceTable) => T): Result<T, string> => {
    if (board.side !== task.side) return err(`a ${task.side} task cannot be solved on the ${board.side} side`)
    return ok(f(cache.get(task)))
  }
  return {
    solve: (board, task) => withTable(board, task, (t) => solveIn(t, board)),
    distance: (board, task) => withTable(board, task, (t) => distanceIn(t, board)),
    optimalFirstMoves: (board, task) => withTable(board, task, (t) => firstMovesIn(t, board)),
    canSolveIn: (board, task, n) => withTable(board, task, (t) => canSolveIn(t, board, n)),
    cache,
  }
}

/** How hard a task is over every legal board: mean and max optimal moves, and boards that can never make it. */
export interface TaskDifficulty {
  mean: number
  max: number
  unsolvable: number
}

export function difficultyOf(table: DistanceTable): TaskDifficulty {
  const space = spaceOf(table.side)
  let sum = 0
  let max = 0
  let counted = 0
  let unsolvable = 0
  for (let b = 0; b < space.size; b++) {
    if (space.legal[b] === 0) continue
    const d = table.dist[b] as number
    if (d === UNREACHABLE) {
      unsolvable++
      continue
    }
    sum += d
    counted++
    if (d > max) max = d
  }
  return { mean: counted === 0 ? 0 : sum / counted, max, unsolvable }
}
