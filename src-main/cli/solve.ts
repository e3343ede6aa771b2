import { createInterface } from 'node:readline'
import {
  createTableCache, isSide, makeMove, parseBoard, parseTask, solveCold, solveIn, tableKey,
  type Side, type Solution,
} from '../../shared/checkmates'
import { err, ok } from '../../shared/result'

/** One output line of `solve`, exactly DESIGN.md's contract. */
export type Answer = { optimal: number | null; moves: string[] | null } | { error: string }

// Roughly what one table costs to build on this machine kind (bench: `npm run bench -- solver`).
const TABLE_COST_MS: Record<Side, number> = { fifteen: 2, chess: 15 }

/**
 * Ski rental: answer a task by forward search until the time spent on it would have paid for its
 * distance table, then build the table and answer every later board from it in microseconds.
 * Never worse than twice the better of the two choices made in hindsight.
 */
export function createAnswerer(): (line: string) => Answer {
  const cache = createTableCache()
  const coldMs = new Map<string, number>()
  return (line) => {
    const input = parseInput(line)
    if (!input.ok) return { error: input.error }
    const { board, task } = input.value
    const key = tableKey(task)
    const spent = coldMs.get(key) ?? 0
    let s: Solution
    if (spent >= TABLE_COST_MS[board.side] || cache.has(task)) s = solveIn(cache.get(task), board)
    else {
      const t0 = performance.now()
      const cold = solveCold(board, task)
      coldMs.set(key, spent + performance.now() - t0)
      if (!cold.ok) return { error: cold.error }
      s = cold.value
    }
    return { optimal: s.optimal, moves: s.moves === null ? null : s.moves.map(makeMove) }
  }
}

function parseInput(line: string) {
  let json: unknown
  try {
    json = JSON.parse(line)
  } catch {
    return err('not a JSON line: expected {"mode":"fifteen"|"chess","board":"…","task":"…"}')
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return err('expected a JSON object {"mode":"fifteen"|"chess","board":"…","task":"…"}')
  }
  const { mode, board, task } = json as Record<string, unknown>
  if (!isSide(mode)) return err(`"mode" must be "fifteen" or "chess", got ${JSON.stringify(mode) ?? 'nothing'}`)
  if (typeof board !== 'string') return err('"board" must be a string in board notation, like "BR./G*B/RG."')
  if (typeof task !== 'string') return err('"task" must be a string in task notation, like "BR./.G./..."')
  const b = parseBoard(mode, board)
  if (!b.ok) return err(`board: ${b.error}`)
  const t = parseTask(mode, task)
  if (!t.ok) return err(`task: ${t.error}`)
  return ok({ board: b.value, task: t.value })
}

/** `npm run --silent cli -- solve`: JSON lines in, one JSON line out per non-blank input line. */
export async function run(args: string[]): Promise<number> {
  if (args.length > 0) {
    process.stderr.write('usage: npm run --silent cli -- solve < cases.jsonl (takes no options)\n')
    return 2
  }
  const answer = createAnswerer()
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity })
  let out = ''
  for await (const line of lines) {
    if (line.trim() === '') continue
    let a: Answer
    try {
      a = answer(line)
    } catch (e) {
      a = { error: `internal error: ${e instanceof Error ? e.message : String(e)}` }
    }
    out += `${JSON.stringify(a)}\n`
    // Batch writes: one syscall per few hundred answers, yet the order is the input order.
    if (out.length > 1 << 16) {
      await write(out)
      out = ''
    }
  }
  if (out) await write(out)
  return 0
}

function write(text: string): Promise<void> {
  return new Promise((resolve, reject) => process.stdout.write(text, (e) => (e ? reject(e) : resolve())))
}
