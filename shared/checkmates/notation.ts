import { err, excerpt, ok, type Result } from '../result'
import { problem, type NotationProblem } from './problem'
import {
  CELLS, MARK_NAMES, SIDE_NAMES, TOKEN_COUNTS, TOKEN_NAMES, marksOf, tokensOf,
  type Board, type CellName, type Mark, type Move, type Side, type Task, type Token,
} from './model'

// Notation rows run rank 3 first, like FEN; cells are stored a1 first.
const ROW_ORDER = [2, 1, 0] as const
// Cells in the order notation writes them, so errors name the first bad cell a reader meets.
const READING_ORDER = [6, 7, 8, 3, 4, 5, 0, 1, 2] as const

function splitGrid(what: 'board' | 'task', text: string, example: string): Result<string[], NotationProblem> {
  const rows = text.split('/')
  if (rows.length !== 3) {
    const shown = excerpt(text)
    const message = `a ${what} is three ranks of three cells separated by '/', like ${example}; got "${shown}"`
    return err(problem(what === 'board' ? 'BOARD_RANKS' : 'TASK_RANKS', { text: shown }, message))
  }
  const cells: string[] = new Array<string>(9)
  for (let i = 0; i < 3; i++) {
    const row = rows[i] as string
    const rank = ROW_ORDER[i] as number
    // Cells are characters, a surrogate pair one of them; three plain code units are the usual case.
    const chars = row.length === 3 && !SURROGATE.test(row) ? row : [...row]
    if (chars.length !== 3) {
      const shown = excerpt(text)
      const message = `rank ${rank + 1} of the ${what} "${shown}" has ${chars.length} cells, it needs 3`
      return err(problem(what === 'board' ? 'BOARD_RANK_CELLS' : 'TASK_RANK_CELLS', { text: shown, rank: rank + 1, cells: chars.length }, message))
    }
    for (let file = 0; file < 3; file++) cells[rank * 3 + file] = chars[file] as string
  }
  return ok(cells)
}

const SURROGATE = /[\uD800-\uDFFF]/

function listOf(symbols: readonly string[]): string {
  return symbols.join(' ')
}

export function parseBoard(side: Side, text: string): Result<Board, NotationProblem> {
  const grid = splitGrid('board', text, side === 'fifteen' ? 'BR./G*B/RG.' : 'RN./QKr/nq.')
  if (!grid.ok) return grid
  const tokens = tokensOf(side)
  const cells: (Token | null)[] = new Array<Token | null>(9).fill(null)
  const counts: Record<string, number> = {}
  for (const i of READING_ORDER) {
    const c = grid.value[i] as string
    if (c === '.') continue
    if (!(tokens as readonly string[]).includes(c)) {
      const message = `"${c}" at ${CELLS[i]} is not a ${SIDE_NAMES[side]} token (${listOf(tokens)}, or . for empty)`
      return err(problem('NOT_A_TOKEN', { side, symbol: c, cell: CELLS[i] as string }, message))
    }
    counts[c] = (counts[c] ?? 0) + 1
    cells[i] = c as Token
  }
  for (const t of tokens) {
    const want = TOKEN_COUNTS[side][t] as number
    const have = counts[t] ?? 0
    if (have !== want) {
      const name = TOKEN_NAMES[side][t] as string
      const plural = want === 1 ? `1 ${name} token` : `${want} ${name} tokens`
      return err(problem('TOKEN_COUNT', { side, token: t, want, have }, `the ${SIDE_NAMES[side]} side has ${plural}, this board has ${have}`))
    }
  }
  return ok({ side, cells })
}

function makeGrid(cells: readonly (string | null)[]): string {
  return ROW_ORDER.map((rank) => [0, 1, 2].map((f) => cells[rank * 3 + f] ?? '.').join('')).join('/')
}

export function makeBoard(board: Board): string {
  return makeGrid(board.cells)
}

export function parseTask(side: Side, text: string): Result<Task, NotationProblem> {
  const grid = splitGrid('task', text, side === 'fifteen' ? 'BR./.G./...' : 'Nw./.b./...')
  if (!grid.ok) return grid
  const marks = marksOf(side)
  const out: (Mark | null)[] = new Array<Mark | null>(9).fill(null)
  for (const i of READING_ORDER) {
    const c = grid.value[i] as string
    if (c === '.') continue
    if (!(marks as readonly string[]).includes(c)) {
      const names = marks.map((m) => `${m} ${MARK_NAMES[side][m]}`).join(', ')
      const message = `"${c}" at ${CELLS[i]} is not a ${SIDE_NAMES[side]} task mark (${names}, or . for "does not matter")`
      return err(problem('NOT_A_MARK', { side, symbol: c, cell: CELLS[i] as string }, message))
    }
    out[i] = c as Mark
  }
  if (out.every((m) => m === null)) return err(problem('NO_MARKS', { text: excerpt(text) }, `the task "${excerpt(text)}" marks no cell`))
  return ok({ side, marks: out })
}

export function makeTask(task: Task): string {
  return makeGrid(task.marks)
}

const MOVE_RE = /^([a-c][1-3])-([a-c][1-3])$/

export function parseCell(text: string): Result<number, NotationProblem> {
  const i = (CELLS as readonly string[]).indexOf(text)
  return i < 0 ? err(problem('NOT_A_CELL', { text: excerpt(text) }, `"${excerpt(text)}" is not a cell (a1 … c3)`)) : ok(i)
}

export function parseMove(text: string): Result<Move, NotationProblem> {
  const m = MOVE_RE.exec(text)
  if (!m) return err(problem('MOVE_TEXT', { text: excerpt(text) }, `a move is written from-to with cells a1 … c3, like b1-b2; got "${excerpt(text)}"`))
  const from = CELLS.indexOf(m[1] as CellName)
  const to = CELLS.indexOf(m[2] as CellName)
  if (from === to) return err(problem('SAME_CELL', { text }, `the move "${text}" starts and ends on the same cell`))
  return ok({ from, to })
}

export function makeMove(move: Move): string {
  return `${CELLS[move.from]}-${CELLS[move.to]}`
}
