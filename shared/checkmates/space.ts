import { err, ok, type Result } from '../result'
import { CENTRE, tokensOf, type Board, type Side, type Token } from './model'
import { motionOf, REACHES, type Reach } from './moves'
import { tokenSet } from './setup'

/**
 * Every board of one side, perfectly hashed, with its move graph. A board's index is
 * `pair * seqCount + seq`: `pair` numbers the 36 ways to place the two empty cells, `seq` the
 * distinct orders of the seven tokens read a1 → c3 over the other cells (Fifteen 7!/2!³ = 630,
 * Chess 7! = 5040), so Fifteen has 22680 boards and Chess 181440, with no gaps.
 * Everything is typed arrays so building, BFS and lookups touch no strings and no Maps.
 */
export interface Space {
  side: Side
  size: number
  seqCount: number
  /** Token code per cell per board, `size * 9`; 0 is empty, 1… follow `tokensOf(side)`. */
  cells: Uint8Array
  /** The move graph in CSR form: board b's moves are `offsets[b] … offsets[b + 1] - 1`. */
  offsets: Uint32Array
  targets: Uint32Array
  /** The move along each edge as `from * 9 + to`. */
  edgeMoves: Uint8Array
  /** 1 for every board reachable from a CM-2 setup (our definition of a legal board). */
  legal: Uint8Array
  legalCount: number
  /** Token-order key (base `kinds`, a1 first) → seq index. */
  seqIndex: Uint16Array
  kinds: number
  /** Scratch for one search at a time (searches are synchronous, and a thread owns its spaces). */
  queue: Uint32Array
  /** Search stamps: a board is seen (closed) in the current search when its stamp equals `epoch`. */
  seen: Uint8Array
  closed: Uint8Array
  epoch: number
  /** Moves from the search's start to each seen board, and its unmet marks (the A* estimate). */
  depth: Uint8Array
  unmet: Uint8Array
  /** A* open lists by f, reused by every search. */
  buckets: number[][]
  /** The move that first reached a board; undoing it gives the board it came from. */
  parentMove: Uint8Array
}

const PAIR_INDEX = new Int8Array(81).fill(-1)
const PAIRS: [number, number][] = []
for (let i = 0; i < 9; i++) {
  for (let j = i + 1; j < 9; j++) {
    PAIR_INDEX[i * 9 + j] = PAIRS.length
    PAIRS.push([i, j])
  }
}

function distinctOrders(codes: number[]): number[][] {
  const counts = new Map<number, number>()
  for (const c of codes) counts.set(c, (counts.get(c) ?? 0) + 1)
  const kinds = [...counts.keys()].sort((a, b) => a - b)
  const out: number[][] = []
  const cur: number[] = []
  const walk = (): void => {
    if (cur.length === codes.length) {
      out.push(cur.slice())
      return
    }
    for (const k of kinds) {
      const n = counts.get(k) as number
      if (n === 0) continue
      counts.set(k, n - 1)
      cur.push(k)
      walk()
      cur.pop()
      counts.set(k, n)
    }
  }
  walk()
  return out
}

/** Index of the board whose cells are `codes[at … at + 8]`. */
export function rankCodes(space: Space, codes: ArrayLike<number>, at = 0): number {
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
      mul *= space.kinds
    }
  }
  return (PAIR_INDEX[e0 * 9 + e1] as number) * space.seqCount + (space.seqIndex[key] as number)
}

const CODES: { readonly [S in Side]: Readonly<Record<string, number>> } = {
  fifteen: Object.fromEntries(tokensOf('fifteen').map((t, i) => [t, i + 1])),
  chess: Object.fromEntries(tokensOf('chess').map((t, i) => [t, i + 1])),
}

/** Same as rankCodes on the board's codes, without building them: queries should not allocate. */
export function rankBoard(space: Space, board: Board): number {
  const codes = CODES[space.side]
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
      mul *= space.kinds
    }
  }
  return (PAIR_INDEX[e0 * 9 + e1] as number) * space.seqCount + (space.seqIndex[key] as number)
}

export function unrankBoard(space: Space, index: number): Board {
  const tokens = tokensOf(space.side)
  const cells: (Token | null)[] = []
  for (let c = 0; c < 9; c++) {
    const v = space.cells[index * 9 + c] as number
    cells.push(v === 0 ? null : (tokens[v - 1] as Token))
  }
  return { side: space.side, cells }
}

export function buildSpace(side: Side): Space {
  const tokens = tokensOf(side)
  const kinds = tokens.length
  const orders = distinctOrders(tokenSet(side).map((t) => tokens.indexOf(t) + 1))
  const seqCount = orders.length
  const seqIndex = new Uint16Array(kinds ** 7)
  orders.forEach((o, i) => {
    let key = 0
    for (let k = 6; k >= 0; k--) key = key * kinds + ((o[k] as number) - 1)
    seqIndex[key] = i
  })
  const size = PAIRS.length * seqCount
  const cells = new Uint8Array(size * 9)
  for (let p = 0; p < PAIRS.length; p++) {
    const [e0, e1] = PAIRS[p] as [number, number]
    for (let q = 0; q < seqCount; q++) {
      const order = orders[q] as number[]
      const base = (p * seqCount + q) * 9
      let k = 0
      for (let c = 0; c < 9; c++) cells[base + c] = c === e0 || c === e1 ? 0 : (order[k++] as number)
    }
  }
  const reachesByCode: (readonly (readonly Reach[])[])[] = [[]]
  for (const t of tokens) reachesByCode.push(REACHES[motionOf(side, t)])
  const space: Space = {
    side, size, seqCount, cells, kinds, seqIndex,
    offsets: new Uint32Array(size + 1), targets: new Uint32Array(0), edgeMoves: new Uint8Array(0),
    legal: new Uint8Array(size), legalCount: 0,
    queue: new Uint32Array(size), seen: new Uint8Array(size), closed: new Uint8Array(size), epoch: 0,
    depth: new Uint8Array(size), unmet: new Uint8Array(size), buckets: [], parentMove: new Uint8Array(size),
  }
  // Two empties, at most eight reaches into each.
  const targets = new Uint32Array(size * 16)
  const edgeMoves = new Uint8Array(size * 16)
  const scratch = new Uint8Array(9)
  let e = 0
  for (let b = 0; b < size; b++) {
    space.offsets[b] = e
    const base = b * 9
    for (let c = 0; c < 9; c++) scratch[c] = cells[base + c] as number
    for (let from = 0; from < 9; from++) {
      const code = scratch[from] as number
      if (code === 0) continue
      for (const r of (reachesByCode[code] as readonly (readonly Reach[])[])[from] as readonly Reach[]) {
        if (scratch[r.to] !== 0 || (r.via >= 0 && scratch[r.via] !== 0)) continue
        scratch[r.to] = code
        scratch[from] = 0
        targets[e] = rankCodes(space, scratch)
        edgeMoves[e] = from * 9 + r.to
        e++
        scratch[from] = code
        scratch[r.to] = 0
      }
    }
  }
  space.offsets[size] = e
  space.targets = targets.slice(0, e)
  space.edgeMoves = edgeMoves.slice(0, e)
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

const spaces: Partial<Record<Side, Space>> = {}

/** The side's space, built on first use and kept: it is the same for every task. */
export function spaceOf(side: Side): Space {
  return (spaces[side] ??= buildSpace(side))
}

/**
 * Installs a space built in a worker (its buffers transferred), so this thread never pays the
 * build itself. Refused when its size is not the side's.
 */
export function adoptSpace(space: Space): Result<Space, string> {
  const want = PAIRS.length * (space.side === 'fifteen' ? 630 : 5040)
  if (space.size !== want || space.cells.length !== want * 9 || space.offsets.length !== want + 1) {
    return err(`a ${space.side} space has ${want} boards`)
  }
  spaces[space.side] = space
  return ok(space)
}

export function spaceBytes(space: Space): number {
  return [space.cells, space.offsets, space.targets, space.edgeMoves, space.legal, space.seqIndex, space.queue, space.seen, space.closed, space.depth, space.unmet, space.parentMove]
    .reduce((n, a) => n + a.byteLength, 0)
}
