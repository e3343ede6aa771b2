import Database from 'libsql'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { memoryArchive, openArchive, type Archive, type FiledSoloRun } from './archive'
import { ARCHIVE_MIGRATIONS } from './migrations'

const DAY = 86_400_000
const S = 1000

type Card = FiledSoloRun['cards'][number]

function run(id: string, at: number, timeMs: number, more: Partial<FiledSoloRun> = {}): FiledSoloRun {
  return { id, profileId: 'lena', side: 'fifteen', deck: 'all', seed: 's', timeMs, tier: 'mid', at, counted: true, cards: [], ...more }
}
const card = (id: string, moves: number, optimal: number | null, timeMs: number | null): Card => ({ id, moves, optimal, timeMs })

const lenasAll = (archive: Archive, from: number | null = null) => archive.soloProgress('lena', 'fifteen', 'all', { from })

/**
 * Lena's fourteen counted runs, one a day, in seconds. Worked out by hand:
 * - best single 70 (runs 8 and 14);
 * - mean of 3, runs 12–14: (90 + 92 + 70) / 3 = 84;
 * - average of 5, runs 10–14 (105 76 90 92 70): 105 and 70 dropped, (76 + 90 + 92) / 3 = 86;
 * - best average of 5, runs 7–11 (86 70 90 105 76): 105 and 70 dropped, (86 + 90 + 76) / 3 = 84,
 *   under every other window (the next best, runs 8–12, is 256 / 3 = 85.33);
 * - average of 12, runs 3–14, sum 1,084: the 120 and one of the two 70s dropped, 894 / 10 = 89.4;
 * - best average of 12: runs 1–12 give 92.2, runs 2–13 give 91.4, so the latest, 89.4.
 */
const SECONDS = [100, 90, 110, 80, 95, 120, 86, 70, 90, 105, 76, 90, 92, 70]

function lenasHistory(): Archive {
  const archive = memoryArchive()
  SECONDS.forEach((s, i) => archive.addSoloRun(run(`r${String(i + 1).padStart(2, '0')}`, (i + 1) * DAY, s * S)))
  return archive
}

describe('Progress: Check Mates solo (issue 30), against a history worked out by hand', () => {
  test('a player sees their best single, mean of 3, averages of 5 and 12 with the best and worst dropped, and their best averages', () => {
    const p = lenasAll(lenasHistory())
    expect(p.best).toBe(70 * S)
    expect(p.meanOf3).toBe(84 * S)
    expect(p.averageOf5).toBe(86 * S)
    expect(p.bestAverageOf5).toBeCloseTo(84 * S, 6)
    expect(p.averageOf12).toBeCloseTo(89.4 * S, 6)
    expect(p.bestAverageOf12).toBeCloseTo(89.4 * S, 6)
  })

  test('an earlier window that was better stays their best average of 12 after a slower run', () => {
    const archive = lenasHistory()
    archive.addSoloRun(run('r15', 15 * DAY, 200 * S))
    const p = lenasAll(archive)
    // Runs 4–15: 1,084 − 110 + 200 = 1,174; 200 and a 70 dropped: 904 / 10 = 90.4, worse than 89.4.
    expect(p.averageOf12).toBeCloseTo(90.4 * S, 6)
    expect(p.bestAverageOf12).toBeCloseTo(89.4 * S, 6)
    // Runs 11–15 (76 90 92 70 200): (76 + 90 + 92) / 3 = 86.
    expect(p.averageOf5).toBeCloseTo(86 * S, 6)
    expect(p.meanOf3).toBeCloseTo((92 + 70 + 200) / 3 * S, 6)
  })

  test('with two runs tied for best and two for worst, an average of 5 drops one of each', () => {
    const archive = memoryArchive()
    ;[60, 100, 80, 60, 100].forEach((s, i) => archive.addSoloRun(run(`t${i}`, (i + 1) * DAY, s * S)))
    // (60 + 80 + 100) / 3; dropping both 60s and both 100s would leave 80 alone.
    expect(lenasAll(archive).averageOf5).toBe(80 * S)
  })

  test('too few runs for a mean of 3, an average of 5 or of 12 shows none of it', () => {
    const archive = memoryArchive()
    const after = (n: number) => {
      // The runs so far again (kept once) and the new ones: the same history, growing.
      for (let i = 0; i < n; i++) archive.addSoloRun(run(`n${String(i).padStart(2, '0')}`, (i + 1) * DAY, (60 + i) * S))
      return lenasAll(archive)
    }
    expect(after(0)).toEqual({ points: [], best: null, meanOf3: null, averageOf5: null, averageOf12: null, bestAverageOf5: null, bestAverageOf12: null, histogram: [], cards: [] })
    expect(after(2)).toMatchObject({ best: 60 * S, meanOf3: null, averageOf5: null, bestAverageOf5: null })
    expect(after(4)).toMatchObject({ meanOf3: 62 * S, averageOf5: null, bestAverageOf5: null })
    // 60…70: the latest five 66…70 less 66 and 70.
    expect(after(11)).toMatchObject({ averageOf5: 68 * S, averageOf12: null, bestAverageOf12: null })
    // 60…71: 60 and 71 dropped, (61 + … + 70) / 10.
    expect(after(12)).toMatchObject({ averageOf12: 65.5 * S, bestAverageOf12: 65.5 * S })
  })

  test('the last 7 days count only the runs since then: their averages start afresh', () => {
    // From day 10 on, inclusive: runs 10–14, five of them.
    const p = lenasAll(lenasHistory(), 10 * DAY)
    expect(p.points.map((x) => x.id)).toEqual(['r10', 'r11', 'r12', 'r13', 'r14'])
    expect(p).toMatchObject({ best: 70 * S, meanOf3: 84 * S, averageOf5: 86 * S, bestAverageOf5: 86 * S, averageOf12: null, bestAverageOf12: null })
  })

  test('practice runs show on the chart, marked, and never move a best or an average', () => {
    const archive = lenasHistory()
    archive.addSoloRun(run('p1', 14.5 * DAY, 40 * S, { counted: false, cards: [card('A', 9, 2, 4_000)] }))
    const p = lenasAll(archive)
    expect(p.points.at(-1)).toEqual({ id: 'p1', at: 14.5 * DAY, timeMs: 40 * S, counted: false })
    expect(p.points.filter((x) => x.counted)).toHaveLength(14)
    expect(p).toMatchObject({ best: 70 * S, meanOf3: 84 * S, averageOf5: 86 * S })
    expect(p.histogram).toEqual([])
    expect(p.cards).toEqual([])
    // Nor is a practice run a record on the solo screen.
    expect(archive.soloRuns('lena', 'fifteen', 'all')).toHaveLength(14)
  })

  test('a guest\'s runs, another person\'s, and other sides and decks are kept apart', () => {
    const archive = lenasHistory()
    archive.addSoloRun(run('guest', 3.5 * DAY, 30 * S, { profileId: null }))
    archive.addSoloRun(run('ben', 3.6 * DAY, 31 * S, { profileId: 'ben' }))
    archive.addSoloRun(run('chess', 3.7 * DAY, 32 * S, { side: 'chess' }))
    archive.addSoloRun(run('blitz', 3.8 * DAY, 33 * S, { deck: 'one-point' }))
    expect(lenasAll(archive).best).toBe(70 * S)
    expect(lenasAll(archive).points).toHaveLength(14)
    const guest = archive.soloProgress(null, 'fifteen', 'all', { from: null })
    expect(guest).toMatchObject({ points: [{ id: 'guest', counted: true }], best: 30 * S })
  })

  test('the chart\'s points are every finished run, oldest first; runs at the same moment in order of id', () => {
    const archive = memoryArchive()
    archive.addSoloRun(run('b', 2 * DAY, 61 * S))
    archive.addSoloRun(run('c', DAY, 62 * S, { counted: false }))
    archive.addSoloRun(run('a', 2 * DAY, 63 * S))
    expect(lenasAll(archive).points).toEqual([
      { id: 'c', at: DAY, timeMs: 62 * S, counted: false },
      { id: 'a', at: 2 * DAY, timeMs: 63 * S, counted: true },
      { id: 'b', at: 2 * DAY, timeMs: 61 * S, counted: true },
    ])
  })
})

describe('Progress: Check Mates solo, card by card', () => {
  /**
   * Five counted runs and one practice run. Moves above the optimum, by card, in order:
   * A 3, 2, (no optimum), 1, 0; B 1, 4, 1; C 2; D (no optimum). The practice run's A (10 over) is
   * left out. Card times of counted runs, in 5 s bars: 0–5 s: 4.999, 0 and 1 s; 5–10 s: 5 and
   * 7 s; 10–15 s: 12 and 14.999 s; 20–25 s: 20 s; 95 s and over: 100 s; B's time in run 4 is
   * not known.
   */
  function cardsHistory(): Archive {
    const archive = memoryArchive()
    const runs: Card[][] = [
      [card('A', 5, 2, 4_999), card('B', 2, 1, 5_000)],
      [card('A', 4, 2, 12_000), card('B', 6, 2, 14_999)],
      [card('A', 3, null, 0), card('C', 3, 1, 7_000)],
      [card('A', 3, 2, 100_000), card('B', 3, 2, null)],
      [card('A', 2, 2, 20_000), card('D', 4, null, 1_000)],
    ]
    runs.forEach((cards, i) => archive.addSoloRun(run(`c${i + 1}`, (i + 1) * DAY, 60 * S, { cards })))
    archive.addSoloRun(run('practice', 6 * DAY, 60 * S, { counted: false, cards: [card('A', 12, 2, 3_000)] }))
    return archive
  }

  test('each card shows how often it was played, its mean moves above the optimum, and how that moved from the first half of the period to the second', () => {
    // Counted runs on days 1–5: the halves split at day 3, whose run is in neither.
    expect(lenasAll(cardsHistory()).cards).toEqual([
      // Days 4 and 5 against days 1 and 2: (1 + 0) / 2 − (3 + 2) / 2.
      { id: 'A', played: 5, meanExcess: 1.5, trend: -2 },
      // Day 4 against days 1 and 2: 1 − (1 + 4) / 2.
      { id: 'B', played: 3, meanExcess: 2, trend: -1.5 },
      // Played on one side of the middle only (here, on it): no trend.
      { id: 'C', played: 1, meanExcess: 2, trend: null },
      { id: 'D', played: 1, meanExcess: null, trend: null },
    ])
  })

  test('card times fall into 5-second bars with no gaps, the last bar holding every card of 95 s and over', () => {
    const bars = lenasAll(cardsHistory()).histogram
    expect(bars).toHaveLength(20)
    expect(bars.slice(0, 5)).toEqual([
      { fromMs: 0, toMs: 5_000, count: 3 },
      { fromMs: 5_000, toMs: 10_000, count: 2 },
      { fromMs: 10_000, toMs: 15_000, count: 2 },
      { fromMs: 15_000, toMs: 20_000, count: 0 },
      { fromMs: 20_000, toMs: 25_000, count: 1 },
    ])
    expect(bars.slice(5, 19).every((b) => b.count === 0)).toBe(true)
    expect(bars[19]).toEqual({ fromMs: 95_000, toMs: null, count: 1 })
  })

  test('the bars stop at the slowest card played', () => {
    const archive = memoryArchive()
    archive.addSoloRun(run('x', DAY, 60 * S, { cards: [card('A', 2, 2, 3_000), card('B', 2, 2, 11_000)] }))
    expect(lenasAll(archive).histogram).toEqual([
      { fromMs: 0, toMs: 5_000, count: 1 },
      { fromMs: 5_000, toMs: 10_000, count: 0 },
      { fromMs: 10_000, toMs: 15_000, count: 1 },
    ])
  })

  test('the period cuts the cards too, and its own middle splits their trend', () => {
    // Days 4 and 5: day 5 against day 4.
    const p = lenasAll(cardsHistory(), 4 * DAY)
    expect(p.cards).toEqual([
      { id: 'A', played: 2, meanExcess: 0.5, trend: -1 },
      { id: 'B', played: 1, meanExcess: 1, trend: null },
      { id: 'D', played: 1, meanExcess: null, trend: null },
    ])
    expect(p.histogram.map((b) => b.count).filter((n) => n > 0)).toEqual([1, 1, 1])
  })

  test('runs brought over from the old data file count card by card, with no card times', () => {
    const archive = memoryArchive()
    const old = { id: 'old', profileId: 'lena', side: 'fifteen', deck: 'all', seed: 's', timeMs: 80 * S, tier: 'mid', at: DAY, cards: [{ id: 'A', moves: 4, optimal: 2 }] }
    expect(archive.adoptOld({ soloRuns: [old] }).soloRuns).toBe(1)
    expect(lenasAll(archive)).toMatchObject({ points: [{ id: 'old', counted: true }], histogram: [], cards: [{ id: 'A', played: 1, meanExcess: 2 }] })
  })
})

describe('the solo runs of a database from before issue 30', () => {
  test('keep their records, count in the progress card by card with no times, and a damaged row blocks nothing', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'cmt-progress-')), 'games.db')
    const raw = new Database(path)
    raw.exec(ARCHIVE_MIGRATIONS[0]!)
    raw.pragma('user_version = 1')
    const insert = raw.prepare("INSERT INTO solo_runs (id, profile_id, side, deck, seed, time_ms, tier, at, cards) VALUES (?, 'lena', 'fifteen', 'all', 's', ?, 'mid', ?, ?)")
    insert.run('a', 70 * S, DAY, JSON.stringify([{ id: 'A', moves: 5, optimal: 2 }, { id: 'B', moves: 3, optimal: null }]))
    insert.run('b', 80 * S, 2 * DAY, 'not json')
    insert.run('c', 90 * S, 3 * DAY, JSON.stringify(['A', { id: 'B', moves: 'x' }, { id: 'C', moves: 1, optimal: 1 }]))
    raw.close()
    const { archive, notice } = openArchive(path)
    expect(notice).toBeNull()
    // A record whose cards can't be read is left out of the records, as before; its time still counts.
    expect(archive.soloRuns('lena', 'fifteen', 'all').map((r) => r.id)).toEqual(['a'])
    const p = lenasAll(archive)
    expect(p).toMatchObject({ best: 70 * S, meanOf3: 80 * S, histogram: [] })
    expect(p.points.map((x) => x.id)).toEqual(['a', 'b', 'c'])
    expect(p.cards).toEqual([
      { id: 'A', played: 1, meanExcess: 3, trend: null },
      { id: 'B', played: 1, meanExcess: null, trend: null },
      { id: 'C', played: 1, meanExcess: 0, trend: null },
    ])
    archive.close()
  })
})
