import { satisfiesMark, tokensOf, type Side, type Task } from './model'
import { motionOf, REACHES } from './moves'
import { ROTATIONS, rotateCell } from './task'

/**
 * What the cold search steers by: a lower bound on the moves a board still needs for a task, and
 * `NEVER` when no board it can reach fulfils the task.
 *
 * Each token needs its own moves: a move shifts one token one step of its motion. So for every
 * way of giving the marks distinct tokens that satisfy them, the moves are at least the sum of
 *
 * - each chosen token's distance to its mark on an empty board (`tokenDistances`), and
 * - one for every token not chosen that stands on a marked cell (it must leave);
 *
 * the bound is the smallest such sum over the ways and over the card's rotations. One move changes
 * one token's term by at most one, so the bound falls by at most one per move (consistent): A*
 * takes the first satisfying board off its queue with an optimal line. It is 0 exactly on the
 * satisfying boards.
 *
 * It is infinite exactly when no reachable board fulfils the task. The move graph's components are
 * known (solver.test.ts checks them): Fifteen is one; Chess is three, the boards without a knight
 * in the centre and, for each knight, the boards with it stuck there. A way with finite terms
 * places its tokens on a board of the start's own component, so such a board is reachable.
 */
export const NEVER = 64

// Bigger than any sum of finite terms (at most 9 marks × 4 steps + 7 tokens), so one infinite term
// makes the whole sum at least NEVER, while terms stay small enough to add up in an Int32Array.
const FAR = NEVER

/** A task as the searches read it: its marks, where each lands under each distinct rotation, and what each token would add. */
export interface CompiledTask {
  /** How many marks. */
  marks: number
  /** Distinct rotations: a symmetric card has fewer than four. */
  rotations: number
  /** The token codes each mark accepts, as bits `1 << code`. */
  masks: Int32Array
  /** The cell of mark `j` under rotation `r`, at `r * marks + j`. */
  cells: Int8Array
  /**
   * A token's term when no mark is given to it: `own[r * 72 + code * 9 + cell]`, its `leave` on a
   * cell rotation r marks, else 0.
   */
  own: Int8Array
  /**
   * How its term changes when mark j is given to it: `change[(r * 72 + code * 9 + cell) * marks + j]`,
   * its distance to the mark less `own`, or FAR when it does not satisfy the mark.
   */
  change: Int8Array
}

/**
 * Per side: `dist[code * 81 + from * 9 + to]`, the fewest moves that token needs between two cells
 * of an empty board (FAR when it never gets there: a knight into or out of the centre), and
 * `leave[code * 9 + cell]`, 1 when it can move at all from that cell, else FAR.
 */
export interface TokenDistances {
  dist: Uint8Array
  leave: Uint8Array
}

function buildDistances(side: Side): TokenDistances {
  const tokens = tokensOf(side)
  const dist = new Uint8Array((tokens.length + 1) * 81).fill(FAR)
  const leave = new Uint8Array((tokens.length + 1) * 9).fill(FAR)
  tokens.forEach((token, i) => {
    const code = i + 1
    const reaches = REACHES[motionOf(side, token)]
    for (let from = 0; from < 9; from++) {
      const base = code * 81 + from * 9
      dist[base + from] = 0
      const queue = [from]
      for (let head = 0; head < queue.length; head++) {
        const at = queue[head] as number
        for (const r of reaches[at] ?? []) {
          if (dist[base + r.to] !== FAR) continue
          dist[base + r.to] = (dist[base + at] as number) + 1
          queue.push(r.to)
        }
      }
      if ((reaches[from] ?? []).length > 0) leave[code * 9 + from] = 1
    }
  })
  return { dist, leave }
}

const distances: Partial<Record<Side, TokenDistances>> = {}

/** The side's per-token distances, built on first use (a few hundred bytes, well under a millisecond). */
export function tokenDistances(side: Side): TokenDistances {
  return (distances[side] ??= buildDistances(side))
}

// Seven tokens; codes 1…7 (Fifteen uses 1…4), so a rotation's table has 8 × 9 = 72 rows.
const TOKENS = 7
const ROWS = 72

const ROTATED_CELLS = ROTATIONS.map((r) => Array.from({ length: 9 }, (_, cell) => rotateCell(cell, r)))

// Tasks are compared by identity: the UI and the CLI keep one Task object per card or input line.
const compiled = new WeakMap<Task, CompiledTask>()

export function compileTask(task: Task): CompiledTask {
  const found = compiled.get(task)
  if (found) return found
  const { side } = task
  const tokens = tokensOf(side)
  const masks: number[] = []
  const at: number[] = []
  task.marks.forEach((mark, cell) => {
    if (mark === null) return
    let mask = 0
    tokens.forEach((t, i) => {
      if (satisfiesMark(side, t, mark)) mask |= 1 << (i + 1)
    })
    masks.push(mask)
    at.push(cell)
  })
  const marks = masks.length
  const cells: number[] = []
  const pictures: number[][] = []
  for (const cellOf of ROTATED_CELLS) {
    // A symmetric card needs checking once per distinct picture: the mask on each cell.
    const picture = new Array<number>(9).fill(0)
    at.forEach((cell, j) => (picture[cellOf[cell] as number] = masks[j] as number))
    if (pictures.some((p) => p.every((m, i) => m === picture[i]))) continue
    pictures.push(picture)
    for (const cell of at) cells.push(cellOf[cell] as number)
  }
  const rotations = pictures.length
  const { dist, leave } = tokenDistances(side)
  const own = new Int8Array(rotations * ROWS)
  const change = new Int8Array(rotations * ROWS * marks)
  for (let r = 0; r < rotations; r++) {
    const picture = pictures[r] as number[]
    for (let code = 1; code <= tokens.length; code++) {
      for (let p = 0; p < 9; p++) {
        const row = r * ROWS + code * 9 + p
        const o = picture[p] === 0 ? 0 : (leave[code * 9 + p] as number)
        own[row] = o
        for (let j = 0; j < marks; j++) {
          const d = dist[code * 81 + p * 9 + (cells[r * marks + j] as number)] as number
          change[row * marks + j] = (((masks[j] as number) >> code) & 1) === 0 ? FAR : d - o
        }
      }
    }
  }
  const out: CompiledTask = { marks, rotations, masks: Int32Array.from(masks), cells: Int8Array.from(cells), own, change }
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

// Scratch for one bound at a time (a thread owns its searches). Per rotation: the sum of the
// tokens' own terms, the bound with each mark on its own cheapest token, and for each mark the
// tokens (the c-th token in cell order as bit c) that are that cheap. Then the exact assignment's
// matrix (mark j and token c at `j * 7 + c`) and working arrays (marks 1…, tokens 1…7; 0 is
// where a new mark enters).
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
 * and for empty cells). A search moving one token can tell from it what its child's bound is, the
 * way being one of the child's too (see solver.ts).
 */
export const lastWay = { rotation: 0, marks: new Int8Array(9) }

// Copies the assignment in `holder` (token c to mark holder[c]) into lastWay.
function keepWay(codes: ArrayLike<number>, r: number): void {
  lastWay.rotation = r
  let c = 0
  for (let p = 0; p < 9; p++) lastWay.marks[p] = codes[p] === 0 ? -1 : (holder[c++] as number)
}

// Per rotation: the tokens' own terms, and a lower bound, each mark on its own cheapest token
// regardless of the others, with the tokens that cheap for each mark.
function cheapBounds(codes: ArrayLike<number>, task: CompiledTask): void {
  const { marks, rotations, own, change } = task
  for (let r = 0; r < rotations; r++) {
    let sum = 0
    for (let j = 0; j < marks; j++) best[j] = HUGE
    let c = 0
    for (let p = 0; p < 9; p++) {
      const code = codes[p] as number
      if (code === 0) continue
      const row = r * ROWS + code * 9 + p
      sum += own[row] as number
      const bit = 1 << c
      for (let j = 0, i = row * marks; j < marks; j++, i++) {
        const v = change[i] as number
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

/** The bound for the board whose token codes are `codes` (nine cells, 0 empty); at least NEVER when no way exists. */
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
 * earlier call returned): `floor` when that is its bound, else a number above `floor` and no more
 * than the bound. The search needs the bound exactly only for the boards it expands, whose bound
 * equals the estimate they were queued on; most others can be put back with a better estimate
 * from the cheap bounds alone. Only for boards whose bound is below NEVER.
 */
export function boundAbove(codes: ArrayLike<number>, task: CompiledTask, floor: number): number {
  const { marks, rotations } = task
  cheapBounds(codes, task)
  let least = HUGE
  // A rotation whose cheap bound is the floor makes it exactly when its marks can have different
  // cheapest tokens: a cheap test, so these go first.
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

// Whether each mark of rotation r can have a different one of its cheapest tokens: a matching by
// augmenting paths over the bit sets.
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
 * The cheapest assignment of distinct tokens to every mark of rotation r, less the own terms: the
 * Hungarian method by shortest augmenting paths, one mark added at a time (O(marks² × tokens), a
 * few hundred steps for five marks). Marks are rows 1…marks and tokens columns 1…7 here; column 0
 * is where a new mark enters.
 */
function assign(codes: ArrayLike<number>, task: CompiledTask, r: number): number {
  const { marks, change } = task
  let c = 0
  for (let p = 0; p < 9; p++) {
    const code = codes[p] as number
    if (code === 0) continue
    const row = (r * ROWS + code * 9 + p) * marks
    for (let j = 0; j < marks; j++) cost[j * TOKENS + c] = change[row + j] as number
    c++
  }
  rowPrice.fill(0)
  colPrice.fill(0)
  owner.fill(0)
  for (let i = 1; i <= marks; i++) {
    owner[0] = i
    let col = 0
    slack.fill(HUGE)
    done.fill(0)
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
