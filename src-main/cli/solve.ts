import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import {
  createTableCache, isSide, makeMove, parseBoard, parseTask, solveColdWithin, solveIn, tableKey,
  type SearchBudget, type Side, type Solution, type Task,
} from '@shared/checkmates'
import { err, excerpt, ok } from '@shared/result'

/** One output line of `solve`, exactly the contract in docs/notation.md. */
export type Answer = { optimal: number | null; moves: string[] | null } | { error: string }

/** What a table costs, in boards a cold search could expand in the same time. */
export interface TableCosts {
  table: Record<Side, number>
  /** What a side's first table pays on top for the move graph, which later tables share. */
  graph: Record<Side, number>
}

// Measured by `npm run bench -- solver` (`cli.costInBoards`). Since issue 28 a search expands a
// few boards per query, each dearer (its children's bounds), so a table is worth fewer boards.
const TABLE_COSTS: TableCosts = { table: { fifteen: 400, chess: 2_600 }, graph: { fifteen: 6_500, chess: 23_000 } }

// Past this many distinct tasks the memo starts afresh: a file of millions of different tasks
// must not grow it without end, and forgetting costs only a re-parse and a later table.
const MEMO_LIMIT = 50_000

/**
 * Ski rental: a task is answered by forward search until the boards its searches expanded would
 * have paid for its distance table (a search that reaches that sum stops there), then the table is
 * built and that board and every later one of the task are answered from it in microseconds. So a
 * file costs at most about twice what the better choice per task, made in hindsight, would have;
 * counting boards rather than milliseconds makes the choice the same on every machine.
 */
export function createAnswerer(costs: TableCosts = TABLE_COSTS): (line: string) => Answer {
  const cache = createTableCache()
  // One Task per task text, so the solver's per-task caches (compiled marks, table key) hit.
  const tasks = new Map<string, Task>()
  const work = new Map<string, SearchBudget>()
  const graphs = new Set<Side>()
  return (line) => {
    const input = parseInput(line, tasks)
    if (!input.ok) return { error: input.error }
    const { side, board, task } = input.value
    let s: Solution | null = null
    if (!cache.has(task)) {
      const key = tableKey(task)
      let budget = work.get(key)
      if (!budget) {
        if (work.size >= MEMO_LIMIT) work.clear()
        budget = { spent: 0, limit: 0 }
        work.set(key, budget)
      }
      budget.limit = costs.table[side] + (graphs.has(side) ? 0 : costs.graph[side])
      const cold = solveColdWithin(board, task, budget)
      if (!cold.ok) return { error: cold.error }
      s = cold.value
    }
    if (s === null) {
      graphs.add(side)
      s = solveIn(cache.get(task), board)
    }
    return { optimal: s.optimal, moves: s.moves === null ? null : s.moves.map(makeMove) }
  }
}

const SHAPE = '{"mode":"fifteen"|"chess","board":"…","task":"…"}'

function parseInput(line: string, tasks: Map<string, Task>) {
  let json: unknown
  try {
    json = JSON.parse(line)
  } catch {
    return err(`not a JSON line: "${excerpt(line)}"; expected ${SHAPE}`)
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return err(`expected a JSON object ${SHAPE}, got "${excerpt(line)}"`)
  const { mode, board, task } = json as Record<string, unknown>
  if (!isSide(mode)) {
    const got = mode === undefined ? 'nothing' : typeof mode === 'string' ? `"${excerpt(mode)}"` : excerpt(JSON.stringify(mode))
    return err(`"mode" must be "fifteen" or "chess", got ${got}`)
  }
  if (typeof board !== 'string') return err('"board" must be a string in board notation, like "BR./G*B/RG."')
  if (typeof task !== 'string') return err('"task" must be a string in task notation, like "BR./.G./..."')
  const b = parseBoard(mode, board)
  if (!b.ok) return err(`board: ${b.error.message}`)
  const taskKey = `${mode}:${task}`
  let t = tasks.get(taskKey)
  if (!t) {
    const parsed = parseTask(mode, task)
    if (!parsed.ok) return err(`task: ${parsed.error.message}`)
    if (tasks.size >= MEMO_LIMIT) tasks.clear()
    t = parsed.value
    tasks.set(taskKey, t)
  }
  return ok({ side: mode, board: b.value, task: t })
}

/**
 * `npm run --silent cli -- solve`: JSON lines in, one JSON line out per non-blank input line.
 * Exit code 1 when any line was answered with an error (all lines are answered first), else 0.
 */
export async function run(args: string[], input: Readable = process.stdin): Promise<number> {
  if (args.length > 0) {
    process.stderr.write('usage: npm run --silent cli -- solve < cases.jsonl (takes no options)\n')
    return 2
  }
  const answer = createAnswerer()
  let errors = 0
  let out = ''
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    if (line.trim() === '') continue
    let a: Answer
    try {
      a = answer(line)
    } catch (e) {
      a = { error: `internal error: ${e instanceof Error ? e.message : String(e)}` }
    }
    if ('error' in a) errors++
    out += `${JSON.stringify(a)}\n`
    // Batch writes: one syscall per few hundred answers, yet the order is the input order.
    if (out.length > 1 << 16) {
      await write(out)
      out = ''
    }
  }
  if (out) await write(out)
  return errors > 0 ? 1 : 0
}

function write(text: string): Promise<void> {
  return new Promise((resolve, reject) => process.stdout.write(text, (e) => (e ? reject(e) : resolve())))
}
