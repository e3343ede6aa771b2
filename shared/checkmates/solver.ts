import { err, ok, type Result } from '../result'
import { boundAbove, boundAt, compileTask, lastWay, NEVER, satisfies, termChange } from './bound'
import type { Board, Move, Side, Task } from './model'
import { makeTask, parseTask } from './notation'
import {
  boardsOf, decodeBoard, MOVE_FROM, MOVE_TO, movesOf, rankBoard, rankCodes, spaceOf, type Boards, type Space,
} from './space'

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
    if (satisfies(cells, b * 9, compiledTask)) {
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

// What one forward search at a time needs per board of a side (searches are synchronous, and a
// thread owns its scratch): about 3 MB for Chess, allocated on the side's first search.
interface Scratch {
  /**
   * A board is seen (closed) in the current search when its stamp equals `epoch`; its estimate is
   * its own bound when `known` does, else no more than that (its parent's less one, at first).
   */
  seen: Uint8Array
  closed: Uint8Array
  known: Uint8Array
  /** For a board whose bound is known, a way that attains it: see lastWay in bound.ts. */
  wayRotation: Uint8Array
  wayMarks: Int8Array
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

// Depths are bytes and finite bounds are below NEVER, so f stays below 255 + NEVER.
const MAX_F = 255 + NEVER

const scratches: Partial<Record<Side, Scratch>> = {}

function scratchOf(boards: Boards): Scratch {
  const n = boards.size
  return (scratches[boards.side] ??= {
    seen: new Uint8Array(n), closed: new Uint8Array(n), known: new Uint8Array(n), epoch: 0,
    wayRotation: new Uint8Array(n), wayMarks: new Int8Array(n * 9),
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
 * Without a table: A* forward from the board, steered by the assignment bound of `bound.ts` (each
 * mark given its own token, each token's distance to its mark, one more for every other token
 * standing on a marked cell). The bound never overestimates and falls by at most one per move
 * (consistent), so the first satisfying board taken from the queue is an optimal one, and a board
 * once expanded is never reached more cheaply later. It is infinite exactly when no reachable board
 * fulfils the task, so such a task is answered before any board is expanded. Same answers as a
 * table; it needs only the side's board numbering: each board's moves are found as it is
 * expanded, so a few queries never pay for the whole move graph.
 */
export function solveCold(board: Board, task: Task): Result<Solution, string> {
  const s = solveColdWithin(board, task, { spent: 0, limit: Infinity })
  return s.ok ? ok(s.value as Solution) : s
}

const NONE: Solution = { optimal: null, moves: null }

/**
 * solveCold on a budget: charges each board it expands to `budget.spent`, and gives up (null) when
 * that reaches `budget.limit`, for a caller that would rather build a table past that cost.
 */
export function solveColdWithin(board: Board, task: Task, budget: SearchBudget): Result<Solution | null, string> {
  if (task.side !== board.side) return err(`a ${task.side} task cannot be solved on the ${board.side} side`)
  const boards = boardsOf(board.side)
  const compiledTask = compileTask(task)
  const start = rankBoard(boards, board)
  decodeBoard(boards, start, here)
  const h0 = boundAt(here, compiledTask)
  if (h0 >= NEVER) return ok({ ...NONE })
  const scratch = scratchOf(boards)
  const { seen, closed, known, depth, estimate, parentMove, top, wayRotation, wayMarks } = scratch
  // A fresh epoch marks every board unseen without clearing; byte stamps keep the arrays small
  // enough to stay in cache, at the price of one clear every 255 searches.
  if (scratch.epoch === 255) {
    seen.fill(0)
    closed.fill(0)
    known.fill(0)
    scratch.epoch = 0
  }
  const epoch = ++scratch.epoch
  top.fill(-1)
  seen[start] = epoch
  depth[start] = 0
  estimate[start] = h0
  keepWay(scratch, start)
  let entries = push(scratch, 0, h0, start)
  for (let f = h0; f < MAX_F; f++) {
    while (top[f] !== -1) {
      const e = top[f] as number
      top[f] = scratch.entryBelow[e] as number
      const b = scratch.entryBoard[e] as number
      if (closed[b] === epoch) continue
      const h = estimate[b] as number
      // A stale entry: this board was queued again later with a smaller f.
      if ((depth[b] as number) + h !== f) continue
      decodeBoard(boards, b, here)
      // A board queued on an estimate below its bound goes back with a better one; only a board
      // whose bound is its estimate is expanded (most of the last f's never come off the queue).
      if (known[b] !== epoch) {
        const above = boundAbove(here, compiledTask, h)
        if (above > h) {
          estimate[b] = above
          entries = push(scratch, entries, (depth[b] as number) + above, b)
          continue
        }
        keepWay(scratch, b)
      }
      if (h === 0) return ok(lineTo(boards, scratch, start, b))
      if (budget.spent >= budget.limit) return ok(null)
      budget.spent++
      closed[b] = epoch
      const g = (depth[b] as number) + 1
      const rotation = wayRotation[b] as number
      let closer = 0
      const n = movesOf(boards, here, movesHere)
      for (let i = 0; i < n; i++) {
        const move = movesHere[i] as number
        const from = MOVE_FROM[move] as number
        const to = MOVE_TO[move] as number
        const code = here[from] as number
        here[to] = code
        here[from] = 0
        const t = rankCodes(boards, here)
        // The bound is consistent: a child's is at least this board's less one, and it is exactly
        // that when the move brings its token one step closer under this board's way (only that
        // token's term changes). Otherwise it is queued on that floor, to be worked out later.
        const mark = wayMarks[b * 9 + from] as number
        const step = termChange(compiledTask, rotation, mark, code, from, to)
        // One move from a board one move short: a satisfying child ends the search, as no queued
        // board can reach one sooner.
        const solved = h === 1 && (step < 0 || satisfies(here, 0, compiledTask))
        here[from] = code
        here[to] = 0
        if (closed[t] === epoch || (seen[t] === epoch && (depth[t] as number) <= g)) continue
        seen[t] = epoch
        depth[t] = g
        parentMove[t] = move
        if (solved) return ok(lineTo(boards, scratch, start, t))
        if (step < 0) {
          known[t] = epoch
          estimate[t] = h - 1
          wayRotation[t] = rotation
          wayMarks.copyWithin(t * 9, b * 9, b * 9 + 9)
          wayMarks[t * 9 + to] = mark
          wayMarks[t * 9 + from] = -1
          closerKids[closer++] = t
        } else {
          if (known[t] !== epoch) estimate[t] = h - 1
          entries = push(scratch, entries, g + (estimate[t] as number), t)
        }
      }
      // The children known one closer go on top, so they come off first.
      for (let i = 0; i < closer; i++) entries = push(scratch, entries, g + h - 1, closerKids[i] as number)
    }
  }
  return ok({ ...NONE })
}

// Marks board b's bound known and keeps the way that attains it.
function keepWay(scratch: Scratch, b: number): void {
  scratch.known[b] = scratch.epoch
  scratch.wayRotation[b] = lastWay.rotation
  scratch.wayMarks.set(lastWay.marks, b * 9)
}

const closerKids = new Uint32Array(16)

// Queues board b at f as entry number `entries`; returns the next entry number.
function push(scratch: Scratch, entries: number, f: number, b: number): number {
  if (entries === scratch.entryBoard.length) grow(scratch)
  scratch.entryBoard[entries] = b
  scratch.entryBelow[entries] = scratch.top[f] as number
  scratch.top[f] = entries
  return entries + 1
}

const here = new Uint8Array(9)
const movesHere = new Uint8Array(16)

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
  return `${task.side}:${compileTask(task).picture}`
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
