import type Database from 'libsql'
import type { CardGamesProgress } from '@shared/ipc'
import type { GameId } from '@shared/games/registry'

interface CardProgressQuery {
  profileId: string
  /** The card games to add up, by id (the registry's card games). */
  games: readonly GameId[]
  /** The period's start (ms since 1970, inclusive); null for the whole history. */
  from: number | null
}

/** Games in a block of the win-share chart. */
export const BLOCK = 10

// A computer level's strength: the table's strongest computer player names the level a game was
// played against; a table of persons only has none (null: 'people').
const RANK = `CASE json_extract(s.value, '$.level') WHEN 'random' THEN 0 WHEN 'easy' THEN 1 WHEN 'normal' THEN 2 WHEN 'hard' THEN 3 WHEN 'expert' THEN 4 ELSE 0 END`
const LEVELS = ['random', 'easy', 'normal', 'hard', 'expert'] as const

// One person's counted games (neither practice nor imported) of the card games in the period, each
// with its strongest computer level, numbered oldest first per game and level (ties by game id) and
// cut into blocks of ten. A block's point is its last game; a last block may hold fewer.
const BLOCKS = `
  WITH mine AS (
    SELECT gp.game AS id, gp.at, gp.result, g.game_id,
      (SELECT max(${RANK}) FROM json_each(g.seats) s WHERE json_extract(s.value, '$.kind') = 'bot') AS rank
    FROM game_people gp JOIN games g ON g.id = gp.game
    WHERE gp.profile_id = :profileId AND (:from IS NULL OR gp.at >= :from)
      AND g.practice = 0 AND g.imported = 0 AND g.game_id IN (SELECT value FROM json_each(:games))
  ),
  numbered AS (
    SELECT *, (row_number() OVER (PARTITION BY game_id, rank ORDER BY at, id) - 1) / ${BLOCK} AS block FROM mine
  )
  SELECT game_id, rank, block, count(*) AS games, sum(result = 'win') AS wins, min(at) AS first, max(at) AS at, id
  FROM numbered
  GROUP BY game_id, rank, block
  ORDER BY game_id, rank, block`

// The person's standing right after each counted match of the period, oldest first: level points
// and, for a rated match, the rating. Rows brought over from the old data file have neither and are
// left out. The match's game is the kept game filed with it, where it is still kept.
const LADDER = `
  SELECT m.game_id, mp.at, mp.level_points, CASE WHEN m.rated = 1 THEN mp.rating END AS rating, g.id AS game
  FROM match_people mp JOIN matches m ON m.id = mp.match LEFT JOIN games g ON g.id = m.game
  WHERE mp.profile_id = :profileId AND (:from IS NULL OR mp.at >= :from)
    AND (mp.level_points IS NOT NULL OR (m.rated = 1 AND mp.rating IS NOT NULL))
  ORDER BY mp.at, mp.match`

/** The Progress screen's card-game figures: two prepared statements, summed up in SQL. */
export function cardProgressReader(db: Database.Database): (q: CardProgressQuery) => Omit<CardGamesProgress, 'decisions'> {
  const blocks = db.prepare(BLOCKS)
  const ladder = db.prepare(LADDER)
  return ({ profileId, games, from }) => {
    const q = { profileId, from, games: JSON.stringify(games) }
    const byGame = new Map<GameId, CardGamesProgress['games'][number]>()
    for (const r of blocks.all(q) as Record<string, unknown>[]) {
      const gameId = String(r.game_id) as GameId
      let entry = byGame.get(gameId)
      if (!entry) byGame.set(gameId, (entry = { gameId, blocks: [] }))
      const n = Number(r.games)
      entry.blocks.push({
        level: r.rank === null ? 'people' : LEVELS[Number(r.rank)]!,
        block: Number(r.block) + 1,
        games: n,
        wins: Number(r.wins),
        share: Number(r.wins) / n,
        from: Number(r.first),
        at: Number(r.at),
        game: String(r.id),
      })
    }
    const points = (ladder.all({ profileId, from }) as Record<string, unknown>[]).map((r) => ({
      gameId: String(r.game_id) as GameId,
      at: Number(r.at),
      levelPoints: r.level_points === null ? null : Number(r.level_points),
      rating: r.rating === null ? null : Number(r.rating),
      game: r.game === null ? null : String(r.game),
    }))
    // In the registry's order, so the screen lists the games as everywhere else.
    return {
      games: games.flatMap((id) => byGame.get(id) ?? []),
      ladder: points,
    }
  }
}
