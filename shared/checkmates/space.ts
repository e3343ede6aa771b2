import { err, ok, type Result } from '../result'
import { CENTRE, tokensOf, type Board, type Side, type Token } from './model'
import { motionOf, REACHES } from './moves'
import { tokenSet } from './setup'

/**
 * Every board of one side, perfectly hashed. A board's index is `pair * seqCount + seq`: `pair`
 * numbers the 36 ways to place the two empty cells, `seq` the distinct orders of the seven tokens
 * read a1 → c3 over the other cells (Fifteen 7!/2!³ = 630, Chess 7! = 5040), so Fifteen has 22680
 * boards and Chess 181440, with no gaps. Small (Chess ~1.7 MB) and built in about a millisecond, so
 * a search that visits a few hundred boards does not first pay for the whole move graph (`Space`).
 */
export interface Boards {
  side: Side
  size: number
  seqCount: number
  kinds: number
  /** Token-order key (base `kinds`, a1 first) → seq index. */
  seqIndex: Uint16Array
  /** The seven token codes of each seq, `seqCount * 7`; codes 1… follow `tokensOf(side)`, 0 is empty. */
  orders: Uint8Array
  /**
   * How a token code moves, `code * 81 + from * 9 + to`: -2 it cannot, -1 it may if `to` is empty,
   * else the cell it passes over, which must be empty too.
   */
  reach: Int8Array
}

/**
 * The side's boards with their cells and the whole move graph, for table builds (a BFS over every
 * board) and table walks. Everything is typed arrays so building, BFS and lookups touch no strings
 * and no Maps.
 */
export interface Space extends Boards {
  /** Token code per cell per board, `size * 9`; 0 is empty. */
  cells: Uint8Array
  /** The move graph in CSR form: board b's moves are `offsets[b] … offsets[b + 1] - 1`. */
  offsets: Uint32Array
  targets: Uint32Array
  /** The move along each edge as `from * 9 + to`. */
  edgeMoves: Uint8Array
  /** 1 for every board reachable from a CM-2 setup (our definition of a legal board). */
  legal: Uint8Array
  legalCount: number
  /** A BFS queue for one table build at a time (builds are synchronous, and a thread owns its spaces). */
  queue: Uint32Array
}

const PAIR_INDEX = new Int8Array(81).fill(-1)
const PAIR_FIRST: number[] = []
const PAIR_SECOND: number[] = []
for (let i = 0; i < 9; i++) {
  for (let j = i + 1; j < 9; j++) {
    PAIR_INDEX[i * 9 + j] = PAIR_FIRST.length
    PAIR_FIRST.push(i)
    PAIR_SECOND.push(j)
  }
}
const PAIRS = PAIR_FIRST.length

// Every distinct order of the codes, in lexicographic order (next permutation, which skips repeats).
// Plain swaps and typed arrays: this runs once per side, but in every command-line run, before the
// JIT has seen it.
function distinctOrders(codes: readonly number[]): Uint8Array {
  const a = Uint8Array.from(codes).sort()
  const n = a.length
  let count = 1
  let run = 0
  for (let i = 0; i < n; i++) {
    run = i > 0 && a[i] === a[i - 1] ? run + 1 : 1
    count = (count * (i + 1)) / run
  }
  const out = new Uint8Array(count * n)
  for (let at = 0; at < out.length; at += n) {
    out.set(a, at)
    let i = n - 2
    while (i >= 0 && (a[i] as number) >= (a[i + 1] as number)) i--
    if (i < 0) break
    let j = n - 1
    while ((a[j] as number) <= (a[i] as number)) j--
    let t = a[i] as number
    a[i] = a[j] as number
    a[j] = t
    for (let l = i + 1, r = n - 1; l < r; l++, r--) {
      t = a[l] as number
      a[l] = a[r] as number
      a[r] = t
    }
  }
  return out
}

/** Index of the board whose cells are `codes[at … at + 8]`. */
export function rankCodes(boards: Boards, codes: ArrayLike<number>, at = 0): number {
  const kinds = boards.kinds
  let e0 = -1
  let e1 = -1
  let key = 0
  let mul = 1
  for (let c = 0; c < 9; c++) {
    const v = codes[at + c] as number
    if (v === 0) {
      if (e0 < 0) e0 = c
      else e1 = c
    } else {
      key += (v - 1) * mul
      mul *= kinds
    }
  }
  return (PAIR_INDEX[e0 * 9 + e1] as number) * boards.seqCount + (boards.seqIndex[key] as number)
}

const CODES: { readonly [S in Side]: Readonly<Record<string, number>> } = {
  fifteen: Object.fromEntries(tokensOf('fifteen').map((t, i) => [t, i + 1])),
  chess: Object.fromEntries(tokensOf('chess').map((t, i) => [t, i + 1])),
}

/** Same as rankCodes on the board's codes, without building them: queries should not allocate. */
export function rankBoard(boards: Boards, board: Board): number {
  const codes = CODES[boards.side]
  const cells = board.cells
  let e0 = -1
  let e1 = -1
  let key = 0
  let mul = 1
  for (let c = 0; c < 9; c++) {
    const t = cells[c]
    if (t == null) {
      if (e0 < 0) e0 = c
      else e1 = c
    } else {
      key += ((codes[t] as number) - 1) * mul
      mul *= boards.kinds
    }
  }
  return (PAIR_INDEX[e0 * 9 + e1] as number) * boards.seqCount + (boards.seqIndex[key] as number)
}

/** Writes the codes of board `index` into `out[at … at + 8]`: rankCodes undone. */
export function decodeBoard(boards: Boards, index: number, out: Uint8Array, at = 0): void {
  const seq = index % boards.seqCount
  const pair = (index - seq) / boards.seqCount
  const e0 = PAIR_FIRST[pair] as number
  const e1 = PAIR_SECOND[pair] as number
  const orders = boards.orders
  let k = seq * 7
  for (let c = 0; c < 9; c++) out[at + c] = c === e0 || c === e1 ? 0 : (orders[k++] as number)
}

const unranked = new Uint8Array(9)

export function unrankBoard(boards: Boards, index: number): Board {
  const tokens = tokensOf(boards.side)
  decodeBoard(boards, index, unranked)
  return { side: boards.side, cells: Array.from(unranked, (v) => (v === 0 ? null : (tokens[v - 1] as Token))) }
}

/**
 * The legal moves of the board whose cells are `codes`, written as `from * 9 + to` into `out`
 * (16 places always suffice: two empty cells, eight tokens that might reach each); returns how many.
 */
export function movesOf(boards: Boards, codes: ArrayLike<number>, out: Uint8Array): number {
  const reach = boards.reach
  let n = 0
  for (let to = 0; to < 9; to++) {
    if (codes[to] !== 0) continue
    for (let from = 0; from < 9; from++) {
      const code = codes[from] as number
      if (code === 0) continue
      const via = reach[code * 81 + from * 9 + to] as number
      if (via === -2 || (via >= 0 && codes[via] !== 0)) continue
      out[n++] = from * 9 + to
    }
  }
  return n
}

function buildBoards(side: Side): Boards {
  const tokens = tokensOf(side)
  const kinds = tokens.length
  const orders = distinctOrders(tokenSet(side).map((t) => tokens.indexOf(t) + 1))
  const seqCount = orders.length / 7
  const seqIndex = new Uint16Array(kinds ** 7)
  for (let q = 0; q < seqCount; q++) {
    let key = 0
    for (let k = 6; k >= 0; k--) key = key * kinds + (orders[q * 7 + k] as number) - 1
    seqIndex[key] = q
  }
  const reach = new Int8Array((kinds + 1) * 81).fill(-2)
  tokens.forEach((t, i) => {
    REACHES[motionOf(side, t)].forEach((reaches, from) => {
      for (const r of reaches) reach[(i + 1) * 81 + from * 9 + r.to] = r.via
    })
  })
  return { side, size: PAIRS * seqCount, seqCount, kinds, seqIndex, orders, reach }
}

/** A move `from * 9 + to`'s two cells. */
export const MOVE_FROM = Uint8Array.from({ length: 81 }, (_, m) => Math.floor(m / 9))
export const MOVE_TO = Uint8Array.from({ length: 81 }, (_, m) => m % 9)

function buildSpace(side: Side): Space {
  const boards = boardsOf(side)
  const size = boards.size
  const cells = new Uint8Array(size * 9)
  for (let b = 0; b < size; b++) decodeBoard(boards, b, cells, b * 9)
  const offsets = new Uint32Array(size + 1)
  const targets = new Uint32Array(size * 16)
  const edgeMoves = new Uint8Array(size * 16)
  const scratch = new Uint8Array(9)
  const moves = new Uint8Array(16)
  let e = 0
  for (let b = 0; b < size; b++) {
    offsets[b] = e
    scratch.set(cells.subarray(b * 9, b * 9 + 9))
    const n = movesOf(boards, scratch, moves)
    for (let i = 0; i < n; i++) {
      const m = moves[i] as number
      const from = MOVE_FROM[m] as number
      const to = MOVE_TO[m] as number
      scratch[to] = scratch[from] as number
      scratch[from] = 0
      targets[e] = rankCodes(boards, scratch)
      edgeMoves[e] = m
      e++
      scratch[from] = scratch[to] as number
      scratch[to] = 0
    }
  }
  offsets[size] = e
  const space: Space = {
    ...boards, cells, offsets, targets: targets.slice(0, e), edgeMoves: edgeMoves.slice(0, e),
    legal: new Uint8Array(size), legalCount: 0, queue: new Uint32Array(size),
  }
  markLegal(space)
  return space
}

// Multi-source BFS from every CM-2 setup (centre empty): what a game can ever show.
function markLegal(space: Space): void {
  const { queue, legal, offsets, targets } = space
  let tail = 0
  for (let other = 0; other < 9; other++) {
    if (other === CENTRE) continue
    const p = PAIR_INDEX[Math.min(other, CENTRE) * 9 + Math.max(other, CENTRE)] as number
    for (let q = 0; q < space.seqCount; q++) {
      const b = p * space.seqCount + q
      legal[b] = 1
      queue[tail++] = b
    }
  }
  for (let head = 0; head < tail; head++) {
    const b = queue[head] as number
    for (let i = offsets[b] as number, end = offsets[b + 1] as number; i < end; i++) {
      const t = targets[i] as number
      if (legal[t] === 0) {
        legal[t] = 1
        queue[tail++] = t
      }
    }
  }
  space.legalCount = tail
}

const boardSets: Partial<Record<Side, Boards>> = {}
const spaces: Partial<Record<Side, Space>> = {}

/** The side's board numbering, built on first use and kept; a space, once there, serves as one. */
export function boardsOf(side: Side): Boards {
  return spaces[side] ?? (boardSets[side] ??= buildBoards(side))
}

/** The side's space with its move graph (Chess: ~120 ms, 11 MB), built on first use and kept. */
export function spaceOf(side: Side): Space {
  return (spaces[side] ??= buildSpace(side))
}

/**
 * Installs a space built in a worker (its buffers transferred), so this thread never pays the
 * build itself. Refused when its size is not the side's.
 */
export function adoptSpace(space: Space): Result<Space, string> {
  const want = PAIRS * (space.side === 'fifteen' ? 630 : 5040)
  if (space.size !== want || space.cells.length !== want * 9 || space.offsets.length !== want + 1) {
    return err(`a ${space.side} space has ${want} boards`)
  }
  spaces[space.side] = space
  return ok(space)
}

export function spaceBytes(space: Space): number {
  return [space.cells, space.offsets, space.targets, space.edgeMoves, space.legal, space.seqIndex, space.orders, space.reach, space.queue]
    .reduce((n, a) => n + a.byteLength, 0)
}
