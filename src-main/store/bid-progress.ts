import type Database from 'libsql'
import { biddingReview } from '@shared/checkmates/review'
import type { BiddingProgress } from '@shared/ipc'
import { parseRecord } from '@shared/records/parse'
import { replay } from '@shared/records/replay'
import type { PastGame } from './schema'

/** One bid of a kept bidding game, as a row of `bids` holds it (its game's id, kind and end beside it). */
export interface FiledBid {
  /** The record's step of the bid (1-based). */
  step: number
  seat: number
  /** The seat's person; null for a guest or a computer player. */
  profileId: string | null
  card: number
  bid: number
  /** The solver's fewest moves for the card from the board it was revealed on; null when no line meets it. */
  optimal: number | null
}

/**
 * Every bid of a Check Mates bidding game against the solver (CM-8, `biddingReview`), from its
 * record; none for any other game, or for a record that no longer reads or replays (it is kept and
 * listed as ever, it only adds nothing to the Progress screen). A whole game takes a few
 * milliseconds: the solver answers each card once.
 *
 * The seat's person is the record's, as `game_people` takes it: the summary's seats are the
 * record's (`pastGame`), and a seat with no profile id is nobody's.
 */
export function bidsOf(game: Pick<PastGame, 'gameId' | 'mode' | 'record'>): FiledBid[] {
  if (game.gameId !== 'checkmates' || game.mode !== 'table') return []
  const record = parseRecord(game.record)
  if (!record.ok) return []
  const replayed = replay(record.value)
  if (!replayed.ok) return []
  return biddingReview(replayed.value).map((b) => ({
    step: b.step,
    seat: b.seat,
    profileId: record.value.seats[b.seat]?.profileId || null,
    card: b.card,
    bid: b.bid,
    optimal: b.optimal,
  }))
}

/**
 * Writes a kept game's bids, each with the game's id, end and kind: counted unless the game was
 * practice or imported.
 */
export function bidWriter(db: Database.Database): (game: { id: string; at: number; practice?: boolean; imported?: boolean }, bids: readonly FiledBid[]) => void {
  const insert = db.prepare(
    `INSERT INTO bids (game, step, seat, profile_id, counted, at, card, bid, optimal)
     VALUES (:game, :step, :seat, :profileId, :counted, :at, :card, :bid, :optimal)`,
  )
  return (game, bids) => {
    const counted = game.practice || game.imported ? 0 : 1
    for (const b of bids) insert.run({ game: game.id, at: game.at, counted, ...b })
  }
}

/** Kept bidding games with no bids filed, with their records: what the backfill replays. */
export const UNFILED_BIDDING = `
  SELECT g.id, g.at, g.game_id, g.mode, g.practice = 1 AS practice, g.imported = 1 AS imported, r.record
  FROM games g JOIN game_records r ON r.id = g.id
  WHERE g.game_id = 'checkmates' AND g.mode = 'table' AND NOT EXISTS (SELECT 1 FROM bids b WHERE b.game = g.id)`

interface BidProgressQuery {
  profileId: string
  /** The period's start (ms since 1970, inclusive); null for the whole history. */
  from: number | null
}

// One person's bids in counted games (neither practice nor imported, as for the card games) that
// ended in the period. Every figure below leaves out the bids on cards no line meets (optimal
// null): they have no optimum to be at or above. A bid below the optimum is counted among the bids
// (it was a bid at no optimum) but in no excess: it could not be proved, and its moves under the
// optimum would hide others' moves over it. The whole history starts at the smallest integer
// rather than at "(:from IS NULL OR …)": with that OR, SQLite read every bid of the person for the
// last 7 days too, where a range over bids_of reads the week's alone.
const MINE = `
  SELECT b.game, b.at, b.bid, b.optimal
  FROM bids b
  WHERE b.profile_id = :profileId AND b.counted = 1 AND b.at >= ifnull(:from, -9223372036854775808)`

// The figures of a set of bids; a share over no bids is null (SQLite's division by zero).
const FIGURES = `
  count(optimal) AS bids,
  ifnull(sum(bid = optimal), 0) AS at_optimum,
  sum(bid = optimal) * 1.0 / count(optimal) AS share,
  avg(CASE WHEN bid >= optimal THEN bid - optimal END) AS mean_excess,
  ifnull(sum(bid < optimal), 0) AS below`

const TOTALS = `WITH mine AS (${MINE}) SELECT ${FIGURES}, count(*) - count(optimal) AS unsolvable FROM mine`

// A point per game with a bid on a card that has an optimum, oldest first (ties by game id). A
// game's bids share its end, so grouping by (at, game) is grouping by game, in bids_of's own order:
// no sort.
const POINTS = `
  WITH mine AS (${MINE})
  SELECT game AS id, at, ${FIGURES}
  FROM mine GROUP BY at, game HAVING count(optimal) > 0 ORDER BY at, game`

const orNull = (x: unknown): number | null => (x === null || x === undefined ? null : Number(x))

/** The Progress screen's bidding figures: two prepared statements, summed up in SQL. */
export function bidProgressReader(db: Database.Database): (q: BidProgressQuery) => BiddingProgress {
  const totals = db.prepare(TOTALS)
  const points = db.prepare(POINTS)
  return (q) => {
    const t = totals.get(q) as Record<string, unknown>
    return {
      bids: Number(t.bids),
      atOptimum: Number(t.at_optimum),
      share: orNull(t.share),
      meanExcess: orNull(t.mean_excess),
      below: Number(t.below),
      unsolvable: Number(t.unsolvable),
      points: (points.all(q) as Record<string, unknown>[]).map((r) => ({
        id: String(r.id),
        at: Number(r.at),
        bids: Number(r.bids),
        atOptimum: Number(r.at_optimum),
        share: Number(r.share),
        meanExcess: orNull(r.mean_excess),
        below: Number(r.below),
      })),
    }
  }
}
