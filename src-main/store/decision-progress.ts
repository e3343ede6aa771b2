import type Database from 'libsql'
import type { DecisionProgress } from '@shared/ipc'
import type { GameId } from '@shared/games/registry'
import { BLOCK } from './card-progress'

interface DecisionProgressQuery {
  profileId: string
  games: readonly GameId[]
  from: number | null
  /** The judge's version now: verdicts of an older one are waiting to be judged again, not counted. */
  version: number
  /** The person's counted games of these games in the period (the win shares' games), judged or not. */
  counted: number
}

// One person's judged seats of counted games (neither practice nor imported) of the card games in
// the period, by this judge: the games the win shares count, so both lines of a game's section
// speak of the same games. Read from each table's own index, with no join.
const JUDGED_OF = `profile_id = :profileId AND version = :version AND counted = 1 AND (:from IS NULL OR at >= :from)
    AND game_id IN (SELECT value FROM json_each(:games))`

// Each game's judged games with a decision in them, oldest first (ties by id), cut into blocks of
// ten from the period's first, as the win shares are: a block's share of good decisions is its
// good ones over its decisions, and its point is its last game. A last block may hold fewer.
const BLOCKS = `
  WITH mine AS (
    SELECT game_id, at, game, decisions, good, (row_number() OVER (PARTITION BY game_id ORDER BY at, game) - 1) / ${BLOCK} AS block
    FROM judged
    WHERE ${JUDGED_OF} AND decisions > 0
  )
  SELECT game_id, block, count(*) AS games, sum(decisions) AS decisions, sum(good) AS good, min(at) AS first, max(at) AS at, game
  FROM mine
  GROUP BY game_id, block
  ORDER BY game_id, block`

// Every judged decision of those games by its kind: how many, how many good, and what they gave
// away together and at worst; the costliest kinds first.
const KINDS = `
  SELECT game_id, kind, sum(decisions) AS decisions, sum(good) AS good, sum(loss) AS loss, max(worst) AS worst
  FROM judged_kinds
  WHERE ${JUDGED_OF}
  GROUP BY game_id, kind
  ORDER BY game_id, loss DESC, kind`

// The person's judged seats of the period: the rest of their counted games are waiting.
const JUDGED = `SELECT count(*) AS n FROM judged WHERE ${JUDGED_OF}`

/**
 * The Progress screen's decision lines (docs/records.md, "Progress: decisions"): three prepared
 * statements over the verdicts the background judge keeps, added up in SQL.
 */
export function decisionProgressReader(db: Database.Database): (q: DecisionProgressQuery) => DecisionProgress {
  const blocks = db.prepare(BLOCKS)
  const kinds = db.prepare(KINDS)
  const judged = db.prepare(JUDGED)
  return ({ profileId, games: ids, from, version, counted }) => {
    const q = { profileId, from, version, games: JSON.stringify(ids) }
    const byGame = new Map<GameId, DecisionProgress['games'][number]>()
    const entry = (gameId: GameId) => byGame.get(gameId) ?? byGame.set(gameId, { gameId, blocks: [], kinds: [] }).get(gameId)!
    for (const r of blocks.all(q) as Record<string, unknown>[]) {
      const decisions = Number(r.decisions)
      entry(String(r.game_id) as GameId).blocks.push({
        block: Number(r.block) + 1,
        games: Number(r.games),
        decisions,
        good: Number(r.good),
        share: Number(r.good) / decisions,
        from: Number(r.first),
        at: Number(r.at),
        game: String(r.game),
      })
    }
    for (const r of kinds.all(q) as Record<string, unknown>[]) {
      const decisions = Number(r.decisions)
      entry(String(r.game_id) as GameId).kinds.push({
        kind: String(r.kind),
        decisions,
        good: Number(r.good),
        loss: Number(r.loss),
        meanLoss: Number(r.loss) / decisions,
        worst: Number(r.worst),
      })
    }
    return {
      // In the registry's order, as the rest of the screen.
      games: ids.flatMap((id) => byGame.get(id) ?? []),
      // Counted games less those this judge has judged: by nobody yet, or by an older judge.
      waiting: counted - Number((judged.get(q) as { n: number }).n),
    }
  }
}
