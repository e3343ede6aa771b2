import type { Side } from '@shared/checkmates'
import { DAILY_MAX_MOVES, dailyPuzzle, dailySide, type DateKey } from '@shared/checkmates/daily'
import { puzzleMove, type Puzzle } from '@shared/checkmates/puzzle'
import { startStreak, streakGiveUp, streakMove, streakSkip, type StreakState, type StreakStep } from '@shared/checkmates/streak'
import type { ApiResult, DailyTryView, DailyView, ProgressPeriod, PuzzleProgress, StreakRunView, StreakView } from '@shared/ipc'
import { err, ok, type Result } from '@shared/result'
import type { EngineError } from '@shared/engine'
import type { Archive } from '../store/archive'
import type { DailyTry, KeptStreak } from '../store/puzzles'
import type { AppStore } from '../store/store'
import type { Clock } from './clock'
import { periodStart } from './progress-period'

export interface PuzzleDeps {
  store: AppStore
  archive: Archive
  clock: Clock
  newId: () => string
  /** Deals a streak's cards; only the host ever knows it. */
  newSeed: () => string
}

/**
 * The calendar date at `ms` on this computer's clock, in its own time zone: the day a daily
 * puzzle belongs to, turning at local midnight.
 */
export function localDate(ms: number): DateKey {
  const d = new Date(ms)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${String(d.getFullYear()).padStart(4, '0')}-${two(d.getMonth() + 1)}-${two(d.getDate())}`
}

/** The daily puzzles already drawn, by date: a few milliseconds each, and the same all day. */
const DAILY_MEMO = 8

/**
 * The daily Check Mates puzzle and streaks (docs/daily.md). The rules are shared/checkmates'
 * (daily.ts, streak.ts); the host reads the date off its own clock, stamps each step, and keeps the
 * try or the run in the games database at every step, before it answers: a reload or a restart
 * finds it as it stood, and nothing grants a second try.
 */
export function createPuzzleService({ store, archive, clock, newId, newSeed }: PuzzleDeps) {
  const kept = archive.puzzles
  const now = () => clock.now()
  // What this session last wrote, by person (and date): the database may hold a write back (a full
  // disk) to try it again later, and the person's next step must see the last one all the same.
  const tries = new Map<string, DailyTry>()
  const latest = new Map<string, KeptStreak>()
  const who = (profileId: string | null) => profileId ?? ''

  const puzzles = new Map<DateKey, Puzzle>()
  const puzzleOf = (date: DateKey): Puzzle => {
    const known = puzzles.get(date)
    if (known) return known
    const p = dailyPuzzle(date)
    puzzles.set(date, p)
    if (puzzles.size > DAILY_MEMO) puzzles.delete(puzzles.keys().next().value as DateKey)
    return p
  }

  const noProfile = (profileId: string | null): ApiResult<never> | null =>
    profileId !== null && !store.read().profiles.some((p) => p.id === profileId)
      ? err({ code: 'NOT_FOUND', message: `no profile with id ${profileId}` })
      : null

  const tryOf = (profileId: string | null, date: DateKey): DailyTry | null => {
    const key = `${who(profileId)}|${date}`
    const t = tries.get(key) ?? kept.dailyTry(profileId, date)
    if (t) tries.set(key, t)
    return t
  }
  const keepTry = (t: DailyTry) => {
    tries.set(`${who(t.profileId)}|${t.date}`, t)
    kept.putDailyTry(t)
  }

  // The optimum is the answer: told only once the try is over.
  const tryView = (t: DailyTry): DailyTryView => {
    const { optimal, ...puzzle } = t.puzzle
    return {
      date: t.date,
      puzzle,
      optimal: t.outcome === null ? null : optimal,
      board: t.try.board,
      moves: t.try.moves,
      startedAt: t.startedAt,
      endedAt: t.endedAt,
      outcome: t.outcome,
    }
  }
  const dailyView = (profileId: string | null): DailyView => {
    const date = localDate(now())
    const t = tryOf(profileId, date)
    return { date, side: dailySide(date), profileId, today: t && tryView(t), now: now() }
  }

  const openTry = (profileId: string | null, date: DateKey): Result<DailyTry, EngineError> => {
    const t = tryOf(profileId, date)
    if (!t) return err({ code: 'NO_DAILY_TRY', message: `no daily puzzle of ${date} was started` })
    if (t.outcome !== null) return err({ code: 'GAME_OVER', message: 'This daily puzzle is over: one try a day.' })
    return ok(t)
  }

  // ---- Streaks ----
  const latestOf = (profileId: string | null): KeptStreak | null => {
    const s = latest.get(who(profileId)) ?? kept.latestStreak(profileId)
    if (s) latest.set(who(profileId), s)
    return s
  }
  const runById = (runId: string): KeptStreak | null => {
    for (const s of latest.values()) if (s.id === runId) return s
    return kept.streak(runId)
  }
  const keepRun = (s: KeptStreak) => {
    latest.set(who(s.profileId), s)
    kept.putStreak(s)
  }

  const runView = ({ id, state }: KeptStreak): StreakRunView => {
    const { seed: _secret, dealt: _dealt, try: t, end, ...rest } = state
    return { id, ...rest, board: t.board, moves: t.moves, ending: end?.how ?? null }
  }
  const streakView = (profileId: string | null): StreakView => {
    const s = latestOf(profileId)
    return {
      profileId,
      run: s && runView(s),
      best: kept.best(profileId),
      missed: kept.missed(profileId),
      now: now(),
    }
  }

  /** A step of a run on: refused as the engine says, else kept before the answer goes. */
  const step = (runId: string, work: (s: StreakState, at: number) => Result<StreakState | StreakStep, EngineError>): ApiResult<StreakView> => {
    const run = runById(runId)
    if (!run) return err({ code: 'NOT_FOUND', message: `no streak with id ${runId}` })
    const done = work(run.state, now())
    if (!done.ok) return done
    keepRun({ ...run, state: 'state' in done.value ? done.value.state : done.value })
    return ok(streakView(run.profileId))
  }

  return {
    daily({ profileId }: { profileId: string | null }): ApiResult<DailyView> {
      return noProfile(profileId) ?? ok(dailyView(profileId))
    },

    /** The one try of today: started once, with its clock; asked again, it is answered as it stands. */
    dailyStart({ profileId }: { profileId: string | null }): ApiResult<DailyView> {
      const refused = noProfile(profileId)
      if (refused) return refused
      const date = localDate(now())
      if (!tryOf(profileId, date)) {
        const puzzle = puzzleOf(date)
        keepTry({ id: newId(), profileId, date, puzzle, try: { board: puzzle.board, moves: [] }, startedAt: now(), endedAt: null, outcome: null })
      }
      return ok(dailyView(profileId))
    },

    dailyMove({ profileId, date, move }: { profileId: string | null; date: DateKey; move: string }): ApiResult<DailyTryView> {
      const open = openTry(profileId, date)
      if (!open.ok) return open
      const t = open.value
      const moved = puzzleMove(t.puzzle, t.try, move)
      if (!moved.ok) return moved
      const ends = moved.value.met || moved.value.try.moves.length >= DAILY_MAX_MOVES
      const next: DailyTry = { ...t, try: moved.value.try, ...(ends && { endedAt: now(), outcome: moved.value.met ? 'solved' : 'gave-up' }) }
      keepTry(next)
      return ok(tryView(next))
    },

    dailyGiveUp({ profileId, date }: { profileId: string | null; date: DateKey }): ApiResult<DailyTryView> {
      const open = openTry(profileId, date)
      if (!open.ok) return open
      const next: DailyTry = { ...open.value, endedAt: now(), outcome: 'gave-up' }
      keepTry(next)
      return ok(tryView(next))
    },

    streak({ profileId }: { profileId: string | null }): ApiResult<StreakView> {
      return noProfile(profileId) ?? ok(streakView(profileId))
    },

    /** A new run; while one is on it is refused: a run ends only by a miss, never by starting again. */
    streakStart({ profileId, side, level }: { profileId: string | null; side: Side; level: number }): ApiResult<StreakView> {
      const refused = noProfile(profileId)
      if (refused) return refused
      const on = latestOf(profileId)
      if (on && on.state.end === null) return err({ code: 'STREAK_ON', message: 'A streak is on: play it to its end, or give up its card, first.' })
      const started = startStreak(side, level, newSeed(), now())
      if (!started.ok) return started
      keepRun({ id: newId(), profileId, state: started.value })
      return ok(streakView(profileId))
    },

    streakMove: ({ runId, move }: { runId: string; move: string }) => step(runId, (s, at) => streakMove(s, move, at)),
    streakSkip: ({ runId }: { runId: string }) => step(runId, (s, at) => streakSkip(s, at)),
    streakGiveUp: ({ runId }: { runId: string }) => step(runId, (s, at) => streakGiveUp(s, at)),

    /** The Progress screen's daily puzzles and streaks; a period is counted back from the host's clock. */
    progress({ profileId, period }: { profileId: string | null; period: ProgressPeriod }): ApiResult<PuzzleProgress> {
      return ok(kept.progress(profileId, periodStart(period, now())))
    },
  }
}
