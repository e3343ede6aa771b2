import { err, ok, type Result } from '../result'
import { satisfiesMark, tokensOf, type Board, type Move, type Side, type Task } from './model'
import { makeTask, parseTask } from './notation'
import { rankBoard, spaceOf, type Space } from './space'
import { ROTATIONS, rotateTask } from './task'

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

/** Per distinct rotation, flat pairs of (cell, bit set of token codes that satisfy its mark). */
type CompiledTask = number[][]

function compileTask(side: Side, task: Task): CompiledTask {
  const tokens = tokensOf(side)
  const seen = new Set<string>()
  const out: CompiledTask = []
  for (const rotation of ROTATIONS) {
    const turned = rotateTask(task, rotation)
    const key = makeTask(turned)
    // A symmetric card needs checking once per distinct picture.
    if (seen.has(key)) continue
    seen.add(key)
    const pairs: number[] = []
    turned.marks.forEach((mark, cell) => {
      if (mark === null) return
      let mask = 0
      tokens.forEach((t, i) => {
        if (satisfiesMark(side, t, mark)) mask |= 1 << (i + 1)
      })
      pairs.push(cell, mask)
    })
    out.push(pairs)
  }
  return out
}

function satisfiesAt(cells: Uint8Array, b: number, compiled: CompiledTask): boolean {
  const base = b * 9
  for (const pairs of compiled) {
    let all = true
    for (let i = 0; i < pairs.length; i += 2) {
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
  const space = spaceOf(side)
  const compiled = compileTask(side, task)
  const { size, cells, offsets, targets, queue } = space
  const dist = new Uint8Array(size).fill(UNREACHABLE)
  let tail = 0
  for (let b = 0; b < size; b++) {
    if (satisfiesAt(cells, b, compiled)) {
      dist[b] = 0
      queue[tail++] = b
    }
  }
  for (let head = 0; head < tail; head++) {
    const b = queue[head] as number
    const d = (dist[b] as number) + 1
    for (let i = offsets[b] as number, end = offsets[b + 1] as number; i < end; i++) {
      const t = targets[i] as number
      if (dist[t] === UNREACHABLE) {
        dist[t] = d
        queue[tail++] = t
      }
    }
  }
  return ok({ side, task: makeTask(task), dist })
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
export function canSolveInTable(table: DistanceTable, board: Board, n: number): boolean {
  const d = distanceIn(table, board)
  return d !== null && d <= n
}

/**
 * Without a table: BFS forward from the board until the first satisfying board. Cheaper than
 * building a table when a task is asked about once, and the same answer.
 */
export function solveCold(board: Board, task: Task): Result<Solution, string> {
  if (task.side !== board.side) return err(`a ${task.side} task cannot be solved on the ${board.side} side`)
  const space = spaceOf(board.side)
  const compiled = compileTask(board.side, task)
  const { cells, offsets, targets, edgeMoves, queue, seen, parent, parentMove } = space
  // A fresh epoch marks every board unseen without clearing the array.
  const epoch = ++space.epoch
  if (epoch === 0xffffffff) {
    seen.fill(0)
    space.epoch = 1
  }
  const start = rankBoard(space, board)
  seen[start] = space.epoch
  queue[0] = start
  let tail = 1
  for (let head = 0; head < tail; head++) {
    const b = queue[head] as number
    if (satisfiesAt(cells, b, compiled)) {
      const moves: Move[] = []
      for (let cur = b; cur !== start; cur = parent[cur] as number) {
        const m = parentMove[cur] as number
        moves.push({ from: Math.floor(m / 9), to: m % 9 })
      }
      moves.reverse()
      return ok({ optimal: moves.length, moves })
    }
    for (let i = offsets[b] as number, end = offsets[b + 1] as number; i < end; i++) {
      const t = targets[i] as number
      if (seen[t] !== space.epoch) {
        seen[t] = space.epoch
        parent[t] = b
        parentMove[t] = edgeMoves[i] as number
        queue[tail++] = t
      }
    }
  }
  return ok({ optimal: null, moves: null })
}

/** The same key for a task and its rotations: they share one table. */
export function tableKey(side: Side, task: Task): string {
  const pictures = ROTATIONS.map((r) => makeTask(rotateTask(task, r))).sort()
  return `${side}:${pictures[0] as string}`
}

/** Lazily built tables, kept (oldest dropped past `maxTables`); it also takes tables built elsewhere. */
export interface TableCache {
  /** The table for the task, built now if nobody has built or added it yet. */
  get(side: Side, task: Task): Result<DistanceTable, string>
  has(side: Side, task: Task): boolean
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
    get(side, task) {
      const key = tableKey(side, task)
      const found = tables.get(key)
      if (found) return ok(keep(key, found))
      const built = buildTable(side, task)
      return built.ok ? ok(keep(key, built.value)) : built
    },
    has: (side, task) => tables.has(tableKey(side, task)),
    add(table) {
      const task = parseTask(table.side, table.task)
      if (!task.ok) return task
      if (table.dist.length !== spaceOf(table.side).size) return err(`a ${table.side} table has ${spaceOf(table.side).size} entries`)
      return ok(keep(tableKey(table.side, task.value), table))
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
    const table = cache.get(board.side, task)
    return table.ok ? ok(f(table.value)) : table
  }
  return {
    solve: (board, task) => withTable(board, task, (t) => solveIn(t, board)),
    distance: (board, task) => withTable(board, task, (t) => distanceIn(t, board)),
    optimalFirstMoves: (board, task) => withTable(board, task, (t) => firstMovesIn(t, board)),
    canSolveIn: (board, task, n) => withTable(board, task, (t) => canSolveInTable(t, board, n)),
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
