import { marksOf, satisfiesMark, tokensOf, type Side, type Task } from './model'
import { motionOf, REACHES } from './moves'
import { ROTATIONS, rotateCell } from './task'

/**
 * What the cold search steers by: a lower bound on the moves a board still needs for a task, and
 * at least `NEVER` when no board it can reach fulfils the task.
 *
 * A move shifts one token one step of its motion. So for every way of giving the marks distinct
 * tokens that satisfy them, the moves still needed are at least the sum of one term per token:
 *
 * - a token given a mark: its distance to that mark's cell on an empty board (`TokenDistances`);
 * - any other token: 1 if it stands on a marked cell (it must leave), else 0.
 *
 * The bound is the smallest such sum over the ways and the card's distinct rotations. One move
 * changes one token's term by at most one, so the bound falls by at most one per move (it is
 * consistent): A* takes the first satisfying board off its queue with an optimal line. It is 0
 * exactly on the satisfying boards.
 *
 * It is infinite exactly when no reachable board fulfils the task. The move graph's components are
 * known (solver.test.ts checks them): Fifteen's boards are all one; Chess's are three, the boards
 * without a knight in the centre and, for each knight, the boards with it stuck there. A way whose
 * terms are all finite puts its tokens on a board of the start's own component, so that board is
 * reachable; and where no way has finite terms, no satisfying board is.
 */
export const NEVER = 64

// A term for what cannot happen: a knight into or out of the centre, a token that does not satisfy
// the mark, a stuck knight that would have to leave a marked cell. Finite sums are at most 7 tokens
// × 4 moves, so any sum with such a term is at least NEVER, and sums stay small integers.
const FAR = NEVER

// Seven tokens, codes 1…7 (Fifteen uses 1…4); 0 is an empty cell.
const TOKENS = 7
const CODES = TOKENS + 1

/**
 * A side's per-token distances, built once per side: `toMark[(kind * 8 + code) * 81 + from * 9 + to]`
 * is the fewest moves that token needs from one cell to another on an empty board when it satisfies
 * the mark of that kind (`marksOf(side)` order), else FAR; `leave[code * 9 + cell]` is 1 when the
 * token can move at all from that cell, else FAR (a knight in the centre).
 */
export interface TokenDistances {
  toMark: Uint8Array
  leave: Uint8Array
}

function buildDistances(side: Side): TokenDistances {
  const tokens = tokensOf(side)
  const kinds = marksOf(side)
  const toMark = new Uint8Array(kinds.length * CODES * 81).fill(FAR)
  const leave = new Uint8Array(CODES * 9).fill(FAR)
  const dist = new Uint8Array(81)
  tokens.forEach((token, i) => {
    const code = i + 1
    const reaches = REACHES[motionOf(side, token)]
    // Breadth first from each cell over the token's own moves, nothing in the way.
    dist.fill(FAR)
    for (let from = 0; from < 9; from++) {
      dist[from * 9 + from] = 0
      const queue = [from]
      for (let head = 0; head < queue.length; head++) {
        const at = queue[head] as number
        for (const r of reaches[at] ?? []) {
          if (dist[from * 9 + r.to] !== FAR) continue
          dist[from * 9 + r.to] = (dist[from * 9 + at] as number) + 1
          queue.push(r.to)
        }
      }
      if ((reaches[from] ?? []).length > 0) leave[code * 9 + from] = 1
    }
    kinds.forEach((kind, k) => {
      if (satisfiesMark(side, token, kind)) toMark.set(dist, (k * CODES + code) * 81)
    })
  })
  return { toMark, leave }
}

const distances: Partial<Record<Side, TokenDistances>> = {}

/** The side's per-token distances, built on first use (about 3 KB). */
export function tokenDistances(side: Side): TokenDistances {
  return (distances[side] ??= buildDistances(side))
}

/** A task as the searches read it: its marks, and where each lands under each distinct rotation. */
export interface CompiledTask {
  /** How many marks. */
  marks: number
  /** Distinct rotations: a symmetric card has fewer than four. */
  rotations: number
  /** The token codes each mark accepts, as bits `1 << code`. */
  masks: Int32Array
  /** Each mark's kind as an offset into `toMark`: `kind * 8 * 81`. */
  offsets: Int32Array
  /** The cell of mark `j` under rotation `r`, at `r * marks + j`. */
  cells: Int8Array
  /** The marked cells of each rotation, as bits `1 << cell`. */
  marked: Int32Array
  /**
   * The same for the task and each of its rotations, different for any other task of the side:
   * the least over the four rotations of its picture read as a number, a cell's digit
   * (base 6) its mark's kind plus one, 0 where it has none.
   */
  picture: number
  dists: TokenDistances
}

// Per side and mark letter: the token codes that satisfy it, and its kind (`marksOf` order).
const MARK_KINDS: { readonly [S in Side]: Readonly<Record<string, { mask: number; kind: number }>> } = {
  fifteen: kindsOf('fifteen'),
  chess: kindsOf('chess'),
}

function kindsOf(side: Side): Record<string, { mask: number; kind: number }> {
  return Object.fromEntries(marksOf(side).map((mark, kind) => {
    let mask = 0
    tokensOf(side).forEach((t, i) => {
      if (satisfiesMark(side, t, mark)) mask |= 1 << (i + 1)
    })
    return [mark, { mask, kind }]
  }))
}

const ROTATED_CELLS = ROTATIONS.map((r) => Array.from({ length: 9 }, (_, cell) => rotateCell(cell, r)))
const DIGIT = Array.from({ length: 9 }, (_, cell) => 6 ** cell)

// Tasks are compared by identity: the UI and the CLI keep one Task object per card or input line.
const compiled = new WeakMap<Task, CompiledTask>()

export function compileTask(task: Task): CompiledTask {
  const found = compiled.get(task)
  if (found) return found
  const { side } = task
  const byMark = MARK_KINDS[side]
  const masks: number[] = []
  const kinds: number[] = []
  const at: number[] = []
  for (let cell = 0; cell < 9; cell++) {
    const mark = task.marks[cell]
    if (mark == null) continue
    const { mask, kind } = byMark[mark] as { mask: number; kind: number }
    masks.push(mask)
    kinds.push(kind)
    at.push(cell)
  }
  const cells: number[] = []
  const marked: number[] = []
  const pictures: number[] = []
  let least = Infinity
  for (const cellOf of ROTATED_CELLS) {
    let picture = 0
    for (let j = 0; j < at.length; j++) picture += ((kinds[j] as number) + 1) * (DIGIT[cellOf[at[j] as number] as number] as number)
    if (picture < least) least = picture
    // A symmetric card needs checking once per distinct picture.
    if (pictures.includes(picture)) continue
    pictures.push(picture)
    let bits = 0
    for (const cell of at) {
      cells.push(cellOf[cell] as number)
      bits |= 1 << (cellOf[cell] as number)
    }
    marked.push(bits)
  }
  const out: CompiledTask = {
    marks: masks.length, rotations: pictures.length, masks: Int32Array.from(masks),
    offsets: Int32Array.from(kinds, (kind) => kind * CODES * 81), cells: Int8Array.from(cells), marked: Int32Array.from(marked),
    picture: least, dists: tokenDistances(side),
  }
  compiled.set(task, out)
  return out
}

/** True when the board whose token codes are `codes[at … at + 8]` fulfils the task under some rotation. */
export function satisfies(codes: ArrayLike<number>, at: number, task: CompiledTask): boolean {
  const { marks, masks, cells } = task
  for (let r = 0; r < task.rotations; r++) {
    let j = 0
    while (j < marks && (((masks[j] as number) >> (codes[at + (cells[r * marks + j] as number)] as number)) & 1) === 1) j++
    if (j === marks) return true
  }
  return false
}

/**
 * How the term of the token `code` changes when it moves from one cell to another, under rotation
 * r, given mark `mark` (or none, -1): its distance to the mark, or whether it stands on a marked
 * cell. Between -1 and 1 for a legal move.
 */
export function termChange(task: CompiledTask, r: number, mark: number, code: number, from: number, to: number): number {
  const { toMark, leave } = task.dists
  if (mark < 0) {
    const onMarks = task.marked[r] as number
    return (((onMarks >> to) & 1) === 1 ? (leave[code * 9 + to] as number) : 0) - (((onMarks >> from) & 1) === 1 ? (leave[code * 9 + from] as number) : 0)
  }
  const base = (task.offsets[mark] as number) + code * 81
  const cell = task.cells[r * task.marks + mark] as number
  return (toMark[base + to * 9 + cell] as number) - (toMark[base + from * 9 + cell] as number)
}

// Scratch for one bound at a time (a thread owns its searches). Per rotation: the sum of the
// tokens' own terms (given no mark), the cheap bound, and for each mark the tokens (bit c for the
// c-th token in cell order) that change the sum least when given it. Then the exact assignment's
// matrix (mark j and token c at `j * 7 + c`) and working arrays (marks 1…, tokens 1…7; 0 is
// where a new mark enters), and which mark each token got (`holder`).
const owns = new Int32Array(4)
const lowers = new Int32Array(4)
const cheapest = new Int32Array(4 * 9)
const best = new Int32Array(9)
const holder = new Int32Array(TOKENS)
let tried = 0
const cost = new Int32Array(9 * TOKENS)
const rowPrice = new Int32Array(10)
const colPrice = new Int32Array(TOKENS + 1)
const owner = new Int32Array(TOKENS + 1)
const via = new Int32Array(TOKENS + 1)
const slack = new Int32Array(TOKENS + 1)
const done = new Uint8Array(TOKENS + 1)

// Beyond any sum of matrix entries: "no token yet" for a mark, and the open end of the assignment.
const HUGE = 1 << 24

/**
 * A way that attains the bound the last call returned exactly (boundAt always, boundAbove when it
 * returns its floor): the rotation, and per cell the mark given to the token there (-1 for none
 * and for empty cells). A search that moves one token can tell from it the child's bound (see
 * solver.ts).
 */
export const lastWay = { rotation: 0, marks: new Int8Array(9) }

// Copies the assignment in `holder` (token c to mark holder[c]) into lastWay.
function keepWay(codes: ArrayLike<number>, r: number): void {
  lastWay.rotation = r
  let c = 0
  for (let p = 0; p < 9; p++) lastWay.marks[p] = codes[p] === 0 ? -1 : (holder[c++] as number)
}

// Per rotation: the tokens' own terms, and the cheap bound: each mark given its own cheapest token
// regardless of the others. A token given mark j changes the sum by its distance less its own term.
function cheapBounds(codes: ArrayLike<number>, task: CompiledTask): void {
  const { marks, rotations, offsets, cells, marked } = task
  const { toMark, leave } = task.dists
  for (let r = 0; r < rotations; r++) {
    const onMarks = marked[r] as number
    const first = r * marks
    let sum = 0
    for (let j = 0; j < marks; j++) best[j] = HUGE
    let c = 0
    for (let p = 0; p < 9; p++) {
      const code = codes[p] as number
      if (code === 0) continue
      const own = ((onMarks >> p) & 1) === 1 ? (leave[code * 9 + p] as number) : 0
      sum += own
      const from = code * 81 + p * 9
      const bit = 1 << c
      for (let j = 0; j < marks; j++) {
        const v = (toMark[(offsets[j] as number) + from + (cells[first + j] as number)] as number) - own
        const b = best[j] as number
        if (v < b) {
          best[j] = v
          cheapest[r * 9 + j] = bit
        } else if (v === b) {
          cheapest[r * 9 + j] = (cheapest[r * 9 + j] as number) | bit
        }
      }
      c++
    }
    owns[r] = sum
    for (let j = 0; j < marks; j++) sum += best[j] as number
    lowers[r] = sum
  }
}

/**
 * The bound of the board whose token codes are `codes` (nine cells, 0 empty); at least NEVER when
 * no way exists. Sets lastWay.
 */
export function boundAt(codes: ArrayLike<number>, task: CompiledTask): number {
  const { marks, rotations } = task
  // Seven tokens cannot cover more marks than that.
  if (marks > TOKENS) return NEVER
  cheapBounds(codes, task)
  // The cheap bound is a rotation's answer when the marks can have different cheapest tokens.
  // Rotations from the lowest cheap bound up: one whose cheap bound is no better than the best
  // answer so far cannot improve on it.
  let least = HUGE
  let left = (1 << rotations) - 1
  while (left !== 0) {
    let r = -1
    for (let q = 0; q < rotations; q++) {
      if (((left >> q) & 1) === 1 && (r < 0 || (lowers[q] as number) < (lowers[r] as number))) r = q
    }
    const lower = lowers[r] as number
    if (lower >= least) break
    left &= ~(1 << r)
    const exact = apart(marks, r) ? lower : (owns[r] as number) + assign(codes, task, r)
    if (exact < least) {
      least = exact
      keepWay(codes, r)
    }
  }
  return least
}

/**
 * For a board whose bound is known to be at least `floor` (its parent's less one, or what an
 * earlier call returned) and below NEVER: `floor` when that is its bound (and then it sets
 * lastWay), else a number above `floor` and no more than the bound. The search needs the bound
 * exactly only for the boards it expands, whose bound is the estimate they were queued on; the
 * others go back on the queue with a better estimate, mostly from the cheap bounds alone.
 */
export function boundAbove(codes: ArrayLike<number>, task: CompiledTask, floor: number): number {
  const { marks, rotations } = task
  cheapBounds(codes, task)
  let least = HUGE
  // A rotation whose cheap bound is the floor attains it exactly when its marks can have
  // different cheapest tokens, a quick test: these go first.
  for (let r = 0; r < rotations; r++) {
    const lower = lowers[r] as number
    if (lower > floor) {
      if (lower < least) least = lower
    } else if (lower === floor) {
      if (apart(marks, r)) {
        keepWay(codes, r)
        return floor
      }
      least = floor + 1
    }
  }
  for (let r = 0; r < rotations; r++) {
    if ((lowers[r] as number) >= floor) continue
    const exact = (owns[r] as number) + assign(codes, task, r)
    if (exact <= floor) {
      keepWay(codes, r)
      return floor
    }
    if (exact < least) least = exact
  }
  return least
}

// Whether each mark of rotation r can have a different one of its cheapest tokens (then `holder`
// says which): a matching by augmenting paths over the bit sets.
function apart(marks: number, r: number): boolean {
  holder.fill(-1)
  for (let j = 0; j < marks; j++) {
    tried = 0
    if (!seat(j, r)) return false
  }
  return true
}

function seat(j: number, r: number): boolean {
  const options = cheapest[r * 9 + j] as number
  for (let c = 0; c < TOKENS; c++) {
    const bit = 1 << c
    if ((options & bit) === 0 || (tried & bit) !== 0) continue
    tried |= bit
    const other = holder[c] as number
    if (other < 0 || seat(other, r)) {
      holder[c] = j
      return true
    }
  }
  return false
}

/**
 * The cheapest assignment of distinct tokens to every mark of rotation r, as its change to the own
 * terms' sum (and `holder` says who got what): the Hungarian method by shortest augmenting paths,
 * one mark added at a time, O(marks² × tokens). Marks are rows 1…marks and tokens columns 1…7
 * here; column 0 is where a new mark enters.
 */
function assign(codes: ArrayLike<number>, task: CompiledTask, r: number): number {
  const { marks, offsets, cells, marked } = task
  const { toMark, leave } = task.dists
  const onMarks = marked[r] as number
  let c = 0
  for (let p = 0; p < 9; p++) {
    const code = codes[p] as number
    if (code === 0) continue
    const own = ((onMarks >> p) & 1) === 1 ? (leave[code * 9 + p] as number) : 0
    const from = code * 81 + p * 9
    for (let j = 0; j < marks; j++) cost[j * TOKENS + c] = (toMark[(offsets[j] as number) + from + (cells[r * marks + j] as number)] as number) - own
    c++
  }
  for (let j = 0; j <= TOKENS; j++) {
    colPrice[j] = 0
    owner[j] = 0
  }
  for (let i = 0; i <= marks; i++) rowPrice[i] = 0
  for (let i = 1; i <= marks; i++) {
    owner[0] = i
    let col = 0
    for (let j = 0; j <= TOKENS; j++) {
      slack[j] = HUGE
      done[j] = 0
    }
    do {
      done[col] = 1
      const row = owner[col] as number
      let delta = HUGE
      let next = 0
      for (let j = 1; j <= TOKENS; j++) {
        if (done[j] === 1) continue
        const reduced = (cost[(row - 1) * TOKENS + j - 1] as number) - (rowPrice[row] as number) - (colPrice[j] as number)
        if (reduced < (slack[j] as number)) {
          slack[j] = reduced
          via[j] = col
        }
        if ((slack[j] as number) < delta) {
          delta = slack[j] as number
          next = j
        }
      }
      for (let j = 0; j <= TOKENS; j++) {
        if (done[j] === 1) {
          const row = owner[j] as number
          rowPrice[row] = (rowPrice[row] as number) + delta
          colPrice[j] = (colPrice[j] as number) - delta
        } else {
          slack[j] = (slack[j] as number) - delta
        }
      }
      col = next
    } while (owner[col] !== 0)
    // Flip the path: each token on it passes to the mark that reached it.
    do {
      const prev = via[col] as number
      owner[col] = owner[prev] as number
      col = prev
    } while (col !== 0)
  }
  for (let j = 1; j <= TOKENS; j++) holder[j - 1] = (owner[j] as number) - 1
  // The prices keep every mark's reduced cost of its token at 0, so the total is minus column 0's.
  return -(colPrice[0] as number)
}
