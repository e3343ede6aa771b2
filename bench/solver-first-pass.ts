// One pass of a cold search over query lines read from stdin, in a fresh process: what the first
// queries of a command-line run cost before the JIT has warmed up and before any task is compiled.
// `node …/tsx bench/solver-first-pass.ts new|previous < lines.jsonl` prints {"ms":…,"expanded":…}.
// Started by bench/solver.ts, once per run for each search, in turn.
import { readFileSync } from 'node:fs'
import { parseBoard, parseTask, solveColdWithin, type Board, type SearchBudget, type Side, type Task } from '../shared/checkmates'
import { previousSolveColdWithin } from './previous-solver'

const which = process.argv[2]
const search = which === 'previous' ? previousSolveColdWithin : solveColdWithin
const tasks = new Map<string, Task>()
const queries = readFileSync(0, 'utf8').trim().split('\n').map((line) => {
  const q = JSON.parse(line) as { mode: Side; board: string; task: string }
  const board = parseBoard(q.mode, q.board)
  let task = tasks.get(`${q.mode}:${q.task}`)
  if (!task) {
    const parsed = parseTask(q.mode, q.task)
    if (!parsed.ok) throw new Error(parsed.error.message)
    task = parsed.value
    tasks.set(`${q.mode}:${q.task}`, task)
  }
  if (!board.ok) throw new Error(board.error.message)
  return { board: board.value as Board, task }
})
const budget: SearchBudget = { spent: 0, limit: Infinity }
const t0 = performance.now()
for (const q of queries) search(q.board, q.task, budget)
const ms = performance.now() - t0
process.stdout.write(`${JSON.stringify({ ms, expanded: budget.spent })}\n`)
