export const SIDES = ['fifteen', 'chess'] as const
/** Which face of the tokens and cards is up; also the CLI's `mode`. */
export type Side = (typeof SIDES)[number]

export const FIFTEEN_TOKENS = ['B', 'R', 'G', '*'] as const
/** Blue, red, green and the three-coloured wildcard. */
export type FifteenToken = (typeof FIFTEEN_TOKENS)[number]

export const CHESS_TOKENS = ['R', 'N', 'Q', 'r', 'n', 'q', 'K'] as const
/** Upper case white, lower case black, `K` the colourless king (the wildcard). */
export type ChessToken = (typeof CHESS_TOKENS)[number]

/** Fifteen `R` (red) and chess `R` (white rook) share a letter: a board's side says which. */
export type Token = FifteenToken | ChessToken

export const FIFTEEN_MARKS = ['B', 'R', 'G'] as const
export type FifteenMark = (typeof FIFTEEN_MARKS)[number]

export const CHESS_MARKS = ['R', 'N', 'Q', 'w', 'b'] as const
/** A piece of either colour (`R N Q`) or any piece of one colour (`w`, `b`). */
export type ChessMark = (typeof CHESS_MARKS)[number]

export type Mark = FifteenMark | ChessMark

export const CELLS = ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'] as const
/** Cell names; a cell's index in CELLS is `rank * 3 + file`, both counted from 0. */
export type CellName = (typeof CELLS)[number]

export const CENTRE = 4

/**
 * Nine cells indexed like CELLS (a1 = 0 … c3 = 8), `null` for empty. Only `parseBoard` and the
 * move functions make boards, so the token counts of CM-1 always hold.
 */
export interface Board {
  side: Side
  cells: readonly (Token | null)[]
}

/** A task card's picture, indexed like a board; `null` cells do not matter (CM-5). */
export interface Task {
  side: Side
  marks: readonly (Mark | null)[]
}

/** One token from one cell to another, by cell index. */
export interface Move {
  from: number
  to: number
}

/** How many of each token one side has (CM-1); the two empty cells make up the nine. */
export const TOKEN_COUNTS: { readonly [S in Side]: Readonly<Record<string, number>> } = {
  fifteen: { B: 2, R: 2, G: 2, '*': 1 },
  chess: { R: 1, N: 1, Q: 1, r: 1, n: 1, q: 1, K: 1 },
}

export const TOKEN_NAMES: { readonly [S in Side]: Readonly<Record<string, string>> } = {
  fifteen: { B: 'blue', R: 'red', G: 'green', '*': 'wildcard' },
  chess: {
    R: 'white rook', N: 'white knight', Q: 'white queen',
    r: 'black rook', n: 'black knight', q: 'black queen', K: 'king',
  },
}

export const MARK_NAMES: { readonly [S in Side]: Readonly<Record<string, string>> } = {
  fifteen: { B: 'blue', R: 'red', G: 'green' },
  chess: { R: 'rook', N: 'knight', Q: 'queen', w: 'white piece', b: 'black piece' },
}

export const SIDE_NAMES: Record<Side, string> = { fifteen: 'Fifteen', chess: 'Chess' }

export function isSide(x: unknown): x is Side {
  return typeof x === 'string' && (SIDES as readonly string[]).includes(x)
}

export function tokensOf(side: Side): readonly Token[] {
  return side === 'fifteen' ? FIFTEEN_TOKENS : CHESS_TOKENS
}

export function marksOf(side: Side): readonly Mark[] {
  return side === 'fifteen' ? FIFTEEN_MARKS : CHESS_MARKS
}

/** CM-5: the wildcard (Fifteen) and the king (Chess) satisfy every mark. */
export function satisfiesMark(side: Side, token: Token, mark: Mark): boolean {
  if (side === 'fifteen') return token === '*' || token === mark
  if (token === 'K') return true
  switch (mark) {
    case 'w':
      return token === 'R' || token === 'N' || token === 'Q'
    case 'b':
      return token === 'r' || token === 'n' || token === 'q'
    default:
      return token.toUpperCase() === mark
  }
}

export const fileOf = (cell: number): number => cell % 3
export const rankOf = (cell: number): number => Math.floor(cell / 3)
export const cellAt = (file: number, rank: number): number => rank * 3 + file
