import { Worker } from 'node:worker_threads'
import {
  adoptSpace, createTableCache, distanceIn, firstMovesIn, makeMove, makeTask, parseBoard, parseTask, solveIn, tableKey,
  type Board, type DistanceTable, type Move, type Side, type Solution, type Space, type TableCache, type Task,
} from '@shared/checkmates'
import type { ApiResult, SolveAnswer } from '@shared/ipc'
import { err, ok, type Result } from '@shared/result'
import { builtWorkerPath } from './worker-path'

/** What the host asks the solver worker for. */
type WorkerAsk = { kind: 'space'; side: Side } | { kind: 'table'; side: Side; task: string }
export type WorkerRequest = WorkerAsk & { id: number }
export type WorkerReply =
  | { id: number; ok: true; space: Space }
  | { id: number; ok: true; table: DistanceTable }
  | { id: number; ok: false; error: string }

/** The host's Check Mates solver: every answer from a cached table, tables built off the main thread. */
export interface SolverService {
  table(task: Task): Promise<Result<DistanceTable, string>>
  solve(board: Board, task: Task): Promise<Result<Solution, string>>
  distance(board: Board, task: Task): Promise<Result<number | null, string>>
  /** Every first move of an optimal line; empty when the board is solved or never can be. */
  firstMoves(board: Board, task: Task): Promise<Result<Move[], string>>
  /** True while a worker thread builds the tables; false in-process (tests, CLI, or a worker that died). */
  threaded(): boolean
  close(): Promise<void>
}

export interface SolverOptions {
  /** The built worker script; null builds in-process. Defaults to solver-worker.js beside this bundle. */
  workerPath?: string | null
  cache?: TableCache
}

/** The built solver worker, out/main/solver-worker.js; none from source, so the service builds in-process. */
export function defaultWorkerPath(moduleUrl: string = import.meta.url): string | null {
  return builtWorkerPath('solver-worker.js', moduleUrl)
}

export function createSolverService(options: SolverOptions = {}): SolverService {
  const cache = options.cache ?? createTableCache()
  const workerPath = options.workerPath === undefined ? defaultWorkerPath() : options.workerPath
  let worker: Worker | null = null
  let workerFailed = workerPath === null
  let nextId = 1
  const waiting = new Map<number, (reply: WorkerReply) => void>()
  const spaces = new Map<Side, Promise<void>>()
  const building = new Map<string, Promise<Result<DistanceTable, string>>>()

  const giveUp = (why: string) => {
    workerFailed = true
    worker = null
    for (const done of waiting.values()) done({ id: 0, ok: false, error: why })
    waiting.clear()
  }

  const startWorker = (): Worker | null => {
    if (workerFailed || workerPath === null) return null
    if (worker) return worker
    let w: Worker
    try {
      w = new Worker(workerPath)
    } catch (e) {
      giveUp(`the solver worker could not start: ${e instanceof Error ? e.message : String(e)}`)
      return null
    }
    // An idle solver must not keep the web edition or a test run alive.
    w.unref()
    w.on('message', (reply: WorkerReply) => {
      waiting.get(reply.id)?.(reply)
      waiting.delete(reply.id)
    })
    w.on('error', (e) => giveUp(`the solver worker failed: ${e.message}`))
    w.on('exit', () => giveUp('the solver worker stopped'))
    worker = w
    return w
  }

  const ask = (request: WorkerAsk): Promise<WorkerReply> | null => {
    const w = startWorker()
    if (!w) return null
    const id = nextId++
    return new Promise((resolve) => {
      waiting.set(id, resolve)
      w.postMessage({ ...request, id })
    })
  }

  // Chess's board graph takes the better part of a second to build; the worker builds it and this
  // thread adopts a copy. Without a worker, spaceOf builds it lazily here on first use.
  const ensureSpace = (side: Side): Promise<void> => {
    let ready = spaces.get(side)
    if (!ready) {
      ready = (async () => {
        const reply = await ask({ kind: 'space', side })
        if (reply && reply.ok && 'space' in reply) adoptSpace(reply.space)
      })()
      spaces.set(side, ready)
    }
    return ready
  }

  const build = async (task: Task): Promise<Result<DistanceTable, string>> => {
    await ensureSpace(task.side)
    const reply = await ask({ kind: 'table', side: task.side, task: makeTask(task) })
    if (reply && reply.ok && 'table' in reply) {
      const added = cache.add(reply.table)
      if (added.ok) return added
    }
    // No worker, or it failed: the same table built here is slower for the window but still right.
    return ok(cache.get(task))
  }

  const table = (task: Task): Promise<Result<DistanceTable, string>> => {
    if (cache.has(task)) return Promise.resolve(ok(cache.get(task)))
    const key = tableKey(task)
    let pending = building.get(key)
    if (!pending) {
      pending = build(task).finally(() => building.delete(key))
      building.set(key, pending)
    }
    return pending
  }

  const withTable = async <T>(board: Board, task: Task, answer: (t: DistanceTable) => T): Promise<Result<T, string>> => {
    if (board.side !== task.side) return err(`a ${task.side} task cannot be solved on the ${board.side} side`)
    const t = await table(task)
    return t.ok ? ok(answer(t.value)) : t
  }

  return {
    table,
    solve: (board, task) => withTable(board, task, (t) => solveIn(t, board)),
    distance: (board, task) => withTable(board, task, (t) => distanceIn(t, board)),
    firstMoves: (board, task) => withTable(board, task, (t) => firstMovesIn(t, board)),
    threaded: () => !workerFailed,
    async close() {
      const w = worker
      worker = null
      workerFailed = true
      if (w) await w.terminate()
    },
  }
}

/** The bid checker's question: notation in, a best line out; a board or task that does not parse is an error value. */
export async function answerSolve(
  solver: SolverService,
  { side, board, task }: { side: Side; board: string; task: string },
): Promise<ApiResult<SolveAnswer>> {
  const b = parseBoard(side, board)
  if (!b.ok) return err({ code: 'INVALID_BOARD', message: `This board cannot be played: ${b.error.message}.` })
  const t = parseTask(side, task)
  if (!t.ok) return err({ code: 'INVALID_TASK', message: `This task cannot be used: ${t.error.message}.` })
  const solved = await solver.solve(b.value, t.value)
  if (!solved.ok) return err({ code: 'INVALID_TASK', message: solved.error })
  const { optimal, moves } = solved.value
  return ok({ optimal, moves: moves ? moves.map(makeMove) : null })
}
