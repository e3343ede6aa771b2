import type Database from 'libsql'
import type { DecisionProgress } from '@shared/ipc'
import type { GameId } from '@shared/games/registry'

interface DecisionProgressQuery {
  profileId: string
  games: readonly GameId[]
  from: number | null
  /** The judge's version now: verdicts of an older one are waiting to be judged again, not counted. */
  version: number
}

// One person's counted games (neither practice nor imported) of the card games in the period: the
// games the win shares count, so both lines of a game's section speak of the same games.
const MINE = 'game_people gp JOIN games g ON g.id = gp.game'
const COUNTED = `gp.profile_id = :profileId AND (:from IS NULL OR gp.at >= :from)
    AND g.practice = 0 AND g.imported = 0 AND g.game_id IN (SELECT value FROM json_each(:games))`
const JUDGED = 'judged j ON j.game = gp.game AND j.seat = gp.seat'

// Each judged game with a decision in it, oldest first (ties by id): its share of good decisions.
const GAMES = `
  SELECT g.game_id, gp.at, gp.game, j.decisions, j.good
  FROM ${MINE} JOIN ${JUDGED}
  WHERE ${COUNTED} AND j.version = :version AND j.decisions > 0
  ORDER BY gp.at, gp.game`

// Every judged decision of those games by its kind: how many, how many good, and what they gave
// away together and at worst; the costliest kinds first.
const KINDS = `
  SELECT g.game_id, v.kind, count(*) AS decisions, sum(v.label = 'good') AS good, sum(v.loss) AS loss, max(v.loss) AS worst
  FROM ${MINE} JOIN ${JUDGED} JOIN verdicts v ON v.game = j.game AND v.seat = j.seat
  WHERE ${COUNTED} AND j.version = :version
  GROUP BY g.game_id, v.kind
  ORDER BY g.game_id, loss DESC, v.kind`

// The person's counted games of the period still waiting for the expert: judged by nobody yet, or
// by an older judge.
const WAITING = `
  SELECT count(*) AS n
  FROM ${MINE} LEFT JOIN ${JUDGED}
  WHERE ${COUNTED} AND (j.version IS NULL OR j.version < :version)`

/**
 * The Progress screen's decision lines (docs/records.md, "Progress: decisions"): three prepared
 * statements over the verdicts the background judge keeps, added up in SQL.
 */
export function decisionProgressReader(db: Database.Database): (q: DecisionProgressQuery) => DecisionProgress {
  const games = db.prepare(GAMES)
  const kinds = db.prepare(KINDS)
  const waiting = db.prepare(WAITING)
  return ({ profileId, games: ids, from, version }) => {
    const q = { profileId, from, version, games: JSON.stringify(ids) }
    const byGame = new Map<GameId, DecisionProgress['games'][number]>()
    const entry = (gameId: GameId) => byGame.get(gameId) ?? byGame.set(gameId, { gameId, points: [], kinds: [] }).get(gameId)!
    for (const r of games.all(q) as Record<string, unknown>[]) {
      const decisions = Number(r.decisions)
      entry(String(r.game_id) as GameId).points.push({ at: Number(r.at), game: String(r.game), decisions, good: Number(r.good), share: Number(r.good) / decisions })
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
      waiting: Number((waiting.get(q) as { n: number }).n),
    }
  }
}
