import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { cardById, cardTask, makeMove, parseBoard, solveCold, type Side } from '@shared/checkmates'
import { dailyPuzzle } from '@shared/checkmates/daily'
import { STREAK_TOP } from '@shared/checkmates/streak'
import type { DailyTryView, DailyView, PuzzleProgress, StreakView } from '@shared/ipc'
import type { Profile } from '@shared/profile'
import { confBacking } from '../store/conf-backing'
import { openData } from '../store/open'
import { fakeClock, type HandClock } from './fake-clock'
import { createHost } from './host'
import { localDate } from './puzzles'
import { createSolverService } from './solver'

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Ten in the morning of 7 December 2026 on this computer's clock, as the app reads dates. */
const MORNING = new Date(2026, 11, 7, 10).getTime()

/** A host on its own data folder, its clock at `at`; `dir` opens a folder again, as a restart would. */
function launch(dir = mkdtempSync(join(tmpdir(), 'cmt-puzzles-')), clock: HandClock = fakeClock(MORNING)) {
  const { store, archive } = openData(confBacking(dir))
  const host = createHost({ store, archive, edition: 'web', version: 'test', clock, solver: createSolverService({ workerPath: null }) })
  const call = async <T>(channel: string, payload: unknown): Promise<T> => {
    const r = await host.request(channel, payload)
    if (!r.ok) throw new Error(`${channel}: ${r.error.code} ${r.error.message}`)
    return r.value as T
  }
  const refusal = async (channel: string, payload: unknown) => {
    const r = await host.request(channel, payload)
    return r.ok ? null : r.error.code
  }
  const stop = () => {
    host.close()
    archive.close()
    store.flush()
  }
  return { dir, clock, host, call, refusal, stop }
}

/** The solver's line for a card from a board. */
function line(side: Side, board: string, cardId: string): string[] {
  const b = parseBoard(side, board)
  if (!b.ok) throw new Error('bad board')
  const solved = solveCold(b.value, cardTask(cardById(cardId)!, side))
  if (!solved.ok || !solved.value.moves) throw new Error('unsolvable')
  return solved.value.moves.map(makeMove)
}

describe('the daily puzzle in the host (docs/daily.md)', () => {
  test('a local date is the calendar day on this computer\'s clock, written YYYY-MM-DD', () => {
    expect(localDate(new Date(2026, 11, 7, 12, 0).getTime())).toBe('2026-12-07')
    expect(localDate(new Date(2026, 11, 7, 23, 59, 59, 999).getTime())).toBe('2026-12-07')
    expect(localDate(new Date(2026, 11, 8, 0, 0).getTime())).toBe('2026-12-08')
  })

  test('two data folders on one date have the same puzzle; the next day both have another', async () => {
    const a = launch()
    const b = launch()
    const dayOne = await a.call<DailyView>('checkmates:daily-start', { profileId: null })
    const alsoDayOne = await b.call<DailyView>('checkmates:daily-start', { profileId: null })
    expect(dayOne.date).toBe('2026-12-07')
    expect(alsoDayOne.today!.puzzle).toEqual(dayOne.today!.puzzle)
    const { optimal: _o, ...puzzle } = dailyPuzzle('2026-12-07')
    expect(dayOne.today!.puzzle).toEqual(puzzle)
    a.clock.advance(DAY)
    b.clock.advance(DAY)
    const dayTwo = await a.call<DailyView>('checkmates:daily-start', { profileId: null })
    expect(dayTwo.date).toBe('2026-12-08')
    expect(dayTwo.today!.puzzle).not.toEqual(dayOne.today!.puzzle)
    expect((await b.call<DailyView>('checkmates:daily-start', { profileId: null })).today!.puzzle).toEqual(dayTwo.today!.puzzle)
    a.stop()
    b.stop()
  })

  test('the day turns at midnight on the host\'s clock, not 24 hours after a start', async () => {
    const late = launch(undefined, fakeClock(new Date(2026, 11, 7, 23, 59).getTime()))
    expect((await late.call<DailyView>('checkmates:daily', { profileId: null })).date).toBe('2026-12-07')
    late.clock.advance(60_000)
    expect((await late.call<DailyView>('checkmates:daily', { profileId: null })).date).toBe('2026-12-08')
    late.stop()
  })

  test('one try a day: timed from its start, the optimum told only once it is over, kept per person; a restart resumes it and grants no other', async () => {
    const h = launch()
    const ada = await h.call<Profile>('profiles:create', { name: 'Ada', colour: 'orange' })
    const before = await h.call<DailyView>('checkmates:daily', { profileId: ada.id })
    expect(before.today).toBeNull()
    expect(await h.refusal('checkmates:daily-move', { profileId: ada.id, date: before.date, move: 'a1-a2' })).toBe('NO_DAILY_TRY')
    const started = (await h.call<DailyView>('checkmates:daily-start', { profileId: ada.id })).today!
    expect(started).toMatchObject({ moves: [], outcome: null, optimal: null, startedAt: MORNING, endedAt: null })
    const moves = line(started.puzzle.side, started.puzzle.board, started.puzzle.cardId)
    h.clock.advance(5_000)
    let t = await h.call<DailyTryView>('checkmates:daily-move', { profileId: ada.id, date: started.date, move: moves[0] })
    expect(t).toMatchObject({ moves: [moves[0]], outcome: null, optimal: null })
    // Starting again, or a restart of the app, finds the same try as it stood: no second try.
    expect((await h.call<DailyView>('checkmates:daily-start', { profileId: ada.id })).today).toEqual(t)
    h.stop()
    const again = launch(h.dir, h.clock)
    expect((await again.call<DailyView>('checkmates:daily-start', { profileId: ada.id })).today).toEqual(t)
    for (const m of moves.slice(1)) {
      again.clock.advance(5_000)
      t = await again.call<DailyTryView>('checkmates:daily-move', { profileId: ada.id, date: started.date, move: m })
    }
    expect(t).toMatchObject({ outcome: 'solved', optimal: moves.length, endedAt: MORNING + 5_000 * moves.length })
    expect(t.moves).toEqual(moves)
    expect(await again.refusal('checkmates:daily-move', { profileId: ada.id, date: started.date, move: moves[0] })).toBe('GAME_OVER')
    expect(await again.refusal('checkmates:daily-give-up', { profileId: ada.id, date: started.date })).toBe('GAME_OVER')
    // The guest's try is their own.
    expect((await again.call<DailyView>('checkmates:daily', { profileId: null })).today).toBeNull()
    const progress = await again.call<PuzzleProgress>('progress:puzzles', { profileId: ada.id, period: '7d' })
    expect(progress.days).toEqual([{ date: '2026-12-07', side: started.puzzle.side, outcome: 'solved', moves: moves.length, optimal: moves.length, timeMs: 5_000 * moves.length }])
    again.stop()
  })

  test('giving up ends the try, with the optimum told; an illegal move changes nothing', async () => {
    const h = launch()
    const started = (await h.call<DailyView>('checkmates:daily-start', { profileId: null })).today!
    expect(await h.refusal('checkmates:daily-move', { profileId: null, date: started.date, move: 'b2-b2' })).toBe('INVALID_MOVE')
    h.clock.advance(90_000)
    const over = await h.call<DailyTryView>('checkmates:daily-give-up', { profileId: null, date: started.date })
    expect(over).toMatchObject({ outcome: 'gave-up', optimal: dailyPuzzle(started.date).optimal, endedAt: MORNING + 90_000, moves: [] })
    h.stop()
  })

  test('a try begun before midnight is finished after it, under its own date; today has a puzzle of its own', async () => {
    const h = launch(undefined, fakeClock(new Date(2026, 11, 7, 23, 58).getTime()))
    const started = (await h.call<DailyView>('checkmates:daily-start', { profileId: null })).today!
    h.clock.advance(10 * 60_000)
    expect(localDate(h.clock.now())).toBe('2026-12-08')
    const moves = line(started.puzzle.side, started.puzzle.board, started.puzzle.cardId)
    let t = started
    for (const m of moves) t = await h.call<DailyTryView>('checkmates:daily-move', { profileId: null, date: '2026-12-07', move: m })
    expect(t).toMatchObject({ date: '2026-12-07', outcome: 'solved' })
    expect((await h.call<DailyView>('checkmates:daily', { profileId: null })).today).toBeNull()
    h.stop()
  })
})

describe('streaks in the host (docs/daily.md)', () => {
  /** Plays the run's card in play by the solver's line. */
  async function meet(h: ReturnType<typeof launch>, v: StreakView): Promise<StreakView> {
    const run = v.run!
    let next = v
    for (const m of line(run.side, run.board, run.card.cardId)) next = await h.call<StreakView>('checkmates:streak-move', { runId: run.id, move: m })
    return next
  }

  test('a run grows harder, keeps its one skip, survives a restart exactly and ends on a miss; its card is kept to practise and its length is the best', async () => {
    const h = launch()
    let v = await h.call<StreakView>('checkmates:streak-start', { profileId: null, side: 'chess', level: 2 })
    const id = v.run!.id
    expect(v.run).toMatchObject({ side: 'chess', startLevel: 2, met: 0, skipUsed: false, ending: null, moves: [] })
    expect(v.run).not.toHaveProperty('seed')
    expect(v.run!.card).toMatchObject({ number: 1, level: 2, optimal: 2 })
    // One run at a time: a new one is refused while this one is on.
    expect(await h.refusal('checkmates:streak-start', { profileId: null, side: 'fifteen', level: 1 })).toBe('STREAK_ON')
    v = await meet(h, v)
    v = await meet(h, v)
    expect(v.run).toMatchObject({ met: 2, card: { number: 3, level: 3, optimal: 3 } })
    v = await h.call<StreakView>('checkmates:streak-skip', { runId: id })
    expect(v.run).toMatchObject({ met: 2, skipUsed: true, card: { number: 4, level: 3 } })
    expect(await h.refusal('checkmates:streak-skip', { runId: id })).toBe('SKIP_USED')
    // A move on the card, then the app restarts: the run is there as it stood, the move still made.
    const first = line('chess', v.run!.board, v.run!.card.cardId)[0]!
    v = await h.call<StreakView>('checkmates:streak-move', { runId: id, move: first })
    h.stop()
    const again = launch(h.dir, h.clock)
    const resumed = await again.call<StreakView>('checkmates:streak', { profileId: null })
    expect(resumed.run).toEqual(v.run)
    expect(await again.refusal('checkmates:streak-skip', { runId: id })).toBe('SKIP_USED')
    // Giving up is a miss: the run ends, its card kept to practise, its length the best so far.
    const missedCard = resumed.run!.card
    again.clock.advance(1_000)
    const over = await again.call<StreakView>('checkmates:streak-give-up', { runId: id })
    expect(over.run).toMatchObject({ id, met: 2, ending: 'gave-up' })
    expect(over.best).toEqual({ fifteen: 0, chess: 2 })
    expect(over.missed).toEqual([{ streak: id, at: MORNING + 1_000, card: missedCard }])
    expect(await again.refusal('checkmates:streak-move', { runId: id, move: first })).toBe('GAME_OVER')
    // Now a new run may start, from any level up to the side's top.
    expect(await again.refusal('checkmates:streak-start', { profileId: null, side: 'chess', level: STREAK_TOP.chess + 1 })).toBe('BAD_LEVEL')
    const next = await again.call<StreakView>('checkmates:streak-start', { profileId: null, side: 'fifteen', level: STREAK_TOP.fifteen })
    expect(next.run).toMatchObject({ met: 0, card: { optimal: STREAK_TOP.fifteen } })
    expect(next.missed).toHaveLength(1)
    const progress = await again.call<PuzzleProgress>('progress:puzzles', { profileId: null, period: 'all' })
    expect(progress.streaks.map((s) => [s.side, s.met, s.ending])).toEqual([['chess', 2, 'gave-up'], ['fifteen', 0, null]])
    again.stop()
  })

  test('payloads are checked: an unknown person, a date that is no date, a level out of every range', async () => {
    const h = launch()
    expect(await h.refusal('checkmates:daily', { profileId: 'nobody' })).toBe('NOT_FOUND')
    expect(await h.refusal('checkmates:streak-start', { profileId: 'nobody', side: 'chess', level: 1 })).toBe('NOT_FOUND')
    expect(await h.refusal('checkmates:daily-move', { profileId: null, date: '2026-02-30', move: 'a1-a2' })).toBe('INVALID_PAYLOAD')
    expect(await h.refusal('checkmates:streak-start', { profileId: null, side: 'chess', level: 0 })).toBe('INVALID_PAYLOAD')
    expect(await h.refusal('checkmates:streak-move', { runId: 'no-such-run', move: 'a1-a2' })).toBe('NOT_FOUND')
    h.stop()
  })
})
