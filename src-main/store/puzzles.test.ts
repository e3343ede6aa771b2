import Database from 'libsql'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { dailyPuzzle } from '@shared/checkmates/daily'
import { startStreak, streakGiveUp } from '@shared/checkmates/streak'
import { memoryArchive, openArchive } from './archive'
import { ARCHIVE_MIGRATIONS } from './migrations'
import type { DailyTry, KeptStreak } from './puzzles'

const DAY = 86_400_000
const T0 = Date.UTC(2026, 11, 7, 9)

function dailyTry(id: string, profileId: string | null, date: string, startedAt: number, over?: { moves: string[]; outcome: 'solved' | 'gave-up'; at: number }): DailyTry {
  const puzzle = dailyPuzzle(date)
  return {
    id, profileId, date, puzzle, startedAt,
    try: { board: puzzle.board, moves: over?.moves ?? [] },
    endedAt: over?.at ?? null,
    outcome: over?.outcome ?? null,
  }
}

function run(id: string, profileId: string | null, at: number, met = 0): KeptStreak {
  const s = startStreak('fifteen', 2, id, at)
  if (!s.ok) throw new Error(s.error.message)
  return { id, profileId, state: { ...s.value, met } }
}

function ended(r: KeptStreak, at: number): KeptStreak {
  const g = streakGiveUp(r.state, at)
  if (!g.ok) throw new Error(g.error.message)
  return { ...r, state: g.value.state }
}

describe('daily puzzles and streaks in the games database (migration 7, docs/daily.md)', () => {
  test('a daily try is kept per person and date, replaced as it goes on; the guest is a person of their own', () => {
    const { puzzles } = memoryArchive()
    puzzles.putDailyTry(dailyTry('t1', 'ada', '2026-12-07', T0))
    expect(puzzles.dailyTry('ada', '2026-12-07')).toEqual(dailyTry('t1', 'ada', '2026-12-07', T0))
    expect(puzzles.dailyTry(null, '2026-12-07')).toBeNull()
    expect(puzzles.dailyTry('ada', '2026-12-08')).toBeNull()
    const done = dailyTry('t1', 'ada', '2026-12-07', T0, { moves: ['a1-a2', 'a2-b2'], outcome: 'solved', at: T0 + 61_000 })
    puzzles.putDailyTry(done)
    expect(puzzles.dailyTry('ada', '2026-12-07')).toEqual(done)
    puzzles.putDailyTry(dailyTry('g1', null, '2026-12-07', T0))
    expect(puzzles.dailyTry(null, '2026-12-07')?.id).toBe('g1')
  })

  test('one try per person and date, by the database itself: a second is dropped, the first stands', () => {
    const archive = memoryArchive()
    archive.puzzles.putDailyTry(dailyTry('t1', null, '2026-12-07', T0))
    archive.puzzles.putDailyTry(dailyTry('t2', null, '2026-12-07', T0 + 5))
    expect(archive.puzzles.dailyTry(null, '2026-12-07')?.id).toBe('t1')
    // Dropped, not failed: nothing is held back to be tried again.
    expect(archive.saving).toEqual({ saved: true })
  })

  test('the run on is the latest; the best by side; the cards that ended runs are kept to practise, newest first', () => {
    const { puzzles } = memoryArchive()
    const a = run('a', 'ada', T0, 5)
    puzzles.putStreak(ended(a, T0 + 10))
    const b = run('b', 'ada', T0 + DAY, 3)
    puzzles.putStreak(ended(b, T0 + DAY + 10))
    const c = run('c', 'ada', T0 + 2 * DAY, 1)
    puzzles.putStreak(c)
    puzzles.putStreak(run('z', 'zoe', T0, 9))
    expect(puzzles.latestStreak('ada')).toEqual(c)
    expect(puzzles.streak('a')).toEqual(ended(a, T0 + 10))
    expect(puzzles.best('ada')).toEqual({ fifteen: 5, chess: 0 })
    expect(puzzles.best(null)).toEqual({ fifteen: 0, chess: 0 })
    expect(puzzles.missed('ada')).toEqual([
      { streak: 'b', at: T0 + DAY + 10, card: b.state.card },
      { streak: 'a', at: T0 + 10, card: a.state.card },
    ])
  })

  test('progress: the period\'s tries (a try on keeps its optimum to itself) and streaks, oldest first, with the best of all time', () => {
    const { puzzles } = memoryArchive()
    puzzles.putDailyTry(dailyTry('old', 'ada', '2026-11-01', T0 - 36 * DAY, { moves: ['x'], outcome: 'gave-up', at: T0 - 36 * DAY + 5 }))
    puzzles.putDailyTry(dailyTry('d1', 'ada', '2026-12-06', T0 - DAY, { moves: ['a', 'b', 'c', 'd', 'e'], outcome: 'solved', at: T0 - DAY + 42_000 }))
    puzzles.putDailyTry(dailyTry('d2', 'ada', '2026-12-07', T0))
    puzzles.putStreak(ended(run('s0', 'ada', T0 - 40 * DAY, 7), T0 - 40 * DAY))
    puzzles.putStreak(run('s1', 'ada', T0 - DAY, 2))
    const p = puzzles.progress('ada', T0 - 30 * DAY)
    expect(p.days).toEqual([
      { date: '2026-12-06', side: dailyPuzzle('2026-12-06').side, outcome: 'solved', moves: 5, optimal: dailyPuzzle('2026-12-06').optimal, timeMs: 42_000 },
      { date: '2026-12-07', side: dailyPuzzle('2026-12-07').side, outcome: null, moves: 0, optimal: null, timeMs: null },
    ])
    expect(p.streaks).toEqual([{ id: 's1', side: 'fifteen', startLevel: 2, met: 2, startedAt: T0 - DAY, ending: null }])
    expect(p.best).toEqual({ fifteen: 7, chess: 0 })
    expect(puzzles.progress('ada', null).days).toHaveLength(3)
  })

  test('a database from before the puzzles\' migration (the seventh) gets the tables, its games kept', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'cmt-puzzles-')), 'games.db')
    const raw = new Database(path)
    const step = ARCHIVE_MIGRATIONS.findIndex((m) => m.includes('CREATE TABLE daily_tries'))
    expect(step).toBe(6)
    for (const m of ARCHIVE_MIGRATIONS.slice(0, step)) raw.exec(m)
    raw.pragma(`user_version = ${step}`)
    raw.prepare("INSERT INTO games (id, at, game_id, mode, steps, seats, winners, scores) VALUES ('g', 1, 'check', 'table', 1, '[]', '[0]', '[1, 0]')").run()
    raw.close()
    const { archive, notice } = openArchive(path)
    expect(notice).toBeNull()
    expect(archive.has('g')).toBe(true)
    archive.puzzles.putDailyTry(dailyTry('t', null, '2026-12-07', T0))
    expect(archive.puzzles.dailyTry(null, '2026-12-07')?.id).toBe('t')
    archive.close()
  })

  test('a run whose kept state was damaged by hand is no run, and blocks nothing', () => {
    const { puzzles } = memoryArchive()
    puzzles.putStreak({ ...run('r', null, T0), state: { ...run('r', null, T0).state, card: null } as unknown as KeptStreak['state'] })
    expect(puzzles.latestStreak(null)).toBeNull()
    expect(puzzles.missed(null)).toEqual([])
  })
})
