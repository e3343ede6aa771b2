import type Database from 'libsql'
import { z } from 'zod'
import { cardById, faceOf, SIDES, type Side } from '@shared/checkmates'
import type { Puzzle, PuzzleTry } from '@shared/checkmates/puzzle'
import { STREAK_ENDINGS, type StreakEnding, type StreakState } from '@shared/checkmates/streak'
import type { DailyOutcome, MissedCard, PuzzleProgress } from '@shared/ipc'

/** A person's try at a date's daily puzzle, as kept (docs/daily.md). */
export interface DailyTry {
  id: string
  profileId: string | null
  date: string
  puzzle: Puzzle
  try: PuzzleTry
  startedAt: number
  endedAt: number | null
  outcome: DailyOutcome | null
}

/** A streak as kept: its whole state, and whose it is. */
export interface KeptStreak {
  id: string
  profileId: string | null
  state: StreakState
}

/** The cards to practise a streak screen lists: the latest this many. */
export const MISSED_KEPT = 20

/** The daily puzzles and streaks of the games database (migration 7). Writes go through the archive's `write`. */
export interface PuzzleRecords {
  dailyTry(profileId: string | null, date: string): DailyTry | null
  putDailyTry(t: DailyTry): void
  /** The person's run on, else their latest; null before the first. */
  latestStreak(profileId: string | null): KeptStreak | null
  streak(id: string): KeptStreak | null
  putStreak(s: KeptStreak): void
  best(profileId: string | null): Record<Side, number>
  /** The cards that ended the person's runs, newest first. */
  missed(profileId: string | null): MissedCard[]
  /** Daily tries and streaks started from `from` on (null: all), oldest first, with the best of all time. */
  progress(profileId: string | null, from: number | null): PuzzleProgress
}

const json = (text: unknown): unknown => {
  try {
    return JSON.parse(String(text))
  } catch {
    return undefined
  }
}

const side = z.enum(SIDES)
const outcomeOf = (x: unknown): DailyOutcome | null => (x === 'solved' || x === 'gave-up' ? x : null)
const endingOf = (x: unknown): StreakEnding | null => ((STREAK_ENDINGS as readonly unknown[]).includes(x) ? (x as StreakEnding) : null)
const puzzleSchema = z.object({
  side,
  board: z.string(),
  cardId: z.string(),
  task: z.string(),
  points: z.union([z.literal(1), z.literal(2)]),
  optimal: z.number().int().min(0),
})
const streakStateSchema = z.object({
  side,
  seed: z.string(),
  startLevel: z.number().int(),
  dealt: z.number().int(),
  met: z.number().int(),
  skipUsed: z.boolean(),
  card: puzzleSchema.extend({ number: z.number().int(), level: z.number().int() }),
  try: z.object({ board: z.string(), moves: z.array(z.string()) }),
  startedAt: z.number(),
  at: z.number(),
  end: z.object({ how: z.enum(STREAK_ENDINGS), at: z.number() }).nullable(),
})

/** A row's puzzle: the card's face is read from the deck by its id, as it was dealt. */
function puzzleOf(row: Record<string, unknown>): Puzzle | null {
  const card = cardById(String(row.card_id))
  const s = side.safeParse(row.side)
  if (!card || !s.success) return null
  const face = faceOf(card, s.data)
  return { side: s.data, board: String(row.board), cardId: card.id, task: face.task, points: face.points, optimal: Number(row.optimal) }
}

function dailyOf(row: Record<string, unknown> | undefined): DailyTry | null {
  const puzzle = row ? puzzleOf(row) : null
  const moves = row ? z.array(z.string()).safeParse(json(row.moves)) : null
  if (!row || !puzzle || !moves?.success) return null
  return {
    id: String(row.id),
    profileId: row.profile_id === null ? null : String(row.profile_id),
    date: String(row.date),
    puzzle,
    try: { board: String(row.board_now), moves: moves.data },
    startedAt: Number(row.started_at),
    endedAt: row.ended_at === null ? null : Number(row.ended_at),
    outcome: outcomeOf(row.outcome),
  }
}

/** A row that does not read (damaged by hand) is no run: the person starts another, and nothing else breaks. */
function streakOf(row: Record<string, unknown> | undefined): KeptStreak | null {
  const state = row ? streakStateSchema.safeParse(json(row.state)) : null
  if (!row || !state?.success) return null
  return { id: String(row.id), profileId: row.profile_id === null ? null : String(row.profile_id), state: state.data as StreakState }
}

// A person's rows by `ifnull(profile_id, '')`, the indexed expression: the guest's are those with none.
const PERSON = `ifnull(profile_id, '') = ifnull(:profileId, '')`

export function puzzleRecords(db: Database.Database, write: (work: () => void) => void): PuzzleRecords {
  const s = {
    daily: db.prepare(`SELECT * FROM daily_tries WHERE ${PERSON} AND date = :date`),
    // A second try of the same person and date (another id) is dropped: the first one stands.
    putDaily: db.prepare(
      `INSERT INTO daily_tries (id, profile_id, date, side, board, card_id, optimal, board_now, moves, started_at, ended_at, outcome)
       VALUES (:id, :profileId, :date, :side, :board, :cardId, :optimal, :boardNow, :moves, :startedAt, :endedAt, :outcome)
       ON CONFLICT (id) DO UPDATE SET board_now = excluded.board_now, moves = excluded.moves, ended_at = excluded.ended_at, outcome = excluded.outcome
       ON CONFLICT DO NOTHING`,
    ),
    // The run on first, else the latest started.
    latestStreak: db.prepare(`SELECT * FROM streaks WHERE ${PERSON} ORDER BY ending IS NULL DESC, started_at DESC, id DESC LIMIT 1`),
    streak: db.prepare('SELECT * FROM streaks WHERE id = ?'),
    putStreak: db.prepare(
      `INSERT INTO streaks (id, profile_id, side, start_level, met, started_at, at, ending, state)
       VALUES (:id, :profileId, :side, :startLevel, :met, :startedAt, :at, :ending, :state)
       ON CONFLICT (id) DO UPDATE SET met = excluded.met, at = excluded.at, ending = excluded.ending, state = excluded.state`,
    ),
    best: db.prepare(`SELECT side, max(met) AS best FROM streaks WHERE ${PERSON} GROUP BY side`),
    missed: db.prepare(`SELECT * FROM streaks WHERE ${PERSON} AND ending IS NOT NULL ORDER BY at DESC, id DESC LIMIT ${MISSED_KEPT}`),
    days: db.prepare(
      `SELECT date, side, outcome, json_array_length(moves) AS moves, optimal, ended_at - started_at AS time_ms FROM daily_tries
       WHERE ${PERSON} AND (:from IS NULL OR started_at >= :from) ORDER BY date, started_at`,
    ),
    streaks: db.prepare(
      `SELECT id, side, start_level, met, started_at, ending FROM streaks
       WHERE ${PERSON} AND (:from IS NULL OR started_at >= :from) ORDER BY started_at, id`,
    ),
  }

  const best = (profileId: string | null): Record<Side, number> => {
    const out: Record<Side, number> = { fifteen: 0, chess: 0 }
    for (const row of s.best.all({ profileId }) as { side: string; best: number }[]) {
      if (row.side === 'fifteen' || row.side === 'chess') out[row.side] = Number(row.best)
    }
    return out
  }

  return {
    dailyTry: (profileId, date) => dailyOf(s.daily.get({ profileId, date }) as Record<string, unknown> | undefined),
    putDailyTry(t) {
      const row = {
        id: t.id,
        profileId: t.profileId,
        date: t.date,
        side: t.puzzle.side,
        board: t.puzzle.board,
        cardId: t.puzzle.cardId,
        optimal: t.puzzle.optimal,
        boardNow: t.try.board,
        moves: JSON.stringify(t.try.moves),
        startedAt: t.startedAt,
        endedAt: t.endedAt,
        outcome: t.outcome,
      }
      write(() => s.putDaily.run(row))
    },
    latestStreak: (profileId) => streakOf(s.latestStreak.get({ profileId }) as Record<string, unknown> | undefined),
    streak: (id) => streakOf(s.streak.get(id) as Record<string, unknown> | undefined),
    putStreak({ id, profileId, state }) {
      const row = {
        id,
        profileId,
        side: state.side,
        startLevel: state.startLevel,
        met: state.met,
        startedAt: state.startedAt,
        at: state.at,
        ending: state.end?.how ?? null,
        state: JSON.stringify(state),
      }
      write(() => s.putStreak.run(row))
    },
    best,
    missed: (profileId) =>
      (s.missed.all({ profileId }) as Record<string, unknown>[]).flatMap((row) => {
        const kept = streakOf(row)
        return kept?.state.end ? [{ streak: kept.id, at: kept.state.end.at, card: kept.state.card }] : []
      }),
    progress(profileId, from) {
      const days = (s.days.all({ profileId, from }) as Record<string, unknown>[]).flatMap((r) => {
        const parsed = side.safeParse(r.side)
        if (!parsed.success) return []
        const outcome = outcomeOf(r.outcome)
        return [{
          date: String(r.date),
          side: parsed.data,
          outcome,
          moves: Number(r.moves),
          // A try still on keeps its optimum to itself, as its screen does.
          optimal: outcome === null ? null : Number(r.optimal),
          timeMs: r.time_ms === null ? null : Number(r.time_ms),
        }]
      })
      const streaks = (s.streaks.all({ profileId, from }) as Record<string, unknown>[]).flatMap((r) => {
        const parsed = side.safeParse(r.side)
        if (!parsed.success) return []
        return [{ id: String(r.id), side: parsed.data, startLevel: Number(r.start_level), met: Number(r.met), startedAt: Number(r.started_at), ending: endingOf(r.ending) }]
      })
      return { days, streaks, best: best(profileId) }
    },
  }
}
