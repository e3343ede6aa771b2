import { biddingReview, soloReview, type BidReview, type SoloCardReview } from './review'
import type { Side } from './model'
import { applyMove } from './moves'
import { makeBoard, parseBoard, parseMove } from './notation'
import type { SoloState } from './solo'
import type { BiddingState } from './bidding'
import { err, ok, type Result } from '../result'
import type { GameRecord } from '../records/format'
import type { Replay } from '../records/replay'

/** A solo card's review with the solver's line as boards, so a screen can step through it on the board. */
export type SoloCardLine = SoloCardReview & {
  /** The board after each move of `line`, from `startBoard`. */
  lineBoards: string[]
}

/** A Check Mates game against the solver: each solo card's moves, or each bid, against the optimum. */
export type CheckMatesReview =
  | { kind: 'solo'; side: Side; cards: SoloCardLine[] }
  | { kind: 'bidding'; side: Side; names: string[]; bids: BidReview[] }

/** The boards a line of moves passes through, in notation; it stops at a move that does not apply. */
function boardsAlong(side: Side, start: string, line: readonly string[]): string[] {
  const out: string[] = []
  let board = parseBoard(side, start)
  for (const text of line) {
    const move = parseMove(text)
    if (!board.ok || !move.ok) break
    board = applyMove(board.value, move.value)
    if (board.ok) out.push(makeBoard(board.value))
  }
  return out
}

/** The solver's review of a replayed Check Mates record: a solo run's cards, or a bidding game's bids. */
export function checkMatesReview(record: GameRecord, replayed: Replay): Result<CheckMatesReview, { code: 'NOT_CHECK_MATES'; message: string }> {
  if (record.game !== 'checkmates') return err({ code: 'NOT_CHECK_MATES', message: 'This is no Check Mates game.' })
  const side = ((replayed.steps.at(-1) ?? replayed.setup).state as SoloState | BiddingState).config.side
  if (record.mode === 'table') return ok({ kind: 'bidding', side, names: record.seats.map((s) => s.name), bids: biddingReview(replayed) })
  return ok({ kind: 'solo', side, cards: soloReview(replayed).map((c) => ({ ...c, lineBoards: boardsAlong(side, c.startBoard, c.line) })) })
}
