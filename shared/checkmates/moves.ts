import { err, ok, type Result } from '../result'
import { problem, type NotationProblem } from './problem'
import { CELLS, SIDE_NAMES, TOKEN_NAMES, cellAt, fileOf, rankOf, type Board, type Move, type Side, type Token } from './model'

export const MOTIONS = ['step', 'rook', 'knight', 'queen', 'king'] as const
/** How a token moves: `step` is every Fifteen token (CM-3), the rest are the chess pieces (CM-4). */
export type Motion = (typeof MOTIONS)[number]

/** One geometric move; `via` is the cell a two-cell slide passes over, -1 when there is none. */
export interface Reach {
  to: number
  via: number
}

function reachesOf(motion: Motion, from: number): Reach[] {
  const out: Reach[] = []
  const f = fileOf(from)
  const r = rankOf(from)
  for (let to = 0; to < 9; to++) {
    if (to === from) continue
    const df = fileOf(to) - f
    const dr = rankOf(to) - r
    const adf = Math.abs(df)
    const adr = Math.abs(dr)
    const straight = adf === 0 || adr === 0
    const diagonal = adf === adr
    const length = Math.max(adf, adr)
    const via = length === 2 ? cellAt(f + df / 2, r + dr / 2) : -1
    let fits: boolean
    switch (motion) {
      case 'step':
        fits = straight && length === 1
        break
      case 'rook':
        fits = straight
        break
      case 'queen':
        fits = straight || diagonal
        break
      case 'king':
        fits = length === 1
        break
      case 'knight':
        fits = (adf === 1 && adr === 2) || (adf === 2 && adr === 1)
        break
    }
    // A knight jumps (CM-4), so it never needs its path clear.
    if (fits) out.push({ to, via: motion === 'knight' ? -1 : via })
  }
  return out
}

/** Every motion's reaches from every cell, computed once: REACHES[motion][from]. */
export const REACHES: { readonly [M in Motion]: readonly (readonly Reach[])[] } = Object.fromEntries(
  MOTIONS.map((m) => [m, CELLS.map((_, from) => reachesOf(m, from))]),
) as { [M in Motion]: Reach[][] }

/** How each motion goes, in words for a player told why a move was refused (CM-3, CM-4). */
const MOTION_TEXT: Record<Motion, string> = {
  step: 'one cell up, down, left or right',
  rook: 'one or two cells in a straight line, never over a token',
  queen: 'one or two cells straight or diagonally, never over a token',
  king: 'exactly one cell in any direction',
  knight: 'in an L, two cells one way and one to the side',
}

export function motionOf(side: Side, token: Token): Motion {
  if (side === 'fifteen') return 'step'
  switch (token.toUpperCase()) {
    case 'R':
      return 'rook'
    case 'N':
      return 'knight'
    case 'Q':
      return 'queen'
    default:
      return 'king'
  }
}

/** The empty cells the token on `from` may move to; none when `from` is empty. For highlighting. */
export function legalDestinations(board: Board, from: number): number[] {
  const token = board.cells[from]
  if (token == null) return []
  const reaches = REACHES[motionOf(board.side, token)][from] ?? []
  return reaches.filter((r) => board.cells[r.to] === null && (r.via < 0 || board.cells[r.via] === null)).map((r) => r.to)
}

export function legalMoves(board: Board): Move[] {
  const out: Move[] = []
  for (let from = 0; from < 9; from++) for (const to of legalDestinations(board, from)) out.push({ from, to })
  return out
}

export function isLegalMove(board: Board, move: Move): boolean {
  return legalDestinations(board, move.from).includes(move.to)
}

/** The board after the move, or why the move is not allowed (the board itself is never changed). */
export function applyMove(board: Board, move: Move): Result<Board, NotationProblem> {
  const { from, to } = move
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || from > 8 || to < 0 || to > 8) {
    return err(problem('OFF_BOARD', {}, 'a move must go from one board cell to another'))
  }
  const { side } = board
  const [fromCell, toCell] = [CELLS[from] as string, CELLS[to] as string]
  const token = board.cells[from]
  if (token == null) return err(problem('NO_TOKEN', { cell: fromCell }, `there is no token on ${fromCell}`))
  const name = TOKEN_NAMES[side][token] as string
  if (board.cells[to] != null) return err(problem('CELL_TAKEN', { cell: toCell }, `${toCell} is taken: a token only moves to an empty cell`))
  const motion = motionOf(side, token)
  const reach = REACHES[motion][from]?.find((r) => r.to === to)
  if (!reach) {
    const message = `the ${name} on ${fromCell} cannot reach ${toCell}: on the ${SIDE_NAMES[side]} side it moves ${MOTION_TEXT[motion]}`
    return err(problem('OUT_OF_REACH', { side, token, from: fromCell, to: toCell, motion }, message))
  }
  if (reach.via >= 0 && board.cells[reach.via] != null) {
    const via = CELLS[reach.via] as string
    return err(problem('PATH_BLOCKED', { side, token, via }, `the ${name} may not pass through ${via}: it is taken`))
  }
  const cells = board.cells.slice()
  cells[to] = token
  cells[from] = null
  return ok({ side: board.side, cells })
}
