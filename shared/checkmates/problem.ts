import type { Side } from './model'
import type { Motion } from './moves'

/**
 * Every reason notation or a move is refused, as a stable code: a screen words it by the code and
 * its values in the reader's language, while `message` keeps the English the command line and the
 * logs print.
 */
export const NOTATION_CODES = [
  'BOARD_RANKS', 'BOARD_RANK_CELLS', 'NOT_A_TOKEN', 'TOKEN_COUNT',
  'TASK_RANKS', 'TASK_RANK_CELLS', 'NOT_A_MARK', 'NO_MARKS',
  'NOT_A_CELL', 'MOVE_TEXT', 'SAME_CELL',
  'OFF_BOARD', 'NO_TOKEN', 'CELL_TAKEN', 'OUT_OF_REACH', 'PATH_BLOCKED',
] as const
export type NotationCode = (typeof NOTATION_CODES)[number]

/**
 * The values each code carries: symbols, cells, sides and motions, never words, so any language
 * can name them (a token's symbol is read with the side that gives it a name).
 */
export interface NotationParams {
  BOARD_RANKS: { text: string }
  BOARD_RANK_CELLS: { text: string; rank: number; cells: number }
  NOT_A_TOKEN: { side: Side; symbol: string; cell: string }
  TOKEN_COUNT: { side: Side; token: string; want: number; have: number }
  TASK_RANKS: { text: string }
  TASK_RANK_CELLS: { text: string; rank: number; cells: number }
  NOT_A_MARK: { side: Side; symbol: string; cell: string }
  NO_MARKS: { text: string }
  NOT_A_CELL: { text: string }
  MOVE_TEXT: { text: string }
  SAME_CELL: { text: string }
  OFF_BOARD: Record<string, never>
  NO_TOKEN: { cell: string }
  CELL_TAKEN: { cell: string }
  OUT_OF_REACH: { side: Side; token: string; from: string; to: string; motion: Motion }
  PATH_BLOCKED: { side: Side; token: string; via: string }
}

export type NotationProblem = {
  [C in NotationCode]: { code: C; params: NotationParams[C]; message: string }
}[NotationCode]

export function problem<C extends NotationCode>(code: C, params: NotationParams[C], message: string): NotationProblem {
  return { code, params, message } as NotationProblem
}
