import type Database from 'libsql'
import type { SoloProgress, SoloRun } from '@shared/ipc'

/** A histogram bar of card times is this wide. */
const CARD_BUCKET_MS = 5_000
/**
 * At most this many bars: a card of a top-tier run takes under 9 s on average (12 s on the chess
 * side) and one of the slowest tier over 21 s (30 s), so 0–95 s in 5 s steps holds a normal history
 * and the last bar takes every card slower.
 */
const CARD_BUCKETS = 20

interface SoloProgressQuery {
  profileId: string | null
  side: SoloRun['side']
  deck: SoloRun['deck']
  /** The period's start (ms since 1970, inclusive); null for the whole history. */
  from: number | null
}

// One person's runs on one side and deck in the period, as named parameters. Runs at the same
// moment are taken in order of id, so every window below is the same however often it is asked.
const RUNS_OF = `r.profile_id IS :profileId AND r.side = :side AND r.deck = :deck AND (:from IS NULL OR r.at >= :from)`

// The same, for the cards of its counted runs, which carry their run's person, side, deck and time.
const CARDS_OF = `c.profile_id IS :profileId AND c.side = :side AND c.deck = :deck AND c.counted = 1 AND (:from IS NULL OR c.at >= :from)`

const POINTS = `SELECT r.id, r.at, r.time_ms, r.counted FROM solo_runs r WHERE ${RUNS_OF} ORDER BY r.at, r.id`

// Each counted run with the windows of runs that end at it. An average of N drops one best and one
// worst time (sum − max − min), however many runs tie for either; a window shorter than N (the
// first runs of the period) has no average.
const TIMES = `
  WITH counted AS MATERIALIZED (
    SELECT r.time_ms AS t,
      row_number() OVER by_time AS k,
      count(*) OVER last3 AS n3,
      avg(r.time_ms) OVER last3 AS mean3,
      count(*) OVER last5 AS n5,
      (sum(r.time_ms) OVER last5 - max(r.time_ms) OVER last5 - min(r.time_ms) OVER last5) / 3.0 AS ao5,
      count(*) OVER last12 AS n12,
      (sum(r.time_ms) OVER last12 - max(r.time_ms) OVER last12 - min(r.time_ms) OVER last12) / 10.0 AS ao12
    FROM solo_runs r
    WHERE ${RUNS_OF} AND r.counted = 1
    WINDOW by_time AS (ORDER BY r.at, r.id),
      last3 AS (by_time ROWS 2 PRECEDING),
      last5 AS (by_time ROWS 4 PRECEDING),
      last12 AS (by_time ROWS 11 PRECEDING)
  ),
  latest AS (SELECT * FROM counted ORDER BY k DESC LIMIT 1)
  SELECT
    (SELECT min(t) FROM counted) AS best,
    (SELECT mean3 FROM latest WHERE n3 = 3) AS mean_of_3,
    (SELECT ao5 FROM latest WHERE n5 = 5) AS average_of_5,
    (SELECT ao12 FROM latest WHERE n12 = 12) AS average_of_12,
    (SELECT min(ao5) FROM counted WHERE n5 = 5) AS best_average_of_5,
    (SELECT min(ao12) FROM counted WHERE n12 = 12) AS best_average_of_12`

// Card times of counted runs in fixed bars from 0 up to the slowest bar used, empty bars included
// so a chart's axis has no gaps; none at all when no card time is known.
const HISTOGRAM = `
  WITH used AS (
    SELECT min(c.time_ms / ${CARD_BUCKET_MS}, ${CARD_BUCKETS - 1}) AS i, count(*) AS n
    FROM solo_cards c
    WHERE ${CARDS_OF} AND c.time_ms IS NOT NULL
    GROUP BY 1
  ),
  bars(i) AS (
    SELECT 0 WHERE EXISTS (SELECT 1 FROM used)
    UNION ALL SELECT i + 1 FROM bars WHERE i < (SELECT max(i) FROM used)
  )
  SELECT b.i, ifnull(u.n, 0) AS n FROM bars b LEFT JOIN used u ON u.i = b.i ORDER BY b.i`

// Per card of counted runs: plays, and moves above the solver's optimum where it is known. The
// trend is the mean excess of the period's later half minus that of its earlier half (negative is
// better), the halves split at the midpoint between the period's first and last counted run; a
// play right on it is in neither, and a card played on one side only has no trend. Halves of time
// rather than of each card's plays: it is "then against now" on the chart's own time axis, and it
// is one pass of plain aggregates over solo_cards_of, already in card order. Numbering every
// card's plays in a window took 80 ms over 5,000 runs, more than everything else together.
const MIDDLE = `(SELECT (min(r.at) + max(r.at)) / 2.0 FROM solo_runs r WHERE ${RUNS_OF} AND r.counted = 1)`
const CARDS = `
  SELECT c.card_id AS id, count(*) AS played, avg(c.moves - c.optimal) AS mean_excess,
    avg(CASE WHEN c.at > ${MIDDLE} THEN c.moves - c.optimal END)
      - avg(CASE WHEN c.at < ${MIDDLE} THEN c.moves - c.optimal END) AS trend
  FROM solo_cards c
  WHERE ${CARDS_OF}
  GROUP BY c.card_id
  ORDER BY c.card_id`

const orNull = (x: unknown): number | null => (x === null || x === undefined ? null : Number(x))

/** The Progress screen's solo figures, four prepared statements read one after another. */
export function soloProgressReader(db: Database.Database): (q: SoloProgressQuery) => SoloProgress {
  const points = db.prepare(POINTS)
  const times = db.prepare(TIMES)
  const histogram = db.prepare(HISTOGRAM)
  const cards = db.prepare(CARDS)
  return (q) => {
    const t = times.get(q) as Record<string, unknown>
    return {
      points: (points.all(q) as Record<string, unknown>[]).map((r) => ({
        id: String(r.id),
        at: Number(r.at),
        timeMs: Number(r.time_ms),
        counted: Number(r.counted) === 1,
      })),
      best: orNull(t.best),
      meanOf3: orNull(t.mean_of_3),
      averageOf5: orNull(t.average_of_5),
      averageOf12: orNull(t.average_of_12),
      bestAverageOf5: orNull(t.best_average_of_5),
      bestAverageOf12: orNull(t.best_average_of_12),
      histogram: (histogram.all(q) as { i: number; n: number }[]).map(({ i, n }) => ({
        fromMs: i * CARD_BUCKET_MS,
        toMs: i === CARD_BUCKETS - 1 ? null : (i + 1) * CARD_BUCKET_MS,
        count: Number(n),
      })),
      cards: (cards.all(q) as Record<string, unknown>[]).map((r) => ({
        id: String(r.id),
        played: Number(r.played),
        meanExcess: orNull(r.mean_excess),
        trend: orNull(r.trend),
      })),
    }
  }
}
